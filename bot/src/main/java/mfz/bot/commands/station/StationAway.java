package mfz.bot.commands.station;

import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.OWNER;
import static mfz.bot.commands.OptionNames.STATION;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.game.Phase;

/**
 * {@code /station away frame:<n> station:<n>}: in deployment, a frame marked near a station or
 * the campaign's objective by mistake no longer stands near it, and keeps the other (on the map,
 * the objective only: the map measures the stations). Step 7's "Not near …" menu sends it.
 */
public final class StationAway extends GameCommand {

    public StationAway(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("away", "Deployment: a frame no longer stands near this station or the objective",
                frame("The frame (the host: anyone's)", true),
                OptionSpec.string(STATION, "The station or objective it doesn't stand near").required()
                        .autocomplete().maxLength(40).build(),
                owner(OWNER, "Host: whose frame it is"),
                AS, SEAT);
    }

    /** {@code frame:} the frames on the table; {@code station:} the stations on it. */
    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        if (seat.game().phase() != Phase.DEPLOYMENT) {
            return List.of();
        }
        return switch (option) {
            case FRAME -> seat.correctableFrames(user(request, OWNER));
            // on the map the objective only: the map measures the stations
            case STATION -> seat.game().onTheMap() ? seat.stationsOnTable().stream()
                    .filter(seat.game()::isTheObjective).toList() : seat.stationsOnTable();
            default -> List.of();
        };
    }

    @Override
    public Reply handle(Request request) {
        String station = request.option(STATION).orElseThrow().strip();
        String owner = user(request, OWNER);
        boolean forASeat = forASeat(request, owner);
        String frame = request.option(FRAME).orElseThrow();
        if (forASeat) {
            // the host's own correction of a seat's frame, as /station near's (the log says the host's)
            return runOnGame(request, (game, acting) -> List.of(new Command.StandAway(game.host(), acting.id(), frame,
                    station)));
        }
        return run(request, acting -> List.of(new Command.StandAway(acting.id(), owner, frame, station)));
    }
}
