package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import mfz.rules.dice.Dice;
import mfz.rules.dice.ScriptedDice;

/** Given events, when a command, then these events or exactly this refusal. */
public final class Scenario {

    private final Game game;

    private Scenario(Game game) {
        this.game = game;
    }

    public static Scenario given(List<Event> events) {
        return new Scenario(Game.replay(events));
    }

    public static Scenario given(Game game) {
        return new Scenario(game);
    }

    public Game game() {
        return game;
    }

    public Outcome when(Command command) {
        return when(command, ScriptedDice.of());
    }

    public Outcome when(Command command, Dice dice) {
        String before = Json.write(game);
        Decision decision = game.decide(command, dice);
        assertEquals(before, Json.write(game), "deciding changed the game");
        return new Outcome(game, decision);
    }

    public record Outcome(Game before, Decision decision) {

        /** The command was accepted with exactly these events; returns the game after them. */
        public Game thenEvents(Event... expected) {
            if (decision instanceof RuleViolation v) {
                fail("refused: " + v.message());
            }
            assertEquals(List.of(expected), decision.events());
            return after();
        }

        /** Accepted: a {@code GameStarted} event (the companies built) and then exactly these events. */
        public Game thenStartedAnd(Event... expected) {
            if (decision instanceof RuleViolation v) {
                fail("refused: " + v.message());
            }
            List<Event> events = decision.events();
            assertTrue(events.getFirst() instanceof Event.GameStarted, () -> "not started: " + events);
            assertEquals(List.of(expected), events.subList(1, events.size()));
            return after();
        }

        /** The command was accepted; returns the game after its events. */
        public Game accepted() {
            if (decision instanceof RuleViolation v) {
                fail("refused: " + v.message());
            }
            return after();
        }

        /** Refused with exactly this message, no events, the game unchanged. */
        public void thenRefused(String message) {
            assertTrue(decision instanceof RuleViolation, () -> "accepted: " + decision.events());
            assertEquals(message, ((RuleViolation) decision).message());
            assertEquals(List.of(), decision.events());
        }

        private Game after() {
            for (Event e : decision.events()) {
                Json.roundTrip(e, Event.class);
            }
            Game after = before.applyAll(decision.events());
            Json.roundTrip(after, Game.class);
            return after;
        }
    }
}
