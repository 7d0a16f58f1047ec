package mfz.bot.render.pictures;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.render.RollOffText;

/**
 * Shows the dice of a reply as their drawn faces where a front end has them as emojis: each
 * die that {@link mfz.bot.render.DiceView} writes with its coloured square ({@code 🟥R5})
 * becomes its face, and a line of one colour's dice ({@code 🟥 **Red** R4 R2 — total 6})
 * shows them as faces after the colour's name; the initiative d20s of each frame show as
 * white d20 faces. A die with no face keeps its letters, and so
 * does every other text (a frame named R2 stays R2): only the shapes DiceView writes change.
 */
public final class DiceEmojiText {

    private static final List<String> SQUARES = List.of("⬜", "🟥", "🟩", "🟦", "🟨");
    private static final String SQUARE = "(?:" + String.join("|", SQUARES) + ")";
    private static final String INITIATIVE_WORDS = "🎲 Initiative d20s: ";
    /** The line of EventLine after it when equal d20s were rolled off: each frame's d20 again. */
    private static final String ROLL_OFF_WORDS = RollOffText.WORDS;
    private static final String DIE = "(?:d8|d20)?[WRGBY]\\d{1,2}";
    private static final Pattern INLINE = Pattern.compile(SQUARE + "(" + DIE + ")(?![0-9])");
    private static final Pattern COLOUR_LINE = Pattern.compile("(?m)^" + SQUARE + " (\\*\\*\\w+\\*\\*) ("
            + DIE + "(?: " + DIE + ")*) — total");
    /** The initiative or roll-off line of EventLine: {@code 🎲 Initiative d20s: Anvil 17, Bolt 3.} */
    private static final Pattern INITIATIVE = Pattern.compile("(?m)^(" + Pattern.quote(INITIATIVE_WORDS) + "|"
            + Pattern.quote(ROLL_OFF_WORDS) + ")(.+)\\.$");
    /** A d20's value ending an entry of those lines: after a space, before ", ", "; " or the end. */
    private static final Pattern LAST_OF_AN_ENTRY = Pattern.compile(" (\\d{1,2})(?=, |; |$)");
    private static final Pattern TRAILING_DIE = Pattern.compile("(?:^|\\s)(" + DIE + ")$");

    private DiceEmojiText() {
    }

    /** The reply with its dice shown as faces (its text and its embeds; buttons are the front end's). */
    public static Reply withFaces(Reply reply, Map<String, String> mentionByNotation) {
        if (mentionByNotation.isEmpty()) {
            return reply;
        }
        List<Embed> embeds = new ArrayList<>();
        for (Embed embed : reply.embeds()) {
            List<Embed.Field> fields = embed.fields().stream()
                    .map(f -> new Embed.Field(f.name(), within(f.value(), FIELD, mentionByNotation), f.inline())).toList();
            embeds.add(new Embed(embed.title(), within(embed.description(), DESCRIPTION, mentionByNotation),
                    embed.colour(), fields, embed.footer()));
        }
        return new Reply(within(reply.content(), CONTENT, mentionByNotation), embeds, reply.rows(), reply.ephemeral(),
                reply.table(), reply.files());
    }

    /** Discord's limits on a message's text, an embed's description and a field's value, in characters. */
    private static final int CONTENT = 2000;
    private static final int DESCRIPTION = Embed.MAX_DESCRIPTION;
    private static final int FIELD = Embed.MAX_FIELD;

    /**
     * The text with its dice as faces, when that still fits Discord's limit: a face's emoji is
     * some 25 characters where its notation is 2, so a long log or table that fits as text could
     * be refused dressed (a 25-action log was). Then the dice stay as text.
     */
    private static String within(String text, int limit, Map<String, String> mentionByNotation) {
        String dressed = withFaces(text, mentionByNotation);
        return dressed != null && dressed.length() > limit ? text : dressed;
    }

    public static String withFaces(String text, Map<String, String> mentionByNotation) {
        if (text == null || text.isEmpty() || mentionByNotation.isEmpty()) {
            return text;
        }
        // Most texts show no die: every shape below starts with a coloured square or the initiative's
        // words, and looking for those first spares every reply three scans by pattern (a profile of
        // the closed loop found them at 3 % of its CPU).
        if (SQUARES.stream().noneMatch(text::contains)) {
            return text.contains(INITIATIVE_WORDS) ? initiativeWithFaces(text, mentionByNotation) : text;
        }
        StringBuilder lines = new StringBuilder();
        Matcher line = COLOUR_LINE.matcher(text);
        while (line.find()) {
            String[] dice = line.group(2).split(" ");
            StringBuilder faces = new StringBuilder();
            boolean allDrawn = true;
            for (String die : dice) {
                String mention = mentionByNotation.get(die);
                allDrawn &= mention != null;
                faces.append(mention);
            }
            String shown = allDrawn ? line.group(1) + " " + faces + " — total" : line.group();
            line.appendReplacement(lines, Matcher.quoteReplacement(shown));
        }
        line.appendTail(lines);
        Matcher inline = INLINE.matcher(lines.toString());
        StringBuilder out = new StringBuilder();
        while (inline.find()) {
            String mention = mentionByNotation.get(inline.group(1));
            inline.appendReplacement(out, Matcher.quoteReplacement(mention != null ? mention : inline.group()));
        }
        inline.appendTail(out);
        return initiativeWithFaces(out.toString(), mentionByNotation);
    }

    /** Each frame's initiative d20 as its face, after the frame's name. */
    private static String initiativeWithFaces(String text, Map<String, String> mentionByNotation) {
        if (!text.contains(INITIATIVE_WORDS)) {
            return text;
        }
        Matcher line = INITIATIVE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (line.find()) {
            // Each d20 ends a frame's entry: "Anvil 17, Bolt 3", "at 5: A2 13, F3 3; at 14: …".
            Matcher d20 = LAST_OF_AN_ENTRY.matcher(line.group(2));
            StringBuilder shown = new StringBuilder();
            while (d20.find()) {
                String mention = mentionByNotation.get("d20W" + d20.group(1));
                d20.appendReplacement(shown, Matcher.quoteReplacement(" " + (mention == null ? d20.group(1) : mention)));
            }
            d20.appendTail(shown);
            line.appendReplacement(out, Matcher.quoteReplacement(line.group(1) + shown + "."));
        }
        line.appendTail(out);
        return out.toString();
    }

    /** The die a button's label ends with ({@code Attack R5} → {@code R5}), for a front end to show its face. */
    public static Optional<String> dieAtEnd(String label) {
        Matcher m = TRAILING_DIE.matcher(label);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
