package mfz.bot.render.report;

import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.core.PlainText;

/**
 * The bot's channel sentences as HTML. They are written once, for Discord (EventText and the
 * other renderers), in its markdown: {@code **bold**}, {@code `code`}, {@code <@id>} mentions
 * and dice as {@code 🟥R5}. Everything is escaped first, names included, so a name can never
 * become markup; only then do the bold and code marks, mentions and dice become elements.
 */
final class Markup {

    private static final Pattern USER = Pattern.compile("<@!?([^<>\\s]+)>");
    private static final Pattern CHANNEL = Pattern.compile("<#([^<>\\s]+)>");
    private static final Pattern BOLD = Pattern.compile("\\*\\*(.+?)\\*\\*");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private Markup() {
    }

    /** Text as HTML, shown as written: a name's markdown escapes ({@code cool\_guy}) go, and nothing becomes markup. */
    static String escape(String text) {
        return html(PlainText.of(text));
    }

    private static String html(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * One sentence as HTML: a mention as the name it stands for (the page has no Discord to
     * resolve it), each die as its drawn face.
     *
     * @param nameOf a player's display name from their id
     */
    static String line(String text, Function<String, String> nameOf, DieFaces faces) {
        return line(text, nameOf, id -> id, faces);
    }

    /** The same, a channel's mention as {@code channelName} names it (its id, where it can't be named). */
    static String line(String text, Function<String, String> nameOf, Function<String, String> channelName,
                       DieFaces faces) {
        String named = replace(USER, text, id -> "@" + nameOf.apply(id));
        named = replace(CHANNEL, named, id -> "#" + channelName.apply(id));
        String html = html(faces.mark(named));
        html = BOLD.matcher(html).replaceAll("<b>$1</b>");
        html = CODE.matcher(html).replaceAll("<code>$1</code>");
        // A name's markdown escapes (cool\_guy), read as marks above, show as the characters they escape.
        return faces.draw(PlainText.of(html));
    }

    private static String replace(Pattern pattern, String text, Function<String, String> by) {
        Matcher m = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(by.apply(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }
}
