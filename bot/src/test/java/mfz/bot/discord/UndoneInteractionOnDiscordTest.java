package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Discord interaction whose command an undo took back is never applied again, even when
 * Discord delivers it again after a restart (then only the database remembers it).
 */
class UndoneInteractionOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void anUndoneInteractionDeliveredAgainAfterARestartIsNotApplied() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            SentInteraction join;
            try (RunningBot bot = RunningBot.start(fake, file, Map.of())) {
                fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "skirmish"));
                join = fake.slash(alice, channel, "game join");
                fake.awaitCallback(join);
                RecordedRequest undo = fake.awaitCallback(fake.slash(vincent, channel, "game undo"));
                assertTrue(undo.message().path("content").asText().contains("took back: **alice** joined"), undo.toString());
            }
            try (RunningBot bot = RunningBot.start(fake, file, Map.of())) {
                long mark = fake.requests().getLast().order();
                fake.redeliver(join);
                RecordedRequest answer = fake.await(r -> r.order() > mark && r.is("POST", join.callbackPath()),
                        "the answer to the undone interaction delivered again");
                assertEquals("That was already done, so nothing more was done.",
                        answer.message().path("content").asText(), answer.toString());
                RecordedRequest table = fake.awaitCallback(fake.slash(vincent, channel, "game table"));
                assertTrue(!table.body().toString().contains("alice"), "alice's join stays undone: " + table);
            }
        }
    }

    /**
     * A /game undo delivered again after a restart takes back nothing more: it took back the
     * command then last (only the game commands' interactions were remembered; an audit of two
     * processes on one database).
     */
    @Test
    void anUndoDeliveredAgainAfterARestartTakesBackNothingMore() throws Exception {
        Path file = dir.resolve("again.db");
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            SentInteraction undo;
            try (RunningBot bot = RunningBot.start(fake, file, Map.of())) {
                fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "skirmish"));
                fake.awaitCallback(fake.slash(alice, channel, "game join"));
                fake.awaitCallback(fake.slash(vincent, channel, "game options", "ssr", 2));
                undo = fake.slash(vincent, channel, "game undo");
                RecordedRequest undone = fake.awaitCallback(undo);
                assertTrue(undone.message().path("content").asText().contains("took back: Options"), undone.toString());
            }
            try (RunningBot bot = RunningBot.start(fake, file, Map.of())) {
                long mark = fake.requests().getLast().order();
                fake.redeliver(undo);
                RecordedRequest answer = fake.await(r -> r.order() > mark && r.is("POST", undo.callbackPath()),
                        "the answer to the undo delivered again");
                assertEquals("That was already done, so nothing more was done.",
                        answer.message().path("content").asText(), answer.toString());
                RecordedRequest left = fake.awaitCallback(fake.slash(alice, channel, "game leave"));
                assertTrue(left.message().path("content").asText().contains("alice** left the game"),
                        "alice's join stayed: " + left);
            }
        }
    }
}
