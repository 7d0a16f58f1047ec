package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
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

    public static List<Integer> of(List<? extends Event> events) {
        List<Integer> rolls = new ArrayList<>();
        for (Event event : events) {
            if (event instanceof Event.TieOrderDrawn drawn) {
                rolls.addAll(drawn.rolls());
            } else if (event instanceof Event.BiddingSettled settled) {
                rolls.addAll(settled.rolls());
            } else if (event instanceof Event.InitiativeRolled initiative) {
                rolls.addAll(initiative.rolls());
            } else if (event instanceof Event.PoolRolled pool) {
                pool.dice().stream().map(RolledDie::value).forEach(rolls::add);
            } else if (event instanceof Event.DamageRolled damage) {
                rolls.addAll(damage.dice());
            } else if (event instanceof Event.FallDamageRolled fall) {
                rolls.addAll(fall.dice());
            }
        }
        return List.copyOf(rolls);
    }
}
