package mfz.rules.seat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import java.util.stream.LongStream;
import mfz.rules.options.GameSize;

/**
 * Strength measured: seeded 2-player skirmishes between two brains, half with the first in
 * seat 0 and half in seat 1, and every seat decision's time. For the benchmark (and a quick look).
 */
public final class SeatStrength {

    /** Wins of the first brain in each seat order, draws, and every decision's time (ns) of both. */
    public record Match(int games, int winsFirstSeat, int winsSecondSeat, int draws, List<Long> nanos) {

        public double share() {
            return (winsFirstSeat + winsSecondSeat) / (double) games;
        }

        public String words() {
            return String.format("%d of %d (%.1f %%; %d as first seat, %d as second; %d drawn)",
                    winsFirstSeat + winsSecondSeat, games, 100 * share(), winsFirstSeat, winsSecondSeat, draws);
        }
    }

    private SeatStrength() {
    }

    /** {@code games} games (even): seeds 0… ; the first brain sits first in even seeds, second in odd ones. */
    public static Match match(int games, LongFunction<SeatGames.Brain> first, LongFunction<SeatGames.Brain> second) {
        record One(boolean won, boolean drew, boolean firstSeat, List<Long> nanos) {
        }
        List<One> all = LongStream.range(0, games).parallel().mapToObj(seed -> {
            boolean firstSeat = seed % 2 == 0;
            List<SeatGames.Brain> brains = firstSeat ? List.of(first.apply(seed), second.apply(seed))
                    : List.of(second.apply(seed), first.apply(seed));
            SeatGames.Played p = SeatGames.play(seed, GameSize.SKIRMISH, 0, brains, false);
            int me = firstSeat ? 0 : 1;
            List<Long> nanos = new ArrayList<>(p.decisionNanos().get(0));
            nanos.addAll(p.decisionNanos().get(1));
            return new One(p.won(me), p.game().winners().size() > 1, firstSeat, nanos);
        }).toList();
        List<Long> nanos = new ArrayList<>();
        all.forEach(o -> nanos.addAll(o.nanos()));
        return new Match(games, (int) all.stream().filter(o -> o.won() && o.firstSeat()).count(),
                (int) all.stream().filter(o -> o.won() && !o.firstSeat()).count(),
                (int) all.stream().filter(One::drew).count(), nanos);
    }
}
