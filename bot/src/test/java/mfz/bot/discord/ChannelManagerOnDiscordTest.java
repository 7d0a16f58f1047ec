package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whoever may manage a channel hosts its game, and Discord can grant (or deny) that in one
 * channel to one member, by an overwrite of their own. The bot dropped such overwrites (JDA
 * keeps them only when asked), so a member granted Manage Channels in the game's channel was
 * no host, and one denied it there still was (a trust audit, 2026-11-26).
 */
class ChannelManagerOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aMemberGrantedManageChannelsInThisChannelAloneHostsHereAndNowhereElse() throws Exception {
        FakeWorld standard = FakeWorld.standard();
        FakeWorld.User alice = standard.member(1);
        FakeWorld world = standard.withChannelManager(0, alice.id());
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), new TestCommands().router(),
                     Duration.ofSeconds(10))) {
            assertEquals(alice.id() + " alice hosts in " + world.guildId(), fake.awaitCallback(
                    fake.slash(alice, world.channel(0), "whoami")).message().get("content").asText());
            assertEquals(alice.id() + " alice plays in " + world.guildId(), fake.awaitCallback(
                    fake.slash(alice, world.channel(1), "whoami")).message().get("content").asText());
        }
    }
}
