package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The host takes back what a bot seat declared and declares it again for the seat, through the
 * real JDA client: {@code as:} is a Discord user option and a seat is no Discord user, so the
 * seat is named in {@code seat:}, offered while typed. Anyone else is refused, and neither their refused
 * command nor the host's refused one for the seat wakes the seat before the host's.
 */
class HostActsForASeatOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void theHostRedoesASeatsApprovalForItWithSeat() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30, Map.of("MFZ_SEAT_DELAY_MS", "0"))) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            SeatWakesAfterRestartOnDiscordTest.startAgainstASeat(fake, channel, vincent);
            fake.awaitCallback(fake.slash(vincent, channel, "deploy done")); // the seat agrees after the people
            fake.await(r -> r.method().equals("POST") && r.body() != null
                    && r.body().toString().contains("Rook (bot)** approves the terrain"), "the seat's approval");
            assertTrue(fake.awaitCallback(fake.slash(vincent, channel, "game undo")).message().get("content").asText()
                    .contains("took back"));
            long undone = fake.requests().getLast().order();
            // Someone not at the table is refused, and that wakes no seat: the host's command comes first.
            RecordedRequest refused = fake.awaitCallback(fake.slash(alice, channel, "deploy done", "seat", "Rook"));
            assertTrue(refused.ephemeral(), refused.toString());
            assertTrue(refused.message().get("content").asText().contains("Only the host can act for one of the bot's seats"),
                    refused.toString());
            Thread.sleep(500); // the seats act at once here (no delay): long enough to have acted
            assertFalse(fake.requests().stream().anyMatch(r -> r.order() > undone && r.body() != null
                    && r.body().toString().contains("Rook (bot)** approves the terrain")), "the seat waits for the host");

            // Nor does the host's own command for the seat when it is refused (a typo in the correction):
            // it woke the seat, which approved again before the host could (a docs audit).
            RecordedRequest typo = fake.awaitCallback(fake.slash(vincent, channel, "deploy done", "frame", "Nope",
                    "seat", "Rook"));
            assertTrue(typo.ephemeral() && typo.message().get("content").asText()
                    .startsWith("Acting for **Rook (bot)**: "), typo.toString());
            Thread.sleep(500);
            assertFalse(fake.requests().stream().anyMatch(r -> r.order() > undone && r.body() != null
                    && r.body().toString().contains("Rook (bot)** approves the terrain")), "the seat waits for the host");

            RecordedRequest offered = fake.awaitCallback(fake.autocomplete(vincent, channel, "deploy done", "seat", "r"));
            assertEquals(List.of("Rook"), offered.body().path("data").path("choices").findValuesAsText("value"),
                    offered.toString());

            RecordedRequest redone = fake.awaitCallback(fake.slash(vincent, channel, "deploy done", "seat", "Rook"));
            String said = redone.message().get("content").asText();
            assertFalse(redone.ephemeral(), said);
            assertTrue(said.contains("Rook (bot)** approves the terrain"), said);
            RecordedRequest log = fake.awaitCallback(fake.slash(vincent, channel, "game log", "count", 2));
            assertTrue(log.body().toString().contains("**Rook (bot) (by vincent)**"), log.toString());
        }
    }
}
