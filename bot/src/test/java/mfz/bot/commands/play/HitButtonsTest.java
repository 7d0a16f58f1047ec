package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.bot.core.Component;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
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
}
