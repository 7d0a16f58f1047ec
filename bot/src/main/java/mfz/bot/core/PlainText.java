package mfz.bot.core;

import java.util.regex.Pattern;

/**
 * Text written for Discord's markdown, as shown where markdown isn't read: a button's label, a
 * menu's options, a picture, a web page, the terminal. A player's name comes with its markdown
 * characters escaped ({@code cool\_guy}) so it can't restyle a message; there the backslashes
 * would show.
 */
public final class PlainText {

    /** A markdown escape: the backslash before a character markdown would read. */
    private static final Pattern ESCAPE = Pattern.compile("\\\\([\\\\*_~`|>\\[\\]()#:<.-])");

    private PlainText() {
    }

    /** The text without its markdown escapes ({@code cool\_guy} reads {@code cool_guy}); null stays null. */
    public static String of(String text) {
        return text == null ? null : ESCAPE.matcher(text).replaceAll("$1");
    }
}
