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

    /**
     * The host tapping a player's control is offered to act for them: a private button that runs
     * the same command (the menu's choice and the name's token kept) with {@code as:} naming them,
     * for the same version. Nobody else is, nor a stale control, nor a command without {@code as:}.
     */
    @Test
    void theHostTappingAPlayersControlIsOfferedToActForThem() {
        String id = ComponentIds.menu("turn attack", Map.of("target", "Anvil-1", ComponentIds.FOR, "2",
                ComponentIds.VERSION, "7"), "die");
        java.util.Optional<String> host = java.util.Optional.of("3");

        Reply offer = ControlRules.standInOffer(tap(BRUNO, id, "R5"), OptionalLong.of(7), command -> true, host)
                .orElseThrow();
        assertTrue(offer.ephemeral());
        assertTrue(offer.content().startsWith("That button is for <@2>. As the host you may act for them"), offer.content());
        Component.Button act = (Component.Button) offer.rows().getFirst().components().getFirst();
        ComponentIds.Action again = ComponentIds.decode(act.id());
        assertEquals("turn attack", again.command());
        assertEquals(Map.of("as", "2", "die", "R5", "target", ComponentIds.token("Anvil-1"), ComponentIds.VERSION, "7"),
                again.options(), "the same command for them, at the same version, its name still a token");
        assertEquals("2", ControlRules.check(tap(BRUNO, act.id()), OptionalLong.of(7)).options().get("as"),
                "the confirm passes the control's checks, for them");

        assertTrue(ControlRules.standInOffer(tap(ALICE, id, "R5"), OptionalLong.of(7), command -> true,
                java.util.Optional.of("9")).isEmpty(), "not to the player it is for");
        Caller other = new Caller("4", "cleo", false);
        assertTrue(ControlRules.standInOffer(tap(other, id, "R5"), OptionalLong.of(7), command -> true, host).isEmpty(),
                "not to another player");
        assertTrue(ControlRules.standInOffer(tap(new Caller("5", "mod", true), id, "R5"), OptionalLong.of(7),
                command -> true, host).isPresent(), "to a channel manager, who hosts with the host's authority");
        assertTrue(ControlRules.standInOffer(tap(BRUNO, id, "R5"), OptionalLong.of(8), command -> true, host).isEmpty(),
                "not for a control out of date");
        assertTrue(ControlRules.standInOffer(tap(BRUNO, id, "R5"), OptionalLong.of(7), command -> false, host).isEmpty(),
                "not for a command the host can't give for a player");
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
