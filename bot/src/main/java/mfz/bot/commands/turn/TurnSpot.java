package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.DIE;
import static mfz.bot.commands.OptionNames.END;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.OWNER;

import java.util.List;
import java.util.function.Supplier;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.turn.Action;

/** {@code /turn spot frame:<n> die:<Y4|W2> [owner]}: the turn's last action. */
public final class TurnSpot extends GameCommand {

    public TurnSpot(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("spot", "Spot an opponent's frame with a yellow or white die (last action)",
                frame("The opponent's frame to spot", true), die("A yellow or white die from your roll", "Y4|W2"),
                owner(OWNER, "Whose frame it is, when two share its name"),
                OptionSpec.bool(END, "End the turn with it (nothing can follow a spot)").build(),
                OptionSpec.bool(OptionNames.OVERRIDE,
                        "Map mode: spot it against the map (the host confirms)").build(), AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return switch (option) {
            case FRAME -> or(seat.choiceFrames(Action.SPOT), () -> seat.spotsAgainstTheMap(true));
            case DIE -> or(seat.choiceOptions(Action.SPOT), () -> seat.spotsAgainstTheMap(false));
            default -> List.of();
        };
    }

    private static List<String> or(List<String> offered, Supplier<List<String>> otherwise) {
        return offered.isEmpty() ? otherwise.get() : offered;
    }

    @Override
    public Reply handle(Request request) {
        String owner = user(request, OWNER);
        boolean end = request.option(END).map(Boolean::parseBoolean).orElse(false);
        String frame = request.option(FRAME).orElseThrow();
        String die = request.option(DIE).orElseThrow();
        // Declared, the spot waits for the host (the turn ends once it is settled), so end: applies to a spot alone.
        return runAgainstTheMap(request, (game, acting) -> {
            Command spot = new Command.Spot(acting.id(), frame, owner, die);
            // one submission: the spot and the end stand or fall (and are undone) together
            return end ? List.of(spot, new Command.EndTurn(acting.id())) : List.of(spot);
        }, (game, acting) -> new Command.DeclareSpot(acting.id(), frame, owner, die));
    }
}
