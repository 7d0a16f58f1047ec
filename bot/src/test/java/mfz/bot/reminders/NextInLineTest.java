package mfz.bot.reminders;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Test;

/** Who is told they are next: in a demo, round the table only while every score is equal (RULES §9; an audit). */
class NextInLineTest {

    private static List<Event> demo() {
        List<Event> events = new ArrayList<>(Table.combat(GameOptions.defaults(GameSize.DEMO), List.of("a", "b", "c"),
                List.of("Anna", "Ben", "Cleo"), List.of(5, 5, 5), List.of(frame("a", "a1", "B G"),
                        frame("a", "a2", "B G"), frame("b", "b1", "B G"), frame("b", "b2", "B G"),
                        frame("c", "c1", "B G"), frame("c", "c2", "B G")),
                List.of(Station.neutral("Middle")), List.of("a", "b", "c")));
        events.add(events.size() - 1, new Event.FirstPlayerChosen("a"));
        return events;
    }

    @Test
    void inADemoOnEqualScoresTheNextPlayerRoundTheTableIsTold() {
        assertEquals(Optional.of(new NextInLine("b", "a")), NextInLine.of(new Table(demo()).game()));
    }

    @Test
    void inADemoOnceScoresDifferTheNextByScoreIsTold() {
        List<Event> events = demo();
        events.add(new Event.FrameDestroyed("a", "a1"));
        events.add(new Event.FrameDestroyed("c", "c1"));
        // Ben 10, Anna 5, Cleo 5: after Ben comes Anna by score (Cleo is next round the table).
        assertEquals(Optional.of(new NextInLine("a", "b")), NextInLine.of(new Table(events).game()));
    }
}
