package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.core.CommandRouter;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The listener's promises, through the real JDA client: every interaction is answered once
 * (failures become the private "something went wrong"), channels run in parallel and each
 * channel in arrival order, and buttons and menus run the command their id names.
 */
class InteractionPipelineTest {

    private static final TestCommands commands = new TestCommands();

    @RegisterExtension
    static final BotOnFakeDiscord discord = new BotOnFakeDiscord(
            (fake, database) -> RunningBot.start(fake, database, commands.router(), Duration.ofSeconds(10)));

    private static FakeWorld.User vincent() {
        return discord.fake().world().member(0);
    }

    private static FakeWorld.User alice() {
        return discord.fake().world().member(1);
    }

    private static FakeWorld.Channel one() {
        return discord.fake().world().channel(0);
    }

    private static FakeWorld.Channel two() {
        return discord.fake().world().channel(1);
    }

    @Test
    void aReplyPingsTheUsersItMentionsButNeverEveryoneOrARole() {
        SentInteraction echo = discord.fake().slash(vincent(), two(), "echo", "text",
                "<@" + alice().id() + "> decides; @everyone <@&123456789012345678>");

        RecordedRequest reply = discord.fake().awaitCallback(echo);

        JsonNode allowed = reply.message().get("allowed_mentions");
        assertNotNull(allowed, "allowed mentions are sent explicitly: " + reply.body());
        assertTrue(allowed.get("parse").isEmpty(), allowed.toString());
        assertEquals("[\"" + alice().id() + "\"]", allowed.get("users").toString(), "only the user it means");
        assertTrue(allowed.path("roles").isEmpty(), allowed.toString());
        assertTrue(reply.message().get("content").asText().contains("<@" + alice().id() + ">"));
    }

    @Test
    void aCommandThatThrowsIsAnsweredPrivatelyAndItsStackTraceLogged() {
        RecordedRequest reply;
        List<ILoggingEvent> events;
        try (CapturedLog log = new CapturedLog()) {
            reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), one(), "boom"));
            events = log.events();
        }

        assertTrue(reply.ephemeral());
        assertEquals(CommandRouter.UNEXPECTED, reply.message().get("content").asText());
        assertTrue(reply.message().get("content").asText().startsWith("Something went wrong on my side"));
        ILoggingEvent error = events.stream().filter(e -> e.getLevel() == Level.ERROR).findFirst().orElseThrow(
                () -> new AssertionError("no error logged: " + events));
        assertNotNull(error.getThrowableProxy(), "the stack trace is logged");
        assertEquals(TestCommands.BOOM, error.getThrowableProxy().getMessage());
        assertTrue(error.getThrowableProxy().getStackTraceElementProxyArray().length > 0);
    }

    @Test
    void theCallerIsNamedAsOnTheServerAndTheServersOwnerIsAHost() {
        RecordedRequest owner = discord.fake().awaitCallback(discord.fake().slash(vincent(), one(), "whoami"));
        RecordedRequest player = discord.fake().awaitCallback(discord.fake().slash(alice(), one(), "whoami"));

        String guild = discord.fake().world().guildId();
        assertEquals(vincent().id() + " vincent hosts in " + guild, owner.message().get("content").asText());
        assertEquals(alice().id() + " alice plays in " + guild, player.message().get("content").asText());
    }

    @Test
    void aSubcommandArrivesAsItsFullPathWithTypedOptionsAsText() {
        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), two(), "game new", "size", "battle",
                "doomsday", 6));

        assertEquals("/game new {doomsday=6, size=battle}", reply.message().get("content").asText());
    }

    @Test
    void anErrorPastTheRouterIsAnsweredPrivatelyAndTheChannelGoesOn() {
        RecordedRequest reply;
        RecordedRequest next;
        try (CapturedLog log = new CapturedLog()) {
            reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), two(), "broken"));
            next = discord.fake().awaitCallback(discord.fake().slash(alice(), two(), "echo", "text", "still here"));
            assertTrue(log.events().stream().anyMatch(e -> e.getLevel() == Level.ERROR
                    && e.getThrowableProxy() != null && TestCommands.BOOM.equals(e.getThrowableProxy().getMessage())));
        }

        assertTrue(reply.ephemeral());
        assertEquals(CommandRouter.UNEXPECTED, reply.message().get("content").asText());
        assertEquals("echo: still here by alice", next.message().get("content").asText());
    }

    @Test
    void aReplyDiscordCouldNotShowBecomesThePrivateFailureNotice() {
        RecordedRequest reply;
        List<ILoggingEvent> events;
        try (CapturedLog log = new CapturedLog()) {
            reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), one(), "unshowable"));
            events = log.events();
        }

        assertTrue(reply.ephemeral());
        assertEquals(CommandRouter.UNEXPECTED, reply.message().get("content").asText());
        assertTrue(events.stream().anyMatch(e -> e.getLevel() == Level.ERROR && e.getThrowableProxy() != null),
                "the reason is logged");
        assertEquals(1, discord.fake().requests().stream().filter(r -> r.path().startsWith("interactions/")
                && r.path().contains(reply.path().split("/")[1])).count(), "one answer only");
    }

    @Test
    void channelsAreNotQueuedBehindEachOther() {
        // Channel one is busy until the test opens the gate, which it does only once channel
        // two has been answered: if channels were served one after the other, this would hang.
        SentInteraction busy = discord.fake().slash(vincent(), one(), "gate", "name", "channels");
        SentInteraction other = discord.fake().slash(alice(), two(), "echo", "text", "meanwhile");

        RecordedRequest otherReply = discord.fake().awaitCallback(other);
        assertEquals("echo: meanwhile by alice", otherReply.message().get("content").asText());
        assertTrue(discord.fake().requestsFor(busy).isEmpty(), "channel one is still busy");

        commands.open("channels");
        assertEquals("through gate channels", discord.fake().awaitCallback(busy).message().get("content").asText());
    }

    @Test
    void oneChannelIsAnsweredInArrivalOrder() {
        FakeWorld.Channel channel = new FakeWorld.Channel(one().id(), one().name());
        List<SentInteraction> sent = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            texts.add("order-" + i);
            sent.add(discord.fake().slash(i % 2 == 0 ? alice() : vincent(), channel, "echo", "text", "order-" + i));
        }

        List<RecordedRequest> replies = sent.stream().map(discord.fake()::awaitCallback).toList();

        for (int i = 1; i < replies.size(); i++) {
            assertTrue(replies.get(i - 1).order() < replies.get(i).order(),
                    "reply " + i + " reached Discord before reply " + (i + 1) + ": " + replies);
        }
        List<String> handled = commands.echoed.stream().filter(t -> t.startsWith("order-")).toList();
        assertEquals(texts, handled, "handled in arrival order");
        assertEquals(1, commands.mostEchoesAtOnce.get(), "never two commands of a channel at once");
    }

    @Test
    void aButtonRunsTheCommandItsIdNames() {
        RecordedRequest offer = discord.fake().awaitCallback(discord.fake().slash(vincent(), one(), "offer"));
        JsonNode rows = offer.message().get("components");
        String buttonId = rows.get(0).get("components").get(0).get("custom_id").asText();
        assertEquals("echo|text=clicked", buttonId);

        RecordedRequest click = discord.fake().awaitCallback(discord.fake().clickButton(alice(), one(), buttonId));

        assertEquals(4, click.callbackType(), "a new message, as the slash command would answer");
        assertFalse(click.ephemeral());
        assertEquals("echo: clicked by alice", click.message().get("content").asText());
    }

    @Test
    void aMenuFillsTheOptionItsIdNamesWithTheChoice() {
        RecordedRequest offer = discord.fake().awaitCallback(discord.fake().slash(vincent(), one(), "offer"));
        JsonNode menu = offer.message().get("components").get(1).get("components").get(0);
        assertEquals("echo|text", menu.get("custom_id").asText());
        assertEquals("R5", menu.get("options").get(0).get("value").asText());

        RecordedRequest chosen = discord.fake().awaitCallback(discord.fake().select(vincent(), one(), menu.get("custom_id").asText(), "R5"));

        assertEquals("echo: R5 by vincent", chosen.message().get("content").asText());
    }

    @Test
    void aControlTheBotDidNotMakeIsRefusedPrivately() {
        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().clickButton(alice(), two(), "Accept"));

        assertTrue(reply.ephemeral());
        assertEquals(InteractionListener.STALE_CONTROL, reply.message().get("content").asText());
    }

    @Test
    void aButtonForACommandThatChangedIsRefusedByTheRouterLikeATypedCommand() {
        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().clickButton(alice(), two(), "echo|colour=red"));

        assertTrue(reply.ephemeral());
        assertTrue(reply.message().get("content").asText().contains("has no option `colour`"),
                reply.message().toString());
    }
}
