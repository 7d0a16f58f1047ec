package mfz.bot.commands.deploy;

import static mfz.bot.commands.OptionNames.AT;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.OWNER;
import static mfz.bot.commands.OptionNames.STATION;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.map.MapForms;
import mfz.bot.commands.map.MapPictures;
import mfz.bot.commands.map.MapPlaces;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.map.Point;

/**
 * {@code /deploy done [frame:<n>] [station:<n>] [owner:@p]}: your part of the current
 * deployment step. What it does follows the step:
 * <ul>
 *   <li>terrain: you approve the terrain;</li>
 *   <li>with {@code frame:}: you place that frame, standing within 1 unit of {@code station:} if given
 *       (the host of a demo game names the frame's {@code owner:});</li>
 *   <li>with only {@code station:}, in a step that places stations: you place that station;</li>
 *   <li>with neither: you finish the demo's placement (other steps end by themselves with
 *       their last placement).</li>
 * </ul>
 */
public final class DeployDone extends GameCommand {

    public DeployDone(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("done", "Your part of the current deployment step (place a frame or station, or finish)",
                frame("A frame you place now", false),
                OptionSpec.string(STATION, "The station the frame stands near, or the station you place")
                        .autocomplete().maxLength(40).build(),
                owner(OWNER, "Demo game host: whose frame you place"),
                OptionSpec.string(AT, "Map mode: where the frame or station stands, x,y in ruler units")
                        .placeholder("x,y").maxLength(20).build(),
                OptionSpec.bool(OptionNames.OVERRIDE,
                        "Map mode: place it there against the map (the host confirms)").build(),
                OptionSpec.string(STEP, "The step an approval is for (the buttons say it)")
                        .choices(List.of(TERRAIN_STEP, OBJECTIVE_STEP)).maxLength(10).build(),
                AS, SEAT);
    }

    /**
     * The step a consensus button was made for: "Approve the terrain" and "Agree where X
     * stands" carry no version (every approval moves it on), so without it an old button,
     * still in the channel, agreed to whatever step the game had reached, another game's too.
     */
    public static final String STEP = "step";
    public static final String TERRAIN_STEP = "terrain";
    public static final String OBJECTIVE_STEP = "objective";

    /** {@code frame:} frames still to place; {@code station:} stations on the table, and the caller's own to place. */
    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        if (seat.game().phase() != Phase.DEPLOYMENT) {
            return List.of();
        }
        return switch (option) {
            case FRAME -> seat.unplacedFrames(user(request, OWNER));
            case STATION -> {
                List<String> stations = new ArrayList<>(seat.stationsOnTable());
                if (seat.game().deployment().step().placesStations()) {
                    stations.addAll(seat.unplacedStations());
                }
                yield stations;
            }
            default -> List.of();
        };
    }

    @Override
    public Reply handle(Request request) {
        String frame = request.option(FRAME).map(String::strip).orElse(null);
        String station = request.option(STATION).map(String::strip).orElse(null);
        String owner = user(request, OWNER);
        if (request.option(AT).isEmpty() && (frame != null || station != null)) {
            // On the map a tap names the piece; a form asks where it stands.
            boolean onTheMap = play.games().game(request.channelId()).filter(g -> g.map().isPresent()
                    && g.phase() == Phase.DEPLOYMENT && g.deployment().step() != DeploymentStep.TERRAIN).isPresent();
            if (onTheMap) {
                Map<String, String> fixed = new LinkedHashMap<>();
                if (frame != null) {
                    fixed.put(FRAME, frame);
                    request.option(OWNER).ifPresent(o -> fixed.put(OWNER, o));
                } else {
                    fixed.put(STATION, station);
                }
                return MapForms.whereToPlace(fixed, frame != null ? frame : station);
            }
        }
        Reply placed = play.runOrOfferOverride(request, (game, acting) -> {
            if (game.phase() != Phase.DEPLOYMENT) {
                throw new PlayerError("Deployment is not under way: " + GameQueries.waitingOn(game));
            }
            DeploymentStep step = game.deployment().step();
            request.option(STEP).ifPresent(meant -> {
                DeploymentStep wanted = meant.equals(TERRAIN_STEP) ? DeploymentStep.TERRAIN : DeploymentStep.SPECIAL_OBJECTIVE;
                if (wanted != step) {
                    throw new PlayerError("That button was for " + (wanted == DeploymentStep.TERRAIN ? "approving the "
                            + "terrain" : "agreeing where the objective stands") + ", a step that isn't under way: "
                            + GameQueries.waitingOn(game));
                }
            });
            Optional<Point> at = MapPlaces.at(game, request.option(AT), frame != null || station != null,
                    step == DeploymentStep.TERRAIN);
            if (step == DeploymentStep.TERRAIN) {
                // A placement typed in step 1 was taken for an approval, the piece it named dropped unsaid (an audit).
                if (frame != null || station != null || owner != null || request.option(AT).isPresent()) {
                    throw new PlayerError("Step 1 is the terrain: frames and stations are placed from step 2 on. "
                            + "`/deploy done` alone approves the terrain.");
                }
                return List.of(new Command.ApproveTerrain(acting.id()));
            }
            if (overriding(request)) {
                if (at.isEmpty() || frame == null && station == null) {
                    throw new PlayerError("An override names the frame or station and where it stands: `at:x,y`.");
                }
                return List.of(new Command.DeclarePlacement(acting.id(), owner, frame != null ? frame : station,
                        frame == null, at.get()));
            }
            // In a demo the host places every frame: acting for a seat or a player there (`seat:`,
            // `as:`) places that one's frame, as the host (an adversarial test: it was refused as
            // the seat's own placement).
            boolean hostPlacesFor = game.demo() && acting.onBehalfOf() != null
                    && acting.onBehalfOf().equals(game.host()) && frame != null;
            String placer = hostPlacesFor ? game.host() : acting.id();
            String whose = hostPlacesFor && owner == null ? acting.id() : owner;
            if (at.isPresent()) {
                return List.of(frame != null ? new Command.PlaceFrameAt(placer, whose, frame, at.get())
                        : new Command.PlaceStationAt(acting.id(), station, at.get()));
            }
            if (frame != null) {
                return List.of(new Command.PlaceFrame(placer, whose, frame, station));
            }
            if (station != null) {
                return List.of(new Command.PlaceStation(acting.id(), station));
            }
            return List.of(new Command.FinishDeploymentStep(acting.id()));
        }, (game, acting) -> request.option(AT).isEmpty() || frame == null && station == null ? null
                : MapPlaces.at(game, request.option(AT), true, false).map(at -> (Command) new Command.DeclarePlacement(
                        acting.id(), owner, frame != null ? frame : station, frame == null, at)).orElse(null));
        // On the map every placement shows the battlefield as it now stands.
        return request.option(AT).isEmpty() ? placed
                : MapPictures.withPicture(placed, play.games().require(request.channelId()));
    }
}
