package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The companies the report lists are those that went into deployment: a frame added to break a
 * tie fought and took stations, and the page had never listed it (a report audit).
 */
class BiddingInTheReportTest {

    @TempDir
    Path dir;

    @Test
    void aFrameAddedInBiddingIsListedWithItsCompanyAndSaidSo() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.bothReady("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            table.type("vincent", "game start");
            PendingDecision.HighTieChoice tie = (PendingDecision.HighTieChoice) table.game().pending();
            table.type(tie.player(), "bid choose", "option", "add-frame", "name", "Spare", "loadout", "B G Y Rd");
            assertTrue(table.game().phase() != Phase.BIDDING, "bidding settled");
            table.playOn(List.of("vincent", "meguey"), game -> game.phase() == Phase.ENDED);
            BattleStory story = StoryReader.read(GameHarness.CHANNEL,
                    table.games().transfer().finished(GameHarness.CHANNEL));
            BattleStory.Company company = story.companies().stream().filter(c -> c.player().equals(tie.player()))
                    .findFirst().orElseThrow();
            assertTrue(company.frames().stream().anyMatch(f -> f.name().equals("Spare")), company.toString());
            assertEquals(Map.of("Spare", "added in bidding, to break a tie"), company.bidding());
            String page = ReportPage.battle(story, "game", "A game", 1, new DieFaces());
            assertTrue(page.contains("<li><b>Spare</b> B G Y Rd · <i>added in bidding, to break a tie</i></li>"), page);
        }
    }
}
