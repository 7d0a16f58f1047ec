package mfz.rules.company;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Chat mention syntax and formatting in the names players choose (frames, stations,
 * companies, campaigns, objectives). A name is shown in every announcement: one that mentions
 * someone would ping them each time, and one holding formatting would restyle the messages it
 * appears in (bold, strike-through, a spoiler hiding the rest, a code span breaking a command
 * shown, a masked link in an embed). Such names are refused wherever they are typed or
 * imported, so every name shows exactly as written. (Display names, which players don't type
 * here, are escaped by the Discord adapter instead.)
 */
public final class Names {

    /** What Discord reads as a mention of a user, a role, a channel or everyone. */
    private static final List<String> SYNTAX = List.of("<@&", "<@", "<#", "@everyone", "@here");

    private Names() {
    }

    /** The first mention syntax the name holds, if any. */
    public static Optional<String> in(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String lower = name.toLowerCase(Locale.ROOT);
        return SYNTAX.stream().filter(lower::contains).findFirst();
    }

    /**
     * Characters Discord reads as formatting wherever they stand; an underscore only at either
     * end of a name ({@code __y__}), since {@code Anvil_1} reads as written.
     */
    private static final String FORMATTING = "`*~|[]\\";

    /** The first formatting the name holds, as shown to the player, if any. */
    public static Optional<String> formatting(String name) {
        if (name == null) {
            return Optional.empty();
        }
        for (char c : name.toCharArray()) {
            if (FORMATTING.indexOf(c) >= 0) {
                return Optional.of(String.valueOf(c));
            }
        }
        String stripped = name.strip();
        return stripped.startsWith("_") || stripped.endsWith("_") ? Optional.of("_") : Optional.empty();
    }

    /**
     * The refusal for a player's name that holds mention syntax, or empty. A display name comes
     * with its formatting escaped by the chat adapter (backslashes and all), so only mentions
     * are refused here.
     */
    public static Optional<String> mentionProblem(String what, String name) {
        return in(name).map(syntax -> what + " can't hold `" + syntax
                + "`: names can't mention people, roles or channels.");
    }

    /** The refusal for a chosen name that holds mention syntax or formatting, or empty when it holds neither. */
    public static Optional<String> problem(String what, String name) {
        return mentionProblem(what, name)
                .or(() -> formatting(name).map(mark -> what + " can't hold " + (mark.equals("`") ? "a backquote" : "`" + mark + "`")
                        + (mark.equals("_") ? " at either end" : "")
                        + ": names show as written, so they can't hold Discord formatting "
                        + "(` * ~ | [ ] \\, or _ at either end)."));
    }
}
