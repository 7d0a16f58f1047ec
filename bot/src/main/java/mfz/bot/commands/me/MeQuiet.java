package mfz.bot.commands.me;

import static mfz.bot.commands.OptionNames.FROM;
import static mfz.bot.commands.OptionNames.OFF;
import static mfz.bot.commands.OptionNames.TO;
import static mfz.bot.commands.OptionNames.ZONE;

import java.util.stream.Stream;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.reminders.QuietHours;
import mfz.bot.reminders.Reminders;
import mfz.bot.store.StoredPreferences;

/**
 * {@code /me quiet from:<23:00> to:<08:00> zone:<Europe/Paris>} · {@code /me quiet off:true} ·
 * {@code /me quiet}: your quiet hours, for every game on every server; a reminder due inside
 * them waits until they end.
 */
public final class MeQuiet implements SlashCommand {

    private final Reminders reminders;

    public MeQuiet(Reminders reminders) {
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("quiet", "Your quiet hours, in every game: no reminder pings inside them",
                OptionSpec.string(FROM, "When they start, your local time (23:00)").placeholder("HH:MM").maxLength(5)
                        .build(),
                OptionSpec.string(TO, "When they end (08:00)").placeholder("HH:MM").maxLength(5).build(),
                OptionSpec.string(ZONE, "Your time zone, such as Europe/Paris or America/New_York").maxLength(40)
                        .build(),
                OptionSpec.bool(OFF, "No quiet hours").build());
    }

    @Override
    public Reply handle(Request request) {
        if (request.option(OFF).isPresent() && Stream.of(FROM, TO, ZONE).anyMatch(o -> request.option(o).isPresent())) {
            // Which did they mean? Dropping the hours given beside it without a word was a guess.
            throw new PlayerError("`off:` goes alone: `/me quiet off:true` ends your quiet hours, and `from:`, `to:` "
                    + "and `zone:` set them.");
        }
        if (request.option(OFF).map(Boolean::parseBoolean).orElse(false)) {
            reminders.saveQuietHours(request.caller().id(), null);
            return Reply.privately("No quiet hours: reminders may ping you at any time.").asStoredOffTheTable();
        }
        if (request.options().isEmpty()) {
            StoredPreferences now = reminders.preferences(request.caller().id());
            return Reply.privately(now.quietFrom() == null ? "You have no quiet hours. Set them with "
                    + "`/me quiet from:23:00 to:08:00 zone:Europe/Paris`."
                    : "Your quiet hours: " + QuietHours.stored(now.quietFrom(), now.quietTo(), now.zone()).describe() + ".");
        }
        if (request.option(FROM).isEmpty() || request.option(TO).isEmpty() || request.option(ZONE).isEmpty()) {
            throw new PlayerError("Give all three: `from:` and `to:` (such as 23:00 and 08:00) and your `zone:` "
                    + "(such as Europe/Paris).");
        }
        QuietHours hours = QuietHours.parse(request.option(FROM).get(), request.option(TO).get(),
                request.option(ZONE).get());
        reminders.saveQuietHours(request.caller().id(), hours);
        return Reply.privately("Quiet hours set: " + hours.describe() + ", in every game on every server. "
                + "A reminder due then waits until they end.").asStoredOffTheTable();
    }
}
