package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.discord.PhoneCapture;
import mfz.bot.render.WhoDecides;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Decisions beside a turn (an objective that takes orders, a frame that fell) when the turn's own
 * controls (move, attacks, attacks in cover, spot, end) already fill the card's five rows: a
 * search of random games found the objective's menu left off unseen. Each is then a button
 * beside "End the turn" that opens its menu on the same card, in place of its last menu.
 */
class BesideTheTurnTest {

    @TempDir
    Path dir;

    @Test
    void aFullTurnCardOpensTheObjectivesMoveFromAButton() throws Exception {
        Table table = bensTurnAttackingA1(GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), "Leader", ObjectiveBehaviour.ORDERS)),
                t -> t.settle("b", "b1", "Leader"), Station.neutral("Leader"));

        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            Component.Button open = besideEndTheTurn(harness, "Move Leader…");

            long before = harness.version();
            assertEquals("You can't move the objective now.", harness.refused("a", "campaign move", "near", "?"),
                    "only its holder gives it orders, in its turn");
            Reply step = harness.tap("b", open);
            assertFalse(step.ephemeral(), step.content());
            assertTrue(step.sameCard(), "the objective's menu opens on the same card");
            assertTrue(step.content().contains("Which frames stand near Leader after its move?"), step.content());
            assertEquals(before, harness.version(), "opening it stores nothing");
            assertEquals(5, step.rows().size(), step.rows().toString());
            // in place of the card's last menu (the spot), the turn's other controls and End the turn kept
            List<String> shown = shown(step);
            assertTrue(shown.contains("End the turn"), shown.toString());
            assertTrue(shown.stream().anyMatch(l -> l.startsWith("Move… ")), shown.toString());
            assertTrue(shown.stream().noneMatch(l -> l.startsWith("Spot")), shown.toString());
            assertFalse(shown.contains("Move Leader…"), shown.toString());
            PhoneCapture.ifAskedReplies("objective-step", List.of(new Reply(
                    WhoDecides.prompt(harness.game(), harness.game()).orElse(""), List.of(), Controls.forGame(harness.game(), harness.version()), false),
                    step));
            Component.SelectMenu near = step.rows().stream().flatMap(r -> r.components().stream())
                    .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith("Move Leader"))
                    .map(Component.SelectMenu.class::cast).findFirst().orElseThrow(() -> new AssertionError(shown));

            Reply moved = harness.tap("b", near, "a/a1,");
            assertFalse(moved.ephemeral(), moved.content());
            assertTrue(harness.version() > before, "the move is stored");
            assertEquals(List.of("b"), harness.game().roundState().objectiveMovers(), "Ben moved it this round");
            assertTrue(Controls.forGame(harness.game(), harness.version()).stream().flatMap(r -> r.components().stream())
                    .noneMatch(c -> c.id().startsWith("campaign move")), "once a round: no button to move it again");
            assertEquals("You can't move the objective now.", harness.refused("b", "campaign move", "near", "?"));

            Reply stranger = harness.tap("a", open);
            assertTrue(stranger.ephemeral(), "only the acting player's button: " + stranger.content());
        }
    }

    @Test
    void aFullTurnCardOpensAFallFromAButton() throws Exception {
        Table table = bensTurnAttackingA1(GameOptions.defaults(GameSize.SKIRMISH)
                .with(AdvancedOption.ELEVATION, true), t -> { });

        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            Component.Button open = besideEndTheTurn(harness, "A frame fell…");
            long before = harness.version();
            Reply step = harness.tap("b", open);
            assertTrue(step.sameCard(), step.content());
            assertEquals(before, harness.version(), "opening it stores nothing");
            assertEquals(5, step.rows().size(), step.rows().toString());
            List<String> shown = shown(step);
            assertTrue(shown.contains("End the turn"), shown.toString());
            assertTrue(shown.stream().noneMatch(l -> l.startsWith("Spot")), "in place of the spot menu: " + shown);
            assertEquals("Type it: `/damage fall frame:<frame> bricks:<n>` (the menu is on the card of whoever's turn it is).",
                    harness.refused("a", "damage fall", "frame", "?"), "Anna's frames may fall too, out of her turn");
            Component.SelectMenu fell = step.rows().stream().flatMap(r -> r.components().stream())
                    .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().equals("A frame fell…"))
                    .map(Component.SelectMenu.class::cast).findFirst().orElseThrow(() -> new AssertionError(step.rows()));
            String b2 = fell.options().stream().filter(o -> o.label().equals("b2 fell 3+ bricks")).findFirst()
                    .orElseThrow(() -> new AssertionError(fell.options())).value();
            Reply fallen = harness.tap("b", fell, b2);
            assertFalse(fallen.ephemeral(), fallen.content());
            assertTrue(harness.version() > before, "the fall is stored");
        }
    }

    /** Ben's b1 attacks Anna's a1 at direct range, its defense chosen: the card holds its move, attacks, spot and end. */
    private static Table bensTurnAttackingA1(GameOptions options, Consumer<Table> before, Station... more) {
        List<Station> stations = new ArrayList<>(List.of(station("a", "A-S"), station("b", "B-S")));
        stations.addAll(List.of(more));
        Table table = new Table(Table.combat(options, 2, List.of(frame("a", "a1"), frame("b", "b1", "Rd Rd B G Y"),
                frame("b", "b2")), stations, null, List.of("a", "b")));
        before.accept(table);
        table.play(new Command.StartTurn("b", "b1", "a1", "a", Range.DIRECT, 0, false, null), 6, 5, 4, 3, 2, 6, 5, 4);
        table.play(new Command.Defend("b", "B6"));
        return table;
    }

    /** The card is full (five rows): the button that opens the decision sits beside End the turn. */
    private static Component.Button besideEndTheTurn(GameHarness harness, String label) {
        List<Component.Row> rows = Controls.forGame(harness.game(), harness.version());
        assertEquals(5, rows.size(), rows.toString());
        List<String> last = shown(new Reply("", List.of(), List.of(rows.getLast()), false));
        assertTrue(last.contains("End the turn"), last.toString());
        return rows.getLast().components().stream().filter(c -> c instanceof Component.Button b && b.label().equals(label))
                .map(Component.Button.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " beside End the turn: " + last));
    }

    private static List<String> shown(Reply reply) {
        return reply.rows().stream().flatMap(r -> r.components().stream())
                .map(c -> c instanceof Component.SelectMenu m ? m.placeholder() : ((Component.Button) c).label())
                .toList();
    }
}
