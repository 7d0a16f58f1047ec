package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.ON;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.reminders.Reminders;

/**
 * {@code /game threads on:<true|false>}: this server's default for {@code /game new}: each game in
 * a thread of its own (Discord), unless opened with {@code thread:false}. For those who manage
 * the server.
 */
public final class GameThreadsDefault implements SlashCommand {

    private final Reminders reminders;

    public GameThreadsDefault(Reminders reminders) {
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("threads", "Server default: open each new game in a thread of its own",
                OptionSpec.bool(ON, "True: in a thread unless thread:false; false: in the channel").required().build());
    }

    @Override
    public Reply handle(Request request) {
        // A server's default, so the server's managers' (a channel's managers set only their channel's game).
        if (!request.caller().managesServer()) {
            throw new PlayerError("Only those who manage this server (Manage Server) set its default for threads.");
        }
        if (request.guildId() == null) {
            throw new PlayerError("Threads are a server's: there is none here.");
        }
        boolean on = request.option(ON).map(Boolean::parseBoolean).orElse(false);
        reminders.setGameThreads(request.guildId(), on);
        return Reply.privately(on ? "On this server, `/game new` now opens each game in a thread of its own "
                + "(`thread:false` keeps one in its channel)." : "On this server, `/game new` now opens games in "
                + "their channel (`thread:true` for a thread).");
    }
}
