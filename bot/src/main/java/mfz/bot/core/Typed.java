package mfz.bot.core;

/**
 * An option's value as a player types it: bare when it can be, else quoted so that a console
 * line reads it back whole ({@code console/ConsoleLine}: spaces split, {@code "…"} and
 * {@code '…'} quote, quoted parts next to each other join). Every command the bot spells out
 * for a player to type (a control's command, a form's, a hint) writes its values this way.
 */
public final class Typed {

    private Typed() {
    }

    /** {@code Anvil}, {@code "North Tower"}, {@code "Rook's"}, {@code 'say "hi"'}. */
    public static String value(String value) {
        if (!value.isEmpty() && value.chars().noneMatch(c -> Character.isWhitespace(c) || c == '"' || c == '\'')) {
            return value;
        }
        if (value.indexOf('"') < 0) {
            return "\"" + value + "\"";
        }
        if (value.indexOf('\'') < 0) {
            return "'" + value + "'";
        }
        // Both quotes: each double quote in single ones, the rest in double ones.
        StringBuilder typed = new StringBuilder();
        boolean first = true;
        for (String part : value.split("\"", -1)) {
            if (!first) {
                typed.append("'\"'");
            }
            first = false;
            if (!part.isEmpty()) {
                typed.append('"').append(part).append('"');
            }
        }
        return typed.toString();
    }

    /** {@code name:value}, the value as {@link #value} writes it. */
    public static String option(String name, String value) {
        return name + ":" + value(value);
    }
}
