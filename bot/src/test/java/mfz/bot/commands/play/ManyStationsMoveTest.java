package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.render.PlayerChoices;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Off the map, four move dice by eight stations and none are 36 ends, more than a menu's 25
 * (a play-test found the lowest dice cut off without a word): the best dice keep every end while
 * the rest fit, the others offer their likeliest ends and "near another station…", whose tap
 * turns the same card's move menu into that die's stations, and the next tap moves.
 */
class ManyStationsMoveTest {

    @TempDir
    Path dir;

    @Test
    void everyMoveDieStaysOfferedAndAnotherStationIsTheSecondTap() throws Exception {
        List<Station> stations = new ArrayList<>();
        for (String player : List.of("a", "b", "c", "d")) {
            stations.add(station(player, player.toUpperCase() + "-1"));
            stations.add(station(player, player.toUpperCase() + "-2"));
        }
        Table table = new Table(Table.combat(4, List.of(frame("a", "a1", "G G B R"), frame("b", "b1"),
                frame("c", "c1"), frame("d", "d1")), stations, null, List.of("a", "b", "c", "d")));
        table.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 6, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "none"));
        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            Game game = harness.game();
            List<String> dice = PlayerChoices.of(game, "a").stream().filter(c -> c.action() == Action.MOVE)
                    .findFirst().orElseThrow().options();
            assertTrue(dice.size() >= 4, "the fixture rolls four move dice: " + dice);
            Reply card = new Reply("", List.of(), Controls.forGame(game, harness.version()), false);
            Component.SelectMenu moves = (Component.SelectMenu) GameHarness.control(card, "Move…");
            assertTrue(moves.options().size() <= Controls.MAX_OPTIONS, moves.options().size() + " choices");
            for (String die : dice) {
                assertTrue(moves.options().stream().anyMatch(o -> o.value().contains("die=" + die)), die + " offered");
            }
            // The first die listed (the greens first, the highest first) keeps every end in one tap; the last asks for
            // its station next.
            assertEquals(stations.size() + 1, moves.options().stream()
                    .filter(o -> o.value().contains("die=" + TurnControls.ownColourFirst(dice).getFirst() + "|")).count(),
                    moves.options().toString());
            assertTrue(moves.options().getLast().label().endsWith("near another station…"), moves.options().toString());

            // Another player can't step through this move (harness.refused: private, nothing stored).
            String lowest = moves.options().getLast().value();
            assertEquals("This move is Anna's to make.",
                    harness.refused("b", "turn move", "die", dice.getLast(), "station", "?"));

            // Acting for the player, the host is shown the player's own menu of stations: tapping it
            // they stand in for her (core.StandIns), where they once had to type it.
            Reply forAnna = harness.typeManaging("host", "turn move", "die", dice.getLast(), "station", "?", "as", "a");
            assertTrue(forAnna.content().contains("Near which station"), forAnna.content());
            assertTrue(forAnna.rows().stream().flatMap(row -> row.components().stream())
                    .filter(c -> c instanceof Component.SelectMenu).map(c -> (Component.SelectMenu) c)
                    .flatMap(m -> m.options().stream()).anyMatch(o -> o.label().contains("D-2")), forAnna.rows().toString());

            // The lowest die, the one the cut used to drop: its every end is the second tap.
            long before = harness.version();
            Reply step = harness.tap("a", moves, lowest);
            assertFalse(step.ephemeral(), step.content());
            assertTrue(step.sameCard(), "the same card's move menu changes");
            assertEquals(before, harness.version(), "choosing a die stores nothing");
            Component.SelectMenu near = (Component.SelectMenu) GameHarness.control(step, "Move with");
            String chosen = lowest.replaceAll("^.*die=([^|]+).*$", "$1");
            assertEquals(stations.size() + 1, near.options().stream().filter(o -> o.value().contains("die=" + chosen + "|"))
                    .count(), near.options().toString());
            assertTrue(near.options().getFirst().value().contains("die=" + chosen + "|"), "the chosen die's ends first");
            assertTrue(near.options().size() <= Controls.MAX_OPTIONS, near.options().size() + " choices");
            for (String die : dice) { // a wrong die is one tap from undone
                assertTrue(near.options().stream().anyMatch(o -> o.value().contains("die=" + die)), die + " offered");
            }
            Component.Option d2 = near.options().stream().filter(o -> o.value().contains("die=" + chosen + "|")
                    && o.label().endsWith("near D-2")).findFirst()
                    .orElseThrow();
            Reply moved = harness.tap("a", near, d2.value());
            assertFalse(moved.ephemeral(), moved.content());
            Game after = harness.game();
            assertEquals("D-2", after.frame("a", "a1").map(after::standingPlace).orElseThrow());
        }
    
    }

    /** Seven move dice (four greens, the sprint d8, two whites) near the following objective still fit one menu. */
    @Test
    void sevenMoveDiceCarryingTheObjectiveStillFit() {
        List<Station> stations = new ArrayList<>();
        for (String player : List.of("a", "b", "c", "d")) {
            stations.add(station(player, player.toUpperCase() + "-1"));
            stations.add(station(player, player.toUpperCase() + "-2"));
        }
        stations.add(Station.neutral("Leader"));
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), "Leader",
                        ObjectiveBehaviour.FOLLOW));
        Table table = new Table(Table.combat(options, 4, List.of(frame("a", "a1", "G G G G"), frame("b", "b1"),
                frame("c", "c1"), frame("d", "d1")), stations, null, List.of("a", "b", "c", "d")));
        table.play(new Command.StandNear("a", null, "a1", "Leader"));
        table.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 6, 5, 4, 3, 2, 1, 7);
        table.play(new Command.Defend("a", "none"));
        List<String> dice = PlayerChoices.of(table.game(), "a").stream().filter(c -> c.action() == Action.MOVE)
                .findFirst().orElseThrow().options();
        assertEquals(7, dice.size(), "seven move dice, each with four likeliest ends: 28 lines cut short: " + dice);
        Component.SelectMenu menu = (Component.SelectMenu) TurnControls.moves(table.game(), "a", dice, Map.of())
                .orElseThrow().components().getFirst();
        assertTrue(menu.options().size() <= Controls.MAX_OPTIONS, menu.options().size() + " choices: " + dice);
        for (String die : dice) {
            assertTrue(menu.options().stream().anyMatch(o -> o.value().contains("die=" + die)), die + " offered");
        }
        Component.SelectMenu step = (Component.SelectMenu) MoveStep.rows(table.game(), 1, dice.getLast()).stream()
                .flatMap(row -> row.components().stream()).filter(c -> c instanceof Component.SelectMenu m
                        && m.placeholder().startsWith("Move with")).findFirst().orElseThrow();
        assertTrue(step.options().size() <= Controls.MAX_OPTIONS, step.options().size() + " choices");
    }
}
