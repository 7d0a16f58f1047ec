package mfz.bot.discord;

import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.ChannelsGone;
import mfz.bot.core.ChannelQueues;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.GameThreads;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableMessages;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.events.channel.ChannelDeleteEvent;
import net.dv8tion.jda.api.events.guild.GuildLeaveEvent;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.AutoCompleteQuery;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Receives Discord's interactions (slash commands, buttons, select menus), turns each into a
 * {@link Request}, queues it behind the channel's earlier commands, routes it, and hands the
 * router's {@link Reply} to {@link ReplyDelivery}, which decides where it goes. No rules, no SQL.
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

    /** Enough to cover any replay after a reconnect; a few hundred kilobytes at most. */
    private static final int REMEMBERED_INTERACTIONS = 10_000;

    private final StandInCards standInCards = new StandInCards();
    private final CommandRouter router;
    private final ChannelQueues queues;
    private final ScheduledExecutorService watchdog;
    private final Duration deferAfter;
    private final ReplyDelivery delivery;
    private final SeatActions seatActions;
    private final DiceEmojis faces;
    private final RecentInteractions recent = new RecentInteractions(REMEMBERED_INTERACTIONS);
    /** Where each game thread was opened, to judge one archived out of the cache by (campaign answers). */
    private final Function<String, Optional<String>> parents;
    private final GoneChannels goneChannels;

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
        this.delivery = new ReplyDelivery(tableMessages, gameThreads, faces);
        delivery.openGames(router::hasOpenGame);
        this.parents = gameThreads::parentOfAny;
        this.goneChannels = new GoneChannels(queues, delivery, parents);
        this.seatActions = new SeatActions(queues, watchdog, delivery);
        this.faces = faces;
        this.router = router;
        this.queues = queues;
        this.watchdog = watchdog;
        this.deferAfter = deferAfter;
    }

    /** The bot's seats act in a channel after its commands, each action after {@code delay} (so players can follow). */
    void seats(BotSeats botSeats, Duration delay) {
        seatActions.seats(botSeats, delay);
    }

    /** A deleted channel's (or thread's) open game is abandoned, in that channel's queue; null: left alone. */
    void channelsGone(ChannelsGone gone) {
        goneChannels.use(gone);
    }

    @Override
    public void onChannelDelete(ChannelDeleteEvent event) {
        goneChannels.deleted(event.getChannel().getId(), event.getJDA());
    }

    @Override
    public void onGuildLeave(GuildLeaveEvent event) {
        goneChannels.serverLeft(event.getGuild().getId(), event.getJDA());
    }

    /** A message of the bot's went up the channel outside any command's reply (a reminder). */
    void messagePosted(String channelId) {
        delivery.messagePosted(channelId);
    }

    /** At most one edit of a channel's table message per {@code interval}, the newest winning (zero: each at once). */
    void spaceTableEdits(Duration interval) {
        delivery.spaceTableEdits(interval);
    }

    /** Sends the table edits still waiting for their interval, before the bot disconnects. */
    void flushTableEdits(Duration limit) {
        delivery.flushTableEdits(limit);
    }

    /**
     * After a start, for this shard: the games of channels that went while the bot was stopped are
     * abandoned, and the seats of the others act on what they owed when it stopped.
     */
    void afterStart(JDA jda) {
        goneChannels.afterStart(jda);
        seatActions.wake(jda);
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        answer(event, "/" + event.getFullCommandName(), () -> JdaRequests.fromSlashCommand(event, parents),
                () -> AttachmentOptions.of(event, router.specs()), null);
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
                () -> JdaRequests.fromComponent(event, event.getComponentId(), List.of(), parents), List::of, TappedCard.of(event));
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        answer(event, "menu " + event.getComponentId(),
                () -> JdaRequests.fromComponent(event, event.getComponentId(), event.getValues(), parents), List::of, TappedCard.of(event));
    }

    /** A submitted form (modal): its id names the command, its one text box the option it fills. */
    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        answer(event, "form " + event.getModalId(), () -> JdaRequests.fromComponent(event, event.getModalId(),
                event.getValues().stream().map(ModalMapping::getAsString).toList(), parents), List::of,
                TappedCard.ofForm(event));
    }

    /**
     * A company's commands answer only its player (all but the ready, which the table hears), so a
     * slow one's "thinking…" is private too: a public one showed the channel who was building their
     * secret company, and when (a secrecy audit).
     */
    private static boolean answersPrivately(Request request) {
        return request.root().equals("company") && !request.command().equals("company ready");
    }

    /**
     * Runs on JDA's event thread: only reads the event and queues the work (attached files are
     * downloaded in the queue, with the deferral watchdog already running).
     */
    private void answer(IReplyCallback interaction, String what, Supplier<Request> read,
                        Supplier<List<AttachmentOptions.Pending>> attached, TappedCard card) {
        String description = what + " in channel " + interaction.getChannelId();
        if (!recent.firstTime(interaction.getId())) {
            log.info("Ignored {}: interaction {} was delivered before", description, interaction.getId());
            return;
        }
        if (ChannelAccess.notAMember(interaction)) {
            log.info("Refused {}: the bot is not a member of server {}", description, interaction.getGuild().getId());
            delivery.deliver(new InteractionResponse(interaction, description, faces),
                    Reply.privately(ChannelAccess.NOT_A_MEMBER), description);
            return;
        }
        InteractionResponse response = new InteractionResponse(interaction, description, faces, card);
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
                delivery.deliver(response, Reply.privately(STALE_CONTROL), description);
                return;
            }
            if (answersPrivately(request)) {
                response.expectPrivateAnswer();
            }
            List<AttachmentOptions.Pending> files = attached.get();
            ScheduledFuture<?> watched = deadline;
            queues.submit(request.channelId(), () -> {
                SeatActions.Before before = seatActions.before(request);
                TappedCard answered = stillLatest(card, request.channelId(), response);
                delivery.run(interaction, response, request, answered, routed -> route(routed, files, description),
                        watched, description).ifPresent(shown -> {
                            if (answered != card && !shown.ephemeral() && !card.privately()) {
                                // A new card went up below: the old one's controls (some carry no version, the
                                // terrain's Approve) would still act, and edit it (a review).
                                card.message().editMessageComponents().queue(null, failure -> log.debug(
                                        "Could not clear the controls of an out-of-date card: {}", failure.toString()));
                            }
                            standInCards.after(request, answered, shown);
                            seatActions.after(request, shown, interaction.getJDA(), before);
                        });
            });
        } catch (RuntimeException | Error unexpected) {
            log.error("Unexpected failure receiving {}", description, unexpected);
            if (deadline != null) {
                deadline.cancel(false);
            }
            delivery.deliver(response, Reply.privately(CommandRouter.UNEXPECTED), description);
        }
    }

    /**
     * The card a form's answer may go on, read in the channel's queue, just before its command: none
     * when the game moved on while the form was filled in (its answer is a new message below).
     */
    private TappedCard stillLatest(TappedCard card, String channelId, InteractionResponse response) {
        if (card == null || card.formsCard().isEmpty()) {
            return card;
        }
        OptionalLong now;
        try {
            now = router.version(channelId);
        } catch (RuntimeException unread) {
            return card; // the command itself meets the storage's trouble, and says so
        }
        if (card.latest(now)) {
            return card;
        }
        response.leaveCard();
        return null;
    }

    /** The router never throws by design; this guards the players against a bug breaking that promise. */
    private Reply route(Request request, List<AttachmentOptions.Pending> files, String description) {
        try {
            return router.route(AttachmentOptions.withTexts(request, files));
        } catch (PlayerError refused) {
            return Reply.privately(refused.getMessage());
        } catch (RuntimeException | Error unexpected) {
            log.error("Unexpected failure handling {}", description, unexpected);
            return Reply.privately(CommandRouter.UNEXPECTED);
        }
    }
}
