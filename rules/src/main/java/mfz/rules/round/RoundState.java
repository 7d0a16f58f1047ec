package mfz.rules.round;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import mfz.rules.attack.Resolution;

/**
 * Order of play within the current round.
 *
 * @param turns      turns underway, a stack: the last is the one acting now, paused turns below it
 * @param passed     players who passed since the last completed turn
 * @param rotation   demo game: the player the round-robin looks from next (null otherwise)
 * @param slots      per-frame initiative: the d20s still to come, in acting order (empty otherwise)
 * @param resolution damage being resolved, or null
 * @param objectiveMovers campaign: who moved the special objective by orders or fear this round
 *                   (each player moves it at most once a round; by orders only its holder does)
 * @param justMoved  the frame whose turn just ended after a move, until the next turn starts: its
 *                   owner may still correct where it stands (docs/rules.md §7); null otherwise
 */
public record RoundState(List<Turn> turns, List<String> passed, String rotation, List<InitiativeSlot> slots,
                         Resolution resolution, List<String> objectiveMovers, Moved justMoved) {

    /**
     * A frame, by owner and name, with who held each station just before its move: a correction of
     * that move decides control as the move would have, from there (§7).
     */
    public record Moved(String owner, String frame, List<Held> heldBefore, List<List<Held>> plays) {
        public Moved {
            // a snapshot from before heldBefore existed reads it as null: empty (control as it stands)
            heldBefore = heldBefore == null ? List.of() : List.copyOf(heldBefore);
            plays = plays == null ? List.of() : List.copyOf(plays);
        }

        public Moved(String owner, String frame) {
            this(owner, frame, List.of(), List.of());
        }

        /** The same, a play since the move noted (as {@link Turn#withPlay}). */
        public Moved withPlay(List<Held> near) {
            List<List<Held>> more = new ArrayList<>(plays);
            more.add(near);
            return new Moved(owner, frame, heldBefore, more);
        }

        public boolean is(String owner, String frame) {
            return this.owner.equals(owner) && this.frame.equalsIgnoreCase(frame);
        }
    }

    /**
     * Who held a station (null: nobody) as a frame began its move, and the players standing near it
     * with another frame then: what that move's end is decided from when the move is corrected.
     */
    public record Held(String station, String holder, List<String> othersNear) {
        public Held {
            othersNear = othersNear == null ? List.of() : List.copyOf(othersNear);
        }
    }

    public RoundState {
        // a snapshot from before objectiveMovers (or justMoved) existed reads it as null: empty
        objectiveMovers = objectiveMovers == null ? List.of() : List.copyOf(objectiveMovers);
        turns = List.copyOf(turns);
        passed = List.copyOf(passed);
        slots = List.copyOf(slots);
    }

    public static RoundState fresh(String rotation) {
        return new RoundState(List.of(), List.of(), rotation, List.of(), null, List.of(), null);
    }

    public RoundState withObjectiveMovedBy(String player) {
        List<String> movers = new ArrayList<>(objectiveMovers);
        movers.add(player);
        return new RoundState(turns, passed, rotation, slots, resolution, movers, justMoved);
    }

    public RoundState withJustMoved(Moved moved) {
        return new RoundState(turns, passed, rotation, slots, resolution, objectiveMovers, moved);
    }

    /** The turn acting now, or null. */
    public Turn active() {
        return turns.isEmpty() ? null : turns.getLast();
    }

    /** The paused turn whose announced attack made this one act first (combat order), if any. */
    public Optional<Turn> attackerOf(Turn t) {
        return t.activatedBy() == null ? Optional.empty() : turns.stream()
                .filter(a -> (a.owner() + "/" + a.frame()).equals(t.activatedBy()) && a.attack() != null).findFirst();
    }

    public RoundState withTurns(List<Turn> list) {
        return new RoundState(list, passed, rotation, slots, resolution, objectiveMovers, justMoved);
    }

    public RoundState withPassed(List<String> list) {
        return new RoundState(turns, list, rotation, slots, resolution, objectiveMovers, justMoved);
    }

    public RoundState withRotation(String r) {
        return new RoundState(turns, passed, r, slots, resolution, objectiveMovers, justMoved);
    }

    public RoundState withSlots(List<InitiativeSlot> list) {
        return new RoundState(turns, passed, rotation, list, resolution, objectiveMovers, justMoved);
    }

    public RoundState withResolution(Resolution r) {
        return new RoundState(turns, passed, rotation, slots, r, objectiveMovers, justMoved);
    }

    public RoundState push(Turn t) {
        List<Turn> list = new ArrayList<>(turns);
        list.add(t);
        return withTurns(list);
    }

    /** Changes the acting turn. */
    public RoundState updateActive(UnaryOperator<Turn> change) {
        List<Turn> list = new ArrayList<>(turns);
        list.set(list.size() - 1, change.apply(list.getLast()));
        return withTurns(list);
    }

    /** Changes the turn of this frame, wherever it is in the stack. */
    public RoundState update(String owner, String frame, UnaryOperator<Turn> change) {
        return withTurns(turns.stream().map(t -> t.of(owner, frame) ? change.apply(t) : t).toList());
    }

    /**
     * Without the turn of this frame (ended, or its frame destroyed); a paused turn that comes
     * to the top resumes.
     */
    public RoundState without(String owner, String frame) {
        List<Turn> list = new ArrayList<>(turns.stream().filter(t -> !t.of(owner, frame)).toList());
        if (!list.isEmpty() && list.getLast().stage() == Stage.PAUSED) {
            list.set(list.size() - 1, list.getLast().at(Stage.ACTING));
        }
        return withTurns(list);
    }
}
