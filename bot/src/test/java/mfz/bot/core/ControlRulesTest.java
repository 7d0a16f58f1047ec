package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
     * The host tapping a player's control is offered, privately, to act for them; the offer's
     * button runs the same command (the menu's choice and the name's token kept, however long)
     * with {@code as:} naming them, at the same version. Once confirmed, the host's further taps
     * on that player's controls act for them at once until someone else's command comes between.
     * Nobody else is offered it,
     * nor for a stale control, nor for a command without {@code as:}; a confirm is the host's.
     */
    @Test
    void theHostTappingAPlayersControlIsOfferedToActForThem() {
        List<Request> ran = new ArrayList<>();
        AtomicLong version = new AtomicLong(7);
        SlashCommand attack = new SlashCommand() {
            public CommandSpec spec() {
                return CommandSpec.of("attack", "Attacks", OptionSpec.string("die", "A die").build(),
                        OptionSpec.string("target", "A frame").build(), OptionSpec.user("as", "For whom").build());
            }

            public Reply handle(Request request) {
                ran.add(request);
                version.incrementAndGet(); // stored: the game moves on
                return Reply.text("attacked " + new TreeMap<>(request.options()));
            }
        };
        SlashCommand plain = new SlashCommand() {
            public CommandSpec spec() {
                return CommandSpec.of("tick", "Ticks");
            }

            public Reply handle(Request request) {
                ran.add(request);
                return Reply.text("ticked");
            }
        };
        CommandRouter router = new CommandRouter(List.of(attack, plain), channel -> OptionalLong.of(version.get()),
                channel -> List.of("Anvil-1"), id -> false, channel -> Optional.of("3"));
        String alices = "2000000000000000001";
        String id = ComponentIds.menu("attack", Map.of("target", "Anvil-1", ComponentIds.FOR, alices,
                ComponentIds.VERSION, "7"), "die");

        Reply offer = router.route(tap(BRUNO, id, "R5"));
        assertTrue(offer.ephemeral());
        assertTrue(offer.content().startsWith("That button is for <@" + alices + ">. As the host you may act for them"),
                offer.content());
        assertEquals(List.of(), ran, "nothing done yet");
        String confirm = offer.rows().getFirst().components().getFirst().id();
        assertTrue(confirm.length() <= ComponentIds.MAX_LENGTH, confirm);

        Reply someoneElses = router.route(tap(new Caller("4", "cleo", false), confirm));
        assertEquals(StandIns.ANOTHERS, someoneElses.content(), "a confirm is its host's alone, and says so");
        assertEquals("attacked {as=" + alices + ", die=R5, target=Anvil-1}", router.route(tap(BRUNO, confirm)).content());
        assertEquals(BRUNO, ran.getFirst().caller(), "the host acts, for them");
        assertEquals(StandIns.EXPIRED, router.route(tap(BRUNO, confirm)).content(), "once");

        // Confirmed: the host's next taps of alice's controls act for her at once, at the version
        // each made (a whole turn, one confirm), until someone else's command comes between.
        String next = ComponentIds.menu("attack", Map.of("target", "Anvil-1", ComponentIds.FOR, alices,
                ComponentIds.VERSION, "8"), "die");
        assertEquals("attacked {as=" + alices + ", die=R4, target=Anvil-1}", router.route(tap(BRUNO, next, "R4")).content());
        // The host's typed as: for her (or a form's) carries it on too.
        router.route(new Request("t", "g", "c", BRUNO, "attack", Map.of("die", "R2", "target", "Anvil-1", "as", alices)));
        String afterTyped = ComponentIds.menu("attack", Map.of("target", "Anvil-1", ComponentIds.FOR, alices,
                ComponentIds.VERSION, "10"), "die");
        assertEquals("attacked {as=" + alices + ", die=R3, target=Anvil-1}",
                router.route(tap(BRUNO, afterTyped, "R3")).content());
        version.incrementAndGet(); // another player's command
        router.route(new Request("u", "g", "c", BRUNO, "attack", Map.of("die", "R1", "target", "Anvil-1", "as", alices)));
        String later = ComponentIds.menu("attack", Map.of("target", "Anvil-1", ComponentIds.FOR, alices,
                ComponentIds.VERSION, "13"), "die");
        assertTrue(router.route(tap(BRUNO, later, "R5")).content().startsWith("That button is for"),
                "another's command came between (and a typed as: after it doesn't bring it back): asked again");

        Reply toAnother = router.route(tap(new Caller("4", "cleo", false), later, "R5"));
        assertTrue(toAnother.content().startsWith("That button is for <@" + alices + ">, not for you"), toAnother.content());
        assertTrue(router.route(tap(new Caller("5", "mod", true), later, "R5")).content()
                .startsWith("That button is for <@" + alices + ">. Standing in for the host, you may act for them"),
                "a channel manager hosts with the host's authority");
        Reply stale = router.route(tap(BRUNO, id, "R5"));
        assertTrue(stale.content().startsWith(ControlRules.OUT_OF_DATE), "out of date first: " + stale.content());
        Reply noAs = router.route(tap(BRUNO, ComponentIds.button("tick", Map.of(ComponentIds.FOR, alices,
                ComponentIds.VERSION, "13"))));
        assertTrue(noAs.content().startsWith("That button is for <@" + alices + ">, not for you"), noAs.content());
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
