package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The defense step's defend-and-attack menu: the usual turn's defense and attack in one tap,
 * stored and undone together, offering only the defenses worth choosing, and in cover through
 * the same second step as an attack alone. The turn's start controls carry {@code defend:best}.
 */
class DefendAndAttackTest {

    @TempDir
    Path dir;

    /** A turn at its defense that will attack a frame at range, not started by an attack on it. */
    private static final Predicate<Game> DEFENDING_A_RANGED_ATTACK = g -> g.pending() == null && g.turn()
            .filter(t -> t.stage() == Stage.DEFENDING && t.activatedBy() == null && t.target().frameTarget()
                    && t.range() != Range.HAND && t.left().stream().anyMatch(d -> d.notation().contains("R")))
            .isPresent();

    @Test
    void oneTapDefendsAndAttacksAndOneUndoTakesBothBack() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Game game = table.playUntil(DEFENDING_A_RANGED_ATTACK);
            Turn turn = game.turn().orElseThrow();
            Component.SelectMenu both = menu(controls(table, game), "Defend and attack");
            List<String> labels = both.options().stream().map(Component.Option::label).toList();
            assertTrue(labels.stream().allMatch(l -> l.contains(" defends, attack ") || l.startsWith("No defense, ")),
                    labels.toString());
            assertTrue(labels.stream().anyMatch(l -> l.endsWith(", in cover…")), "a ranged attack may be in cover: "
                    + labels);
            Component.Option first = both.options().getFirst();
            String defense = ComponentIds.decode(both.id()).optionsWith(List.of(first.value())).get("defend");

            long before = table.version();
            Reply done = table.tap(turn.owner(), both, first.value());
            assertFalse(done.ephemeral(), done.content());
            Game after = table.game();
            assertTrue(mine(after, turn).stage() != Stage.DEFENDING, "the defense " + defense + " is assigned: "
                    + done.content());
            assertTrue(mine(after, turn).attacked(), "and the attack made: " + done.content());

            table.type(after.host(), "game undo");
            Game undone = table.game();
            assertEquals(Stage.DEFENDING, undone.turn().orElseThrow().stage(), "one undo takes both back");
            assertTrue(table.version() > before);
        }
    }

    @Test
    void inCoverTheDefenseTravelsThroughTheCoverStep() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Game game = table.playUntil(DEFENDING_A_RANGED_ATTACK);
            Turn turn = game.turn().orElseThrow();
            Component.SelectMenu both = menu(controls(table, game), "Defend and attack");
            Component.Option covered = both.options().stream().filter(o -> o.label().endsWith(", in cover…"))
                    .findFirst().orElseThrow();
            long before = table.version();
            Reply step = table.tap(turn.owner(), both, covered.value());
            assertTrue(step.sameCard(), "the cover is chosen on the same card: " + step.content());
            assertEquals(before, table.version(), "nothing is stored before the cover is chosen");
            Component.SelectMenu covers = menu(step, "Cover for");
            Component.Option terrain = covers.options().stream()
                    .filter(o -> o.label().equals("Terrain: stands the whole attack")).findFirst().orElseThrow();
            assertTrue(ComponentIds.decode(covers.id()).options().containsKey("defend"), covers.id());
            Reply attacked = table.tap(turn.owner(), covers, terrain.value());
            assertFalse(attacked.ephemeral(), attacked.content());
            Game after = table.game();
            assertTrue(mine(after, turn).stage() != Stage.DEFENDING, attacked.content());
            assertTrue(mine(after, turn).attacked(), attacked.content());
        }
    }

    @Test
    void theStartControlsDefendWithTheBestDieWhenNothingBeatsIt() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Game game = table.playUntil(g -> g.pending() == null && g.turn().isEmpty()
                    && GameQueries.initiative(g).isPresent());
            Reply card = controls(table, game);
            List<String> starts = card.rows().stream().flatMap(r -> r.components().stream())
                    .map(Component::id).filter(id -> id.startsWith("turn start")).toList();
            assertFalse(starts.isEmpty(), card.toString());
            assertTrue(starts.stream().allMatch(id -> id.contains("defend=best")), starts.toString());
        }
    }

    /**
     * Typed for a frame that acts first (another's attack began its turn), the defense and attack in
     * one go are refused before any die rolls, saying to defend alone: the defense lets that attack
     * land, and its hit is answered first. The refusal came after the defense had rolled the damage,
     * and told of dice no roll kept (a player's first games: "Damage dice still to come: 6, 6").
     */
    @Test
    void aFrameThatActsFirstDefendsAloneBeforeItAttacks() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Game game = table.playUntil(g -> g.pending() == null && g.turn().filter(t -> t.stage() == Stage.DEFENDING
                    && t.activatedBy() != null && t.left().stream().anyMatch(d -> d.notation().contains("R"))
                    && t.left().stream().anyMatch(d -> d.notation().matches("[BW]\\d"))).isPresent());
            Turn turn = game.turn().orElseThrow();
            String attack = turn.left().stream().filter(d -> d.notation().contains("R")).findFirst().orElseThrow()
                    .notation();
            String defense = turn.left().stream().filter(d -> d.notation().matches("[BW]\\d")).findFirst()
                    .orElseThrow().notation();
            long before = table.version();
            String refused = table.refused(turn.owner(), "turn attack", "die", attack, "defend", defense);
            assertTrue(refused.startsWith("Defend alone first: `/turn defend die:" + defense + "`. " + turn.frame()
                    + " was attacked and acts first, so "), refused);
            assertFalse(refused.contains("Damage dice"), refused);
            assertEquals(before, table.version(), "nothing stored");
            assertFalse(table.type(turn.owner(), "turn defend", "die", defense).ephemeral(), "defended alone");
        }
    }

    /** The controls a card of the game as it stands carries. */
    private static Reply controls(GameHarness table, Game game) {
        return new Reply("", List.of(), Controls.forGame(game, table.version()), false);
    }

    /** The same frame's turn, whichever turn the combat order now puts on top. */
    private static Turn mine(Game game, Turn turn) {
        return game.roundState().turns().stream().filter(t -> t.owner().equals(turn.owner())
                && t.frame().equals(turn.frame())).findFirst().orElseThrow();
    }

    private static Component.SelectMenu menu(Reply reply, String placeholder) {
        return reply.rows().stream().flatMap(r -> r.components().stream())
                .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith(placeholder))
                .map(Component.SelectMenu.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no menu " + placeholder + " under " + reply));
    }
}
