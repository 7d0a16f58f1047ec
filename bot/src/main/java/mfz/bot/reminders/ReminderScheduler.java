package mfz.bot.reminders;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.NoticeIds;
import mfz.bot.game.OpenGame;
import mfz.bot.store.StoreException;
import mfz.bot.store.StoredHeadsUp;
import mfz.bot.store.StoredPreferences;
import mfz.bot.store.StoredReminder;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.seat.Seat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends the reminders that are due. Nothing here waits: a production timer calls
 * {@link #tick} every minute with the clock's time, and tests call it with theirs.
 *
 * <p>Each due reminder is claimed in the store first, then sent: after a crash between the
 * two it is lost rather than sent twice, and a reminder overdue across a restart goes out once
 * at the first tick. The n-th reminder of a wait is followed by the next after
 * {@code interval × 2^n} (at most {@link #LONGEST_GAP}); the reminder due after
 * {@value #STALL_AFTER} of them, or at the stall time fixed as the wait's reminders began
 * (whichever comes first: snoozes and quiet hours never put it off), is instead a stall notice
 * in the channel, pinging the host, and the wait is reminded no more.
 */
public final class ReminderScheduler {

    private static final Logger log = LoggerFactory.getLogger(ReminderScheduler.class);

    /** Reminders sent for one wait before the game is reported stalled. */
    public static final int STALL_AFTER = 3;

    /** The Snooze button's command. */
    public static final String SNOOZE = "game snooze";

    private final Reminders reminders;
    private final Function<String, Optional<OpenGame>> games;
    private final NoticeSender sender;

    /**
     * @param games the open game of a channel, to check it still waits on whom a reminder names; read
     *              without being kept in memory ({@code GameService::peek}), as the timer is off the channel's thread
     */
    public ReminderScheduler(Reminders reminders, Function<String, Optional<OpenGame>> games, NoticeSender sender) {
        this(reminders, games, sender, (game, player) -> List.of());
    }

    /**
     * @param controls the controls of a game this player may use (a reminder in the game's
     *                 channel carries them, so its player taps from there; one sent by direct
     *                 message can't: a tap there would act in the direct message)
     */
    public ReminderScheduler(Reminders reminders, Function<String, Optional<OpenGame>> games, NoticeSender sender,
                             BiFunction<OpenGame, String, List<Component.Row>> controls) {
        this.reminders = reminders;
        this.games = games;
        this.sender = sender;
        this.controls = controls;
    }

    private final BiFunction<OpenGame, String, List<Component.Row>> controls;

    /** Sends what is due at {@code now}; returns how many notices went out. Never throws. */
    public int tick(Instant now) {
        try {
            reminders.settle();
        } catch (RuntimeException e) {
            log.warn("Could not bring the reminders up to date before a tick: {}", e.toString());
        }
        int sent = 0;
        // A step that waits on several players (the terrain) stalls for each: the host hears it once.
        Set<Long> stalled = new HashSet<>();
        try {
            for (StoredReminder due : reminders.store().due(now)) {
                try {
                    if (!sender.reaches(due.channelId(), () -> guildOf(due.gameId()))) {
                        continue; // another process holds that channel's server
                    }
                    sent += handle(due, now, stalled) ? 1 : 0;
                } catch (RuntimeException | StoreException e) {
                    log.warn("A reminder of game {} failed: {}", due.gameId(), e.toString());
                }
            }
        } catch (StoreException e) {
            log.warn("Could not read the due reminders: {}", e.getMessage());
        }
        try {
            for (StoredHeadsUp due : reminders.headsUps().due(now)) {
                try {
                    if (!sender.reaches(due.channelId(), () -> guildOf(due.gameId()))) {
                        continue;
                    }
                    sent += headsUp(due, now) ? 1 : 0;
                } catch (RuntimeException | StoreException e) {
                    log.warn("A heads-up of game {} failed: {}", due.gameId(), e.toString());
                }
            }
        } catch (StoreException e) {
            log.warn("Could not read the due heads-ups: {}", e.getMessage());
        }
        return sent;
    }

    /** Tells a player they are next in line, once, unless the line changed meanwhile or they are in quiet hours. */
    private boolean headsUp(StoredHeadsUp due, Instant now) throws StoreException {
        Optional<Game> game = gameOf(due.channelId(), due.gameId());
        Optional<NextInLine> line = game.flatMap(NextInLine::of);
        if (game.isPresent() && line.isEmpty()) {
            // A turn or a decision under way, or nobody next: the line shows again later, the same
            // pair (told then) or another (dropped then). Dropped now, it was never sent (an audit);
            // looked at again a quarter of an hour on, not every minute for as long as it lasts.
            reminders.headsUps().move(due, now.plus(HEADS_UP_RECHECK));
            return false;
        }
        if (game.isEmpty() || !line.equals(Optional.of(new NextInLine(due.userId(), due.afterUserId())))) {
            // Stale: the game moved on before it was told; whoever is next now has a row of their own.
            reminders.headsUps().move(due, null);
            return false;
        }
        StoredPreferences preferences = reminders.preferences(due.userId());
        if (!preferences.headsUp()) {
            // Turned off since it fell due (held back by quiet hours, say): "no more heads-ups".
            reminders.headsUps().move(due, null);
            return false;
        }
        Optional<Instant> quietEnd = Reminders.quietHours(preferences).flatMap(hours -> hours.endAround(now));
        if (quietEnd.isPresent()) {
            reminders.headsUps().move(due, quietEnd.get());
            return false;
        }
        if (!reminders.headsUps().move(due, null)) {
            return false;
        }
        sender.send(new Notice.HeadsUp(due.channelId(), due.userId(), "<@" + due.userId() + "> heads-up: you're "
                + "next in line after **" + game.get().nameOf(due.afterUserId()) + "** in the game in <#"
                + due.channelId() + ">.", preferences.directMessages()));
        return true;
    }

    /**
     * The longest wait between two notices of one wait: Discord archives a thread quiet for a
     * week, and a game played in one would lose the notice due after that (an audit,
     * 2026-11-26: from {@code remind:22} the doubled gap before the stall notice passed a week).
     */
    static final Duration LONGEST_GAP = Duration.ofDays(6);

    /** How long a heads-up whose line doesn't show now (a turn under way) waits to be looked at again. */
    static final Duration HEADS_UP_RECHECK = Duration.ofMinutes(15);

    /** The wait before the notice after {@code sent} of them: the interval, doubled each time, at most {@link #LONGEST_GAP}. */
    static Duration gapAfter(int intervalMinutes, int sent) {
        Duration doubled = Duration.ofMinutes((long) intervalMinutes << Math.min(sent, 20));
        return doubled.compareTo(LONGEST_GAP) > 0 ? LONGEST_GAP : doubled;
    }

    /** When this row's stall notice is due: the time fixed as its reminders began, else worked out from its wait. */
    static Instant stallDue(StoredReminder row) {
        return row.stallAt() != null ? row.stallAt() : stallDue(row.waitingSince(), row.intervalMinutes());
    }

    /** When the stall notice of a wait begun at {@code since} is first due, with no snooze or quiet hours. */
    static Instant stallDue(Instant since, int intervalMinutes) {
        Instant at = since;
        for (int sent = 0; sent <= STALL_AFTER; sent++) {
            at = at.plus(gapAfter(intervalMinutes, sent));
        }
        return at;
    }

    private boolean handle(StoredReminder due, Instant now, Set<Long> stalled) throws StoreException {
        Optional<OpenGame> open = games.apply(due.channelId()).filter(o -> o.record().id() == due.gameId());
        Optional<Game> game = open.map(OpenGame::game);
        if (game.isEmpty()) {
            // The row outlived its game (a write that failed as the game ended): the channel's
            // next game, waiting on the same player, must not be told of the old wait.
            reminders.store().claim(due, null);
            return false;
        }
        if (!Waited.on(game.get()).contains(due.userId())) {
            // The tick settled every change told so far: a change never told (the process stopped
            // between its commit and the telling) left this row behind, and nobody reminded whom
            // the game waits on now. The game's rows are worked out again from the game as it stands.
            reminders.mend(due.gameId(), () -> games.apply(due.channelId()));
            return false;
        }
        if (due.sent() >= STALL_AFTER || (due.stallAt() != null && !now.isBefore(due.stallAt()))) {
            // It pings the host: held back by the host's quiet hours, as a reminder is by its player's.
            Optional<Instant> hostQuietEnd = Reminders.quietHours(reminders.preferences(due.hostUserId()))
                    .flatMap(hours -> hours.endAround(now));
            if (hostQuietEnd.isPresent()) {
                reminders.store().postpone(due, hostQuietEnd.get());
                return false;
            }
            if (!reminders.store().claim(due, null) || !stalled.add(due.gameId())) {
                return false; // (told of this game's stall already in this tick: its sentence names everyone)
            }
            sender.send(new Notice.Stalled(due.channelId(), due.hostUserId(), "<@" + due.hostUserId()
                    + "> this game is **stalled**: it has waited on **" + game.get().nameOf(due.userId()) + "** for "
                    + Durations.words(Duration.between(due.waitingSince(), now)) + ", through " + due.sent()
                    + (due.sent() == 1 ? " reminder. " : " reminders. ") + GameQueries.waitingOn(game.get())
                    // the way on that works (a phone audit: the notice named the wait and no remedy)
                    + (Seat.isSeat(due.userId()) ? " A game command here wakes it; as the host, you "
                    + "may act for it: its command with `seat:`." : " As the host, you may act for them: their command "
                    + "with `as:` naming them.")));
            return true;
        }
        StoredPreferences preferences = reminders.preferences(due.userId());
        Optional<Instant> quietEnd = Reminders.quietHours(preferences).flatMap(hours -> hours.endAround(now));
        if (quietEnd.isPresent()) {
            // Not past the stall notice's time: the host hears then, held back by the host's quiet hours only.
            Instant until = due.stallAt() != null && quietEnd.get().isAfter(due.stallAt()) ? due.stallAt()
                    : quietEnd.get();
            reminders.store().postpone(due, until);
            return false;
        }
        Instant next = now.plus(gapAfter(due.intervalMinutes(), due.sent() + 1));
        if (due.stallAt() != null && next.isAfter(due.stallAt())) {
            next = due.stallAt(); // the stall notice keeps its time, whatever put the reminders off
        }
        if (!reminders.store().claim(due, next)) {
            return false;
        }
        // A bot seat is nobody to ping: it acts when the channel's next game command comes (after a
        // restart it waits for one), so the channel is told so, with the seat named.
        boolean seat = Seat.isSeat(due.userId());
        boolean direct = !seat && preferences.directMessages();
        // A snooze puts the next reminder off one interval: offered only where that comes before the
        // stall notice (an audit: the third reminder's was always refused), and by an interval
        // shorter than the longest gap (remind:144's never fits within six days of its tap; a
        // shorter one does, once the tap is late enough: the refusal says from when).
        Instant snoozed = next.plus(Duration.ofMinutes(due.intervalMinutes()));
        Instant stall = stallDue(due);
        boolean snoozable = snoozed.isBefore(stall) && Duration.ofMinutes(due.intervalMinutes()).compareTo(LONGEST_GAP) < 0;
        List<Component.Row> rows = new ArrayList<>(seat || direct ? List.of() : theirControls(open.get(),
                due.userId()));
        rows.addAll(seat || !snoozable ? List.of() : snooze(due.intervalMinutes()));
        sender.send(new Notice.Reminder(due.channelId(), due.userId(), (seat ? "" : "<@" + due.userId() + "> ")
                + "the game in <#" + due.channelId() + "> has waited on "
                + (seat ? "**" + game.get().nameOf(due.userId()) + "**" : "you") + " for "
                + Durations.words(Duration.between(due.waitingSince(), now)) + ". " + GameQueries.waitingOn(game.get())
                + (seat ? " Any game command here from one of its players (`/game table`) wakes it." : ""), direct,
                rows));
        return true;
    }

    /** The channel's open game, if it is the one the row was kept for (rows are found by channel, and outlive a game after a failed write). */
    private Optional<Game> gameOf(String channelId, long gameId) {
        return games.apply(channelId).filter(open -> open.record().id() == gameId).map(OpenGame::game);
    }

    /**
     * The server of the row's game, or null when the game is gone (then any process may drop its
     * rows): one row read, not the game loaded, as it is asked of every other process's due rows.
     */
    private String guildOf(long gameId) {
        try {
            return reminders.store().guildOfOpenGame(gameId).orElse(null);
        } catch (StoreException e) {
            return "?"; // unknown: no process claims it now, and the next tick asks again
        }
    }

    /** The player's controls, leaving a row for Snooze; none where they can't be made (the reminder still goes). */
    private List<Component.Row> theirControls(OpenGame open, String player) {
        try {
            // marked as the reminder's, so a tap answers below it rather than going on in it
            List<Component.Row> theirs = controls.apply(open, player).stream()
                    .map(row -> new Component.Row(row.components().stream().flatMap(c -> NoticeIds.of(c.id())
                            .map(c::withId).stream()).toList()))
                    .filter(row -> !row.components().isEmpty()).toList();
            return theirs.subList(0, Math.min(theirs.size(), MOST_ROWS - 1));
        } catch (RuntimeException unmade) {
            log.warn("The controls of a reminder in channel {} could not be made: {}", open.record().channelId(),
                    unmade.toString());
            return List.of();
        }
    }

    /** Discord's most rows of controls in a message. */
    private static final int MOST_ROWS = 5;

    private static List<Component.Row> snooze(int minutes) {
        return List.of(new Component.Row(List.of(Component.Button.of(ComponentIds.button(SNOOZE, Map.of()),
                "Snooze " + Durations.words(Duration.ofMinutes(minutes))))));
    }
}
