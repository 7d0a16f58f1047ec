package mfz.bot.commands.me;

import static mfz.bot.commands.OptionNames.ON;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.reminders.Reminders;
import mfz.bot.store.StoredPreferences;

/** {@code /me headsup on:<true|false>}: be told "you're next after Vincent" when you become next in line. */
public final class MeHeadsUp implements SlashCommand {

    private final Reminders reminders;

    public MeHeadsUp(Reminders reminders) {
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("headsup", "Be told when you are next in line, in every game",
                OptionSpec.bool(ON, "True: tell me; false: don't").required().build());
    }

    @Override
    public Reply handle(Request request) {
        StoredPreferences now = reminders.preferences(request.caller().id());
        boolean on = request.option(ON).map(Boolean::parseBoolean).orElse(false);
        reminders.saveHeadsUp(request.caller().id(), on);
        return Reply.privately(on ? "You'll get a heads-up when you are next in line after whoever holds the "
                + "initiative (" + (now.directMessages() ? "by direct message" : "in the game's channel")
                + ", never inside your quiet hours)." : "No more heads-ups.").asStoredOffTheTable();
    }
}
