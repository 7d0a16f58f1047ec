package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole game before combat, three players, through the real JDA client against the fake
 * Discord: after {@code /game new}, only the buttons, menus and forms the bot's own replies
 * carry (read from what it sent), to the end of deployment: options, companies (frames and
 * stations by forms), readiness and the start. Checks the replies, who is pinged, refusals of foreign and stale taps, and that
 * the channel's table message is edited in place between re-posts at each new phase.
 */
class PreCombatGameOnDiscordTest {

    @TempDir
    Path dir;

    private FakeDiscord fake;
    private FakeWorld.Channel channel;
    /** Placements accepted from a menu during deployment, frames and stations alike. */
    private int placedFromMenus;
    /** Placements that edited the card they were tapped on (the same placer going on in the same step). */
    private int placementsEdited;

    @Test
    void threePlayersGoFromGameNewToRoundOneWithButtonsAndMenus() throws Exception {
        try (FakeDiscord started = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN)) {
            fake = started;
            channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            FakeWorld.User bruno = fake.world().member(2);
            try (RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
                JsonNode opened = publicReply(fake.slash(vincent, channel, "game new", "size", "skirmish", "ssr", 0));
                String join = button(opened, "Join");
                assertEquals("game join", join);
                // Tapped on the lobby's card, a join edits that card: one lobby on a phone, not one a join.
                JsonNode aliceIn = edited(fake.clickButton(alice, channel, join, opened));
                assertTrue(aliceIn.get("content").asText().contains("alice"), aliceIn.toString());
                JsonNode joined = edited(fake.clickButton(bruno, channel, join, aliceIn));
                assertTrue(joined.get("content").asText().contains("bruno"), joined.toString());

                // The host's options by menu: one choice, one change, on the lobby's card with its controls again.
                JsonNode options = controls(joined).stream().filter(c -> c.path("placeholder").asText()
                        .startsWith("Host: the game's options")).findFirst().orElseThrow();
                String clock = StreamSupport.stream(options.get("options").spliterator(), false)
                        .filter(o -> o.get("label").asText().equals("Doomsday clock: starts at 8")).findFirst()
                        .orElseThrow().get("value").asText();
                RecordedRequest notHost = callback(fake.select(alice, channel, options.get("custom_id").asText(), clock));
                assertTrue(notHost.ephemeral(), "only the host sets options: " + notHost);
                joined = edited(fake.select(vincent, channel, options.get("custom_id").asText(), joined, clock));
                assertTrue(joined.get("content").asText().contains("8"), joined.toString());

                // Vincent and alice bring the same small company (a tie for highest score); bruno a bigger one.
                JsonNode vincentsCard = company(joined, vincent, "Anvil", "B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
                company(joined, alice, "Fang", "B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
                company(joined, bruno, "Oak", "B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd", "B Y Ra");
                // Ready tapped on one's private company card: a line in the channel, not another lobby card
                // with every control again (the lobby card above keeps them, and stays tappable).
                JsonNode readyLine = publicReply(fake.clickButton(vincent, channel, button(vincentsCard, "Ready"),
                        vincentsCard));
                // (and only that: whose readies are still awaited is the lobby card's to say, this line stays as it is)
                assertEquals("**vincent** declared their company ready.", readyLine.get("content").asText(),
                        readyLine.toString());
                assertTrue(controls(readyLine).isEmpty(), "the lobby's controls stay on its card: " + readyLine);
                String ready = button(joined, "My company is ready");
                JsonNode lobby = edited(fake.clickButton(alice, channel, ready, joined));
                assertTrue(lobby.get("content").asText().contains("**alice** joined the game.")
                        && lobby.get("content").asText().contains("**alice** declared their company ready."),
                        "the card keeps what happened in the lobby: " + lobby);
                // The last ready pings the host: a new message, as an edit's mention notifies nobody (a phone review).
                SentInteraction lastReady = fake.clickButton(bruno, channel, ready, lobby);
                lobby = publicReply(lastReady);
                assertTrue(lobby.get("content").asText().endsWith("**bruno** declared their company ready.\n👉 <@"
                        + vincent.id() + "> every company is ready: tap **Start (host)** when you are, or type `/game "
                        + "start`."), lobby.toString());
                assertEquals("[\"" + vincent.id() + "\"]", lobby.get("allowed_mentions").get("users").toString());
                // The card it leaves loses its controls: they are on the new one.
                assertTrue(controlsCleared(lastReady), "the older lobby card's controls are taken off");

                capture(lobby);
                String startButton = button(lobby, "Start (host)");
                RecordedRequest notTheHost = callback(fake.clickButton(bruno, channel, startButton));
                assertTrue(notTheHost.ephemeral(), "only the host starts: " + notTheHost);
                SentInteraction start = fake.clickButton(vincent, channel, startButton, lobby);
                RecordedRequest startReply = callback(start);
                JsonNode bidding = startReply.message();
                String content = bidding.get("content").asText();
                assertTrue(content.contains("Tie for highest score between"), content);
                // The lobby's card keeps no controls into the game (a phone review: it kept them all game).
                assertTrue(controlsCleared(start), "the lobby card's controls are taken off at the start");
                String chooser = mentioned(content);
                FakeWorld.User first = chooser.equals(vincent.id()) ? vincent : alice;
                FakeWorld.User second = first == vincent ? alice : vincent;
                assertTrue(bidding.get("allowed_mentions").get("parse").isEmpty(), bidding.toString());
                assertEquals("[\"" + chooser + "\"]", bidding.get("allowed_mentions").get("users").toString(),
                        "the chooser is pinged, nobody else");
                String defer = button(bidding, "Defer");
                assertTrue(defer.contains("for=" + first.id()), defer);

                RecordedRequest foreign = callback(fake.clickButton(bruno, channel, defer));
                assertTrue(foreign.ephemeral());
                assertTrue(foreign.message().get("content").asText().startsWith("That button is for <@" + first.id()),
                        foreign.toString());
                JsonNode deferred = publicReply(fake.clickButton(first, channel, defer));
                assertTrue(deferred.get("content").asText().contains("<@" + second.id() + ">"), deferred.toString());
                RecordedRequest stale = callback(fake.clickButton(first, channel, defer));
                assertTrue(stale.ephemeral());
                assertTrue(stale.message().get("content").asText().startsWith("That button is out of date"),
                        stale.toString());

                // A frame of one's own: its button opens a form taking its name and systems in one line.
                String own = controls(deferred).stream().filter(c -> c.path("label").asText()
                        .equals("Add a frame of my own…")).findFirst().orElseThrow().get("custom_id").asText();
                RecordedRequest asked = fake.awaitCallback(fake.clickButton(second, channel, own));
                assertEquals(9, asked.callbackType(), "the button opens a form: " + asked);
                JsonNode form = asked.body().get("data");
                String box = form.get("components").get(0).get("component").get("custom_id").asText();
                JsonNode settled = publicReply(fake.submitForm(second, channel, form.get("custom_id").asText(),
                        Map.of(box, "Extra: B G Y Rd")));
                assertTrue(settled.get("content").asText().contains("Deployment step 1"), settled.toString());

                String approve = button(settled, "Approve the terrain");
                // Step 1 is everyone's at once: an approval edits its card, as the lobby's; the last opens step 2.
                JsonNode latest = edited(fake.clickButton(vincent, channel, approve, settled));
                latest = edited(fake.clickButton(alice, channel, approve, latest));
                assertTrue(latest.get("content").asText().endsWith("**vincent** approves the terrain.\n"
                        + "**alice** approves the terrain.\n👉 Still to approve: bruno."), "whom it waits on, once, at "
                        + "its foot: " + latest);
                SentInteraction lastApproval = fake.clickButton(bruno, channel, approve, latest);
                latest = publicReply(lastApproval);
                assertTrue(controlsCleared(lastApproval), "the terrain's card keeps no controls into step 2");
                assertTrue(latest.get("content").asText().contains("Deployment step 2"), latest.toString());

                latest = deploy(latest, List.of(vincent, alice, bruno));
                // The new message says who decides; the placement's card it answered is finished
                // with what happened, the start of round 1 included.
                assertTrue(latest.get("content").asText().contains("holds the initiative"), latest.toString());
                // ... and what to tap (a phone review: the ping beside a frame's menu and its Turn button said neither)
                assertTrue(latest.get("content").asText().contains("holds the initiative: pick a target below, or a "
                        + "frame's Turn button for more choices"), latest.toString());
                assertTrue(fake.await(w -> w.method().equals("PATCH") && w.body() != null
                        && w.body().path("content").asText().contains("**Round 1** begins"), "the card finished")
                        .body().path("components").isEmpty(), "the finished card says so, with no controls left");
                assertEquals(4 + 5 + 5 + 3 * 2, placedFromMenus, "every frame (one added in bidding) and station");
                assertTrue(placementsEdited >= 4, "the defender's stations and frames edit one card: " + placementsEdited);
            }
            assertTableEditedInPlaceBetweenReposts();
        }
    }

    /** Plays deployment through the controls of each new reply until combat begins. */
    private JsonNode deploy(JsonNode reply, List<FakeWorld.User> players) {
        JsonNode latest = reply;
        for (int moves = 0; moves < 60; moves++) {
            if (latest.get("content").asText().contains("holds the initiative")) {
                return latest;
            }
            JsonNode next = null;
            for (JsonNode control : controls(latest)) {
                String id = control.get("custom_id").asText();
                FakeWorld.User placer = players.stream().filter(p -> id.contains("for=" + p.id())).findFirst()
                        .orElseThrow(() -> new AssertionError("a placement control for one player: " + id));
                RecordedRequest answer = fake.awaitCallback(control.get("type").asInt() == 3
                        ? fake.select(placer, channel, id, latest, control.get("options").get(0).get("value").asText())
                        : fake.clickButton(placer, channel, id, latest));
                if (!answer.ephemeral()) {
                    placedFromMenus += control.get("type").asInt() == 3 ? 1 : 0;
                    next = answer.message();
                    // The same placer placing again edits the card they tapped (Discord's UPDATE_MESSAGE);
                    // a new placer gets a new message, which pings them.
                    boolean samePlacer = owner(latest) != null && owner(latest).equals(owner(next));
                    assertTrue(answer.callbackType() != 7 || samePlacer, answer.toString());
                    placementsEdited += answer.callbackType() == 7 ? 1 : 0;
                    assertPingsTheNextPlacer(next, answer.callbackType() == 7);
                    break;
                }
                // Refused by the rules (such as a third frame in step 2): the other controls are still current.
            }
            assertNotNull(next, "some control of this reply moves the game on: " + latest);
            latest = next;
        }
        throw new AssertionError("deployment did not end: " + latest);
    }

    /** A new placer is pinged once, when their turn comes; the same placer is not pinged again. */
    private static void assertPingsTheNextPlacer(JsonNode after, boolean edited) {
        String placerAfter = owner(after);
        String content = after.get("content").asText();
        if (edited) {
            assertFalse(content.contains("your placement"), "the edited card drops its prompt: " + content);
            // ... and says what is left at its foot (a phone review: it ended on what was just placed)
            assertTrue(content.matches("(?s).*\n👉 Still to place: [^\n]*; choose below\\.$"), content);
            return;
        }
        // A new message for a placer is a new step or a new placer: it pings them (the same placer going
        // on edits their card, above)
        if (placerAfter != null && !content.contains("holds the initiative")) {
            assertTrue(content.contains("<@" + placerAfter + "> your placement"), content);
        } else {
            assertFalse(content.contains("your placement"), content);
        }
    }

    /** Whom a reply's controls are for (null when they are for everyone, or there are none). */
    private static String owner(JsonNode message) {
        return controls(message).stream().map(c -> c.get("custom_id").asText())
                .map(id -> Pattern.compile("\\|for=(\\d+)").matcher(id))
                .filter(Matcher::find).map(m -> m.group(1)).findFirst().orElse(null);
    }

    /**
     * Builds a company by tapping, as on a phone: the lobby's "My company…" opens the private
     * card, whose "Add frames…" and "Add a station…" open forms; returns the card as it then stands.
     */
    private JsonNode company(JsonNode lobby, FakeWorld.User player, String prefix, String... loadouts) {
        RecordedRequest card = callback(fake.clickButton(player, channel, button(lobby, "My company…")));
        assertTrue(card.ephemeral(), "the company card is private: " + card);
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < loadouts.length; i++) {
            lines.append(prefix).append('-').append(i + 1).append(": ").append(loadouts[i]).append('\n');
        }
        RecordedRequest built = submit(player, button(card.message(), "Add frames…"), lines.toString());
        assertTrue(built.ephemeral(), "companies are built privately: " + built);
        for (String station : List.of("1", "2")) {
            built = submit(player, button(built.message(), "Add a station…"), prefix + "-S" + station);
            assertTrue(built.ephemeral(), built.toString());
        }
        assertTrue(built.message().toString().contains(prefix + "-S2"), built.toString());
        return built.message();
    }

    /** Taps a button that opens a form and fills its one text box. */
    private RecordedRequest submit(FakeWorld.User player, String button, String text) {
        RecordedRequest asked = fake.awaitCallback(fake.clickButton(player, channel, button));
        assertEquals(9, asked.callbackType(), "the button opens a form: " + asked);
        JsonNode form = asked.body().get("data");
        String box = form.get("components").get(0).get("component").get("custom_id").asText();
        return callback(fake.submitForm(player, channel, form.get("custom_id").asText(), Map.of(box, text)));
    }

    private void assertTableEditedInPlaceBetweenReposts() {
        // (a replaced table marked out of date, linking down to the new one, is no write of the table)
        List<RecordedRequest> writes = fake.channelMessageWrites(channel).stream()
                .filter(write -> !TableMessageOnDiscordTest.outOfDate(write)).toList();
        String current = null;
        int posts = 0;
        for (RecordedRequest write : writes) {
            if (write.method().equals("POST")) {
                current = write.messageId();
                posts++;
            } else {
                assertEquals("channels/" + channel.id() + "/messages/" + current, write.path(),
                        "every edit is of the newest table message");
            }
            assertEquals(200, write.status(), write.toString());
        }
        assertEquals(4, posts, "posted by /game new, then at bidding, deployment and round 1; else edited");
        assertTrue(writes.size() > posts + 10, "mostly edits: " + writes.size());
        assertTrue(writes.getLast().body().toString().contains("round 1"), writes.getLast().toString());
    }

    /** Whether the card this tap came from had its controls taken off (and any prompt at its foot). */
    private boolean controlsCleared(SentInteraction tap) {
        // (edited through the interaction's webhook, as JDA edits a tapped message)
        String card = "/messages/" + tap.payload().get("message").get("id").asText();
        RecordedRequest cleared = fake.await(w -> w.method().equals("PATCH") && w.path().endsWith(card)
                && w.body() != null && w.body().path("components").isEmpty(), "the controls of the card tapped taken off");
        // the card as it is left: the edit's text, or the text it had
        String left = cleared.body().has("content") ? cleared.body().get("content").asText()
                : tap.payload().get("message").get("content").asText();
        return !left.contains("👉");
    }

    private RecordedRequest callback(SentInteraction sent) {
        RecordedRequest reply = fake.awaitCallback(sent);
        assertEquals(4, reply.callbackType(), reply.toString());
        return reply;
    }

    /** The tapped public card, edited in place (Discord's UPDATE_MESSAGE answer). */
    private JsonNode edited(SentInteraction sent) {
        RecordedRequest reply = fake.awaitCallback(sent);
        assertEquals(7, reply.callbackType(), reply.toString());
        return reply.message();
    }

    private JsonNode publicReply(SentInteraction sent) {
        RecordedRequest reply = callback(sent);
        assertFalse(reply.ephemeral(), reply.toString());
        return reply.message();
    }

    /** The custom id of the button whose label starts with this text. */
    private static String button(JsonNode message, String label) {
        return controls(message).stream().filter(c -> c.get("type").asInt() == 2)
                .filter(c -> c.get("label").asText().startsWith(label)).findFirst()
                .map(c -> c.get("custom_id").asText())
                .orElseThrow(() -> new AssertionError("no button " + label + " in " + message));
    }

    private static List<JsonNode> controls(JsonNode message) {
        List<JsonNode> controls = new ArrayList<>();
        for (JsonNode row : message.path("components")) {
            row.path("components").forEach(controls::add);
        }
        return controls;
    }

    private static String mentioned(String content) {
        Matcher m = Pattern.compile("<@(\\d+)>").matcher(content);
        return Optional.of(m).filter(Matcher::find).map(x -> x.group(1))
                .orElseThrow(() -> new AssertionError("nobody mentioned in " + content));
    }

    /** With {@code -Dphones.capture.lobby=FILE}: the lobby card, for tools/phones/draw.py. */
    private static void capture(JsonNode lobby) throws IOException {
        String file = System.getProperty("phones.capture.lobby");
        if (file != null) {
            ObjectMapper json = new ObjectMapper();
            var entry = json.createObjectNode().put("edit", false).put("ephemeral", false);
            entry.set("message", lobby);
            Files.writeString(Path.of(file), json.createArrayNode().add(entry).toString());
        }
    }
}
