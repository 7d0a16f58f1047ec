package mfz.bot.reminders;

import java.util.List;
import mfz.bot.core.Component;

/** What the reminder scheduler has to say, for a front end to deliver. */
public sealed interface Notice {

    String channelId();

    String text();

    /**
     * A ping for the player the game waits on, in its channel or by direct message.
     *
     * @param rows the controls it carries in the game's channel (a Snooze button, when a snooze
     *             could still be taken); a direct message leaves them out, since a button there
     *             would run in a channel with no game, and a refused one, posted in the channel
     *             instead, keeps them
     */
    record Reminder(String channelId, String userId, String text, boolean direct, List<Component.Row> rows)
            implements Notice {
    }

    /** "You're next after Vincent", to a player who opted in, in the game's channel or by direct message. */
    record HeadsUp(String channelId, String userId, String text, boolean direct) implements Notice {
    }

    /** The game stalled: said in its channel, with its host pinged and told who holds it up. */
    record Stalled(String channelId, String hostUserId, String text) implements Notice {
    }
}
