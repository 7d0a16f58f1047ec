package mfz.bot.discord;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Predicate;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.game.GameNew;
import mfz.bot.commands.game.GameReport;
import mfz.bot.core.GameThreads;
import mfz.bot.core.PlainText;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Shortened;
import mfz.bot.core.TableUpdate;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A game played in a thread of its own ({@code /game new thread:true}). The thread is the
 * game's channel: the game is keyed by the thread's id, so every command typed or tapped in it
 * finds the game as in any channel. The channel it was opened from (its parent) gets one line
 * linking to it, a pointer there when a game command is typed in it meanwhile, and the result.
 */
final class GameThreadFlow {

    private static final Logger log = LoggerFactory.getLogger(GameThreadFlow.class);

    /** Discord's longest thread name. */
    private static final int MAX_NAME = 100;

    private final GameThreads threads;
    /** Told of each line posted in a channel (a bot seat's message there no longer grows: {@link SeatStreaks}). */
    private final Consumer<String> posted;

    GameThreadFlow(GameThreads threads, Consumer<String> posted) {
        this.threads = threads;
        this.posted = posted;
    }

    /**
     * {@code /game new thread:true}, or without {@code thread:} on a server whose games open in
     * threads, where a thread can be opened for this player: otherwise the server's default opens
     * the game in place (in a thread, a forum post, a channel where the bot or the player may not
     * open threads). It refused there, telling the player to leave out a {@code thread:} they
     * never gave (a threads audit).
     */
    boolean wanted(Request request, MessageChannel channel, Member caller) {
        // A size the command doesn't offer is refused by the router: no thread is opened for it
        // first (a security audit: a forged size named a thread, or an empty one failed the tap).
        if (!request.command().equals("game new")
                || !request.option(OptionNames.SIZE).filter(GameNew.SIZES::contains).isPresent()) {
            return false;
        }
        return request.option(OptionNames.THREAD).map(Boolean::parseBoolean)
                .orElseGet(() -> request.guildId() != null && channel instanceof TextChannel text
                        && botMayOpen(text) && callerMayOpen(text, caller) && threads.byDefault(request.guildId()));
    }

    private static boolean botMayOpen(TextChannel text) {
        return text.getGuild().getSelfMember().hasPermission(text, Permission.CREATE_PUBLIC_THREADS,
                Permission.MESSAGE_SEND_IN_THREADS);
    }

    /** The bot opens the thread, named after the player: only for one who may open threads there (a threads audit). */
    private static boolean callerMayOpen(TextChannel text, Member caller) {
        return caller == null || caller.hasPermission(text, Permission.CREATE_PUBLIC_THREADS);
    }

    /**
     * Opens the thread the game will be played in, named after it.
     *
     * @throws PlayerError when the bot may not open a thread here, or Discord refused
     */
    ThreadChannel open(MessageChannel channel, Request request, Member caller) {
        if (!(channel instanceof TextChannel text)) {
            throw new PlayerError("A game can have a thread of its own only in a text channel: "
                    + "open it with `thread:false`.");
        }
        if (!botMayOpen(text)) {
            throw new PlayerError("I may not open threads here (my role needs Create Public Threads and Send "
                    + "Messages in Threads): open the game with `thread:false`, or ask the server's admins.");
        }
        if (!callerMayOpen(text, caller)) {
            throw new PlayerError("You may not open threads in this channel, so the bot won't open one for you: "
                    + "open the game with `thread:false`.");
        }
        // A week before Discord archives it (the server's default is often a day): an archived
        // thread leaves JDA's cache, and its reminders would find no channel to go to.
        CompletableFuture<ThreadChannel> opening = text.createThreadChannel(name(request))
                .setAutoArchiveDuration(ThreadChannel.AutoArchiveDuration.TIME_1_WEEK)
                .submit();
        try {
            return opening.get(10, TimeUnit.SECONDS);
        } catch (TimeoutException late) {
            // Opened after the player was told to try again, it would stay empty beside the retry's (a threads audit).
            opening.thenAccept(thread -> discard(thread, "Discord opened this thread too late."));
            log.warn("Discord did not open a game thread in channel {} in time", channel.getId());
            throw new PlayerError("Discord did not open the thread in time: try again.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PlayerError("Discord did not open the thread in time: try again.");
        } catch (Exception refused) {
            log.warn("Discord refused a game thread in channel {}: {}", channel.getId(), refused.toString());
            throw new PlayerError("Discord did not open the thread: try again, or open the game with `thread:false`.");
        }
    }

    /**
     * Deletes a thread opened for a game that was then refused, so no empty thread stays behind.
     * Discord lets a bot delete even its own thread only with Manage Threads (a threads audit):
     * without it the thread stays, and says why it is empty.
     */
    static void discard(ThreadChannel thread, String why) {
        thread.delete().queue(null, failure -> {
            log.info("The empty thread {} of a refused game was not deleted: {}", thread.getId(), failure.toString());
            // A fixed line: the refusal was the caller's alone, and it may hold what they typed, mentions
            // included (an audit: it pinged whoever a campaign's name mentioned, and told a private name).
            thread.sendMessage(JdaMessages.toMessage(Reply.text("No game was opened here: " + why
                    + " Anyone who may manage threads can delete this one."))).queue(null, alsoRefused -> log.warn(
                    "The empty thread {} of a refused game was not explained: {}", thread.getId(), alsoRefused.toString()));
        });
    }

    /** Why a refused game's thread is empty, said in it to everyone: its `/game new` was refused. */
    static final String REFUSED = "the `/game new` it was opened for was refused (whoever asked was told why).";

    /** "Skirmish · vincent's game": the size and the host, as players would name it. */
    static String name(Request request) {
        String size = request.option(OptionNames.SIZE).orElse("game");
        String name = Character.toUpperCase(size.charAt(0)) + size.substring(1).toLowerCase(Locale.ROOT) + " · "
                + PlainText.of(request.caller().name()) + "'s game"; // a title reads no markdown
        return Shortened.to(name, MAX_NAME);
    }

    /** The same request, in the thread. */
    static Request inThread(Request request, ThreadChannel thread) {
        return new Request(request.interactionId(), request.guildId(), thread.getId(), request.caller(),
                request.command(), request.options());
    }

    /** The link from the channel to its game's thread kept, whether the game is known to be there or not. */
    void linked(String parentId, ThreadChannel thread) {
        threads.opened(parentId, thread.getId());
    }

    /** The game opened in the thread: the one line its parent channel gets, and the link kept. */
    Reply opened(String parentId, ThreadChannel thread) {
        linked(parentId, thread);
        return Reply.text("🧵 A new game is open in <#" + thread.getId() + ">: join and play it there.");
    }

    /** Posts the game's own announcement in its thread. */
    static CompletableFuture<?> announce(ThreadChannel thread, Reply announcement, DiceEmojis faces) {
        return thread.sendMessage(JdaMessages.toMessage(announcement.withTable(null), faces)).submit();
    }

    /** What reads a channel's game, and finds its last finished one when none is open there. */
    private static final Set<String> READS = Set.of("game table", "game log", "game export",
            "game report");

    /**
     * A read of a channel's game typed in a channel with none open, whose game is played in a
     * thread: it points there, where it showed the channel's last finished game as if it were the
     * one being played (a threads audit). A report of a game named by its button is given as asked.
     */
    Optional<Reply> readElsewhere(Request request, Predicate<String> openHere) {
        if (!READS.contains(request.command()) || request.option(GameReport.GAME).isPresent()) {
            return Optional.empty(); // asked of reads alone: every other command reads nothing more (an audit)
        }
        try {
            if (openHere.test(request.channelId())) {
                return Optional.empty();
            }
            return threads.threadOf(request.channelId()).map(thread -> Reply.privately("This channel's game is "
                    + "played in its thread <#" + thread + ">: ask there."));
        } catch (RuntimeException storeDown) {
            // The store unreachable: the command goes to the router, which says so (it went unanswered).
            return Optional.empty();
        }
    }

    /** A channel with no game of its own, whose game is played in a thread, points there. */
    Reply pointed(String channelId, Reply reply) {
        // Every "no game here" answer: /game undo's and an as:/seat: action's were left out (a threads audit).
        if (!reply.ephemeral() || !reply.content().startsWith("There is no game")) {
            return reply;
        }
        return threads.threadOf(channelId).map(thread -> Reply.privately("This channel's game is played in its "
                + "thread <#" + thread + ">: play it there.")).orElse(reply);
    }

    /**
     * A new game opened in a thread whose last game ended (a rematch, a {@code /game new} there):
     * the parent channel points there again and is told, as for the first (a threads audit: the
     * channel knew nothing of it, and never heard its result).
     */
    void reopened(String threadId, MessageChannel anyChannel) {
        if (threads.parentOf(threadId).isPresent()) {
            return; // linked already
        }
        Optional<String> parent = threads.parentOfAny(threadId);
        if (parent.isEmpty()) {
            return; // not a game thread
        }
        threads.opened(parent.get(), threadId);
        tellParent(anyChannel.getJDA(), parent.get(), threadId, "🧵 A new game is open in <#" + threadId
                + ">: join and play it there.");
    }

    /** The game of a thread ended: its parent channel gets the result, and no longer points there. */
    void ended(String threadId, TableUpdate table, MessageChannel anyChannel) {
        String result = table.embed().description();
        closed(threadId, "🏁 The game in <#" + threadId + "> is over. " + (result == null ? "" : result),
                anyChannel.getJDA());
    }

    /** The host abandoned the game of a thread ({@code /game end}): its parent channel is told so. */
    void abandoned(String threadId, MessageChannel anyChannel) {
        closed(threadId, "🛑 The game in <#" + threadId + "> was abandoned by its host.", anyChannel.getJDA());
    }

    /** The threads a channel still links to. */
    List<String> openThreadsOf(String parentId) {
        return threads.openThreadsOf(parentId);
    }

    /** The thread was deleted with its game under way, which is abandoned: its parent channel is told so. */
    void gone(String threadId, JDA jda) {
        closed(threadId, "🛑 The game of a deleted thread was abandoned: its thread is gone.", jda);
    }

    private void closed(String threadId, String line, JDA jda) {
        Optional<String> parent = threads.parentOf(threadId);
        if (parent.isEmpty()) {
            return;
        }
        threads.closed(threadId);
        tellParent(jda, parent.get(), threadId, line);
    }

    /** Posts a line about a game thread in the channel it was opened from, when the bot still may. */
    private void tellParent(JDA jda, String parentId, String threadId, String line) {
        MessageChannel channel = jda.getChannelById(MessageChannel.class, parentId);
        if (channel == null) {
            log.info("The channel of game thread {} is gone; what it would be told stays in the thread", threadId);
            return;
        }
        try {
            posted.accept(parentId); // (before it is sent, as the table is)
            channel.sendMessage(JdaMessages.toMessage(Reply.text(line))).queue(null, failure -> log.warn(
                    "A line about game thread {} was not posted in its channel: {}", threadId, failure.toString()));
        } catch (RuntimeException refused) {
            // JDA checks permissions as it builds the request (no Send Messages in that channel).
            log.warn("A line about game thread {} was not posted in its channel: {}", threadId, refused.toString());
        }
    }
}
