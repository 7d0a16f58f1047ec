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
record ByChannel(CommandSpec spec, Set<String> echoChannels, Set<String> durableChannels, Set<String> tableChannels,
                 SlashCommand durable, CommandRouter game) implements SlashCommand {

    /**
     * A two-player skirmish's table as the bot shows it, about its size (1,100 characters): what
     * the durable echo with its table edits after every "ok", as the game bot edits its own.
     */
    static final mfz.bot.core.Embed TABLE = table();

    @Override
    public Reply handle(Request request) {
        if (echoChannels.contains(request.channelId())) {
            return Reply.text("ok");
        }
        if (durableChannels.contains(request.channelId())) {
            return durable.handle(request);
        }
        if (tableChannels.contains(request.channelId())) {
            return durable.handle(request).withTable(new mfz.bot.core.TableUpdate(TABLE, false));
        }
        return game.route(request);
    }

    private static mfz.bot.core.Embed table() {
        mfz.bot.core.Embed table = mfz.bot.core.Embed.of("Round 1 · doomsday clock 4",
                "Initiative: vincent. Scores: vincent 12, meguey 12.");
        for (String player : java.util.List.of("vincent", "meguey")) {
            StringBuilder frames = new StringBuilder();
            for (int f = 1; f <= 4; f++) {
                frames.append("**").append(player, 0, 1).append("-Frame-").append(f)
                        .append("** B G Y Rd · W W · defense 4 · spot 3 · near Station-").append(f).append('\n');
            }
            table = table.withField(player + " (12 points, 3 stations)", frames.toString(), false);
        }
        return table.withFooter("Stations: Alpha vincent, Beta vincent, Gamma meguey, Delta meguey.");
    }
}
