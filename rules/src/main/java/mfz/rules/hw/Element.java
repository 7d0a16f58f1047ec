package mfz.rules.hw;

import java.util.Optional;

/**
 * One element on the table, as a channel tracks it: its stats as it started and as they
 * stand, the damage it has taken in all (what recovery rolls against), and the hits and
 * recoveries still waiting for its owner to say which stat they go to.
 */
public record Element(String name, ElementKind kind, Stats start, Stats now, int damage, int hitsOwed,
                      int recoveriesOwed) {

    public static Element fresh(String name, ElementKind kind, Stats start) {
        return new Element(name, kind, start, start, 0, 0, 0);
    }

    /** Armour gone: the element is destroyed. */
    public boolean destroyed() {
        return now.armour() == 0;
    }

    /** Why one point of damage can't come off this stat, if it can't. */
    public Optional<String> whyNoHit(Stat stat) {
        if (destroyed()) {
            return Optional.of(name + " is already destroyed.");
        }
        if (now.of(stat) == 0) {
            return Optional.of(name + " has no " + HwText.name(stat) + " left to lose: take the hit from another stat.");
        }
        return Optional.empty();
    }

    /**
     * Why this element can't charge so, if it can't: a charge moves up to twice its Move (the
     * seed's summary), so with no Move it doesn't move ({@code moved}), and with 2 or less never
     * over 4" ({@code movedFar}) (an adversarial test: an element with Move 0 charged with both
     * bonuses).
     */
    public Optional<String> whyNoChargeMove(boolean moved, boolean movedFar) {
        int most = 2 * now.move();
        if (moved && most == 0) {
            return Optional.of(name + " has no Move left: it charges without moving (no `moved`).");
        }
        if (movedFar && most <= 4) {
            return Optional.of(name + " charges at most " + most + "\" (twice its Move of " + now.move()
                    + "): never over 4\", so no `moved-far`.");
        }
        return Optional.empty();
    }

    /**
     * Why this element can't counter-charge, if it can't: a counter-charge moves up to 1" into
     * contact, so not with no Move, nor while it owes hits (it doesn't act at full strength until
     * they are placed), as a charger can't (an adversarial test).
     */
    public Optional<String> whyNoCounterCharge() {
        if (now.move() == 0) {
            return Optional.of(name + " has no Move left: it can't counter-charge.");
        }
        if (hitsOwed > 0) {
            return Optional.of(name + " owes " + HwText.count(hitsOwed, "hit") + ": it can't counter-charge until its "
                    + "owner places " + HwText.itOrThem(hitsOwed) + ".");
        }
        return Optional.empty();
    }

    /**
     * One point of damage off the stat (check {@link #whyNoHit} first); pays off a hit owed, if
     * any. The hit that takes Armour to 0 destroys it (RULES §11): what it still owed or had to
     * place back goes with it, as when a charge destroys it.
     */
    public Element hit(Stat stat) {
        Stats after = now.with(stat, now.of(stat) - 1);
        boolean destroyedNow = after.of(Stat.ARMOUR) == 0;
        return new Element(name, kind, start, after, damage + 1, destroyedNow ? 0 : Math.max(0, hitsOwed - 1),
                destroyedNow ? 0 : recoveriesOwed);
    }

    /** Why one point can't be recovered into this stat, if it can't. */
    public Optional<String> whyNoRecovery(Stat stat) {
        if (destroyed()) {
            return Optional.of(name + " is destroyed: it recovers nothing.");
        }
        if (recoveriesOwed == 0) {
            return Optional.of(name + " has no recovered points to place: `/hw recover` rolls for them.");
        }
        if (now.of(stat) >= start.of(stat)) {
            return Optional.of(name + "'s " + HwText.name(stat) + " is already at its starting " + start.of(stat)
                    + ": put the point elsewhere.");
        }
        return Optional.empty();
    }

    public Element recover(Stat stat) {
        return new Element(name, kind, start, now.with(stat, now.of(stat) + 1), damage, hitsOwed,
                recoveriesOwed - 1);
    }

    /**
     * More hits for its owner to place. Hits as many as its Fire, Move and Armour left take every
     * point, Armour's too, whatever the owner would choose: it is destroyed at once (an
     * adversarial test: owing them, it went on shooting, and was removed and added afresh).
     */
    public Element owingHits(int more) {
        int owed = hitsOwed + more;
        // Recovered points still to place count with what it has left: placed first, they would take
        // hits too (an audit: destroyed at once with a point still to come back).
        int left = now.fire() + now.move() + now.armour() + Math.min(recoveriesOwed, lost());
        if (more > 0 && owed >= left) {
            return new Element(name, kind, start, new Stats(0, 0, 0, now.defense(), now.presence()), damage + left, 0, 0);
        }
        return new Element(name, kind, start, now, damage, owed, recoveriesOwed);
    }

    /**
     * More points to place back, added to those still waiting (a second roll used to replace
     * them); beyond what the stats can take back they are dropped.
     */
    public Element owingRecoveries(int count) {
        return new Element(name, kind, start, now, damage, hitsOwed, Math.min(recoveriesOwed + count, lost()));
    }

    /** The points it has lost below its start, all stats together: as many as it can recover. */
    public int lost() {
        int lost = 0;
        for (Stat stat : Stat.values()) {
            lost += start.of(stat) - now.of(stat);
        }
        return lost;
    }
}
