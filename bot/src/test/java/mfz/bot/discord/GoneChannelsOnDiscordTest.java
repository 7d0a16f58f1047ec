package mfz.bot.discord;

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
 * A server that removed the bot, or a game thread whose channel was deleted while the bot was
 * stopped: their games are abandoned, as for a deletion the bot sees (an audit: they stayed open
 * for good, and their reminders went on by direct message). A game thread missing from Discord's
 * cache, as an archived one is, stays open while the channel it was opened from stands.
 */
class GoneChannelsOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aGameThreadWhoseChannelWasDeletedWhileTheBotWasStoppedLosesItsGameAndAnArchivedOneKeepsIt()
            throws Exception {
        FakeWorld standard = FakeWorld.standard().withBotPermissions(GameThreadOnDiscordTest.MAY_THREAD);
        FakeWorld.Channel kept = standard.channel(0);
        FakeWorld.Channel deleted = standard.channel(1);
        FakeWorld.User host = standard.members().get(1);
        String keptThread;
        String deletedThread;
        try (FakeDiscord fake = FakeDiscord.start(standard, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            for (FakeWorld.Channel channel : List.of(kept, deleted)) {
                RecordedRequest opened = fake.awaitCallback(fake.slash(host, channel, "game new", "size", "skirmish",
                        "thread", true));
                assertTrue(opened.status() < 300, opened.toString());
            }
            keptThread = fake.threads().get(0).id();
            deletedThread = fake.threads().get(1).id();
        }

        // Back with channel 1 deleted; neither thread in Discord's cache, as archived threads aren't.
        FakeWorld without = new FakeWorld(standard.botId(), standard.botName(), standard.applicationId(),
                standard.guildId(), standard.guildName(), standard.ownerId(), List.of(kept), standard.members())
                .withBotPermissions(GameThreadOnDiscordTest.MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(without, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            var games = bot.app().games();
            long until = System.nanoTime() + 10_000_000_000L;
            while (games.recordElsewhere(deletedThread).isPresent() && System.nanoTime() < until) {
                Thread.sleep(50);
            }
            assertTrue(games.recordElsewhere(deletedThread).isEmpty(), "the deleted channel's thread game is abandoned");
            assertTrue(games.recordElsewhere(keptThread).isPresent(), "the archived thread's game stays, its channel standing");
        }
    }

    /** The server removes the bot: its open games are abandoned, as they can never be played again. */
    @Test
    void aServerThatRemovedTheBotLosesItsGames() throws Exception {
        FakeWorld world = FakeWorld.standard();
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = world.channel(0);
            assertFalse(fake.awaitCallback(fake.slash(world.members().get(1), channel, "game new", "size", "skirmish"))
                    .ephemeral());
            fake.removeBot();
            var games = bot.app().games();
            long until = System.nanoTime() + 10_000_000_000L;
            while (games.recordElsewhere(channel.id()).isPresent() && System.nanoTime() < until) {
                Thread.sleep(50);
            }
            assertTrue(games.recordElsewhere(channel.id()).isEmpty(), "its game is abandoned");
        }
    }
}
