package mfz.bot.console;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import mfz.bot.core.Component;
import mfz.bot.core.Embed;
import mfz.bot.core.PlainText;
import mfz.bot.core.Reply;

/**
 * Prints a {@link Reply} as plain text, showing what Discord would: private replies are
 * marked, embeds become indented blocks, a button becomes {@code 1. [Label] /the command it sends}
 * and a menu a short list of its choices, each numbered with its command: typing a number sends
 * the command beside it.
 */
public final class TextView {

    private TextView() {
    }

    public static String render(Reply reply, String callerName) {
        return render(reply, callerName, (id, chosen) -> Optional.empty(), new Choices());
    }

    /** What a control sends, as a typed command, when it can be said: the console shows it beside the control. */
    @FunctionalInterface
    public interface Typed {
        Optional<String> of(String customId, String chosen);
    }

    /** Menus longer than this show their first options and say how many more there are. */
    static final int MENU_LINES = 8;

    /** What the console reads as "show me the rest of the menus above". */
    public static final String MORE = "more";

    /** The reply as printed, its controls numbered on from those already in {@code choices}. */
    public static String render(Reply reply, String callerName, Typed typed, Choices choices) {
        StringBuilder out = new StringBuilder();
        String indent = "";
        if (reply.ephemeral()) {
            out.append("(only @").append(callerName).append(" sees this)\n");
        }
        if (!reply.content().isEmpty()) {
            out.append(indent).append(plain(reply.content())).append('\n');
        }
        List<Embed> embeds = new ArrayList<>(reply.embeds());
        if (reply.table() != null && reply.table().repost()) {
            embeds.add(reply.table().embed());
        }
        for (Embed embed : embeds) {
            if (embed.title() != null) {
                out.append("┃ ").append(plain(embed.title())).append('\n');
            }
            if (embed.description() != null && !embed.description().isEmpty()) {
                for (String line : plain(embed.description()).split("\n", -1)) {
                    out.append("┃ ").append(line).append('\n');
                }
            }
            for (Embed.Field field : embed.fields()) {
                out.append("┃ ").append(plain(field.name())).append(":\n");
                for (String line : plain(field.value()).split("\n", -1)) {
                    out.append("┃   ").append(line).append('\n');
                }
            }
            if (embed.footer() != null) {
                out.append("┃ ").append(plain(embed.footer())).append('\n');
            }
        }
        for (Component.Row row : reply.rows()) {
            for (Component component : row.components()) {
                out.append(control(component, typed, choices, reply.ephemeral() ? callerName : null));
            }
        }
        return out.toString();
    }

    /**
     * The controls printed for one typed line, numbered one after another across every reply it
     * printed (a seat's too), so that typing a number sends the command shown beside it; and the
     * long menus whole, with the same numbers, for {@code more}.
     */
    public static final class Choices {
        private final Map<Integer, Choice> commands = new HashMap<>();
        private final StringBuilder wholeMenus = new StringBuilder();

        private int number(String controlId, String chosen, String onlyFor, int most) {
            int number = commands.size() + 1;
            commands.put(number, new Choice(controlId, chosen, onlyFor, most));
            return number;
        }

        /** The control shown beside this number, if one was. */
        public Optional<Choice> choice(int number) {
            return Optional.ofNullable(commands.get(number));
        }

        public boolean isEmpty() {
            return commands.isEmpty();
        }

        /** The menus cut short when printed, each whole; empty when none was. */
        public String wholeMenus() {
            return wholeMenus.toString();
        }
    }

    /**
     * A numbered control: its id and the menu option chosen (null for a button), so that choosing
     * it by number is a tap: refused as out of date when the game has moved on since, and for
     * anyone but the player it was made for, as on Discord.
     *
     * @param onlyFor who alone saw it (a private reply's reader, as on Discord no one else could
     *                tap it), or null when everyone did
     * @param most    how many of its menu's options one tap may choose (1 for a button)
     */
    public record Choice(String controlId, String chosen, String onlyFor, int most) {
    }

    /**
     * A control as the command it sends, numbered: a button on a line of its own, a menu as a
     * short numbered list of its options, each with the command it sends.
     */
    private static String control(Component component, Typed typed, Choices choices, String onlyFor) {
        return switch (component) {
            case Component.Button button -> typed.of(button.id(), null)
                    .map(command -> choices.number(button.id(), null, onlyFor, 1) + ". [" + button.label() + "] "
                            + command)
                    .orElse("[" + button.label() + "]") + "\n";
            case Component.SelectMenu menu -> menu(menu, typed, choices, onlyFor);
        };
    }

    private static String menu(Component.SelectMenu menu, Typed typed, Choices choices, String onlyFor) {
        // A menu taking several choices says how: its numbers on one line (an audit: by number, the
        // campaign's two constraints could never be chosen).
        String several = menu.maxValues() <= 1 ? "" : menu.minValues() == menu.maxValues()
                ? " (choose " + menu.minValues() + ": their numbers on one line)"
                : " (choose " + menu.minValues() + " to " + menu.maxValues() + ": their numbers on one line)";
        StringBuilder shown = new StringBuilder("[" + menu.placeholder() + "]" + several + "\n");
        StringBuilder whole = new StringBuilder(shown);
        List<Component.Option> options = menu.options();
        int firstHidden = 0;
        int lastHidden = 0;
        for (int i = 0; i < options.size(); i++) {
            Component.Option option = options.get(i);
            Optional<String> command = typed.of(menu.id(), option.value());
            // with its description, as Discord shows it under the label (the cover step's odds among them)
            String label = option.label() + (option.description() == null || option.description().isBlank() ? ""
                    : " (" + plain(option.description()) + ")");
            String line = command.map(c -> "  " + choices.number(menu.id(), option.value(), onlyFor, menu.maxValues()) + ". "
                            + label + " " + c)
                    .orElse("  · " + label) + "\n";
            whole.append(line);
            if (i < MENU_LINES) {
                shown.append(line);
            } else if (command.isPresent()) {
                lastHidden = choices.commands.size();
                firstHidden = firstHidden == 0 ? lastHidden : firstHidden;
            }
        }
        if (options.size() > MENU_LINES) {
            shown.append("  … and ").append(options.size() - MENU_LINES).append(" more")
                    .append(firstHidden == 0 ? "" : firstHidden == lastHidden ? ", " + firstHidden
                            : ", " + firstHidden + "–" + lastHidden)
                    .append(" (`").append(MORE).append("` shows them)\n");
            choices.wholeMenus.append(whole);
        }
        return shown.toString();
    }

    /**
     * Drops Discord's bold markers and markdown escapes, and shows mentions as @id and channels as
     * #id: the terminal has no markdown (a campaign's status said "being played in <#console>").
     */
    static String plain(String text) {
        String plain = PlainText.of(text.replace("**", "").replaceAll("~~([^~]+)~~", "$1")
                .replaceAll("<@!?([^<>\\s]+)>", "@$1").replaceAll("<#([^<>\\s]+)>", "#$1"));
        return TIMESTAMP.matcher(plain).replaceAll(m -> WHEN.format(Instant.ofEpochSecond(
                Long.parseLong(m.group(1)))));
    }

    /** Discord's timestamp markup ({@code <t:1795751770:R>}), which a phone shows in its own time. */
    private static final Pattern TIMESTAMP = Pattern.compile("<t:(\\d{1,12})(?::[tTdDfFR])?>");
    private static final DateTimeFormatter WHEN = DateTimeFormatter
            .ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH).withZone(ZoneOffset.UTC);
}
