package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import mfz.bot.game.GameJson;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.rules.attack.Cover;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Overriding the map through the commands, on a real store (docs/rules.md §10): Anna declares her
 * attack out of cover though the map has her target behind a wall; the channel is told what the
 * map said and that the host must answer; the host confirms with {@code /map confirm} and the
 * attack goes ahead as declared; the log keeps both.
 */
class MapOverrideCommandsTest {

    @TempDir
    Path dir;

    @Test
    void aPlayerDeclaresAgainstTheMapAndTheHostConfirms() throws Exception {
        // The map skirmish of the rules' tests, at Anna's attack, stored as an imported game.
        Table table = MapTables.attackingB1();
        String host = table.game().host();
        Path file = GameHarness.stored(dir.resolve("mfz.db"), table);
        try (GameHarness harness = new GameHarness(file, 3)) {
            assertTrue(harness.refused("a", "turn attack", "die", "R5", "cover", "none")
                    .startsWith("On the map b1 stands in cover of Wall"), "the map's answer, without override");

            Reply declared = harness.type("a", "turn attack", "die", "R5", "cover", "none", "override", "true");
            assertFalse(declared.ephemeral(), declared.content());
            assertTrue(declared.content().contains("must confirm or refuse"), declared.content());
            assertTrue(harness.refused("b", "map confirm").contains("host"), "only the host answers");

            Reply confirmed = harness.type(host, "map confirm");
            assertFalse(confirmed.ephemeral(), confirmed.content());
            assertTrue(confirmed.content().contains("confirms") && confirmed.content().contains("as declared"),
                    confirmed.content());
            String log = harness.type(host, "game log").toString();
            assertTrue(log.contains("confirms") && log.contains("against the map"), "the log keeps the answer: " + log);
        }
        try (Database database = Database.open(file)) {
            GameStore store = new GameStore(database);
            GameJson json = new GameJson();
            Cover cover = store.events(store.loadOpen(GameHarness.CHANNEL).orElseThrow().game().id()).stream()
                    .map(e -> json.event(e.payload())).filter(e -> e instanceof Event.AttackDeclared)
                    .map(e -> ((Event.AttackDeclared) e).attack().cover()).findFirst().orElseThrow();
            assertEquals(Cover.NONE, cover, "out of cover, as declared");
        }
    }

    @Test
    void aDeclarationAgainstTheMapReadsInTheLogAsOneTheHostAnswers() throws Exception {
        Table table = MapTables.attackingB1();
        String host = table.game().host();
        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            harness.type("a", "turn attack", "die", "R5", "cover", "none", "override", "true");
            String declared = "⚖️ **Anna** declares an attack by **a1** with R5 against the map (On the map b1 stands"
                    + " in cover of Wall (4 bricks): attack without `cover:` to take the map's answer), for the host to"
                    + " confirm or refuse.";
            String log = harness.type("b", "game log", "count", "1").embeds().get(0).description();
            assertEquals("`#2` **Anna** — " + declared, log, "not a company edit");
            String undone = harness.type(host, "game undo").content();
            assertTrue(undone.startsWith("↩️ **" + host + "** took back: " + declared + "\n"), undone);
        }
    }

    /**
     * §10 rulings: which station a frame stands near is measured on the map, and a player who says
     * otherwise declares it for the host to confirm (Ben hosts; Anna's a1 moved near no station).
     */
    @Test
    void aPlayerSaysWhichStationAgainstTheMapAndTheHostConfirms() throws Exception {
        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"),
                MapTables.a1MovedBenHosting()), 3)) {
            Reply refused = harness.type("a", "station near", "frame", "a1", "station", "A-S");
            assertTrue(refused.ephemeral() && refused.content().contains("override:true"),
                    "without override the map's measure stands, and the refusal says how to declare: " + refused);
            // the phone's way: the refusal's button declares it
            Reply declared = harness.tap("a", GameHarness.control(refused, "Declare it anyway (the host confirms)"));
            assertFalse(declared.ephemeral(), declared.content());
            assertTrue(declared.content().contains("a1 near A-S")
                    && declared.content().contains("the map measures a1 near no station"), declared.content());
            Reply confirmed = harness.tap("b", GameHarness.control(declared, "Confirm: a1 near A-S"));
            assertFalse(confirmed.ephemeral(), confirmed.content());
            assertEquals("A-S", harness.game().frame("a", "a1").orElseThrow().nearStation());
            assertTrue(harness.refused("b", "station near", "frame", "a1", "station", "none", "override", "true")
                    .contains("As the host you correct it directly"), "the host's own word needs no confirming");
            assertTrue(harness.refused("a", "station near", "frame", "a1", "station", "none", "override", "true")
                    .startsWith("The map agrees: a1 stands near no station."), "back to the map's measure is no override");
            Reply back = harness.type("a", "station near", "frame", "a1", "station", "none");
            assertFalse(back.ephemeral(), "saying what the map measures needs no host: " + back.content());
            assertEquals(null, harness.game().frame("a", "a1").orElseThrow().nearStation());
        }
    }
}
