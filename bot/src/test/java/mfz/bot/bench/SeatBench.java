package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.options.GameSize;
import mfz.rules.seat.RandomPlayer;
import mfz.rules.seat.Seat;
import mfz.rules.seat.SeatGames;
import mfz.rules.seat.SeatStrength;
import mfz.rules.seat.Strength;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, measured: the seats' strength over 400 seeded 2-player skirmishes per match, the
 * first player in seat 0 for even seeds and seat 1 for odd ones (every game played to doomsday:
 * a refused command or a stuck game fails the run); and what a decision costs in the largest
 * legal game, 5 players at a battle (25 frames), beside what the rules take to decide the
 * command the seat gives, in the same run. {@code -Dmfz.seat.games=N} for another number of games.
 */
@Tag("bench")
class SeatBench {

    private static final int GAMES = Integer.getInteger("mfz.seat.games", 400);

    @Test
    void easyBeatsARandomPlayerAndHardBeatsEasy() {
        SeatStrength.Match easy = SeatStrength.match(GAMES, seed -> SeatGames.seat(Strength.EASY), RandomPlayer::new);
        Stats.print("seat: easy beats a random legal player in %s; target 90 %%", easy.words());
        SeatStrength.Match hard = SeatStrength.match(GAMES, seed -> SeatGames.seat(Strength.HARD),
                seed -> SeatGames.seat(Strength.EASY));
        Stats.print("seat: hard beats easy in %s; target 70 %%", hard.words());
        SeatStrength.Match hardRandom = SeatStrength.match(GAMES, seed -> SeatGames.seat(Strength.HARD), RandomPlayer::new);
        Stats.print("seat: hard beats a random legal player in %s", hardRandom.words());
        assertTrue(easy.share() >= 0.9, easy.words());
        assertTrue(hard.share() >= 0.7, hard.words());
    }

    @Test
    void aDecisionInTheLargestGameTakesUnder50MsAtP99() {
        double p99 = cost(false);
        double onTheMap = cost(true);
        assertTrue(p99 <= 50, "p99 " + p99 + " ms");
        assertTrue(onTheMap <= 50, "p99 on the map " + onTheMap + " ms");
    }

    /** Plays 5-player battles of seats, prints what their decisions cost, and returns the p99 in ms. */
    private static double cost(boolean map) {
        List<Long> seat = new ArrayList<>();
        List<Long> rules = new ArrayList<>();
        int games = Math.max(4, GAMES / 50);
        for (long seed = 0; seed < games; seed++) {
            List<SeatGames.Brain> brains = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Strength strength = i % 2 == 0 ? Strength.HARD : Strength.EASY;
                brains.add((game, me) -> timed(game, me, strength, seat, rules));
            }
            SeatGames.play(seed, GameSize.BATTLE, map ? 4 : 0, brains, false, map);
        }
        Collections.sort(seat);
        Collections.sort(rules);
        double p50 = seat.get(seat.size() / 2) / 1e6;
        double p99 = seat.get((int) (seat.size() * 0.99)) / 1e6;
        double max = seat.getLast() / 1e6;
        double rulesP99 = rules.get((int) (rules.size() * 0.99)) / 1e6;
        Stats.print("seat: %d decisions in %d 5-player battles%s: p50 %.2f ms, p99 %.2f ms (%.1f× the rules' own "
                        + "decision of that command at p99, %.2f ms), max %.1f ms; target p99 50 ms",
                seat.size(), games, map ? " on the map" : "", p50, p99, p99 / Math.max(rulesP99, 1e-6), rulesP99, max);
        return p99;
    }

    /** The seat's decision, timed when it gives a command, beside the rules deciding that command. */
    private static Optional<Command> timed(Game game, String me, Strength strength, List<Long> seat,
                                                     List<Long> rules) {
        long start = System.nanoTime();
        Optional<Command> next = Seat.next(game, me, strength);
        long took = System.nanoTime() - start;
        if (next.isPresent()) {
            seat.add(took);
            long decide = System.nanoTime();
            game.decide(next.get(), new SeededDice(start));
            rules.add(System.nanoTime() - decide);
        }
        return next;
    }
}
