package mfz.bot.reminders;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import mfz.bot.core.PlayerError;

/**
 * A player's quiet hours: from one local time to another in their time zone, across midnight
 * when {@code from} is after {@code to}. No reminder pings them inside.
 */
public record QuietHours(LocalTime from, LocalTime to, ZoneId zone) {

    /**
     * Reads quiet hours as a player sets them: {@code 23:00}, {@code 08:00} and {@code Europe/Paris},
     * or refuses with what is wrong, a fixed offset included ({@link #stored} reads them back).
     */
    public static QuietHours parse(String from, String to, String zone) {
        QuietHours hours = stored(from, to, zone);
        if (fixedOffset(hours.zone())) {
            throw new PlayerError("\"" + zone.strip() + "\" is a fixed offset, which doesn't follow summer time: give "
                    + "your region's name, such as Europe/Paris or America/New_York (or UTC).");
        }
        return hours;
    }

    /**
     * Reads quiet hours as they were kept: a fixed offset kept before such zones were refused
     * still reads (refusing it would end that player's reminders for good).
     */
    public static QuietHours stored(String from, String to, String zone) {
        QuietHours hours = new QuietHours(time(from, "from"), time(to, "to"), zone(zone));
        if (hours.from().equals(hours.to())) {
            throw new PlayerError("Quiet hours need a start and an end that differ (you gave " + from + " twice).");
        }
        return hours;
    }

    /** When the quiet hours around {@code now} end, or empty when {@code now} is outside them. */
    public Optional<Instant> endAround(Instant now) {
        ZonedDateTime local = now.atZone(zone);
        LocalTime time = local.toLocalTime();
        boolean inside = from.isBefore(to)
                ? !time.isBefore(from) && time.isBefore(to)
                : !time.isBefore(from) || time.isBefore(to);
        if (!inside) {
            return Optional.empty();
        }
        ZonedDateTime end = local.with(to).withSecond(0).withNano(0);
        if (!end.isAfter(local)) {
            end = end.plusDays(1);
        }
        return Optional.of(end.toInstant());
    }

    public String describe() {
        return from + " to " + to + " (" + zone.getId() + ")";
    }

    private static LocalTime time(String text, String option) {
        try {
            return LocalTime.parse(text.strip().length() == 4 ? "0" + text.strip() : text.strip());
        } catch (DateTimeParseException e) {
            throw new PlayerError("`" + option + ":` takes a time of day such as 23:00 or 08:30, not \"" + text + "\".");
        }
    }

    private static ZoneId zone(String text) {
        try {
            return ZoneId.of(text.strip());
        } catch (DateTimeException e) {
            throw new PlayerError("\"" + text + "\" is not a time zone I know: give a region name such as "
                    + "Europe/Paris or America/New_York (or UTC).");
        }
    }

    /**
     * A fixed offset other than UTC's (UTC+1, +02:00, GMT-5, Etc/GMT-1, SystemV/EST5) never
     * changes for summer time: a Paris player giving UTC+1 would be an hour off half the year.
     * Every region's zone has changed its offset at least once, so no region is refused.
     */
    private static boolean fixedOffset(ZoneId zone) {
        return zone.getRules().isFixedOffset() && zone.getRules().getOffset(Instant.EPOCH).getTotalSeconds() != 0;
    }
}
