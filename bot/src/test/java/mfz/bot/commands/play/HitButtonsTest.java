package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import mfz.bot.core.Component;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * A hit's buttons say what each system does and what the retreat costs: the letters alone asked a
 * newcomer to know them (a phone review), a split weapon and an environmental system included.
 */
class HitButtonsTest {

    @Test
    void eachLossSaysWhatItTakesAndTheRetreatWhatItCosts() {
        var hit = new PendingDecision.HitChoice("a", "a1", List.of("B", "Rd/Ra", "E:heat", "white"), "Mill");
        List<String> labels = CombatControls.forHit(Game.EMPTY, hit, 3).stream()
                .flatMap(row -> row.components().stream()).map(c -> ((Component.Button) c).label()).toList();
        assertEquals(List.of("Lose B (defense)", "Lose Rd/Ra (split weapon)", "Lose E:heat (environmental: heat)",
                "Drop a white die", "Retreat: ignore the hit, step away from Mill"), labels);
    }

    /**
     * The loss that destroys the frame says so: "Drop a white die" took the last white, and the
     * frame with it, where the retreat beside it would have kept it (a phone review).
     */
    @Test
    void theLossThatDestroysTheFrameSaysSo() {
        // b1 by Ben's Mill: each hit may be ignored by leaving it, so each is his choice
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "B")), List.of(Table.station("b", "Mill")));
        r.settle("b", "b1", "Mill");
        if (GameQueries.initiative(r.game()).orElseThrow().equals("a")) {
            r.play(new Command.Pass("a"));
        }
        int[] ones = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(ones, 1);
        r.play(start("b", "b1", null, null), ones);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        int[] pool = new int[Pool.of(r.game().frame("a", "a1").orElseThrow(), Range.HAND, 0, false).size()];
        Arrays.fill(pool, 6);
        r.play(start("a", "a1", "b1", Range.HAND), pool);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Attack("a", "R6", false, null, null, null), 6, 6, 6, 6, 6, 6);
        List<String> said = new ArrayList<>();
        while (r.game().pending() instanceof PendingDecision.HitChoice hit) {
            List<String> labels = CombatControls.forHit(r.game(), hit, 3).stream().flatMap(row -> row.components().stream())
                    .map(c -> ((Component.Button) c).label()).toList();
            said.add(labels.getFirst());
            r.play(new Command.TakeHit("b", hit.options().getFirst()));
        }
        assertEquals(List.of("Lose B (defense)", "Drop a white die", "Drop the last white: b1 is destroyed"), said);
    }

    /**
     * A frame acting first defends against the attack already announced: each defense says what it
     * leaves that attack (a phone review: the attack stood two messages up).
     */
    @Test
    void aFrameActingFirstSeesWhatEachDefenseLeavesTheAttack() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "Rh")));
        if (GameQueries.initiative(r.game()).orElseThrow().equals("b")) {
            r.play(new Command.Pass("b"));
        }
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 4, 2, 1);
        r.play(new Command.Defend("a", "W1"));
        r.play(new Command.Attack("a", "R4", false, null, null, null));
        r.play(start("b", "b1", "a1", Range.HAND), 3, 1, 2, 2, 1);
        List<String> labels = CombatControls.forTurn(r.game(), 3).stream().flatMap(row -> row.components().stream())
                .filter(c -> c instanceof Component.Button b && b.label().startsWith("Defend"))
                .map(c -> ((Component.Button) c).label()).toList();
        assertEquals(List.of("Defend ⬜ W3 → 1 damage die", "Defend ⬜ W1 → 3 damage dice", "Defend: none → 4 damage dice"),
                labels);
    }
}
