package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.render.EventText;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Test;

/**
 * The move menu of the frame holding an objective that follows it (docs/phones.md): every move
 * says the objective comes along, and one line a die moves over cover, leaving it, as the typed
 * {@code cover:true} does.
 */
class FollowingObjectiveControlsTest {

    /** A campaign battle in combat: a1 and b1, each player's station, and the objective Leader behaving so. */
    private static Table battle(ObjectiveBehaviour behaviour) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), "Leader", behaviour));
        return new Table(Table.combat(options, 2, List.of(frame("a", "a1"), frame("b", "b1")),
                List.of(station("a", "A-S"), station("b", "B-S"), Station.neutral("Leader")), null, List.of("a", "b")));
    }

    @Test
    void theHoldersMovesSayTheObjectiveComesAlongAndOneLeavesItOverCover() {
        Table table = battle(ObjectiveBehaviour.FOLLOW);
        table.settle("a", "a1", "Leader");
        table.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        table.play(new Command.Defend("a", "none"));
        String menu = TurnControls.moves(table.game(), "a", List.of("G6"), Map.of()).orElseThrow().toString();
        assertTrue(menu.contains("then near A-S, value=die=G6|station=A-S, description=Leader comes along"), menu);
        assertTrue(menu.contains("over cover, leaving Leader, value=cover=true|die=G6|station=none"), menu);
        assertFalse(menu.contains("carrying"), menu);

        // Over cover it stays behind, and the move's lines say so (a play-test found nothing said).
        Game before = table.game();
        List<Event> moved = table.play(new Command.Move("a", "G6", "none", true));
        List<String> said = EventText.describe(moved, before, table.game());
        assertTrue(said.contains("🎯 **Leader** stays behind: a1's move crossed cover."), said.toString());
    }

    /**
     * An objective that stays where it is, beside a station: the frame by both keeps it only staying
     * by its station (or moving to the objective itself), and every other end says it leaves it
     * (near another station, it gave up the objective unsaid: a phone review).
     */
    @Test
    void aMoveAwayFromAStationAndTheObjectiveSaysItLeavesBoth() {
        Table table = battle(ObjectiveBehaviour.NONE);
        table.settle("a", "a1", "A-S");
        table.play(new Command.StandNear("a", "a", "a1", "Leader"));
        Game game = table.game();
        assertTrue(game.nearObjective(game.frame("a", "a1").orElseThrow()), "the fixture stands a1 by both");
        assertEquals("A-S", game.frame("a", "a1").orElseThrow().nearStation(), "the fixture stands a1 by both");
        table.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        table.play(new Command.Defend("a", "none"));
        Map<String, String> said = new LinkedHashMap<>();
        TurnControls.stationsAfter(table.game(), "a", "G6", true).forEach(o -> said.put(o.label(), o.description()));
        assertEquals(null, said.get("🟩 G6, then near A-S (stays)"), said.toString());
        assertEquals("leaves A-S", said.get("🟩 G6, then near Leader (stays)"), said.toString());
        assertEquals("leaves A-S and Leader", said.get("🟩 G6, then near B-S"), said.toString());
        assertEquals("leaves A-S and Leader", said.get("🟩 G6, then near no station"), said.toString());
    }
}
