package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.fail;

import mfz.rules.dice.Dice;
import mfz.rules.dice.SeededDice;

/** Shortcuts for tests that need turns played but don't look at them. */
public final class Play {

    private static final Dice ANY = new SeededDice(7);

    private Play() {
    }

    /** Plays a command that must be accepted. */
    public static Game ok(Game g, Command c, Dice dice) {
        Decision d = g.decide(c, dice);
        if (d instanceof RuleViolation v) {
            fail("refused " + c + ": " + v.message());
        }
        return g.applyAll(d.events());
    }

    public static Game ok(Game g, Command c) {
        return ok(g, c, ANY);
    }

    /** The frame starts a turn with no target and defends with nothing; the turn is still open. */
    public static Game startAndDefend(Game g, String owner, String frame) {
        g = ok(g, new Command.StartTurn(owner, frame, null, null, null, 0, false, null));
        return ok(g, new Command.Defend(owner, "none"));
    }

    /** A whole quiet turn: no target, no defense, nothing done. */
    public static Game quietTurn(Game g, String owner, String frame) {
        return ok(startAndDefend(g, owner, frame), new Command.EndTurn(owner));
    }
}
