package mfz.bot.discord;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;

/**
 * Connects to a configured gateway address instead of the one Discord names: for a stand-in
 * Discord (the tests' fake). The shard count and how many shards may identify at once are
 * still asked of its {@code GET /gateway/bot}, as they are of Discord.
 */
final class StandInGateway extends ConcurrentSessionController {

    private final String url;

    StandInGateway(String url) {
        this.url = url;
    }

    @Override
    public String getGateway() {
        return url;
    }

    @Override
    public ShardedGateway getShardedGateway(JDA api) {
        ShardedGateway asked = super.getShardedGateway(api);
        return new ShardedGateway(url, asked.getShardTotal(), asked.getConcurrency());
    }
}
