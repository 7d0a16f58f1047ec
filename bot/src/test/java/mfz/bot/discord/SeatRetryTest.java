package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.core.Caller;
import mfz.bot.core.ChannelQueues;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import org.junit.jupiter.api.Test;

/**
 * A bot seat whose action the database couldn't keep tries again later: after 30 s, doubling
 * to 10 minutes, one chain a channel however many commands come meanwhile, and an undo drops
 * the waiting try (it would redo what was undone) and starts the next chain at 30 s again.
 * The seats and the timer are stand-ins: the waits are what is checked, not slept through.
 */
class SeatRetryTest {

    /** Asked before each command: its caller not at the table then, no game read (the seats say after). */
    private static final SeatActions.Before NOBODY_BEFORE = new SeatActions.Before(false, OptionalLong.empty());

    private record Waiting(Runnable task, long millis) {
    }

    private final List<Waiting> waiting = new ArrayList<>();
    private final BotSeats seats = mock(BotSeats.class);
    private final SeatActions actions;

    SeatRetryTest() {
        ScheduledExecutorService timer = mock(ScheduledExecutorService.class);
        when(timer.schedule(any(Runnable.class), anyLong(), eq(TimeUnit.MILLISECONDS))).thenAnswer(call -> {
            waiting.add(new Waiting(call.getArgument(0), call.getArgument(1)));
            return null;
        });
        when(seats.atTheTable(eq("c"), any())).thenReturn(true);
        when(seats.seated("c")).thenReturn(true);
        // with the message the real one has, so the log line the retry writes reads as it would
        BotSeats.Stalled stalled = mock(BotSeats.Stalled.class);
        when(stalled.getMessage()).thenReturn("bot seat bot-easy-1 could not store its action");
        when(seats.step("g", "c")).thenThrow(stalled);
        actions = new SeatActions(new ChannelQueues(Runnable::run), timer, null);
        actions.seats(seats, Duration.ZERO);
    }

    @Test
    void aStalledSeatWaitsLongerEachTryUpToTenMinutesInOneChain() {
        actions.after(command("turn end"), Reply.text("done"), null, NOBODY_BEFORE);
        actions.after(command("turn end"), Reply.text("done"), null, NOBODY_BEFORE); // while the retry waits: no second chain
        assertEquals(List.of(30_000L), waits());
        verify(seats, times(1)).step("g", "c");
        for (int i = 0; i < 6; i++) {
            waiting.getLast().task().run();
        }
        assertEquals(List.of(30_000L, 60_000L, 120_000L, 240_000L, 480_000L, 600_000L, 600_000L), waits());
        verify(seats, times(7)).step("g", "c");
    }

    @Test
    void anUndoDropsTheWaitingTryAndTheNextStallWaitsTheShortestAgain() {
        actions.after(command("turn end"), Reply.text("done"), null, NOBODY_BEFORE);
        waiting.getLast().task().run();
        assertEquals(List.of(30_000L, 60_000L), waits());

        actions.after(command("game undo"), Reply.text("undone"), null, NOBODY_BEFORE);
        waiting.getLast().task().run(); // the try scheduled before the undo: dropped, nothing tried
        verify(seats, times(2)).step("g", "c");
        assertEquals(2, waiting.size());

        actions.after(command("turn end"), Reply.text("done"), null, NOBODY_BEFORE);
        verify(seats, times(3)).step("g", "c");
        assertEquals(List.of(30_000L, 60_000L, 30_000L), waits());
    }

    /** The next command after an undo wakes the seat even while a retry from before still waits (a review). */
    @Test
    void aCommandAfterAnUndoStartsAfreshWhileAnOldRetryWaits() {
        actions.after(command("turn end"), Reply.text("done"), null, NOBODY_BEFORE);
        Runnable old = waiting.getLast().task();
        actions.after(command("game undo"), Reply.text("undone"), null, NOBODY_BEFORE);
        actions.after(command("turn end"), Reply.text("done"), null, NOBODY_BEFORE);
        verify(seats, times(2)).step("g", "c");
        assertEquals(List.of(30_000L, 30_000L), waits());

        old.run(); // dropped, and it leaves the new chain's mark: a command still starts no second chain
        actions.after(command("turn end"), Reply.text("done"), null, NOBODY_BEFORE);
        verify(seats, times(2)).step("g", "c");
        assertEquals(2, waiting.size());
    }

    private List<Long> waits() {
        return waiting.stream().map(Waiting::millis).toList();
    }

    private static Request command(String command) {
        return new Request("i", "g", "c", new Caller("host", "host", false), command, Map.of());
    }
}
