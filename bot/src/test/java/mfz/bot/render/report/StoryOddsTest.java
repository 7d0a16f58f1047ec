package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.round.Turn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report gives an attack's odds as the turn card did: only once the target's defense is known
 * (it has acted). A frame that hadn't acted defends when attacked, and odds worked out at defense
 * 0 were printed as what the card offered (an odds audit, 2026-11-26).
 */
class StoryOddsTest {

    @TempDir
    Path dir;

    @Test
    void anAttackOnAFrameThatHasntActedHasNoOddsLine() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(Map.of(), game -> game.phase() == Phase.ENDED);
            List<ReadCommand> history = table.games().transfer().finished(GameHarness.CHANNEL);
            int known = 0;
            int unknown = 0;
            Game now = Game.EMPTY;
            for (ReadCommand command : history) {
                for (Event event : command.events()) {
                    if (event instanceof Event.AttackDeclared) {
                        Turn turn = now.roundState().active();
                        boolean acted = !turn.target().frameTarget() || now.frame(turn.target().owner(),
                                turn.target().frame()).orElseThrow().acted();
                        if (acted) {
                            known++;
                        } else {
                            unknown++;
                        }
                    }
                    now = now.apply(event);
                }
            }
            assertTrue(unknown > 0 && known > 0, "attacks of both kinds: " + known + " known, " + unknown + " not");
            long lines = StoryReader.read(GameHarness.CHANNEL, history).rounds().stream()
                    .flatMap(round -> round.blocks().stream()).flatMap(block -> block.entries().stream())
                    .flatMap(entry -> entry.lines().stream()).filter(line -> line.startsWith("📈")).count();
            assertEquals(known, lines, "an odds line for each attack whose target's defense was known");
        }
    }

    /**
     * A chance to destroy of 0 % is left out, as the turn card leaves it: it counts on the target's
     * owner retreating, and "0 % destroyed" above a frame then destroyed read as a contradiction (a
     * report audit). A chance above it stays.
     */
    @Test
    void anOddsLineLeavesOutNoChanceToDestroyAsTheCardDoes() throws Exception {
        List<String> odds = new ArrayList<>();
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(Map.of("doomsday", "2"), game -> game.phase() == Phase.ENDED); // (a short one)
            StoryReader.read(GameHarness.CHANNEL, table.games().transfer().finished(GameHarness.CHANNEL)).rounds()
                    .stream().flatMap(round -> round.blocks().stream()).flatMap(block -> block.entries().stream())
                    .flatMap(entry -> entry.lines().stream()).filter(line -> line.startsWith("📈")).forEach(odds::add);
        }
        assertFalse(odds.isEmpty());
        assertTrue(odds.stream().noneMatch(line -> line.contains(" 0 % destroyed")), odds.toString());
        assertTrue(odds.stream().anyMatch(line -> line.endsWith(" a hit")), "left out where it was 0: " + odds);
    }
}
