package mfz.bot.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.core.PlayerError;
import mfz.bot.game.BattleEnd;
import mfz.bot.game.GameService;
import mfz.bot.game.GameServiceCalls;
import mfz.bot.store.CampaignAppend;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.bot.store.StoreException;
import mfz.rules.campaign.Battle;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign battle's game and its campaign's record of it are stored in one transaction:
 * opened, ended or abandoned, either both change or neither does, so the campaign never
 * shows a battle being played that isn't, nor a game outside the campaign it was opened for.
 */
class BattleStoredWithItsCampaignTest {

    @TempDir
    Path dir;

    private Database database;
    private CampaignService campaigns;
    private GameService games;
    private GameStore gameStore;

    @BeforeEach
    void open() throws Exception {
        database = Database.open(dir.resolve("mfz.db"));
        campaigns = new CampaignService(new CampaignStore(database), CampaignServiceTest.CLOCK);
        gameStore = new GameStore(database);
        games = new GameService(gameStore, new SeededDice(1), CampaignServiceTest.CLOCK);
    }

    @AfterEach
    void close() {
        database.close();
    }

    private List<Command> opening(CampaignService.Loaded campaign) {
        return List.of(new Command.CreateGame("anna", "Anna", GameSize.SKIRMISH),
                new Command.EnterCampaign("anna", campaign.record().name(), campaign.campaign().constraintsForNext()));
    }

    @Test
    void aBattleOpensWithItsCampaignRecordOrNotAtAll() {
        CampaignService.Loaded moon = campaigns.create("g", "Moon");
        GameServiceCalls.open(games, "g", "c1", opening(moon), "i-1", campaigns.opening(moon, "anna", "c1"));
        Battle first = campaigns.byId(moon.record().id()).orElseThrow().campaign().playing().orElseThrow();
        assertEquals(games.record("c1").orElseThrow().id(), first.gameId());
        assertEquals("c1", first.channel());

        // Channel c2 checked the same campaign before c1's battle was stored, and then opens:
        // the campaign has changed, so neither c2's game nor a second battle is stored.
        PlayerError refused = assertThrows(PlayerError.class,
                () -> GameServiceCalls.open(games, "g", "c2", opening(moon), "i-2", campaigns.opening(moon, "anna", "c2")));
        assertEquals(GameService.CAMPAIGN_CHANGED, refused.getMessage());
        assertTrue(games.game("c2").isEmpty(), "no game in c2");
        assertTrue(games.record("c2").isEmpty());
        assertEquals(1, campaigns.byId(moon.record().id()).orElseThrow().campaign().battles().size());
        games.forgetResidentGames();
        assertTrue(games.game("c2").isEmpty(), "nor in the store");
    }

    @Test
    void anAbandonedBattleIsRecordedWithTheGamesEndOrNotAtAll() {
        CampaignService.Loaded moon = campaigns.create("g", "Moon");
        GameServiceCalls.open(games, "g", "c1", opening(moon), "i-1", campaigns.opening(moon, "anna", "c1"));
        long campaignId = moon.record().id();

        // The campaign got another event after the ending was decided: the game stays open.
        BattleEnd stale = (battle, end) -> new CampaignAppend(campaignId, 0, "anna",
                gameId -> List.of(new NewEvent("battle-abandoned", "{}")));
        assertEquals(GameService.CAMPAIGN_CHANGED,
                assertThrows(PlayerError.class, () -> games.abandon("c1", stale)).getMessage());
        games.forgetResidentGames();
        assertTrue(games.game("c1").isPresent(), "the game is still open");
        assertEquals(Battle.Status.PLAYING, campaigns.byId(campaignId).orElseThrow().campaign().battles().getFirst()
                .status());

        GameRecord record = games.record("c1").orElseThrow();
        games.abandon("c1", campaigns.ending("anna"));
        assertTrue(games.game("c1").isEmpty(), "abandoned");
        assertEquals(Battle.Status.CALLED_OFF, campaigns.ended(record, Battle.Status.CALLED_OFF).orElseThrow()
                .campaign().battles().getFirst().status(), "ended in its lobby: called off");
    }

    @Test
    void aCommandThatEndsABattleIsStoredWithItsCampaignRecordOrNotAtAll() throws Exception {
        CampaignService.Loaded moon = campaigns.create("g", "Moon");
        GameServiceCalls.open(games, "g", "c1", opening(moon), "i-1", campaigns.opening(moon, "anna", "c1"));
        GameRecord game = games.record("c1").orElseThrow();
        var stale = new CampaignAppend(moon.record().id(), 0, "anna",
                gameId -> List.of(new NewEvent("battle-finished", "{}")));
        assertThrows(StoreException.CampaignChanged.class, () -> gameStore.append(game,
                game.lastSeq(), List.of(new NewEvent("doomsday", "{}")), "anna", null, "i-9", GameStatus.FINISHED,
                CampaignServiceTest.CLOCK.instant(), null, stale));
        games.forgetResidentGames();
        assertEquals(game.lastSeq(), games.record("c1").orElseThrow().lastSeq(), "the game's last command isn't stored");
        assertEquals(GameStatus.LOBBY, games.record("c1").orElseThrow().status());
        assertEquals(1, campaigns.byId(moon.record().id()).orElseThrow().events(), "nor the campaign's record");
    }
}
