package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.store.NewEvent;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.options.GameSize;
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
}
