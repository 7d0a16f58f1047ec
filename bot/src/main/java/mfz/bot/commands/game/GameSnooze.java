package mfz.bot.commands.game;

import java.time.Instant;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.reminders.Reminders;
import mfz.bot.store.GameRecord;

/** {@code /game snooze} (a reminder's Snooze button): put off your next reminder in this game by one interval. */
public final class GameSnooze extends GameCommand {

    private final Reminders reminders;

    public GameSnooze(Play play, Reminders reminders) {
        super(play);
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("snooze", "Put off your next reminder in this game by one interval");
    }

    @Override
    public Reply handle(Request request) {
        GameRecord record = play.games().record(request.channelId())
                .orElseThrow(() -> new PlayerError("There is no game in this channel, so no reminder to snooze."));
        Instant due = reminders.snooze(record, request.caller().id());
        return Reply.privately("Snoozed: your next reminder here comes <t:" + due.getEpochSecond() + ":R>.")
                .asStoredOffTheTable();
    }
}
