package mfz.rules.attack;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.turn.Target;

/**
 * Damage dice being resolved, lowest first, while hits wait on their owners' choices.
 *
 * @param attackerOwner the attacking frame's owner (null for a fall)
 * @param attackerFrame the attacking frame (null for a fall)
 * @param target        what the dice hit
 * @param situation     the chart used now (it changes when the cover falls)
 * @param remaining     dice not yet resolved, lowest first
 * @param cover         the cover while it stands
 * @param coverHitsLeft terrain cover: hits it still stands through (null: the whole attack)
 * @param retreated     the frames that gave up a station in this attack ({@code owner/frame}):
 *                      once per attack each (§6), even when the map has it stop by another
 */
public record Resolution(String attackerOwner, String attackerFrame, Target target, Situation situation,
                         List<Integer> remaining, Cover cover, Integer coverHitsLeft, List<String> retreated) {

    public Resolution {
        remaining = List.copyOf(remaining);
        retreated = retreated == null ? List.of() : List.copyOf(retreated); // games stored before: none
    }

    public Resolution(String attackerOwner, String attackerFrame, Target target, Situation situation,
                      List<Integer> remaining, Cover cover, Integer coverHitsLeft) {
        this(attackerOwner, attackerFrame, target, situation, remaining, cover, coverHitsLeft, List.of());
    }

    /** Whether this frame already gave up a station in this attack. */
    public boolean retreatedBy(String owner, String frame) {
        return retreated.contains(owner + "/" + frame);
    }

    /** This frame gave up its station. */
    public Resolution withRetreat(String owner, String frame) {
        List<String> more = new ArrayList<>(retreated);
        more.add(owner + "/" + frame);
        return new Resolution(attackerOwner, attackerFrame, target, situation, remaining, cover, coverHitsLeft, more);
    }

    public boolean fall() {
        return attackerOwner == null;
    }

    /** Without the die just resolved. */
    public Resolution next() {
        return new Resolution(attackerOwner, attackerFrame, target, situation, remaining.subList(1, remaining.size()),
                cover, coverHitsLeft, retreated);
    }

    /** Terrain cover took a hit and still stands. */
    public Resolution coverHit() {
        Integer left = coverHitsLeft == null ? null : Math.max(0, coverHitsLeft - 1);
        return new Resolution(attackerOwner, attackerFrame, target, situation, remaining, cover, left, retreated);
    }

    /** The cover is gone: the rest use the out-of-cover chart. */
    public Resolution coverGone() {
        return new Resolution(attackerOwner, attackerFrame, target, Situation.OUT_OF_COVER, remaining, Cover.NONE, null,
                retreated);
    }
}
