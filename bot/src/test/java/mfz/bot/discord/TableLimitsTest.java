package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import mfz.bot.render.TableView;
import mfz.rules.game.Phase;
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The table message of the largest legal games fits Discord's embed limits, as JDA builds it
 * (JDA refuses an embed over a limit): every company at its most frames, names at their
 * longest, every SSR carried, split-range weapons for the longest loadouts.
 */
class TableLimitsTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} players, {1} frames and {2} stations each")
    @CsvSource({"2, 8, 3", "4, 6, 2", "5, 5, 1"})
    void theLargestBattlesTableFitsAnEmbed(int players, int frames, int stations) throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            List<String> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                seats.add("player" + p + "-with-a-long-display-name");
            }
            table.type(seats.getFirst(), "game new", "size", "battle", "ssr", "8");
            table.type(seats.getFirst(), "game options", "split-range", "true");
            for (String seat : seats.subList(1, seats.size())) {
                table.type(seat, "game join");
            }
            for (int p = 0; p < players; p++) {
                String seat = seats.get(p);
                for (int f = 0; f < frames; f++) {
                    String name = (p + "-" + f + "-" + "Longest-Frame-Name-Ever-Made-Here").substring(0, 32);
                    Reply built = table.type(seat, "company frame", "name", name, "loadout", "Rh/Rd Rh/Ra Rd/Ra B",
                            "ssr", String.valueOf(Math.clamp(8 - 3L * f, 0, 3)));
                    assertTrue(built.ephemeral());
                }
                for (int s = 0; s < stations; s++) {
                    table.type(seat, "company station", "name", (p + "-" + s + "-Longest-Station-Name-Of-All-Time").substring(0, 32));
                }
                Reply ready = table.type(seat, "company ready");
                assertFalse(ready.ephemeral(), ready.content());
            }
            Reply started = table.type(seats.getFirst(), "game start");
            assertTrue(table.game().phase() == Phase.BIDDING || table.game().phase() == Phase.DEPLOYMENT,
                    started.content());

            MessageEmbed embed = JdaMessages.toEmbed(TableView.table(table.game()));

            assertTrue(embed.isSendable(), "within Discord's total embed length: " + embed.getLength());
            assertTrue(embed.getFields().size() >= players + 1 && embed.getFields().size() <= 25,
                    "a field per company, the stations, and any continuation: " + embed.getFields().size());
            assertTrue(embed.getFields().stream().allMatch(f -> f.getValue().length() <= 1024));
            assertTrue(embed.getFields().stream().anyMatch(f -> f.getValue().contains((players - 1) + "-" + (frames - 1)
                    + "-Longest")), "the last frame is shown");
            assertTrue(embed.getFields().stream().anyMatch(f -> f.getValue().contains((players - 1) + "-"
                    + (stations - 1) + "-Longest-Station")), "the last station is shown");
            assertTrue(JdaMessages.toMessage(started).getComponents().size() <= 5);
        }
    }
}
