package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.TreeMap;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.attack.Cover;
import mfz.rules.bidding.TieOption;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.deployment.Deployment;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.RandomLoadouts;
import mfz.rules.game.RuleViolation;
import mfz.rules.options.GameSize;
import mfz.rules.round.Turn;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * Whole games on the map (docs/rules.md §10): seeded games from lobby to doomsday, played by a
 * random legal player who lays terrain, places every station and frame at a point, moves to
 * points and attacks, and never says a range, a cover or a station: the map measures them all.
 * Each game is then played again off the map, the same commands with the same dice, every
 * range, cover and station declared by hand as the map measured it. The two games are the same
 * game: command by command the same events (less the map's own: terrain and points), the same
 * scores and winners.
 *
 * <p>The one thing a map game asks of a player is a choice the rules leave to the target's
 * owner: which of several covers is hit first. The player here names one of the covers the map
 * found; that is counted, and nothing else is ever named.
 */
class WholeGameOnTheMapTest {

    private static final int GAMES = 48;

    /** One accepted command of the map game: its dice's seed and its events. */
    private record Step(Command command, long dice, List<Event> events, Game before) {
    }

    /** What the map decided across the games, so the test proves it measured each kind of thing. */
    private static final class Tally {
        final TreeMap<String, Integer> counts = new TreeMap<>();

        void add(String what) {
            counts.merge(what, 1, Integer::sum);
        }

        int of(String what) {
            return counts.getOrDefault(what, 0);
        }
    }

    @Test
    void aGameOnTheMapIsTheSameGameAsOneDeclaredByHand() {
        Tally tally = new Tally();
        for (long seed = 0; seed < GAMES; seed++) {
            MapGame played = new MapGame(seed, tally);
            played.play();
            Game byHand = Game.EMPTY;
            Game onTheMap = Game.EMPTY;
            boolean parted = false;
            for (Step step : played.steps) {
                onTheMap = onTheMap.applyAll(step.events());
                Command declared = declaredByHand(step, tally);
                if (declared == null) {
                    continue; // laying the map out: off the map there is nothing to say
                }
                Decision decision = byHand.decide(declared, new SeededDice(step.dice()));
                long s = seed;
                if (decision instanceof RuleViolation refused) {
                    fail("seed " + s + ": declared by hand, " + declared + " is refused: " + refused.message());
                }
                if (!withoutTheMap(step.events()).equals(decision.events()) && nearTwoStations(onTheMap)) {
                    // Off the map a frame is declared near one station; on it, a frame within 1 unit
                    // of two counts at both (§7): from here the two games part, the map's the right one.
                    tally.add("a frame near two stations counts at both");
                    parted = true;
                    break;
                }
                // A station placed beside frames already there: the map finds them near it (the
                // rulings of §10), where a table without a map corrects each by hand after.
                // So is a retreat hemmed in beside another station: the map finds it near that one.
                List<Event.FrameStandsNear> settled = step.command() instanceof Command.PlaceStationAt
                        || step.command() instanceof Command.Retreat
                        ? step.events().stream().filter(Event.FrameStandsNear.class::isInstance)
                                .map(Event.FrameStandsNear.class::cast).toList()
                        : List.of();
                assertEquals(withoutTheMap(step.events()).stream().filter(e -> !settled.contains(e)).toList(),
                        decision.events(),
                        () -> "seed " + s + ": " + declared + " declared by hand against " + step.command() + " on the map");
                byHand = ((Decision.Accepted) decision).after();
                for (Event.FrameStandsNear near : settled) {
                    tally.add(step.command() instanceof Command.Retreat ? "a retreat ends beside another station"
                            : near.station() == null ? "station placed, a frame no longer near" : "station placed beside a frame");
                    Command corrected = new Command.StandNear(byHand.host(), near.owner(), near.frame(), near.station());
                    Decision correction = byHand.decide(corrected, new SeededDice(0));
                    if (correction instanceof RuleViolation refused) {
                        fail("seed " + s + ": " + corrected + " is refused by hand: " + refused.message());
                    }
                    assertEquals(List.of(near), correction.events(), "seed " + s);
                    byHand = ((Decision.Accepted) correction).after();
                }
            }
            if (parted) {
                continue;
            }
            Game onMap = played.game;
            assertEquals(Phase.ENDED, byHand.phase(), "seed " + seed);
            assertEquals(onMap.winners(), byHand.winners(), "seed " + seed);
            assertEquals(onMap.ranking(), byHand.ranking(), "seed " + seed);
            for (Player p : onMap.players()) {
                assertEquals(onMap.score(p.id()), byHand.score(p.id()), "seed " + seed + ", " + p.name() + "'s score");
            }
            assertEquals(onMap.doomsday(), byHand.doomsday(), "seed " + seed);
        }
        // The map measured every kind of thing a player declares off it.
        for (String kind : List.of("range HAND", "range DIRECT", "range ARTILLERY", "cover NONE", "cover TERRAIN",
                "cover FRAME", "placed near a station", "moved near a station", "moved away from a station",
                "station changed hands", "retreat", "frame destroyed", "spot", "owner chose among covers",
                "station placed beside a frame", "a frame near two stations counts at both",
                "terrain worn down", "terrain worn away")) {
            assertTrue(tally.of(kind) > 0, () -> "no " + kind + " in " + GAMES + " games: " + tally.counts);
        }
        assertEquals(0, tally.of("declared"), () -> "a range, cover or station was declared: " + tally.counts);
    }

    /** True when some frame on the map stands within 1 unit of two or more stations. */
    private static boolean nearTwoStations(Game game) {
        Battlefield field = MapPlacing.battlefield(game);
        return game.frames().stream().anyMatch(f -> MapNearness.stationsNear(field, f).size() > 1);
    }

    /**
     * The map game's command as a table without a map declares it: the range, cover and station
     * the map measured, said by hand; nothing for laying the map out.
     */
    private static Command declaredByHand(Step step, Tally tally) {
        return switch (step.command()) {
            case Command.SetMap c -> null;
            case Command.LayTerrain c -> null;
            case Command.PlaceStationAt c -> new Command.PlaceStation(c.actor(), c.station());
            case Command.PlaceFrameAt c -> {
                String near = first(step, Event.FramePlaced.class).nearStation();
                tally.add(near == null ? "placed near no station" : "placed near a station");
                yield new Command.PlaceFrame(c.actor(), c.owner(), c.frame(), near);
            }
            case Command.MoveTo c -> {
                String near = first(step, Event.FrameMoved.class).nearStation();
                tally.add(near == null ? "moved away from a station" : "moved near a station");
                yield new Command.Move(c.actor(), c.die(), near == null ? "none" : near);
            }
            case Command.StartTurn c when c.target() != null && !c.target().equals("none") -> {
                tallyDeclared(tally, c.range() != null);
                Range range = first(step, Event.TurnStarted.class).range();
                tally.add("range " + range);
                yield new Command.StartTurn(c.actor(), c.frame(), c.target(), c.targetOwner(), range, c.ssrs(),
                        c.hazard(), c.jettison(), c.hazardKind());
            }
            case Command.Attack c when step.events().stream().anyMatch(e -> e instanceof Event.DecisionRequested d
                    && d.decision() instanceof PendingDecision.CoverChoice) -> null; // the owner chooses next
            case Command.ChooseCover c -> {
                // Off the map the attacker declares the cover its target's owner says is hit first.
                PendingDecision.CoverChoice asked = (PendingDecision.CoverChoice) step.before().pending();
                Cover cover = first(step, Event.AttackDeclared.class).attack().cover();
                tally.add("cover " + cover.kind());
                yield new Command.Attack(asked.declarer(), asked.die(), asked.spot(), switch (cover.kind()) {
                    case NONE -> "none";
                    case TERRAIN -> "terrain";
                    case FRAME -> cover.frame();
                }, cover.frameCover() ? cover.owner() : null, first(step, Event.AttackDeclared.class).attack().coverHits());
            }
            case Command.Attack c -> {
                tallyDeclared(tally, c.coverHits() != null);
                AttackDeclaration attack = first(step, Event.AttackDeclared.class).attack();
                Cover cover = attack.cover();
                tally.add("cover " + cover.kind());
                // The hits terrain cover stands through, from its height on the map, said by hand.
                yield new Command.Attack(c.actor(), c.die(), c.spot(), switch (cover.kind()) {
                    case NONE -> "none";
                    case TERRAIN -> "terrain";
                    case FRAME -> cover.frame();
                }, cover.frameCover() ? cover.owner() : null, attack.coverHits());
            }
            // Where the map leaves a piece nowhere to stand, the player declares a place and the host
            // confirms it: off the map, that is the placement itself.
            case Command.DeclarePlacement c -> null;
            case Command.ConfirmOverride c -> {
                Event.OverrideDecided decided = first(step, Event.OverrideDecided.class);
                Event.FramePlaced placed = first(step, Event.FramePlaced.class);
                tally.add("placement overridden");
                yield new Command.PlaceFrame(decided.declarer(), placed.owner(), placed.frame(), placed.nearStation());
            }
            case Command.Spot c -> {
                tally.add("spot");
                yield c;
            }
            case Command.Retreat c -> {
                tally.add("retreat");
                yield c;
            }
            default -> step.command();
        };
    }

    private static void tallyDeclared(Tally tally, boolean declared) {
        if (declared) {
            tally.add("declared");
        }
    }

    private static <E extends Event> E first(Step step, Class<E> type) {
        return step.events().stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " after " + step.command()));
    }

    /**
     * A map game's events less the map's own, which a table without a map doesn't keep: the
     * points pieces stand at, terrain worn down by hits, and a placement declared against the map.
     */
    private static List<Event> withoutTheMap(List<Event> events) {
        return events.stream().filter(e -> !(e instanceof Event.PlacedAt || e instanceof Event.MapChanged
                || e instanceof Event.OverrideDecided || e instanceof Event.CoverChosen || e instanceof Event.DecisionRequested d
                && (d.decision() instanceof PendingDecision.AgainstTheMap override
                && override.declared() instanceof PendingDecision.PlacementDeclared
                || d.decision() instanceof PendingDecision.CoverChoice))).toList();
    }

    /**
     * One seeded game on the map, played by a random legal player. Every command is decided with
     * dice seeded for its step, so a try the rules refuse rolls nothing the next try misses, and
     * the same step off the map rolls the same dice.
     */
    private static final class MapGame {
        final long seed;
        final SplittableRandom rnd;
        final Tally tally;
        final List<Step> steps = new ArrayList<>();
        Game game = Game.EMPTY;
        boolean terrainLaid;

        MapGame(long seed, Tally tally) {
            this.seed = seed;
            this.tally = tally;
            this.rnd = new SplittableRandom(seed);
        }

        void play() {
            int players = 2 + rnd.nextInt(2);
            ok(new Command.CreateGame("p0", "Player 0", GameSize.SKIRMISH));
            for (int i = 1; i < players; i++) {
                ok(new Command.JoinGame("p" + i, "Player " + i));
            }
            ok(new Command.SetStartingDoomsday("p0", 3 + rnd.nextInt(2)));
            // Last of the options: the events of the others then carry no map, as off the map.
            ok(new Command.SetMap("p0", rnd.nextBoolean() ? Ruler.EIGHT : Ruler.SIX));
            for (int i = 0; i < players; i++) {
                ok(new Command.SetCompany("p" + i, company("p" + i, players)));
                ok(new Command.DeclareReady("p" + i));
            }
            ok(new Command.StartGame("p0"));
            int moves = 0;
            while (game.phase() != Phase.ENDED) {
                assertTrue(++moves < 20_000, "seed " + seed + ": the game goes on forever");
                step();
            }
            for (Event e : steps.stream().flatMap(s -> s.events().stream()).toList()) {
                if (e instanceof Event.StationControlChanged) {
                    tally.add("station changed hands");
                } else if (e instanceof Event.FrameDestroyed) {
                    tally.add("frame destroyed");
                } else if (e instanceof Event.MapChanged(String player, MapEvent.TerrainWorn worn)) {
                    tally.add(worn.bricks() <= 0 ? "terrain worn away" : "terrain worn down");
                }
            }
        }

        private CompanyDraft company(String id, int players) {
            CompanyLimits limits = CompanyLimits.of(players, game.options().size());
            int n = limits.minFrames() + rnd.nextInt(limits.maxFrames() - limits.minFrames() + 1);
            List<FrameDraft> frames = new ArrayList<>();
            for (int f = 0; f < n; f++) {
                // Every other game, the players' frames share their names (X0, X1…): the lobby allows
                // it, and the map tells them apart by player and name.
                String name = seed % 2 == 1 ? "X" + f : id + "f" + f;
                frames.add(new FrameDraft(name, loadout(), f < game.options().ssrCount() ? 1 : 0));
            }
            List<String> stations = new ArrayList<>();
            for (int s = 0; s < limits.stations(); s++) {
                stations.add(id + "s" + s);
            }
            return new CompanyDraft(frames, stations);
        }

        private String loadout() {
            return RandomLoadouts.of(rnd, game.options(), 2, 4);
        }

        private void step() {
            if (game.pending() instanceof PendingDecision.HighTieChoice tie) {
                String player = tie.player();
                TieOption option = tie.options().get(rnd.nextInt(tie.options().size()));
                switch (option) {
                    case ADD_FRAME -> ok(new Command.AddFrameToBreakTie(player, "new" + steps.size(), loadout()));
                    case REMOVE_FRAME -> {
                        List<Frame> frames = game.framesOf(player);
                        ok(new Command.RemoveFrameToBreakTie(player, frames.get(rnd.nextInt(frames.size())).name(), null));
                    }
                    case DEFER -> ok(new Command.DeferTie(player));
                }
            } else if (game.pending() instanceof PendingDecision.DoomsdayChoice choice) {
                ok(new Command.ChooseDoomsday(choice.player(), rnd.nextInt(3) == 0));
            } else if (game.pending() instanceof PendingDecision.CoverChoice cover) {
                // The target's owner says which of its covers is hit first (§10).
                tally.add("owner chose among covers");
                ok(new Command.ChooseCover(cover.player(), cover.covers().get(rnd.nextInt(cover.covers().size()))));
            } else if (game.pending() instanceof PendingDecision.HitChoice hit) {
                if (hit.retreatFrom() != null && rnd.nextInt(2) == 0) {
                    ok(new Command.Retreat(hit.player()));
                } else {
                    ok(new Command.TakeHit(hit.player(), hit.options().get(rnd.nextInt(hit.options().size()))));
                }
            } else if (game.phase() == Phase.DEPLOYMENT) {
                deploy(game.deployment());
            } else if (game.phase() == Phase.COMBAT) {
                combat();
            } else {
                fail("seed " + seed + ": stuck in " + game.phase() + ": " + GameQueries.waitingOn(game));
            }
        }

        // ---- deployment: terrain, then every piece at a point the map accepts -------------------

        private void deploy(Deployment d) {
            String placer = d.placer();
            switch (d.step()) {
                case TERRAIN -> {
                    if (!terrainLaid) {
                        layTerrain();
                        terrainLaid = true;
                    }
                    game.players().stream().map(Player::id).filter(p -> !d.approved().contains(p)).findFirst()
                            .ifPresent(p -> ok(new Command.ApproveTerrain(p)));
                }
                case DEFENDER_SETUP -> {
                    List<Station> off = game.stationsOf(placer).stream().filter(s -> !s.placed()).toList();
                    if (!off.isEmpty()) {
                        placeStation(placer, off.getFirst().name());
                    } else if (placed(placer) < 2) {
                        placeFrame(placer);
                    } else {
                        ok(new Command.FinishDeploymentStep(placer));
                    }
                }
                case POINT_FRAME -> {
                    if (placed(placer) == 0) {
                        placeFrame(placer);
                    } else {
                        ok(new Command.FinishDeploymentStep(placer));
                    }
                }
                case ATTACKER_FRAMES -> placeFrame(placer);
                case ATTACKER_STATIONS -> placeStation(placer,
                        game.stationsOf(placer).stream().filter(s -> !s.placed()).findFirst().orElseThrow().name());
                case DEFENDER_FRAMES -> {
                    if (game.framesOf(placer).stream().anyMatch(f -> !f.placed())) {
                        placeFrame(placer);
                    } else {
                        ok(new Command.FinishDeploymentStep(placer));
                    }
                }
                default -> fail("seed " + seed + ": unexpected step " + d.step());
            }
        }

        /** Walls and blocks, some high enough to give cover (3+ bricks) and some not, laid by any player. */
        private void layTerrain() {
            int side = game.options().map().tableSide();
            int pieces = 4 + rnd.nextInt(4);
            for (int i = 0; i < pieces; i++) {
                double w = 0.5 + rnd.nextInt(8) * 0.5;
                double h = rnd.nextBoolean() ? 0.5 : 0.5 + rnd.nextInt(6) * 0.5;
                double x = rnd.nextInt((int) (side - w));
                double y = rnd.nextInt((int) (side - h));
                int bricks = 1 + rnd.nextInt(16);
                String layer = game.players().get(rnd.nextInt(game.players().size())).id();
                ok(new Command.LayTerrain(layer, "Block " + i, "rect " + x + "," + y + "," + w + "," + h, bricks));
            }
        }

        private int placed(String player) {
            return (int) game.framesOf(player).stream().filter(Frame::placed).count();
        }

        private void placeStation(String placer, String station) {
            List<Command> tries = new ArrayList<>();
            for (Point at : pointsOnTable(4_000)) {
                tries.add(new Command.PlaceStationAt(placer, station, at));
            }
            assertTrue(playFirstAccepted(tries), () -> "seed " + seed + ": nowhere to place " + station);
        }

        private void placeFrame(String placer) {
            Frame frame = game.framesOf(placer).stream().filter(f -> !f.placed()).findFirst().orElseThrow();
            List<Command> tries = new ArrayList<>();
            for (Point at : framePoints(4_000)) {
                tries.add(new Command.PlaceFrameAt(placer, placer, frame.name(), at));
            }
            if (!playFirstAccepted(tries)) {
                // The map leaves it nowhere (the defender's frames hug their stations, so every point at
                // the limit of their fire is inside the perimeter): the player declares, the host confirms.
                Point at = pointsOnTable(1).getFirst();
                ok(new Command.DeclarePlacement(placer, placer, frame.name(), false, at));
                ok(new Command.ConfirmOverride(game.host(), true));
            }
        }

        /**
         * Points for a frame: half anywhere, half at the limit of direct fire from a frame already
         * standing, where the point frame goes (a table measures from there too).
         */
        private List<Point> framePoints(int n) {
            Battlefield field = MapPlacing.battlefield(game);
            int side = field.ruler().tableSide();
            List<Point> points = new ArrayList<>(pointsOnTable(n / 2));
            for (int i = 0; i < n / 2 && !field.frames().isEmpty(); i++) {
                Point from = field.frames().get(rnd.nextInt(field.frames().size())).at();
                double angle = rnd.nextDouble() * 2 * Math.PI;
                double centres = 1 + field.ruler().units() - rnd.nextDouble() * 0.2;
                double x = Math.round((from.x() + Math.cos(angle) * centres) * 100) / 100.0;
                double y = Math.round((from.y() + Math.sin(angle) * centres) * 100) / 100.0;
                if (x >= 0 && y >= 0 && x <= side && y <= side) {
                    points.add(new Point(x, y));
                }
            }
            Collections.shuffle(points, new Random(rnd.nextLong()));
            return points;
        }

        /** Points anywhere on the table, on a quarter-unit grid. */
        private List<Point> pointsOnTable(int n) {
            int quarters = game.options().map().tableSide() * 4;
            List<Point> points = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                points.add(new Point(rnd.nextInt(quarters + 1) / 4.0, rnd.nextInt(quarters + 1) / 4.0));
            }
            return points;
        }

        // ---- combat: a random choice of what the rules offer, measured by the map -----------------

        private void combat() {
            String actor = game.turn().map(Turn::owner).or(() -> GameQueries.initiative(game)).orElseThrow(
                    () -> new AssertionError("seed " + seed + ": nobody can act: " + GameQueries.waitingOn(game)));
            List<Choice> choices = new ArrayList<>(GameQueries.choices(game, actor).stream()
                    .filter(c -> c.action() != Action.FALL).toList());
            Collections.shuffle(choices, new Random(rnd.nextLong()));
            for (Choice choice : choices) {
                if (playFirstAccepted(tries(actor, choice))) {
                    return;
                }
            }
            fail("seed " + seed + ": nothing " + actor + " may do is accepted: " + choices);
        }

        private List<Command> tries(String actor, Choice c) {
            List<String> o = new ArrayList<>(c.options());
            Collections.shuffle(o, new Random(rnd.nextLong()));
            return switch (c.action()) {
                case START_TURN -> starts(actor, c.frames().get(rnd.nextInt(c.frames().size())));
                case PASS -> List.of(new Command.Pass(actor));
                case WAIT_FOR_LATER_DIE -> List.of(new Command.WaitForLaterDie(actor, c.frames().getFirst().frame()));
                case DEFEND -> List.of(new Command.Defend(actor, o.getFirst()));
                case MOVE -> moves(actor, o.getFirst());
                case ATTACK -> attacks(actor, o.getFirst());
                case SPOT -> o.stream().<Command>map(die -> {
                    FrameRef target = c.frames().get(rnd.nextInt(c.frames().size()));
                    return new Command.Spot(actor, target.frame(), target.owner(), die);
                }).toList();
                case END_TURN -> List.of(new Command.EndTurn(actor));
                default -> throw new AssertionError("unexpected choice " + c);
            };
        }

        /** A turn against an enemy frame, the range left to the map; failing every one, a turn with no target. */
        private List<Command> starts(String actor, FrameRef frame) {
            List<Frame> enemies = new ArrayList<>(game.frames().stream()
                    .filter(f -> !f.owner().equals(actor) && f.alive()).toList());
            Collections.shuffle(enemies, new Random(rnd.nextLong()));
            List<Command> tries = new ArrayList<>();
            if (rnd.nextInt(8) != 0) {
                int ssrs = game.frame(actor, frame.frame()).orElseThrow().ssrs();
                for (Frame enemy : enemies) {
                    for (int fired = 0; fired <= Math.min(ssrs, 1); fired++) {
                        tries.add(new Command.StartTurn(actor, frame.frame(), enemy.name(), enemy.owner(), null, fired,
                                false, null));
                    }
                }
            }
            tries.add(new Command.StartTurn(actor, frame.frame(), null, null, null, 0, false, null));
            return tries;
        }

        /** Moves within the die's reach, mostly toward a station, an enemy or cover, some anywhere around. */
        private List<Command> moves(String actor, String die) {
            Turn turn = game.turn().orElseThrow();
            Battlefield field = MapPlacing.battlefield(game);
            Point from = field.frame(turn.owner(), turn.frame()).orElseThrow().at();
            int reach = Integer.parseInt(die.replaceAll("\\D", ""));
            List<Point> goals = new ArrayList<>();
            field.stations().forEach(s -> goals.add(s.disc().centre()));
            field.frames().stream().filter(f -> !f.owner().equals(actor)).forEach(f -> goals.add(f.at()));
            // Players seek cover: the corners of high terrain are goals too.
            field.terrain().stream().filter(Terrain::givesCover).forEach(t -> goals.addAll(t.outline().vertices()));
            int side = field.ruler().tableSide();
            List<Command> tries = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                double angle;
                if (!goals.isEmpty() && rnd.nextInt(4) != 0) {
                    Point goal = goals.get(rnd.nextInt(goals.size()));
                    angle = Math.atan2(goal.y() - from.y(), goal.x() - from.x()) + (rnd.nextDouble() - 0.5) * 0.6;
                } else {
                    angle = rnd.nextDouble() * 2 * Math.PI;
                }
                double length = rnd.nextDouble() * reach;
                double x = Math.round((from.x() + Math.cos(angle) * length) * 4) / 4.0;
                double y = Math.round((from.y() + Math.sin(angle) * length) * 4) / 4.0;
                tries.add(new Command.MoveTo(actor, die, new Point(Math.clamp(x, 0, side), Math.clamp(y, 0, side))));
            }
            return tries;
        }

        /**
         * The attack with no cover named: the map's answer. Where the map finds several covers the
         * attack waits for the target's owner to say which is hit first (see {@link #play}).
         */
        private List<Command> attacks(String actor, String die) {
            Turn turn = game.turn().orElseThrow();
            boolean spot = turn.target().frameTarget() && game.frame(turn.target().owner(), turn.target().frame())
                    .map(f -> f.spot() != null).orElse(false) && rnd.nextBoolean();
            return List.of(new Command.Attack(actor, die, spot, null, null, null));
        }

        // ---- playing ----------------------------------------------------------------------------

        private void ok(Command command) {
            assertTrue(playFirstAccepted(List.of(command)), () -> "seed " + seed + ": refused " + command + ": "
                    + ((RuleViolation) game.decide(command, new SeededDice(0))).message());
        }

        /** Plays the first of these the rules accept, every try with the same dice; false if none is. */
        private boolean playFirstAccepted(List<Command> tries) {
            long dice = rnd.nextLong();
            for (Command command : tries) {
                Decision decision = game.decide(command, new SeededDice(dice));
                if (decision instanceof Decision.Accepted accepted) {
                    steps.add(new Step(command, dice, accepted.events(), game));
                    game = accepted.after();
                    return true;
                }
            }
            return false;
        }
    }
}
