package mfz.bot.commands.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.round.Turn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /odds target:} in your turn, through the router on a real SQLite file. Two players may
 * each have a frame of one name, so the target's owner can be said ({@code target-owner:}); there
 * was no way to (an odds audit, 2026-11-26).
 */
class OddsInYourTurnTest {

    @TempDir
    Path dir;

    @Test
    void theTargetsOwnerSaysWhoseFrameItIs() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game game = table.playUntil(Map.of(), g -> g.phase() == Phase.COMBAT && g.turn()
                    .filter(t -> !t.rolled().isEmpty()).isPresent());
            Turn turn = game.turn().orElseThrow();
            Frame enemy = game.frames().stream().filter(f -> !f.owner().equals(turn.owner()) && f.alive()
                    && !f.is(turn.target().owner(), turn.target().frame())).findFirst().orElseThrow();
            Reply odds = table.type(turn.owner(), "odds", "target", enemy.name(), "target-owner", enemy.owner());
            assertTrue(odds.ephemeral() && !odds.embeds().isEmpty(), odds.toString());
            String said = odds.embeds().getFirst().description();
            assertTrue(said.contains("%"), said);
            // Not the turn's target: a what-if, and it says so (the audit: it read as an attack the turn could make).
            assertTrue(said.startsWith("What if: this turn named "), said);
            if (turn.target().frameTarget()) {
                assertFalse(table.type(turn.owner(), "odds", "target", turn.target().frame(), "target-owner",
                        turn.target().owner()).embeds().getFirst().description().startsWith("What if"));
            }
            assertEquals(game.nameOf(turn.owner()) + " has no frame named `" + enemy.name() + "`.",
                    table.refused(turn.owner(), "odds", "target", enemy.name(), "target-owner", turn.owner()),
                    "the owner named is the one looked in");
            // The attack refuses its own frame as the target's cover: so do the odds (they didn't).
            assertEquals("The attacker can't be the target's cover.", table.refused(turn.owner(), "odds", "target",
                    enemy.name(), "target-owner", enemy.owner(), "cover", turn.frame(), "cover-owner", turn.owner()));
        }
    }

    @Test
    void aTurnThatHasAttackedGetsNoOddsForItsLeftoverDice() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Game game = table.playUntil(Map.of(), g -> g.phase() == Phase.COMBAT && g.turn()
                    .filter(t -> t.attacked() || t.spotted()).isPresent());
            Turn turn = game.turn().orElseThrow();
            // They read as odds of an attack the turn could still make (an odds audit, 2026-11-26).
            assertEquals(turn.frame() + (turn.attacked() ? " has attacked" : " has spotted") + " this turn: it attacks "
                    + "no more. For a what-if, ask `/odds attack:<n> defense:<n>`.", table.refused(turn.owner(), "odds"));
        }
    }
}
