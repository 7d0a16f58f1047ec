package mfz.rules.round;

import static mfz.rules.game.Refusal.require;
import static mfz.rules.game.Refusal.requireWithWaiting;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import mfz.rules.company.Frame;
import mfz.rules.dice.Roll;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.options.AdvancedOption;

/**
 * Tactical order (docs/rules.md §4): who holds the initiative when no turn is underway, passing,
 * and the two variants.
 * <ul>
 *   <li><b>Score order:</b> the first player of the tactical ranking who has not passed since
 *       the last completed turn and still has a frame to act. Players with nothing left to act
 *       pass automatically (they are skipped). A player after whom nobody has a frame left to
 *       act cannot pass. A completed turn brings the initiative back to the top.</li>
 *   <li><b>Demo game, while every score is equal:</b> round the table (join order) from the
 *       chosen first player (the host if none was chosen); once scores differ, score order as
 *       above. Ruling: every round starts again from that player; after each
 *       completed turn the initiative goes to the next player round the table from the one
 *       who took it; passing hands it to the next player round the table, allowed while any
 *       other player who has not passed has a frame left to act.</li>
 *   <li><b>Per-frame initiative</b> (advanced): frames act from the lowest d20 up; nobody
 *       passes. Ruling: a frame with two d20s acts when the lower one comes up unless its owner
 *       chooses to wait for the higher one ({@link Command.WaitForLaterDie}); equal values are
 *       ordered at once, when the d20s are rolled, by roll-offs (lower roll-off first, again
 *       while equal).</li>
 * </ul>
 */
public final class Initiative {

    private Initiative() {
    }

    /** Who may start a turn now; empty while a turn or a decision is underway, or outside combat. */
    public static Optional<String> holder(Game g) {
        RoundState r = g.roundState();
        if (g.phase() != Phase.COMBAT || r == null || g.pending() != null || !r.turns().isEmpty()) {
            return Optional.empty();
        }
        if (perFrame(g)) {
            return nextSlot(g).map(InitiativeSlot::owner);
        }
        if (roundTheTable(g)) {
            List<String> table = table(g);
            int from = Math.max(0, table.indexOf(r.rotation()));
            for (int i = 0; i < table.size(); i++) {
                String p = table.get((from + i) % table.size());
                if (!r.passed().contains(p) && hasFrameToAct(g, p)) {
                    return Optional.of(p);
                }
            }
            return table.stream().filter(p -> hasFrameToAct(g, p)).findFirst();
        }
        return g.ranking().stream().filter(p -> !r.passed().contains(p) && hasFrameToAct(g, p)).findFirst()
                .or(() -> g.ranking().stream().filter(p -> hasFrameToAct(g, p)).findFirst());
    }

    /** Per-frame initiative: the d20 that comes up now. */
    public static Optional<InitiativeSlot> nextSlot(Game g) {
        return g.roundState().slots().stream()
                .filter(s -> g.frame(s.owner(), s.frame()).map(Frame::readyToAct).orElse(false)).findFirst();
    }

    /**
     * Per-frame initiative: waiting for the frame's other d20 changes something, since another frame's
     * d20 still to come lies between them (not one that acted already, or was destroyed: a review).
     * Its other d20 next in line, equal or higher, is the same moment: nothing happens between them
     * (an audit offered a wait that came back the same value; a console audit, one from a 1 to a 2).
     */
    public static boolean hasLaterDie(Game g, InitiativeSlot slot) {
        return laterDie(g, slot).map(later -> later.between() > 0).orElse(false);
    }

    /** The frame's other d20 still to come after this one, and how many other frames' d20s come between. */
    private static Optional<Later> laterDie(Game g, InitiativeSlot slot) {
        List<InitiativeSlot> slots = g.roundState().slots();
        int between = 0;
        for (InitiativeSlot later : slots.subList(slots.indexOf(slot) + 1, slots.size())) {
            if (later.of(slot.owner(), slot.frame())) {
                return Optional.of(new Later(later, between));
            }
            between += g.frame(later.owner(), later.frame()).map(Frame::readyToAct).orElse(false) ? 1 : 0;
        }
        return Optional.empty();
    }

    private record Later(InitiativeSlot slot, int between) {
    }

    /**
     * Demo game while every score is equal: the initiative goes round the table. Once scores
     * differ it follows the score order like a full game; the demo's tactical order starts round
     * the table from the first player, and re-sorting by score is stable, so equal scores keep
     * their round-the-table order.
     */
    public static boolean roundTheTable(Game g) {
        return g.demo() && g.players().stream().map(p -> g.score(p.id())).distinct().count() <= 1;
    }

    public static boolean perFrame(Game g) {
        return g.options().has(AdvancedOption.PER_FRAME_INITIATIVE);
    }

    public static boolean hasFrameToAct(Game g, String player) {
        return g.framesOf(player).stream().anyMatch(Frame::readyToAct);
    }

    /** The holder may pass: somebody after them still has a frame to act. */
    public static boolean mayPass(Game g, String holder) {
        if (perFrame(g)) {
            return false;
        }
        RoundState r = g.roundState();
        if (roundTheTable(g)) {
            return table(g).stream().anyMatch(p -> !p.equals(holder) && !r.passed().contains(p) && hasFrameToAct(g, p));
        }
        List<String> ranking = g.ranking();
        int at = ranking.indexOf(holder);
        return ranking.subList(at + 1, ranking.size()).stream()
                .anyMatch(p -> !r.passed().contains(p) && hasFrameToAct(g, p));
    }

    /** Refuses unless the actor holds the initiative now (with the reason in player words). */
    public static void requireHolder(Game g, String actor) {
        RoundState r = g.roundState();
        requireWithWaiting(r.turns().isEmpty(), "Not now: ", g);
        String holder = holder(g).orElseThrow(() -> Refusal.withWaiting("Not now: ", g));
        require(holder.equals(actor), "Not your turn: " + g.nameOf(holder) + " holds the initiative.");
    }

    public static void pass(Tx tx, Command.Pass c) {
        Game g = tx.game();
        requireCombat(g);
        require(!perFrame(g), "With per-frame initiative nobody passes: frames act in the order of their d20s.");
        requireHolder(g, c.actor());
        require(mayPass(g, c.actor()), "You can't pass: nobody after you has a frame left to act.");
        tx.emit(new Event.InitiativePassed(c.actor()));
    }

    public static void waitForLaterDie(Tx tx, Command.WaitForLaterDie c) {
        Game g = tx.game();
        requireCombat(g);
        require(perFrame(g), "Only per-frame initiative lets a frame wait for its other d20.");
        requireHolder(g, c.actor());
        InitiativeSlot slot = nextSlot(g).orElseThrow();
        // The message only once refused: a frame left out (null) is no refusal (a review found it built first).
        require(c.frame() == null || c.frame().isBlank() || slot.frame().equalsIgnoreCase(c.frame().strip()),
                () -> g.frame(c.actor(), c.frame().strip()).isEmpty()
                        ? "You have no frame named `" + c.frame().strip() + "`; the d20 that came up is "
                                + slot.frame() + "'s."
                        : "It is " + slot.frame() + "'s d20 that came up, not " + c.frame().strip() + "'s.");
        require(hasLaterDie(g, slot), () -> laterDie(g, slot).map(later -> slot.frame() + "'s other d20 ("
                + later.slot().value() + ") comes next anyway: waiting changes nothing, so it acts now.")
                .orElse(slot.frame() + " has no other d20 to wait for: it acts now."));
        tx.emit(new Event.InitiativeDieSkipped(slot.owner(), slot.frame(), slot.value()));
    }

    static void requireCombat(Game g) {
        requireWithWaiting(g.phase() == Phase.COMBAT, notInCombat(g), g);
    }

    /** Why no turn can be played in this phase, in words that lead into what the game waits on. */
    public static String notInCombat(Game g) {
        return switch (g.phase()) {
            case NONE, LOBBY, BIDDING, DEPLOYMENT -> "No turns yet: they begin when deployment is over. ";
            case COMBAT -> "Not now: ";
            case ENDED -> "The game is over: no more turns. ";
        };
    }

    /**
     * Per-frame initiative at the start of a round: a d20 for each frame on the table (two for
     * a frame designed with fewer than 4 systems), frames in table order; then roll-offs for
     * equal values.
     */
    public static void rollPerFrame(Tx tx) {
        Game g = tx.game();
        if (!perFrame(g)) {
            return;
        }
        List<Integer> rolls = new ArrayList<>();
        List<InitiativeSlot> slots = new ArrayList<>();
        for (Frame f : g.frames()) {
            if (!f.alive() || !f.placed()) {
                continue;
            }
            for (int i = 0; i < d20s(f); i++) {
                int v = tx.dice().forRoll(Roll.INITIATIVE).d20();
                rolls.add(v);
                addOnce(slots, new InitiativeSlot(f.owner(), f.name(), v));
            }
        }
        IntSupplier d20 = () -> {
            int v = tx.dice().forRoll(Roll.INITIATIVE).d20();
            rolls.add(v);
            return v;
        };
        tx.emit(new Event.InitiativeRolled(ordered(slots, d20, new ArrayList<RollOff>()), rolls));
    }

    /** A frame designed with fewer than 4 systems rolls two d20s (§8). */
    private static int d20s(Frame f) {
        return f.design().size() < 4 ? 2 : 1;
    }

    /**
     * A frame's two equal d20s are one value (§8: its owner uses either): it rolls off once, not
     * twice, against a frame tied with it (an audit: two roll-off dice gave it the better chance).
     */
    private static void addOnce(List<InitiativeSlot> slots, InitiativeSlot slot) {
        if (!slots.contains(slot)) {
            slots.add(slot);
        }
    }

    /**
     * The slots from the lowest d20 up, equal values ordered by roll-offs (a d20 each, lower
     * first; still equal ones roll again), each roll-off die noted in {@code rolledOff} as its
     * slot with the roll-off's value. {@code slots} in table order.
     */
    private static List<InitiativeSlot> ordered(List<InitiativeSlot> slots, IntSupplier d20,
                                                List<RollOff> rolledOff) {
        List<InitiativeSlot> sorted = new ArrayList<>(slots);
        sorted.sort(Comparator.comparingInt(InitiativeSlot::value));
        List<InitiativeSlot> ordered = new ArrayList<>();
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j < sorted.size() && sorted.get(j).value() == sorted.get(i).value()) {
                j++;
            }
            ordered.addAll(rollOff(sorted.subList(i, j), d20, rolledOff));
            i = j;
        }
        return ordered;
    }

    /** Orders equal d20s: each rolls a d20, lower first; still equal ones roll again. */
    private static List<InitiativeSlot> rollOff(List<InitiativeSlot> tied, IntSupplier d20,
                                                List<RollOff> rolledOff) {
        if (tied.stream().map(s -> s.owner() + "/" + s.frame().toLowerCase()).distinct().count() < 2) {
            return List.copyOf(tied);
        }
        List<int[]> scored = new ArrayList<>();
        int attempt = rolledOff.isEmpty() ? 0 : rolledOff.getLast().attempt() + 1;
        for (int k = 0; k < tied.size(); k++) {
            int v = d20.getAsInt();
            rolledOff.add(new RollOff(tied.get(k).value(), attempt,
                    new InitiativeSlot(tied.get(k).owner(), tied.get(k).frame(), v)));
            scored.add(new int[] {k, v});
        }
        scored.sort(Comparator.comparingInt(a -> a[1]));
        List<InitiativeSlot> out = new ArrayList<>();
        int i = 0;
        while (i < scored.size()) {
            int j = i;
            List<InitiativeSlot> group = new ArrayList<>();
            while (j < scored.size() && scored.get(j)[1] == scored.get(i)[1]) {
                group.add(tied.get(scored.get(j)[0]));
                j++;
            }
            out.addAll(rollOff(group, d20, rolledOff));
            i = j;
        }
        return out;
    }

    /**
     * A roll-off die: rolled for {@code rolled}'s frame, tied with others at the d20 {@code tiedAt},
     * in the roll-off numbered {@code attempt} of the whole roll (the dice of one roll-off share
     * it; a roll-off of those that tied again has the next free number).
     */
    public record RollOff(int tiedAt, int attempt, InitiativeSlot rolled) {
    }

    /**
     * The roll-offs that ordered this roll's equal d20s, in the order rolled: each tied frame with
     * its roll-off die and the d20 it tied at; empty when nothing tied. Read again from the event's own dice (its first
     * ones in the table's order of frames, then the roll-offs), so every die rolled can be shown;
     * empty if the game's frames no longer give the event's order.
     */
    public static List<RollOff> rollOffs(Game game, Event.InitiativeRolled rolled) {
        List<RollOff> byDesign = rollOffs(game, rolled, true);
        // rolled before a frame's equal d20s were one (each its own slot): read as they were then
        return byDesign.isEmpty() ? rollOffs(game, rolled, false) : byDesign;
    }

    private static List<RollOff> rollOffs(Game game, Event.InitiativeRolled rolled, boolean equalOnce) {
        List<InitiativeSlot> inTableOrder = new ArrayList<>();
        Iterator<Integer> dice = rolled.rolls().iterator();
        for (Frame f : game.frames()) {
            long slots = rolled.slots().stream().filter(s -> s.of(f.owner(), f.name())).count();
            long count = equalOnce && slots > 0 ? d20s(f) : slots;
            for (int k = 0; k < count && dice.hasNext(); k++) {
                InitiativeSlot slot = new InitiativeSlot(f.owner(), f.name(), dice.next());
                if (equalOnce) {
                    addOnce(inTableOrder, slot);
                } else {
                    inTableOrder.add(slot);
                }
            }
        }
        if (inTableOrder.size() != rolled.slots().size()) {
            return List.of();
        }
        List<RollOff> rolledOff = new ArrayList<>();
        List<InitiativeSlot> ordered = ordered(inTableOrder, () -> dice.hasNext() ? dice.next() : 0, rolledOff);
        return ordered.equals(rolled.slots()) && !dice.hasNext() ? rolledOff : List.of();
    }

    private static List<String> table(Game g) {
        return g.players().stream().map(Player::id).toList();
    }

    /** Demo: the player after this one round the table. */
    public static String after(Game g, String player) {
        List<String> table = table(g);
        int at = table.indexOf(player);
        return table.get((at + 1) % table.size());
    }
}
