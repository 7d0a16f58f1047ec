package mfz.rules.attack;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import mfz.rules.company.Frame;
import mfz.rules.dice.Dice;
import mfz.rules.dice.Roll;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Tx;
import mfz.rules.round.Turn;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;

/**
 * Resolving an attack (docs/rules.md §6): the target's defense (0 without a marker, terrain 0),
 * the spot if the attacker chose to use it (it comes off), damage dice = attack + spot −
 * defense, rolled at once; zero or fewer is a miss. The dice then resolve lowest first
 * ({@link Resolve}).
 *
 * <p>Ruling: the spot choice and the cover are declared with the attack; when the target had
 * to be activated first they apply once it has defended.
 */
public final class AttackRules {

    private AttackRules() {
    }

    /**
     * The defense an attack of this turn meets, once it is known: terrain's is 0; a target frame's
     * is set when it acts (none assigned: 0); one still to act defends when attacked (empty).
     */
    public static OptionalInt knownDefense(Game g, Turn attacker) {
        Target target = attacker.target();
        if (target == null || target.noTarget()) {
            return OptionalInt.empty();
        }
        if (target.terrainTarget()) {
            return OptionalInt.of(0);
        }
        return g.frame(target.owner(), target.frame()).filter(Frame::acted)
                .map(f -> OptionalInt.of(f.defense() == null ? 0 : f.defense())).orElse(OptionalInt.empty());
    }

    /**
     * Whether an attack with this die could roll a damage die: not once the target's defense is
     * known ({@link #knownDefense}) at or above the die with the spot it carries (zero or fewer dice
     * is a miss).
     */
    public static boolean mayHurt(Game g, Turn attacker, RolledDie die) {
        OptionalInt defense = knownDefense(g, attacker);
        if (defense.isEmpty()) {
            return true;
        }
        int spot = attacker.target().frameTarget() ? g.frame(attacker.target().owner(), attacker.target().frame())
                .map(f -> f.spot() == null ? 0 : f.spot()).orElse(0) : 0;
        return die.value() + spot - defense.getAsInt() > 0;
    }

    /**
     * The attack a frame acting first defends against (combat order, §4): announced by the turn it
     * paused, with its die's value and the spot it uses on that frame (0 without).
     */
    public record Incoming(String owner, String frame, int attack, int spot) {
    }

    /** The attack this turn, acting first, defends against; empty for a turn in tactical order. */
    public static Optional<Incoming> incoming(Game g, Turn defending) {
        int spot = g.frame(defending.owner(), defending.frame()).map(f -> f.spot() == null ? 0 : f.spot()).orElse(0);
        return g.roundState().attackerOf(defending).map(a -> new Incoming(a.owner(), a.frame(),
                a.attack().die().value(), a.attack().useSpot() ? spot : 0));
    }

    /** Resolves the attack the turn announced. */
    public static void resolve(Tx tx, Turn attacker) {
        Game g = tx.game();
        AttackDeclaration a = attacker.attack();
        Target target = attacker.target();
        int defense = 0;
        int spot = 0;
        Situation situation;
        Cover cover = a.cover();
        if (target.terrainTarget()) {
            situation = Situation.TERRAIN_TARGET;
        } else {
            Frame f = g.frame(target.owner(), target.frame()).orElseThrow();
            defense = f.defense() == null ? 0 : f.defense();
            spot = a.useSpot() && f.spot() != null ? f.spot() : 0;
            if (attacker.range() == Range.HAND) {
                situation = Situation.HAND_TO_HAND;
            } else if (cover.kind() == Cover.Kind.TERRAIN) {
                situation = Situation.TERRAIN_COVER;
            } else if (cover.frameCover() && g.frame(cover.owner(), cover.frame()).map(Frame::alive).orElse(false)) {
                situation = Situation.FRAME_COVER;
            } else {
                situation = Situation.OUT_OF_COVER;
                cover = Cover.NONE;
            }
        }
        int count = a.die().value() + spot - defense;
        List<Integer> dice = new ArrayList<>();
        Dice rolling = tx.dice().forRoll(Roll.damage(attacker.owner()));
        for (int i = 0; i < count; i++) {
            dice.add(rolling.d6());
        }
        tx.emit(new Event.DamageRolled(attacker.owner(), attacker.frame(), target, a.die().value(), spot, defense,
                situation, cover, cover.kind() == Cover.Kind.TERRAIN ? a.coverHits() : null, dice));
    }
}
