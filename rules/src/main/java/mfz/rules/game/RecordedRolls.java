package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.dice.KeptDice;
import mfz.rules.dice.RolledDie;

/**
 * The dice a command rolled, read back from its events in the order they were rolled: what an
 * undo keeps, so the same decision taken again gets the same dice (docs/rules.md, "Undo").
 */
public final class RecordedRolls {

    private RecordedRolls() {
    }

    /**
     * True when these events' dice are the table's, not a player's: each frame's initiative d20s,
     * rolled as a round starts by whichever command starts it (the last placement, the last
     * agreement, the last doomsday choice), the only dice of that command and the game's only d20s.
     */
    public static boolean theTables(List<? extends Event> events) {
        return events.stream().anyMatch(Event.InitiativeRolled.class::isInstance);
    }

    /** The sides of the table's dice ({@link #theTables}): no other roll of the game uses a d20. */
    public static final int TABLE_DIE_SIDES = 20;

    /** The values rolled, in order. */
    public static List<Integer> of(List<? extends Event> events) {
        return kept(events).stream().map(KeptDice.Kept::value).toList();
    }

    /** The dice rolled, in order, as an undo keeps them: a pool's with the die that showed each. */
    public static List<KeptDice.Kept> kept(List<? extends Event> events) {
        List<KeptDice.Kept> kept = new ArrayList<>();
        for (Event event : events) {
            if (event instanceof Event.PoolRolled pool) {
                pool.dice().stream().map(KeptDice.Kept::of).forEach(kept::add);
            } else {
                valuesOf(event).stream().map(KeptDice.Kept::of).forEach(kept::add);
            }
        }
        return List.copyOf(kept);
    }

    private static List<Integer> valuesOf(Event event) {
        return switch (event) {
            case Event.TieOrderDrawn drawn -> drawn.rolls();
            case Event.BiddingSettled settled -> settled.rolls();
            case Event.InitiativeRolled initiative -> initiative.rolls();
            case Event.DamageRolled damage -> damage.dice();
            case Event.FallDamageRolled fall -> fall.dice();
            default -> List.of();
        };
    }
}
