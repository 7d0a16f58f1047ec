package mfz.bot.store;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The kept dice of an undo as the store holds them (a JSON array: a pool's die by its notation
 * with its value, {@code "B6"}, any other roll by its value, {@code 3}; rows from before kinds were
 * kept hold values alone), and how a point's first kept dice take in those of a later undo there.
 */
final class KeptRollsText {

    private KeptRollsText() {
    }

    /**
     * The point's first kept dice with what a later undo there rolled beyond them, or empty when it
     * adds nothing. A pool's dice go by kind: every die of a kind the first hold fewer of is added,
     * so the same command again gets every die it got before (a review: a pool that left out one
     * of the first dice and added a d8 never grew them, and its d8 was rolled afresh at each try).
     * Other rolls go in order: added when the later roll showed the first's values first. A first
     * row of values alone takes the later dice whole when their values begin with its own.
     */
    static Optional<String> merged(String first, String later) {
        List<String> kept = elements(first);
        List<String> more = elements(later);
        if (kept.stream().noneMatch(KeptRollsText::typed)) {
            List<String> values = more.stream().map(KeptRollsText::value).toList();
            return values.size() > kept.size() && values.subList(0, kept.size()).equals(kept) ? Optional.of(later)
                    : Optional.empty();
        }
        List<String> out = new ArrayList<>(kept);
        Map<String, Integer> held = new HashMap<>();
        kept.stream().filter(KeptRollsText::typed).forEach(die -> held.merge(kind(die), 1, Integer::sum));
        for (String die : more) {
            if (typed(die) && held.merge(kind(die), -1, Integer::sum) < 0) {
                out.add(die);
            }
        }
        List<String> keptValues = kept.stream().filter(die -> !typed(die)).toList();
        List<String> moreValues = more.stream().filter(die -> !typed(die)).toList();
        if (moreValues.size() > keptValues.size() && moreValues.subList(0, keptValues.size()).equals(keptValues)) {
            out.addAll(moreValues.subList(keptValues.size(), moreValues.size()));
        }
        return out.size() == kept.size() ? Optional.empty() : Optional.of("[" + String.join(",", out) + "]");
    }

    /** Several stored arrays as one, in their order: the dice of every undo waiting for a player, the latest first. */
    static String together(List<String> arrays) {
        return "[" + String.join(",", arrays.stream().flatMap(array -> elements(array).stream()).toList()) + "]";
    }

    /** Whether a stored array holds a pool's die by its kind: rows from before kinds were kept hold values alone. */
    static boolean withKinds(String array) {
        return elements(array).stream().anyMatch(KeptRollsText::typed);
    }

    /** A stored array's elements as written ({@code "B6"}, {@code 3}): none holds a comma. */
    private static List<String> elements(String array) {
        String inner = array.strip().substring(1, array.strip().length() - 1);
        return inner.isEmpty() ? List.of() : List.of(inner.split(","));
    }

    private static boolean typed(String die) {
        return die.startsWith("\"");
    }

    /** A typed die's kind, its notation without the value: {@code "d8R7"} is {@code d8R}. */
    private static String kind(String die) {
        return die.substring(1, die.length() - 1).replaceFirst("\\d+$", "");
    }

    private static String value(String die) {
        return typed(die) ? die.substring(1, die.length() - 1).replaceFirst("^.*?(\\d+)$", "$1") : die;
    }
}
