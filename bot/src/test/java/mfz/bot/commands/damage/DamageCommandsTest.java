package mfz.bot.commands.damage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import mfz.bot.commands.GameHarness;
import mfz.bot.commands.play.Controls;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
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
            assertTrue(table.refused(hit.player(), "damage retreat").contains("holds no station it could leave"),
                    table.lastReply().content());
        }
        try (GameHarness table = new GameHarness(dir.resolve("holding.db"), 3)) {
            table.playUntil(g -> g.pending() instanceof PendingDecision.HitChoice h && h.retreatFrom() != null);
            PendingDecision.HitChoice hit = (PendingDecision.HitChoice) table.game().pending();
            assertFalse(table.type(hit.player(), "damage retreat").ephemeral(), table.lastReply().content());
            assertNotEquals(hit, table.game().pending(), "the hit is answered by the retreat");
        }
    }

    @Test
    void fallCostsDamageDiceWithTheElevationRule() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game round = table.playUntil(g -> g.phase() == Phase.COMBAT && g.pending() == null && g.turn().isEmpty());
            String holder = GameQueries.initiative(round).orElseThrow();
            String frame = round.framesOf(holder).getFirst().name();
            assertTrue(table.refused(holder, "damage fall", "frame", frame, "bricks", "6").contains("not in play"),
                    table.lastReply().content());
        }
        try (GameHarness table = new GameHarness(dir.resolve("elevation.db"), 3)) {
            Game round = table.playUntil(Map.of("elevation", "true"),
                    g -> g.phase() == Phase.COMBAT && g.pending() == null && g.turn().isEmpty());
            String holder = GameQueries.initiative(round).orElseThrow();
            String frame = round.framesOf(holder).getFirst().name();
            long before = table.version();
            Reply fell = table.type(holder, "damage fall", "frame", frame, "bricks", "6");
            assertFalse(fell.ephemeral());
            assertTrue(table.version() > before);
            // One die per 3 bricks (§8): 6 bricks roll 2.
            assertTrue(fell.content().contains("falls 6 bricks: 2 damage dice"), fell.content());
        }
    }

    /**
     * A forged owner long enough to pass a form id's 100 characters is refused before any form: it
     * plays in no game (before, the form was typed instead; either way never "something went wrong").
     */
    @Test
    void aFallOfAFrameNobodyHasIsRefusedBeforeItsForm() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game round = table.playUntil(Map.of("elevation", "true"),
                    g -> g.phase() == Phase.COMBAT && g.pending() == null && g.turn().isEmpty());
            String holder = GameQueries.initiative(round).orElseThrow();
            Reply reply = table.type(holder, "damage fall", "frame", "a", "owner", "x".repeat(70));
            assertTrue(reply.ephemeral(), reply.content());
            assertFalse(reply.content().equals(CommandRouter.UNEXPECTED), reply.content());
            assertNull(reply.form(), reply.content());
            assertTrue(reply.content().startsWith("There is no player `xxx"), reply.content());
        }
    }

    @Test
    void aFallFartherThanTheMenuGoesIsToldInAForm() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("elevation.db"), 3)) {
            Game round = table.playUntil(Map.of("elevation", "true"), g -> g.phase() == Phase.COMBAT
                    && g.pending() == null && Controls.forGame(g, 0).stream()
                    .flatMap(r -> r.components().stream()).anyMatch(c -> c instanceof Component.SelectMenu m
                            && m.placeholder().startsWith("A frame fell")));
            Reply card = new Reply("", List.of(),
                    Controls.forGame(round, table.version()), false);
            Component.SelectMenu falls = (Component.SelectMenu) GameHarness.control(card,
                    "A frame fell");
            Component.Option farther = falls.options().stream()
                    .filter(o -> o.label().endsWith(" fell farther…")).findFirst().orElseThrow();
            String holder = ComponentIds.decode(falls.id()).options().get("for");
            long before = table.version();
            Reply asked = table.tap(holder, falls, farther.value());
            assertTrue(asked.form() != null, "a form asks how far: " + asked);
            assertTrue(table.version() == before, "asking changes nothing");
            // The form's text fills bricks: 12 bricks are 4 damage dice, beyond the menu's 9.
            ComponentIds.Action submitted = ComponentIds.decode(asked.form().id());
            Map<String, String> options = new LinkedHashMap<>(submitted.options());
            options.remove(ComponentIds.MANY);
            options.put("bricks", "12");
            Reply fell = table.type(holder, submitted.command(), options.entrySet().stream()
                    .flatMap(e -> Stream.of(e.getKey(), e.getValue())).toArray(String[]::new));
            assertFalse(fell.ephemeral(), fell.content());
            assertTrue(fell.content().contains("falls 12 bricks"), fell.content());
        }
    }
}
