package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Collectors;
import mfz.bot.core.Embed;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.map.Point;
import mfz.rules.map.TwoStations;
import org.junit.jupiter.api.Test;

/** What the table message says of where frames stand. */
class TableViewTest {

    /** On the map a frame within 1 unit of two stations stands near both (§7, §10): the table names both. */
    @Test
    void aFrameNearTwoStationsOnTheMapIsAtBoth() {
        Table t = TwoStations.between(false);
        t.play(new Command.MoveTo("a", "W6", new Point(11.5, 9)));
        String table = TableView.table(t.game()).fields().stream().map(Embed.Field::value)
                .collect(Collectors.joining("\n"));
        assertTrue(table.matches("(?s).*\\*\\*a1\\*\\*[^\n]* · at Mill, Dock(\n.*)?"), table);
    }
}
