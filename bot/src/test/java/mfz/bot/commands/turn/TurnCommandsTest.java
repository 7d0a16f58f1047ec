package mfz.bot.commands.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Predicate;
import mfz.rules.game.GameQueries;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.round.Turn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each {@code /turn} subcommand through the router on a real SQLite file: a seeded table plays
 * to the point where the command makes sense, then the command is typed by whoever may give
 * it (its effect) and by the other player (refused).
 */
class TurnCommandsTest {

    @TempDir
    Path dir;

    /** The start of round 1: nobody's turn yet. */
    private static final Predicate<Game> ROUND_STARTS = g -> g.phase() == Phase.COMBAT && g.pending() == null
            && g.turn().isEmpty();

    private static String other(String player) {
        return player.equals("p0") ? "p1" : "p0";
    }

    /** A turn under way whose owner is offered something in this command's option. */
    private static Predicate<Game> offered(GameHarness table, String command, String option) {
        return g -> g.pending() == null && g.turn().isPresent()
                && !table.suggest(g.turn().get().owner(), command, option).isEmpty();
    }

    /** Gives a turn command with the first value offered, and checks it was accepted. */
    private static Turn accepted(GameHarness table, String command, String option) {
        Turn turn = table.game().turn().orElseThrow();
        String value = table.suggest(turn.owner(), command, option).getFirst();
        table.refused(other(turn.owner()), command, option, value);
        long before = table.version();
        Reply reply = table.type(turn.owner(), command, option, value);
        assertFalse(reply.ephemeral(), reply.content());
        assertTrue(table.version() > before);
        return turn;
    }

    @Test
    void planOffersTheWaysToStartWithoutChangingAnything() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game round = table.playUntil(ROUND_STARTS);
            String holder = GameQueries.initiative(round).orElseThrow();
            String frame = table.suggest(holder, "turn start", "frame").getFirst();
            long before = table.version();
            Reply plan = table.type(holder, "turn plan", "frame", frame);
            assertTrue(plan.ephemeral());
            assertFalse(plan.rows().isEmpty());
            assertEquals(before, table.version());
            // Another player's frame is named as not theirs, before any word on whose turn it is.
            assertEquals("You have no frame called `" + frame + "`.",
                    table.refused(other(holder), "turn plan", "frame", frame));
        }
    }

    @Test
    void startRollsTheFramesPoolForTheInitiativeHolderOnly() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            String holder = GameQueries.initiative(table.playUntil(ROUND_STARTS)).orElseThrow();
            String frame = table.suggest(holder, "turn start", "frame").getFirst();
            table.refused(other(holder), "turn start", "frame", frame, "target", "none");
            table.type(holder, "turn start", "frame", frame, "target", "none");
            Turn turn = table.game().turn().orElseThrow();
            assertEquals(holder, turn.owner());
            assertEquals(frame, turn.frame());
        }
    }

    @Test
    void aHazardOfANamedKindIsTypedOrSetOnThePlanAndShownWithItsKind() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game round = table.playUntil(Map.of("hazards", "true"), ROUND_STARTS);
            String holder = GameQueries.initiative(round).orElseThrow();
            String frame = table.suggest(holder, "turn start", "frame").getFirst();
            Reply plan = table.type(holder, "turn plan", "frame", frame, "hazard-kind", "Heat");
            assertTrue(plan.content().contains("starting in a hazard of heat"), plan.content());
            assertTrue(GameHarness.control(plan, "In heat (tap: not in a hazard)") != null);
            Reply started = table.type(holder, "turn start", "frame", frame, "target", "none", "hazard-kind", "heat");
            assertTrue(started.content().contains("in a hazard of heat"), started.content());
        }
    }

    @Test
    void passHandsTheInitiativeOn() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            String holder = GameQueries.initiative(table.playUntil(ROUND_STARTS)).orElseThrow();
            table.refused(other(holder), "turn pass");
            table.type(holder, "turn pass");
            assertEquals(other(holder), GameQueries.initiative(table.game()).orElseThrow());
        }
    }

    @Test
    void waitKeepsAFrameForItsHigherDieWithPerFrameInitiative() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game round = table.playUntil(ROUND_STARTS);
            table.refused(GameQueries.initiative(round).orElseThrow(), "turn wait", "frame", "P0-F0");
        }
        try (GameHarness table = new GameHarness(dir.resolve("per-frame.db"), 3)) {
            Game waiting = table.playUntil(Map.of("per-frame-initiative", "true"), g -> ROUND_STARTS.test(g)
                    && !table.suggest(GameQueries.initiative(g).orElseThrow(), "turn wait", "frame").isEmpty());
            String holder = GameQueries.initiative(waiting).orElseThrow();
            String frame = table.suggest(holder, "turn wait", "frame").getFirst();
            long before = table.version();
            assertFalse(table.type(holder, "turn wait", "frame", frame).ephemeral());
            assertTrue(table.version() > before);
        }
    }

    @Test
    void defendAssignsADie() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(offered(table, "turn defend", "die"));
            Turn before = accepted(table, "turn defend", "die");
            assertNotEquals(before, table.game().turn().orElse(null));
        }
    }

    @Test
    void moveUsesAGreenOrWhiteDie() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(offered(table, "turn move", "die").and(leftOtherThan(DieColour.GREEN)));
            refusedInAnotherColour(table, "turn move", DieColour.GREEN, "Moving takes a green or white die");
            accepted(table, "turn move", "die");
            assertTrue(table.game().turn().map(Turn::moved).orElse(true));
        }
    }

    @Test
    void attackUsesARedOrWhiteDie() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(offered(table, "turn attack", "die").and(leftOtherThan(DieColour.RED)));
            refusedInAnotherColour(table, "turn attack", DieColour.RED, "Attacking takes a red or white die");
            Turn before = accepted(table, "turn attack", "die");
            assertTrue(table.lastReply().content().contains("**" + before.frame() + "** attacks **"),
                    table.lastReply().content());
        }
    }

    /** The acting frame has a die left that is neither {@code colour} nor white. */
    private static Predicate<Game> leftOtherThan(DieColour colour) {
        return g -> g.turn().map(t -> t.left().stream().anyMatch(d -> d.colour() != colour
                && d.colour() != DieColour.WHITE)).orElse(false);
    }

    /** A die of another colour than {@code colour} or white is refused, with the reason. */
    private static void refusedInAnotherColour(GameHarness table, String command, DieColour colour, String reason) {
        Turn turn = table.game().turn().orElseThrow();
        String wrong = turn.left().stream().filter(d -> d.colour() != colour && d.colour() != DieColour.WHITE)
                .findFirst().orElseThrow().notation();
        String refusal = table.refused(turn.owner(), command, "die", wrong);
        assertTrue(refusal.contains(reason), refusal);
    }

    @Test
    void spotMarksAnOpponentsFrame() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(g -> offered(table, "turn spot", "die").test(g)
                    && !table.suggest(g.turn().get().owner(), "turn spot", "frame").isEmpty());
            Turn turn = table.game().turn().orElseThrow();
            String frame = table.suggest(turn.owner(), "turn spot", "frame").getFirst();
            String die = table.suggest(turn.owner(), "turn spot", "die").getFirst();
            table.refused(other(turn.owner()), "turn spot", "frame", frame, "die", die);
            long before = table.version();
            assertFalse(table.type(turn.owner(), "turn spot", "frame", frame, "die", die).ephemeral());
            assertTrue(table.version() > before);
            assertTrue(table.game().frames().stream().anyMatch(f -> f.name().equals(frame)
                    && !f.owner().equals(turn.owner()) && f.spot() != null),
                    "the spot marker lands on " + frame);
        }
    }

    @Test
    void endFinishesTheTurn() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(offered(table, "turn move", "die"));
            Turn turn = table.game().turn().orElseThrow();
            table.refused(other(turn.owner()), "turn end");
            table.type(turn.owner(), "turn end");
            assertTrue(table.game().turn().map(t -> !t.frame().equals(turn.frame())).orElse(true));
        }
    }
}
