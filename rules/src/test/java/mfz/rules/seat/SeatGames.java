package mfz.rules.seat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.ImportReplay;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.RuleViolation;
import mfz.rules.map.Ruler;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameSize;

/**
 * Whole games played by brains (bot seats, random players) from the lobby to doomsday, with
 * seeded dice: the harness of the seat's tests and benchmarks. Player {@code p0} hosts and
 * starts the game once every company is ready; otherwise every command comes from a brain,
 * asked in seat order, the first that owes one acting. A refused command or a game where
 * nobody owes anything before the end fails.
 */
public final class SeatGames {

    /** Whoever plays a seat: the next command it owes, or empty. */
    public interface Brain {
        Optional<Command> next(Game game, String me);
    }

    public static Brain seat(Strength strength) {
        return (game, me) -> Seat.next(game, me, strength);
    }

    /**
     * How a game went, and how long each brain took to decide (nanoseconds, per decision);
     * {@code commandEnds} is the history's length after each accepted command, the states a
     * player sees.
     */
    public record Played(Game game, List<Event> history, int commands, List<List<Long>> decisionNanos,
                         List<Integer> commandEnds) {

        public boolean won(int seat) {
            return game.winners().equals(List.of("p" + seat));
        }
    }

    private static final String[] NAMES = {"Rook", "Bishop", "Knight", "Castle", "Pawn"};

    private SeatGames() {
    }

    /**
     * @param importCheck also check that every accepted command imports as played
     *                    ({@link ImportReplay}); the oracle's check, slower
     */
    public static Played play(long seed, GameSize size, int doomsday, List<Brain> brains, boolean importCheck) {
        return play(seed, size, doomsday, brains, importCheck, false);
    }

    /** @param map on the battlefield map: the host lays two pieces of terrain before anyone approves it */
    public static Played play(long seed, GameSize size, int doomsday, List<Brain> brains, boolean importCheck,
                              boolean map) {
        return play(seed, size, doomsday, brains, importCheck, map, null);
    }

    /** @param objective a campaign battle with a special objective that behaves so, or null: no campaign */
    public static Played play(long seed, GameSize size, int doomsday, List<Brain> brains, boolean importCheck,
                              boolean map, ObjectiveBehaviour objective) {
        return play(seed, size, doomsday, brains, importCheck, map, objective, List.of());
    }

    /** @param advanced the advanced rules the host turns on */
    public static Played play(long seed, GameSize size, int doomsday, List<Brain> brains, boolean importCheck,
                              boolean map, ObjectiveBehaviour objective,
                              List<AdvancedOption> advanced) {
        SeededDice dice = new SeededDice(seed);
        var run = new Object() {
            Game game = Game.EMPTY;
            final List<Event> history = new ArrayList<>();
            final List<Integer> ends = new ArrayList<>();
            int commands;

            void ok(Command command) {
                Decision d = game.decide(command, dice);
                if (d instanceof RuleViolation v) {
                    throw new AssertionError("seed " + seed + ": refused " + command + ": " + v.message());
                }
                if (importCheck) {
                    ImportReplay.problem(game, command.actor(), d.events()).ifPresent(p -> {
                        throw new AssertionError("seed " + seed + ": " + command + " does not import as played: " + p);
                    });
                }
                history.addAll(d.events());
                ends.add(history.size());
                game = ((Decision.Accepted) d).after();
                commands++;
            }
        };
        List<List<Long>> nanos = new ArrayList<>();
        run.ok(new Command.CreateGame("p0", NAMES[0], size));
        nanos.add(new ArrayList<>());
        for (int i = 1; i < brains.size(); i++) {
            run.ok(new Command.JoinGame("p" + i, NAMES[i % NAMES.length]));
            nanos.add(new ArrayList<>());
        }
        if (doomsday > 0 && doomsday != run.game.options().startingDoomsday()) {
            run.ok(new Command.SetStartingDoomsday("p0", doomsday));
        }
        if (map) {
            run.ok(new Command.SetMap("p0", Ruler.EIGHT));
        }
        for (AdvancedOption option : advanced) {
            run.ok(new Command.SetAdvancedOption("p0", option, true));
        }
        if (objective != null) {
            run.ok(new Command.EnterCampaign("p0", "Moon", List.of()));
            run.ok(new Command.NameObjective("p0", "Prototype", objective));
        }
        boolean laid = false;
        while (run.game.phase() != Phase.ENDED) {
            if (run.commands > 20_000) {
                throw new AssertionError("seed " + seed + ": the game goes on forever");
            }
            if (run.game.phase() == Phase.LOBBY && run.game.players().stream().allMatch(Player::ready)) {
                run.ok(new Command.StartGame("p0"));
                continue;
            }
            if (map && !laid && run.game.phase() == Phase.DEPLOYMENT
                    && run.game.deployment().step() == DeploymentStep.TERRAIN) {
                int side = run.game.options().map().tableSide();
                run.ok(new Command.LayTerrain("p0", "Hill", "rect " + (side / 2 - 3) + "," + (side / 2 - 2) + ",6,4", 6));
                run.ok(new Command.LayTerrain("p0", "Wall", "rect " + (side / 4) + "," + (side / 4) + ",1,6", 3));
                laid = true;
                continue;
            }
            boolean acted = false;
            for (int i = 0; i < brains.size() && !acted; i++) {
                long t0 = System.nanoTime();
                Optional<Command> next = brains.get(i).next(run.game, "p" + i);
                nanos.get(i).add(System.nanoTime() - t0);
                if (next.isPresent()) {
                    if (!next.get().actor().equals("p" + i)) {
                        throw new AssertionError("seed " + seed + ": p" + i + " acted for " + next.get().actor());
                    }
                    run.ok(next.get());
                    acted = true;
                }
            }
            if (!acted) {
                throw new AssertionError("seed " + seed + ": stuck, nobody owes a command: "
                        + GameQueries.waitingOn(run.game));
            }
        }
        return new Played(run.game, run.history, run.commands, nanos, run.ends);
    }
}
