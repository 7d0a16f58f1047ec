package mfz.rules.company;

import java.util.Optional;

/**
 * What a player's name (Discord's display name, kept by the game) may not hold beyond
 * {@link Names}' rules for every name: what would restyle a whole message it shows in.
 */
public final class PlayerNames {

    private PlayerNames() {
    }

    /**
     * What a player's name can't hold because it restyles a whole stretch of a message beside
     * other names: two names holding {@code ||} make a spoiler of everything between them (a
     * trust audit: an import's unsealed warning hidden so), and a backtick opens a code span in
     * which the bot's mentions of the players who must act ping nobody. A Discord display name
     * has them replaced by lookalikes as it is read ({@link #withLookalikes}); a name stored before
     * 2026-11-27 may hold them, and a rematch takes it with lookalikes too.
     */
    public static Optional<String> restylingProblem(String what, String name) {
        if (name != null && (name.indexOf('|') >= 0 || name.indexOf('`') >= 0)) {
            return Optional.of(what + " can't hold a vertical bar or a backtick: beside other names they would hide "
                    + "or restyle a whole message.");
        }
        return Optional.empty();
    }

    /** The name with the characters {@link #restylingProblem} refuses as lookalikes: ǀ for |, ˋ for a backtick. */
    public static String withLookalikes(String name) {
        return name.replace('|', 'ǀ').replace('`', 'ˋ');
    }

    /** Marks that style text only in pairs, so one name's lone mark pairs with the next name's. */
    private static final String PAIRED_MARKS = "*_~";

    /**
     * The name with every {@code *}, {@code _} and {@code ~} not already escaped given a backslash,
     * and a backslash that escapes nothing doubled. Discord's escaping (JDA's sanitizer) leaves a
     * lone mark, harmless in one name, that pairs with another name's in the same message and
     * puts everything between them in italics or strikes it through; a name ending in a backslash
     * escaped the bot's own bold after it. Already escaped names come back unchanged, so a stored
     * name may be passed again (a rematch).
     */
    public static String withMarksEscaped(String name) {
        StringBuilder out = new StringBuilder(name.length() + 8);
        // A name starting a line (the bot's "Ann's frame is on the table") would open a heading
        // (`# `), small print (`-# `), a list (`- `) or a quote (`> `, which JDA's sanitizer escapes
        // in a Discord name but not in a file's) with its first mark: a security audit. A number
        // and a full stop (`1. `) open a numbered list, so that stop is escaped.
        if (name.startsWith("#") || name.startsWith("-") || name.startsWith(">")) {
            out.append('\\');
        }
        int listStop = numberedListStop(name);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (i == listStop) {
                out.append('\\').append(c);
            } else if (c == '\\') {
                if (i + 1 < name.length() && ESCAPABLE.indexOf(name.charAt(i + 1)) >= 0) {
                    out.append(name, i, i + 2);
                    i++;
                } else {
                    out.append("\\\\");
                }
            } else {
                out.append(PAIRED_MARKS.indexOf(c) >= 0 ? "\\" : "").append(c);
            }
        }
        return out.toString();
    }

    /** Where the full stop of a leading {@code 12. } stands, which opens a numbered list; -1 if none. */
    private static int numberedListStop(String name) {
        int i = 0;
        while (i < name.length() && name.charAt(i) >= '0' && name.charAt(i) <= '9') {
            i++;
        }
        boolean opensList = i > 0 && i + 1 < name.length() && name.charAt(i) == '.' && name.charAt(i + 1) == ' ';
        return opensList ? i : -1;
    }

    /**
     * A name as the bot shows it, whatever it came from: links broken, the marks that pair
     * across names as lookalikes or escaped ({@link #withMarksEscaped}). A Discord display name is
     * shown so as it is read; a name kept from before, or read from an imported file, is made so
     * here (an audit: an imported {@code Eve\} escaped the bold after her name in every message).
     */
    public static String asShown(String name) {
        return withMarksEscaped(withLookalikes(Names.brokenLinks(name)));
    }

    /** What a backslash before it escapes in Discord's markdown, as a name is read back for a label. */
    private static final String ESCAPABLE = "\\*_~`|>[]()#:<-.";
}
