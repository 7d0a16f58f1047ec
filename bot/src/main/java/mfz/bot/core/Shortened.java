package mfz.bot.core;

import java.text.BreakIterator;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Text cut to a length for a label, a field or a log line, always between two whole characters
 * as a reader sees them: a cut by index could keep half an emoji (a lone surrogate, which
 * Discord can't read) or split a flag or a family emoji into its parts.
 */
public final class Shortened {

    private Shortened() {
    }

    /**
     * {@code text} when it fits in {@code most} UTF-16 units (as Java and Discord's limits count
     * them), else as much of it as fits with "…" after it, never a markdown escape cut in two (a
     * name's {@code \_} cut after its backslash showed "cool\…" on a button).
     */
    public static String to(String text, int most) {
        if (text.length() <= most) {
            return text;
        }
        String head = head(text, most - 1);
        int backslashes = 0;
        while (backslashes < head.length() && head.charAt(head.length() - 1 - backslashes) == '\\') {
            backslashes++;
        }
        return head.substring(0, head.length() - backslashes % 2) + "…";
    }

    /**
     * {@code text} when it fits in {@code most} units, else its first whole lines with a last line
     * saying how many were left out ({@code …and 14 more}), the whole within {@code most}: for lists
     * players make as long as they like (a company's problems, its frames, a refusal naming each).
     * A first line longer than that is cut as {@link #to} cuts.
     */
    public static String lines(String text, int most) {
        return text.length() <= most ? text : joined(Arrays.asList(text.split("\n", -1)), "\n", most);
    }

    /**
     * The items one {@code separator} apart when they fit in {@code most} units, else the first
     * whole ones and {@code …and 14 more}, the whole within {@code most}; a first item longer than
     * that is cut as {@link #to} cuts.
     */
    public static String joined(List<String> items, String separator, int most) {
        String all = String.join(separator, items);
        if (all.length() <= most) {
            return all;
        }
        int kept = 0;
        int length = 0;
        while (kept < items.size()) {
            int next = length + (kept == 0 ? 0 : separator.length()) + items.get(kept).length();
            if (next + (separator + "…and " + (items.size() - kept - 1) + " more").length() > most) {
                break;
            }
            length = next;
            kept++;
        }
        if (kept == 0) {
            return to(items.getFirst(), most);
        }
        return String.join(separator, items.subList(0, kept)) + separator + "…and " + (items.size() - kept) + " more";
    }

    /** The longest start of {@code text} of at most {@code most} units that ends between two characters. */
    public static String head(String text, int most) {
        if (text.length() <= most) {
            return text;
        }
        BreakIterator characters = BreakIterator.getCharacterInstance(Locale.ROOT);
        characters.setText(text);
        int end = characters.preceding(most + 1);
        return text.substring(0, Math.max(end, 0));
    }

    /** The longest end of {@code text} of at most {@code most} units that begins between two characters. */
    public static String tail(String text, int most) {
        if (text.length() <= most) {
            return text;
        }
        BreakIterator characters = BreakIterator.getCharacterInstance(Locale.ROOT);
        characters.setText(text);
        int start = characters.following(text.length() - most - 1);
        return text.substring(Math.min(start, text.length()));
    }
}
