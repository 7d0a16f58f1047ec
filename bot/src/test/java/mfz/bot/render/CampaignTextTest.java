package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Component;
import mfz.bot.render.pictures.ScoreHistory;
import mfz.bot.render.report.Reports;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.CampaignDecision;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.SystemType;
import org.junit.jupiter.api.Test;

/** What the campaign's messages tell players. */
class CampaignTextTest {

    /** A ready-made constraint reads in the menu as it is said once chosen ("no comms" beside "no surveillance/comms"). */
    @Test
    void aReadyMadeDesignIsLabelledAsItIsSaidOnceChosen() {
        List<String> labels = CampaignText.menu(firstBattleOver("b")).stream().flatMap(row -> row.components().stream())
                .filter(Component.SelectMenu.class::isInstance)
                .flatMap(menu -> ((Component.SelectMenu) menu).options().stream()).map(Component.Option::label).toList();
        assertTrue(labels.contains("Design: no surveillance/comms (Y)"), labels.toString());
        assertTrue(CampaignText.PRESETS.get("no-comms").words().contains("no surveillance/comms"),
                CampaignText.PRESETS.get("no-comms").words());
    }

    /**
     * A battle opened before the holder chose (by someone who manages the server, for a holder who
     * has gone) is played without constraints: its opening says so, and how to undo it.
     */
    @Test
    void aBattleOpenedBeforeTheHolderChoseSaysTheChoiceLapsed() {
        Campaign moon = accept(firstBattleOver("b"), new CampaignCommand.OpenBattle("mod", 2, "c1", "2026-11-22",
                true));
        String opened = CampaignText.opened(moon, true);
        assertTrue(opened.contains("Constraints in force: none.") && opened.contains("Ben had not chosen the "
                + "constraints yet, so this battle has none; to let them choose, end it before it starts "
                + "(`/game end`)."), opened);
    }

    /** A battle called off in its lobby was never played: status counts it apart, and the campaign's chart leaves it out. */
    @Test
    void aBattleCalledOffIsCountedApartAndLeftOffTheChart() {
        Campaign moon = accept(firstBattleOver(null), new CampaignCommand.OpenBattle("a", 2, "c1", "2026-11-22"));
        moon = accept(moon, new CampaignCommand.AbandonBattle("a", 2, "2026-11-22",
                List.of(new Battle.Result("a", "Anna", 0), new Battle.Result("b", "Ben", 0)), true));
        String status = CampaignText.status(moon);
        assertTrue(status.startsWith("📜 Campaign **Moon**: 1 battle so far, and 1 called off before its start."),
                status);
        assertTrue(status.contains("• Battle 2: called off before its start."), status);
        assertEquals(List.of("#1"), ScoreHistory.ofCampaign(moon, seat -> 0).points(),
                "one point, battle 1's");
    }

    /** A battle played without constraints says so in words (it read "under none": a docs audit). */
    @Test
    void aBattlePlayedWithoutConstraintsSaysSo() {
        Campaign moon = accept(Campaign.named("Moon"), new CampaignCommand.OpenBattle("a", 1, "c1", "2026-11-21"));
        assertTrue(CampaignText.status(moon).contains("• Battle 1: being played in <#c1>, with no constraints."),
                CampaignText.status(moon));
    }

    /** An abandoned battle has no final scores: the chart marks its point and says what it shows. */
    @Test
    void anAbandonedBattleIsMarkedOnTheChartOfFinalScores() {
        Campaign moon = accept(firstBattleOver(null), new CampaignCommand.OpenBattle("a", 2, "c1", "2026-11-22"));
        assertEquals("Moon: each battle's final scores", ScoreHistory.ofCampaign(moon, seat -> 0).title());
        moon = accept(moon, new CampaignCommand.AbandonBattle("a", 2, "2026-11-22",
                List.of(new Battle.Result("a", "Anna", 15), new Battle.Result("b", "Ben", 10))));
        ScoreHistory chart = ScoreHistory.ofCampaign(moon, seat -> 0);
        assertEquals(List.of("#1", "#2†"), chart.points());
        assertEquals("Moon: each battle's final scores († abandoned: its scores then)", chart.title());
    }

    /**
     * Given where each player sat, the chart draws them in their seat's colour, as the report's
     * stories do: by order of first result, a ranking, it swapped two players' colours beside the
     * page's (a report audit). Anna won battle 1 from the second seat.
     */
    @Test
    void theCampaignsChartColoursEachPlayerAsTheirSeat() {
        ScoreHistory chart = ScoreHistory.ofCampaign(firstBattleOver(null), seat -> 100 + seat, Map.of("b", 0, "a", 1));
        assertEquals(List.of("Anna 101", "Ben 100"), chart.lines().stream().map(l -> l.name() + " " + l.rgb()).toList());
        assertEquals(List.of("Anna 100", "Ben 101"), ScoreHistory.ofCampaign(firstBattleOver(null), seat -> 100 + seat)
                .lines().stream().map(l -> l.name() + " " + l.rgb()).toList(), "unknown seats: in order, as before");
        // two who each sat first in a battle of their own: the second takes the first free colour (a code review)
        assertEquals(List.of("Anna 100", "Ben 101"), ScoreHistory.ofCampaign(firstBattleOver(null), seat -> 100 + seat,
                Map.of("a", 0, "b", 0)).lines().stream().map(l -> l.name() + " " + l.rgb()).toList());
    }

    /**
     * A long campaign's history fits one message: its newest battles, and where the rest are (a
     * product audit, 2026-11-26: each battle spells out its constraints, and from about the
     * fourth the history passed Discord's 2,000 characters and could not be sent).
     */
    @Test
    void aLongCampaignsHistoryFitsOneMessage() {
        Constraint environment = new Constraint.Environment("vacuum",
                "sealed systems", true);
        Constraint design = new Constraint.Design(
                List.of(SystemType.COMMS), 2);
        Campaign moon = Campaign.named("Moon");
        for (int n = 1; n <= 12; n++) {
            moon = accept(moon, new CampaignCommand.OpenBattle("a", n, "c1", "2026-11-" + (10 + n)));
            moon = accept(moon, new CampaignCommand.FinishBattle("a", n, "2026-11-" + (10 + n),
                    List.of(new Battle.Result("a", "Anna", 30), new Battle.Result("b", "Ben", 24)), List.of("a"),
                    "Leader", ObjectiveBehaviour.ORDERS, "b"));
            moon = accept(moon, new CampaignCommand.ChooseConstraints("b", List.of(environment, design)));
        }
        String history = CampaignText.history(moon);
        assertTrue(history.length() <= 2000, history.length() + " characters");
        assertTrue(history.contains("**Battle 12**"), history);
        assertTrue(!history.contains("**Battle 1**"), history);
        assertTrue(history.startsWith("📜 The history of **Moon**:\n_(Battles 1–"), history);
        assertTrue(history.contains(" are in `/campaign report`.)_\n**Battle "), history);
        for (int n = 80; n <= 120; n += 40) {
            Campaign longer = moon;
            for (int b = 13; b <= n; b++) {
                longer = accept(longer, new CampaignCommand.OpenBattle("a", b, "c1", "2026-12-01"));
                longer = accept(longer, new CampaignCommand.AbandonBattle("a", b, "2026-12-01",
                        List.of(new Battle.Result("a", "Anna", 3)), false));
            }
            String status = CampaignText.status(longer);
            assertTrue(status.length() <= 2000, status.length() + " characters");
            assertTrue(status.contains("• Battle " + n + ": abandoned.") && status.contains(": in `/campaign report`."),
                    status);
            // abandoned battles shed nothing: the next is played under the last choice
            assertTrue(status.endsWith("Constraints in force for the next battle: "
                    + CampaignText.constraints(List.of(environment, design)) + "."), status);
        }
        // The campaign's report still holds every battle, each with its own lines (a review: it read the
        // message's shortened history by position, and showed battle 9's lines as battle 1's).
        String report = new String(Reports.ofCampaign(moon, Map.of()).content(),
                StandardCharsets.UTF_8);
        for (int n = 1; n <= 12; n++) {
            int at = report.indexOf("<b>Battle " + n + "</b>");
            assertTrue(at > 0, "battle " + n + " in the report");
            assertTrue(n == 1 || report.indexOf("<b>Battle " + (n - 1) + "</b>") < at, "in order");
        }
        assertTrue(CampaignText.history(firstBattleOver("b")).startsWith("📜 The history of **Moon**:\n**Battle 1**"),
                "a short history whole, as before");
    }

    /**
     * A page read away from the chat names a battle's channel where the caller may read it: its
     * mention showed a number (a report audit); one the caller can't name keeps it.
     */
    @Test
    void theCampaignReportNamesTheChannelsItCan() {
        Campaign moon = accept(Campaign.named("Moon"), new CampaignCommand.OpenBattle("a", 1, "810000000000000001",
                "2026-11-21"));
        moon = accept(moon, new CampaignCommand.AbandonBattle("a", 1, "2026-11-21", List.of(), false));
        moon = accept(moon, new CampaignCommand.OpenBattle("a", 2, "810000000000000002", "2026-11-22"));
        String report = new String(Reports.ofCampaign(moon, Map.of(), Map.of(),
                id -> id.endsWith("1") ? Optional.of("moon-base") : Optional.empty()).content(),
                StandardCharsets.UTF_8);
        assertTrue(report.contains("in #moon-base"), report);
        assertTrue(report.contains("in #810000000000000002"), "a channel it can't name: " + report);
    }

    /** Moon's first battle, won by Anna, the objective held at doomsday by {@code holder} (or nobody). */
    private static Campaign firstBattleOver(String holder) {
        Campaign moon = accept(Campaign.named("Moon"), new CampaignCommand.OpenBattle("a", 1, "c1", "2026-11-21"));
        return accept(moon, new CampaignCommand.FinishBattle("a", 1, "2026-11-21",
                List.of(new Battle.Result("a", "Anna", 30), new Battle.Result("b", "Ben", 24)), List.of("a"),
                "Leader", ObjectiveBehaviour.ORDERS, holder));
    }

    private static Campaign accept(Campaign campaign, CampaignCommand command) {
        return campaign.applyAll(((CampaignDecision.Accepted) campaign.decide(command)).events());
    }
}
