package mfz.bot.commands.company;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /company frame … disc:} sets how wide a frame stands on a map (docs/rules.md §10), shown on the company card. */
class FrameDiscCommandsTest {

    @TempDir
    Path dir;

    @Test
    void aFramesDiscIsSetWhenTheCompanyIsBuilt() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "game new", "size", "demo");
            table.type("vincent", "game options", "map", "true");
            Reply card = table.type("vincent", "company frame", "name", "Anvil", "loadout", "B G Y Rd", "ssr", "3",
                    "disc", "2");
            assertTrue(card.toString().contains("disc 2 units"), card.toString());
            assertTrue(table.refused("vincent", "company frame", "name", "Hammer", "loadout", "G Rh", "disc", "9")
                    .contains("disc"), "only the widths offered");
            assertEquals(2.0, table.game().player("vincent").orElseThrow().company().frames().getFirst().disc());
        }
    }
}
