package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import net.dv8tion.jda.api.Permission;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game isn't opened where the bot may not post its own messages: players' commands and their
 * replies work wherever the players may use them, but the table, the seats' moves and the
 * reminders are the bot's own messages, which Discord refuses there (a review of real Discord
 * against the fake: such a game went on with no table, its failures only logged).
 */
class ChannelAccessOnDiscordTest {

    @TempDir
    Path dir;

    private FakeDiscord fake;
    private RunningBot bot;

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        if (fake != null) {
            fake.close();
        }
    }

    @Test
    void aGameIsRefusedWhereTheBotMayNotPostAndSaysWhatToAllow() throws Exception {
        long sendMessages = 1L << 11;
        fake = FakeDiscord.start(FakeWorld.standard().withBotDenied(0, sendMessages), FakeDiscord.TOKEN);
        bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
        FakeWorld.User vincent = fake.world().member(0);
        FakeWorld.Channel closed = fake.world().channel(0);
        FakeWorld.Channel open = fake.world().channel(1);

        RecordedRequest refused = fake.awaitCallback(fake.slash(vincent, closed, "game new", "size", "skirmish"));
        String said = refused.message().path("content").asText();
        assertTrue(refused.ephemeral(), said);
        assertTrue(said.contains("**Send Messages**") && said.contains("open the game again"), said);
        assertFalse(said.contains("Embed Links"), "only what is missing: " + said);
        RecordedRequest join = fake.awaitCallback(fake.slash(fake.world().member(1), closed, "game join"));
        assertTrue(join.ephemeral() && join.message().path("content").asText().startsWith("There is no game"),
                "nothing was opened: " + join.message());

        // Answering a command needs nothing of the channel: a roll is shown there as anywhere.
        RecordedRequest roll = fake.awaitCallback(fake.slash(vincent, closed, "roll", "dice", "2W"));
        assertFalse(roll.ephemeral(), roll.message().toString());

        RecordedRequest opened = fake.awaitCallback(fake.slash(vincent, open, "game new", "size", "skirmish"));
        assertFalse(opened.ephemeral(), "where it may post, the game opens: " + opened.message());
    }

    /** A server that installed the application with its commands only gets every command refused, saying how to invite the bot. */
    @Test
    void aServerWithoutTheBotIsToldToInviteIt() throws Exception {
        fake = FakeDiscord.start(FakeWorld.standard(), FakeDiscord.TOKEN);
        bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
        RecordedRequest refused = fake.awaitCallback(fake.slashFromAServerWithoutTheBot(fake.world().member(0),
                "game new", "size", "skirmish"));
        assertTrue(refused.ephemeral() && refused.message().path("content").asText()
                .startsWith("The bot was added to this server with its commands only"), refused.message().toString());
    }

    /** A channel that allows threads and refuses messages still takes a game in a thread of its own (a review). */
    @Test
    void aGameInAThreadNeedsThreadsNotMessagesInTheChannel() throws Exception {
        fake = FakeDiscord.start(FakeWorld.standard().withBotPermissions(GameThreadOnDiscordTest.MAY_THREAD)
                .withBotDenied(0, 1L << 11), FakeDiscord.TOKEN);
        bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
        RecordedRequest opened = fake.awaitCallback(fake.slash(fake.world().member(0), fake.world().channel(0),
                "game new", "size", "skirmish", "thread", true));
        assertFalse(opened.ephemeral(), opened.message().toString());
        assertTrue(opened.message().path("content").asText().startsWith("🧵 A new game is open in"), opened.toString());
    }

    /**
     * The bot loses Send Messages after the game opened: its table and notices fail there, so the
     * game's public replies say so on a line of their own (a review: only the log said it).
     */
    @Test
    void aGameWhoseChannelTookAPermissionFromTheBotSaysSo() throws Exception {
        fake = FakeDiscord.start(FakeWorld.standard(), FakeDiscord.TOKEN);
        bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
        FakeWorld.Channel channel = fake.world().channel(0);
        RecordedRequest opened = fake.awaitCallback(fake.slash(fake.world().member(0), channel, "game new", "size", "skirmish"));
        assertFalse(opened.message().path("content").asText().contains("⚠️"), opened.toString());
        fake.denyBot(channel, 1L << 11);
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        var self = bot.frontEnd().shardManager().getGuildById(fake.world().guildId()).getSelfMember();
        var text = bot.frontEnd().shardManager().getTextChannelById(channel.id());
        while (self.hasPermission(text, Permission.MESSAGE_SEND) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        RecordedRequest joined = fake.awaitCallback(fake.slash(fake.world().member(1), channel, "game join"));
        String said = joined.message().path("content").asText();
        assertFalse(joined.ephemeral(), said);
        assertTrue(said.contains("⚠️ The bot can't post this game's table or notices here any more: it needs "
                + "**Send Messages**"), said);
    }
}
