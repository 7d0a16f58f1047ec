package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second step typed rather than tapped ({@code /damage fall frame:?}) stores nothing and
 * its card is already in the channel: its menu goes only to the player who decides, not to
 * the channel as a second copy of the card.
 */
class TypedStepOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aTypedStepIsShownOnlyToThePlayerWhoDecides() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo", "doomsday", 2));
            fake.awaitCallback(fake.slash(vincent, channel, "game options", "elevation", true));
            fake.awaitCallback(fake.slash(alice, channel, "game join"));
            for (FakeWorld.User player : List.of(vincent, alice)) {
                String prefix = player == vincent ? "Anvil" : "Fang";
                fake.awaitCallback(fake.slash(player, channel, "company frames", "frames",
                        prefix + "-1: B G Rh Rh ssr:3; " + prefix + "-2: B G Y Rd"));
                fake.awaitCallback(fake.slash(player, channel, "company ready"));
            }
            fake.awaitCallback(fake.slash(vincent, channel, "game start"));
            JsonNode round = fake.awaitCallback(fake.slash(vincent, channel, "deploy done", "frame", "Anvil-1"))
                    .message();
            for (String frame : List.of("Anvil-2", "Fang-1", "Fang-2")) {
                round = fake.awaitCallback(frame.startsWith("Anvil")
                        ? fake.slash(vincent, channel, "deploy done", "frame", frame)
                        : fake.slash(vincent, channel, "deploy done", "frame", frame, "owner", alice.id())).message();
            }
            round = fake.awaitCallback(fake.slash(vincent, channel, "deploy done")).message();
            assertTrue(round.get("content").asText().contains("**Round 1** begins"), round.toString());
            FakeWorld.User first = round.toString().contains("for=" + vincent.id()) ? vincent : alice;
            FakeWorld.User other = first == vincent ? alice : vincent;

            RecordedRequest step = fake.awaitCallback(fake.slash(first, channel, "damage fall", "frame", "?"));
            assertTrue(step.ephemeral(), "only the player who decides sees the step: " + step);
            assertTrue(step.message().get("content").asText().contains("Which frame fell"), step.toString());
            assertTrue(step.message().toString().contains("damage fall"), "with the fall's menu: " + step);

            RecordedRequest elsewhere = fake.awaitCallback(fake.slash(other, channel, "damage fall", "frame", "?"));
            assertTrue(elsewhere.ephemeral(), elsewhere.toString());
            assertTrue(elsewhere.message().get("content").asText().contains("Type it"), elsewhere.toString());

            RecordedRequest stored = fake.awaitCallback(fake.slash(first, channel, "damage fall", "frame",
                    first == vincent ? "Anvil-2" : "Fang-2", "bricks", 3));
            assertFalse(stored.ephemeral(), "a fall told is public, as before: " + stored);
            assertEquals(4, stored.callbackType(), stored.toString());
        }
    }
}
