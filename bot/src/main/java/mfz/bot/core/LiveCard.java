package mfz.bot.core;

import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A frame turn's live card: the one public message a turn's taps edit. Each edit keeps the
 * result lines the card already shows and replaces its prompt (the line that says who decides
 * now, {@value #PROMPT}…, and what follows it) with the new reply, so the finished card reads
 * as the whole turn.
 */
public final class LiveCard {

    /** How the line that says who decides now begins ({@code WhoDecides.prompt}). */
    public static final String PROMPT = "👉";

    /** How the line that says a frame's turn ended begins ({@code EventLine}, {@code TurnEnded}). */
    public static final String TURN_ENDED = "⏹️";

    /** Discord's most characters in a message's content. */
    public static final int MAX_CONTENT = 2000;

    private LiveCard() {
    }

    /**
     * A reply that ends the card's part (someone else decides now) split in two: its result
     * lines, which finish the card they answer, and its prompt (from {@value #PROMPT}), which
     * opens the new message. Empty when the reply has no result lines or no prompt, or when the
     * finished card would pass Discord's limit: then the reply goes out whole.
     */
    public static Optional<Split> split(String card, String reply) {
        int prompt = promptAt(reply);
        if (prompt <= 0) {
            return Optional.empty();
        }
        String results = reply.substring(0, prompt).strip();
        String next = reply.substring(prompt).strip();
        // The card's turn ended part-way through the results (a frame that acted first because it
        // was attacked; then the attack on it landed): its card ends with its turn, and what follows
        // (the attack's result, the round's end) opens the new message with the prompt.
        int ended = results.startsWith(TURN_ENDED) ? 0 : results.indexOf("\n" + TURN_ENDED);
        int endOfLine = ended < 0 ? -1 : results.indexOf('\n', ended + 1);
        if (endOfLine > 0) {
            next = results.substring(endOfLine + 1).strip() + "\n" + next;
            results = results.substring(0, endOfLine).strip();
        }
        String earlier = merge(card, "").strip();
        String finished = earlier.isEmpty() ? results : earlier + "\n" + results;
        if (results.isEmpty() || finished.length() > MAX_CONTENT) {
            return Optional.empty();
        }
        return Optional.of(new Split(finished, next));
    }

    /** @param finished the card's final text; @param prompt the new message's text */
    public record Split(String finished, String prompt) {
    }

    /** The card's new text: its earlier result lines, then the reply; the reply alone when both don't fit. */
    public static String merge(String card, String reply) {
        String results = card == null ? "" : card;
        int prompt = promptAt(results);
        if (prompt >= 0) {
            results = results.substring(0, prompt);
        }
        results = withoutStandsNowSaid(results.strip(), reply);
        String merged = results.isEmpty() ? reply : results + "\n" + reply;
        return merged.length() <= MAX_CONTENT ? merged : reply;
    }

    /** A frame's standing line ({@code EventLine}): "**Fang-2** (ben) now stands near…", "… no longer stands…". */
    private static final Pattern STANDS =
            Pattern.compile("^(\\*\\*[^*]+\\*\\* \\([^)]*\\)) (?:now stands|no longer stands) ");

    /**
     * The card's lines without a frame's earlier standing where the reply says where it stands
     * now: step 7's card kept every tap of "near" and "no longer near" (a phone review).
     */
    private static String withoutStandsNowSaid(String results, String reply) {
        Set<String> restated = reply.lines().map(STANDS::matcher).filter(Matcher::find).map(m -> m.group(1))
                .collect(Collectors.toSet());
        if (restated.isEmpty()) {
            return results;
        }
        return results.lines().filter(line -> {
            Matcher m = STANDS.matcher(line);
            return !m.find() || !restated.contains(m.group(1));
        }).collect(Collectors.joining("\n"));
    }

    /** Whether the card's result lines and the reply fit one message ({@link #merge} keeps both). */
    public static boolean fits(String card, String reply) {
        String results = merge(card, "").strip();
        return results.isEmpty() || results.length() + 1 + reply.length() <= MAX_CONTENT;
    }

    /** Where a text's prompt line ({@value #PROMPT}, who decides now) starts: 0, the start of a later line, or -1. */
    public static int promptAt(String text) {
        return text.startsWith(PROMPT) ? 0 : text.indexOf("\n" + PROMPT);
    }
}
