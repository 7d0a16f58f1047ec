package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30 on Discord, through the real JDA client and the fake Discord: the host seats the bot,
 * and a demo game is played to doomsday by one person tapping and the bot's seat answering in
 * the channel. The seat's actions are posted as a player's announcements are (with the next
 * player's controls and a ping for them, never for the seat), the table message shows its
 * frames, and nobody else can start the game alone with bots.
 */
class SeatOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aPersonTapsAWholeGameAgainstTheBotsSeat() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30, Map.of("MFZ_SEAT_DELAY_MS", "0"))) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo", "doomsday", 3));
            RecordedRequest refused = fake.awaitCallback(fake.slash(alice, channel, "game seat", "strength", "easy"));
            assertTrue(refused.ephemeral() && refused.message().get("content").asText().contains("Only the host"),
                    refused.toString());
            RecordedRequest seated = fake.awaitCallback(fake.slash(vincent, channel, "game seat", "strength", "hard"));
            String said = seated.message().get("content").asText();
            assertFalse(seated.ephemeral(), said);
            assertTrue(said.contains("Rook (bot)** joined the game") && said.contains("declared their company ready"), said);
            assertFalse(said.contains("Rook-1"), "its company stays secret until the start: " + said);

            fake.awaitCallback(fake.slash(vincent, channel, "company frames", "frames",
                    "Anvil-1: B G Rh Rh ssr:3; Anvil-2: B G Y Rd"));
            fake.awaitCallback(fake.slash(vincent, channel, "company ready"));
            JsonNode latest = fake.awaitCallback(fake.slash(vincent, channel, "game start")).message();
            long startedAt = fake.requests().getLast().order();
            List<String> seatSaid = playToDoomsday(fake, channel, vincent, latest);
            PhoneCapture.channelIfAsked("seat-game", fake.requests(), channel, startedAt);
            oneMessageForTheSeatsActionsInARow(fake, channel, startedAt);
            String all = String.join("\n", seatSaid);
            assertTrue(all.contains("Rook-1") || all.contains("Rook-2"), "the seat's frames acted: " + all);
            assertTrue(seatSaid.stream().anyMatch(t -> t.contains("<@" + vincent.id() + ">")),
                    "the seat's announcement pings the person when it is their turn: " + all);
            String table = fake.channelMessageWrites(channel).stream().filter(r -> !TableMessageOnDiscordTest.outOfDate(r))
                    .toList().getLast().body().toString();
            assertTrue(table.contains("Rook (bot)"), "the table shows the seat: " + table);

            // The rematch seats the bot again, and its seat plays it as it did the first game.
            RecordedRequest rematch = fake.awaitCallback(fake.slash(vincent, channel, "game rematch"));
            assertTrue(rematch.message().get("content").asText().contains("Rook (bot)"), rematch.toString());
            fake.awaitCallback(fake.slash(vincent, channel, "company frames", "frames",
                    "Anvil-1: B G Rh Rh ssr:3; Anvil-2: B G Y Rd"));
            fake.awaitCallback(fake.slash(vincent, channel, "company ready"));
            RecordedRequest started = fake.awaitCallback(fake.slash(vincent, channel, "game start"));
            assertFalse(started.ephemeral(), "the seat readied its company by itself: " + started);
            List<String> again = playToDoomsday(fake, channel, vincent, started.message());
            assertTrue(String.join("\n", again).matches("(?s).*Rook-[12].*"), "the seat plays the rematch: " + again);
            assertEquals(List.of(), fake.takeApiViolations());
        }
    }

    /**
     * Plays the game to doomsday: the person taps their first control by {@link #preference},
     * and the seat's announcements are waited for in the channel. Returns what the seat said.
     */
    private static List<String> playToDoomsday(FakeDiscord fake, FakeWorld.Channel channel, FakeWorld.User vincent,
                                               JsonNode latest) {
        TappedGame taps = new TappedGame(fake, channel, List.of(vincent));
        long seen = fake.requests().getLast().order();
        List<String> seatSaid = new ArrayList<>();
        for (int step = 0; !latest.path("content").asText().contains("Doomsday!"); step++) {
            assertTrue(step < 300, "the game ends: " + seatSaid);
            List<JsonNode> mine = TappedGame.controls(latest).stream()
                    .filter(c -> c.get("custom_id").asText().contains("|for=" + vincent.id()))
                    .sorted(Comparator.comparingInt(SeatOnDiscordTest::preference)).toList();
            if (!mine.isEmpty()) {
                RecordedRequest answer = taps.press(vincent, mine.getFirst(), latest);
                if (answer.ephemeral()) {
                    answer = taps.press(vincent, TappedGame.controls(answer.message()).getFirst(), answer.message());
                }
                assertFalse(answer.ephemeral(), answer.toString());
                // The seat's own controls are nobody's to tap (the seat audit: one said "that button is for <@bot-…>").
                assertTrue(TappedGame.controls(answer.message()).stream()
                        .noneMatch(c -> c.get("custom_id").asText().contains("|for=bot-")), answer.toString());
                latest = answer.message();
                seen = answer.order();
                continue;
            }
            // The seat decides: its announcement is posted in the channel, as a player's would be.
            long after = seen;
            RecordedRequest posted = fake.await(r -> r.order() > after && r.is("POST", "channels/" + channel.id()
                    + "/messages") && !r.body().path("content").asText().isEmpty(), "the bot seat's announcement");
            seen = posted.order();
            latest = posted.body();
            String text = latest.get("content").asText();
            seatSaid.add(text);
            assertFalse(text.contains("<@bot-"), "a seat is named, never pinged: " + text);
            assertFalse(posted.body().path("allowed_mentions").toString().contains("bot-"), posted.toString());
        }
        return seatSaid;
    }

    /**
     * A skirmish's deployment against a seat, tapped: a person's placement that hands the game to the
     * seat ends on the card they tapped (it was a message of its own, the card left unfinished above
     * it: a seat review), and the seat's placements in a row share one message.
     */
    @Test
    void aPersonsPlacementBeforeTheSeatsEndsOnTheirCard() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30, Map.of("MFZ_SEAT_DELAY_MS", "0"))) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            RecordedRequest start = SeatWakesAfterRestartOnDiscordTest.startAgainstASeat(fake, channel, vincent);
            assertFalse(start.ephemeral(), start.toString());
            // The seat agrees to the terrain last, once the person has: nothing of it comes before (a phone review:
            // its approval posted a second card of the step's controls), and its approval joins the person's card.
            JsonNode latest = start.message();
            TappedGame taps = new TappedGame(fake, channel, List.of(vincent));
            long seen = start.order();
            Thread.sleep(300);
            assertTrue(fake.requests().stream().noneMatch(r -> r.order() > start.order()
                    && r.body() != null && r.body().toString().contains("approves the terrain")), "the seat waits");
            boolean approved = false;
            List<RecordedRequest> handedOver = new ArrayList<>();
            for (int step = 0; !latest.path("content").asText().contains("holds the initiative"); step++) {
                assertTrue(step < 60, latest.toString());
                boolean approving = !approved;
                List<JsonNode> mine = TappedGame.controls(latest).stream().filter(c -> c.get("custom_id").asText()
                        .contains("|for=" + vincent.id()) || approving && c.get("custom_id").asText()
                        .equals("deploy done|step=terrain")).toList();
                if (!mine.isEmpty()) {
                    approved = true;
                    RecordedRequest answer = taps.press(vincent, mine.getFirst(), latest);
                    assertFalse(answer.ephemeral(), answer.toString());
                    // (off the map the step says the host sets the seat's pieces down, and where)
                    if (answer.message().path("content").asText().contains("**Rook (bot)**'s turn")) {
                        handedOver.add(answer);
                    }
                    latest = answer.message();
                    seen = answer.order();
                    continue;
                }
                long after = seen;
                RecordedRequest posted = fake.await(r -> r.order() > after && r.is("POST", "channels/" + channel.id()
                        + "/messages") && !r.body().path("content").asText().isEmpty(), "the seat's placement");
                seen = posted.order();
                latest = posted.body();
            }
            PhoneCapture.channelIfAsked("seat-deploy", fake.requests(), channel, start.order());
            assertFalse(handedOver.isEmpty(), "the person's placements handed the game to the seat");
            // one attacker: nobody to alternate with (a phone review)
            assertTrue(fake.requests().stream().noneMatch(r -> r.order() > start.order()
                    && r.body() != null && r.body().toString().contains("alternating")), "no alternating with oneself");
            assertTrue(fake.requests().stream().anyMatch(r -> r.body() != null && r.body().toString()
                    .contains("the attacker places its remaining frames")), "step 4's words");
            assertTrue(handedOver.stream().allMatch(r -> r.callbackType() == 7), "each on the card tapped: " + handedOver);
            long from = start.order();
            // (the table message, posted anew now and then as the channel grows, is not counted: it has no text)
            String messages = "channels/" + channel.id() + "/messages";
            long posts = fake.requests().stream().filter(r -> r.order() > from && (r.is("POST", messages)
                    && !r.body().path("content").asText().isEmpty()
                    || r.path().endsWith("/callback") && r.callbackType() == 4 && !r.ephemeral())).count();
            assertEquals(4, posts, "messages after the start's, to round 1 (five with it)");
            // the seat's placements in a row share one message
            assertEquals(1, fake.requests().stream().filter(r -> r.order() > from && r.is("POST", messages)
                    && r.body().path("content").asText().startsWith("Rook's **Rook-")).count());
        }
    }

    /**
     * The seat audit (2026-11-26): the host's undo of the seat's action was redone by the action
     * the seat had already scheduled, and once undone the seat waited for a public command (a
     * game waiting on it then stalled, though the reminder says `/game table` wakes it).
     */
    @Test
    void anUndoneSeatActionStaysUndoneUntilTheNextCommandWakesTheSeat() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30,
                     Map.of("MFZ_SEAT_DELAY_MS", "400"))) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo", "doomsday", 3));
            fake.awaitCallback(fake.slash(vincent, channel, "game seat", "strength", "easy"));
            fake.awaitCallback(fake.slash(vincent, channel, "company frames", "frames",
                    "Anvil-1: B G Rh Rh ssr:3; Anvil-2: B G Y Rd"));
            fake.awaitCallback(fake.slash(vincent, channel, "company ready"));
            JsonNode latest = fake.awaitCallback(fake.slash(vincent, channel, "game start")).message();
            TappedGame taps = new TappedGame(fake, channel, List.of(vincent));
            long seen = fake.requests().getLast().order();
            while (true) {
                List<JsonNode> mine = TappedGame.controls(latest).stream()
                        .filter(c -> c.get("custom_id").asText().contains("|for=" + vincent.id()))
                        .sorted(Comparator.comparingInt(SeatOnDiscordTest::preference)).toList();
                if (mine.isEmpty()) {
                    break;
                }
                RecordedRequest answer = taps.press(vincent, mine.getFirst(), latest);
                latest = answer.message();
                seen = answer.order();
            }
            long before = seen;
            fake.await(r -> seatPost(r, channel, before), "the seat's first action");
            // Someone else's undo is refused and takes nothing back: the seat goes on (a review found
            // a refused undo dropped the seat's next action too).
            RecordedRequest refusedUndo = fake.awaitCallback(fake.slash(fake.world().member(1), channel, "game undo"));
            assertTrue(refusedUndo.ephemeral(), refusedUndo.toString());
            long refusedAt = refusedUndo.order();
            fake.await(r -> seatPost(r, channel, refusedAt), "the seat's next action after a refused undo");
            RecordedRequest undone = fake.awaitCallback(fake.slash(vincent, channel, "game undo"));
            assertTrue(undone.message().get("content").asText().contains("took back"), undone.toString());
            // The seats wait after an undo: it says whom the game waits on, a seat too (a review: a
            // hand-off to a seat dropped that line, and nothing said the game waits on the seat).
            assertTrue(undone.message().get("content").asText().contains("👉 **Rook (bot)**"), undone.toString());
            long afterUndo = undone.order();
            Thread.sleep(900); // more than twice the seat's 400 ms pause
            assertTrue(fake.requests().stream().noneMatch(r -> seatPost(r, channel, afterUndo)),
                    "the action scheduled before the undo is not run: " + fake.requests().getLast());

            RecordedRequest table = fake.awaitCallback(fake.slash(vincent, channel, "game table"));
            assertTrue(table.ephemeral(), table.toString());
            long asked = table.order();
            fake.await(r -> seatPost(r, channel, asked), "the seat woken by a private /game table");
        }
    }

    /**
     * A player leaving the lobby unreadies every company, the seat's too, and the seat readies
     * again at once, so the host's start goes through (a seat audit feared the seat slept, the
     * leaver being no longer at the table: it doesn't).
     */
    @Test
    void aSeatReadiesAgainWhenAPlayerLeavesTheLobby() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30, Map.of("MFZ_SEAT_DELAY_MS", "0"))) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo", "doomsday", 3));
            fake.awaitCallback(fake.slash(vincent, channel, "game seat", "strength", "easy"));
            fake.awaitCallback(fake.slash(vincent, channel, "company frames", "frames",
                    "Anvil-1: B G Rh Rh ssr:3; Anvil-2: B G Y Rd"));
            RecordedRequest joined = fake.awaitCallback(fake.slash(alice, channel, "game join"));
            long afterJoin = joined.order();
            fake.await(r -> seatPost(r, channel, afterJoin), "the seat readying again after the join");
            RecordedRequest left = fake.awaitCallback(fake.slash(alice, channel, "game leave"));
            assertFalse(left.ephemeral(), left.toString());
            long afterLeave = left.order();
            fake.await(r -> seatPost(r, channel, afterLeave), "the seat readying again after the leave");
            fake.awaitCallback(fake.slash(vincent, channel, "company ready"));
            RecordedRequest started = fake.awaitCallback(fake.slash(vincent, channel, "game start"));
            assertFalse(started.ephemeral(), "the seat was ready: " + started);
        }
    }

    /**
     * A drawing of this game on a phone: each of the seat's actions was a message of its own (a
     * frame turn of the seat's, four notifications), and a person's tap that handed the game to
     * the seat posted a message telling the seat to act. Now the tapped card ends with what it did,
     * and the seat's actions in a row grow one message, until it asks the person something.
     */
    private static void oneMessageForTheSeatsActionsInARow(FakeDiscord fake, FakeWorld.Channel channel, long from) {
        List<RecordedRequest> shown = fake.requests().stream().filter(r -> r.order() > from).toList();
        String messages = "channels/" + channel.id() + "/messages";
        for (RecordedRequest r : shown) {
            String text = r.message().path("content").asText();
            assertFalse(text.startsWith("👉 **Rook (bot)**"), "nobody is told that the seat acts now: " + r);
        }
        Map<String, String> seatMessages = new HashMap<>();
        int grown = 0;
        int handedOver = 0;
        String lastCardEdit = null;
        for (RecordedRequest r : shown) {
            String text = r.body().path("content").asText();
            if (r.path().endsWith("/callback") && r.callbackType() == 7 && !r.ephemeral()) {
                lastCardEdit = r.message().path("content").asText();
            }
            if (r.is("POST", messages) && text.contains("**Rook-") && !text.contains("<@")) {
                seatMessages.put(r.messageId(), text);
            } else if (r.method().equals("PATCH") && r.path().startsWith(messages + "/") && !text.isEmpty()) {
                String id = r.path().substring(r.path().lastIndexOf('/') + 1);
                String before = seatMessages.get(id);
                if (before == null) {
                    // the card of the person who handed the game over, the seat's turn going on in it: below the
                    // text that card's last edit set, never over newer text (a review)
                    assertTrue(lastCardEdit != null && !text.contains("▶️ **Rook-"), "only the seat's own message, "
                            + "or its turn going on in the card that handed it over, gains lines: " + r);
                    before = lastCardEdit;
                    handedOver++;
                }
                assertTrue(text.startsWith(before + "\n") && text.length() <= 2000, "it grows by whole lines: " + r);
                assertTrue(r.body().path("allowed_mentions").path("users").isEmpty(), "and pings nobody: " + r);
                seatMessages.put(id, text);
                grown++;
            }
        }
        assertTrue(grown >= 5, "the seat's actions in a row share a message: " + grown + " edits");
        assertTrue(handedOver > 0, "the seat's turn going on joins the card that handed it over (a phone review)");
        assertTrue(seatMessages.values().stream().anyMatch(t -> t.lines().count() >= 4 && t.contains("⏹️ **Rook-")),
                "a turn's worth of the seat's actions in one message: " + seatMessages.values());
    }

    /** A message the bot posted on its own in the channel with something said: the seat's (the table's have no text). */
    private static boolean seatPost(RecordedRequest r, FakeWorld.Channel channel, long after) {
        return r.order() > after && r.is("POST", "channels/" + channel.id() + "/messages")
                && !r.body().path("content").asText().isEmpty();
    }

    private static int preference(JsonNode control) {
        String id = control.get("custom_id").asText();
        for (int i = 0; i < TappedGame.PREFERENCE.size(); i++) {
            if (id.startsWith(TappedGame.PREFERENCE.get(i) + "|")) {
                return i;
            }
        }
        return TappedGame.PREFERENCE.size();
    }
}
