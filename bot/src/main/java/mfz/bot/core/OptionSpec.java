package mfz.bot.core;

import java.util.List;

/**
 * One option of a slash command.
 *
 * @param placeholder what to show in usage lines, such as {@code pool} in {@code dice:<pool>}
 * @param choices     the only values accepted, when the option is a fixed list (empty: any)
 * @param maxLength   the longest text accepted, so oversized input is refused before any work
 */
public record OptionSpec(String name, String description, Type type, boolean required, String placeholder,
                         List<String> choices, boolean autocomplete, int maxLength) {

    /**
     * The kinds of option values Discord knows; everything arrives as text in a {@link Request}:
     * a USER as the user's id, an ATTACHMENT as the file's text (front ends read it, within
     * {@link #maxLength}).
     */
    public enum Type { STRING, INTEGER, BOOLEAN, USER, ATTACHMENT }

    public static final int DEFAULT_MAX_LENGTH = 200;

    public OptionSpec {
        choices = List.copyOf(choices);
    }

    public static OptionSpec text(String name, String description, boolean required, String placeholder) {
        return new OptionSpec(name, description, Type.STRING, required, placeholder, List.of(), false,
                DEFAULT_MAX_LENGTH);
    }
}
