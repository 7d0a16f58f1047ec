package mfz.bot.core;

/**
 * A frame turn's live card: the one public message a turn's taps edit. Each edit keeps the
 * result lines the card already shows and replaces its prompt (the line that says who decides
 * now, {@value #PROMPT}…, and what follows it) with the new reply, so the finished card reads
 * as the whole turn.
 */
public final class LiveCard {

    /** How the line that says who decides now begins ({@code EventText.whoDecides}). */
    public static final String PROMPT = "👉";

    /** Discord's most characters in a message's content. */
    public static final int MAX_CONTENT = 2000;

    private LiveCard() {
    }

    /** The card's new text: its earlier result lines, then the reply; the reply alone when both don't fit. */
    public static String merge(String card, String reply) {
        String results = card == null ? "" : card;
        int prompt = results.startsWith(PROMPT) ? 0 : results.indexOf("\n" + PROMPT);
        if (prompt >= 0) {
            results = results.substring(0, prompt);
        }
        results = results.strip();
        String merged = results.isEmpty() ? reply : results + "\n" + reply;
        return merged.length() <= MAX_CONTENT ? merged : reply;
    }
}
