package mfz.rules.map;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import mfz.rules.attack.Resolve;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.lobby.SeatNames;
import mfz.rules.round.Turn;
import mfz.rules.turn.Range;

/**
 * The target's cover in an attack on the map (docs/rules.md §10), measured when the attack
 * comes: an attack that names no cover takes the map's answer; one that names cover must name
 * what the map finds (or none when it finds nothing), else it is refused with what the map
 * says. With several covers the target's owner says which is hit first, so the attack must
 * name one of them. Hand-to-hand, terrain targets and frames not on the map: nothing measured.
 */
public final class MapCover {

    private MapCover() {
    }

    /**
     * What covers the acting turn's target against its frame on the map now, for the controls
     * that offer its attacks; empty when nothing is measured (off the map, no frame target,
     * hand-to-hand, a frame not on the map).
     */
    public static Optional<List<CoverPiece>> coversNow(Game game) {
        Turn turn = game.turn().orElse(null);
        if (!game.onTheMap() || turn == null || !turn.target().frameTarget() || turn.range() == Range.HAND) {
            return Optional.empty();
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> attacker = field.frame(turn.owner(), turn.frame());
        Optional<MapFrame> target = field.frame(turn.target().owner(), turn.target().frame());
        return attacker.isEmpty() || target.isEmpty() ? Optional.empty()
                : Optional.of(CoverFinder.covers(field, attacker.get(), target.get()));
    }

    /**
     * What covers this target against the acting turn's frame on the map now (for the odds of an
     * attack on a target other than the one the turn named, too); empty when nothing is measured.
     */
    public static Optional<List<CoverPiece>> coversAgainst(Game game, String targetOwner, String target) {
        Turn turn = game.turn().orElse(null);
        if (!game.onTheMap() || turn == null || turn.range() == Range.HAND) {
            return Optional.empty();
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> attacker = field.frame(turn.owner(), turn.frame());
        Optional<MapFrame> covered = field.frame(targetOwner, target);
        return attacker.isEmpty() || covered.isEmpty() ? Optional.empty()
                : Optional.of(CoverFinder.covers(field, attacker.get(), covered.get()));
    }

    /** How far apart the two frames stand on the map now, and in which range band; empty off the map. */
    public static Optional<Measure> measure(Game game, String owner, String frame, String targetOwner, String target) {
        if (!game.onTheMap()) {
            return Optional.empty();
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> from = field.frame(owner, frame);
        Optional<MapFrame> to = field.frame(targetOwner, target);
        if (from.isEmpty() || to.isEmpty()) {
            return Optional.empty();
        }
        double distance = Ranges.between(from.get(), to.get());
        return Optional.of(new Measure(distance, Ranges.band(distance, field.ruler()), field.ruler().units()));
    }

    /** A distance in ruler units, the range band it falls in, and the ruler's length (direct fire's edge). */
    public record Measure(double distance, Range band, int ruler) {

        /**
         * For players: "5 units: direct fire"; by a band's edge with two decimals, "8.04 units:
         * artillery" (a phone review: "now 8 units: artillery" beside "in range now: 8 units: direct fire").
         */
        public String words() {
            return distanceWords() + ": " + band.word();
        }

        /**
         * Whether the two could stand in {@code range} once the distance between them has changed by
         * {@code reach} units at most: given a bound (a move goes round cover and pays its climb), a
         * menu that leaves out what fails it leaves out only what nothing could bring into range.
         */
        public boolean mayCome(Range range, double reach) {
            return switch (range) {
                case HAND -> distance - reach <= 1 + Units.EPSILON;
                case DIRECT -> distance > 1 ? distance - reach <= ruler + Units.EPSILON : reach > 0;
                case ARTILLERY -> distance + reach > ruler + Units.EPSILON;
            };
        }

        /** The distance alone, "7.9 units" (two decimals by a band's edge, as {@link #words}). */
        public String distanceWords() {
            double edge = Math.abs(distance - 1) < Math.abs(distance - ruler) ? 1 : ruler;
            return Units.distance(distance, edge);
        }
    }

    /**
     * An attack as the map measured it: the command with its cover, and the terrain that covers
     * (null when none does), whose height wears down under the hits.
     */
    record Measured(Command.Attack attack, Terrain terrain, List<CoverPiece> ownerChooses) {
        Measured(Command.Attack attack, Terrain terrain) {
            this(attack, terrain, List.of());
        }
    }

    /**
     * How many hits terrain cover stands through before the next destroys it, from its height:
     * each hit takes 6 bricks, and under 3 bricks it is no cover (docs/rules.md §6).
     */
    public static int standsThrough(Terrain terrain) {
        return Math.max(0, (terrain.bricks() - Terrain.COVER_BRICKS) / Resolve.BRICKS_PER_HIT);
    }

    /** The attack with its cover as the map has it, or refused with the map's answer. */
    static Measured measured(Game game, Command.Attack c) {
        Turn turn = game.turn().orElse(null);
        if (turn == null || !turn.owner().equals(c.actor()) || !turn.target().frameTarget() || turn.range() == Range.HAND) {
            return new Measured(c, null); // the usual rules give the reason, or there is no cover to measure
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> attacker = field.frame(turn.owner(), turn.frame());
        Optional<MapFrame> target = field.frame(turn.target().owner(), turn.target().frame());
        if (attacker.isEmpty() || target.isEmpty()) {
            return new Measured(c, null);
        }
        List<CoverPiece> covers = CoverFinder.covers(field, attacker.get(), target.get());
        String name = target.get().name();
        if (blank(c.cover())) {
            if (covers.isEmpty()) {
                return new Measured(c, null);
            }
            if (covers.size() == 1) {
                return withCover(c, covers.getFirst());
            }
            return new Measured(c, null, covers); // its owner says which is hit first
        }
        String named = c.cover().strip();
        if (covers.size() > 1 && !named.equalsIgnoreCase("none")) {
            throw new Refusal(name + " stands in cover of " + list(covers, game) + ": its owner says which is hit "
                    + "first, not the attacker. Attack without `cover:` and " + game.nameOf(turn.target().owner())
                    + " chooses.");
        }
        if (named.equalsIgnoreCase("none")) {
            Refusal.require(covers.isEmpty(), () -> "On the map " + name + " stands in cover of " + list(covers, game)
                    + ": attack without `cover:` to take the map's answer.");
            return new Measured(c, null);
        }
        Optional<CoverPiece> match = matching(covers, named, c.coverOwner());
        if (match.isEmpty()) {
            throw new Refusal(covers.isEmpty() ? "On the map nothing covers " + name + " against "
                    + attacker.get().name() + ": attack without `cover:`."
                    : "On the map " + name + " stands in cover of " + list(covers, game) + ", not `" + named + "`.");
        }
        return withCover(c, match.get());
    }

    /**
     * The attack behind this piece. Terrain stands through as many hits as its height allows; a
     * number the player names must be the map's.
     */
    private static Measured withCover(Command.Attack c, CoverPiece piece) {
        return switch (piece) {
            case CoverPiece.OfTerrain(Terrain terrain) -> {
                int hits = standsThrough(terrain);
                Refusal.require(c.coverHits() == null || c.coverHits() == hits, () -> "On the map " + terrain.name()
                        + " is " + terrain.bricks() + " bricks high: it stands through " + hits
                        + (hits == 1 ? " hit" : " hits") + " (each takes " + Resolve.BRICKS_PER_HIT
                        + " bricks), not " + c.coverHits() + ". Attack without `cover-hits:` to take the map's answer.");
                yield new Measured(new Command.Attack(c.actor(), c.die(), c.spot(), "terrain", null, hits), terrain);
            }
            case CoverPiece.OfFrame frame -> new Measured(new Command.Attack(c.actor(), c.die(), c.spot(),
                    frame.frame().name(), frame.frame().owner(), null), null);
        };
    }

    /**
     * The cover a player names among those the map found: terrain by its name or as
     * {@code terrain}, a frame by its name (and its owner, when given).
     */
    public static Optional<CoverPiece> matching(List<CoverPiece> covers, String named, String coverOwner) {
        return covers.stream().filter(piece -> switch (piece) {
            case CoverPiece.OfTerrain terrain -> named.equalsIgnoreCase("terrain") && blank(coverOwner)
                    || named.equalsIgnoreCase(terrain.terrain().name());
            case CoverPiece.OfFrame frame -> named.equalsIgnoreCase(frame.frame().name())
                    && (blank(coverOwner) || frame.frame().owner().equals(coverOwner));
        }).findFirst();
    }

    /** A cover as the target's owner names it in {@link Command.ChooseCover}: a piece's name, a frame's {@code owner/name}. */
    static String named(CoverPiece piece) {
        return switch (piece) {
            case CoverPiece.OfTerrain terrain -> terrain.terrain().name();
            case CoverPiece.OfFrame frame -> frame.frame().owner() + "/" + frame.frame().name();
        };
    }

    /**
     * The target's owner says which of the covers the map found is hit first; the attack then goes
     * ahead behind it, as the attacker declared it (docs/rules.md §10).
     */
    public static void choose(Tx tx, Command.ChooseCover c) {
        Game game = tx.game();
        if (!(game.pending() instanceof PendingDecision.CoverChoice choice)) {
            throw new Refusal("No attack is waiting for its target's cover to be chosen.");
        }
        String said = c.cover() == null ? "" : c.cover().strip();
        Battlefield field = MapPlacing.battlefield(game);
        Turn turn = game.turn().orElseThrow();
        MapFrame attacker = field.frame(turn.owner(), turn.frame()).orElseThrow();
        MapFrame target = field.frame(turn.target().owner(), turn.target().frame()).orElseThrow();
        List<CoverPiece> covers = CoverFinder.covers(field, attacker, target);
        // As offered first (a terrain piece and a frame both called Wall are offered as "Wall" and "Wall (Ben)": the
        // bare name meant the terrain, and was refused as two frames' by a review), then any way a cover is named.
        List<String> offered = typed(game, choice.covers());
        List<CoverPiece> exactly = covers.stream().filter(piece -> {
            int at = choice.covers().indexOf(named(piece));
            return named(piece).equalsIgnoreCase(said) || at >= 0 && offered.get(at).equalsIgnoreCase(said);
        }).toList();
        List<CoverPiece> matching = exactly.size() == 1 ? exactly : covers.stream().filter(piece -> spellings(game,
                piece).stream().anyMatch(said::equalsIgnoreCase)).toList();
        // the covers as they are typed, never a player's id ("12345/X1" read as nothing a player knows: an audit)
        if (matching.size() != 1) {
            throw new Refusal(matching.isEmpty() ? "`" + said + "` is not one of " + choice.target() + "'s covers: "
                    + String.join(", ", typed(game, choice.covers())) + "."
                    : "Two frames are called `" + said + "`: name one with its player, as "
                    + String.join(" or ", typed(game, choice.covers()).stream().filter(t -> t.regionMatches(true,
                    0, said + " (", 0, said.length() + 2)).map(t -> "`" + t + "`").toList()) + ".");
        }
        tx.emit(new Event.CoverChosen(c.actor(), named(matching.getFirst())));
        Measured measured = withCover(new Command.Attack(choice.declarer(), choice.die(), choice.spot(), null, null, null),
                matching.getFirst());
        MapAttacking.behind(tx, measured);
    }

    /**
     * The covers of a pending choice ({@code owner/name} for a frame) as a player types them:
     * a frame's bare name, or "X1 (ana)" where two covers share it (a typed hint listed "X1 or
     * X1", and the bare name it offered was refused).
     */
    public static List<String> typed(Game game, List<String> covers) {
        return covers.stream().map(cover -> {
            String shown = PendingDecision.CoverChoice.shownName(cover);
            String owner = PendingDecision.CoverChoice.ownerOf(cover);
            boolean shared = covers.stream().filter(other -> PendingDecision.CoverChoice.shownName(other)
                    .equalsIgnoreCase(shown)).count() > 1;
            return owner != null && shared ? shown + " (" + SeatNames.inBrackets(game, owner) + ")"
                    : shown;
        }).toList();
    }

    /** Every way a cover may be named: a piece's name; a frame's, alone, as "X1 (ana)", "ana/X1", or by ids. */
    private static List<String> spellings(Game game, CoverPiece piece) {
        return switch (piece) {
            case CoverPiece.OfTerrain terrain -> List.of(terrain.terrain().name());
            case CoverPiece.OfFrame f -> List.of(f.frame().name(), named(piece),
                    f.frame().name() + " (" + game.nameOf(f.frame().owner()) + ")",
                    f.frame().name() + " (" + SeatNames.inBrackets(game, f.frame().owner())
                            + ")", game.nameOf(f.frame().owner()) + "/" + f.frame().name());
        };
    }

    /** The covers as players read them: "Wall (4 bricks) and X1 (Ana)". */
    public static String list(List<CoverPiece> covers, Game game) {
        return covers.stream().map(piece -> piece.describe(id -> SeatNames.inBrackets(game, id)))
                .collect(Collectors.joining(" and "));
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
