package mfz.bot.discord;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;

/**
 * The <b>Table</b> button under a game's controls on Discord: {@code /game table private:true},
 * the table shown to whoever taps it alone, however far up the channel the table message is.
 * Not at the console, where the table is one command away and buttons are lines of text.
 */
final class TableButton {

    /** Anyone may tap it, whatever the game's version: it only reads. */
    static final Component.Button BUTTON = new Component.Button(
            ComponentIds.button("game table", Map.of(OptionNames.PRIVATE, "true")), "Table", Component.Style.SECONDARY, false);

    private TableButton() {
    }

    /**
     * A public game message with controls (someone must decide) gets the button at the end of
     * its last row of buttons, or on a row of its own, if Discord's five rows of five leave room.
     */
    static Reply under(Reply reply) {
        if (reply.ephemeral() || reply.table() == null || reply.rows().isEmpty()) {
            return reply;
        }
        List<Component.Row> rows = new ArrayList<>(reply.rows());
        Component.Row last = rows.getLast();
        if (last.components().size() < 5 && last.components().stream().allMatch(c -> c instanceof Component.Button)) {
            List<Component> buttons = new ArrayList<>(last.components());
            buttons.add(BUTTON);
            rows.set(rows.size() - 1, new Component.Row(buttons));
        } else if (rows.size() < 5) {
            rows.add(new Component.Row(List.of(BUTTON)));
        } else {
            return reply;
        }
        return reply.withRows(rows);
    }
}
