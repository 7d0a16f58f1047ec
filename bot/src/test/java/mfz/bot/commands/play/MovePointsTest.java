package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.commands.map.MapPictures;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.render.map.MapScene;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.map.ShapeNotation;
import mfz.rules.round.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the map, the turn's move menu letters its points as the picture sent with the card draws
 * them: the card that first offers the moves carries the battlefield, and the menu's letters
 * and points are the picture scene's.
 */
class MovePointsTest {

    @TempDir
    Path dir;

    /** A map game in combat (the rules tests' map skirmish, a wall near the target, b2 at 12,12). */
    private Path mapGame() throws Exception {
        return GameHarness.stored(dir.resolve("mfz.db"),
                MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(12, 12)));
    }

    /** a1's turn started and its defense chosen: the card that offers the moves. */
    private static Reply readyToMove(GameHarness table) {
        Reply shown = table.type("a", "turn start", "frame", "a1", "target", "b1", "range", "hand", "defend", "best");
        return table.game().turn().orElseThrow().stage() == Stage.DEFENDING ? table.type("a", "turn defend", "die", "none")
                : shown;
    }

    @Test
    void theCardThatOffersMovesCarriesTheMapWithItsPointsLettered() throws Exception {
        try (GameHarness table = new GameHarness(mapGame(), 5)) {
            Reply shown = readyToMove(table);
            Game game = table.game();
            Component.SelectMenu moves = (Component.SelectMenu) GameHarness.control(shown, "Move…");
            Map<String, String> lettered = new LinkedHashMap<>();
            for (Component.Option option : moves.options()) {
                if (!option.label().endsWith("somewhere else…")) {
                    String letter = option.label().substring(0, option.label().indexOf(" · "));
                    lettered.put(letter, option.description().substring("to ".length()));
                }
            }
            assertFalse(lettered.isEmpty(), "the menu offers points: " + moves.options());
            assertTrue(shown.files().stream().anyMatch(f -> f.name().equals("map.png")),
                    "the card that first offers the moves carries the map: " + shown.files());
            Map<String, String> drawn = new LinkedHashMap<>();
            for (MapScene.Mark mark : MapPictures.scene(game).marks()) {
                drawn.put(mark.letter(), mark.at().notation());
            }
            assertEquals(lettered, drawn, "the menu's letters are the picture's");
            assertEquals(new ArrayList<>(lettered.keySet()).getFirst(), "A");
            // One point's dice together, the cheapest first: the move's own colour before a white, the lower value
            // first (a phone review: "A · W5" before "A · G1" to the same point, and the W5 spent).
            // ... and the menu shows them so: a point's choices together, then the forms (a review: the menu
            // still went die by die)
            List<String> menuLetters = moves.options().stream().map(Component.Option::label)
                    .filter(label -> label.contains(" · ")).map(label -> label.substring(0, label.indexOf(" · "))).toList();
            for (int i = 1; i < menuLetters.size(); i++) {
                if (!menuLetters.get(i).equals(menuLetters.get(i - 1))) {
                    assertFalse(menuLetters.subList(i, menuLetters.size()).contains(menuLetters.get(i - 1)),
                            "a point's dice together in the menu: " + menuLetters);
                }
            }
            List<MovePoints.Offer> offers = MovePoints.of(game);
            MovePoints.Offer any = offers.getFirst();
            assertTrue(TurnControls.cheapestFirst(new MovePoints.Offer("G1", any.point(), "A"),
                    new MovePoints.Offer("W5", any.point(), "A")) < 0, "a green before a white");
            assertTrue(TurnControls.cheapestFirst(new MovePoints.Offer("G2", any.point(), "A"),
                    new MovePoints.Offer("d8G6", any.point(), "A")) < 0, "the lower value first");
            assertTrue(offers.stream().map(MovePoints.Offer::letter).distinct().count()
                    < offers.size(), "a point several dice reach: " + offers);
            for (int i = 1; i < offers.size(); i++) {
                MovePoints.Offer before = offers.get(i - 1);
                MovePoints.Offer offer = offers.get(i);
                if (before.letter().equals(offer.letter())) {
                    assertTrue(TurnControls.cheapestFirst(before, offer) <= 0, before + " then " + offer);
                } else {
                    assertTrue(offers.subList(i, offers.size()).stream().noneMatch(o -> o.letter().equals(before.letter())),
                            "a point's dice together: " + offers);
                }
            }
            // With -Dmovepoints.picture=FILE: the picture sent, to look at (docs/pictures).
            String picture = System.getProperty("movepoints.picture");
            if (picture != null) {
                Files.write(Path.of(picture), shown.files().getFirst().content());
                System.out.println("move menu: " + moves.options().stream().map(Component.Option::label).toList());
            }
        }
    }

    /**
     * A play-test's leftovers: on the map {@code objective:true} beside {@code to:} was dropped
     * without a word (an objective that follows comes along by itself), and the hints told map
     * players the off-map commands.
     */
    @Test
    void onTheMapAMoveNamesItsPointAndObjectiveTrueIsRefusedThere() throws Exception {
        try (GameHarness table = new GameHarness(mapGame(), 5)) {
            Reply shown = readyToMove(table);
            assertTrue(shown.content().contains("`/turn move die:<die> to:<x,y>`"), shown.content());
            assertFalse(shown.content().contains("station:<name|none>"), shown.content());
            String die = ((Component.SelectMenu) GameHarness.control(shown, "Move…")).options().getFirst().value()
                    .replaceAll("^.*die=([^|]+).*$", "$1");
            String refusal = table.refused("a", "turn move", "die", die, "to", "12,11", "objective", "true");
            assertTrue(refusal.contains("leave out `objective:`"), refusal);
            // so was a station named beside the point (a map audit); now it is the map's measure or an
            // override (§10 rulings; NearOverrideOnTheMapTest): a station not on the table is refused
            String station = table.refused("a", "turn move", "die", die, "to", "12,11", "station", "Nope");
            assertEquals("There is no station named `Nope` on the table.", station);
            String declared = table.refused("a", "turn move", "die", die, "to", "12,11", "station", "none",
                    "override", "true");
            assertTrue(declared.contains("leave out `station:`"), declared);
            // a point the die can't reach, with a station: refused without the offer to declare it
            // anyway (its button would carry station: into that refusal; a review)
            Reply far = table.type("a", "turn move", "die", die, "to", "23,23", "station", "none");
            assertTrue(far.ephemeral() && far.rows().stream().flatMap(row -> row.components().stream())
                    .noneMatch(control -> control.toString().contains("Declare it anyway")), far.toString());
            Reply farAlone = table.type("a", "turn move", "die", die, "to", "23,23");
            assertTrue(farAlone.rows().stream().flatMap(row -> row.components().stream())
                    .anyMatch(control -> control.toString().contains("Declare it anyway")), "without: " + farAlone);
            // to the menu's first point, which the die reaches
            String point = ((Component.SelectMenu) GameHarness.control(shown, "Move…")).options().getFirst()
                    .description().substring("to ".length());
            Reply moved = table.type("a", "turn move", "die", die, "to", point, "station", "none");
            assertEquals(ShapeNotation.point(point, 24), MapPlacing.battlefield(table.game()).frame("a", "a1").orElseThrow()
                    .disc().centre(), "near none, as the map measures: the move alone: " + moved.content());
        }
    }

    /**
     * §10 rulings, through the commands: Anna's {@code station:} beside the move's point, against
     * the map, is declared in the same action for Ben, the host, to confirm.
     */
    @Test
    void aStationNamedBesideTheMovesPointIsDeclaredForTheHostToConfirm() throws Exception {
        try (GameHarness table = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"),
                MapTables.stationsBenHosting()), 5)) {
            table.type("a", "turn start", "frame", "a1", "target", "b1", "range", "hand");
            if (table.game().turn().orElseThrow().stage() == Stage.DEFENDING) {
                table.type("a", "turn defend", "die", "none");
            }
            String green = table.game().turn().orElseThrow().left().stream()
                    .filter(d -> d.die().colour() == DieColour.GREEN).findFirst().orElseThrow().notation();
            Reply moved = table.type("a", "turn move", "die", green, "to", "2,3", "station", "A-S");
            assertEquals(new PendingDecision.NearDeclared("a", "a1", "A-S"),
                    ((PendingDecision.AgainstTheMap) table.game().pending()).declared(), moved.content());
            assertTrue(moved.content().contains("(the host) must confirm or refuse Anna's a1 near A-S as declared, against "
                    + "the map"), "the host is asked: " + moved.content());
            assertEquals(new Point(2, 3), MapPlacing.battlefield(table.game()).frame("a", "a1")
                    .orElseThrow().disc().centre(), "the move stands as measured");
        }
    }

    /** Staying where it stands is offered once, with the cheapest die: each die had its line (a phone review of a map game). */
    @Test
    void stayingPutIsOneLine() {
        Table table = MapTables.stationsBenHosting(new Point(8, 2)); // a1 by A-S
        table.play(new Command.StartTurn("a", "a1", "b1", "b", null, 0, false, null), 6, 5, 5, 4, 3, 2,
                1);
        table.play(new Command.Defend("a", "B3"));
        List<MovePoints.Offer> stays = MovePoints.of(table.game()).stream()
                .filter(offer -> offer.point().words().startsWith("stays near")).toList();
        assertEquals(1, stays.size(), MovePoints.of(table.game()).toString());
        assertEquals("G2", stays.getFirst().die(), "the cheapest: the move's own colour, the lowest");
    }
}
