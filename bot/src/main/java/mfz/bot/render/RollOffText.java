package mfz.bot.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import mfz.rules.round.Initiative;

/** The roll-offs that ordered equal initiative d20s, as the round's start says them. */
public final class RollOffText {

    private RollOffText() {
    }

    /**
     * The roll-offs that ordered equal d20s, on a line of their own, tie by tie: every die rolled
     * is shown (a seat play), and which ties were apart (a review).
     */
    static String line(List<Initiative.RollOff> rollOffs) {
        if (rollOffs.isEmpty()) {
            return "";
        }
        Map<Integer, List<Initiative.RollOff>> byTie = new LinkedHashMap<>();
        for (var rollOff : rollOffs) {
            byTie.computeIfAbsent(rollOff.tiedAt(), tie -> new ArrayList<>()).add(rollOff);
        }
        return "\n" + WORDS + byTie.entrySet().stream()
                .map(tie -> "at " + tie.getKey() + ": " + rolledAgain(tie.getValue()))
                .collect(Collectors.joining("; ")) + ".";
    }

    /** How the roll-offs' line begins ({@code DiceEmojiText} finds it by these words to draw its dice). */
    public static final String WORDS = "🎲 Ties rolled off (the lower goes first), ";

    /**
     * One tie's roll-off dice, "again" before each roll-off of some that tied once more: "a1 4,
     * b1 4, again a1 9, b1 2"; four tied two by two: "a 3, b 3, c 8, d 8, again a 10, b 12, again
     * c 1, d 2" (a review: one "again" read as one roll-off of four).
     */
    private static String rolledAgain(List<Initiative.RollOff> tie) {
        StringBuilder said = new StringBuilder();
        int attempt = tie.getFirst().attempt();
        for (var rollOff : tie) {
            if (!said.isEmpty()) {
                said.append(", ");
            }
            if (rollOff.attempt() != attempt) {
                said.append("again ");
                attempt = rollOff.attempt();
            }
            said.append(rollOff.rolled().frame()).append(' ').append(rollOff.rolled().value());
        }
        return said.toString();
    }
}
