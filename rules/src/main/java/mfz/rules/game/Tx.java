package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.dice.Dice;

/**
 * One command being decided: the events decided so far, applied as they are emitted so the
 * next rule sees the game they make. Thrown away when the command is refused.
 */
public final class Tx {

    private final Game before;
    private Game game;
    private final Dice dice;
    private final List<Event> events = new ArrayList<>();

    Tx(Game game, Dice dice) {
        this.before = game;
        this.game = game;
        this.dice = dice;
    }

    /** The game as the command found it, before any of its events. */
    public Game before() {
        return before;
    }

    /** The game with every event emitted so far applied. */
    public Game game() {
        return game;
    }

    /** The only source of random numbers. */
    public Dice dice() {
        return dice;
    }

    public void emit(Event event) {
        events.add(event);
        game = game.apply(event);
    }

    /** The events decided so far, in order. */
    public List<Event> events() {
        return List.copyOf(events);
    }
}
