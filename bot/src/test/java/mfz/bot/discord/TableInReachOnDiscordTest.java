package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.rules.game.Phase;
import net.dv8tion.jda.api.Permission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The table stays in reach (issue 16), through the real JDA client: pinned where the bot may
 * pin (the one it replaces unpinned); elsewhere posted again mid-round when the initiative
 * changes hands after it scrolled away; a Table button under the controls shows it privately.
 */
class TableInReachOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void whereTheBotMayPinItsTableIsPinnedAndTheReplacedOneUnpinned() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(Permission.PIN_MESSAGES.getRawValue());
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.User vincent = world.member(0);
            FakeWorld.Channel channel = world.channel(0);
            RecordedRequest first = TableMessageOnDiscordTest.tableWriteAfter(fake, channel,
                    fake.slash(vincent, channel, "game new", "size", "skirmish"));
            awaitPin(fake, "PUT", channel, first.messageId());

            RecordedRequest second = TableMessageOnDiscordTest.tableWriteAfter(fake, channel,
                    fake.slash(vincent, channel, "game table"));
            awaitPin(fake, "PUT", channel, second.messageId());
            awaitPin(fake, "DELETE", channel, first.messageId());
            assertEquals(List.of(second.messageId()), fake.pinned(channel), "one table pinned, the latest");
            // The replaced table says so, with a link down to the new one (old tables piled up, a phone audit).
            RecordedRequest pointer = fake.await(r -> r.is("PATCH", "channels/" + channel.id() + "/messages/"
                    + first.messageId()) && TableMessageOnDiscordTest.outOfDate(r), "the replaced table marked");
            assertTrue(pointer.body().path("embeds").path(0).path("description").asText().contains("/"
                    + second.messageId() + ")"), pointer.toString());

            // A new game's first table leaves the last game's final table as it stands (a review).
            fake.awaitCallback(fake.slash(vincent, channel, "game end", "confirm", true));
            RecordedRequest third = TableMessageOnDiscordTest.tableWriteAfter(fake, channel,
                    fake.slash(vincent, channel, "game new", "size", "skirmish"));
            awaitPin(fake, "PUT", channel, third.messageId());
            assertTrue(fake.requests().stream().noneMatch(r -> r.path().endsWith("/" + second.messageId())
                    && TableMessageOnDiscordTest.outOfDate(r)), "the last game's table kept");
            assertTrue(fake.takeApiViolations().isEmpty(), "every pin as Discord's API describes it");
        }
    }

    @Test
    void withoutPinsTheTableIsPostedAgainWhenTheInitiativeChangesHandsAfterItScrolledAwayAndTheButtonShowsIt()
            throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), 3, 2)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            table.lobby("skirmish");
            for (int i = 0; i < 200 && table.game().orElseThrow().phase() != Phase.COMBAT; i++) {
                table.play(1);
            }
            long combatFrom = fake.requests().getLast().order();
            for (int i = 0; i < 40 && table.game().isPresent() && table.game().get().round() == 1; i++) {
                table.play(1);
            }
            List<RecordedRequest> writes = fake.channelMessageWrites(channel).stream()
                    .filter(r -> r.order() > combatFrom && r.status() < 300 && isTable(r.body())).toList();
            List<String> posts = new ArrayList<>();
            String previousRound = null;
            for (RecordedRequest write : writes) {
                String round = write.body().get("embeds").get(0).get("title").asText().replaceAll(" · ⏳ \\d+$", "");
                if (write.method().equals("POST") && round.equals(previousRound)) {
                    posts.add(write.messageId());
                }
                previousRound = round;
            }
            assertFalse(posts.isEmpty(), "the table was posted again within a round: " + writes);
            assertTrue(fake.pinned(channel).isEmpty(), "no pins where the bot may not pin");
            assertTrue(fake.requests().stream().noneMatch(r -> r.path().contains("/pins/")), "no pin even tried");

            JsonNode legend = writes.getLast().body().get("embeds").get(0).get("footer").get("text");
            assertTrue(legend.asText().contains("🛡️ defense"), "the legend of the markers: " + legend);

            RecordedRequest announcement = fake.requests().stream()
                    .filter(r -> r.order() > combatFrom && r.status() < 300 && r.body() != null
                            && r.message().toString().contains("game table|private=true"))
                    .reduce((a, b) -> b).orElseThrow(() -> new AssertionError("no Table button under the controls"));
            assertTrue(announcement.message().toString().contains("\"label\":\"Table\""), announcement.toString());
            FakeWorld.User anyone = fake.world().member(1);
            // The last command's table is written after its reply: let it land first.
            TableMessageOnDiscordTest.tableWriteAfter(fake, channel, table.accepted().getLast());
            RecordedRequest shown = table.answer(fake.clickButton(anyone, channel, "game table|private=true"));
            assertTrue(shown.ephemeral(), "only the one who tapped sees it: " + shown);
            assertTrue(isTable(shown.message()), shown.toString());
            assertTrue(fake.channelMessageWrites(channel).stream().noneMatch(r -> r.method().equals("POST")
                    && r.order() > shown.order()), "nothing new in the channel");
        }
    }

    private static void awaitPin(FakeDiscord fake, String method, FakeWorld.Channel channel, String messageId) {
        RecordedRequest pin = fake.await(r -> r.is(method, "channels/" + channel.id() + "/messages/pins/" + messageId),
                method + " of the pin of " + messageId);
        assertEquals(204, pin.status(), pin.toString());
    }

    private static boolean isTable(JsonNode body) {
        return body != null && body.path("embeds").path(0).path("title").asText("").contains("round");
    }
}
