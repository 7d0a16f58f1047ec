package mfz.bot.reminders;

import java.time.Duration;

/** How long, in the words a player uses: "2 days", "5 hours", "12 minutes". */
final class Durations {

    private Durations() {
    }

    static String words(Duration duration) {
        long minutes = Math.max(0, duration.toMinutes());
        if (minutes >= 2 * 24 * 60) {
            return minutes / (24 * 60) + " days";
        }
        if (minutes >= 2 * 60) {
            return minutes / 60 + " hours";
        }
        if (minutes >= 60) {
            return "1 hour";
        }
        return minutes == 1 ? "1 minute" : minutes + " minutes";
    }
}
