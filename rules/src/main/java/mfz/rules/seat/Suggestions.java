package mfz.rules.seat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import mfz.rules.attack.AttackRules;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.map.Battlefield;
import mfz.rules.map.Disc;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.MapStation;
import mfz.rules.map.Point;
import mfz.rules.map.Ranges;
import mfz.rules.map.StationReach;
import mfz.rules.turn.Range;
import mfz.rules.round.Turn;

/**
 * Points on the battlefield map to offer a player, so that a phone player taps where a piece
 * goes instead of reading x,y off a picture: the places a seat would consider (near a station,
 * at the limit of fire, into the range named against the target, as far as the die reaches),
 * each one the map accepts now, nearest first and never two at the same point.
 */
public final class Suggestions {

    /** A point and what it is for, in a few words ("near Alpha"). */
    public record Suggested(String words, Point at) {

        /** A move to where the frame stands already: it spends the die to settle who holds what it stands by. */
        public boolean stays() {
            return words.startsWith(STAYS_NEAR);
        }
    }

    /** At most this many points for one piece or one die: a menu has 25 lines for all of them. */
    public static final int MOST = 3;

    private Suggestions() {
    }

    /** Closer than this to where the frame stands, a move goes nowhere. */
    private static final double STAYS = 0.01;

    /** Where the acting frame may move with this die: into its target's named range, near each station. */
    public static List<Suggested> forMove(Game g, String die) {
        Optional<Turn> turn = g.turn();
        if (!g.onTheMap() || turn.isEmpty()) {
            return List.of();
        }
        Frame self = g.frame(turn.get().owner(), turn.get().frame()).orElse(null);
        int reach = turn.get().left().stream().filter(d -> d.notation().equals(die)).findFirst()
                .map(RolledDie::value).orElse(0);
        if (self == null || reach == 0) {
            return List.of();
        }
        String actor = turn.get().owner();
        List<Suggested> out = new ArrayList<>();
        Battlefield field = MapPlacing.battlefield(g);
        double radius = field.frame(self.owner(), self.name()).map(f -> f.disc().radius()).orElse(0.0);
        // (into the target's range before the attack, or after it while a spot may still come, which wants the
        // target in sight: after both, "staying in direct fire of Fang-2" offered a move for nothing, a phone review
        // of a map game)
        boolean mayStillSpot = !turn.get().spotted() && turn.get().left().stream().anyMatch(d -> !d.notation()
                .equals(die) && (d.colour() == DieColour.YELLOW || d.colour() == DieColour.WHITE));
        if (turn.get().target().frameTarget() && turn.get().range() != null
                && (attackToCome(g, turn.get(), die) || mayStillSpot)) {
            Range range = turn.get().range();
            g.frame(turn.get().target().owner(), turn.get().target().frame()).ifPresent(target -> {
                first(g, OnTheMap.moveInto(g, actor, self, target, range, die, reach)).ifPresent(at -> {
                    // A die too short to get there goes as far as it can: the words say which; one already in
                    // range stays in it ("into direct fire" of a target 7.8 units off, a phone review).
                    double gap = range == Range.HAND ? 1 : field.ruler().units();
                    Optional<MapFrame> where = field.frame(target.owner(), target.name());
                    boolean there = where.map(t -> at.distanceTo(t.at()) - t.disc().radius() - radius <= gap)
                            .orElse(true);
                    boolean already = where.flatMap(t -> field.frame(self.owner(), self.name())
                            .map(me -> Ranges.band(me, t, field.ruler()) == range)).orElse(false);
                    add(out, (already ? "staying in " : there ? "into " : "toward ") + range.word() + " of "
                            + target.name(), at);
                });
            });
        }
        Point from = field.frame(self.owner(), self.name()).map(MapFrame::at).orElse(null);
        // A point where the frame stands already is a move that stays (it settles who holds the station, and
        // spends the die): said so, as off the map (a phone review: "→ near Fang-a" read as going somewhere).
        field.stations().stream().sorted(Comparator.comparingDouble(s -> from == null ? 0
                        : s.disc().centre().distanceTo(from)))
                .forEach(s -> first(g, OnTheMap.moveNear(g, actor, self, s.name(), die, reach))
                        .ifPresent(at -> add(out, (from != null && at.distanceTo(from) < STAYS ? STAYS_NEAR
                                : at.distanceTo(s.disc().centre()) - s.disc().radius() - radius <= 1
                                ? "near " : "toward ") + s.name() + attackLost(g, field, turn.get(), die, radius, at),
                                at)));
        // Staying comes last: a thumb took the first line, "stays near Fang-a", and spent a die going nowhere
        // five times in one game (a phone review).
        // (kept within the most a die offers all the same: it is how a frame settles who holds where it stands)
        List<Suggested> stays = out.stream().filter(Suggested::stays).toList();
        List<Suggested> ordered = new ArrayList<>(out.stream().filter(s -> !s.stays())
                .limit(MOST - stays.size()).toList());
        ordered.addAll(stays);
        return ordered;
    }

    private static final String STAYS_NEAR = "stays near ";

    /**
     * What a move of the acting frame to this point changes in the stations it stands near, as the
     * map measures them: "near Anvil-c, leaves Anvil-a", leaving out a station the offer's own words
     * name; empty when nothing changes. "toward Anvil-b" ended near Anvil-c and left Anvil-a, unsaid
     * (a phone review of a map game).
     */
    public static String stationChange(Game g, Point at, String words) {
        Optional<Turn> turn = g.turn();
        if (!g.onTheMap() || turn.isEmpty()) {
            return "";
        }
        Battlefield field = MapPlacing.battlefield(g);
        Optional<MapFrame> me = field.frame(turn.get().owner(), turn.get().frame());
        if (me.isEmpty()) {
            return "";
        }
        List<String> before = StationReach.stationsNear(field, me.get()).stream().map(MapStation::name).toList();
        List<String> after = StationReach.stationsNear(field, me.get().movedTo(at)).stream().map(MapStation::name)
                .toList();
        List<String> parts = new ArrayList<>();
        List<String> arrives = after.stream().filter(name -> !before.contains(name) && !names(words, name)).toList();
        if (!arrives.isEmpty()) {
            parts.add("near " + String.join(" and ", arrives));
        }
        List<String> leaves = new ArrayList<>(before.stream().filter(name -> !after.contains(name)).toList());
        // The campaign's objective has no piece on the map: a move keeps it only staying by the station the frame
        // is recorded near, unless it follows its holder (its loss went unsaid: a review).
        Frame self = g.frame(turn.get().owner(), turn.get().frame()).orElse(null);
        String endsNear = self == null ? null : after.stream().filter(name -> name.equalsIgnoreCase(
                String.valueOf(self.nearStation()))).findFirst().orElse(after.isEmpty() ? null : after.getFirst());
        if (self != null && g.nearObjective(self) && !ObjectiveRules.followsItsHolder(g)
                && !ObjectiveRules.nearAfterMove(g, self, endsNear)) {
            ObjectiveRules.objective(g).ifPresent(objective -> leaves.add(objective.name()));
        }
        if (!leaves.isEmpty()) {
            parts.add("leaves " + String.join(" and ", leaves));
        }
        return String.join(", ", parts);
    }

    /** Whether an offer's words name this station as a whole name: "Tower-2" doesn't name "Tower" (a review). */
    private static boolean names(String words, String station) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(station) + "(?![\\w-])").matcher(words).find();
    }

    /**
     * ", no attack on Fang-b from there" for a point the attack still to come can't be made from: a
     * move "near Mill" cost the attack unsaid (a phone review of a map game). Measured as the target
     * stands now.
     */
    private static String attackLost(Game g, Battlefield field, Turn t, String moving, double radius, Point at) {
        if (!attackToCome(g, t, moving) || !t.target().frameTarget() || t.range() == null) {
            return "";
        }
        // "out of direct fire of Anvil-1" read as safe from Anvil-1 (a phone review): whose attack is lost, said
        return field.frame(t.target().owner(), t.target().frame())
                .filter(target -> Ranges.band(Math.max(0, at.distanceTo(target.at()) - target.disc().radius() - radius),
                        field.ruler()) != t.range())
                .map(target -> ", no attack on " + target.name() + " from there").orElse("");
    }

    /**
     * An attack still to come that a die left after this move's could hurt with: once none beats the
     * target's known defense, "staying in direct fire of Fang-2" came first in a menu, for nothing (a
     * phone review).
     */
    private static boolean attackToCome(Game g, Turn t, String moving) {
        List<RolledDie> left = new ArrayList<>(t.left());
        left.stream().filter(d -> d.notation().equals(moving)).findFirst().ifPresent(left::remove);
        return !t.attacked() && left.stream().anyMatch(d -> (d.colour() == DieColour.RED
                || d.colour() == DieColour.WHITE) && AttackRules.mayHurt(g, t, d));
    }

    /**
     * Where a frame may stand now: in a demo 5½ units from its station, as its frames start; near
     * each station of its company, at the limit of direct fire from the nearest opposing frame
     * (where a point frame goes), else the first free spot.
     */
    public static List<Suggested> forFrame(Game g, String placer, String owner, String frameName) {
        Frame frame = g.frame(owner, frameName).orElse(null);
        if (!g.onTheMap() || frame == null) {
            return List.of();
        }
        Battlefield field = MapPlacing.battlefield(g);
        String onBehalf = owner.equals(placer) ? null : owner;
        List<Suggested> out = new ArrayList<>();
        if (g.demo()) {
            for (MapStation s : field.stations()) {
                firstPlaced(g, placer, onBehalf, frameName, OnTheMap.demoRing(s, frame))
                        .ifPresent(at -> add(out, "5½ units from " + s.name(), at));
            }
        }
        for (MapStation s : field.stations()) {
            if (owner.equals(s.owner())) {
                firstPlaced(g, placer, onBehalf, frameName, OnTheMap.ring(s.disc().centre(), s.disc().radius() + 0.9, 16))
                        .ifPresent(at -> add(out, "near " + s.name(), at));
            }
        }
        int units = field.ruler().units();
        Point home = out.isEmpty() ? OnTheMap.centre(field) : out.getFirst().at();
        field.frames().stream().filter(f -> !f.owner().equals(owner))
                .min(Comparator.comparingDouble(f -> f.at().distanceTo(home)))
                .flatMap(enemy -> firstPlaced(g, placer, onBehalf, frameName,
                                OnTheMap.ring(enemy.at(), enemy.disc().radius() + 0.5 + units - 0.1, 32))
                        // within its fire (the point frame) or just out of it (step 4's frames): one wording for both
                        // read as step 3's in step 4 (a phone review)
                        .map(at -> new Suggested((Ranges.withinDirectFire(at.distanceTo(enemy.at())
                                - enemy.disc().radius() - Disc.frameAt(at, frame.disc()).radius(), field.ruler())
                                ? "at the limit of " : "just out of ") + enemy.name() + "'s direct fire", at)))
                .ifPresent(s -> add(out, s.words(), s.at()));
        if (out.isEmpty()) {
            firstPlaced(g, placer, onBehalf, frameName, OnTheMap.grid(field, List.of(OnTheMap.centre(field))))
                    .ifPresent(at -> add(out, "a free spot", at));
        }
        return out.size() > MOST ? out.subList(0, MOST) : out;
    }

    /** Where a station may stand now: beside the company's other stations, else near its frames or the centre. */
    public static List<Suggested> forStation(Game g, String placer, String station) {
        if (!g.onTheMap()) {
            return List.of();
        }
        Battlefield field = MapPlacing.battlefield(g);
        List<Suggested> out = new ArrayList<>();
        for (MapStation s : field.stations()) {
            if (placer.equals(s.owner())) {
                // Named by the station it stands nearest: the ring around one station may come out by another
                // ("beside Fang-a" stood 3.9 units from Fang-a and 1.5 from Fang-b, a phone review of a map game).
                // One point a station: two read "beside Fang-b", the second ring's come out by it too (a phone
                // review). (Taking each ring's points nearest its own station first spread the stations, and left
                // an attacker no point outside the perimeter in a tapped test game.)
                first(g, OnTheMap.ring(s.disc().centre(), field.ruler().units() * 0.5, 16).stream()
                        .map(p -> (Command) new Command.PlaceStationAt(placer, station, p)).toList())
                        .map(at -> new Suggested("beside " + field.stations().stream()
                                .filter(other -> placer.equals(other.owner()))
                                .min(Comparator.comparingDouble(other -> other.disc().centre().distanceTo(at)))
                                .map(MapStation::name).orElse(s.name()), at))
                        .filter(offer -> out.stream().noneMatch(other -> other.words().equals(offer.words())))
                        .ifPresent(offer -> add(out, offer.words(), offer.at()));
            }
        }
        if (out.isEmpty()) {
            first(g, OnTheMap.placeStation(g, placer, station)).ifPresent(at -> add(out, "a free spot", at));
        }
        return out.size() > MOST ? out.subList(0, MOST) : out;
    }

    private static Optional<Point> firstPlaced(Game g, String placer, String owner, String frame, List<Point> points) {
        return first(g, points.stream().map(p -> (Command) new Command.PlaceFrameAt(placer, owner, frame, p)).toList());
    }

    /** The point of the first of these commands the rules accept now. */
    private static Optional<Point> first(Game g, List<Command> commands) {
        return commands.stream().filter(c -> GameQueries.accepts(g, c)).findFirst().map(Suggestions::point);
    }

    private static Point point(Command command) {
        return switch (command) {
            case Command.MoveTo m -> m.to();
            case Command.PlaceFrameAt p -> p.at();
            case Command.PlaceStationAt p -> p.at();
            default -> throw new IllegalArgumentException("not a command with a point: " + command);
        };
    }

    /** Adds the point unless one already offered stands within half a unit of it. */
    private static void add(List<Suggested> out, String words, Point at) {
        if (out.stream().noneMatch(s -> s.at().distanceTo(at) < 0.5)) {
            out.add(new Suggested(words, at));
        }
    }
}
