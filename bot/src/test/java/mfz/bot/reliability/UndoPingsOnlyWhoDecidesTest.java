package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.core.Reply;
import mfz.bot.reliability.Stage.Point;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an undo took back is told, not asked: its prompts ("@ada, start its turn") pinged a player
 * for a decision she no longer owed (an adversarial play, 2026-11-28). Only whoever decides now
 * is mentioned, on the line that says so.
 */
class UndoPingsOnlyWhoDecidesTest {

    @TempDir
    Path dir;

    @Test
    void theTakenBackTextMentionsNobody() throws Exception {
        try (Stage stage = new Stage(dir.resolve("undo.db"), Point.ACTING)) {
            // The attack wakes its target, whose owner the announcement asks to start its turn.
            String attacker = stage.game().turn().orElseThrow().owner();
            RolledDie red = stage.game().turn().orElseThrow().left().stream()
                    .filter(die -> die.die().colour() == DieColour.RED).findFirst().orElseThrow();
            Reply attack = stage.send(attacker, false, "turn attack", Map.of("die", red.notation()));
            assertTrue(attack.content().contains("<@p1>"), "the target's owner is asked: " + attack.content());
            Reply undo = stage.send("p0", false, "game undo", Map.of());
            assertFalse(undo.ephemeral(), undo.content());
            String takenBack = undo.content().lines().filter(line -> line.contains("took back:")).findFirst()
                    .orElseThrow();
            assertTrue(takenBack.contains("**p1**"), "p1 is named: " + takenBack);
            assertFalse(takenBack.contains("<@"), "nobody is pinged for what was taken back: " + takenBack);
        }
    }
}
