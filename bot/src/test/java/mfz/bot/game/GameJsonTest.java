package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.store.NewEvent;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class GameJsonTest {

    private final GameJson json = new GameJson();

    @Test
    void anEventIsStoredAsTheSameTextAndTypeAsItsTreeAndReadsBackEqual() {
        List<Event> events = new ArrayList<>();
        Game game = Game.EMPTY;
        for (Command command : List.of(new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH),
                new Command.JoinGame("u2", "Alice"), new Command.SetSsrCount("u1", 4))) {
            List<Event> made = game.decide(command, new SeededDice(1)).events();
            events.addAll(made);
            game = game.applyAll(made);
        }
        assertFalse(events.isEmpty());
        for (Event event : events) {
            var tree = json.mapper().valueToTree(event);
            NewEvent stored = json.toStored(event);
            assertEquals(tree.path("type").asText(), stored.type());
            assertEquals(tree.toString(), stored.payload());
            assertEquals(event, json.event(stored.payload()));
            assertEquals(stored, json.toStored(event), "the remembered type name gives the same result");
        }
    }

    /**
     * A snapshot kept when a frame near the campaign objective stood near it as its one
     * station is not read: ResidentGames replays the game's events instead, so where each frame
     * stands is worked out as the rules now keep it.
     */
    @Test
    void aSnapshotFromBeforeFramesStoodNearTheObjectiveBesideTheirStationsIsNotRead() throws Exception {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), "Leader",
                        ObjectiveBehaviour.NONE));
        Game now = new Table(Table.combat(options, 2, List.of(
                Table.frame("a", "a1"), Table.frame("b", "b1")),
                List.of(Station.neutral("Leader")), null, List.of("a", "b"))).game();
        assertEquals(now, json.game(json.state(now)), "a snapshot of today's shape reads back");
        Game before = new Table(Table.combat(options, 2, List.of(
                Table.frame("a", "a1").near("Leader"), Table.frame("b", "b1")),
                List.of(Station.neutral("Leader")), null, List.of("a", "b"))).game();
        String kept = json.state(before);
        assertThrows(JsonProcessingException.class, () -> json.game(kept));
    }

    /**
     * A snapshot whose tactical order isn't the one the rules give now (kept before they ranked a
     * demo's ties round the table) is not read: replayed instead, every load of the game agrees
     * on who holds the initiative (a review).
     */
    @Test
    void aSnapshotRankedAsTheRulesNoLongerRankIsNotRead() throws Exception {
        List<Event> events = new ArrayList<>(Table.combat(
                GameOptions.defaults(GameSize.DEMO), List.of("a", "b", "c"),
                List.of("Anna", "Ben", "Cleo"), List.of(5, 5, 5), List.of(Table.frame("a", "a1"),
                        Table.frame("b", "b1"), Table.frame("c", "c1")),
                List.of(Station.neutral("Centre")), List.of("a", "b", "c")));
        events.add(events.size() - 1, new Event.FirstPlayerChosen("a"));
        events.add(new Event.FrameDestroyed("c", "c1"));
        Game now = Game.replay(events);
        assertEquals(List.of("a", "b", "c"), now.ranking());
        assertEquals(now, json.game(json.state(now)), "a snapshot of today's ranking reads back");
        String kept = json.state(now).replace("\"tacticalOrder\":[\"a\",\"b\",\"c\"]",
                "\"tacticalOrder\":[\"b\",\"a\",\"c\"]");
        Assertions.assertNotEquals(json.state(now), kept, "the order as an older rule left it");
        assertThrows(JsonProcessingException.class, () -> json.game(kept));
    }
}
