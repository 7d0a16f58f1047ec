package mfz.rules.game;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.options.GameSize;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.Point;
import mfz.rules.map.Ruler;
import mfz.rules.options.GameOptions;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * An imported command of a frame's turn is decided again from its events, with its recorded
 * dice (docs/storage.md, "What an import must be"): a legal turn on the map comes back as it
 * was; a move longer than its die, and a move not the frame's, are refused with the rules'
 * reason.
 */
class ImportReplayTest {

    /** Anna's a1 at (2,2) and Ben's b1 at (2,8) on an 8-unit ruler; Anna holds the initiative. */
    private static Table onTheMap() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 2,
                List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")), List.of(), null, List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(2, 8))));
        events.add(began);
        return new Table(events);
    }

    /** Plays a command, checking its events import as they are; returns them and the game before. */
    private static List<Event> playAndImport(Table table, Command command, int... dice) {
        Game before = table.game();
        List<Event> events = table.play(command, dice);
        assertEquals(Optional.empty(), ImportReplay.problem(before, events), "importing " + command);
        // What an import keeps is what the rules gave on deciding it again: here, the events played.
        assertEquals(events, ImportReplay.replay(before, null, events).decided(), "kept of " + command);
        return events;
    }

    /**
     * A file from before names two players alike ("Anna" twice): decided again, the second joins
     * told apart ("Anna (2)"), as the lobby now does, and the file is restored so, not refused as
     * giving other events (a code review). Another name is still not the file's.
     */
    @Test
    void aSecondPlayerOfOneNameFromAnOlderFileIsRestoredToldApart() {
        Game lobby = Table.lobby(GameSize.SKIRMISH, 1).game();
        ImportReplay.Replayed joined = ImportReplay.replay(lobby, "e", List.of(new Event.PlayerJoined("e", "Anna")));
        assertEquals(Optional.empty(), joined.problem());
        assertEquals(List.of(new Event.PlayerJoined("e", "Anna (2)")), joined.decided());
        assertTrue(ImportReplay.replay(lobby, "e", List.of(new Event.PlayerJoined("e", "Eve"))).problem().isEmpty());
        assertTrue(ImportReplay.sameButToldApart(List.of(new Event.PlayerJoined("e", "Anna (2)")),
                List.of(new Event.PlayerJoined("e", "Anna"))));
        assertTrue(!ImportReplay.sameButToldApart(List.of(new Event.PlayerJoined("e", "Anna (2)")),
                List.of(new Event.PlayerJoined("e", "Bea"))), "another name is not the file's");
    }

    @Test
    void aTurnOnTheMapImportsAsItWasAndAMoveBeyondItsDieIsRefused() {
        Table table = onTheMap();
        List<Event> started = playAndImport(table, new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false,
                null), 6, 5, 5, 4, 3, 2, 1);
        RolledDie green = ((Event.PoolRolled) started.getLast()).dice().stream()
                .filter(d -> d.colour() == DieColour.GREEN).findFirst().orElseThrow();
        playAndImport(table, new Command.Defend("a", "none"));
        Game beforeMove = table.game();
        // A move of exactly the green die's value, along the y axis away from b1.
        List<Event> moved = playAndImport(table, new Command.MoveTo("a", green.notation(), new Point(2 + green.value(), 2)));

        // The same move, its placement forged further than the die reaches.
        List<Event> further = moved.stream().map(e -> e instanceof Event.PlacedAt placed
                ? new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2 + green.value() + 3, 2))) : e).toList();
        Optional<String> refused = ImportReplay.problem(beforeMove, further);
        assertEquals(List.of(), ImportReplay.replay(beforeMove, null, further).decided(), "a refused import keeps nothing");
        assertTrue(refused.isPresent() && refused.get().startsWith("the rules refuse it: That move is ")
                && refused.get().contains("the die reaches"), refused.toString());

        // Ben's frame moving in Anna's turn.
        List<Event> notHis = moved.stream().map(e -> switch (e) {
            case Event.FrameMoved m -> new Event.FrameMoved("b", "b1", m.die(), m.nearStation());
            case Event.PlacedAt p -> new Event.PlacedAt(new MapPlacement("b", "b1", false, p.placement().at()));
            default -> e;
        }).toList();
        Optional<String> notYours = ImportReplay.problem(beforeMove, notHis);
        assertTrue(notYours.isPresent() && notYours.get().startsWith("the rules refuse it: "), notYours.toString());
    }
}
