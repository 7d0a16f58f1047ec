package mfz.bot.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import mfz.bot.core.Caller;
import mfz.bot.core.PlayerError;

/**
 * One line typed at the console table, read the way Discord's slash commands are typed:
 * {@code [@who] /command [subcommand] option:value option:"value with spaces"}.
 *
 * @param user    who acts (the {@code @name} prefix), or null when the line names nobody
 * @param command the command path, such as {@code roll} or {@code game new}
 */
public record ConsoleLine(String user, String command, Map<String, String> options) {

    /** The names a line may speak for ({@code @name}): letters, digits, {@code _ . ' -}, at most 32. */
    static final String PLAYER_NAME = Caller.USER_ID;

    /**
     * Whom a line speaks for, read before the rest of it: a refusal of a line that can't be read
     * whole (an option twice, a quote left open) goes to them, not to the table's default player (a
     * bad-input play). Null when it names nobody readable.
     */
    static String speaker(String line) {
        String first = line.strip().split("\\s+", 2)[0];
        return first.startsWith("@") && first.substring(1).matches(PLAYER_NAME) ? first.substring(1) : null;
    }

    public static ConsoleLine parse(String line) {
        List<String> tokens = tokens(line.strip());
        int i = 0;
        String user = null;
        if (i < tokens.size() && tokens.get(i).startsWith("@")) {
            user = tokens.get(i).substring(1);
            if (!user.matches(PLAYER_NAME)) {
                // the length said too: a 33-letter name was told only of the characters (a docs audit)
                throw new PlayerError("`@" + user + "` is not a player name: use letters, digits, `_`, `.`, `'` or `-`, "
                        + "at most 32" + (user.codePointCount(0, user.length()) > 32 ? " (it has "
                        + user.codePointCount(0, user.length()) + ")" : "") + ".");
            }
            i++;
        }
        if (i >= tokens.size() || !tokens.get(i).startsWith("/") || tokens.get(i).length() == 1) {
            throw new PlayerError("Commands start with `/`, like `/roll dice:\"2W 2R B\"`; `/help` lists them.");
        }
        List<String> path = new ArrayList<>();
        path.add(tokens.get(i).substring(1).toLowerCase(Locale.ROOT));
        i++;
        while (i < tokens.size() && !tokens.get(i).contains(":")) {
            path.add(tokens.get(i).toLowerCase(Locale.ROOT));
            i++;
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (; i < tokens.size(); i++) {
            String token = tokens.get(i);
            int colon = token.indexOf(':');
            if (colon <= 0) {
                throw new PlayerError("`" + token + "` is not an option: write options as `name:value`.");
            }
            String name = token.substring(0, colon).toLowerCase(Locale.ROOT);
            if (options.containsKey(name)) {
                throw new PlayerError("`" + name + ":` is given twice.");
            }
            // Left blank, an option is not given, as on Discord, which sends no empty value (a play:
            // `/rules topic:` said "There is no rules topic ``").
            options.put(name, token.substring(colon + 1));
        }
        options.values().removeIf(String::isBlank);
        return new ConsoleLine(user, String.join(" ", path), options);
    }

    /**
     * Splits on spaces, keeping quoted parts ("…" or '…') together and dropping the quotes. A
     * single quote opens a quote only where a value starts (a word's start, after {@code :}, or
     * right after a closing quote); inside a word it is an apostrophe ({@code @o'neil}, {@code O'Brien}).
     */
    private static List<String> tokens(String line) {
        List<String> tokens = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean inToken = false;
        boolean justClosed = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean closed = justClosed;
            justClosed = false;
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                    justClosed = true;
                } else {
                    current.append(c);
                }
            } else if (c == '"' || c == '\'' && (!inToken || closed || current.toString().endsWith(":"))) {
                quote = c;
                inToken = true;
            } else if (Character.isWhitespace(c)) {
                if (inToken) {
                    tokens.add(current.toString());
                    current.setLength(0);
                    inToken = false;
                }
            } else {
                current.append(c);
                inToken = true;
            }
        }
        if (quote != 0) {
            throw new PlayerError("A quote (" + quote + ") is opened but never closed on that line.");
        }
        if (inToken) {
            tokens.add(current.toString());
        }
        return tokens;
    }
}
