package mfz.bot.commands.hw;

import java.util.List;
import mfz.bot.commands.CommandGroup;
import mfz.bot.core.SlashCommand;
import mfz.rules.dice.Dice;

/** The {@code /hw} family: the Horizon Wars helper, usable in any channel, with or without a game. */
public final class HwCommands {

    private HwCommands() {
    }

    public static SlashCommand group(Dice dice, HwElements elements) {
        return new CommandGroup("hw", "Horizon Wars helper: shooting, charges, recovery, elements, odds", List.of(
                new HwShoot(dice, elements),
                new HwOdds(elements),
                new HwCharge(dice, elements),
                new HwRecover(dice, elements),
                new HwElementAdd(elements),
                new HwElementHit(elements),
                new HwElementRecover(elements),
                new HwElementRemove(elements),
                new HwElementList(elements)));
    }
}
