package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.core.Typed;
import mfz.bot.game.GameService;
import mfz.rules.bidding.TieOption;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Player;
import mfz.rules.map.MapCover;
import mfz.rules.map.MapPlacing;

/**
 * What one person can do now in this channel, as a sentence naming the commands: the
 * heart of {@code /help}. It reads only the game's state, so it is never out of date.
 */
public final class NextStep {

    private NextStep() {
    }

    /** @param game the channel's open game, or null when there is none */
    public static String forPlayer(Game game, String playerId) {
        if (game == null) {
            return "There is no game in this channel. Open one with `/game new size:skirmish` (or `size:demo` for a "
                    + "short teaching game), or roll some dice with `/roll dice:\"2W 2R B\"`.";
        }
        boolean playing = game.player(playerId).isPresent();
        if (game.pending() != null) {
            return pending(game, game.pending(), playerId);
        }
        return switch (game.phase()) {
            case NONE -> GameService.NO_GAME;
            case LOBBY -> lobby(game, playerId, playing);
            case BIDDING -> "Bidding is being settled: " + GameQueries.waitingOn(game);
            case DEPLOYMENT -> playing ? deployment(game, playerId) : watching(game);
            case COMBAT -> playing ? combat(game, playerId) : watching(game);
            case ENDED -> over(game) + " `/game new` opens the next one.";
        };
    }

    /** How a game that ended came out: who won, with how many points. */
    public static String over(Game game) {
        return "The game is over: " + GameQueries.waitingOn(game);
    }

    private static String lobby(Game game, String playerId, boolean playing) {
        if (!playing) {
            return "A game is gathering players here: join it with `/game join`.";
        }
        Player me = game.player(playerId).orElseThrow();
        String host = playerId.equals(game.host()) ? " As the host, set the rules with `/game options` and start "
                + "with `/game start` once every company is ready." : "";
        if (me.ready()) {
            List<String> waiting = game.players().stream().filter(p -> !p.ready()).map(Player::name).toList();
            return "Your company is ready. " + (waiting.isEmpty() ? "Every company is ready."
                    : "Waiting for " + String.join(", ", waiting) + ".") + host;
        }
        if (game.demo()) {
            // A demo company is the soldier and one variant, no station (§9): the usual hint built a refused one.
            return "Build your company: the soldier, `/company frame name:Anvil loadout:\"B G Y Rd\"`, and one "
                    + "variant of it, `/company frame name:Hammer loadout:\"B G Y Rh\"`" + ssrs(game)
                    + "; `/company show` to see what is still wrong, then `/company ready`." + host;
        }
        return "Build your company: `/company frame name:Anvil-1 loadout:\"B G Y Rd\"` for each frame" + ssrs(game)
                + ", `/company station name:Alpha` for each station, `/company show` to see what is still wrong, then "
                + "`/company ready`. `/company load` uses one you saved." + host;
    }

    /**
     * The company's SSRs, as many as the game says in all (§1): the hint gave `ssr:1` to each frame,
     * and a company built so was refused (an audit of the rules' texts).
     */
    private static String ssrs(Game game) {
        int count = game.options().ssrCount();
        return count == 0 ? "" : ", with its " + count + " SSR" + (count == 1 ? "" : "s") + " spread among them (`ssr:` on a "
                + "frame, at most 3 each)";
    }

    private static String deployment(Game game, String playerId) {
        DeploymentStep step = game.deployment().step();
        if (step == DeploymentStep.TERRAIN) {
            return game.deployment().approved().contains(playerId)
                    ? "You approved the terrain; waiting for the others."
                    : "Lay out the terrain together, then approve it with `/deploy done`.";
        }
        if (step == DeploymentStep.SPECIAL_OBJECTIVE) {
            String objective = game.options().campaign().objective();
            if (objective == null) {
                return "Name this battle's special objective: `/campaign objective name:<n> "
                        + "[behaviour:<none|orders|follow|afraid>]`.";
            }
            return game.deployment().approved().contains(playerId)
                    ? "You agreed where " + objective + " stands; waiting for the others."
                    : "Place " + objective + " together; say which of your frames stand within 1 unit of it with "
                    + "`/station near frame:<name> " + Typed.option("station", objective) + "`, then agree with `/deploy done`.";
        }
        String placer = game.deployment().placer();
        if (!playerId.equals(placer)) {
            return GameQueries.waitingOn(game); // it names the step already
        }
        // Only what the step places, and a station named only where a frame may stand by one (the defender's
        // steps): an attacker's frame can't stand by the defender's stations, a demo's starts 5 to 6 units from
        // its one; on the map a point, whose nearness the map measures (an audit of the rules' texts).
        boolean map = game.map().isPresent();
        List<String> places = new ArrayList<>();
        // on the map the defender's perimeter is its stations' reach: no frame before one stands (a review)
        if (step.placesFrames() && !MapPlacing.noPerimeterYet(game, playerId)) {
            boolean nearOne = !map && (step == DeploymentStep.DEFENDER_SETUP || step == DeploymentStep.DEFENDER_FRAMES);
            places.add("a frame with `/deploy done frame:<name>" + (map ? " at:x,y" : "")
                    + (nearOne ? " [station:<name it stands near>]" : "") + "`"
                    + (game.demo() ? " (add `owner:@player` for someone else's frame)" : ""));
        }
        if (step.placesStations()) {
            // Off the map a station set down beside frames already on the table can't say so itself (an audit).
            places.add("a station with `/deploy done station:<name>" + (map ? " at:x,y" : "") + "`"
                    + (map || step.placesFrames() ? "" : " (a frame of yours already beside it: `/station near "
                    + "frame:<name> station:<name>`)"));
        }
        return "Deployment step " + step.number() + " (" + step.words(game) + ") is yours: place " + String.join(", ", places)
                + (map ? " (the map measures what each stands near)" : "")
                + (game.demo() ? ", and finish with `/deploy done`"
                : step == DeploymentStep.ATTACKER_FRAMES || step == DeploymentStep.ATTACKER_STATIONS
                ? "; the next attacker places after each" : "; the step ends with your last placement") + ".";
    }

    private static String pending(Game game, PendingDecision pending, String playerId) {
        if (!pending.player().equals(playerId)) {
            return "Waiting: " + GameQueries.waitingOn(game);
        }
        return switch (pending) {
            case PendingDecision.HighTieChoice tie -> "You must settle the tie for highest score: "
                    + tie.options().stream().map(NextStep::tieCommand).collect(Collectors.joining(", or ")) + ".";
            case PendingDecision.DoomsdayChoice choice -> "The round is over: take one more tick off the doomsday "
                    + "clock with `/doomsday tick`, or leave it at " + game.doomsday() + " with `/doomsday pass`. "
                    + DoomsdayWords.stakes(game);
            case PendingDecision.HitChoice hit -> String.join(" ", ChoiceText.lines(game, playerId));
            case PendingDecision.AgainstTheMap override -> declared(game, override.declarer(),
                    switch (override.declared()) {
                        case PendingDecision.AttackDeclared a -> a.frame() + "'s attack";
                        case PendingDecision.PlacementDeclared p -> (p.move() ? "a move of " : "") + p.piece() + " at "
                                + p.at().notation();
                        case PendingDecision.SpotDeclared s -> s.frame() + "'s spot of " + s.target();
                        case PendingDecision.NearDeclared n -> n.words();
                    }, override.mapSaid());
            case PendingDecision.CoverChoice cover -> cover.frame() + " attacks your " + cover.target()
                    + ", which stands in several covers: say which is hit first with " + MapCover.typed(game,
                    cover.covers()).stream().map(c -> "`/map cover " + Typed.option("name", c) + "`")
                    .collect(Collectors.joining(" or ")) + ".";
        };
    }

    /** What the host is asked about something a player declared against the map. */
    private static String declared(Game game, String declarer, String what, String mapSaid) {
        return game.nameOf(declarer) + " declares " + what + " against the map (" + mapSaid + "): confirm it with "
                + "`/map confirm`, or refuse it with `/map confirm accept:false`.";
    }

    private static String tieCommand(TieOption option) {
        return switch (option) {
            case ADD_FRAME -> "add a frame with `/bid choose option:add-frame name:<n> loadout:<systems>`";
            case REMOVE_FRAME -> "remove one with `/bid choose option:remove-frame frame:<n>`";
            case DEFER -> "pass the choice on with `/bid choose option:defer`";
        };
    }

    private static String combat(Game game, String playerId) {
        List<String> lines = ChoiceText.lines(game, playerId);
        if (lines.isEmpty()) {
            return GameQueries.waitingOn(game);
        }
        return "Round " + game.round() + ", your move:\n" + String.join("\n", lines);
    }

    private static String watching(Game game) {
        return "You are watching this game: " + GameQueries.waitingOn(game);
    }
}
