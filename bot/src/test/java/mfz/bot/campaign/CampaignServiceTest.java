package mfz.bot.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.bot.game.GameService;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.Constraint;
import mfz.rules.game.Game;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Campaigns in SQLite: per server, names unique ignoring case, never mixed, kept across a reopening. */
class CampaignServiceTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T20:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void campaignNamesAreUniquePerServerIgnoringCaseAndServersNeverMix() throws Exception {
        try (Database db = Database.open(dir.resolve("mfz.db"))) {
            CampaignService service = new CampaignService(new CampaignStore(db), CLOCK);
            CampaignService.Loaded moon = service.create("g1", "Moon");
            CampaignService.Loaded mars = service.create("g1", "Mars");
            CampaignService.Loaded otherMoon = service.create("g2", "Moon");
            assertEquals("This server already has a campaign named `MOON`, or one that reads the same: pick another name.",
                    assertThrows(PlayerError.class, () -> service.create("g1", "MOON")).getMessage());
            // lookalike letters of another alphabet, or spaces doubled, read as the same name (a campaign audit)
            // the name typed, never the other's (it may be played where the caller can't read)
            assertEquals("This server already has a campaign named `M\u043e\u043en`, or one that reads the same: pick "
                    + "another name.", assertThrows(PlayerError.class, () -> service.create("g1", "M\u043e\u043en"))
                    .getMessage());
            service.create("g3", "Moon Base");
            assertThrows(PlayerError.class, () -> service.create("g3", "Moon  Base"));
            assertThrows(PlayerError.class, () -> service.create("g1", "\u041c\u0430rs"), "Cyrillic M and a");
            assertNotEquals(moon.record().id(), otherMoon.record().id());

            service.decide(moon, new CampaignCommand.OpenBattle("a", 1, "c1", service.today()));
            assertEquals(1, service.find("g1", "moon").orElseThrow().campaign().battles().size());
            assertEquals(0, service.find("g1", "Mars").orElseThrow().campaign().battles().size(), "two in one server");
            assertEquals(0, service.find("g2", "Moon").orElseThrow().campaign().battles().size(), "same name elsewhere");
            assertEquals(mars.record().id(), service.resolve("g1", "c9", Optional.of("mars"), Optional.empty(), c -> true)
                    .record().id());
            assertEquals("Which campaign? Name it with `campaign:` (Moon, Mars).", assertThrows(PlayerError.class,
                    () -> service.resolve("g1", "c9", Optional.empty(), Optional.empty(), c -> true)).getMessage(),
                    "two campaigns and no battle in this channel: it can't be guessed");
            assertEquals(otherMoon.record().id(), service.resolve("g2", "c9", Optional.empty(), Optional.empty(), c -> true)
                    .record().id(), "the server's only campaign");
        }
    }

    @Test
    void aCampaignSurvivesClosingTheDatabase() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Database db = Database.open(file)) {
            CampaignService service = new CampaignService(new CampaignStore(db), CLOCK);
            CampaignService.Loaded moon = service.create("g1", "Moon");
            moon = service.decide(moon, new CampaignCommand.OpenBattle("a", 7, "c1", service.today()));
            moon = service.decide(moon, new CampaignCommand.FinishBattle("a", 7, service.today(),
                    List.of(new Battle.Result("a", "Anna", 30), new Battle.Result("b", "Ben", 20)), List.of("a"),
                    "Leader", null, "b"));
            service.decide(moon, new CampaignCommand.ChooseConstraints("b", List.of(new Constraint.Average(3),
                    new Constraint.Size(GameSize.BATTLE))));
        }
        try (Database db = Database.open(file)) {
            CampaignService service = new CampaignService(new CampaignStore(db), CLOCK);
            CampaignService.Loaded moon = service.find("g1", "Moon").orElseThrow();
            assertEquals(List.of(new Constraint.Average(3), new Constraint.Size(GameSize.BATTLE)),
                    moon.campaign().constraintsForNext());
            assertEquals("2026-03-01", moon.campaign().battles().getFirst().opened());
        }
    }

    @Test
    void aDecisionOnAStaleCampaignIsNotStored() throws Exception {
        try (Database db = Database.open(dir.resolve("mfz.db"))) {
            CampaignService service = new CampaignService(new CampaignStore(db), CLOCK);
            CampaignService.Loaded stale = service.create("g1", "Moon");
            service.decide(stale, new CampaignCommand.OpenBattle("a", 1, "c1", service.today()));
            assertEquals(GameService.CAMPAIGN_CHANGED, assertThrows(PlayerError.class,
                    () -> service.decide(stale, new CampaignCommand.OpenBattle("b", 2, "c2", service.today())))
                    .getMessage());
            assertEquals(1, service.find("g1", "Moon").orElseThrow().campaign().battles().size());
        }
    }

    @Test
    void aGameTheCampaignDoesNotKnowAsItsBattleLeavesItUnchanged() throws Exception {
        try (Database db = Database.open(dir.resolve("mfz.db"))) {
            CampaignService service = new CampaignService(new CampaignStore(db), CLOCK);
            CampaignService.Loaded moon = service.create("g1", "Moon");
            service.decide(moon, new CampaignCommand.OpenBattle("a", 1, "c1", service.today()));
            GameRecord stranger = new GameRecord(2, "g1", "c2", "a", moon.record().id(),
                    GameStatus.ABANDONED, 3, 3, 0);
            assertEquals(null, service.ending("a").of(stranger, Game.EMPTY),
                    "no campaign events for a game the campaign doesn't know as its battle being played");
            assertEquals(Battle.Status.PLAYING, service.find("g1", "Moon").orElseThrow().campaign().battles()
                    .getFirst().status());
        }
    }
}
