package mfz.bot.core;

import java.util.List;

/**
 * What the bot answers to one request, for any front end to render: text, embeds, rows of
 * buttons and menus, whether only the caller sees it (Discord's ephemeral replies), and the
 * channel's table message as it now stands, when the request changed a game.
 *
 * @param table the game's table after this request, or null when it did not change
 * @param files files sent with the reply (a game export)
 * @param sameCard the same player goes on deciding in the same frame turn: a front end answering
 *                 a tap may edit the message the tap came from (one live card per frame turn)
 *                 rather than post a new one
 * @param form     a form to open instead of a message (Discord's modal, only as the first
 *                 answer to a tap or a slash command), or null
 * @param storedOffTheTable the answer to a command that was stored but changes no table (a company's
 *                 edit, a campaign's choice, a saved company, a snooze): a front end that can't send
 *                 it must not say that nothing changed
 */
public record Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral,
                    TableUpdate table, List<Attachment> files, boolean sameCard, Form form,
                    boolean storedOffTheTable) {

    public Reply {
        content = content == null ? "" : content;
        embeds = List.copyOf(embeds == null ? List.of() : embeds);
        rows = List.copyOf(rows == null ? List.of() : rows);
        files = List.copyOf(files == null ? List.of() : files);
    }

    public Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral,
                 TableUpdate table, List<Attachment> files, boolean sameCard, Form form) {
        this(content, embeds, rows, ephemeral, table, files, sameCard, form, false);
    }

    public Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral,
                 TableUpdate table, List<Attachment> files, boolean sameCard) {
        this(content, embeds, rows, ephemeral, table, files, sameCard, null);
    }

    public Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral,
                 TableUpdate table, List<Attachment> files) {
        this(content, embeds, rows, ephemeral, table, files, false);
    }

    /** A form to fill in; {@code content} is what a front end without forms shows instead. */
    public static Reply form(Form form, String content) {
        return new Reply(content, List.of(), List.of(), true, null, List.of(), false, form);
    }

    public Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral) {
        this(content, embeds, rows, ephemeral, null, List.of());
    }

    public Reply(String content, List<Embed> embeds, List<Component.Row> rows, boolean ephemeral, TableUpdate table) {
        this(content, embeds, rows, ephemeral, table, List.of());
    }

    /** A file sent with a reply: its name and its bytes. */
    public record Attachment(String name, byte[] content) {
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

    public Reply withForm(Form other) {
        return new Reply(content, embeds, rows, ephemeral, table, files, sameCard, other, storedOffTheTable);
    }

    public Reply withContent(String text) {
        return new Reply(text, embeds, rows, ephemeral, table, files, sameCard, form, storedOffTheTable);
    }

    public Reply withRows(List<Component.Row> more) {
        return new Reply(content, embeds, more, ephemeral, table, files, sameCard, form, storedOffTheTable);
    }

    public Reply withFiles(List<Attachment> more) {
        return new Reply(content, embeds, rows, ephemeral, table, more, sameCard, form, storedOffTheTable);
    }

    public Reply withTable(TableUpdate update) {
        return new Reply(content, embeds, rows, ephemeral, update, files, sameCard, form, storedOffTheTable);
    }

    /** The same reply, seen only by whoever asked. */
    public Reply toCallerOnly() {
        return new Reply(content, embeds, rows, true, table, files, sameCard, form, storedOffTheTable);
    }

    /** The same reply, marked as going on in the card the tap came from. */
    public Reply onSameCard() {
        return new Reply(content, embeds, rows, ephemeral, table, files, true, form, storedOffTheTable);
    }

    /** The same reply, as a message of its own rather than an edit of the card the tap came from. */
    public Reply onNewMessage() {
        return new Reply(content, embeds, rows, ephemeral, table, files, false, form, storedOffTheTable);
    }

    /** The same reply, marked as answering a command that was stored, though it changes no table. */
    public Reply asStoredOffTheTable() {
        return new Reply(content, embeds, rows, ephemeral, table, files, sameCard, form, true);
    }
}
