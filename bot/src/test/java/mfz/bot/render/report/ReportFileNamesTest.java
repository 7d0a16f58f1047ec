package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A report's file is named with its players' and campaign's Latin letters and digits, accents
 * dropped: "Émile" was "mile", "Zoë" "zo", and a campaign's file "Moon____Sun___" beside its
 * battles' "moon-sun" (a report audit). A name with no such letters gives way to its seat.
 */
class ReportFileNamesTest {

    @Test
    void aNameKeepsItsLettersWithoutTheirAccents() {
        assertEquals("emile", Reports.slug("Émile"));
        assertEquals("zoe-o-brien", Reports.slug("Zoë.O'Brien"));
        assertEquals("moon-sun", Reports.slug("Moon & <Sun> 🌙"));
        assertEquals("", Reports.slug("太郎"), "nothing Latin: its seat names it (player-1)");
    }
}
