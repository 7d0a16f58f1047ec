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
}
