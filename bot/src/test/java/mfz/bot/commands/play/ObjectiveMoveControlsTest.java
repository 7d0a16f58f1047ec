package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import org.junit.jupiter.api.Test;

/**
 * Moving an objective that takes orders: every standing frame of a 5-player battle is 25, a
 * menu's most, so "near no frame" becomes a button of its own (an audit found the last frame in
 * seat order cut from the menu).
 */
class ObjectiveMoveControlsTest {

    @Test
    void inTheLargestBattleEveryFrameIsOfferedAndNearNoFrameIsAButton() {
        GameOptions options = GameOptions.defaults(GameSize.BATTLE)
                .withCampaign(new CampaignTerms("Moon", List.of(), "Leader", ObjectiveBehaviour.ORDERS));
        List<String> players = List.of("a", "b", "c", "d", "e");
        List<Frame> frames = new ArrayList<>();
        List<Station> stations = new ArrayList<>();
        for (String player : players) {
            // 25 frames standing: Ben's one and six each for the others.
            for (int i = 1; i <= (player.equals("b") ? 1 : 6); i++) {
                frames.add(frame(player, player + i));
            }
            stations.add(station(player, player.toUpperCase() + "-S"));
        }
        stations.add(Station.neutral("Leader"));
        Table table = new Table(Table.combat(options, 5, frames, stations, null, players));
        table.play(new Command.StandNear("a", "b", "b1", "Leader")); // the host (Anna) stands it there: Ben holds it
        // The move the rules offer its holder: near any standing frames (the menu's own choice, built as the card builds it).
        List<FrameRef> standing = table.game().frames().stream()
                .map(f -> new FrameRef(f.owner(), f.name(), f.name())).toList();
        assertEquals(25, standing.size());
        List<Component> controls = BesideTheTurn.objectiveMove(table.game(), new Choice(
                Action.MOVE_OBJECTIVE, List.of(), standing, ""), Map.of()).stream()
                .flatMap(row -> row.components().stream()).toList();
        Component.SelectMenu menu = controls.stream().filter(c -> c instanceof Component.SelectMenu m
                && m.placeholder().startsWith("Move Leader")).map(Component.SelectMenu.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError(controls.toString()));
        assertEquals(25, menu.options().size());
        assertTrue(menu.options().stream().anyMatch(o -> o.value().equals("e/e6,")), menu.options().toString());
        assertTrue(controls.stream().anyMatch(c -> c instanceof Component.Button b
                && b.label().equals("Move Leader near no frame") && ComponentIds.decode(b.id()).command().equals("campaign move")),
                controls.toString());
    }
}
