package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import org.junit.jupiter.api.Test;

/** What `/help` and the prompts say a player may do: each command as it can be typed. */
class ChoiceTextTest {

    /** `/turn wait` needs its frame (an odds audit found the help giving it bare). */
    @Test
    void waitingForTheLaterDieNamesTheFrame() {
        assertEquals("Or wait for its higher d20: `/turn wait frame:\"Iron Fist\"`.", ChoiceText.line(new Choice(
                Action.WAIT_FOR_LATER_DIE, List.of(), List.of(new FrameRef("a", "Iron Fist", "Iron Fist")), "")));
        assertEquals("Or wait for its higher d20: `/turn wait frame:<name>`.", ChoiceText.line(new Choice(
                Action.WAIT_FOR_LATER_DIE, List.of(), List.of(new FrameRef("a", "A1", "A1"),
                        new FrameRef("a", "A2", "A2")), "")));
    }

    /** On the map a terrain target is a piece by name, range and cover are measured, a move names its point (a play-test). */
    @Test
    void onTheMapTheHintsSayWhatTheMapTakes() {
        FrameRef frame = new FrameRef("a", "A1", "A1");
        String start = ChoiceText.onTheMap(new Choice(Action.START_TURN, List.of(), List.of(frame), ""));
        assertEquals("Take a turn with A1: `/turn start frame:<name> target:<frame|piece|none>` (the map measures the "
                + "range). ", start);
        assertEquals("Move with G5 W3: `/turn move die:<die> to:<x,y>`. ",
                ChoiceText.onTheMap(new Choice(Action.MOVE, List.of("G5", "W3"), List.of(frame), "")));
        assertEquals("Attack with R4: `/turn attack die:<die> [spot:true]` (the map measures cover). ",
                ChoiceText.onTheMap(new Choice(Action.ATTACK, List.of("R4"), List.of(frame), "")));
        assertEquals(ChoiceText.line(new Choice(Action.END_TURN, List.of(), List.of(frame), "")),
                ChoiceText.onTheMap(new Choice(Action.END_TURN, List.of(), List.of(frame), "")));
        // each cover as its whole command, quoted where the console would split it at a space (a last read)
        assertEquals("Say which is hit first. `/map cover name:Wall` or `/map cover name:\"a2 (Ben)\"`.",
                ChoiceText.onTheMap(new Choice(Action.CHOOSE_COVER, List.of("Wall", "a2 (Ben)"), List.of(frame),
                        "Say which is hit first.")));
    }
}
