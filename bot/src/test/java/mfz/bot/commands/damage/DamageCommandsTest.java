package mfz.bot.commands.damage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.rules.game.GameQueries;
import mfz.bot.commands.GameHarness;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code /damage} subcommands through the router on a real SQLite file. */
class DamageCommandsTest {

    @TempDir
    Path dir;

    private static String other(String player) {
        return player.equals("p0") ? "p1" : "p0";
    }

    @Test
    void takeIsTheHitFramesOwnersChoice() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(g -> g.pending() instanceof PendingDecision.HitChoice);
            PendingDecision.HitChoice hit = (PendingDecision.HitChoice) table.game().pending();
            String system = table.suggest(hit.player(), "damage take", "system").getFirst();
            table.refused(other(hit.player()), "damage take", "system", system);
            assertFalse(table.type(hit.player(), "damage take", "system", system).ephemeral());
            assertNotEquals(hit, table.game().pending());
        }
    }

    @Test
    void retreatNeedsAHitOnAFrameHoldingAStation() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(g -> g.pending() instanceof PendingDecision.HitChoice h && h.retreatFrom() == null);
            PendingDecision.HitChoice hit = (PendingDecision.HitChoice) table.game().pending();
            table.refused(hit.player(), "damage retreat");
        }
    }

    @Test
    void fallCostsDamageDiceWithTheElevationRule() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game round = table.playUntil(g -> g.phase() == Phase.COMBAT && g.pending() == null && g.turn().isEmpty());
            String holder = GameQueries.initiative(round).orElseThrow();
            String frame = round.framesOf(holder).getFirst().name();
            table.refused(holder, "damage fall", "frame", frame, "bricks", "6");
        }
        try (GameHarness table = new GameHarness(dir.resolve("elevation.db"), 3)) {
            Game round = table.playUntil(Map.of("elevation", "true"),
                    g -> g.phase() == Phase.COMBAT && g.pending() == null && g.turn().isEmpty());
            String holder = GameQueries.initiative(round).orElseThrow();
            String frame = round.framesOf(holder).getFirst().name();
            long before = table.version();
            assertFalse(table.type(holder, "damage fall", "frame", frame, "bricks", "6").ephemeral());
            assertTrue(table.version() > before);
        }
    }
}
