package mfz.bot.commands.campaign;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code /campaign} subcommands through the router on a real SQLite file. */
class CampaignCommandsTest {

    @TempDir
    Path dir;

    @Test
    void newStartsACampaignWhoseNextBattleOpensHere() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            assertTrue(table.type("vincent", "campaign new", "name", "Moon").content().contains("the campaign **Moon**"));
            table.refused("meguey", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            assertTrue(table.type("vincent", "campaign status").content().contains("Moon"));
        }
    }

    @Test
    void statusAndHistoryTellTheCampaignNamedOrThisChannels() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            String status = table.type("meguey", "campaign status", "campaign", "Moon").content();
            String history = table.type("meguey", "campaign history", "campaign", "Moon").content();
            assertTrue(status.contains("Moon"), status);
            assertTrue(history.contains("Moon"), history);
            assertFalse(status.equals(history));
            table.refused("meguey", "campaign status", "campaign", "Mars");
            table.refused("meguey", "campaign history", "campaign", "Mars");
        }
    }

    @Test
    void objectiveNamesTheBattlesSpecialObjective() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "game new", "size", "skirmish");
            table.refused("vincent", "campaign objective", "name", "Leader");
        }
        try (GameHarness table = new GameHarness(dir.resolve("campaign.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.refused("vincent", "campaign objective", "name", "Leader", "behaviour", "sleepy");
            long before = table.version();
            assertTrue(table.type("vincent", "campaign objective", "name", "Leader", "behaviour", "orders").content()
                    .contains("Leader"));
            assertTrue(table.version() > before);
        }
    }

    @Test
    void moveAndChooseWaitForTheObjectiveToBePlacedAndHeld() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.type("meguey", "game join");
            table.type("vincent", "campaign objective", "name", "Leader", "behaviour", "orders");
            table.refused("vincent", "campaign move", "near", "none");
            assertTrue(table.refused("vincent", "campaign choose", "first", "size", "second", "average", "size", "battle",
                            "average", "2").contains("its own holder chooses at its doomsday"));
        }
    }
}
