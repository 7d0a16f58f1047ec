package mfz.bot.reminders;

import java.time.Duration;

/** How long, in the words a player uses: "2 days", "5 hours", "12 minutes", "under a minute". */
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
        if (minutes == 0) {
            return "under a minute"; // "for 0 minutes" read as a fault (a table just after an import)
        }
        return minutes == 1 ? "1 minute" : minutes + " minutes";
    }
}
