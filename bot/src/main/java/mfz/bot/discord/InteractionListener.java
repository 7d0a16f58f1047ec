package mfz.bot.discord;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import mfz.bot.core.ChannelQueues;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.LiveCard;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableMessages;
import mfz.bot.core.GameThreads;
import mfz.bot.core.TableUpdate;
import java.util.EnumSet;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.interactions.AutoCompleteQuery;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Receives Discord's interactions (slash commands, buttons, select menus), turns each into a
 * {@link Request}, queues it behind the channel's earlier commands and sends the router's
 * {@link Reply} back. No rules, no SQL.
 *
 * <p>Every interaction gets exactly one answer, whatever fails: a slow command is deferred by
 * a watchdog before Discord's 3-second deadline ({@link InteractionResponse}), and anything
 * that throws on the way becomes the router's private "something went wrong" with the stack
 * trace in the log. Within a channel, a command's reply reaches Discord before the next
 * command of the channel runs, so the channel reads in the order commands came.
 */
final class InteractionListener extends ListenerAdapter {

    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class);

    static final String STALE_CONTROL = "That button or menu is out of date, so nothing was done. "
            + "Use the slash command instead; `/help` lists them.";

    /** Said when a stored command's announcement could not be shown: the action counts all the same. */
    static final String RECORDED = "Your action was recorded, but Discord refused its announcement. "
            + "The table is posted again below; go on from there.";

    /** Enough to cover any replay after a reconnect; a few hundred kilobytes at most. */
    private static final int REMEMBERED_INTERACTIONS = 10_000;

    /** How long a channel waits for one reply to reach Discord before running its next command. */
    private static final Duration SEND_WAIT = Duration.ofSeconds(10);

    private final CommandRouter router;
    private final ChannelQueues queues;
    private final ScheduledExecutorService watchdog;
    private final Duration deferAfter;
    private final TableMessagePoster tables;
    private final GameThreadFlow threadFlow;
    private final DiceEmojis faces;
    private final RecentInteractions recent = new RecentInteractions(REMEMBERED_INTERACTIONS);
    private volatile mfz.bot.commands.play.BotSeats seats;
    /** The commands that act on a channel's game, after which a bot seat may owe a command. */
    private static final java.util.Set<String> GAME_ROOTS = java.util.Set.of("game", "company", "bid", "deploy", "turn",
            "damage", "station", "doomsday", "campaign", "map");
    private volatile Duration seatDelay = Duration.ZERO;

    /**
     * @param deferAfter how long a command may take before its interaction is deferred; under
     *                   Discord's 3 seconds with room for the network
     */
    InteractionListener(CommandRouter router, ChannelQueues queues, ScheduledExecutorService watchdog,
                        Duration deferAfter, TableMessages tableMessages) {
        this(router, queues, watchdog, deferAfter, tableMessages, DiceEmojis.none());
    }

    /** @param faces the die faces replies show dice with, where Discord has them as emojis */
    InteractionListener(CommandRouter router, ChannelQueues queues, ScheduledExecutorService watchdog,
                        Duration deferAfter, TableMessages tableMessages, DiceEmojis faces) {
        this(router, queues, watchdog, deferAfter, tableMessages, faces, GameThreads.inMemory());
    }

    /** @param gameThreads which games are played in a thread of their own, and of which channel */
    InteractionListener(CommandRouter router, ChannelQueues queues, ScheduledExecutorService watchdog,
                        Duration deferAfter, TableMessages tableMessages, DiceEmojis faces, GameThreads gameThreads) {
        this.threadFlow = new GameThreadFlow(gameThreads);
        this.faces = faces;
        this.router = router;
        this.tables = new TableMessagePoster(tableMessages);
        this.queues = queues;
        this.watchdog = watchdog;
        this.deferAfter = deferAfter;
    }

    /** The bot's seats act in a channel after its commands, each action after {@code delay} (so players can follow). */
    void seats(mfz.bot.commands.play.BotSeats botSeats, Duration delay) {
        this.seatDelay = delay;
        this.seats = botSeats;
    }

    /**
     * After a command in a channel: if a bot seat there owes a command, it runs in the channel's
     * queue (so behind anything a player sent meanwhile) after the pause, is posted like a
     * player's announcement, and the next seat action is looked for after it.
     */
    private void seatsAfter(String guildId, String channelId, net.dv8tion.jda.api.JDA jda) {
        // In the channel's queue, so the game read is this channel's latest; no seat, nothing to schedule.
        if (seats == null || !seats.seated(channelId)) {
            return;
        }
        Runnable queue = () -> {
            try {
                queues.submit(channelId, () -> seatActs(guildId, channelId, jda));
            } catch (java.util.concurrent.RejectedExecutionException closing) {
                log.debug("A bot seat's action in channel {} was not queued: the bot is closing", channelId);
            }
        };
        if (seatDelay.isZero()) {
            queue.run();
        } else {
            try {
                watchdog.schedule(queue, seatDelay.toMillis(), TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException closing) {
                log.debug("A bot seat's action in channel {} was not scheduled: the bot is closing", channelId);
            }
        }
    }

    private void seatActs(String guildId, String channelId, net.dv8tion.jda.api.JDA jda) {
        Optional<mfz.bot.commands.play.BotSeats.Seated> acted = seats.step(guildId, channelId);
        if (acted.isEmpty()) {
            return;
        }
        String description = "bot seat " + acted.get().seat() + " in channel " + channelId;
        MessageChannel channel = jda.getChannelById(MessageChannel.class, channelId);
        if (channel == null) {
            log.warn("The {} was stored but can't be shown: the bot doesn't see the channel", description);
            return;
        }
        if (!acted.get().reply().ephemeral()) {
            for (Reply post : mfz.bot.commands.play.BotSeats.posts(acted.get().reply())) {
                Reply reply = TableButton.under(post);
                Delivery delivery = awaitSent(loggingRefusal(postAnnouncement(channel, reply),
                        "the announcement of " + description)
                        .handle((done, refused) -> refused == null ? Delivery.SENT : Delivery.FAILED), description);
                if (delivery == Delivery.SENT) {
                    tables.messagePosted(channelId);
                }
                TableUpdate table = delivery == Delivery.SENT || reply.table() == null ? reply.table()
                        : reply.table().reposted();
                showTable(channel, table, description);
                if (table != null && table.ended()) {
                    threadFlow.ended(channelId, table, channel);
                }
            }
        }
        seatsAfter(guildId, channelId, jda);
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        answer(event, "/" + event.getFullCommandName(), () -> JdaRequests.fromSlashCommand(event),
                () -> AttachmentOptions.of(event, router.specs()), null);
    }

    /** The message a tap came from, which the reply may edit (a private one only by a private reply). */
    private static Card card(GenericComponentInteractionCreateEvent event) {
        Message message = event.getMessage();
        boolean versioned;
        try {
            versioned = ComponentIds.decode(event.getComponentId()).options().containsKey(ComponentIds.VERSION);
        } catch (IllegalArgumentException foreign) {
            versioned = false;
        }
        return new Card(event, message.getContentRaw(), versioned, message.isEphemeral());
    }

    /**
     * A tap's source message: edited by a reply that goes on in the same turn; when a new
     * message answers instead, a source whose controls were for one state of the game loses
     * them, since they are out of date now (no dead buttons stay in the channel).
     */
    private record Card(GenericComponentInteractionCreateEvent event, String content, boolean versioned,
                        boolean privately) {
    }

    /**
     * Autocomplete is answered at once, outside the channel's queue: it only reads the game,
     * and Discord shows nothing if it is late. Off JDA's event thread, since a game not in
     * memory is read from the database.
     */
    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        Thread.startVirtualThread(() -> {
            List<String> names;
            try {
                AutoCompleteQuery focused = event.getFocusedOption();
                names = router.suggest(JdaRequests.fromAutoComplete(event), focused.getName(), focused.getValue());
            } catch (RuntimeException unexpected) {
                log.error("Unexpected failure suggesting for /{}", event.getFullCommandName(), unexpected);
                names = List.of();
            }
            event.replyChoices(names.stream().map(name -> new Command.Choice(name, name)).toList())
                    .queue(null, failure -> log.warn("Discord refused the suggestions for /{}: {}",
                            event.getFullCommandName(), failure.toString()));
        });
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        answer(event, "button " + event.getComponentId(),
                () -> JdaRequests.fromComponent(event, event.getComponentId(), List.of()), List::of, card(event));
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        answer(event, "menu " + event.getComponentId(),
                () -> JdaRequests.fromComponent(event, event.getComponentId(), event.getValues()), List::of, card(event));
    }

    /** A submitted form (modal): its id names the command, its one text box the option it fills. */
    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        answer(event, "form " + event.getModalId(), () -> JdaRequests.fromComponent(event, event.getModalId(),
                event.getValues().stream().map(ModalMapping::getAsString).toList()), List::of, null);
    }

    /**
     * Runs on JDA's event thread: only reads the event and queues the work (attached files are
     * downloaded in the queue, with the deferral watchdog already running).
     */
    private void answer(IReplyCallback interaction, String what, Supplier<Request> read,
                        Supplier<List<AttachmentOptions.Pending>> attached, Card card) {
        String description = what + " in channel " + interaction.getChannelId();
        if (!recent.firstTime(interaction.getId())) {
            log.info("Ignored {}: interaction {} was delivered before", description, interaction.getId());
            return;
        }
        InteractionResponse response = card == null ? new InteractionResponse(interaction, description, faces)
                : new InteractionResponse(interaction, description, faces, card.event(), card.content(),
                        card.privately());
        ScheduledFuture<?> deadline = null;
        try {
            // The clock starts now: time spent waiting behind the channel's earlier commands counts too.
            deadline = watchdog.schedule(response::deferIfWaiting, deferAfter.toMillis(), TimeUnit.MILLISECONDS);
            Request request;
            try {
                request = read.get();
            } catch (JdaRequests.UnknownControl staleControl) {
                log.info("Refused {}: {}", description, staleControl.getMessage());
                deadline.cancel(false);
                deliver(response, Reply.privately(STALE_CONTROL), description);
                return;
            }
            List<AttachmentOptions.Pending> files = attached.get();
            ScheduledFuture<?> watched = deadline;
            queues.submit(request.channelId(), () -> {
                Reply reply;
                Delivery delivery;
                ThreadChannel thread = null;
                Reply inThread = null;
                Optional<LiveCard.Split> finishing = Optional.empty();
                try {
                    if (threadFlow.wanted(request)) {
                        try {
                            thread = threadFlow.open(interaction.getMessageChannel(), request);
                        } catch (mfz.bot.core.PlayerError refused) {
                            reply = Reply.privately(refused.getMessage());
                            delivery = awaitSent(deliver(response, reply, description), description);
                            return;
                        }
                    }
                    reply = TableButton.under(threadFlow.pointed(request.channelId(),
                            route(thread == null ? request : GameThreadFlow.inThread(request, thread), files,
                                    description)));
                    if (thread != null && !reply.ephemeral()) {
                        inThread = reply;
                        reply = threadFlow.opened(request.channelId(), thread);
                    } else if (thread != null) {
                        // The game was refused: the thread opened for it would stay empty.
                        GameThreadFlow.discard(thread);
                    }
                    // A tap that hands the decision to someone else finishes its card with the
                    // result lines, and the new message carries only who decides now.
                    finishing = finishing(card, reply);
                    Reply posted = finishing.isPresent() ? reply.withContent(finishing.get().prompt()) : reply;
                    delivery = awaitSent(deliver(response, posted, description), description);
                } finally {
                    watched.cancel(false);
                }
                if (inThread != null) {
                    awaitSent(GameThreadFlow.announce(thread, inThread, faces), "the game's announcement in its thread");
                    showTable(thread, inThread.table(), description);
                    return;
                }
                retire(card, reply, delivery == Delivery.SENT ? finishing : Optional.empty());
                if (!reply.ephemeral() && !reply.sameCard() && delivery == Delivery.SENT) {
                    tables.messagePosted(request.channelId());
                }
                TableUpdate table = reply.table();
                if (table != null && delivery != Delivery.SENT) {
                    table = recoverStored(interaction, reply, delivery, description);
                }
                showTable(interaction.getMessageChannel(), table, description);
                if (table != null && table.ended()) {
                    threadFlow.ended(request.channelId(), table, interaction.getMessageChannel());
                } else if (request.command().equals("game end") && !reply.ephemeral()) {
                    threadFlow.abandoned(request.channelId(), interaction.getMessageChannel());
                }
                // After an undo the seats wait for the next command, so the host can undo past them;
                // commands outside the game (a roll, the odds, a rule) change nothing a seat waits on.
                if (!reply.ephemeral() && !request.command().equals("game undo") && GAME_ROOTS.contains(request.root())) {
                    seatsAfter(request.guildId(), request.channelId(), interaction.getJDA());
                }
            });
        } catch (RuntimeException | Error unexpected) {
            log.error("Unexpected failure receiving {}", description, unexpected);
            if (deadline != null) {
                deadline.cancel(false);
            }
            deliver(response, Reply.privately(CommandRouter.UNEXPECTED), description);
        }
    }

    /**
     * After the reply, in the channel's queue: the table message follows the announcement, and
     * the channel's next command waits until the table is up to date.
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

    /**
     * A card a new public message answered loses its out-of-date controls; its text stays, and
     * gains the reply's result lines when the new message carries only the prompt.
     */
    private void retire(Card card, Reply reply, Optional<LiveCard.Split> finishing) {
        if (!retires(card, reply)) {
            return;
        }
        if (finishing.isPresent()) {
            MessageCreateData finished = JdaMessages.toMessage(Reply.text(finishing.get().finished()), faces);
            card.event().getMessage().editMessage(MessageEditData.fromCreateData(finished)).setComponents()
                    .queue(null, failure -> log.debug("Could not finish a card: {}", failure.toString()));
            return;
        }
        card.event().getMessage().editMessageComponents().queue(null,
                failure -> log.debug("Could not clear the controls of a finished card: {}", failure.toString()));
    }

    private static boolean retires(Card card, Reply reply) {
        return card != null && !card.privately() && card.versioned() && !reply.ephemeral() && !reply.sameCard();
    }

    /** How a reply finishes the live card it answers, when it does. */
    private static Optional<LiveCard.Split> finishing(Card card, Reply reply) {
        return retires(card, reply) && reply.form() == null ? LiveCard.split(card.content(), reply.content())
                : Optional.empty();
    }

    /** The router never throws by design; this guards the players against a bug breaking that promise. */
    private Reply route(Request request, List<AttachmentOptions.Pending> files, String description) {
        try {
            return router.route(AttachmentOptions.withTexts(request, files));
        } catch (mfz.bot.core.PlayerError refused) {
            return Reply.privately(refused.getMessage());
        } catch (RuntimeException | Error unexpected) {
            log.error("Unexpected failure handling {}", description, unexpected);
            return Reply.privately(CommandRouter.UNEXPECTED);
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
    private CompletableFuture<Delivery> deliver(InteractionResponse response, Reply reply, String description) {
        try {
            return loggingRefusal(response.send(reply), "the reply to " + description)
                    .handle((done, refused) -> refused == null ? Delivery.SENT : Delivery.FAILED);
        } catch (RuntimeException | Error unsendable) {
            log.error("Could not send the reply to {}", description, unsendable);
        }
        if (response.unanswered()) {
            Reply notice = reply.table() == null ? Reply.privately(CommandRouter.UNEXPECTED) : recordedNotice(reply);
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

    /** Says the stored action was kept, with the controls of whoever decides next. */
    private static Reply recordedNotice(Reply stored) {
        return Reply.text(RECORDED).withRows(stored.rows());
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

    /** A public announcement not answering an interaction (a bot seat's): it pings whoever it means to, as a reply would. */
    private CompletableFuture<?> postAnnouncement(MessageChannel channel, Reply reply) {
        return channel.sendMessage(JdaMessages.toMessage(reply, faces)).submit();
    }

    private CompletableFuture<?> postNotice(MessageChannel channel, Reply notice) {
        return channel.sendMessage(JdaMessages.toMessage(notice, faces))
                .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class)).submit();
    }

    private static CompletableFuture<?> loggingRefusal(CompletableFuture<?> sent, String what) {
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
