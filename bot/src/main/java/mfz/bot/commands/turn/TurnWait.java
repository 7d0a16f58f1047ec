package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.FRAME;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.turn.Action;

/** {@code /turn wait frame:<n>}: per-frame initiative: keep the frame for its higher d20. */
public final class TurnWait extends GameCommand {

    public TurnWait(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("wait", "Per-frame initiative: keep this frame for its higher d20",
                frame("The frame whose lower d20 came up", true), AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return option.equals(FRAME) ? seat.choiceFrames(Action.WAIT_FOR_LATER_DIE) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.WaitForLaterDie(acting.id(),
                request.option(FRAME).orElseThrow())));
    }
}
