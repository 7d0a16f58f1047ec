package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import mfz.bot.game.GameJson;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.StoredEvent;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many people at once through the real JDA client and the fake Discord: twenty players
 * pressing one button in one channel at the same instant are served one after the other,
 * none lost and none applied twice; one player pressing it twice at the same instant joins
 * once; two hundred channels at once don't wait for each other.
 */
class ConcurrencyOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    @SuppressWarnings("try") // the running bot only has to be there, and closed
    void twentyPlayersPressingJoinAtOnceAreServedOneByOneNoneLostNoneTwice() throws Exception {
        Path file = dir.resolve("mfz.db");
        FakeWorld world = FakeWorld.crowd(21, 1);
        FakeWorld.Channel channel = world.channel(0);
        List<SentInteraction> presses = new ArrayList<>();
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, file, Map.of())) {
            RecordedRequest opened = fake.awaitCallback(fake.slash(world.member(0), channel, "game new", "size",
                    "skirmish"));
            String join = buttonId(opened.message(), "Join");

            presses.addAll(atOnce(world.members().subList(1, 21), user -> fake.clickButton(user, channel, join)));

            List<RecordedRequest> answers = presses.stream().map(fake::awaitCallback)
                    .sorted(Comparator.comparingLong(RecordedRequest::order)).toList();
            for (SentInteraction press : presses) {
                assertEquals(1, fake.requestsFor(press).size(), "answered once: " + fake.requestsFor(press));
            }
            // Served in turn: the first four presses the bot took joined, every later one found the game full.
            List<Boolean> publicAnswers = answers.stream().map(a -> !a.ephemeral()).toList();
            assertEquals(List.of(true, true, true, true), publicAnswers.subList(0, 4), answers.toString());
            for (RecordedRequest full : answers.subList(4, 20)) {
                assertTrue(full.ephemeral(), full.toString());
                assertEquals("The game is full: 5 players at most.", full.message().get("content").asText());
            }
        }
        try (Database database = Database.open(file)) {
            GameStore store = new GameStore(database);
            long id = store.loadOpen(channel.id()).orElseThrow().game().id();
            List<StoredEvent> events = store.events(id);
            GameJson json = new GameJson();
            Game game = Game.replay(events.stream().map(e -> json.event(e.payload())).toList());
            assertEquals(5, game.players().size(), "the host and four others: " + game.players());
            assertEquals(5, game.players().stream().map(p -> p.id()).distinct().count(), "nobody joined twice");
            List<Long> commands = events.stream().map(StoredEvent::commandSeq).distinct().toList();
            assertEquals(List.of(1L, 2L, 3L, 4L, 5L), commands, "one stored command per accepted press");
            for (int i = 0; i < events.size(); i++) {
                assertEquals(i + 1, events.get(i).seq(), "events stored in one unbroken sequence");
            }
        }
    }

    @Test
    @SuppressWarnings("try") // the running bot only has to be there, and closed
    void onePlayerPressingJoinTwiceAtTheSameInstantJoinsOnce() throws Exception {
        Path file = dir.resolve("twice.db");
        FakeWorld world = FakeWorld.crowd(3, 1);
        FakeWorld.Channel channel = world.channel(0);
        FakeWorld.User meguey = world.member(1);
        List<SentInteraction> presses;
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, file, Map.of())) {
            RecordedRequest opened = fake.awaitCallback(fake.slash(world.member(0), channel, "game new", "size",
                    "skirmish"));
            String join = buttonId(opened.message(), "Join");
            presses = atOnce(List.of(meguey, meguey), user -> fake.clickButton(user, channel, join));
            List<RecordedRequest> answers = presses.stream().map(fake::awaitCallback)
                    .sorted(Comparator.comparingLong(RecordedRequest::order)).toList();
            for (SentInteraction press : presses) {
                assertEquals(1, fake.requestsFor(press).size(), "answered once: " + fake.requestsFor(press));
            }
            assertFalse(answers.get(0).ephemeral(), "the first press served joins: " + answers);
            assertTrue(answers.get(1).ephemeral(), answers.toString());
            assertEquals("You are already in this game.", answers.get(1).message().get("content").asText());
        }
        try (Database database = Database.open(file)) {
            GameStore store = new GameStore(database);
            List<StoredEvent> events = store.events(store.loadOpen(channel.id()).orElseThrow().game().id());
            GameJson json = new GameJson();
            Game game = Game.replay(events.stream().map(e -> json.event(e.payload())).toList());
            assertEquals(List.of(world.member(0).id(), meguey.id()), game.players().stream().map(p -> p.id()).toList(),
                    "the host, and meguey once");
            assertEquals(1L, presses.stream().map(SentInteraction::id)
                    .filter(id -> events.stream().anyMatch(e -> id.equals(e.interactionId()))).count(),
                    "one of the two presses is stored");
        }
    }

    @Test
    @SuppressWarnings("try") // the running bot only has to be there, and closed
    void twoHundredChannelsOpenGamesAtOnceAndAllAreAnsweredAndStored() throws Exception {
        Path file = dir.resolve("many.db");
        FakeWorld world = FakeWorld.crowd(2, 200);
        List<SentInteraction> opened;
        long started = System.nanoTime();
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, file, Map.of())) {
            opened = atOnce(world.channels(), channel -> fake.slash(world.member(0), channel, "game new", "size",
                    "skirmish"));
            for (SentInteraction game : opened) {
                RecordedRequest answer = fake.awaitCallback(game);
                assertFalse(answer.ephemeral(), answer.toString());
            }
            Duration took = Duration.ofNanos(System.nanoTime() - started);
            assertTrue(took.compareTo(Duration.ofSeconds(30)) < 0, "200 channels answered in " + took);
        }
        try (Database database = Database.open(file)) {
            GameStore store = new GameStore(database);
            for (FakeWorld.Channel channel : world.channels()) {
                assertTrue(store.loadOpen(channel.id()).isPresent(), "a game in " + channel.name());
            }
        }
    }

    @Test
    @SuppressWarnings("try") // the running bot only has to be there, and closed
    void aChannelStuckOnACommandHoldsUpNoneOfTwoHundredOthers() throws Exception {
        FakeWorld world = FakeWorld.crowd(2, 200);
        TestCommands commands = new TestCommands();
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("gate.db"), commands.router(), Duration.ofSeconds(2))) {
            FakeWorld.User user = world.member(1);
            SentInteraction stuck = fake.slash(user, world.channel(0), "gate", "name", "held");
            SentInteraction behind = fake.slash(user, world.channel(0), "echo", "text", "behind the gate");
            List<SentInteraction> others = atOnce(world.channels().subList(1, 200),
                    channel -> fake.slash(user, channel, "echo", "text", channel.name()));
            for (SentInteraction other : others) {
                assertEquals(4, fake.awaitCallback(other).callbackType());
            }
            assertTrue(fake.requestsFor(behind).isEmpty() || fake.requestsFor(behind).getFirst().callbackType() == 5,
                    "the stuck channel's next command waits (deferred at most): " + fake.requestsFor(behind));

            commands.open("held");
            assertTrue(answerText(fake, stuck).contains("through gate held"));
            assertTrue(answerText(fake, behind).contains("behind the gate"));
        }
    }

    /** The text of an interaction's answer: its reply, or the edit of its deferred reply. */
    private static String answerText(FakeDiscord fake, SentInteraction interaction) {
        return fake.await(r -> r.path().contains("/" + interaction.token()) && r.status() < 300
                        && (r.method().equals("POST") && (r.callbackType() == 4 || r.callbackType() == 7)
                        || r.method().equals("PATCH")),
                "the answer to " + interaction.id()).body().toString();
    }

    /** Sends one interaction per item from its own thread, all released at the same instant. */
    private static <T> List<SentInteraction> atOnce(List<T> items, Function<T, SentInteraction> send)
            throws Exception {
        CountDownLatch ready = new CountDownLatch(items.size());
        CountDownLatch go = new CountDownLatch(1);
        List<Future<SentInteraction>> sent = new ArrayList<>();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            for (T item : items) {
                sent.add(threads.submit(() -> {
                    ready.countDown();
                    go.await();
                    return send.apply(item);
                }));
            }
            assertTrue(ready.await(10, TimeUnit.SECONDS));
            go.countDown();
            List<SentInteraction> all = new ArrayList<>();
            for (Future<SentInteraction> one : sent) {
                all.add(one.get(20, TimeUnit.SECONDS));
            }
            return all;
        }
    }

    private static String buttonId(JsonNode message, String label) {
        for (var row : message.path("components")) {
            for (var control : row.path("components")) {
                if (control.path("label").asText().startsWith(label)) {
                    return control.get("custom_id").asText();
                }
            }
        }
        throw new AssertionError("no button " + label + " in " + message);
    }
}
