package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.FrameDraft;
import mfz.rules.game.Command;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Table;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/**
 * A frame's disc is set per frame when the company is built (docs/rules.md §10), and the map
 * measures from its edge: in the demo, frames start 5 to 6 units from the neutral station, so a
 * frame 2 units across stands half a unit farther out than one of the usual 1 unit.
 */
class FrameDiscTest {

    private static Table demo(Double annasDisc) {
        Table table = Table.lobby(GameSize.DEMO, 2);
        table.play(new Command.SetMap("a", Ruler.EIGHT));
        table.play(new Command.SetCompany("a", new CompanyDraft(List.of(new FrameDraft("a1", "B G Y Rd", 3, annasDisc),
                new FrameDraft("a2", "G Rh", 0)), List.of())));
        table.play(new Command.DeclareReady("a"));
        table.play(new Command.SetCompany("b", new CompanyDraft(List.of(new FrameDraft("b1", "B G Y Rd", 3),
                new FrameDraft("b2", "B Y Ra", 0)), List.of())));
        table.play(new Command.DeclareReady("b"));
        table.play(new Command.StartGame("a"));
        return table;
    }

    @Test
    void theMapMeasuresFromTheEdgeOfTheFramesOwnDisc() {
        Table wide = demo(2.0);
        assertEquals(2.0, wide.game().frame("a", "a1").orElseThrow().disc());
        // 18,12: the edge 5 units out for a 1-unit frame, only 4.5 for a 2-unit one.
        assertTrue(wide.when(new Command.PlaceFrameAt("a", null, "a1", new Point(18, 12))).decision()
                instanceof RuleViolation, "too close to the station");
        wide.play(new Command.PlaceFrameAt("a", null, "a1", new Point(18.5, 12)));
        assertEquals(2.0, MapPlacing.battlefield(wide.game()).frame("a", "a1").orElseThrow().disc().diameter());
        demo(null).play(new Command.PlaceFrameAt("a", null, "a1", new Point(18, 12)));
    }

    @Test
    void aDiscIsHalfAUnitToThreeUnitsAcross() {
        Table table = Table.lobby(GameSize.DEMO, 2);
        table.play(new Command.SetCompany("a", new CompanyDraft(List.of(new FrameDraft("a1", "B G Y Rd", 3, 5.0),
                new FrameDraft("a2", "G Rh", 0)), List.of())));
        table.refused(new Command.DeclareReady("a"), "Your company isn't valid yet:\n- `a1` stands on a disc 5.0 units"
                + " across: a frame's disc is 0.5 to 3 units across (1 if not set).");
    }
}
