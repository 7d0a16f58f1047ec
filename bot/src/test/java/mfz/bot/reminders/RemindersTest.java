package mfz.bot.reminders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import java.util.function.Supplier;
import mfz.bot.commands.GameHarness;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.Play;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.store.StoredPreferences;
import mfz.bot.store.StoredReminder;
import mfz.rules.game.GameQueries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reminders through the real commands on a real SQLite file, with days passing on a test
 * clock and the scheduler ticked by hand, as the production timer would every minute.
 */
class RemindersTest {

    private static final Instant MONDAY_NOON = Instant.parse("2026-01-05T12:00:00Z");

    @TempDir
    Path dir;

    private final TestClock clock = new TestClock(MONDAY_NOON);
    private final List<Notice> sent = new ArrayList<>();

    private GameHarness table() throws Exception {
        return new GameHarness(dir.resolve("mfz.db"), 7, clock, true);
    }

    private ReminderScheduler scheduler(GameHarness table) {
        return new ReminderScheduler(table.reminders(), table.games()::peek, sent::add);
    }

    /** A scheduler whose sender reaches only the channels {@code reaches} says (another process's, or one that throws). */
    private ReminderScheduler scheduler(GameHarness table, Predicate<String> reaches) {
        return scheduler(table, (channelId, guildId) -> reaches.test(channelId));
    }

    /** The same, its sender also told the server of a row's game as the scheduler gives it. */
    private ReminderScheduler scheduler(GameHarness table,
                                        BiPredicate<String, Supplier<String>> reaches) {
        return new ReminderScheduler(table.reminders(), table.games()::peek, new NoticeSender() {
            @Override
            public void send(Notice notice) {
                sent.add(notice);
            }

            @Override
            public boolean reaches(String channelId, Supplier<String> guildId) {
                return reaches.test(channelId, guildId);
            }
        });
    }

    /** Ticks at noon plus this long; returns what went out then. */
    private List<Notice> tickAt(ReminderScheduler scheduler, Duration sinceNoon) {
        int before = sent.size();
        scheduler.tick(MONDAY_NOON.plus(sinceNoon));
        return List.copyOf(sent.subList(before, sent.size()));
    }

    /** The Snooze button of the first reminder, due 2 hours after noon. */
    private Component firstSnooze(ReminderScheduler scheduler) {
        Notice.Reminder first = (Notice.Reminder) tickAt(scheduler, hours(2)).getFirst();
        return first.rows().getFirst().components().getFirst();
    }

    private static Duration hours(double hours) {
        return Duration.ofMinutes(Math.round(hours * 60));
    }

    @Test
    void remindsAtDoublingIntervalsThenReportsTheGameStalledToItsHost() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);

            assertEquals(List.of(), tickAt(scheduler, hours(1.98)));
            Notice first = tickAt(scheduler, hours(2)).getFirst();
            assertTrue(first instanceof Notice.Reminder r && r.userId().equals(placer) && !r.direct(), first.toString());
            assertTrue(first.text().startsWith("<@" + placer + ">") && first.text().contains("2 hours"), first.text());
            assertEquals(GameHarness.CHANNEL, first.channelId());

            assertEquals(List.of(), tickAt(scheduler, hours(5.98)));
            assertEquals(1, tickAt(scheduler, hours(6)).size(), "second after 4 more hours");
            assertEquals(List.of(), tickAt(scheduler, hours(13.98)));
            assertEquals(1, tickAt(scheduler, hours(14)).size(), "third after 8 more hours");
            assertEquals(List.of(), tickAt(scheduler, hours(29.98)));
            List<Notice> stall = tickAt(scheduler, hours(30));
            assertTrue(stall.getFirst() instanceof Notice.Stalled s && s.hostUserId().equals("vincent"), stall.toString());
            assertTrue(stall.getFirst().text().contains("stalled")
                    && stall.getFirst().text().contains(table.game().nameOf(placer)), stall.getFirst().text());
            assertTrue(stall.getFirst().text().endsWith("As the host, you may act for them: their command with `as:` "
                    + "naming them."), "the way on: " + stall.getFirst().text());
            assertEquals(List.of(), tickAt(scheduler, hours(200)), "nothing after the stall notice");
        }
    }

    /**
     * A reminder offers Snooze only when a snooze could be taken (an audit: the third one's, due
     * at the stall notice's time, and every one of {@code remind:49} and more, past six days,
     * were refused every time); each refusal says its own reason.
     */
    @Test
    void snoozeIsOfferedOnlyWhereItCanBeTaken() throws Exception {
        try (GameHarness table = table()) {
            table.deploying();
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);
            assertEquals(1, ((Notice.Reminder) tickAt(scheduler, hours(2)).getFirst()).rows().size(), "the first");
            assertEquals(1, ((Notice.Reminder) tickAt(scheduler, hours(6)).getFirst()).rows().size(), "the second");
            assertEquals(List.of(), ((Notice.Reminder) tickAt(scheduler, hours(14)).getFirst()).rows(),
                    "the third: the next is the stall notice, at 30 hours, which no snooze puts off");
        }
        Files.delete(dir.resolve("mfz.db"));
        try (GameHarness table = table()) {
            table.deploying();
            table.type("vincent", "game options", "remind", "144");
            ReminderScheduler scheduler = scheduler(table);
            assertEquals(List.of(), ((Notice.Reminder) tickAt(scheduler, hours(144)).getFirst()).rows(),
                    "another six days on top of the six days to the next reminder: past the longest gap");
        }
        Files.delete(dir.resolve("mfz.db"));
        try (GameHarness table = table()) {
            String placer = table.deploying();
            table.type("vincent", "game options", "remind", "49");
            ReminderScheduler scheduler = scheduler(table);
            Notice.Reminder first = (Notice.Reminder) tickAt(scheduler, hours(49)).getFirst();
            Component snooze = first.rows().getFirst().components().getFirst();
            // due 98 hours on, 147 once snoozed: more than six days from now, within six days of a later tap
            clock.advance(hours(49));
            String refused = table.tap(placer, snooze).content();
            assertTrue(refused.startsWith("Not snoozed: a reminder comes at least every six days")
                    && refused.contains("it can be from <t:"), refused);
            clock.advance(hours(4));
            assertTrue(table.tap(placer, snooze).content().startsWith("Snoozed"), "later, it is");
        }
    }

    /**
     * An undo puts the game back to waiting on whoever made the undone command, from the undo's
     * time: that player is reminded again, counted from then, and whoever still waits keeps
     * the time their wait began.
     */
    @Test
    void anUndoRemindsWhoeverTheGameWaitsOnAgainFromTheUndo() throws Exception {
        try (GameHarness table = table()) {
            table.started();
            table.type("vincent", "game options", "remind", "2");
            table.type("vincent", "deploy done");
            assertEquals(List.of("meguey"), Waited.on(table.game()));
            clock.advance(hours(1));
            Reply undone = table.type("vincent", "game undo");
            assertTrue(undone.content().contains("took back"), undone.content());
            assertEquals(List.of("vincent", "meguey"), Waited.on(table.game()));
            ReminderScheduler scheduler = scheduler(table);

            List<Notice> atTwo = tickAt(scheduler, hours(2));
            assertEquals(1, atTwo.size(), atTwo.toString());
            assertTrue(atTwo.getFirst() instanceof Notice.Reminder r && r.userId().equals("meguey"), atTwo.toString());
            assertEquals(List.of(), tickAt(scheduler, hours(2.98)), "vincent's wait began again at the undo");
            List<Notice> atThree = tickAt(scheduler, hours(3));
            assertEquals(1, atThree.size(), atThree.toString());
            assertTrue(atThree.getFirst() instanceof Notice.Reminder r && r.userId().equals("vincent")
                    && r.text().contains("2 hours"), atThree.toString());
        }
    }

    /**
     * The terrain waits on every player to approve it, and placed nobody: it was never reminded
     * (an audit, 2026-11-26), so one player who never approved stalled the game unseen. Whoever
     * hasn't approved is reminded; whoever has, isn't.
     */
    @Test
    void aPlayerWhoHasntApprovedTheTerrainIsReminded() throws Exception {
        try (GameHarness table = table()) {
            table.started();
            table.type("vincent", "game options", "remind", "2");
            assertEquals(List.of("vincent", "meguey"), Waited.on(table.game()));
            table.type("vincent", "deploy done");
            assertEquals(List.of("meguey"), Waited.on(table.game()));
            ReminderScheduler scheduler = scheduler(table);
            List<Notice> due = tickAt(scheduler, hours(2));
            assertEquals(1, due.size(), due.toString());
            assertTrue(due.getFirst() instanceof Notice.Reminder r && r.userId().equals("meguey")
                    && due.getFirst().text().contains("approve the terrain"), due.getFirst().text());
        }
    }

    /** The player's quiet hours hold their reminder, never the host's stall notice past its time. */
    @Test
    void thePlayersQuietHoursNeverPutTheStallNoticeOff() throws Exception {
        try (GameHarness table = table()) {
            table.started();
            table.type("meguey", "me quiet", "from", "18:30", "to", "08:00", "zone", "UTC");
            table.type("vincent", "game options", "remind", "1");
            table.type("vincent", "deploy done");
            assertEquals(List.of("meguey"), Waited.on(table.game()));
            ReminderScheduler scheduler = scheduler(table);
            assertEquals(1, tickAt(scheduler, hours(1)).size());
            assertEquals(1, tickAt(scheduler, hours(3)).size());
            assertEquals(List.of(), tickAt(scheduler, hours(7)), "19:00: meguey is quiet until 08:00");
            List<Notice> stall = tickAt(scheduler, hours(15));
            assertTrue(stall.size() == 1 && stall.getFirst() instanceof Notice.Stalled
                    && stall.getFirst().text().contains("through 2 reminders"), "15 hours in, as fixed: " + stall);
        }
    }

    /** Nobody approved the terrain: each is reminded, and the host hears once that the game stalled. */
    @Test
    void aStepStalledOnSeveralPlayersIsReportedOnce() throws Exception {
        try (GameHarness table = table()) {
            table.started();
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);
            assertEquals(2, tickAt(scheduler, hours(2)).size(), "one reminder each");
            tickAt(scheduler, hours(6));
            tickAt(scheduler, hours(14));
            List<Notice> stall = tickAt(scheduler, hours(30));
            assertEquals(1, stall.size(), stall.toString());
            assertTrue(stall.getFirst() instanceof Notice.Stalled s && s.text().contains("approve the terrain"),
                    stall.getFirst().text());
            assertEquals(List.of(), tickAt(scheduler, hours(200)));
        }
    }

    /**
     * A change stored but never told to the reminders (the process stopped between its commit and
     * the telling) left the old player's row and no row for whom the game waits on now: that row,
     * once due, makes the game's rows be worked out again, and the player waited on is reminded.
     */
    @Test
    void aRowLeftByAChangeNeverToldIsMendedWhenItFallsDue() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            table.type("vincent", "game options", "remind", "2");
            String other = placer.equals("vincent") ? "meguey" : "vincent";
            long gameId = table.games().record(GameHarness.CHANNEL).orElseThrow().id();
            StoredReminder real = table.reminders().store().waiting(gameId).getFirst();
            // As a crash would leave it: the row of someone the game no longer waits on, and none for the placer.
            table.reminders().store().replaceWaiting(gameId, List.of(new StoredReminder(gameId, other,
                    real.channelId(), real.hostUserId(), real.waitingSince(), real.due(), real.intervalMinutes(), 0)));
            ReminderScheduler scheduler = scheduler(table);
            assertEquals(List.of(), tickAt(scheduler, hours(2)), "nobody is reminded of a wait that isn't theirs");
            List<StoredReminder> mended = table.reminders().store().waiting(gameId);
            assertEquals(List.of(placer), mended.stream().map(StoredReminder::userId).toList());
            List<Notice> next = tickAt(scheduler, hours(4));
            assertTrue(next.size() == 1 && next.getFirst() instanceof Notice.Reminder r && r.userId().equals(placer),
                    next.toString());
        }
    }

    /**
     * No gap between two notices of a wait passes six days: a game in a thread quiet for a week
     * is archived by Discord, and the doubled gaps of {@code remind:48} (4 days, 8, 16) lost the
     * third reminder and the stall notice there.
     */
    @Test
    void noGapBetweenNoticesPassesSixDays() throws Exception {
        try (GameHarness table = table()) {
            table.deploying();
            table.type("vincent", "game options", "remind", "48");
            ReminderScheduler scheduler = scheduler(table);
            assertEquals(1, tickAt(scheduler, hours(48)).size());
            assertEquals(List.of(), tickAt(scheduler, hours(143.9)));
            assertEquals(1, tickAt(scheduler, hours(144)).size(), "4 days later");
            assertEquals(List.of(), tickAt(scheduler, hours(287.9)));
            assertEquals(1, tickAt(scheduler, hours(288)).size(), "6 days later, not 8");
            List<Notice> stall = tickAt(scheduler, hours(432));
            assertTrue(stall.size() == 1 && stall.getFirst() instanceof Notice.Stalled, "6 days later, not 16: " + stall);
        }
    }

    /**
     * Rows are found by channel, and a row can outlive its game when the write that clears it
     * fails as the game ends (the play-across-days audit, 2026-11-26): the channel's next game,
     * waiting on the same player, was then told "waited 2 hours" of the old wait. Such a row is dropped.
     */
    @Test
    void aReminderLeftFromAnEndedGameIsNeverSentInTheChannelsNextGame() throws Exception {
        try (GameHarness table = table()) {
            table.deploying();
            table.type("vincent", "game options", "remind", "2");
            long ended = table.games().record(GameHarness.CHANNEL).orElseThrow().id();
            List<StoredReminder> rows = table.reminders().store().waiting(ended);
            assertFalse(rows.isEmpty(), "the ended game waited on someone");
            table.type("vincent", "game end", "confirm", "true");
            table.reminders().store().replaceWaiting(ended, rows); // as if clearing them had failed
            table.deploying();
            ReminderScheduler scheduler = scheduler(table);

            assertEquals(List.of(), tickAt(scheduler, hours(2)), "nothing of the ended game's wait is said");
            assertEquals(List.of(), table.reminders().store().waiting(ended).stream()
                    .filter(r -> r.due() != null).toList(), "and its row is done with");
        }
    }

    @Test
    void aGameWaitingOnABotSeatNamesItAndPingsNobody() throws Exception {
        try (GameHarness table = table()) {
            table.type("vincent", "game new", "size", "skirmish", "ssr", "0");
            for (int f = 1; f <= 4; f++) {
                table.type("vincent", "company frame", "name", "Anvil-" + f, "loadout", "B G Y Rd");
            }
            for (String station : List.of("A", "B", "C")) {
                table.type("vincent", "company station", "name", station);
            }
            table.type("vincent", "game seat", "strength", "easy");
            BotSeats seats = new BotSeats(
                    new Play(table.games()));
            for (int i = 0; i < 10 && seats.step("g", GameHarness.CHANNEL).isPresent(); i++) {
                // the seat builds its company and readies it
            }
            table.type("vincent", "company ready");
            table.type("vincent", "game start");
            table.type("vincent", "game options", "remind", "2");
            String seat = table.game().players().stream().map(p -> p.id())
                    .filter(BotSeats::is).findFirst().orElseThrow();
            // Deployment: vincent places where he must (by the menus' first choices), the seat where it
            // must, until the game waits on the seat alone; then the seat is left waiting (as after a restart).
            for (int i = 0; i < 40 && !Waited.on(table.game()).equals(List.of(seat)); i++) {
                if (!seats.step("g", GameHarness.CHANNEL).isPresent()) {
                    Reply card = new Reply("", List.of(), Controls.forGame(table.game(),
                            table.version()), false);
                    Component first = card.rows().getFirst().components().getFirst();
                    table.tap("vincent", first, first instanceof Component.SelectMenu m
                            ? new String[] {m.options().getFirst().value()} : new String[0]);
                }
            }
            assertTrue(Waited.on(table.game()).contains(seat), "the game waits on the seat: "
                    + table.game().phase() + " " + Waited.on(table.game()) + " "
                    + GameQueries.waitingOn(table.game()));
            ReminderScheduler scheduler = scheduler(table);
            List<Notice> due = tickAt(scheduler, hours(2));
            Notice toSeat = due.stream().filter(n -> n instanceof Notice.Reminder r && r.userId().equals(seat))
                    .findFirst().orElseThrow(() -> new AssertionError("no reminder about the seat: " + due));
            assertTrue(!toSeat.text().contains("<@") && toSeat.text().contains(table.game().nameOf(seat))
                    && toSeat.text().contains("wakes it"), toSeat.text());
        }
    }

    @Test
    void aDecisionTakenJustBeforeTheReminderCancelsIt() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);
            clock.advance(hours(1.98));
            Reply placed = table.type(placer, "deploy done", "frame", placer.equals("vincent") ? "Anvil-1" : "Fang-1");
            assertFalse(placed.ephemeral(), placed.content());
            List<String> next = Waited.on(table.game());

            assertEquals(List.of(), tickAt(scheduler, hours(2.5)), "the placer decided in time");
            List<Notice> later = tickAt(scheduler, hours(3.98));
            assertEquals(1, later.size(), later.toString());
            assertTrue(later.getFirst() instanceof Notice.Reminder r && r.userId().equals(next.getFirst())
                    && !r.userId().equals(placer) == !next.getFirst().equals(placer), later.toString());
            assertEquals(placer, next.getFirst(), "the defender places on: still waited on");
            // Waited on since they last acted (an audit, 2026-11-26: it counted from the first wait, 4 hours).
            assertTrue(later.getFirst().text().contains("has waited on you for 2 hours"), later.getFirst().text());
        }
    }

    /** The stall notice pings the host: held back by the host's quiet hours (an audit, 2026-11-26: it wasn't). */
    @Test
    void theStallNoticeWaitsForTheHostsQuietHoursToEnd() throws Exception {
        try (GameHarness table = table()) {
            table.deploying();
            // Reminders at 13:00, 15:00 and 19:00 UTC; the stall at 03:00 UTC, 04:00 in Paris, where the
            // host is quiet from 03:30 to 05:00 (none of the reminders falls inside).
            table.type("vincent", "me quiet", "from", "03:30", "to", "05:00", "zone", "Europe/Paris");
            table.type("vincent", "game options", "remind", "1");
            ReminderScheduler scheduler = scheduler(table);
            for (double at : new double[] {1, 3, 7}) {
                assertEquals(1, tickAt(scheduler, hours(at)).size(), "the reminder at " + at + " h");
            }
            assertEquals(List.of(), tickAt(scheduler, hours(15)), "04:00 in Paris: the host is quiet");
            List<Notice> stall = tickAt(scheduler, hours(16));
            assertTrue(stall.size() == 1 && stall.getFirst() instanceof Notice.Stalled, "05:00 in Paris: " + stall);
        }
    }

    @Test
    void quietHoursHoldTheReminderUntilTheyEnd() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            // Noon UTC is 13:00 in Paris: quiet from 13:30 to 18:00 there covers the due time.
            Reply quiet = table.type(placer, "me quiet", "from", "13:30", "to", "18:00", "zone", "Europe/Paris");
            assertTrue(quiet.content().contains("13:30 to 18:00 (Europe/Paris)"), quiet.content());
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);

            assertEquals(List.of(), tickAt(scheduler, hours(2)), "14:00 in Paris: quiet");
            assertEquals(List.of(), tickAt(scheduler, hours(4.98)));
            assertEquals(1, tickAt(scheduler, hours(5)).size(), "18:00 in Paris: the quiet hours end");
        }
    }

    /** Each /me command sets its own preference: one doesn't put back what another just set (an audit). */
    @Test
    void eachPreferenceIsSetOnItsOwn() throws Exception {
        try (GameHarness table = table()) {
            StoredPreferences read = table.reminders().preferences("p");
            table.type("p", "me quiet", "from", "22:00", "to", "07:00", "zone", "Europe/Paris");
            // Another /me command read the preferences before the quiet hours were set, and writes after.
            table.reminders().store().saveDirectMessages(read.userId(), true);
            table.reminders().store().saveHeadsUp(read.userId(), true);
            StoredPreferences now = table.reminders().preferences("p");
            assertEquals("22:00", now.quietFrom());
            assertTrue(now.directMessages() && now.headsUp(), now.toString());
            table.type("p", "me quiet", "off", "true");
            assertEquals(null, table.reminders().preferences("p").quietFrom());
            assertTrue(table.reminders().preferences("p").directMessages(), "the rest as it was");
        }
    }

    /** A fixed offset kept before such zones were refused still reads: that player's reminders go on, held by it. */
    @Test
    void quietHoursKeptWithAFixedOffsetStillHoldTheReminder() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            // Noon UTC is 13:00 at UTC+01:00: quiet from 13:30 to 18:00 there covers the due time.
            table.reminders().store().saveQuietHours(placer, "13:30", "18:00", "UTC+01:00");
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);
            assertEquals(List.of(), tickAt(scheduler, hours(2)), "14:00 at UTC+1: quiet");
            assertEquals(1, tickAt(scheduler, hours(5)).size(), "18:00 at UTC+1: the quiet hours end");
            assertTrue(table.type(placer, "me quiet").content().contains("UTC+01:00"));
        }
    }

    @Test
    void anUnknownTimeZoneOrTimeIsRefusedAndNothingIsKept() throws Exception {
        try (GameHarness table = table()) {
            String zone = table.type("p", "me quiet", "from", "23:00", "to", "08:00", "zone", "Mars/Olympus").content();
            assertTrue(zone.contains("\"Mars/Olympus\" is not a time zone I know"), zone);
            for (String fixed : List.of("UTC+1", "+02:00", "GMT-5", "Etc/GMT-1", "SystemV/EST5")) {
                String offset = table.type("p", "me quiet", "from", "23:00", "to", "08:00", "zone", fixed).content();
                assertTrue(offset.contains("is a fixed offset, which doesn't follow summer time"), offset);
            }
            String both = table.type("p", "me quiet", "from", "22:00", "to", "07:00", "zone", "Europe/Paris", "off", "true")
                    .content();
            assertTrue(both.contains("`off:` goes alone"), both);
            String time = table.type("p", "me quiet", "from", "late", "to", "08:00", "zone", "UTC").content();
            assertTrue(time.contains("`from:` takes a time of day"), time);
            assertTrue(table.type("p", "me quiet").content().contains("You have no quiet hours"));
        }
    }

    @Test
    void snoozePutsTheNextReminderOffByOneInterval() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);
            Component snooze = firstSnooze(scheduler);
            assertTrue(snooze instanceof Component.Button b && b.label().equals("Snooze 2 hours"), snooze.toString());

            clock.advance(hours(2));
            Reply snoozed = table.tap(placer, snooze);
            assertTrue(snoozed.ephemeral() && snoozed.content().startsWith("Snoozed"), snoozed.content());
            assertEquals(List.of(), tickAt(scheduler, hours(7.98)), "due at 6 hours, put off to 8");
            assertEquals(1, tickAt(scheduler, hours(8)).size());

            String other = placer.equals("vincent") ? "meguey" : "vincent";
            String refused = table.tap(other, snooze).content();
            assertTrue(refused.contains("no reminder to snooze"), refused);
        }
    }

    /** Snoozing again and again puts the next reminder off only until the stall notice's time, 30 hours, which it keeps. */
    @Test
    void snoozesNeverPutTheStallNoticeOff() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler scheduler = scheduler(table);
            Component snooze = firstSnooze(scheduler);
            int snoozed = 0;
            Reply last = null;
            for (int i = 0; i < 20; i++) {
                last = table.tap(placer, snooze);
                if (!last.content().startsWith("Snoozed")) {
                    break;
                }
                snoozed++;
            }
            // to 28 and no further: one landing on 30 itself would come as the host's stall notice, not the reminder
            assertEquals(11, snoozed, "due at 6 hours, put off 2 at a time to 28: " + last.content());
            assertTrue(last.content().startsWith("Not snoozed: that would put it off past when the host"),
                    last.content());
            List<Notice> at30 = tickAt(scheduler, hours(30));
            assertTrue(at30.size() == 1 && at30.getFirst() instanceof Notice.Stalled, "the stall notice keeps its "
                    + "time, 30 hours into the wait, the reminders snoozed away before it: " + at30);
        }
    }

    @Test
    void onlyTheHostSetsRemindersAndTheTableSaysHowLongTheGameWaited() throws Exception {
        try (GameHarness table = table()) {
            String placer = table.deploying();
            String other = placer.equals("vincent") ? "meguey" : "vincent";
            String refused = table.type("meguey", "game options", "remind", "2").content();
            assertTrue(refused.contains("Only the host (vincent) can set reminders"), refused);
            assertTrue(table.type("vincent", "game options", "remind", "999").content().contains("from 1 to 144"));
            assertTrue(table.type("vincent", "game options", "remind", "0").content().contains("turned the reminders off."));
            String atOnce = table.type(other, "game table").content();
            assertTrue(atOnce.contains("Waiting on **" + table.game().nameOf(placer) + "** for under a minute."), atOnce);

            clock.advance(Duration.ofHours(27));
            String shown = table.type(other, "game table").content();
            assertTrue(shown.contains("Waiting on **" + table.game().nameOf(placer) + "** for 27 hours."), shown);
        }
    }

    @Test
    void aProcessThatDoesNotHoldTheChannelsServerLeavesItsReminderToTheOneThatDoes() throws Exception {
        try (GameHarness table = table()) {
            table.deploying();
            table.type("vincent", "game options", "remind", "2");
            // Another shard's process: it doesn't see the channel, so it neither sends nor claims.
            ReminderScheduler elsewhere = scheduler(table, channelId -> false);
            assertEquals(List.of(), tickAt(elsewhere, hours(2)));
            assertEquals(1, tickAt(scheduler(table), hours(2)).size(), "still due for the process that holds it");
        }
    }

    /** Whether a channel it can't find is its own, a process knows from the game's server (DiscordNoticesTest). */
    @Test
    void aSenderThatCantFindTheChannelIsToldTheGamesServer() throws Exception {
        try (GameHarness table = table()) {
            table.deploying();
            table.type("vincent", "game options", "remind", "2");
            List<String> asked = new ArrayList<>();
            ReminderScheduler scheduler = scheduler(table, (channelId, guildId) -> {
                asked.add(guildId.get());
                return false;
            });
            assertEquals(List.of(), tickAt(scheduler, hours(2)));
            assertEquals(List.of("g"), asked);
        }
    }

    /** A sender that throws for a channel (JDA refusing an id it can't read) skips that row; the tick goes on. */
    @Test
    void aChannelTheSenderCantReadCostsItsOwnReminderOnly() throws Exception {
        try (GameHarness table = table()) {
            table.deploying();
            table.type("vincent", "game options", "remind", "2");
            ReminderScheduler throwing = scheduler(table, channelId -> {
                throw new NumberFormatException("not a snowflake: " + channelId);
            });
            assertEquals(0, throwing.tick(MONDAY_NOON.plus(hours(2))), "logged, not thrown");
            assertEquals(1, tickAt(scheduler(table), hours(2)).size(), "still due, for a sender that reaches it");
        }
    }

    @Test
    void aReminderOverdueAcrossARestartGoesOutOnceAndAClaimedOneNeverAgain() throws Exception {
        String placer;
        try (GameHarness table = table()) {
            placer = table.deploying();
            table.type("vincent", "game options", "remind", "2");
        }
        clock.advance(Duration.ofHours(3));
        try (GameHarness restarted = table()) {
            assertEquals(1, tickAt(scheduler(restarted), hours(3)).size(), "overdue: sent at the first tick");
        }
        try (GameHarness again = table()) {
            assertEquals(List.of(), tickAt(scheduler(again), hours(3)), "already claimed before the restart");
            // A claim whose sending fails (the process dies) is not sent again either.
            ReminderScheduler dying = new ReminderScheduler(again.reminders(), again.games()::peek, notice -> {
                throw new IllegalStateException("killed while sending");
            });
            assertEquals(0, dying.tick(MONDAY_NOON.plus(hours(7))));
        }
        try (GameHarness last = table()) {
            assertEquals(List.of(), tickAt(scheduler(last), hours(7)));
            List<Notice> third = tickAt(scheduler(last), hours(15));
            assertTrue(third.size() == 1 && ((Notice.Reminder) third.getFirst()).userId().equals(placer), third.toString());
        }
    }

    @Test
    void quietHoursAndDirectMessagesAreKeptAcrossARestart() throws Exception {
        try (GameHarness table = table()) {
            table.type("p", "me quiet", "from", "23:00", "to", "8:00", "zone", "America/New_York");
            table.type("p", "me dm", "on", "true");
        }
        try (GameHarness restarted = table()) {
            String shown = restarted.type("p", "me quiet").content();
            assertTrue(shown.contains("23:00 to 08:00 (America/New_York)"), shown);
            assertTrue(restarted.reminders().preferences("p").directMessages());
        }
    }
}
