package mfz.rules.game;

import java.util.List;

/** What deciding a command gives: the events to store and apply, or a {@link RuleViolation}. */
public sealed interface Decision permits Decision.Accepted, RuleViolation {

    /**
     * The command was accepted; these events, applied in order, are its whole effect, and
     * {@code after} is the game they make (deciding already applied them: a caller need not
     * apply them again).
     */
    record Accepted(List<Event> events, Game after) implements Decision {
        public Accepted {
            events = List.copyOf(events);
        }
    }

    default boolean accepted() {
        return this instanceof Accepted;
    }

    /** The events, or an empty list when refused. */
    default List<Event> events() {
        return this instanceof Accepted a ? a.events() : List.of();
    }
}
