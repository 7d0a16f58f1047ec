package mfz.bot.discord;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Predicate;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.GameThreads;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.StorageTrouble;
import mfz.bot.core.TableMessages;
import mfz.bot.core.TableUpdate;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where and how a command's reply goes, in the channel's queue: the game's own thread when it
 * opens one, the tapped card edited or finished, a new message, the table message after it,
 * and, when Discord refused a stored command's announcement, the notice that it was recorded.
 * {@link InteractionListener} receives the interactions; this sends what they answer.
 */
final class ReplyDelivery {

    private static final Logger log = LoggerFactory.getLogger(ReplyDelivery.class);

    /** Said when a stored command's announcement could not be shown: the action counts all the same. */
    static final String RECORDED = "Your action was recorded, but Discord refused its announcement. "
            + "The table is posted again below; go on from there.";

    /** Said privately when the answer to a command stored off the table (a company's edit) can't be sent. */
    static final String STORED_UNSHOWN = "✅ That was stored, but showing it went wrong on my side.";

    /** How long a channel waits for one reply to reach Discord before running its next command. */
    private static final Duration SEND_WAIT = Duration.ofSeconds(10);

    private final TableMessagePoster tables;
    private final GameThreadFlow threadFlow;
    private final DiceEmojis faces;
    private final SeatStreaks streaks = new SeatStreaks(System::currentTimeMillis);

    ReplyDelivery(TableMessages tableMessages, GameThreads gameThreads, DiceEmojis faces) {
        this.tables = new TableMessagePoster(tableMessages);
        this.threadFlow = new GameThreadFlow(gameThreads, tables::messagePosted);
        this.faces = faces;
    }

    /** Which channels have an open game ({@code CommandRouter::hasOpenGame}); none known: every one may. */
    private volatile Predicate<String> openGames = channelId -> true;

    void openGames(Predicate<String> open) {
        this.openGames = open;
    }

    /** A message of the bot's not sent through here went up the channel (a reminder): a seat's message above stops growing. */
    void messagePosted(String channelId) {
        tables.messagePosted(channelId);
    }

    /** A game thread deleted with its game under way: its channel hears the game was abandoned, and no longer points there. */
    void threadGone(String threadId, JDA jda) {
        threadFlow.gone(threadId, jda);
    }

    /** The threads a channel still links to, whose games go with it when it is deleted. */
    List<String> threadsOf(String channelId) {
        return threadFlow.openThreadsOf(channelId);
    }

    /** The commands that open a game where they are typed: in a game thread, its channel points there again. */
    private static final Set<String> OPENS_A_GAME = Set.of("game new", "game rematch", "game import");

    /**
     * Runs the request through {@code route} and delivers its reply, in the channel's queue;
     * returns once Discord has it (or a bounded wait passed), so the channel reads in order.
     *
     * @param card    the tapped message (or the one a form was opened from), or null for a typed command
     * @param watched the deferral watchdog, stopped once the reply is on its way
     * @return the reply shown in the channel, or empty when it went to a thread or was never routed
     */
    Optional<Reply> run(IReplyCallback interaction, InteractionResponse response, Request request, TappedCard card,
                        Function<Request, Reply> route, Future<?> watched, String description) {
        Reply reply;
        Delivery delivery;
        ThreadChannel thread = null;
        Reply inThread = null;
        Optional<LiveCard.Split> finishing = Optional.empty();
        try {
            boolean threadWanted = threadFlow.wanted(request, interaction.getMessageChannel(), interaction.getMember());
            Optional<String> cannot = OPENS_A_GAME.contains(request.command())
                    ? ChannelAccess.cannotPlay(interaction, threadWanted) : Optional.empty();
            if (cannot.isPresent()) {
                awaitSent(deliver(response, Reply.privately(cannot.get()), description), description);
                return Optional.empty();
            }
            if (threadWanted) {
                try {
                    thread = threadFlow.open(interaction.getMessageChannel(), request, interaction.getMember());
                } catch (PlayerError refused) {
                    reply = Reply.privately(refused.getMessage());
                    awaitSent(deliver(response, reply, description), description);
                    return Optional.empty();
                }
            }
            Optional<Reply> elsewhere = thread == null ? threadFlow.readElsewhere(request, openGames) : Optional.empty();
            reply = elsewhere.isPresent() ? elsewhere.get() : TableButton.under(threadFlow.pointed(request.channelId(),
                    route.apply(thread == null ? request : GameThreadFlow.inThread(request, thread))));
            if (thread != null && !reply.ephemeral()) {
                inThread = reply;
                reply = threadFlow.opened(request.channelId(), thread);
            } else if (thread != null && reply.content().equals(StorageTrouble.UNKNOWN)) {
                // The database went away as the game was stored: it may be in the thread, so the thread
                // stays, linked, and the channel points there if it is (a threads audit: it was deleted).
                threadFlow.linked(request.channelId(), thread);
            } else if (thread != null) {
                // The game was refused: the thread opened for it would stay empty.
                GameThreadFlow.discard(thread, GameThreadFlow.REFUSED);
            }
            reply = OPENS_A_GAME.contains(request.command()) ? reply : ChannelAccess.warnedIfLost(interaction, reply);
            reply = CardEdits.keepingTheCard(card, reply, request.caller().id(), Instant.now());
            // A tap that hands the decision to someone else finishes its card with the
            // result lines, and the new message carries only who decides now.
            finishing = CardEdits.finishing(card, reply);
            Reply posted = finishing.isPresent() ? reply.withContent(finishing.get().prompt()) : reply;
            delivery = awaitSent(deliver(response, posted, description), description);
        } finally {
            watched.cancel(false);
        }
        if (inThread != null) {
            if (delivery == Delivery.SENT) {
                tables.messagePosted(request.channelId()); // "🧵 A new game is open in …"
            }
            awaitSent(GameThreadFlow.announce(thread, inThread, faces), "the game's announcement in its thread");
            tables.messagePosted(thread.getId());
            showTable(thread, inThread.table(), description);
            return Optional.empty();
        }
        CardEdits.retire(card, reply, delivery == Delivery.SENT ? finishing : Optional.empty(),
                delivery == Delivery.SENT && response.deferred(), faces);
        if (!reply.ephemeral() && OPENS_A_GAME.contains(request.command())) {
            threadFlow.reopened(request.channelId(), interaction.getMessageChannel());
        }
        if (!reply.ephemeral() && !response.editedPublicCard() && delivery == Delivery.SENT) {
            tables.messagePosted(request.channelId());
        }
        if (delivery == Delivery.SENT && CardEdits.handsOverOnTheCard(reply)) {
            streaks.handedOver(request.channelId(), response.editedCard(tables.posts(request.channelId())));
        }
        TableUpdate table = reply.table();
        if (stored(reply) && delivery != Delivery.SENT) {
            table = recoverStored(interaction, reply, delivery, description);
        }
        if (!tableAfter(interaction.getMessageChannel(), table, description)
                && request.command().equals("game end") && !reply.ephemeral()) {
            threadFlow.abandoned(request.channelId(), interaction.getMessageChannel());
        }
        return Optional.of(reply);
    }

    /**
     * Posts what answers no interaction (a bot seat's action) as a new message, pinging whom it
     * means to as a reply would, or adds it to the seat's message just above ({@link SeatStreaks});
     * then the table after it; returns once Discord has both.
     *
     * @param goesOn the seat's turn under way goes on: it may join the card of the person who handed it over
     */
    void post(MessageChannel channel, Reply announcement, String description, boolean goesOn) {
        Reply reply = TableButton.under(announcement);
        String channelId = channel.getId();
        CompletableFuture<SeatStreaks.Sent> sent = loggingRefusal(
                streaks.send(channel, reply, tables.posts(channelId), faces, goesOn), "the announcement of " + description);
        Delivery delivery = awaitSent(sent.handle((done, refused) -> refused == null ? Delivery.SENT : Delivery.FAILED),
                description);
        if (delivery == Delivery.SENT && sent.getNow(null) != SeatStreaks.Sent.ADDED) {
            tables.messagePosted(channelId); // (still on its way after the wait: counted, so no streak goes on above it)
        }
        TableUpdate table = delivery == Delivery.SENT || reply.table() == null ? reply.table() : reply.table().reposted();
        tableAfter(channel, table, description);
    }

    /** At most one edit of a channel's table message per {@code interval}, the newest winning (zero: each at once). */
    void spaceTableEdits(Duration interval) {
        tables.spaceEdits(interval);
    }

    /** Sends the table edits still waiting for their interval (at most {@code limit}), before the bot disconnects. */
    void flushTableEdits(Duration limit) {
        tables.flushEdits(limit);
    }

    /**
     * The table after a public message, and a game thread closed when the game just ended.
     *
     * @return whether the game ended
     */
    private boolean tableAfter(MessageChannel channel, TableUpdate table, String description) {
        showTable(channel, table, description);
        if (table != null && table.ended()) {
            threadFlow.ended(channel.getId(), table, channel);
            return true;
        }
        return false;
    }

    /**
     * After the reply, in the channel's queue: the table message follows the announcement. A
     * table posted anew is waited for (the next message goes below it); an edit spaced out
     * ({@code MFZ_TABLE_EDIT_MS}) follows on its own, the newest table winning, and with no
     * spacing the channel's next command waits until the table is up to date.
     */
    private void showTable(MessageChannel channel, TableUpdate table, String description) {
        if (table == null) {
            return;
        }
        try {
            awaitSent(tables.show(channel, table), "the table after " + description);
        } catch (RuntimeException unexpected) {
            log.error("Could not show the table after {}", description, unexpected);
        }
    }

    /** How far a reply got. */
    enum Delivery {
        /** Discord has the reply (or it is still on its way after the wait). */
        SENT,
        /** The reply could not be built; the caller got the fallback notice instead. */
        FALLBACK_SENT,
        /** Neither the reply nor a notice reached the caller. */
        FAILED
    }

    /**
     * Sends the reply. A reply that can't be sent as it is (JDA refuses to build it) is
     * replaced by a notice: the private "something went wrong" when nothing was stored, and
     * {@link #RECORDED} with the reply's controls when the command was stored (a refusal
     * would lie about an action the game kept). Never throws: the caller may be a channel's
     * queue, which must keep going.
     *
     * @return completes when Discord has the reply or the notice (a refusal is logged here)
     */
    CompletableFuture<Delivery> deliver(InteractionResponse response, Reply reply, String description) {
        try {
            return loggingRefusal(response.send(reply), "the reply to " + description)
                    .handle((done, refused) -> refused == null ? Delivery.SENT : Delivery.FAILED);
        } catch (RuntimeException | Error unsendable) {
            log.error("Could not send the reply to {}", description, unsendable);
        }
        if (response.unanswered()) {
            Reply notice = stored(reply) ? recordedNotice(reply) : reply.storedOffTheTable()
                    ? Reply.privately(STORED_UNSHOWN) : Reply.privately(CommandRouter.UNEXPECTED);
            try {
                return loggingRefusal(sendEither(response, notice), "the failure notice for " + description)
                        .handle((done, refused) -> refused == null ? Delivery.FALLBACK_SENT : Delivery.FAILED);
            } catch (RuntimeException | Error alsoUnsendable) {
                log.error("Could not tell the caller of {} that it failed", description, alsoUnsendable);
            }
        }
        return CompletableFuture.completedFuture(Delivery.FAILED);
    }

    /** The notice with the reply's controls, or without them when they are what can't be sent. */
    private static CompletableFuture<?> sendEither(InteractionResponse response, Reply notice) {
        try {
            return response.send(notice);
        } catch (IllegalArgumentException controlsUnsendable) {
            return response.send(Reply.text(notice.content()));
        }
    }

    /**
     * True when the reply announces a stored change of the game: it is public and changes the
     * table. A private reply with a table is {@code /game table}'s, which shows and stores nothing
     * (a failed one was once told in the channel as "recorded").
     */
    private static boolean stored(Reply reply) {
        return reply.table() != null && !reply.ephemeral();
    }

    /** Says the stored action was kept, with the controls of whoever decides next. */
    private static Reply recordedNotice(Reply stored) {
        // Who decides now (the reply's prompt, from 👉) is told and pinged, as the announcement would have.
        String content = stored.content();
        int prompt = LiveCard.promptAt(content);
        String next = prompt < 0 ? "" : "\n" + content.substring(prompt).strip();
        return Reply.text(RECORDED + next).withRows(stored.rows());
    }

    /**
     * The command was stored but its announcement never reached the channel: say in the
     * channel that it was recorded (with the next decider's controls, unless the caller got
     * that notice already) and post the table again, so the game can go on from what is kept.
     *
     * @return the table to show
     */
    private TableUpdate recoverStored(IReplyCallback interaction, Reply reply, Delivery delivery, String description) {
        log.error("The reply to {} was not delivered after the command was stored; telling the channel it was "
                + "recorded and re-posting the table", description);
        if (delivery == Delivery.FAILED) {
            MessageChannel channel = interaction.getMessageChannel();
            CompletableFuture<?> posted;
            try {
                posted = postNotice(channel, recordedNotice(reply));
            } catch (RuntimeException controlsUnsendable) {
                posted = postNotice(channel, Reply.text(RECORDED));
            }
            awaitSent(loggingRefusal(posted, "the recorded notice for " + description)
                    .handle((done, refused) -> null), "the recorded notice for " + description);
        }
        return reply.table().reposted();
    }

    /** The notice as JdaMessages makes it: only the users its text means are pinged. */
    private CompletableFuture<?> postNotice(MessageChannel channel, Reply notice) {
        return channel.sendMessage(JdaMessages.toMessage(notice, faces)).submit();
    }

    private static <T> CompletableFuture<T> loggingRefusal(CompletableFuture<T> sent, String what) {
        return sent.whenComplete((done, refused) -> {
            if (refused != null) {
                log.warn("Discord refused {}: {}", what, refused.toString());
            }
        });
    }

    /**
     * Waits, a bounded time, until Discord has the reply; a failure to send is logged, not thrown.
     *
     * @return how far the reply got; {@link Delivery#SENT} when it is still on its way
     */
    private static Delivery awaitSent(CompletableFuture<?> sent, String description) {
        try {
            return sent.get(SEND_WAIT.toMillis(), TimeUnit.MILLISECONDS) instanceof Delivery delivery
                    ? delivery : Delivery.SENT;
        } catch (TimeoutException slow) {
            log.warn("The reply to {} is not through after {}; going on with the channel", description, SEND_WAIT);
        } catch (ExecutionException refused) {
            return Delivery.FAILED;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Delivery.SENT;
    }
}
