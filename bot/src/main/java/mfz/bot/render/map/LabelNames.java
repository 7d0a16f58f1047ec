package mfz.bot.render.map;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import mfz.bot.core.Shortened;

/**
 * The names a map picture writes: a 32-character name would span most of the picture at a size a
 * phone reads, so long names are cut (the message above the picture names them in full); those
 * that would be cut alike are cut in the middle instead, where they end in a short word or number:
 * "Rook Keep A", "Rook Keep B" and "Rook Keep C" were three labels "Rook Keep…" (a report review).
 */
final class LabelNames {

    /**
     * The most characters of a name on the picture: a frame's label spans at most a fifth of it,
     * and the busiest picture stays small enough for the battle report (ReportSizeTest).
     */
    static final int MOST = 10;

    private static final Pattern TRAILING_NUMBER = Pattern.compile("\\d+$");

    private LabelNames() {
    }

    /** Each name as the picture writes it. */
    static Map<String, String> of(List<String> all) {
        Map<String, Long> cutAlike = all.stream().collect(Collectors.groupingBy(n -> cut(n).toLowerCase(Locale.ROOT),
                Collectors.counting()));
        Map<String, String> shown = new HashMap<>();
        for (String n : all) {
            shown.put(n, cutAlike.get(cut(n).toLowerCase(Locale.ROOT)) > 1 ? apart(n) : cut(n));
        }
        return shown;
    }

    /** A long name cut at its end. */
    static String cut(String name) {
        return Shortened.to(name, MOST);
    }

    /** A long name cut in the middle, keeping its short last word or number ("Rook Ke… A"), else at its end. */
    static String apart(String name) {
        if (name.length() <= MOST) {
            return name;
        }
        int at = Math.max(name.lastIndexOf(' '), name.lastIndexOf('-'));
        String tail = at > 0 ? name.substring(at) : "";
        if (tail.length() < 2 || tail.length() > 4) {
            // a number run on ("…Unit01", "…Unit02": alike again, a review) is its short end
            Matcher number = TRAILING_NUMBER.matcher(name);
            tail = number.find() && number.start() > 0 && number.group().length() < MOST - 2 ? number.group() : "";
        }
        if (tail.isEmpty() || tail.length() > MOST - 3) {
            return cut(name);
        }
        return Shortened.to(name, MOST - tail.length()).replaceFirst("\\s+…$", "…") + tail;
    }
}
