package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A form carries whom the command that opened it acted for (an audit, 2026-11-26: the host's
 * form for an absent player was submitted as the host's own, and the rules refused it).
 */
class FormTest {

    private static Request asked(Map<String, String> options) {
        return new Request(null, "g", "c", new Caller("host", "Host", false), "damage fall", options);
    }

    @Test
    void theHostsAsGoesWithTheFormAndItsNamesStayAsTheyWere() {
        Form form = new Form(ComponentIds.menu("damage fall", Map.of("frame", "Hawk"), "bricks"), "How far?", "Bricks",
                "12", 2, "/damage fall frame:Hawk bricks:<n>");
        Form carried = form.carrying(asked(Map.of("frame", "Hawk", "as", "7001")));
        ComponentIds.Action before = ComponentIds.decode(form.id());
        ComponentIds.Action after = ComponentIds.decode(carried.id());
        assertEquals("7001", after.options().get("as"));
        assertEquals(before.options().get("frame"), after.options().get("frame"), "the frame's token is kept");
        assertEquals(before.choiceOption(), after.choiceOption());
        assertSame(form, form.carrying(asked(Map.of("frame", "Hawk"))), "nothing to carry: the same form");
        // The host acting for a bot's seat too (a review: the form then acted as the host).
        assertEquals("Rook", ComponentIds.decode(form.carrying(asked(Map.of("seat", "Rook"))).id()).options()
                .get("seat"));
        // and the command to type says so (a console audit: typed as shown, it acted as the host)
        assertEquals("/damage fall frame:Hawk bricks:<n> as:7001", carried.typed());
        assertEquals("/damage fall frame:Hawk bricks:<n> seat:Rook", form.carrying(asked(Map.of("seat", "Rook"))).typed());
    }
}
