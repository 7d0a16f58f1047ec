package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Function;
import mfz.rules.dice.Die;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;

/** Single sentences of {@link EventText}, checked word for word. */
class EventTextTest {

    private static final Function<String, String> NAME = id -> id;

    @Test
    void aMoveOfOneUnitIsSingular() {
        assertEquals("🦿 **Eye-2** moves up to 1 unit (G1).", say(new Event.FrameMoved("ada", "Eye-2",
                new RolledDie(Die.d6(DieColour.GREEN), 1), null)));
        assertEquals("🦿 **Eye-2** moves up to 4 units (W4), now near station **Omega**.", say(new Event.FrameMoved(
                "ada", "Eye-2", new RolledDie(Die.d6(DieColour.WHITE), 4), "Omega")));
    }

    private static String say(Event event) {
        return EventText.describe(event, Game.EMPTY, NAME).orElseThrow();
    }
}
