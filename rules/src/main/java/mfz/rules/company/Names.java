package mfz.rules.company;
// Over 400 lines on purpose: every rule a chosen name is held to, each with the reason players read, in one place.

import java.text.Normalizer;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names players choose: frames, stations, saved companies, campaigns, terrain, saved maps,
 * objectives, a campaign's environment and the system that copes with it, Horizon Wars elements.
 * A name is shown in every announcement, so it must show exactly as written and fool nobody.
 * {@link #problem} refuses, with its reason:
 * <ul>
 * <li>mention syntax: the name would ping someone each time it is shown;</li>
 * <li>Discord formatting: it would restyle the messages it appears in (bold, strike-through, a
 *     spoiler hiding the rest, a code span breaking a command shown, a masked link in an embed);</li>
 * <li>Discord markup that renders as something else: a live timestamp ({@code <t:0:R>}), another
 *     server's emoji ({@code <:e:1>}, {@code <a:e:1>}), a command ({@code </cmd:1>}); and links
 *     and invites, which turn a name into somewhere to click;</li>
 * <li>characters that don't show as themselves: controls, direction controls (which reorder the
 *     message around the name), invisible characters (zero-width and other format characters,
 *     fillers), unusual spaces, unpaired surrogates, and combining marks stacked past a line
 *     (Zalgo).</li>
 * </ul>
 * The same rule applies wherever a name enters: typed, tapped in a form, or imported (an import
 * decides its commands again through these rules). Display names, which players don't type
 * here, are only checked for mentions ({@link #mentionProblem}) and for what would show as a
 * link or markup ({@link #shownAsSomethingElse}); the Discord adapter escapes their formatting
 * and breaks their links.
 *
 * <p>{@link #key} says when two names are the same name, for the stores' unique names.
 */
public final class Names {

    /** What Discord reads as a mention of a user, a role, a channel or everyone. */
    private static final List<String> SYNTAX = List.of("<@&", "<@", "<#", "@everyone", "@here");

    /**
     * Discord's markup in angle brackets that isn't a mention: {@code <t:…>}, {@code <:name:id>},
     * {@code <a:name:id>}, {@code </command:id>}, {@code <id:customize>}, {@code <sound:…>}. The
     * opening alone is refused, as mentions are: a name should not half-write one either.
     */
    private static final Pattern MARKUP = Pattern.compile("<(/|[a-z]*:)");

    /** A link of any scheme, a bare web address, or an invite. */
    private static final Pattern LINK = Pattern.compile(
            "[a-z][a-z0-9+.-]*://|www\\.|discord\\.gg/|discord(app)?\\.com/invite");

    /**
     * Characters that reorder the text around them (Unicode's bidirectional controls): a name
     * holding one would turn the rest of the message around, or hide what it says.
     */
    private static boolean directionControl(int c) {
        return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
    }

    /**
     * Characters that show as nothing: every format character (Unicode category Cf: zero-width
     * spaces and joiners, the word joiner, the byte order mark, the soft hyphen, tags…), and the
     * default-ignorable ones of other categories (the combining grapheme joiner, Hangul fillers,
     * Khmer inherent vowels, Mongolian variation selectors), with the blank Braille pattern
     * people use as an empty name. Variation selectors are not among them: they only choose how
     * the character before them looks (U+FE0F shows the heart U+2764 as an emoji).
     */
    private static boolean invisible(int c) {
        return Character.getType(c) == Character.FORMAT
                || c == 0x034F || c == 0x115F || c == 0x1160 || c == 0x17B4 || c == 0x17B5
                || (c >= 0x180B && c <= 0x180F) || c == 0x2800 || c == 0x3164 || c == 0xFFA0
                || (c >= 0xFFF0 && c <= 0xFFF8) || (c >= 0xE0000 && c <= 0xE0FFF && !variationSelector(c));
    }

    private static boolean variationSelector(int c) {
        return (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF);
    }

    private static final int ZERO_WIDTH_JOINER = 0x200D;
    private static final int BLACK_FLAG = 0x1F3F4;
    private static final int CANCEL_TAG = 0xE007F;

    /**
     * Combining marks one character may carry once composed (NFC). Two is what ordinary writing
     * stacks on a letter that has no composed form: Thai writes a vowel and a tone mark over one
     * consonant (thi, U+0E17 U+0E35 U+0E48), Hebrew a dagesh and a vowel point; accented Latin, Greek and Vietnamese
     * letters compose into one character and carry none. Zalgo text piles up far more, so a
     * third is refused: that is where marks start to spill over the lines around the name.
     */
    static final int MAX_MARKS = 2;

    private Names() {
    }

    /** What a control sends for "choose it next" (a cover, a station): never a name, or tapping that name would ask. */
    public static final String ASKS = "?";

    /** Words the commands read as themselves where a frame or station is named (a target, cover, where a frame stands). */
    public static final Set<String> TARGET_WORDS = Set.of("none", "nothing", "terrain");

    /**
     * A frame's or station's name that is one of {@link #TARGET_WORDS}: a frame named "None" could
     * never be attacked (the target read as no target), a station so named never stood near (an
     * audit of §1). Terrain pieces had this check already; other names (players, campaigns) don't
     * need it.
     */
    public static Optional<String> targetWordProblem(String what, String name) {
        // as the commands read those words (equalsIgnoreCase: "Nothıng" with a dotless ı is "nothing" there)
        return name != null && TARGET_WORDS.stream().anyMatch(word -> word.equalsIgnoreCase(name.strip()))
                ? Optional.of(what + " can't be `" + name.strip() + "`: the commands read that word as itself "
                + "(no target, no station, the terrain).") : Optional.empty();
    }

    /**
     * The refusal for a chosen name that holds anything above, or empty when it holds none. The
     * characters are looked at first, so a name is never judged by text a hidden character split.
     */
    public static Optional<String> problem(String what, String name) {
        return storedProblem(what, name).or(() -> newlyChosenProblem(what, name));
    }

    /**
     * What only a name chosen now is refused for, beside {@link #storedProblem}: a {@code %}.
     * Buttons carry names, a % written as three characters: 32 of them passed Discord's 100 (an audit).
     */
    public static Optional<String> newlyChosenProblem(String what, String name) {
        // Punctuation alone names nothing to point at: a frame named ":" listed as `: B` (a bad-input audit).
        if (name != null && !name.isBlank() && name.codePoints().noneMatch(Names::names)) {
            return Optional.of(what + " needs a letter, a number or a symbol: `" + name.strip().replace('`', '\'')
                    + "` is punctuation alone.");
        }
        if (name != null && name.contains("%")) {
            return Optional.of(what + " can't hold `%`: the buttons carry names, and Discord keeps what a button "
                    + "carries short.");
        }
        // A die's square: a frame named ⬜W6 read as a white six in every line and the report (a review).
        for (String square : name == null ? List.<String>of() : List.of("⬜", "🟥", "🟩", "🟦", "🟨")) {
            if (name.contains(square)) {
                return Optional.of(what + " can't hold `" + square + "`: the bot shows dice with those squares.");
            }
        }
        // Two underscores pair with the next two; a name starting a line opened a quote (an adversarial test).
        if (name != null && name.contains("__")) {
            return Optional.of(what + " can't hold `__`: Discord underlines what stands between two of them.");
        }
        Matcher opening = OPENS_A_LINE.matcher(name == null ? "" : name.strip());
        return opening.find() ? Optional.of(what + " can't start with `" + opening.group().strip() + "`: at the start "
                + "of a line Discord reads it as a heading, a quote or a list.") : Optional.empty();
    }

    /**
     * Whether a character can name something: a letter, any number (Ⅻ, ①, ½), a symbol beyond ASCII
     * (∞, →, an emoji) or a keycap's enclosing mark (#️⃣); not punctuation, spaces, ASCII's symbols, or
     * marks on nothing (a review: the first check refused the numbers and symbols).
     */
    private static boolean names(int c) {
        // ASCII's symbols (+ = > < ^ $ | ~) are markdown's marks as much as its punctuation: "> G Rh" quoted (a review)
        if (c < 0x80 && !Character.isLetterOrDigit(c)) {
            return false;
        }
        return switch (Character.getType(c)) {
            case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
                 Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.DECIMAL_DIGIT_NUMBER,
                 Character.LETTER_NUMBER, Character.OTHER_NUMBER, Character.MATH_SYMBOL, Character.CURRENCY_SYMBOL,
                 Character.MODIFIER_SYMBOL, Character.OTHER_SYMBOL, Character.ENCLOSING_MARK -> true;
            default -> false;
        };
    }

    /** How a line opens a heading, small print, a quote or a list in Discord's markdown. */
    private static final Pattern OPENS_A_LINE = Pattern.compile("^(#{1,3} |-# |>{1,3} |[-+] |\\d+\\. )");

    /**
     * The same for a name kept from before (a saved company or map, a campaign's): chosen before
     * a % was refused, it stays usable (a campaign of "100% War" goes on).
     */
    public static Optional<String> storedProblem(String what, String name) {
        if (name == null) {
            return Optional.empty();
        }
        return characterProblem(what, name)
                .or(() -> name.strip().equals(ASKS) ? Optional.of(what + " can't be a lone `?`: the buttons send it "
                        + "to ask for the next choice (what covers, which station).") : Optional.empty())
                .or(() -> markProblem(what, name))
                .or(() -> mentionProblem(what, name))
                .or(() -> markup(name).map(mark -> what + " can't hold `" + mark + "`: names show as written, so they "
                        + "can't hold Discord markup (timestamps, other servers' emoji, commands)."))
                .or(() -> formatting(name).map(mark -> what + " can't hold " + (mark.equals("`") ? "a backquote" : mark.equals("\\") ? "a backslash" : "`" + mark + "`")
                        + (mark.equals("_") ? " at either end" : "")
                        + ": names show as written, so they can't hold Discord formatting "
                        + "(` * ~ | [ ] \\, or _ at either end)."))
                .or(() -> link(name).map(link -> what + " can't hold `" + link + "`: names can't hold links or invites."));
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

    /** The opening of the first Discord markup the name holds, if any. */
    private static Optional<String> markup(String name) {
        Matcher found = MARKUP.matcher(name.toLowerCase(Locale.ROOT));
        return found.find() ? Optional.of(found.group()) : Optional.empty();
    }

    /**
     * The refusal for a player's name that holds what would show as something else: a link or
     * invite, a masked link's {@code ](} (as in {@code [text](address)}), or Discord markup (a
     * timestamp, a command); or empty. A Discord display name reaches the rules with its links
     * and masked links broken ({@link #brokenLinks}) and its {@code <} replaced, so only a forged
     * file or a console carries these (a trust audit: an imported player named
     * {@code [Vincent](https://…)} showed as a disguised link in the lobby's pinned table). A
     * clan tag's brackets, {@code [FR] Vincent}, are a name like any other.
     */
    public static Optional<String> shownAsSomethingElse(String what, String name) {
        if (name == null) {
            return Optional.empty();
        }
        if (name.contains("](")) {
            return Optional.of(what + " can't hold `](`: it would show as a link.");
        }
        return link(name).map(link -> what + " can't hold `" + link + "`: names can't hold links or invites.")
                .or(() -> markup(name).map(mark -> what + " can't hold `" + mark + "`: names show as written, so "
                        + "they can't hold Discord markup (timestamps, other servers' emoji, commands)."));
    }

    /** {@link #LINK}, in any letter case. */
    private static final Pattern LINK_ANY_CASE = Pattern.compile(LINK.pattern(), Pattern.CASE_INSENSITIVE);

    /**
     * The text with every link or invite in it broken by a zero-width space before its last
     * character (between the two slashes of {@code https://}), and every masked link's
     * {@code ](} too, so that Discord shows it as words and no check finds a link in it, with
     * nothing visible added: for the display names the chat adapter passes on.
     */
    public static String brokenLinks(String text) {
        text = text.replace("](", "]\u200B(");
        Matcher found = LINK_ANY_CASE.matcher(text);
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (found.find()) {
            out.append(text, from, found.end() - 1).append('\u200B');
            from = found.end() - 1;
        }
        return out.append(text, from, text.length()).toString();
    }

    /** The first link or invite the name holds (its scheme, {@code www.} or the invite's address), if any. */
    private static Optional<String> link(String name) {
        Matcher found = LINK.matcher(name.toLowerCase(Locale.ROOT));
        return found.find() ? Optional.of(found.group()) : Optional.empty();
    }

    /**
     * Where the first character no keyboard types stands, or -1: a control character, a line or
     * paragraph separator (U+2028, U+2029: some log viewers break a line there, so a file's id could
     * forge one, a security audit), half of a surrogate pair (which can't be stored as text) and,
     * with {@code formatToo}, an invisible format character. For the names not chosen here
     * (Discord's display names, a file's ids), which get only this check and their own words for it.
     */
    public static int untypable(String text, boolean formatToo) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c) || Character.getType(c) == Character.CONTROL
                    || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR
                    || formatToo && Character.getType(c) == Character.FORMAT) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The first character that doesn't show as itself. Emoji stay whole: a zero-width joiner is
     * allowed between two pictographs, which it joins into one emoji (man, joiner, rocket is an
     * astronaut; white flag, U+FE0F, joiner, rainbow is the rainbow flag; a skin tone or a
     * variation selector may come between the first and the joiner), and tags only in a flag's
     * tag sequence (a black flag, tags, a cancel tag: the flags of Scotland, Wales, England).
     * Anywhere else both are invisible.
     */
    private static Optional<String> characterProblem(String what, String name) {
        int i = 0;
        while (i < name.length()) {
            char unit = name.charAt(i);
            if (Character.isSurrogate(unit) && (Character.isLowSurrogate(unit) || i + 1 == name.length()
                    || !Character.isLowSurrogate(name.charAt(i + 1)))) {
                return Optional.of(what + " can't hold a broken character (an unpaired surrogate, "
                        + String.format(Locale.ROOT, "U+%04X", (int) unit) + "): names are plain text.");
            }
            int c = name.codePointAt(i);
            int next = i + Character.charCount(c);
            if (c == BLACK_FLAG) {
                next = afterTagSequence(name, next);
            } else if (Character.getType(c) == Character.CONTROL || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                return Optional.of(what + " can't hold a control character (" + described(c)
                        + "): a name is one line of plain text.");
            } else if (directionControl(c)) {
                return Optional.of(what + " can't hold a direction control (" + described(c)
                        + "): it would reorder the text around the name.");
            } else if (c == ZERO_WIDTH_JOINER && joinsEmoji(name, i)) {
                // part of one emoji
            } else if (invisible(c)) {
                return Optional.of(what + " can't hold an invisible character (" + described(c)
                        + "): every character of a name must show.");
            } else if (Character.getType(c) == Character.SPACE_SEPARATOR && c != ' ') {
                return Optional.of(what + " can't hold an unusual space (" + described(c) + "): use an ordinary space.");
            }
            i = next;
        }
        return Optional.empty();
    }

    /** Where a flag's tag sequence that starts here ends (tags, then a cancel tag); {@code at} itself when there is none. */
    private static int afterTagSequence(String name, int at) {
        int i = at;
        int tags = 0;
        while (i < name.length() && name.codePointAt(i) >= 0xE0020 && name.codePointAt(i) <= 0xE007E) {
            i += 2;
            tags++;
        }
        return tags > 0 && i < name.length() && name.codePointAt(i) == CANCEL_TAG ? i + 2 : at;
    }

    /**
     * Whether the zero-width joiner at {@code at} joins two pictographs into one emoji: a
     * pictograph before it (past any variation selector or skin tone) and one after it.
     */
    private static boolean joinsEmoji(String name, int at) {
        int before = at;
        while (before > 0) {
            int c = name.codePointBefore(before);
            if (!variationSelector(c) && !Character.isEmojiModifier(c)) {
                break;
            }
            before -= Character.charCount(c);
        }
        int after = at + 1;
        return before > 0 && Character.isExtendedPictographic(name.codePointBefore(before))
                && after < name.length() && Character.isExtendedPictographic(name.codePointAt(after));
    }

    /**
     * Combining marks past {@link #MAX_MARKS} on one character, or one with no character under
     * it (at the start, it would sit on whatever the message shows before the name). Counted
     * once composed (NFC), so an accent typed as a letter and a mark counts as none; variation
     * selectors are not marks that show.
     */
    private static Optional<String> markProblem(String what, String name) {
        String composed = Normalizer.normalize(name, Normalizer.Form.NFC);
        int base = -1;
        int marks = 0;
        for (int i = 0; i < composed.length(); i += Character.charCount(composed.codePointAt(i))) {
            int c = composed.codePointAt(i);
            int type = Character.getType(c);
            if (variationSelector(c)) {
                continue;
            }
            if (type != Character.NON_SPACING_MARK && type != Character.ENCLOSING_MARK) {
                base = c;
                marks = 0;
            } else if (base < 0) {
                return Optional.of(what + " can't start with a combining mark (" + described(c)
                        + "): it would sit on the text before the name.");
            } else if (++marks > MAX_MARKS) {
                return Optional.of(what + " can't stack " + (MAX_MARKS + 1) + " marks on one character ("
                        + (Character.isLetterOrDigit(base) ? "`" + Character.toString(base) + "`" : described(base))
                        + "): at most " + MAX_MARKS + ", so the name stays on its line.");
            }
        }
        return Optional.empty();
    }

    /** A character as the Unicode standard names it: {@code U+200B ZERO WIDTH SPACE}. */
    private static String described(int c) {
        String unicodeName = Character.getName(c);
        return String.format(Locale.ROOT, "U+%04X", c) + (unicodeName == null ? "" : " " + unicodeName);
    }

    /** Cyrillic and Greek letters drawn as Latin ones, each beside the Latin letter it looks like. */
    private static final String LOOKALIKES = "АAВBЕEЗ3КKМMНHОOРPСCТTУYХXЅSІIЈJаaеeоoрpсcуyхxѕsіiјjԁdһhԛqԝw"
            + "ΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXοoνvαa";

    /**
     * The name as a reader tells it from others: its {@link #key}, with runs of spaces as one and
     * Cyrillic or Greek letters drawn as Latin ones read as those (a campaign audit: "Mооn", its o's
     * Cyrillic, and "Moon  Base" stood beside "Moon" and "Moon Base", told apart by nobody).
     */
    public static String lookalike(String name) {
        StringBuilder latin = new StringBuilder();
        Normalizer.normalize(name == null ? "" : name, Normalizer.Form.NFKC).codePoints().forEach(c -> {
            int at = c <= Character.MAX_VALUE ? LOOKALIKES.indexOf((char) c) : -1;
            latin.appendCodePoint(at >= 0 && at % 2 == 0 ? LOOKALIKES.charAt(at + 1) : c);
        });
        return key(latin.toString().replaceAll("\\s+", " "));
    }

    /**
     * The name among {@code names} that reads as {@code name} ({@link #lookalike}) without being it
     * (its {@link #key} differs): one letter Cyrillic, "Аrena" beside another's "Arena" (a trust audit).
     */
    public static Optional<String> readAsAnother(Collection<String> names, String name) {
        String read = lookalike(name);
        return names.stream().filter(other -> !key(other).equals(key(name)) && lookalike(other).equals(read))
                .findFirst();
    }

    /**
     * The name as the stores compare it, so two names are the same name in SQLite and PostgreSQL
     * alike: compatibility-normalised (NFKC: full-width letters, ligatures and the like become
     * the letters they stand for), then case-folded the way Java can (upper, then lower case, so
     * ß and SS, ς and σ fold together, in every script, not only ASCII), around the spaces
     * stripped.
     */
    public static String key(String name) {
        String compatible = Normalizer.normalize(name == null ? "" : name.strip(), Normalizer.Form.NFKC);
        return Normalizer.normalize(compatible.toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT), Normalizer.Form.NFKC);
    }
}
