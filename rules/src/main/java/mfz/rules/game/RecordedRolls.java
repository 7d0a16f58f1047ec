package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.dice.KeptDice;
import mfz.rules.dice.Roll;

/**
 * The dice a command rolled, read back from its events in the order they were rolled: what an
 * undo keeps, each for its roll ({@link Roll}), so the same decision taken again gets the same
 * dice (docs/rules.md, "Undo").
 */
public final class RecordedRolls {

    private RecordedRolls() {
    }

    /**
     * True when these events roll a round's initiative: each frame's d20s, the table's, rolled as a
     * round starts by whichever command starts it (the last placement, the last agreement, the last
     * doomsday choice), the only dice of that command.
     */
    public static boolean theTables(List<? extends Event> events) {
        return events.stream().anyMatch(Event.InitiativeRolled.class::isInstance);
    }

    /** The values rolled, in order. */
    public static List<Integer> of(List<? extends Event> events) {
        return labelled(events).stream().map(rolled -> rolled.kept().value()).toList();
    }

    /** A die rolled, and the roll it was for (whose, and which kind: {@link Roll}). */
    public record Labelled(KeptDice.Kept kept, Roll roll) {
    }

    /** The dice rolled, in order, each with the roll it was for, as an undo keeps them for that roll. */
    public static List<Labelled> labelled(List<? extends Event> events) {
        List<Labelled> kept = new ArrayList<>();
        for (Event event : events) {
            Roll roll = switch (event) {
                case Event.PoolRolled pool -> Roll.pool(pool.owner());
                case Event.DamageRolled damage -> Roll.damage(damage.attackerOwner());
                case Event.FallDamageRolled fall -> Roll.fall(fall.owner(), fall.frame());
                case Event.TieOrderDrawn ignored -> Roll.TIE_ORDER;
                case Event.BiddingSettled ignored -> Roll.TIE_ORDER;
                case Event.InitiativeRolled ignored -> Roll.INITIATIVE;
                default -> null;
            };
            if (event instanceof Event.PoolRolled pool) {
                pool.dice().forEach(die -> kept.add(new Labelled(KeptDice.Kept.of(die), roll)));
            } else {
                valuesOf(event).forEach(value -> kept.add(new Labelled(KeptDice.Kept.of(value), roll)));
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
