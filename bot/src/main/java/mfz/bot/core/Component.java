package mfz.bot.core;

import java.util.List;
import java.util.function.Predicate;

/**
 * A control under a message: a button or a select menu. Its id says which command it
 * stands for, so every tap has a slash-command equivalent.
 */
public sealed interface Component {

    String id();

    /** The same control under another id (a notice's mark on it, say). */
    default Component withId(String id) {
        return switch (this) {
            case Button b -> new Button(id, b.label(), b.style(), b.disabled());
            case SelectMenu m -> new SelectMenu(id, m.placeholder(), m.options(), m.minValues(), m.maxValues());
        };
    }

    /** How a button looks: the main action, a secondary one, or a dangerous one. */
    enum Style { PRIMARY, SECONDARY, SUCCESS, DANGER }

    record Button(String id, String label, Style style, boolean disabled) implements Component {
        public static Button of(String id, String label) {
            return new Button(id, label, Style.PRIMARY, false);
        }
    }

    record SelectMenu(String id, String placeholder, List<Option> options, int minValues, int maxValues)
            implements Component {
        public SelectMenu {
            options = List.copyOf(options);
        }
    }

    /** One choice of a select menu. */
    record Option(String label, String value, String description) {
    }

    /** Controls shown side by side on one line (Discord allows five buttons or one menu a row). */
    record Row(List<Component> components) {
        public Row {
            components = List.copyOf(components);
        }

        /** These rows with only the controls {@code kept} keeps, a row left empty dropped. */
        public static List<Row> keeping(List<Row> rows, Predicate<Component> kept) {
            return rows.stream().map(row -> row.components().stream().filter(kept).toList())
                    .filter(left -> !left.isEmpty()).map(Row::new).toList();
        }
    }
}
