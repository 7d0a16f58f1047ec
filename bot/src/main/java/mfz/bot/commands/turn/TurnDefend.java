package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.DIE;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.turn.Action;

/** {@code /turn defend die:<B4|W6|none>}. */
public final class TurnDefend extends GameCommand {

    public TurnDefend(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("defend", "Assign a blue or white die as defense, or none",
                die("A blue or white die from your roll, or none", "B4|W6|none"), AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return option.equals(DIE) ? seat.choiceOptions(Action.DEFEND) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.Defend(acting.id(), request.option(DIE).orElseThrow())));
    }
}
