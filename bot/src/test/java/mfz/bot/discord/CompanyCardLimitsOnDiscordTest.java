package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A company built as badly as a player likes (loadouts typed in words, a paragraph pasted into
 * the form) keeps a card Discord takes: the problems and frames are cut to what a message holds,
 * with how many more there are, and {@code /company ready}'s refusal too. Past the limits the
 * card failed after the edit was stored, and the player read "nothing was changed" (an audit).
 */
class CompanyCardLimitsOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aCompanyWithEveryLoadoutUnreadableKeepsACardDiscordTakes() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.standard(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User alice = fake.world().members().get(1);
            assertFalse(fake.awaitCallback(fake.slash(alice, channel, "game new", "size", "skirmish")).ephemeral());
            for (int batch = 0; batch < 4; batch++) {
                int first = batch * 10;
                String lines = IntStream.range(first, first + 10).mapToObj(i -> "Anvil-" + i
                        + ": blue green yellow red direct").collect(Collectors.joining("; "));
                RecordedRequest card = fake.awaitCallback(fake.slash(alice, channel, "company frames", "frames", lines));
                assertTrue(card.status() < 300, card.toString());
                JsonNode embed = card.message().path("embeds").path(0);
                assertTrue(embed.path("title").asText().endsWith("'s company"), "the card, not an apology: "
                        + card.message());
            }
            JsonNode embed = fake.awaitCallback(fake.slash(alice, channel, "company show")).message().path("embeds")
                    .path(0);
            assertTrue(embed.path("description").asText().contains("more"), embed.toString());
            assertTrue(embed.path("fields").path(0).path("value").asText().endsWith("more"), embed.toString());

            for (int i = 0; i < 45; i++) {
                RecordedRequest station = fake.awaitCallback(fake.slash(alice, channel, "company station", "name",
                        "Station-" + i + "-of-a-long-long-name"));
                assertTrue(station.status() < 300, station.toString());
            }
            JsonNode stations = fake.awaitCallback(fake.slash(alice, channel, "company show")).message().path("embeds")
                    .path(0).path("fields").path(1);
            assertEquals("Stations", stations.path("name").asText(), stations.toString());
            assertTrue(stations.path("value").asText().length() <= 1024 && stations.path("value").asText().endsWith("more"),
                    stations.toString());

            RecordedRequest ready = fake.awaitCallback(fake.slash(alice, channel, "company ready"));
            String refusal = ready.message().path("content").asText();
            assertTrue(ready.ephemeral() && refusal.contains("isn't valid yet") && refusal.length() <= 2000, refusal);
            assertEquals(List.of(), fake.takeApiViolations(), "Discord would refuse none of the bot's requests");
        }
    }
}
