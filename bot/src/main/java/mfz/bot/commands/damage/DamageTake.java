package mfz.bot.commands.damage;

import static mfz.bot.commands.OptionNames.SYSTEM;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.turn.Action;

/** {@code /damage take system:<B|G|Y|Rh|Rd|Ra|E|…|white>}: the owner's choice for a hit. */
public final class DamageTake extends GameCommand {

    public DamageTake(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("take", "Choose what the hit takes: a system, or a white die once none is left (or with drop-whites)",
                OptionSpec.string(SYSTEM, "A system code (B, G, Y, Rh, Rd, Ra, E, Rd/Ra…) or white").required()
                        .placeholder("B|G|…|white").autocomplete().maxLength(10).build(),
                AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return option.equals(SYSTEM) ? seat.choiceOptions(Action.TAKE_HIT) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.TakeHit(acting.id(), request.option(SYSTEM).orElseThrow())));
    }
}
