package mfz.bot.bench;

import java.util.concurrent.locks.ReentrantLock;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/**
 * One of the bot's commands, as registered, that stores before it answers and does nothing
 * else: one committed single-row insert with the bot's pragmas (synchronous=FULL), then "ok".
 * The floor under any bot that keeps "store, then reply", beside the echo bot's.
 */
record DurableEchoCommand(CommandSpec spec, RawCommits store, ReentrantLock writing) implements SlashCommand {

    @Override
    public Reply handle(Request request) {
        writing.lock();
        try {
            store.commitOne();
        } catch (Exception e) {
            throw new IllegalStateException("the durable echo could not store: " + e.getMessage(), e);
        } finally {
            writing.unlock();
        }
        return Reply.text("ok");
    }
}
