package mfz.rules.attack;

import static mfz.rules.game.Refusal.require;
import static mfz.rules.game.Refusal.requireWithWaiting;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.dice.Dice;
import mfz.rules.dice.Roll;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Tx;
import mfz.rules.options.AdvancedOption;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;
import mfz.rules.turn.Frames;

/**
 * Elevation and falling (docs/rules.md §8): a frame that falls takes 1 damage die per 3 bricks of
 * the fall, on the falling chart (4, 5, 6 hit).
 *
 * <p>Rulings: the table judges that a frame fell; the fall is declared by the frame's owner
 * or by the player whose turn is underway (usually the one whose attack brought the
 * structure down), in combat, while no hit is waiting on a choice and no attack is waiting
 * on a defense. A falling frame by a station its owner holds may give it up to ignore one of
 * the fall's hits, as any frame taking a hit may (docs/rules.md §6). At most 90 bricks (30 dice).
 */
public final class FallRules {

    public static final int MAX_BRICKS = 90;

    /** Bricks of drop a damage die: a fall rolls one die for each whole 3 (§8). */
    public static final int BRICKS_A_DIE = 3;

    private static final String NO_ELEVATION = "Elevation and falling are not in play in this game (an advanced option).";

    /** The damage dice a fall of this many bricks rolls. */
    public static int dice(int bricks) {
        return bricks / BRICKS_A_DIE;
    }

    private FallRules() {
    }

    /**
     * Refused when no height could make this fall legal (no elevation, not now in the turn, a
     * reporter who may not say it, a frame not on the table): what the bot asks before opening its
     * form for the height, so that form doesn't come first and the refusal only after it is filled
     * in (a bad-input play; an audit found the reporter and the moment checked only after it).
     */
    public static void requireFallable(Game g, String actor, String owner, String frame) {
        require(g.options().has(AdvancedOption.ELEVATION), NO_ELEVATION);
        requireWithWaiting(g.phase() == Phase.COMBAT && g.roundState() != null, "Frames fall in combat; now: ", g);
        requireWithWaiting(g.roundState().turns().stream().noneMatch(t -> t.stage() == Stage.WAITING
                || t.stage() == Stage.STARTING || t.stage() == Stage.DEFENDING), "Not now: ", g);
        Frame f = Frames.any(g, owner, frame);
        Turn active = g.roundState().active();
        require(f.owner().equals(actor) || (active != null && active.owner().equals(actor)),
                "Only " + g.nameOf(f.owner()) + ", or the player whose turn is underway, says that " + f.name() + " fell.");
        require(f.alive(), Frames.label(g, f) + " is destroyed.");
        require(f.placed(), Frames.label(g, f) + " isn't on the table.");
    }

    public static void fall(Tx tx, Command.Fall c) {
        Game g = tx.game();
        requireFallable(g, c.actor(), c.owner(), c.frame());
        Frame f = Frames.any(g, c.owner(), c.frame());
        require(c.bricks() >= BRICKS_A_DIE, "A fall of fewer than " + BRICKS_A_DIE + " bricks does no damage.");
        require(c.bricks() <= MAX_BRICKS, "A fall of more than " + MAX_BRICKS + " bricks? Count again.");
        List<Integer> dice = new ArrayList<>();
        Dice rolling = tx.dice().forRoll(Roll.fall(f.owner(), f.name()));
        for (int i = 0; i < dice(c.bricks()); i++) {
            dice.add(rolling.d6());
        }
        tx.emit(new Event.FallDamageRolled(f.owner(), f.name(), c.bricks(), dice));
    }
}
