package mfz.bot.core;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import mfz.rules.company.Names;

/**
 * The custom id of a button or select menu: the slash command it stands for, so a tap goes
 * through the same pipeline as the typed command. Discord gives the id back on every click,
 * and allows at most {@value #MAX_LENGTH} characters.
 *
 * <pre>
 * custom_id := path ( "|" option )*
 * path      := the command's words, one space apart         roll, turn attack
 * option    := name "=" value                               a fixed option: die=R5
 *            | name                                         the option a menu's choice fills
 * </pre>
 *
 * Values escape only {@code %} (as {@code %25}) and {@code |} (as {@code %7C}), so ids stay
 * short and readable: {@code turn attack|die=R5|spot=true}, {@code turn defend|die} (a menu
 * of dice). Options are written in name order, so one command always has one id. Names
 * follow Discord's rule for command and option names (lowercase letters, digits, - and _).
 *
 * <p>Two option names are reserved for the {@link ControlRules} checked before any command:
 * {@value #FOR}{@code =<user id>}, the only player the control works for, and
 * {@value #VERSION}{@code =<n>}, the version of the channel's game the control was made for
 * ({@code turn defend|die|for=7001|v=42}). No command may have options with these names.
 *
 * <p>Names never travel in an id (a 32-character frame name would break Discord's 100): the
 * values of {@link #NAME_OPTIONS} are written as a short token, {@code ~} and a hash of the
 * name ({@code turn plan|frame=~1x9k2p|for=7001|v=42}), and {@link #resolveNames} turns it
 * back into the one name of the channel's game with that token when the control is tapped
 * (after {@link ControlRules}, so the game is the one the control was made for). The console
 * never sees tokens: it shows labels, and players type names.
 */
public final class ComponentIds {

    public static final int MAX_LENGTH = 100;

    /** Reserved option: the id of the only user the control works for. */
    public static final String FOR = "for";

    /** Reserved option: the version of the channel's game the control was made for. */
    public static final String VERSION = "v";

    /**
     * Reserved option: tells apart two controls of one message that would have the same id (two
     * menus of one command's choices), since Discord refuses a message whose ids repeat.
     * {@link #decode} drops it: both do the same.
     */
    public static final String PART = "n";

    /** Options whose values are names in the channel's game: carried as {@link #token tokens}. */
    public static final Set<String> NAME_OPTIONS = Set.of("frame", "target", "station");

    /** Words these options take that are not names (and a lone {@code ?}, "ask": no name is one): kept as they are. */
    private static final Set<String> NOT_NAMES = Set.of("none", "terrain",
            Names.ASKS);

    private static final char TOKEN = '~';

    /**
     * Reserved choice option: a menu whose every choice fills several options at once (a die
     * and its spot and cover; a die and the station the frame now stands near). Each chosen
     * value is itself a list of options, {@code die=R5|spot=true}, made by {@link #choice}.
     */
    public static final String MANY = "opts";

    private static final Pattern NAME = Pattern.compile("[-_\\p{Ll}\\p{Lo}\\p{N}]{1,32}");

    private ComponentIds() {
    }

    /** A button's id: the command with all its options. */
    public static String button(String command, Map<String, String> options) {
        return encode(command, options, null);
    }

    /** An option's value as an id holds it: {@code %}, {@code |} and {@code ~} escaped ({@link #decode} reads them back). */
    static String escaped(String value) {
        return value.replace("%", "%25").replace("|", "%7C").replace("~", "%7E");
    }

    /** A select menu's id: the command, its fixed options, and the option the chosen value(s) fill. */
    public static String menu(String command, Map<String, String> fixed, String choiceOption) {
        checkName(choiceOption, "option");
        if (fixed.containsKey(choiceOption)) {
            throw new IllegalArgumentException("option " + choiceOption + " is both fixed and chosen");
        }
        return encode(command, fixed, choiceOption);
    }

    private static String encode(String command, Map<String, String> options, String choiceOption) {
        StringBuilder id = new StringBuilder();
        String[] words = command.strip().split(" +");
        for (String word : words) {
            checkName(word, "command word");
        }
        id.append(String.join(" ", words));
        Map<String, String> sorted = new TreeMap<>(options);
        if (sorted.containsValue(null)) {
            throw new IllegalArgumentException("an option of /" + command + " has no value");
        }
        if (choiceOption != null) {
            sorted.put(choiceOption, null);
        }
        sorted.forEach((name, value) -> {
            checkName(name, "option");
            id.append('|').append(name);
            if (value != null && NAME_OPTIONS.contains(name) && !NOT_NAMES.contains(value.toLowerCase(Locale.ROOT))) {
                id.append('=').append(token(value));
            } else if (value != null) {
                id.append('=').append(escaped(value));
            }
        });
        if (id.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("component id longer than " + MAX_LENGTH + " characters: " + id);
        }
        return id.toString();
    }

    /**
     * The id (or a choice) {@code build} makes, or empty when it would pass Discord's
     * {@value #MAX_LENGTH} characters: that control is left out, and its command typed instead.
     */
    public static Optional<String> fitting(Supplier<String> build) {
        try {
            return Optional.of(build.get());
        } catch (IllegalArgumentException tooLong) {
            return Optional.empty();
        }
    }

    /** A choice of a {@link #MANY} menu: the options it fills, written as in an id (at most 100 characters). */
    public static String choice(Map<String, String> options) {
        String value = choice(options, false);
        if (value.length() > MAX_LENGTH) {
            // A long name whose every % is written %25 can pass Discord's 100 (a review): its
            // token instead, resolved when tapped as an id's are (a name never holds a ~).
            value = choice(options, true);
        }
        if (value.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("menu value longer than " + MAX_LENGTH + " characters: " + value);
        }
        return value;
    }

    private static String choice(Map<String, String> options, boolean tokens) {
        StringBuilder value = new StringBuilder();
        new TreeMap<>(options).forEach((name, text) -> {
            checkName(name, "option");
            if (!value.isEmpty()) {
                value.append('|');
            }
            value.append(name).append('=').append(tokens && NAME_OPTIONS.contains(name)
                    && !NOT_NAMES.contains(text.toLowerCase(Locale.ROOT)) ? token(text)
                    : text.replace("%", "%25").replace("|", "%7C"));
        });
        return value.toString();
    }

    /**
     * The id again, as the {@code n}th of its kind in one message ({@link #PART}), or empty when
     * that would pass Discord's {@value #MAX_LENGTH} characters.
     */
    public static Optional<String> distinct(String id, int n) {
        String part = id + "|" + PART + "=" + n;
        return part.length() <= MAX_LENGTH ? Optional.of(part) : Optional.empty();
    }

    /** @throws IllegalArgumentException when the id is not one this encoding makes */
    public static Action decode(String customId) {
        if (customId == null || customId.isEmpty() || customId.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("not a component id: " + customId);
        }
        String[] parts = customId.split("\\|", -1);
        String command = parts[0];
        for (String word : command.split(" ", -1)) {
            checkName(word, "command word");
        }
        Map<String, String> options = new LinkedHashMap<>();
        String choiceOption = null;
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i];
            int equals = part.indexOf('=');
            String name = equals < 0 ? part : part.substring(0, equals);
            checkName(name, "option");
            if (options.containsKey(name) || name.equals(choiceOption)) {
                throw new IllegalArgumentException("option " + name + " appears twice in " + customId);
            }
            if (name.equals(PART) && equals > 0) {
                continue;
            }
            if (equals < 0) {
                if (choiceOption != null) {
                    throw new IllegalArgumentException("two options to choose in " + customId);
                }
                choiceOption = name;
            } else {
                options.put(name, unescape(part.substring(equals + 1)));
            }
        }
        return new Action(command, options, Optional.ofNullable(choiceOption));
    }

    private static String unescape(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c != '%') {
                out.append(c);
            } else if (value.startsWith("%25", i)) {
                out.append('%');
                i += 2;
            } else if (value.startsWith("%7C", i)) {
                out.append('|');
                i += 2;
            } else if (value.startsWith("%7E", i)) {
                out.append('~');
                i += 2;
            } else {
                throw new IllegalArgumentException("bad escape in option value " + value);
            }
        }
        return out.toString();
    }

    /** A name's token ({@link NameTokens#token}). */
    static String token(String name) {
        return NameTokens.token(name);
    }

    /** The options with each name's token replaced by its name ({@link NameTokens#resolveNames}). */
    public static Map<String, String> resolveNames(Map<String, String> options, Collection<String> names) {
        return NameTokens.resolveNames(options, names);
    }

    private static void checkName(String name, String what) {
        // Names are the commands' words and options: a few dozen, checked by pattern once each.
        if (name != null && CHECKED_NAMES.contains(name)) {
            return;
        }
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("not a valid " + what + " for a component id: " + name);
        }
        if (CHECKED_NAMES.size() < 4_096) {
            CHECKED_NAMES.add(name);
        }
    }

    private static final Set<String> CHECKED_NAMES = ConcurrentHashMap.newKeySet();

    /**
     * A decoded id: the command path, its fixed options, and for a menu the option its choice fills.
     */
    public record Action(String command, Map<String, String> options, Optional<String> choiceOption) {

        public Action {
            options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        }

        /**
         * The options of the command once a menu's values are chosen: the chosen values, one
         * space apart, fill the choice option. A button (no choice option) takes no values.
         */
        public Map<String, String> optionsWith(List<String> chosen) {
            if (choiceOption.isEmpty()) {
                if (!chosen.isEmpty()) {
                    throw new IllegalArgumentException("values chosen for /" + command + ", which has no choice");
                }
                return options;
            }
            Map<String, String> all = new LinkedHashMap<>(options);
            if (choiceOption.get().equals(MANY)) {
                for (String value : chosen) {
                    for (String part : value.split("\\|", -1)) {
                        int equals = part.indexOf('=');
                        if (equals < 0) {
                            throw new IllegalArgumentException("not a menu choice: " + value);
                        }
                        String name = part.substring(0, equals);
                        checkName(name, "option");
                        if (all.putIfAbsent(name, unescape(part.substring(equals + 1))) != null) {
                            throw new IllegalArgumentException("option " + name + " appears twice in " + value);
                        }
                    }
                }
                return all;
            }
            all.put(choiceOption.get(), String.join(" ", new ArrayList<>(chosen)));
            return all;
        }
    }
}
