package mfz.rules.attack;

import mfz.rules.company.Frame;
import mfz.rules.company.SystemType;
import mfz.rules.damage.DamageRules;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Tx;

/**
 * Damage dice, one at a time from the lowest, on the chart of the situation (docs/rules.md §6
 * step 4). A hit on a frame waits on its owner's choice ({@link DamageRules}).
 * <ul>
 *   <li>Terrain cover: each hit on it removes 6 bricks; with {@code cover-hits} stated it
 *       stands through that many hits and the next one destroys it; then the rest use the
 *       out-of-cover chart.</li>
 *   <li>A covering frame takes its hits like any frame; destroyed, it covers no more. With two
 *       defense systems (as it stands now) the 5s do nothing to it.</li>
 *   <li>Ruling: once the target is destroyed the remaining dice are not resolved.</li>
 * </ul>
 */
public final class Resolve {

    /** Each hit on terrain removes this many bricks (the attacker's choice which). */
    public static final int BRICKS_PER_HIT = 6;

    private Resolve() {
    }

    /**
     * What one die does on this chart: the one step every resolution takes, shared with the
     * odds ({@code mfz.rules.odds}) so the charts exist once.
     *
     * @param coverShrugs the cover is a frame with two defense systems: what would hit it does nothing
     */
    public static DieEffect effect(Situation chart, int die, boolean coverShrugs) {
        DieEffect effect = chart.effect(die);
        return effect == DieEffect.COVER_HIT && coverShrugs ? DieEffect.COVER_SHRUGGED : effect;
    }

    /** Resolves the next die (and whatever it causes); ends the resolution when none are left. */
    public static void proceed(Tx tx) {
        Game g = tx.game();
        Resolution r = g.roundState().resolution();
        Frame target = r.target().frameTarget() ? g.frame(r.target().owner(), r.target().frame()).orElseThrow() : null;
        if (r.remaining().isEmpty() || (target != null && target.destroyed())) {
            tx.emit(new Event.DamageResolved(r.target()));
            return;
        }
        int die = r.remaining().getFirst();
        Frame coverFrame = r.cover().frameCover() ? g.frame(r.cover().owner(), r.cover().frame()).orElseThrow() : null;
        DieEffect effect = effect(r.situation(), die, coverFrame != null && coverFrame.count(SystemType.DEFENSE) >= 2);
        boolean terrain = (effect == DieEffect.COVER_HIT && r.cover().kind() == Cover.Kind.TERRAIN)
                || (effect == DieEffect.TARGET_HIT && r.target().terrainTarget());
        tx.emit(new Event.DamageDieResolved(die, effect, terrain ? BRICKS_PER_HIT : 0));
        switch (effect) {
            case COVER_HIT -> {
                if (coverFrame != null) {
                    DamageRules.hit(tx, coverFrame);
                } else if (r.coverHitsLeft() != null && r.coverHitsLeft() == 0) {
                    tx.emit(new Event.CoverDestroyed(r.cover()));
                }
            }
            case TARGET_HIT -> {
                if (target != null) {
                    DamageRules.hit(tx, target);
                }
            }
            default -> {
            }
        }
    }
}
