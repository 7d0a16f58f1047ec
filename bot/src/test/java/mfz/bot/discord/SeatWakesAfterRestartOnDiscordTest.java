package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seat that owed a move when the bot stopped makes it as soon as the bot is back, not at the
 * channel's next command: the first bot waits a minute before a seat acts (so it never does here), the
 * second, started on the same database, wakes the seat by itself.
 */
class SeatWakesAfterRestartOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aSeatOwingAMoveWhenTheBotStoppedMakesItWhenTheBotIsBack() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            try (RunningBot slow = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30,
                    Map.of("MFZ_SEAT_DELAY_MS", "60000"))) {
                startAgainstASeat(fake, channel, vincent);
                RecordedRequest approved = fake.awaitCallback(fake.slash(vincent, channel, "deploy done"));
                assertTrue(approved.message().get("content").asText().contains("approves the terrain"),
                        approved.toString());
            }
            assertFalse(fake.requests().stream().anyMatch(r -> r.body() != null
                    && r.body().toString().contains("Rook (bot)** approves the terrain")), "the seat waited");

            try (RunningBot back = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30,
                    Map.of("MFZ_SEAT_DELAY_MS", "0"))) {
                RecordedRequest woke = fake.await(r -> r.method().equals("POST") && r.body() != null
                        && r.body().toString().contains("Rook (bot)** approves the terrain"),
                        "the seat's approval, with no command from anyone");
                assertTrue(woke.status() < 300, woke.toString());
            }
        }
    }

    /**
     * The undo audit (2026-11-26): the host took back the seat's action and the bot stopped; back,
     * it woke the seat, which did it again. After an undo the seat waits for the next command,
     * across a restart too.
     */
    @Test
    void aSeatWhoseActionWasUndoneWaitsForTheNextCommandAfterARestart() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            try (RunningBot first = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30,
                    Map.of("MFZ_SEAT_DELAY_MS", "0"))) {
                startAgainstASeat(fake, channel, vincent);
                fake.awaitCallback(fake.slash(vincent, channel, "deploy done"));
                // The seat approves the terrain at once after the person; the host takes its approval back.
                fake.await(r -> r.method().equals("POST") && r.body() != null
                        && r.body().toString().contains("Rook (bot)** approves the terrain"), "the seat's approval");
                RecordedRequest undone = fake.awaitCallback(fake.slash(vincent, channel, "game undo"));
                assertTrue(undone.message().get("content").asText().contains("took back"), undone.toString());
            }
            long stopped = fake.requests().getLast().order();
            try (RunningBot back = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 30,
                    Map.of("MFZ_SEAT_DELAY_MS", "0"))) {
                Thread.sleep(1_000); // the wake runs as the bot connects, before this
                assertFalse(fake.requests().stream().anyMatch(r -> r.order() > stopped && r.method().equals("POST")
                        && r.path().equals("channels/" + channel.id() + "/messages")
                        && !r.body().path("content").asText().isEmpty()), "the seat waits after the undo");
                long asked = fake.awaitCallback(fake.slash(vincent, channel, "game table")).order();
                fake.await(r -> r.order() > asked && r.method().equals("POST")
                        && r.path().equals("channels/" + channel.id() + "/messages")
                        && r.body().toString().contains("Rook (bot)"), "the seat, woken by the next command");
            }
        }
    }

    /** A skirmish of vincent against an easy seat, started: deployment's terrain step (the start's answer). */
    static RecordedRequest startAgainstASeat(FakeDiscord fake, FakeWorld.Channel channel, FakeWorld.User vincent) {
        fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "skirmish", "ssr", 0));
        fake.awaitCallback(fake.slash(vincent, channel, "game seat", "strength", "easy"));
        fake.awaitCallback(fake.slash(vincent, channel, "company frames", "frames",
                "Anvil-1: B G Rh Rh; Anvil-2: B G Y Rd; Anvil-3: B G Y Rd; Anvil-4: B B G Ra"));
        for (String station : new String[] {"Alpha", "Beta", "Gamma"}) {
            fake.awaitCallback(fake.slash(vincent, channel, "company station", "name", station));
        }
        fake.awaitCallback(fake.slash(vincent, channel, "company ready"));
        return fake.awaitCallback(fake.slash(vincent, channel, "game start"));
    }
}
