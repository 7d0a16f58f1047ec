package mfz.bot.core;

import java.util.List;

/**
 * What the bot answers to one request, for any front end to render: text, embeds, rows of
 * buttons and menus, whether only the caller sees it (Discord's ephemeral replies), and the
 * channel's table message as it now stands, when the request changed a game.
 *
 * @param table the game's table after this request, or null when it did not change
 */
public record Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral,
                    TableUpdate table) {

    public Reply {
        content = content == null ? "" : content;
        embeds = List.copyOf(embeds == null ? List.of() : embeds);
        rows = List.copyOf(rows == null ? List.of() : rows);
    }

    public Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral) {
        this(content, embeds, rows, ephemeral, null);
    }

    /** A public message of plain text. */
    public static Reply text(String content) {
        return new Reply(content, List.of(), List.of(), false);
    }

    /** A message only the caller sees: refusals, private company building. */
    public static Reply privately(String content) {
        return new Reply(content, List.of(), List.of(), true);
    }

    public static Reply of(Embed embed) {
        return new Reply("", List.of(embed), List.of(), false);
    }

    public Reply withRows(List<Component.Row> more) {
        return new Reply(content, embeds, more, ephemeral, table);
    }

    public Reply withTable(TableUpdate update) {
        return new Reply(content, embeds, rows, ephemeral, update);
    }
}
