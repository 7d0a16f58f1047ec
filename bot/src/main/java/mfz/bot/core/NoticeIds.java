package mfz.bot.core;

import java.util.Optional;

/**
 * The ids of a notice's controls (a reminder's): marked with a part number of their own
 * ({@link ComponentIds#PART}, which {@link ComponentIds#decode} drops), so the front end answers a
 * tap on one below the notice and leaves the notice as it is, where a tap on a card's control goes
 * on in that card (a review: a turn tapped from a reminder was written under "has waited on you").
 */
public final class NoticeIds {

    /** The part number a notice's controls carry. */
    private static final String FROM_NOTICE = "r";

    private NoticeIds() {
    }

    /** The id as a notice carries it; empty when it can't be marked (a part already, or past 100 characters). */
    public static Optional<String> of(String id) {
        String marked = id + "|" + ComponentIds.PART + "=" + FROM_NOTICE;
        return id.contains("|" + ComponentIds.PART + "=") || marked.length() > ComponentIds.MAX_LENGTH
                ? Optional.empty() : Optional.of(marked);
    }

    /** Whether this id is a notice's ({@link #of}). */
    public static boolean is(String id) {
        return id != null && id.endsWith("|" + ComponentIds.PART + "=" + FROM_NOTICE);
    }
}
