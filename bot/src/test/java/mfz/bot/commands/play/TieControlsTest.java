package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Component;
import mfz.rules.campaign.Constraint;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.FrameDraft;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/** A tie for highest score, tapped: its "Remove a frame…" menu offers only the removals the rules take. */
class TieControlsTest {

    /** A campaign's average constraint refuses some removals: listed, they were refused once chosen (a campaign audit). */
    @Test
    void theRemoveMenuLeavesOutAFrameTheCampaignsAverageKeeps() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.EnterCampaign("a", "Moon", List.of(new Constraint.Average(3))));
        t.companies(3, new String[] {"B G Rd Rd", "B G Rd", "B G", "B G Rd", "B G Rd"},
                new String[] {"B G Rd Rd", "B G Rd", "B G", "B G Rd", "B G Rd"});
        t.start(ScriptedDice.of(2));
        var tie = (PendingDecision.HighTieChoice) t.game().pending();
        List<String> offered = TieControls.forTie(t.game(), tie, Map.of()).stream()
                .flatMap(row -> row.components().stream())
                .filter(c -> c instanceof Component.SelectMenu menu && menu.placeholder().startsWith("Remove a frame"))
                .flatMap(c -> ((Component.SelectMenu) c).options().stream()).map(Component.Option::value).toList();
        String chooser = tie.player();
        assertTrue(offered.contains(chooser + "1"), offered.toString());
        assertFalse(offered.contains(chooser + "3"), "its removal would break the average: " + offered);
    }

    /**
     * Under a campaign's reduced average every common loadout carried too many systems: the "Add a
     * frame…" menu offered nothing, and the form's example broke the average (a campaign audit).
     * Smaller loadouts are offered then, and the example is one of them.
     */
    @Test
    void underAReducedAverageSmallerFramesAreOfferedAndTheExampleFits() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.EnterCampaign("a", "Moon", List.of(new Constraint.Average(1))));
        t.companies(3, new String[] {"B", "G", "Rd", "Rd"}, new String[] {"B", "G", "Rd", "Rd"});
        t.start(ScriptedDice.of(2));
        var tie = (PendingDecision.HighTieChoice) t.game().pending();
        List<String> offered = TieControls.forTie(t.game(), tie, Map.of()).stream()
                .flatMap(row -> row.components().stream())
                .filter(c -> c instanceof Component.SelectMenu menu && menu.placeholder().startsWith("Add a frame"))
                .flatMap(c -> ((Component.SelectMenu) c).options().stream()).map(Component.Option::label).toList();
        assertEquals(List.of("Add Frame-5: Rd", "Add Frame-5: Rh", "Add Frame-5: G", "Add Frame-5: B"), offered);
        assertEquals("Spare: Rd", TieControls.exampleDesign(t.game(), tie.player()));
        Table plain = Table.lobby(GameSize.SKIRMISH, 2);
        assertEquals("Spare: B G Y Rd", TieControls.exampleDesign(plain.game(), "a"), "the common one where it fits");
    }

    /**
     * Each frame the menu offers says what it leads to: adding one costs its company points an
     * asset and hands the defence to the other, which nothing said before the tap (a phone review).
     */
    @Test
    void eachFrameOfferedSaysTheScoresItLeadsTo() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.companies(3, new String[] {"B G Y Rd", "B G Y Rd", "B G Y Rd", "B G Y Rd"},
                new String[] {"B G Y Rd", "B G Y Rd", "B G Y Rd", "B G Y Rd"});
        t.start(ScriptedDice.of(2));
        var tie = (PendingDecision.HighTieChoice) t.game().pending();
        String other = t.game().players().stream().map(p -> p.id()).filter(id -> !id.equals(tie.player()))
                .findFirst().orElseThrow();
        Component.Option first = TieControls.forTie(t.game(), tie, Map.of()).stream()
                .flatMap(row -> row.components().stream())
                .filter(c -> c instanceof Component.SelectMenu menu && menu.placeholder().startsWith("Add a frame"))
                .flatMap(c -> ((Component.SelectMenu) c).options().stream()).findFirst().orElseThrow();
        assertEquals("Add Frame-5: B G Y Rd", first.label());
        // 5 frames and 20 systems, the most of both: 3 an asset, 8 × 3; the other's fewest, 7 × 7
        String name = t.game().nameOf(other);
        assertEquals(name + " defends: you 24, " + name + " 49", first.description());
    }

    /**
     * With three players a choice may leave one clear defender and two level below it, whose order
     * the dice decide: it was said to be "a new tie for highest score" (a review).
     */
    @Test
    void aClearDefenderWithTwoLevelBelowIsSaidAsItIs() {
        Table t = Table.lobby(GameSize.SKIRMISH, 3);
        t.companies(2, new String[] {"B G Y", "B G Y", "B G Y"}, new String[] {"B G Y", "B G Y", "B G Y"},
                new String[] {"B G Y", "B G Y", "B G Y", "B G Y"});
        t.start(ScriptedDice.of(2, 1));
        var tie = (PendingDecision.HighTieChoice) t.game().pending();
        String other = tie.player().equals("a") ? "b" : "a";
        Component.Option threeSystems = TieControls.forTie(t.game(), tie, Map.of()).stream()
                .flatMap(row -> row.components().stream())
                .filter(c -> c instanceof Component.SelectMenu menu && menu.placeholder().startsWith("Add a frame"))
                .flatMap(c -> ((Component.SelectMenu) c).options().stream())
                .filter(o -> o.label().endsWith(": B G Y")).findFirst().orElseThrow();
        // 4 frames and 12 systems each for the chooser and c: 3 an asset, 6 × 3; the other's 5 × 7
        String name = t.game().nameOf(other);
        String third = t.game().nameOf("c");
        assertEquals(name + " defends: you 18, " + name + " 35, " + third + " 18", threeSystems.description());
    }

    /** A frame added to a company of Bob-1 to Bob-4 is Bob-5, not Frame-5 (a phone review); other names, Frame-n. */
    @Test
    void theFrameOfferedIsNamedAfterTheCompanysOwn() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        for (String player : List.of("a", "b")) {
            List<FrameDraft> frames = new ArrayList<>();
            for (int i = 1; i <= 4; i++) {
                frames.add(new FrameDraft((player.equals("a") ? "Bob-" : "Kit ") + i, "B G Y Rd", i == 1 ? 3 : 0));
            }
            t.play(new Command.SetCompany(player, new CompanyDraft(frames, List.of(player + "-S1", player + "-S2",
                    player + "-S3"))));
            t.play(new Command.DeclareReady(player));
        }
        t.start(ScriptedDice.of(2));
        assertEquals("Bob-5", TieControls.freeName(t.game(), "a"));
        assertEquals("Frame-5", TieControls.freeName(t.game(), "b"));
    }
}
