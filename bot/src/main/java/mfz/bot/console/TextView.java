package mfz.bot.console;

import java.util.stream.Collectors;
import mfz.bot.core.Component;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;

/**
 * Prints a {@link Reply} as plain text, showing what Discord would: private replies are
 * marked, embeds become indented blocks, buttons become {@code [Label]} with the command
 * they stand for.
 */
public final class TextView {

    private TextView() {
    }

    public static String render(Reply reply, String callerName) {
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
            out.append(row.components().stream().map(TextView::control).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }

    private static String control(Component component) {
        return switch (component) {
            case Component.Button button -> "[" + button.label() + "]";
            case Component.SelectMenu menu -> "[" + menu.placeholder() + ": " + menu.options().stream()
                    .map(Component.Option::label).collect(Collectors.joining(" | ")) + "]";
        };
    }

    /** Drops Discord's bold markers and shows mentions as @id: the terminal has no markdown. */
    static String plain(String text) {
        return text.replace("**", "").replaceAll("~~([^~]+)~~", "$1").replaceAll("<@!?(\\w+)>", "@$1");
    }
}
