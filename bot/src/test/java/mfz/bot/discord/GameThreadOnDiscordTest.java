package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.bot.reminders.Notice;
import net.dv8tion.jda.api.Permission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game in a thread of its own (issue 18), through the real JDA client: {@code /game new
 * thread:true} opens a thread named after the game, the game lives there (its messages, its
 * table, pinned), the channel gets one line linking to it, points there meanwhile, and gets the
 * result; where the bot may not open threads it says so and opens nothing.
 */
class GameThreadOnDiscordTest {

    static final long MAY_THREAD = Permission.CREATE_PUBLIC_THREADS.getRawValue()
            | Permission.MESSAGE_SEND_IN_THREADS.getRawValue() | Permission.PIN_MESSAGES.getRawValue()
            | Permission.MANAGE_THREADS.getRawValue();

    @TempDir
    Path dir;

    @Test
    void aGameInItsThreadLinkedFromTheChannelWhichPointsThereAndGetsTheResult() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.User vincent = world.member(0);
            FakeWorld.Channel channel = world.channel(0);
            RecordedRequest link = fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "skirmish",
                    "doomsday", 1L, "thread", true));
            List<FakeWorld.Channel> threads = fake.threads();
            assertEquals(1, threads.size());
            FakeWorld.Channel thread = threads.getFirst();
            assertEquals("Skirmish · vincent's game", thread.name());
            // A week before Discord archives it: an archived thread leaves JDA's cache, and its reminders with it.
            assertEquals(10080, fake.requests().stream().filter(r -> r.method().equals("POST") && r.path().endsWith("/threads"))
                    .findFirst().orElseThrow().body().path("auto_archive_duration").asInt());
            assertEquals("🧵 A new game is open in <#" + thread.id() + ">: join and play it there.",
                    link.message().get("content").asText());
            assertTrue(!link.ephemeral(), "the channel's one line is public");

            RecordedRequest announced = fake.await(r -> r.is("POST", "channels/" + thread.id() + "/messages")
                    && r.body().path("embeds").isEmpty(), "the game's announcement in its thread");
            assertTrue(announced.body().get("content").asText().contains("vincent"), announced.toString());
            RecordedRequest table = fake.await(r -> r.is("POST", "channels/" + thread.id() + "/messages")
                    && !r.body().path("embeds").isEmpty(), "the table in the thread");
            fake.await(r -> r.is("PUT", "channels/" + thread.id() + "/messages/pins/" + table.messageId()),
                    "the table pinned in the thread");

            RecordedRequest pointer = fake.awaitCallback(fake.slash(world.member(1), channel, "game join"));
            assertTrue(pointer.ephemeral(), pointer.toString());
            assertEquals("This channel's game is played in its thread <#" + thread.id() + ">: play it there.",
                    pointer.message().get("content").asText());

            try (PlayedOnDiscord played = new PlayedOnDiscord(fake, thread, dir.resolve("mfz.db"), 5, 2)) {
                played.lobbyAfterOpening("skirmish");
                // Its reminders go to the thread, where the game is played (JDA finds a thread by id like a channel).
                played.answer(fake.slash(vincent, thread, "game options", "remind", 1));
                assertTrue(bot.app().sendRemindersDue(Instant.now().plus(Duration.ofMinutes(61))) > 0,
                        "the game waits on someone");
                fake.await(r -> r.is("POST", "channels/" + thread.id() + "/messages")
                        && r.body().path("content").asText().contains("has waited on you"), "a reminder in the thread");
                for (int i = 0; i < 400 && played.play(1); i++) {
                    // one round to the doomsday
                }
            }
            RecordedRequest result = fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                    && r.body().path("content").asText().startsWith("🏁 The game in <#" + thread.id() + "> is over."),
                    "the result in the channel");
            assertTrue(result.body().get("content").asText().length() > 40, result.toString());
            RecordedRequest free = fake.awaitCallback(fake.slash(vincent, channel, "game join"));
            assertTrue(free.message().get("content").asText().startsWith("There is no game in this channel"),
                    "the channel no longer points to a finished game: " + free);
            assertEquals(List.of(), fake.takeApiViolations(), "thread and pin requests as Discord describes them");
        }
    }

    @Test
    void byTheServersDefaultAGameOpensInAThreadAndItsAbandonIsSaidInTheChannel() throws Exception {
        // Alice manages the channel, not the server: the server's default is not hers to set.
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD)
                .withChannelManager(0, FakeWorld.standard().member(1).id());
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.User vincent = world.member(0);
            FakeWorld.Channel channel = world.channel(0);
            RecordedRequest refused = fake.awaitCallback(fake.slash(world.member(1), channel, "game threads", "on", true));
            assertTrue(refused.ephemeral() && refused.message().get("content").asText().startsWith("Only those who "
                    + "manage this server"), refused.toString());
            RecordedRequest set = fake.awaitCallback(fake.slash(vincent, channel, "game threads", "on", true));
            assertTrue(set.message().get("content").asText().startsWith("On this server, `/game new` now opens each "
                    + "game in a thread"), set.toString());
            // No thread: option: the server's default.
            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo"));
            FakeWorld.Channel thread = fake.threads().getFirst();
            RecordedRequest ended = fake.awaitCallback(fake.slash(vincent, thread, "game end", "confirm", true));
            assertTrue(!ended.ephemeral(), ended.toString());
            fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages") && r.body().path("content").asText()
                    .equals("🛑 The game in <#" + thread.id() + "> was abandoned by its host."), "the channel told");
            // In the thread, where no thread can open, the default opens the next game in place (a threads
            // audit: it was refused, telling the player to leave out a thread: they never gave).
            RecordedRequest again = fake.awaitCallback(fake.slash(vincent, thread, "game new", "size", "demo"));
            assertTrue(!again.ephemeral(), again.toString());
            assertEquals(1, fake.threads().size(), "no second thread");
            // and the channel points to the thread's new game again, told so (a threads audit)
            fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages") && r.body().path("content").asText()
                    .equals("🧵 A new game is open in <#" + thread.id() + ">: join and play it there."), "the channel told");
        }
    }

    /**
     * A forged control opening a game with a size the command doesn't offer: refused as typed,
     * with no thread opened for it first (a security audit: an empty size failed the tap, any
     * other text named a public thread).
     */
    @Test
    void aForgedSizeOpensNoThread() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            for (String size : List.of("", "Free nitro here")) {
                RecordedRequest refused = fake.awaitCallback(fake.clickButton(world.member(0), world.channel(0),
                        "game new|size=" + size + "|thread=true"));
                assertTrue(refused.ephemeral(), refused.toString());
                assertEquals(List.of(), fake.threads(), refused.toString());
            }
        }
    }

    @Test
    void whereTheBotMayNotOpenThreadsItSaysSoAndOpensNothing() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            RecordedRequest refused = fake.awaitCallback(fake.slash(fake.world().member(0), channel, "game new",
                    "size", "skirmish", "thread", true));
            assertTrue(refused.ephemeral(), refused.toString());
            assertTrue(refused.message().get("content").asText().startsWith("I may not open threads here"),
                    refused.toString());
            assertEquals(List.of(), fake.threads());
            RecordedRequest none = fake.awaitCallback(fake.slash(fake.world().member(1), channel, "game join"));
            assertTrue(none.message().get("content").asText().startsWith("There is no game in this channel"),
                    none.toString());
        }
    }

    @Test
    void aRefusedGameLeavesNoEmptyThreadBehind() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            RecordedRequest refused = fake.awaitCallback(fake.slash(fake.world().member(0), channel, "game new",
                    "size", "skirmish", "thread", true, "doomsday", 99));
            assertTrue(refused.ephemeral(), refused.toString());
            RecordedRequest opened = fake.await(r -> r.method().equals("POST") && r.path().endsWith("/threads"),
                    "a thread opened for the game");
            String thread = opened.answer().get("id").asText();
            fake.await(r -> r.is("DELETE", "channels/" + thread) && r.status() == 200, "the refused game's thread deleted");
            assertEquals(List.of(), fake.threads());
        }
    }

    /**
     * A deleted channel's or thread's open game is abandoned: it could never be played or ended
     * again, and stayed open for good, its channel pointing to a thread that was gone (a threads
     * audit). The thread's channel is told, and opens its next game.
     */
    @Test
    void aDeletedChannelsOrThreadsGameIsAbandoned() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.User vincent = world.member(0);
            FakeWorld.Channel channel = world.channel(0);
            fake.awaitCallback(fake.slash(vincent, world.channel(1), "game new", "size", "demo"));
            assertTrue(bot.app().games().game(world.channel(1).id()).isPresent(), "a game is open there");
            fake.deleteChannel(world.channel(1));
            awaitNoGame(bot, world.channel(1).id());

            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo", "thread", true));
            FakeWorld.Channel thread = fake.threads().getFirst();
            fake.deleteChannel(thread);
            fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages") && r.body().path("content").asText()
                    .equals("🛑 The game of a deleted thread was abandoned: its thread is gone."), "the channel told");
            awaitNoGame(bot, thread.id());
            RecordedRequest next = fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo"));
            assertTrue(!next.ephemeral(), "the channel opens its next game: " + next);

            // The channel deleted with a thread game of its own: Discord tells of the channel alone (an audit).
            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo", "thread", true));
            FakeWorld.Channel second = fake.threads().getLast();
            assertTrue(bot.app().games().game(second.id()).isPresent(), "a game in the second thread");
            fake.deleteChannel(channel);
            awaitNoGame(bot, channel.id());
            awaitNoGame(bot, second.id());
        }
    }

    private static void awaitNoGame(RunningBot bot, String channelId) throws InterruptedException {
        for (int i = 0; i < 100 && bot.app().games().game(channelId).isPresent(); i++) {
            Thread.sleep(50);
        }
        assertTrue(bot.app().games().game(channelId).isEmpty(), "the game of " + channelId + " is abandoned");
    }

    /**
     * Without Manage Threads Discord refuses a bot even its own thread's deletion (a threads audit):
     * the refused game's thread stays, and says why no game opened there.
     */
    @Test
    void withoutManageThreadsARefusedGamesThreadSaysWhyItIsEmpty() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD & ~Permission.MANAGE_THREADS.getRawValue());
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            RecordedRequest refused = fake.awaitCallback(fake.slash(fake.world().member(0), channel, "game new",
                    "size", "skirmish", "thread", true, "doomsday", 99));
            assertTrue(refused.ephemeral(), refused.toString());
            String thread = fake.await(r -> r.method().equals("POST") && r.path().endsWith("/threads"),
                    "a thread opened for the game").answer().get("id").asText();
            fake.await(r -> r.is("DELETE", "channels/" + thread) && r.status() == 403, "its deletion refused");
            RecordedRequest said = fake.await(r -> r.is("POST", "channels/" + thread + "/messages")
                    && r.body().path("content").asText().startsWith("No game was opened here: "),
                    "the thread says why it is empty");
            // in words of its own: the refusal was the caller's alone, and may hold what they typed (an audit)
            assertTrue(!said.body().path("content").asText().contains("doomsday"), said.toString());
        }
    }

    /** A game's thread Discord archived, and the table posted in it before. */
    private record Archived(FakeWorld.Channel thread, RecordedRequest table) {
    }

    /**
     * Opens a game in a thread of its own and archives the thread once the bot has done posting
     * there (its table, pinned): a message after the archive would unarchive it.
     */
    private static Archived archivedOnceItsTableIsPinned(FakeDiscord fake, FakeWorld world) {
        fake.awaitCallback(fake.slash(world.member(0), world.channel(0), "game new", "size", "skirmish", "thread", true));
        FakeWorld.Channel thread = fake.threads().getFirst();
        RecordedRequest table = fake.await(r -> r.is("POST", "channels/" + thread.id() + "/messages")
                && !r.body().path("embeds").isEmpty(), "the table in the thread");
        fake.await(r -> r.is("PUT", "channels/" + thread.id() + "/messages/pins/" + table.messageId()),
                "the table pinned in the thread");
        fake.archiveThread(thread);
        return new Archived(thread, table);
    }

    /**
     * Discord archives a thread quiet for its archive time, and JDA then forgets it: a notice for
     * the game there was claimed and never sent. It is found among the server's archived threads
     * and sent there, which unarchives the thread (a review of real Discord against the fake).
     */
    @Test
    void aNoticeReachesTheGamesThreadAfterDiscordArchivedIt() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.User vincent = world.member(0);
            FakeWorld.Channel thread = archivedOnceItsTableIsPinned(fake, world).thread();
            var shards = bot.frontEnd().shardManager();
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (shards.getThreadChannelById(thread.id()) != null && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertEquals(null, shards.getThreadChannelById(thread.id()), "JDA forgets an archived thread");

            DiscordNotices notices = new DiscordNotices(bot.frontEnd());
            assertTrue(notices.reaches(thread.id(), world::guildId), "this process's, its server connected");
            notices.send(new Notice.Stalled(thread.id(), vincent.id(), "this game is stalled"));
            RecordedRequest sent = fake.await(r -> r.is("POST", "channels/" + thread.id() + "/messages")
                    && r.body().path("content").asText().contains("stalled"), "the notice in the archived thread");
            assertEquals(200, sent.status(), sent.toString());
            // Sending unarchived it, and Discord said so: JDA knows the thread again.
            long known = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while ((shards.getThreadChannelById(thread.id()) == null || shards.getThreadChannelById(thread.id()).isArchived())
                    && System.nanoTime() < known) {
                Thread.sleep(10);
            }
            assertTrue(shards.getThreadChannelById(thread.id()) != null
                    && !shards.getThreadChannelById(thread.id()).isArchived(), "unarchived, and known so");
        }
    }

    /**
     * A channel deleted while the bot was stopped is looked for among the server's archived
     * threads once, not for each of its game's notices: each look asks Discord once a channel of
     * the server, on the reminders' one thread (an audit).
     */
    @Test
    void aChannelLookedForInVainIsntLookedForAgainForADay() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            String gone = "810000000000000077";
            DiscordNotices notices = new DiscordNotices(bot.frontEnd());
            Predicate<RecordedRequest> looks = r -> r.method().equals("GET")
                    && r.path().contains("/threads/archived/public");
            // A look Discord refuses proves nothing: the next notice looks again.
            fake.fail(RestFault.invalid("GET", "channels/\\d+/threads/archived/public"), 1);
            assertTrue(notices.reaches(gone, world::guildId), "its server is connected");
            notices.send(new Notice.Stalled(gone, world.member(0).id(), "this game is stalled"));
            assertEquals(world.channels().size(), fake.requests().stream().filter(looks).count());
            // On the caller's thread: every readable channel of the server is looked through, one after another.
            assertTrue(notices.reaches(gone, world::guildId));
            notices.send(new Notice.Stalled(gone, world.member(0).id(), "this game is stalled"));
            long first = fake.requests().stream().filter(looks).count();
            assertEquals(2 * world.channels().size(), first, "each channel of the server looked through again");

            assertTrue(notices.reaches(gone, world::guildId));
            notices.send(new Notice.Stalled(gone, world.member(0).id(), "still stalled"));
            notices.send(new Notice.Stalled(world.channel(1).id(), world.member(0).id(), "a known one"));
            fake.await(r -> r.is("POST", "channels/" + world.channel(1).id() + "/messages"), "the next notice sent");
            assertEquals(first, fake.requests().stream().filter(looks).count(), "no second look");
        }
    }

    /** A table edit Discord refuses in an archived thread (50083) is posted again instead, which unarchives it. */
    @Test
    void theTableOfAnArchivedThreadIsPostedAgain() throws Exception {
        FakeWorld world = FakeWorld.standard().withBotPermissions(MAY_THREAD);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            Archived archived = archivedOnceItsTableIsPinned(fake, world);
            FakeWorld.Channel thread = archived.thread();
            RecordedRequest first = archived.table();
            fake.awaitCallback(fake.slash(world.member(1), thread, "game join"));
            fake.await(r -> r.order() > first.order() && r.method().equals("PATCH")
                    && r.path().equals("channels/" + thread.id() + "/messages/" + first.messageId()) && r.status() == 400,
                    "the edit refused in the archived thread");
            RecordedRequest again = fake.await(r -> r.order() > first.order()
                    && r.is("POST", "channels/" + thread.id() + "/messages") && !r.body().path("embeds").isEmpty(),
                    "the table posted again");
            assertTrue(again.body().toString().contains("alice"), "as it stands now: " + again);
        }
    }
}
