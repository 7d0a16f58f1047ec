package mfz.bot.commands.me;

import static mfz.bot.commands.OptionNames.ON;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.reminders.Reminders;

/** {@code /me dm on:<true|false>}: your reminders by direct message instead of a ping in the game's channel. */
public final class MeDirect implements SlashCommand {

    private final Reminders reminders;

    public MeDirect(Reminders reminders) {
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("dm", "Your reminders by direct message instead of in the game's channel",
                OptionSpec.bool(ON, "True: by direct message; false: in the channel").required().build());
    }

    @Override
    public Reply handle(Request request) {
        boolean direct = request.option(ON).map(Boolean::parseBoolean).orElse(false);
        reminders.saveDirectMessages(request.caller().id(), direct);
        return Reply.privately(direct ? "Your reminders now come by direct message (snooze them with "
                + "`/game snooze` in the game's channel)." : "Your reminders now ping you in the game's channel.")
                .asStoredOffTheTable();
    }
}
