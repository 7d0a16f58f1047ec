package mfz.bot.bench;

import java.util.Set;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/**
 * One of the bot's commands, as registered, answered by the bot that serves the channel: the
 * echo bot in {@code echoChannels}, the durable echo in {@code durableChannels}, the game bot
 * (its whole router) everywhere else. The three bots then share one JDA client and the same
 * seconds of the run, so whatever drifts during a run (the host, the JIT, the collector) falls
 * on all three alike instead of on whichever happened to run then.
 */
record ByChannel(CommandSpec spec, Set<String> echoChannels, Set<String> durableChannels, SlashCommand durable,
                 CommandRouter game) implements SlashCommand {

    @Override
    public Reply handle(Request request) {
        if (echoChannels.contains(request.channelId())) {
            return Reply.text("ok");
        }
        if (durableChannels.contains(request.channelId())) {
            return durable.handle(request);
        }
        return game.route(request);
    }
}
