package mfz.bot.reminders;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import mfz.bot.core.PlayerError;
import mfz.bot.game.GameWatcher;
import mfz.bot.game.OpenGame;
import mfz.bot.store.GameRecord;
import mfz.bot.store.HeadsUpStore;
import mfz.bot.store.ReminderStore;
import mfz.bot.store.StoreException;
import mfz.bot.store.StoredHeadsUp;
import mfz.bot.store.StoredPreferences;
import mfz.bot.store.StoredReminder;
import mfz.rules.game.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps, for every open game, who it waits on and since when, and the reminders due to them.
 * The game service tells it after every stored change ({@link GameWatcher}): a player the game
 * no longer waits on loses their reminder, a new one gets one an interval from now, and one who
 * acted and must decide again starts a fresh interval. The {@link ReminderScheduler} sends them.
 */
public final class Reminders implements GameWatcher {

    private static final Logger log = LoggerFactory.getLogger(Reminders.class);

    /**
     * Longest interval a host may set, six days: a game in a thread quiet for a week is archived
     * by Discord, and its reminder would be lost.
     */
    public static final int MAX_HOURS = 144;

    private final ReminderStore store;
    private final HeadsUpStore headsUps;
    private final Clock clock;
    /** Waits for the game service to tell of the changes stored so far (told without their replies waiting). */
    private volatile Runnable settle = () -> { };

    public Reminders(ReminderStore store, Clock clock) {
        this.store = store;
        this.headsUps = store.headsUps();
        this.clock = clock;
    }

    HeadsUpStore headsUps() {
        return headsUps;
    }

    public Clock clock() {
        return clock;
    }

    ReminderStore store() {
        return store;
    }

    @Override
    public void settledBy(Runnable settle) {
        this.settle = settle;
    }

    /** Brings the rows up to date with every stored change, before a command or the timer reads them. */
    void settle() {
        settle.run();
    }

    @Override
    public void stored(GameRecord record, Game after, String actor) {
        try {
            headsUp(record, after);
        } catch (StoreException | RuntimeException e) {
            // A preferences read that failed too: the reminders below are kept up to date anyway.
            log.warn("Could not update the heads-up of game {}: {}", record.id(), e.getMessage());
        }
        try {
            // Only over the rows as read: a reminder claimed and sent meanwhile (the timer's claim
            // moves its row) is kept, not written back as never sent, which reminded its player
            // again and put the stall notice back (an audit). Read again when they moved.
            for (int attempt = 0; attempt < 3; attempt++) {
                List<StoredReminder> before = store.waiting(record.id());
                List<StoredReminder> rows = rowsNow(record, after, before, actor);
                if (rows.equals(before) || store.replaceWaitingIf(record.id(), before, rows)) {
                    return;
                }
            }
            log.warn("The reminders of game {} moved under every update; left as they stand", record.id());
        } catch (StoreException e) {
            // The command is stored and answered; a reminder missed is not worth failing it.
            log.warn("Could not update the reminders of game {}: {}", record.id(), e.getMessage());
        }
    }

    /**
     * Works the game's rows out again from the game as it now stands, for a row left behind by a
     * change never told (the process stopped between its commit and the telling). It runs off the
     * game's own order of changes, so it reads the rows first and the game after, and writes only
     * if the rows are still as read: a change told meanwhile is newer, and wins.
     */
    public void mend(long gameId, Supplier<Optional<OpenGame>> current) {
        try {
            List<StoredReminder> before = store.waiting(gameId);
            Optional<OpenGame> open = current.get().filter(game -> game.record().id() == gameId);
            if (open.isEmpty()) {
                return;
            }
            List<StoredReminder> rows = rowsNow(open.get().record(), open.get().game(), before, null);
            if (!rows.equals(before)) {
                store.replaceWaitingIf(gameId, before, rows);
            }
        } catch (StoreException e) {
            log.warn("Could not mend the reminders of game {}: {}", gameId, e.getMessage());
        }
    }

    /** The rows for whom the game waits on now, from the rows it had ({@link #rows}); none once it closed. */
    private List<StoredReminder> rowsNow(GameRecord record, Game game, List<StoredReminder> before, String actor)
            throws StoreException {
        List<String> now = record.open() ? Waited.on(game) : List.of();
        OptionalInt interval = now.isEmpty() ? OptionalInt.empty() : store.interval(record.id());
        return rows(record, now, before, actor, interval, clock.instant());
    }

    /**
     * Keeps the game's heads-up for who is next in line now: a new pair is due at once if that
     * player opted in; the same pair is left as it is (told once); no row when nobody wants one.
     */
    private void headsUp(GameRecord record, Game after) throws StoreException {
        Optional<NextInLine> line = record.open() ? NextInLine.of(after) : Optional.empty();
        Optional<StoredHeadsUp> stored = headsUps.of(record.id());
        boolean same = line.isPresent() && stored.isPresent() && stored.get().userId().equals(line.get().userId())
                && stored.get().afterUserId().equals(line.get().afterUserId());
        if (same) {
            return;
        }
        if (line.isEmpty() && record.open()) {
            // A turn or a decision under way: nobody is next in line for now, and when the
            // holder's turn ends the same pair usually comes back, told once already.
            return;
        }
        if (line.isPresent() && preferences(line.get().userId()).headsUp()) {
            headsUps.put(new StoredHeadsUp(record.id(), line.get().userId(), line.get().afterUserId(),
                    record.channelId(), clock.instant()));
        } else if (stored.isPresent()) {
            headsUps.clear(record.id());
        }
    }

    /**
     * The rows for who the game waits on now: a wait that goes on keeps its start and its
     * reminders, unless that player just acted (then the interval starts again).
     */
    private static List<StoredReminder> rows(GameRecord record, List<String> waitedOn, List<StoredReminder> before,
                                             String actor, OptionalInt interval, Instant now) {
        Map<String, StoredReminder> kept = before.stream()
                .collect(Collectors.toMap(StoredReminder::userId, Function.identity()));
        List<StoredReminder> rows = new ArrayList<>();
        for (String user : waitedOn) {
            StoredReminder old = kept.get(user);
            if (old != null && !user.equals(actor) && old.intervalMinutes() == interval.orElse(0)) {
                rows.add(old);
                continue;
            }
            // Waited on since they last acted: a player who just acted hasn't kept the game waiting.
            Instant since = old == null || user.equals(actor) ? now : old.waitingSince();
            rows.add(new StoredReminder(record.id(), user, record.channelId(), record.hostUserId(), since,
                    interval.isPresent() ? now.plus(Duration.ofMinutes(interval.getAsInt())) : null,
                    interval.orElse(0), 0, stallAt(now, interval)));
        }
        return rows;
    }

    /** When the host hears that a wait whose reminders begin now stalled, fixed for that wait; none when reminders are off. */
    private static Instant stallAt(Instant now, OptionalInt interval) {
        return interval.isPresent() ? ReminderScheduler.stallDue(now, interval.getAsInt()) : null;
    }

    /** Sets the game's reminder interval (0: off); reminders start afresh from now. */
    public void setInterval(GameRecord record, Game game, int hours) {
        settle();
        if (hours < 0 || hours > MAX_HOURS) {
            throw new PlayerError("`remind:` takes a number of hours from 1 to " + MAX_HOURS + " (six days), or 0 for off.");
        }
        OptionalInt minutes = hours == 0 ? OptionalInt.empty() : OptionalInt.of(hours * 60);
        Instant now = clock.instant();
        try {
            List<StoredReminder> before = store.waiting(record.id());
            List<StoredReminder> rows = before.stream().map(old -> new StoredReminder(old.gameId(), old.userId(),
                    old.channelId(), old.hostUserId(), old.waitingSince(),
                    minutes.isPresent() ? now.plus(Duration.ofMinutes(minutes.getAsInt())) : null,
                    minutes.orElse(0), 0, stallAt(now, minutes))).toList();
            // An imported game with seats still to take waits for nobody yet (game.SeatsToTake).
            if (before.isEmpty() && record.open() && record.seatsToTake().isEmpty()) {
                rows = rows(record, Waited.on(game), List.of(), null, minutes, now);
            }
            store.setInterval(record.id(), minutes, rows);
        } catch (StoreException e) {
            throw new IllegalStateException("could not set the reminder interval: " + e.getMessage(), e);
        }
    }

    /** The game's reminder interval in hours, 0 when off. */
    public int intervalHours(GameRecord record) {
        try {
            return store.interval(record.id()).orElse(0) / 60;
        } catch (StoreException e) {
            throw new IllegalStateException("could not read the reminder interval: " + e.getMessage(), e);
        }
    }

    /**
     * Puts off the player's next reminder in this game by one interval (the game's, not the grown
     * one), never past the time the host is to hear that the game stalled, nor more than six days
     * ahead: snoozing again and again once put the stall notice off for good (a reminders audit,
     * 2026-11-26). The stall notice keeps its time; the reminders left before it come no later.
     *
     * @return when it is now due
     */
    public Instant snooze(GameRecord record, String userId) {
        settle();
        try {
            for (StoredReminder row : store.waiting(record.id())) {
                if (row.userId().equals(userId) && row.due() != null) {
                    Instant now = clock.instant();
                    Instant due = row.due().plus(Duration.ofMinutes(row.intervalMinutes()));
                    Instant stallDue = ReminderScheduler.stallDue(row);
                    // At the stall time itself the host is told instead of the player: past it too.
                    if (!due.isBefore(stallDue)) {
                        throw new PlayerError("Not snoozed: that would put it off past when the host is to hear "
                                + "the game stalled. Take your decision, or ask the host for longer reminders.");
                    }
                    if (due.isAfter(now.plus(ReminderScheduler.LONGEST_GAP))) {
                        Instant from = due.minus(ReminderScheduler.LONGEST_GAP);
                        throw new PlayerError("Not snoozed: a reminder comes at least every six days, and that would "
                                + "put it off longer" + (row.intervalMinutes() < ReminderScheduler.LONGEST_GAP.toMinutes()
                                ? "; it can be from <t:" + from.getEpochSecond() + ":f>." : ".")
                                + " Take your decision, or ask the host for shorter reminders.");
                    }
                    if (store.postpone(row, due)) {
                        return due;
                    }
                }
            }
        } catch (StoreException e) {
            throw new IllegalStateException("could not snooze a reminder: " + e.getMessage(), e);
        }
        throw new PlayerError("You have no reminder to snooze in this game: it is not waiting on you "
                + "(or its reminders are off).");
    }

    /** "Waiting on Vincent for 2 days." for each player the game waits on; empty when nobody. */
    public List<String> waitingLines(GameRecord record, Game game) {
        settle();
        try {
            Instant now = clock.instant();
            return store.waiting(record.id()).stream().map(row -> "Waiting on **" + game.nameOf(row.userId())
                    + "** for " + Durations.words(Duration.between(row.waitingSince(), now)) + ".").toList();
        } catch (StoreException e) {
            log.warn("Could not read who game {} waits on: {}", record.id(), e.getMessage());
            return List.of();
        }
    }

    public StoredPreferences preferences(String userId) {
        try {
            return store.preferences(userId).orElse(StoredPreferences.none(userId));
        } catch (StoreException e) {
            throw new IllegalStateException("could not read a player's preferences: " + e.getMessage(), e);
        }
    }

    /** A player's quiet hours (null: none), their other preferences left as they are. */
    public void saveQuietHours(String userId, QuietHours hours) {
        saving(() -> store.saveQuietHours(userId, hours == null ? null : hours.from().toString(),
                hours == null ? null : hours.to().toString(), hours == null ? null : hours.zone().getId()));
    }

    public void saveDirectMessages(String userId, boolean on) {
        saving(() -> store.saveDirectMessages(userId, on));
    }

    public void saveHeadsUp(String userId, boolean on) {
        saving(() -> store.saveHeadsUp(userId, on));
    }

    private interface Saving {
        void run() throws StoreException;
    }

    private static void saving(Saving work) {
        try {
            work.run();
        } catch (StoreException e) {
            throw new IllegalStateException("could not save a player's preferences: " + e.getMessage(), e);
        }
    }

    /** Whether the server's games open in a thread of their own unless told otherwise. */
    public boolean gameThreads(String guildId) {
        try {
            return store.serverSettings().gameThreads(guildId);
        } catch (StoreException e) {
            log.warn("Could not read the settings of server {}: {}", guildId, e.getMessage());
            return false;
        }
    }

    public void setGameThreads(String guildId, boolean on) {
        try {
            store.serverSettings().setGameThreads(guildId, on);
        } catch (StoreException e) {
            throw new IllegalStateException("could not save a server's settings: " + e.getMessage(), e);
        }
    }

    /** The player's quiet hours, if they set valid ones. */
    static Optional<QuietHours> quietHours(StoredPreferences preferences) {
        if (preferences.quietFrom() == null || preferences.quietTo() == null || preferences.zone() == null) {
            return Optional.empty();
        }
        return Optional.of(QuietHours.stored(preferences.quietFrom(), preferences.quietTo(),
                preferences.zone()));
    }
}
