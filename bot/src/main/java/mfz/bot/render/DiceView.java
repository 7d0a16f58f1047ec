package mfz.bot.render;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;

/**
 * Shows dice the way players read them: one line a colour (white, red, green, blue,
 * yellow), a coloured square, each die as its notation ({@code R5}, {@code d8R7}), and the
 * colour's total.
 */
public final class DiceView {

    private DiceView() {
    }

    public static String square(DieColour colour) {
        return switch (colour) {
            case WHITE -> "⬜";
            case RED -> "🟥";
            case GREEN -> "🟩";
            case BLUE -> "🟦";
            case YELLOW -> "🟨";
        };
    }

    /** One line per colour present, in W R G B Y order, dice highest first within a size. */
    public static List<String> byColour(List<RolledDie> dice) {
        Map<DieColour, List<RolledDie>> groups = new EnumMap<>(DieColour.class);
        for (RolledDie die : dice) {
            groups.computeIfAbsent(die.colour(), c -> new ArrayList<>()).add(die);
        }
        List<String> lines = new ArrayList<>();
        groups.forEach((colour, group) -> {
            String shown = group.stream()
                    .sorted((a, b) -> a.die().sides() != b.die().sides()
                            ? Integer.compare(a.die().sides(), b.die().sides())
                            : Integer.compare(b.value(), a.value()))
                    .map(RolledDie::notation)
                    .collect(Collectors.joining(" "));
            int total = group.stream().mapToInt(RolledDie::value).sum();
            lines.add(square(colour) + " **" + capitalised(colour.word()) + "** " + shown + " — total " + total);
        });
        return lines;
    }

    /** Each die as a coloured square and its notation, in roll order: {@code 🟥R5}. */
    public static List<String> inline(List<RolledDie> dice) {
        return dice.stream().map(d -> square(d.colour()) + d.notation()).toList();
    }

    private static String capitalised(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
