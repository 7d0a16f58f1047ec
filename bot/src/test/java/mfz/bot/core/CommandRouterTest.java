package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class CommandRouterTest {

    private static final Caller VINCENT = new Caller("1", "Vincent", false);

    /** A command with every kind of option, and one that fails unexpectedly. */
    private final CommandRouter router = new CommandRouter(List.of(
            new Fixed(CommandSpec.group("game", "Games",
                    CommandSpec.of("new", "Open a game",
                            new OptionSpec("size", "Size", OptionSpec.Type.STRING, true, "size",
                                    List.of("skirmish", "battle", "demo"), false, 20),
                            new OptionSpec("ssr", "SSRs", OptionSpec.Type.INTEGER, false, "0-8", List.of(), false, 3),
                            new OptionSpec("hazards", "Hazards", OptionSpec.Type.BOOLEAN, false, "bool", List.of(),
                                    false, 5)),
                    CommandSpec.of("join", "Join"))),
            new SlashCommand() {
                public CommandSpec spec() {
                    return CommandSpec.of("boom", "Fails");
                }

                public Reply handle(Request request) {
                    throw new IllegalStateException("bug");
                }
            },
            new SlashCommand() {
                public CommandSpec spec() {
                    return CommandSpec.of("refuse", "Refuses");
                }

                public Reply handle(Request request) {
                    throw new PlayerError("Not your turn: Vincent holds the initiative.");
                }
            }));

    /** The console shows a control as the command it sends, its options in the command's order, not the id's. */
    @Test
    void aControlReadsAsItsCommandWithTheOptionsInTheCommandsOrder() {
        assertEquals(Optional.of("/game new size:battle ssr:2 hazards:true"),
                router.typedForm("game new|hazards=true|size=battle|ssr=2", "c", null));
    }

    @Test
    void aValidRequestReachesItsCommand() {
        Reply reply = route("game new", Map.of("size", "battle", "ssr", "3", "hazards", "true"));
        assertEquals("ok: game new", reply.content());
        assertFalse(reply.ephemeral());
    }

    @Test
    void refusalsArePrivateAndSpecific() {
        assertRefused("There is no `/nope` command. `/help` lists them all.", route("nope", Map.of()));
        assertRefused("`/game start` is not a command. Try one of: `/game new`, `/game join`.",
                route("game start", Map.of()));
        assertRefused("`/game` holds: `/game new`, `/game join`.", route("game", Map.of()));
        assertRefused("`/boom` takes no subcommand: use /boom.", route("boom now", Map.of()));
        assertRefused("`/game new` needs `size:` — /game new size:<size> [ssr:<0-8>] [hazards:<bool>]",
                route("game new", Map.of()));
        assertRefused("`/game new` has no option `colour`; its options: size, ssr, hazards.",
                route("game new", Map.of("size", "battle", "colour", "red")));
        assertRefused("`/game join` has no option `as`.", route("game join", Map.of("as", "x")));
        assertRefused("`size:` of `/game new` must be one of: skirmish, battle, demo.",
                route("game new", Map.of("size", "huge")));
        assertRefused("`ssr:` of `/game new` must be a whole number.",
                route("game new", Map.of("size", "demo", "ssr", "x")));
        assertRefused("`ssr:` of `/game new` is too large.",
                route("game new", Map.of("size", "demo", "ssr", "99999999999")));
        assertRefused("`hazards:` of `/game new` must be true or false.",
                route("game new", Map.of("size", "demo", "hazards", "yes")));
        assertRefused("Not your turn: Vincent holds the initiative.", route("refuse", Map.of()));
    }

    @Test
    void aRefusedRepeatOfAStoredInteractionIsToldAsARepeatWhateverRefusedIt() {
        // Discord delivers interaction "i" again after its command was stored and the game moved on (or ended).
        SlashCommand refusing = new SlashCommand() {
            @Override
            public CommandSpec spec() {
                return CommandSpec.of("refuse", "Refuses");
            }

            @Override
            public Reply handle(Request request) {
                throw new PlayerError("There is no game in this channel.");
            }
        };
        CommandRouter remembering = new CommandRouter(List.of(refusing), GameVersions.NONE, GameNames.NONE,
                "i"::equals);
        assertRefused(CommandRouter.ALREADY_DONE,
                remembering.route(new Request("i", "g", "c", VINCENT, "refuse", Map.of())));
        assertRefused("There is no game in this channel.",
                remembering.route(new Request("j", "g", "c", VINCENT, "refuse", Map.of())));
    }

    @Test
    void anUnexpectedFailureIsAPrivateApologyWithoutDetails() {
        Reply reply = route("boom", Map.of());
        assertRefused(CommandRouter.UNEXPECTED, reply);
        assertFalse(reply.content().contains("bug"));
    }

    @Test
    void twoCommandsCannotShareAName() {
        SlashCommand one = new Fixed(CommandSpec.of("x", "one"));
        IllegalArgumentException e = Assertions.assertThrows(IllegalArgumentException.class,
                () -> new CommandRouter(List.of(one, one)));
        assertEquals("two commands are called /x", e.getMessage());
    }

    private Reply route(String command, Map<String, String> options) {
        return router.route(new Request("i", "g", "c", VINCENT, command, options));
    }

    private static void assertRefused(String message, Reply reply) {
        assertTrue(reply.ephemeral(), "refusals are private");
        assertEquals(message, reply.content());
    }

    private record Fixed(CommandSpec spec) implements SlashCommand {
        public Reply handle(Request request) {
            return Reply.text("ok: " + request.command());
        }
    }
}
