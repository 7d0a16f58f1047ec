package mfz.bot.bench;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/** One of the bot's commands, as registered, answering at once without doing anything. */
record EchoCommand(CommandSpec spec) implements SlashCommand {

    @Override
    public Reply handle(Request request) {
        return Reply.text("ok");
    }
}
