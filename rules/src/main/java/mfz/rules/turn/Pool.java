package mfz.rules.turn;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.company.SystemType;
import mfz.rules.dice.DicePool;
import mfz.rules.dice.Die;
import mfz.rules.dice.DieColour;

/**
 * The dice a frame rolls for its turn (docs/rules.md §5 step 2), from its current systems, in the
 * order white, red, blue, green, yellow:
 * <ul>
 *   <li>its white dice (2 less those lost to damage), one set aside in a hazard it doesn't
 *       cope with ({@link Hazards});</li>
 *   <li>weapons at the named range only: the first whole weapon system 2 red d6, a second one
 *       red d8 (never with any split-range weapon aboard); each split weapon with a half at
 *       that range 1 red d6;</li>
 *   <li>1 red d8 per SSR fired;</li>
 *   <li>1 blue, green or yellow d6 per defense, movement or comms system;</li>
 *   <li>sprint: 1 green d8 without any direct-fire or artillery weapon (a split weapon with a
 *       ranged half counts as ranged).</li>
 * </ul>
 */
public final class Pool {

    private Pool() {
    }

    /** @param unprotected the frame starts in a hazard it doesn't cope with: one white is set aside */
    public static DicePool of(Frame frame, Range range, int ssrsFired, boolean unprotected) {
        List<Die> dice = new ArrayList<>();
        int whites = frame.whites();
        if (unprotected) {
            whites = Math.max(0, whites - 1);
        }
        for (int i = 0; i < whites; i++) {
            dice.add(Die.d6(DieColour.WHITE));
        }
        if (range != null) {
            SystemType weapon = weaponAt(range);
            boolean anySplit = frame.systems().stream().anyMatch(FrameSystem::isSplit);
            int whole = (int) frame.systems().stream().filter(s -> !s.isSplit() && s.type() == weapon).count();
            int split = (int) frame.systems().stream().filter(s -> s.isSplit() && (s.type() == weapon || s.split() == weapon)).count();
            if (whole >= 1) {
                dice.add(Die.d6(DieColour.RED));
                dice.add(Die.d6(DieColour.RED));
            }
            for (int i = 0; i < split; i++) {
                dice.add(Die.d6(DieColour.RED));
            }
            if (whole >= 2 && !anySplit) {
                dice.add(Die.d8(DieColour.RED));
            }
        }
        for (int i = 0; i < ssrsFired; i++) {
            dice.add(Die.d8(DieColour.RED));
        }
        add(dice, DieColour.BLUE, frame.count(SystemType.DEFENSE));
        add(dice, DieColour.GREEN, frame.count(SystemType.MOVEMENT));
        if (sprints(frame)) {
            dice.add(Die.d8(DieColour.GREEN));
        }
        add(dice, DieColour.YELLOW, frame.count(SystemType.COMMS));
        return new DicePool(dice);
    }

    /** No direct-fire or artillery weapon (whole or half): the frame gets the green sprint d8. */
    public static boolean sprints(Frame frame) {
        return frame.count(SystemType.DIRECT_FIRE) == 0 && frame.count(SystemType.ARTILLERY) == 0;
    }

    /**
     * The farthest one move could take the frame, in units: its sprint d8, or else a d6 (a green,
     * or a white). A bound, before any roll, any white lost or any climb.
     */
    public static int farthestMove(Frame frame) {
        return sprints(frame) ? 8 : 6;
    }

    public static SystemType weaponAt(Range range) {
        return switch (range) {
            case HAND -> SystemType.HAND_TO_HAND;
            case DIRECT -> SystemType.DIRECT_FIRE;
            case ARTILLERY -> SystemType.ARTILLERY;
        };
    }

    private static void add(List<Die> dice, DieColour colour, int n) {
        for (int i = 0; i < n; i++) {
            dice.add(Die.d6(colour));
        }
    }
}
