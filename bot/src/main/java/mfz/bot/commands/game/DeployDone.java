package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.GameQueries;

/**
 * {@code /deploy done [frame:<n>] [station:<n>] [owner:@p]}: your part of the current
 * deployment step. What it does follows the step:
 * <ul>
 *   <li>terrain: you approve the terrain;</li>
 *   <li>with {@code frame:}: you place that frame, standing within 1 unit of {@code station:} if given
 *       (the host of a demo game names the frame's {@code owner:});</li>
 *   <li>with only {@code station:}, in a step that places stations: you place that station;</li>
 *   <li>with neither: you finish the step.</li>
 * </ul>
 */
final class DeployDone implements SlashCommand {

    private final Play play;

    DeployDone(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("done", "Your part of the current deployment step (place a frame or station, or finish)",
                new OptionSpec("frame", "A frame you place now", OptionSpec.Type.STRING, false, "frame", List.of(), true,
                        40),
                new OptionSpec("station", "The station the frame stands near, or the station you place",
                        OptionSpec.Type.STRING, false, "station", List.of(), true, 40),
                new OptionSpec("owner", "Demo game host: whose frame you place", OptionSpec.Type.USER, false, "@player",
                        List.of(), false, 100),
                Play.AS_OPTION);
    }

    /** {@code frame:} frames still to place; {@code station:} stations on the table, and the caller's own to place. */
    @Override
    public List<String> suggest(Request request, String option) {
        String owner = request.option("owner").map(Acting::userId).orElse(null);
        return Suggestions.seat(play, request).filter(seat -> seat.game().phase() == Phase.DEPLOYMENT)
                .map(seat -> switch (option) {
            case "frame" -> seat.unplacedFrames(owner);
            case "station" -> {
                List<String> stations = new ArrayList<>(seat.stationsOnTable());
                if (seat.game().deployment().step().placesStations()) {
                    stations.addAll(seat.unplacedStations());
                }
                yield stations;
            }
            default -> List.<String>of();
        }).orElse(List.of());
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().require(request.channelId());
        if (game.phase() != Phase.DEPLOYMENT) {
            throw new PlayerError("Deployment is not under way: " + GameQueries.waitingOn(game));
        }
        DeploymentStep step = game.deployment().step();
        String frame = request.option("frame").map(String::strip).orElse(null);
        String station = request.option("station").map(String::strip).orElse(null);
        String owner = request.option("owner").map(Acting::userId).orElse(null);
        return play.run(request, acting -> {
            if (step == DeploymentStep.TERRAIN) {
                return List.of(new Command.ApproveTerrain(acting.id()));
            }
            if (frame != null) {
                return List.of(new Command.PlaceFrame(acting.id(), owner, frame, station));
            }
            if (station != null) {
                return List.of(new Command.PlaceStation(acting.id(), station));
            }
            return List.of(new Command.FinishDeploymentStep(acting.id()));
        });
    }
}
