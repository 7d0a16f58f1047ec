package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ControlRulesTest {

    private static final Caller ALICE = new Caller("2", "alice", false);
    private static final Caller BRUNO = new Caller("3", "bruno", false);

    private static Request tap(Caller caller, String customId, String... chosen) {
        ComponentIds.Action action = ComponentIds.decode(customId);
        return new Request("i", "g", "c", caller, action.command(), action.optionsWith(List.of(chosen)));
    }

    @Test
    void aControlForOnePlayerWorksForThemWithoutTheReservedOptions() {
        String id = ComponentIds.button("doomsday tick", Map.of(ComponentIds.FOR, "2", ComponentIds.VERSION, "41"));

        Request checked = ControlRules.check(tap(ALICE, id), OptionalLong.of(41));

        assertEquals("doomsday tick", checked.command());
        assertEquals(Map.of(), checked.options(), "the command never sees for= and v=");
    }

    @Test
    void anyoneElseIsToldWhoItIsFor() {
        String id = ComponentIds.button("doomsday tick", Map.of(ComponentIds.FOR, "2"));

        PlayerError refused = assertThrows(PlayerError.class, () -> ControlRules.check(tap(BRUNO, id),
                OptionalLong.of(1)));

        assertTrue(refused.getMessage().startsWith("That button is for <@2>, not for you"), refused.getMessage());
    }

    @Test
    void aControlFromAnEarlierStateOfTheGameIsOutOfDate() {
        String id = ComponentIds.menu("deploy done", Map.of(ComponentIds.FOR, "2", ComponentIds.VERSION, "7"), "frame");

        PlayerError refused = assertThrows(PlayerError.class, () -> ControlRules.check(tap(ALICE, id, "Anvil-1"),
                OptionalLong.of(9)));
        assertTrue(refused.getMessage().startsWith("That button is out of date: the game has moved on"),
                refused.getMessage());

        PlayerError over = assertThrows(PlayerError.class, () -> ControlRules.check(tap(ALICE, id, "Anvil-1"),
                OptionalLong.empty()));
        assertTrue(over.getMessage().startsWith("That button is out of date: this channel has no open game now"), over.getMessage());

        assertEquals(Map.of("frame", "Anvil-1"),
                ControlRules.check(tap(ALICE, id, "Anvil-1"), OptionalLong.of(7)).options());
    }

    @Test
    void aControlForEveryoneAndATypedCommandPassUnchanged() {
        Request join = tap(BRUNO, ComponentIds.button("game join", Map.of()));
        assertSame(join, ControlRules.check(join, OptionalLong.of(3)));
    }

    @Test
    void theRouterChecksControlsBeforeTheCommandSoAStaleTapNeverRunsIt() {
        AtomicInteger runs = new AtomicInteger();
        AtomicInteger version = new AtomicInteger(5);
        SlashCommand tick = new SlashCommand() {
            public CommandSpec spec() {
                return CommandSpec.of("tick", "Ticks");
            }

            public Reply handle(Request request) {
                runs.incrementAndGet();
                version.incrementAndGet();
                return Reply.text("ticked " + request.options());
            }
        };
        CommandRouter router = new CommandRouter(List.of(tick), channel -> OptionalLong.of(version.get()));
        Request tap = tap(ALICE, ComponentIds.button("tick", Map.of(ComponentIds.FOR, "2", ComponentIds.VERSION, "5")));

        assertEquals("ticked {}", router.route(tap).content());
        Reply again = router.route(tap);

        assertTrue(again.ephemeral());
        assertTrue(again.content().startsWith(ControlRules.OUT_OF_DATE), again.content());
        assertEquals(1, runs.get(), "applied once");
    }

    @Test
    void noCommandMayUseAReservedOptionName() {
        SlashCommand clash = new SlashCommand() {
            public CommandSpec spec() {
                return CommandSpec.of("clash", "Clashes", OptionSpec.text("v", "A version?", false, "v"));
            }

            public Reply handle(Request request) {
                return Reply.text("never");
            }
        };
        assertThrows(IllegalArgumentException.class, () -> new CommandRouter(List.of(clash)));
    }
}
