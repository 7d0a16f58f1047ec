package mfz.bot.core;

import java.util.List;

/**
 * One option of a slash command.
 *
 * @param placeholder what to show in usage lines, such as {@code pool} in {@code dice:<pool>}
 * @param choices     the only values accepted, when the option is a fixed list (empty: any)
 * @param maxLength   the longest text accepted, so oversized input is refused before any work
 * @param range       a whole number's least and greatest values, or null: refused outside them
 *                    with the range, and Discord's own keyboard keeps within them
 */
public record OptionSpec(String name, String description, Type type, boolean required, String placeholder,
                         List<String> choices, boolean autocomplete, int maxLength, Range range) {

    /** A whole number's bounds, both included. */
    public record Range(int min, int max) {
    }

    public OptionSpec(String name, String description, Type type, boolean required, String placeholder,
                      List<String> choices, boolean autocomplete, int maxLength) {
        this(name, description, type, required, placeholder, choices, autocomplete, maxLength, null);
    }

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

    /** A text option: optional, shown as {@code name:<name>}, up to {@value #DEFAULT_MAX_LENGTH} characters. */
    public static Builder string(String name, String description) {
        return new Builder(name, description, Type.STRING, name, DEFAULT_MAX_LENGTH);
    }

    /** A whole number: optional, shown as {@code name:<n>}, up to three digits. */
    public static Builder integer(String name, String description) {
        return new Builder(name, description, Type.INTEGER, "n", 3);
    }

    /** A yes or no: optional, shown as {@code name:<true|false>}. */
    public static Builder bool(String name, String description) {
        return new Builder(name, description, Type.BOOLEAN, "true|false", 5);
    }

    /** A Discord user (a mention at the console): optional, shown as {@code name:<@player>}. */
    public static Builder user(String name, String description) {
        return new Builder(name, description, Type.USER, "@player", 100);
    }

    /** A file, read as text up to {@code maxBytes}. */
    public static Builder attachment(String name, String description, int maxBytes) {
        return new Builder(name, description, Type.ATTACHMENT, name, maxBytes);
    }

    /** Builds an option from its kind's usual settings, changing only what differs. */
    public static final class Builder {

        private final String name;
        private final String description;
        private final Type type;
        private boolean required;
        private String placeholder;
        private List<String> choices = List.of();
        private boolean autocomplete;
        private int maxLength;
        private Range range;

        private Builder(String name, String description, Type type, String placeholder, int maxLength) {
            this.name = name;
            this.description = description;
            this.type = type;
            this.placeholder = placeholder;
            this.maxLength = maxLength;
        }

        public Builder required() {
            this.required = true;
            return this;
        }

        public Builder placeholder(String placeholder) {
            this.placeholder = placeholder;
            return this;
        }

        /** The only values accepted; the usage line shows them, one {@code |} apart. */
        public Builder choices(List<String> choices) {
            this.choices = choices;
            this.placeholder = String.join("|", choices);
            return this;
        }

        /** The command offers values while the player types ({@link SlashCommand#suggest}). */
        public Builder autocomplete() {
            this.autocomplete = true;
            return this;
        }

        public Builder maxLength(int maxLength) {
            this.maxLength = maxLength;
            return this;
        }

        /**
         * A whole number from {@code min} to {@code max}: `doomsday:1000000` was "too long: at most 3
         * characters", where 31 was told the clock's range (a bad-input audit).
         */
        public Builder range(int min, int max) {
            this.range = new Range(min, max);
            return this;
        }

        public OptionSpec build() {
            return new OptionSpec(name, description, type, required, placeholder, choices, autocomplete, maxLength,
                    range);
        }
    }
}
