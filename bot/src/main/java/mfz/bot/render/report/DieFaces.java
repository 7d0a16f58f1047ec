package mfz.bot.render.report;

import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.render.pictures.DiceEmojiText;
import mfz.bot.render.pictures.DieFace;
import mfz.bot.render.pictures.DieFacePainter;

/**
 * The dice of a page as the faces the bot draws for Discord ({@link DieFacePainter}), found in
 * the sentences by the same reading that turns them into emojis there ({@link DiceEmojiText}).
 * Each die is a small element that keeps its notation as text (searchable, copied, read aloud)
 * and shows its face through a CSS class; each face used is inlined once, in the page's style.
 */
final class DieFaces {

    /** Private-use marks around a die's notation: they survive escaping and no sentence has them. */
    private static final char OPEN = '\uE000';
    private static final char CLOSE = '\uE001';
    private static final Pattern MARKED = Pattern.compile(OPEN + "([^" + CLOSE + "]+)" + CLOSE);
    private static final Map<String, String> MARKS = marks();

    private final TreeSet<String> used = new TreeSet<>();

    private static Map<String, String> marks() {
        Map<String, String> marks = new LinkedHashMap<>();
        for (DieFace face : DieFace.all()) {
            marks.put(face.notation(), OPEN + face.notation() + CLOSE);
        }
        return Map.copyOf(marks);
    }

    /** The text with each die DiceEmojiText would show as a face marked (and any stray mark removed first). */
    String mark(String text) {
        String clean = text.replace(String.valueOf(OPEN), "").replace(String.valueOf(CLOSE), "");
        return DiceEmojiText.withFaces(clean, MARKS);
    }

    /** Escaped HTML with its marked dice as elements. */
    String draw(String html) {
        Matcher m = MARKED.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String notation = m.group(1);
            used.add(notation);
            m.appendReplacement(out, Matcher.quoteReplacement("<i class=\"d f-" + notation + "\" title=\"" + notation
                    + "\">" + notation + "</i>"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The style of every face drawn so far: one PNG each, as a data URI. */
    String css() {
        StringBuilder css = new StringBuilder();
        for (String notation : used) {
            DieFace face = DieFace.ofNotation(notation).orElseThrow();
            css.append(".f-").append(notation).append("{background-image:url(data:image/png;base64,")
                    .append(Base64.getEncoder().encodeToString(DieFacePainter.png(face))).append(")}\n");
        }
        return css.toString();
    }
}
