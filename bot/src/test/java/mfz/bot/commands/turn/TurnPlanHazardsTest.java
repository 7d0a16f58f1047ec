package mfz.bot.commands.turn;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.discord.PhoneCapture;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plan's hazard button where a campaign's environment is in play (RULES §9, an audit): over
 * part of the table it is declared as a hazard, with the advanced option or without it; over the
 * whole table every frame is in it already, and only another kind (with the option) is left.
 */
class TurnPlanHazardsTest {

    @TempDir
    Path dir;

    @Test
    void anEnvironmentOverPartOfTheTableIsTappedWithoutTheHazardsOption() throws Exception {
        assertEquals(List.of("Not in a hazard (tap: in a hazard)"),
                hazardButtons(under(new Constraint.Environment("ice", "heater", false))));
    }

    @Test
    void overTheWholeTableOnlyAnotherKindIsLeftToTap() throws Exception {
        GameOptions options = under(new Constraint.Environment("vacuum", "air tanks", true))
                .with(AdvancedOption.HAZARDS, true);
        assertEquals(List.of("No other hazard (tap: in heat)"), hazardButtons(options));
    }

    @Test
    void overTheWholeTableWithoutTheOptionThereIsNothingToTap() throws Exception {
        assertEquals(List.of(), hazardButtons(under(new Constraint.Environment("vacuum", "air tanks", true))));
    }

    @Test
    void withoutAnEnvironmentTheOptionGoesRoundEveryKind() throws Exception {
        assertEquals(List.of("Not in a hazard (tap: in a hazard)"),
                hazardButtons(GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.HAZARDS, true)));
        assertEquals(List.of(), hazardButtons(GameOptions.defaults(GameSize.SKIRMISH)));
    }

    /**
     * A plan refuses settings the start would refuse, as it says them (an audit: with the options
     * off, or "Rd Rd" of a frame with one, it drew a plan whose every target was then refused).
     */
    @Test
    void aPlanRefusesWhatTheStartWouldRefuse() throws Exception {
        Table table = new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.JETTISON, true),
                2, List.of(frame("a", "a1", "B G Rd"), frame("b", "b1", "B G E:heat Rd")), List.of(), null,
                List.of("a", "b")));
        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("plan.db"), table), 1)) {
            assertEquals("Hazardous areas are not in play in this game (an advanced option).",
                    harness.refused("a", "turn plan", "frame", "a1", "hazard", "true"));
            assertEquals("a1 has only 1 Rd to jettison.",
                    harness.refused("a", "turn plan", "frame", "a1", "jettison", "Rd Rd"));
            assertTrue(harness.type("a", "turn plan", "frame", "a1", "jettison", "Rd").content().contains("Rd"));
        }
    }

    private static GameOptions under(Constraint constraint) {
        return GameOptions.defaults(GameSize.SKIRMISH).withCampaign(new CampaignTerms("Moon", List.of(constraint), null,
                ObjectiveBehaviour.NONE));
    }

    /** The labels of a1's plan's hazard button (b1 copes with heat, so heat is a kind named on the table). */
    private List<String> hazardButtons(GameOptions options) throws Exception {
        Table table = new Table(Table.combat(options, 2, List.of(frame("a", "a1"), frame("b", "b1", "B G E:heat Rd")),
                List.of(), null, List.of("a", "b")));
        Path file = dir.resolve("mfz-" + System.nanoTime() + ".db");
        try (GameHarness harness = new GameHarness(GameHarness.stored(file, table), 1)) {
            Reply plan = harness.type("a", "turn plan", "frame", "a1");
            assertTrue(plan.ephemeral(), plan.toString());
            PhoneCapture.ifAskedReplies("turn-plan-hazard-" + (options.campaign() == null ? "none"
                    : options.campaign().constraints().getFirst().toString().replaceAll("\\W+", "-"))
                    + "-" + options.has(AdvancedOption.HAZARDS), List.of(plan));
            List<String> labels = new ArrayList<>();
            for (Component.Row row : plan.rows()) {
                for (Component control : row.components()) {
                    if (control instanceof Component.Button button && button.label().contains("hazard")) {
                        labels.add(button.label());
                    }
                }
            }
            return labels;
        }
    }
}
