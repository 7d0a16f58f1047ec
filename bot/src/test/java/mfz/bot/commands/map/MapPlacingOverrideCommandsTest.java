package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.commands.play.Controls;
import mfz.bot.core.Reply;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Overriding the map's placements and moves through the commands, on a real store (docs/rules.md
 * §10): Ben places his point frame where the map refuses it with {@code override:true}, the
 * channel says what the map said and that the host must answer, the card gives the host Confirm
 * and Refuse, and once confirmed the frame stands there. A move and a spot work the same way.
 */
class MapPlacingOverrideCommandsTest {

    @TempDir
    Path dir;

    private Path stored(Table table) throws Exception {
        return GameHarness.stored(dir.resolve("mfz.db"), table);
    }

    @Test
    void aPlacementAgainstTheMapWaitsForTheHostAndStandsOnceConfirmed() throws Exception {
        try (GameHarness harness = new GameHarness(stored(MapTables.atThePointFrame()), 3)) {
            Reply refused = harness.type("b", "deploy done", "frame", "b1", "at", "4,20");
            assertTrue(refused.ephemeral() && refused.content().startsWith("The point frame stands at the limit"),
                    "the map's answer, without override: " + refused);
            assertTrue(harness.refused("a", "deploy done", "frame", "a3", "at", "4,20").startsWith("Not your step"));
            assertTrue(harness.type("a", "deploy done", "frame", "a3", "at", "4,20").rows().isEmpty(),
                    "no override offered where the usual rules refuse");
            assertTrue(harness.refused("b", "deploy done", "frame", "b1", "override", "true").contains("at:x,y"),
                    "an override says where");

            // On a phone: the refusal's one button declares it, as override:true typed would.
            Reply declared = harness.tap("b", GameHarness.control(refused, "Declare it anyway"));
            assertFalse(declared.ephemeral(), declared.content());
            assertTrue(declared.content().contains("must confirm or refuse"), declared.content());
            String card = Controls.forGame(harness.game(), harness.version()).toString();
            assertTrue(card.contains("Confirm: b1 to 4,20") && card.contains("Refuse: the map stands"), card);
            assertTrue(lastLogLine(harness).startsWith("**Ben** — ⚖️ **Ben** declares the placement of **b1** at 4,20"
                    + " against the map (") && lastLogLine(harness).endsWith("), for the host to confirm or refuse."),
                    lastLogLine(harness));
            assertTrue(harness.refused("b", "map confirm").contains("host"), "only the host answers");

            Reply confirmed = harness.type("a", "map confirm");
            assertFalse(confirmed.ephemeral(), confirmed.content());
            assertTrue(confirmed.content().contains("confirms") && confirmed.content().contains("as declared"),
                    confirmed.content());
            assertEquals(1, confirmed.files().size(), "the map's picture, with b1 where it now stands");
            assertTrue(harness.game().deploying().placed().contains(new MapPlacement("b", "b1", false, new Point(4, 20))));
            String log = harness.type("a", "game log").toString();
            assertTrue(log.contains("against the map"), "the log keeps it: " + log);
        }
    }

    @Test
    void aMoveAgainstTheMapIsConfirmedByTheHost() throws Exception {
        Table table = MapTables.skirmish("B G Y Rd", List.of(), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 6, 5, 5, 4, 3);
        table.play(new Command.Defend("a", "none"));
        String green = table.game().turn().orElseThrow().left().stream().filter(d -> d.colour() == DieColour.GREEN)
                .findFirst().orElseThrow().notation();
        try (GameHarness harness = new GameHarness(stored(table), 3)) {
            Reply tooFar = harness.type("a", "turn move", "die", green, "to", "2,12");
            assertTrue(tooFar.content().contains("the die reaches"), tooFar.content());
            assertTrue(tooFar.rows().toString().contains("override=true"), "a button declares it: " + tooFar.rows());
            Reply declared = harness.type("a", "turn move", "die", green, "to", "2,12", "override", "true");
            assertTrue(declared.content().contains("must confirm or refuse"), declared.content());
            assertTrue(lastLogLine(harness).startsWith("**Anna** — ⚖️ **Anna** declares a move of **a1** to 2,12 with "
                    + green + " against the map ("), lastLogLine(harness));
            Reply refused = harness.type("a", "map confirm", "accept", "false");
            assertTrue(refused.content().contains("the map stands"), refused.content());
            harness.type("a", "turn move", "die", green, "to", "2,12", "override", "true");
            harness.type("a", "map confirm");
            assertTrue(harness.game().deploying().placed().contains(new MapPlacement("a", "a1", false, new Point(2, 12))));
            assertEquals(0, harness.game().turn().orElseThrow().left().stream()
                    .filter(d -> d.notation().equals(green)).count(), "the die is used");
        }
    }

    @Test
    void aSpotAgainstTheMapIsConfirmedByTheHost() throws Exception {
        // a1 has no comms system, and b1 stands behind the wall: the map refuses the spot.
        Table table = MapTables.skirmish("B G Rd", List.of(MapTables.NEAR_TARGET), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2);
        table.play(new Command.Defend("a", "none"));
        try (GameHarness harness = new GameHarness(stored(table), 3)) {
            assertTrue(harness.refused("a", "turn spot", "frame", "b1", "die", "W6").contains("comms"));
            Reply declared = harness.type("a", "turn spot", "frame", "b1", "die", "W6", "override", "true");
            assertTrue(declared.content().contains("must confirm or refuse"), declared.content());
            assertTrue(lastLogLine(harness).startsWith("**Anna** — ⚖️ **Anna** declares a spot of **b1** by **a1** with"
                    + " W6 against the map ("), lastLogLine(harness));
            String card = Controls.forGame(harness.game(), harness.version()).toString();
            assertTrue(card.contains("Confirm: a1 spots b1"), card);
            harness.type("a", "map confirm");
            assertEquals(6, harness.game().frame("b", "b1").orElseThrow().spot(), "spotted as declared");
        }
    }

    /** The log's latest line, without its number: who, and what they did. */
    private static String lastLogLine(GameHarness harness) {
        String log = harness.type("b", "game log", "count", "1").embeds().get(0).description();
        return log.substring(log.indexOf(' ') + 1);
    }
}
