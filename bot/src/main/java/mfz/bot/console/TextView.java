package mfz.bot.console;

import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.core.Component;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;

/**
 * Prints a {@link Reply} as plain text, showing what Discord would: private replies are
 * marked, embeds become indented blocks, a button becomes {@code [Label] /the command it sends}
 * and a menu a short numbered list of its choices, each with its command.
 */
public final class TextView {

    private TextView() {
    }

    public static String render(Reply reply, String callerName) {
        return render(reply, callerName, (id, chosen) -> java.util.Optional.empty());
    }

    /** What a control sends, as a typed command, when it can be said: the console shows it beside the control. */
    @FunctionalInterface
    public interface Typed {
        java.util.Optional<String> of(String customId, String chosen);
    }

    /** Menus longer than this show their first options and say how many more there are. */
    static final int MENU_LINES = 8;

    /** What the console reads as "show me the rest of the menus above". */
    public static final String MORE = "more";

    public static String render(Reply reply, String callerName, Typed typed) {
        StringBuilder out = new StringBuilder();
        String indent = "";
        if (reply.ephemeral()) {
            out.append("(only @").append(callerName).append(" sees this)\n");
        }
        if (!reply.content().isEmpty()) {
            out.append(indent).append(plain(reply.content())).append('\n');
        }
        java.util.List<Embed> embeds = new java.util.ArrayList<>(reply.embeds());
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
                out.append(control(component, typed));
            }
        }
        return out.toString();
    }

    /**
     * A control as the command it sends: a button on a line of its own, a menu as a short
     * numbered list of its options, each with the command it sends.
     */
    private static String control(Component component, Typed typed) {
        return switch (component) {
            case Component.Button button -> "[" + button.label() + "]"
                    + typed.of(button.id(), null).map(command -> " " + command).orElse("") + "\n";
            case Component.SelectMenu menu -> menu(menu, typed, MENU_LINES);
        };
    }

    /** The menus of the reply cut short above, each whole; empty when none was. */
    public static String cutMenus(Reply reply, Typed typed) {
        StringBuilder out = new StringBuilder();
        for (Component.Row row : reply.rows()) {
            for (Component component : row.components()) {
                if (component instanceof Component.SelectMenu menu && menu.options().size() > MENU_LINES) {
                    out.append(menu(menu, typed, menu.options().size()));
                }
            }
        }
        return out.toString();
    }

    private static String menu(Component.SelectMenu menu, Typed typed, int shown) {
        StringBuilder lines = new StringBuilder("[" + menu.placeholder() + "]\n");
        List<Component.Option> options = menu.options();
        for (int i = 0; i < Math.min(shown, options.size()); i++) {
            Component.Option option = options.get(i);
            lines.append("  ").append(i + 1).append(". ").append(option.label())
                    .append(typed.of(menu.id(), option.value()).map(command -> " " + command).orElse(""))
                    .append('\n');
        }
        if (options.size() > shown) {
            lines.append("  … and ").append(options.size() - shown).append(" more (`").append(MORE)
                    .append("` shows them)\n");
        }
        return lines.toString();
    }

    /** Drops Discord's bold markers and shows mentions as @id: the terminal has no markdown. */
    static String plain(String text) {
        return text.replace("**", "").replaceAll("~~([^~]+)~~", "$1").replaceAll("<@!?([^<>\\s]+)>", "@$1");
    }
}
