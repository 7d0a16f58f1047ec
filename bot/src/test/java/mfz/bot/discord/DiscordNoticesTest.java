package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.List;
import mfz.bot.config.Shards;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.junit.jupiter.api.Test;

/**
 * Which reminders this process takes on: a claimed reminder whose channel JDA couldn't find was
 * lost, so one missing while a shard connects waits for the next tick. JDA mocked at its boundary:
 * the fake Discord doesn't drop a shard mid-run.
 */
class DiscordNoticesTest {

    private final ShardManager shards = mock(ShardManager.class);
    private final JDA shard = mock(JDA.class);

    private static final String GUILD = "800000000000000001";

    DiscordNoticesTest() {
        when(shards.getShards()).thenReturn(List.of(shard));
        when(shards.getChannelById(MessageChannel.class, "810000000000000001")).thenReturn(mock(MessageChannel.class));
    }

    @Test
    void aChannelMissingWhileAShardConnectsWaitsForTheNextTick() {
        DiscordNotices alone = new DiscordNotices(shards, true);
        when(shard.getStatus()).thenReturn(JDA.Status.RECONNECT_QUEUED);
        assertTrue(alone.reaches("810000000000000001", () -> GUILD), "a channel JDA holds");
        assertFalse(alone.reaches("810000000000000002", () -> GUILD), "missing while the shard reconnects: not now");
        when(shard.getStatus()).thenReturn(JDA.Status.CONNECTED);
        assertTrue(alone.reaches("810000000000000002", () -> GUILD), "missing with every shard connected: gone, claimed and logged");
    }

    @Test
    void anotherProcesssChannelOrTheConsolesIsNeverThisOnes() {
        when(shard.getStatus()).thenReturn(JDA.Status.CONNECTED);
        when(shards.getShardsTotal()).thenReturn(2);
        assertFalse(new DiscordNotices(shards, false).reaches("810000000000000002", () -> GUILD),
                "another process holds it (the server's shard is not this one's)");
        assertFalse(new DiscordNotices(shards, true).reaches("console", () -> null));
    }

    /**
     * Split across processes, a channel gone from a server this process holds is this process's
     * to claim and log, and so is a row whose game is gone: left to "another process", every
     * process read them every minute, for good.
     */
    @Test
    void aGoneChannelOfAServerThisProcessHoldsIsItsOwn() {
        when(shards.getShardsTotal()).thenReturn(2);
        int shardOfGuild = Shards.of(Long.parseLong(GUILD), 2);
        when(shards.getShardById(shardOfGuild)).thenReturn(shard);
        DiscordNotices split = new DiscordNotices(shards, false);
        when(shard.getStatus()).thenReturn(JDA.Status.RECONNECT_QUEUED);
        assertFalse(split.reaches("810000000000000002", () -> GUILD), "its shard reconnects: maybe not gone");
        when(shard.getStatus()).thenReturn(JDA.Status.CONNECTED);
        assertTrue(split.reaches("810000000000000002", () -> GUILD), "gone from a server of this process's");
        assertFalse(split.reaches("810000000000000002", () -> "99999999999999999999999"), "no server id");
        assertTrue(split.reaches("810000000000000002", () -> null), "the game is gone: its rows are anyone's");
        assertFalse(split.reaches("810000000000000002", () -> "?"), "its server unknown for now");
        assertFalse(split.reaches("810000000000000002", () -> ""), "a direct message's game: shard 0's process");
        when(shards.getShardById(0)).thenReturn(shard);
        assertTrue(split.reaches("810000000000000002", () -> ""), "this process holds shard 0");
    }
}
