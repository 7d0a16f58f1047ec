package mfz.rules.map;

import static mfz.rules.game.Table.frame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Pool;

/** A map game with two stations side by side, for the tests of a frame near both (here and in the bot's). */
public final class TwoStations {

    private TwoStations() {
    }

    /**
     * b's Mill at (10,9) and Dock at (13,9), both held by b; a1 at (11.5,15), six units south of
     * the point between them; b1 far off at (30,30), or (13,10.2) beside the Dock.
     */
    public static Table between(boolean b1ByTheDock) {
        Table t = placed("b", new Point(11.5, 15), b1ByTheDock ? new Point(14.2, 9) : new Point(30, 30));
        if (b1ByTheDock) {
            t.play(new Command.StandNear("a", "b", "b1", "Dock"));
        }
        t.play(new Command.Pass("b")); // b holds the initiative and lets a go first
        int pool = Pool.of(t.game().frame("a", "a1").orElseThrow(), null, 0, false).size();
        int[] sixes = new int[pool];
        Arrays.fill(sixes, 6);
        t.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), sixes);
        t.play(new Command.Defend("a", "none"));
        return t;
    }

    /**
     * Round 1 begun with b's Mill at (10,9), the Dock (held by {@code docksOwner}) at (13,9), and
     * a1 and b1 at these points; no frame recorded near a station but by {@code deployed} (events of
     * deployment, before the round begins).
     */
    public static Table placed(String docksOwner, Point a1, Point b1, Event... deployed) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Station> stations = List.of(new Station("Mill", "b", "b", true),
                new Station("Dock", docksOwner, docksOwner, true));
        List<Event> events = new ArrayList<>(Table.combat(options, 2, List.of(frame("a", "a1", "B G"),
                frame("b", "b1", "B G")), stations, null, List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.PlacedAt(new MapPlacement("b", "Mill", true, new Point(10, 9))));
        events.add(new Event.PlacedAt(new MapPlacement(docksOwner, "Dock", true, new Point(13, 9))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, a1)));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, b1)));
        events.addAll(List.of(deployed));
        events.add(began);
        return new Table(events);
    }
}
