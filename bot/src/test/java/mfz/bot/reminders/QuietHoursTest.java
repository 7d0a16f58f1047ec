package mfz.bot.reminders;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** When quiet hours end, across midnight and across a change of summer time (the audit had checked these by hand). */
class QuietHoursTest {

    @Test
    void hoursAcrossMidnightEndTheNextMorning() {
        QuietHours night = QuietHours.parse("23:00", "08:00", "Europe/Paris");
        // 23:30 in Paris on a winter night (UTC+1): quiet until 08:00 the next day.
        assertEquals(Optional.of(Instant.parse("2026-01-15T07:00:00Z")), night.endAround(Instant.parse("2026-01-14T22:30:00Z")));
        // 02:00 the same night: still quiet, the same end.
        assertEquals(Optional.of(Instant.parse("2026-01-15T07:00:00Z")), night.endAround(Instant.parse("2026-01-15T01:00:00Z")));
        assertEquals(Optional.empty(), night.endAround(Instant.parse("2026-01-15T07:00:00Z")), "08:00: awake");
        assertEquals(Optional.empty(), night.endAround(Instant.parse("2026-01-14T21:59:00Z")), "22:59: not yet");
    }

    @Test
    void aNightWhenTheClocksChangeEndsAtEightLocalTime() {
        QuietHours night = QuietHours.parse("23:00", "08:00", "Europe/Paris");
        // Paris springs forward on 2026-03-29 at 02:00 (UTC+1 to UTC+2): 08:00 is 06:00 UTC that morning.
        assertEquals(Optional.of(Instant.parse("2026-03-29T06:00:00Z")), night.endAround(Instant.parse("2026-03-28T23:30:00Z")));
        // It falls back on 2026-10-25 at 03:00 (UTC+2 to UTC+1): 08:00 is 07:00 UTC that morning.
        assertEquals(Optional.of(Instant.parse("2026-10-25T07:00:00Z")), night.endAround(Instant.parse("2026-10-24T22:30:00Z")));
    }

    @Test
    void hoursWithinOneDayEndThatDay() {
        QuietHours afternoon = QuietHours.parse("13:30", "18:00", "America/New_York");
        assertEquals(Optional.of(Instant.parse("2026-07-01T22:00:00Z")), afternoon.endAround(Instant.parse("2026-07-01T18:00:00Z")));
        assertEquals(Optional.empty(), afternoon.endAround(Instant.parse("2026-07-01T16:00:00Z")));
    }
}
