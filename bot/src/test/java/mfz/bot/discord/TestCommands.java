package mfz.bot.discord;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Embed;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/**
 * Commands that exist only for the Discord layer's tests: one that echoes, one that waits at
 * a gate the test opens (a slow command, without guessing at sleeps), one that throws, one
 * whose reply Discord could not show, and one that offers a button and a menu.
 */
final class TestCommands {

    static final String BOOM = "boom, for the test";

    /** Gates by name: a {@code /gate name:x} command waits until the test opens gate x. */
    final Map<String, CountDownLatch> gates = new ConcurrentHashMap<>();
    /** The {@code text} of every {@code /echo}, in the order the handler ran. */
    final List<String> echoed = new CopyOnWriteArrayList<>();
    /** The most echo handlers ever running at once in one channel. */
    final AtomicInteger mostEchoesAtOnce = new AtomicInteger();
    private final Map<String, AtomicInteger> echoesRunning = new ConcurrentHashMap<>();

    CommandRouter router() {
        return new CommandRouter(List.of(echo(), gate(), company(), boom(), broken(), unshowable(), offer(), whoami(), game(),
                shout(), upload()));
    }

    void open(String gate) {
        latch(gate).countDown();
    }

    private CountDownLatch latch(String gate) {
        return gates.computeIfAbsent(gate, name -> new CountDownLatch(1));
    }

    private SlashCommand echo() {
        return command(CommandSpec.of("echo", "Says the text back",
                OptionSpec.text("text", "What to say", true, "text")), request -> {
            AtomicInteger running = echoesRunning.computeIfAbsent(request.channelId(), c -> new AtomicInteger());
            mostEchoesAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
            try {
                echoed.add(request.option("text").orElseThrow());
                Thread.yield();
                return Reply.text("echo: " + request.option("text").orElseThrow() + " by " + request.caller().name());
            } finally {
                running.decrementAndGet();
            }
        });
    }

    /** Who the bot thinks the caller is: their shown name and whether they host (manage the channel). */
    private SlashCommand whoami() {
        return command(CommandSpec.of("whoami", "Who am I to the bot"), request -> Reply.text(
                request.caller().id() + " " + request.caller().name() + " "
                        + (request.caller().managesChannel() ? "hosts" : "plays") + " in " + request.guildId()));
    }

    /** A command with subcommands, answering with the path and options it received. */
    private SlashCommand game() {
        return command(CommandSpec.group("game", "A game in this channel",
                CommandSpec.of("new", "Open a game",
                        OptionSpec.text("size", "How big", true, "size"),
                        new OptionSpec("doomsday", "Clock", OptionSpec.Type.INTEGER, false, "n", List.of(), false, 3))),
                request -> Reply.text("/" + request.command() + " " + new TreeMap<>(request.options())));
    }

    private SlashCommand gate() {
        return command(CommandSpec.of("gate", "Waits until the test opens the gate",
                OptionSpec.text("name", "Which gate", true, "name"),
                new OptionSpec("private", "Answer privately", OptionSpec.Type.BOOLEAN, false, "bool", List.of(),
                        false, 5)), request -> {
            String text = throughGate(request);
            return request.option("private").orElse("false").equals("true") ? Reply.privately(text) : Reply.text(text);
        });
    }

    /** A company edit as slow as a gate: its reply is private, as every company command's but the ready. */
    private SlashCommand company() {
        return command(CommandSpec.group("company", "A secret company",
                CommandSpec.of("frame", "Waits at a gate, then answers privately",
                        OptionSpec.text("name", "Which gate", true, "name"))),
                request -> Reply.privately(throughGate(request)));
    }

    private String throughGate(Request request) {
        String name = request.option("name").orElseThrow();
        try {
            if (!latch(name).await(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("gate " + name + " was never opened");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted at gate " + name);
        }
        // The gate named "ping" answers the way a game hands a decision on: mentioning the caller.
        return "through gate " + name + (name.equals("ping") ? "\n👉 <@" + request.caller().id() + "> your move." : "");
    }

    private SlashCommand boom() {
        return command(CommandSpec.of("boom", "Fails unexpectedly"), request -> {
            throw new IllegalStateException(BOOM);
        });
    }

    /** An Error, not an exception: the router lets it through, the listener must not. */
    private SlashCommand broken() {
        return command(CommandSpec.of("broken", "Fails with an error"), request -> {
            throw new AssertionError(BOOM);
        });
    }

    /** Discord limits an embed title to 256 characters: JDA refuses to build this reply. */
    private SlashCommand unshowable() {
        return command(CommandSpec.of("unshowable", "Answers with an embed Discord can't show"),
                request -> Reply.of(Embed.of("x".repeat(300), "too long a title")));
    }

    private SlashCommand offer() {
        return command(CommandSpec.of("offer", "Offers a button and a menu"), request -> Reply.text("Choose:")
                .withRows(List.of(
                        new Component.Row(List.of(Component.Button.of(
                                ComponentIds.button("echo", Map.of("text", "clicked")), "Click"))),
                        new Component.Row(List.of(new Component.SelectMenu(
                                ComponentIds.menu("echo", Map.of(), "text"), "Pick a die",
                                List.of(new Component.Option("Red 5", "R5", "an attack"),
                                        new Component.Option("White 6", "W6", "anything")), 1, 1))))));
    }

    /** Reads an attached text file (at most {@value #SHOUT_LIMIT} bytes) and sends it back in capitals, as a file. */
    private SlashCommand shout() {
        return command(CommandSpec.of("shout", "Shouts a file back",
                new OptionSpec("file", "A text file", OptionSpec.Type.ATTACHMENT, true, "file", List.of(), false,
                        SHOUT_LIMIT)), request -> {
            String text = request.option("file").orElseThrow();
            return Reply.text("read " + text.length() + " characters: " + text)
                    .withFiles(List.of(new Reply.Attachment("shout.txt",
                            text.toUpperCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8))));
        });
    }

    static final int SHOUT_LIMIT = 64;

    /** Answers with a file of {@code kb} KB (publicly, or privately with {@code private:true}). */
    private SlashCommand upload() {
        return command(CommandSpec.of("upload", "Answers with a file of this size",
                OptionSpec.integer("kb", "Its size in KB").required().build(),
                OptionSpec.bool("private", "Only for the caller").build()), request -> {
            int kb = Integer.parseInt(request.option("kb").orElseThrow());
            Reply reply = Reply.text("a file of " + kb + " KB").withFiles(List.of(new Reply.Attachment("big.bin",
                    new byte[kb * 1024])));
            return request.option("private").map(Boolean::parseBoolean).orElse(false) ? reply.toCallerOnly() : reply;
        });
    }

    private static SlashCommand command(CommandSpec spec, Function<Request, Reply> handler) {
        return new SlashCommand() {
            @Override
            public CommandSpec spec() {
                return spec;
            }

            @Override
            public Reply handle(Request request) {
                return handler.apply(request);
            }
        };
    }
}
