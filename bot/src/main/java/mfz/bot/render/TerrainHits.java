package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dice that hit a terrain target on the map, said in one line: a line a die read "• 6: hits."
 * five times for a 1-brick piece the first one wore away (a phone review). The map wears the
 * piece down after them, in a line of its own.
 */
final class TerrainHits {

    /** A die that hit a terrain target on the map ({@link EventLine}: no bricks to take off by hand there). */
    private static final Pattern HIT = Pattern.compile("• (\\d+): hits\\.");

    private TerrainHits() {
    }

    /** The lines, each run of terrain hits made one: "• 6, 5, 6: each hits." */
    static List<String> together(List<String> lines) {
        List<String> together = new ArrayList<>();
        List<String> hits = new ArrayList<>();
        for (String line : lines) {
            Matcher hit = HIT.matcher(line);
            if (hit.matches()) {
                hits.add(hit.group(1));
                continue;
            }
            said(hits, together);
            together.add(line);
        }
        said(hits, together);
        return together;
    }

    private static void said(List<String> hits, List<String> into) {
        if (!hits.isEmpty()) {
            into.add("• " + String.join(", ", hits) + (hits.size() == 1 ? ": hits." : ": each hits."));
            hits.clear();
        }
    }
}
