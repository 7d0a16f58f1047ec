package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.List;
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

    DiscordNoticesTest() {
        when(shards.getShards()).thenReturn(List.of(shard));
        when(shards.getChannelById(MessageChannel.class, "810000000000000001")).thenReturn(mock(MessageChannel.class));
    }

    @Test
    void aChannelMissingWhileAShardConnectsWaitsForTheNextTick() {
        DiscordNotices alone = new DiscordNotices(shards, true);
        when(shard.getStatus()).thenReturn(JDA.Status.RECONNECT_QUEUED);
        assertTrue(alone.reaches("810000000000000001"), "a channel JDA holds");
        assertFalse(alone.reaches("810000000000000002"), "missing while the shard reconnects: not now");
        when(shard.getStatus()).thenReturn(JDA.Status.CONNECTED);
        assertTrue(alone.reaches("810000000000000002"), "missing with every shard connected: gone, claimed and logged");
    }

    @Test
    void anotherProcesssChannelOrTheConsolesIsNeverThisOnes() {
        when(shard.getStatus()).thenReturn(JDA.Status.CONNECTED);
        assertFalse(new DiscordNotices(shards, false).reaches("810000000000000002"), "another process holds it");
        assertFalse(new DiscordNotices(shards, true).reaches("console"));
    }
}
