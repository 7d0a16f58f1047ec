package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
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
            // a short game: the clock at 1 (readied again after the change)
            table.type("vincent", "game options", "doomsday", "1");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
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

    /**
     * A frame removed in bidding is listed still, said so, without the SSRs it passed on: another
     * frame shows them now, and the company read as carrying more (a code review).
     */
    @Test
    void aFrameRemovedInBiddingIsListedWithoutTheSsrsItPassedOn() {
        Frame a1 = Table.frame("a", "a1", "B G Y Rd", 2);
        Frame a2 = Table.frame("a", "a2", "B G Y Rd");
        Game game = new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH), 2, List.of(a2.withSsrs(2),
                Table.frame("b", "b1", "B G Y Rd")), List.of(), null, List.of("a", "b"))).game();
        BattleStory.Company revealed = new BattleStory.Company("a", "Anna", 0, List.of(a1, a2), List.of());
        BattleStory.Company after = StoryCompanies.afterBidding(List.of(revealed), game).getFirst();
        assertEquals(List.of(0, 2), after.frames().stream().map(Frame::ssrs).toList());
        assertEquals(Map.of("a1", "removed in bidding, to break a tie (its SSRs went to the company's other frames)"),
                after.bidding());
    }
}
