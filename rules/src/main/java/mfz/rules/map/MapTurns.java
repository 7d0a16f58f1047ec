package mfz.rules.map;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import mfz.rules.company.Frame;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Game;
import mfz.rules.game.Refusal;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Tx;
import mfz.rules.round.Turn;
import mfz.rules.turn.Frames;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * A frame's turn on the map (docs/rules.md §10): a turn that names a frame as its target and no
 * range takes the range the two stand at now (the attack is measured again when it comes, after
 * any move); a spot is checked from range and cover by the spotter's comms, as the rule of
 * section 5 says. Off the map, or for frames not on it, the usual rules alone.
 */
public final class MapTurns {

    private MapTurns() {
    }

    public static void start(Tx tx, Command.StartTurn c) {
        Game game = tx.game();
        Optional<Measured> measured = measuredRange(game, c);
        try {
            TurnRules.start(tx, measured.map(m -> atRange(c, m.range())).orElse(c));
        } catch (Refusal refusal) {
            // The player named no range: "Artillery range needs an artillery weapon." alone read as if they had
            // (a map audit). The map says it measured it, how far, and the ranges the frame could attack from.
            Optional<String> said = measured.flatMap(m -> refusedRange(game, c, m, refusal.getMessage()));
            throw said.map(Refusal::new).orElse(refusal);
        }
    }

    /** The range the map measured for a turn that named none, how far the target stands, its name and the ruler's. */
    record Measured(Range range, double distance, String target, double ruler) {

        /** The distance, with two decimals where one would show the band's edge itself ("8 units" for 8.04). */
        String distanceShown() {
            double edge = range == Range.HAND ? 1 : range == Range.ARTILLERY ? ruler
                    : distance - 1 < ruler - distance ? 1 : ruler;
            return Units.distance(distance, edge);
        }
    }

    /**
     * The refusal of a measured range the frame can't attack at, said as the map's measure, with the
     * ranges it could name instead to attack from once moved; empty for any other refusal.
     */
    private static Optional<String> refusedRange(Game game, Command.StartTurn c, Measured m, String refused) {
        String owner = game.turn().map(Turn::owner).orElse(c.actor());
        String name = c.frame() != null && !c.frame().isBlank() ? c.frame().strip()
                : game.turn().map(Turn::frame).orElse("");
        Optional<Frame> frame;
        try {
            frame = game.frame(owner, name).map(f -> TurnRules.afterJettisoning(game, f, c.jettison()));
        } catch (Refusal jettisonRefused) {
            return Optional.empty(); // refused for another reason first, which stands (a review)
        }
        if (frame.isEmpty() || !TurnRules.rangeProblem(frame.get(), m.range(), c.ssrs()).map(refused::equals)
                .orElse(false)) {
            return Optional.empty();
        }
        List<String> others = Arrays.stream(Range.values()).filter(r -> r != m.range())
                .filter(r -> TurnRules.rangeProblem(frame.get(), r, c.ssrs()).isEmpty())
                .map(r -> "`range:" + r.option() + "`").toList();
        return Optional.of("No `range:` named, so the map measured it: " + m.target() + " stands at "
                + m.range().word() + " range now (" + m.distanceShown() + "). " + refused
                + (others.isEmpty() ? "" : " To attack from another range once moved, name it: "
                + String.join(" or ", others) + "."));
    }

    /**
     * The range its target stands at, for a turn that names a frame or a piece of terrain on the
     * map and no range. A range named stands: the target may be out of it now, and the attack
     * checks it when it comes ({@link MapAttacking}).
     */
    private static Optional<Measured> measuredRange(Game game, Command.StartTurn c) {
        if (!game.onTheMap() || c.range() != null || c.target() == null || c.target().isBlank()
                || c.target().strip().equalsIgnoreCase("none") || c.target().strip().equalsIgnoreCase("terrain")) {
            return Optional.empty();
        }
        Battlefield field = MapPlacing.battlefield(game);
        // A frame attacked before it acted starts its turn now, unnamed; otherwise the actor names it.
        String owner = game.turn().map(Turn::owner).orElse(c.actor());
        String frame = c.frame() != null && !c.frame().isBlank() ? c.frame().strip()
                : game.turn().map(Turn::frame).orElse(null);
        Optional<MapFrame> attacker = frame == null ? Optional.empty() : field.frame(owner, frame);
        Optional<Terrain> piece = TurnRules.targetPiece(game, owner, c.target(), c.targetOwner());
        if (piece.isPresent() && attacker.isPresent()) {
            double distance = Ranges.between(attacker.get(), piece.get());
            return Optional.of(new Measured(Ranges.band(distance, field.ruler()), distance, piece.get().name(),
                    field.ruler().units()));
        }
        String targetOwner = ownerId(game, c.targetOwner());
        Optional<MapFrame> target = field.frames().stream().filter(f -> !f.owner().equals(owner)
                && f.name().equalsIgnoreCase(c.target().strip())
                && (targetOwner == null || f.owner().equals(targetOwner))).findFirst();
        if (attacker.isEmpty() || target.isEmpty()) {
            return Optional.empty(); // the usual rules name what is missing
        }
        double distance = Ranges.between(attacker.get(), target.get());
        return Optional.of(new Measured(Ranges.band(distance, field.ruler()), distance, target.get().name(),
                field.ruler().units()));
    }

    private static Command.StartTurn atRange(Command.StartTurn c, Range range) {
        return new Command.StartTurn(c.actor(), c.frame(), c.target(), c.targetOwner(), range, c.ssrs(), c.hazard(),
                c.jettison(), c.hazardKind(), c.defendBest());
    }

    public static void spot(Tx tx, Command.Spot c) {
        Game game = tx.game();
        // The usual rules first (their reasons come first); a refusal below takes the spot back.
        TurnRules.spot(tx, c);
        mapRefusal(game, c).ifPresent(reason -> {
            throw new Refusal(reason + ".");
        });
    }

    /**
     * A command's owner option as the usual rules read it (a player's id, or their name): the map
     * must find the same frame they do, or a spot named by its owner's name went unmeasured.
     * Null when absent or no player's (the usual rules then refuse it).
     */
    private static String ownerId(Game game, String idOrName) {
        if (idOrName == null || idOrName.isBlank()) {
            return null;
        }
        try {
            return Frames.playerId(game, idOrName);
        } catch (Refusal noSuchPlayer) {
            return null;
        }
    }

    /** What the map says against this spot (range and cover by the spotter's comms), or empty when it allows it. */
    static Optional<String> mapRefusal(Game game, Command.Spot c) {
        Turn turn = game.turn().orElse(null);
        if (!game.onTheMap() || turn == null || !turn.owner().equals(c.actor())) {
            return Optional.empty();
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> spotter = field.frame(turn.owner(), turn.frame());
        String owner = ownerId(game, c.owner());
        Optional<MapFrame> target = field.frames().stream().filter(f -> !f.owner().equals(turn.owner())
                && f.name().equalsIgnoreCase(c.frame() == null ? "" : c.frame().strip())
                && (owner == null || f.owner().equals(owner))).findFirst();
        if (spotter.isEmpty() || target.isEmpty()) {
            return Optional.empty();
        }
        return Spotting.check(field, spotter.get(), target.get(), comms(turn), game::nameOf).refusal();
    }

    /** The spotter's comms as its turn rolled them: its yellow dice (a comms system lost mid-turn still counts). */
    private static int comms(Turn turn) {
        return (int) turn.rolled().stream().filter(d -> d.colour() == DieColour.YELLOW).count();
    }

    /**
     * Which of the other players' frames the acting frame may spot as the map measures range and
     * cover by its comms (the battlefield built once, for a whole list of targets); every frame off
     * the map, or with no turn under way.
     */
    public static Predicate<Frame> spottableOnTheMap(Game game) {
        Turn turn = game.turn().orElse(null);
        if (!game.onTheMap() || turn == null) {
            return frame -> true;
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> spotter = field.frame(turn.owner(), turn.frame());
        int comms = comms(turn);
        return frame -> spotter.isEmpty() || field.frame(frame.owner(), frame.name())
                .map(target -> Spotting.check(field, spotter.get(), target, comms, game::nameOf).refusal().isEmpty())
                .orElse(true);
    }

    /**
     * On the map every piece is placed at a point (§10 ruling 1: where it stands near is
     * measured, never typed). Without one it was never on the map, and a station typed with it
     * counted for control: a forged import could stand a frame by any station.
     */
    public static void requirePlacedAtAPoint(Game game) {
        if (game.onTheMap()) {
            throw new Refusal("On the map a piece is placed at a point: `at:x,y` in ruler units. The station a "
                    + "frame stands near is measured, not named.");
        }
    }

    /**
     * On the map a move says where it goes, and the station it ends near is measured, never typed
     * (§10 rulings): a move without a point is refused there.
     */
    public static void requireMeasuredMove(Game game, Command.Move c) {
        if (game.onTheMap() && game.turn().filter(turn -> turn.owner().equals(c.actor())).isPresent()) {
            throw new Refusal("On the map a move says where it goes: `to:x,y` in ruler units. The station "
                    + "the frame ends near is measured, not named: if the map has it wrong after the move, "
                    + (c.actor().equals(game.host()) ? "correct it with `/station near`."
                    : "say so with `/station near … override:true`, for the host to confirm."));
        }
    }

    /**
     * On the map which station a frame stands near is measured (§10 rulings): the host's word
     * stands at once (the table's override, logged as the host's); a frame's owner may say what
     * the map measures, or that it stands near the campaign's objective (which has no piece on
     * the map), and anything else only declared ({@code override:true}) for the host to confirm.
     */
    public static void requireMeasuredStation(Game game, Command.StandNear c) {
        if (game.onTheMap() && !c.actor().equals(game.host()) && !game.isTheObjective(c.station())) {
            Frame frame = correctedFrame(game, c);
            if (!agrees(measuredNear(game, frame), c.station())) {
                throw new Refusal(measuredStationRefusal(game));
            }
        }
    }

    /**
     * The frame a player's correction names, once the usual rules of a correction (whose frame,
     * when) allow it: their reason comes before any the map gives.
     */
    static Frame correctedFrame(Game game, Command.StandNear c) {
        if (game.decideAsUsual(c, ScriptedDice.of()) instanceof RuleViolation usual) {
            throw new Refusal(usual.message());
        }
        boolean named = c.owner() != null && !c.owner().isBlank();
        return Frames.any(game, named ? c.owner() : c.actor(), c.frame());
    }

    /**
     * A move on the map that names the station it ends near (§10 rulings: a {@code station:} on a
     * move is an override the host confirms): the move, as measured; then, when the map measures
     * the frame near another station (or {@code none}) than named, the host's own correction at
     * once, or a player's declaration for the host to confirm. The move the map refuses is the
     * move's refusal alone.
     *
     * @param sayer whose word the station is: the mover's, or the host's (for a bot seat, as
     *              {@code /station near … seat:} takes it)
     */
    public static List<Command> moveNamingItsStation(Game game, Command.MoveTo move, String station, String sayer) {
        String named = station == null || station.isBlank() || station.strip().equalsIgnoreCase("none") ? null
                : station.strip();
        Optional<Turn> turn = game.turn();
        if (turn.isEmpty() || !(game.decide(move, ScriptedDice.of()) instanceof Decision.Accepted moved)) {
            return List.of(move);
        }
        Game after = moved.after();
        Optional<Frame> frame = after.frame(turn.get().owner(), turn.get().frame());
        boolean objective = named != null && game.isTheObjective(named);
        // An objective that follows its holder came along with the move: the frame already stands near it.
        if (frame.isEmpty() || (objective ? after.nearObjective(frame.get())
                : agrees(measuredNear(after, frame.get()), named))) {
            return List.of(move);
        }
        // The host's word, and anyone's about the campaign's objective (no piece on the map), stands at once.
        Command said = sayer.equals(game.host()) || objective
                ? new Command.StandNear(sayer, turn.get().owner(), turn.get().frame(), named)
                : new Command.DeclareNear(sayer, turn.get().owner(), turn.get().frame(), named);
        return List.of(move, said);
    }

    /** The stations the map measures this frame within 1 unit of, now. */
    static List<String> measuredNear(Game game, Frame frame) {
        Battlefield field = MapPlacing.battlefield(game);
        return field.frame(frame.owner(), frame.name()).map(piece -> StationReach.stationsNear(field, piece).stream()
                .map(MapStation::name).toList()).orElse(List.of());
    }

    /** Whether saying a frame stands near this station (null: none) is what the map measures. */
    static boolean agrees(List<String> measured, String station) {
        return station == null || station.isBlank() ? measured.isEmpty()
                : measured.stream().anyMatch(station.strip()::equalsIgnoreCase);
    }

    /** The map's measure in words: {@code near no station}, or {@code near A-S and B-S}. */
    static String measuredWords(List<String> measured) {
        return "near " + (measured.isEmpty() ? "no station" : String.join(" and ", measured));
    }

    /** Why a player's correction of a frame's station is refused on the map, as the refusal says it. */
    static String measuredStationRefusal(Game game) {
        return "On the map the station a frame stands near is measured from where it stands: say otherwise with "
                + "`override:true`, for the host (" + game.nameOf(game.host()) + ") to confirm.";
    }

}
