package mfz.bot.discord;

import java.time.Duration;
import java.util.List;
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
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableMessages;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.AutoCompleteQuery;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
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

    /** Enough to cover any replay after a reconnect; a few hundred kilobytes at most. */
    private static final int REMEMBERED_INTERACTIONS = 10_000;

    /** How long a channel waits for one reply to reach Discord before running its next command. */
    private static final Duration SEND_WAIT = Duration.ofSeconds(10);

    private final CommandRouter router;
    private final ChannelQueues queues;
    private final ScheduledExecutorService watchdog;
    private final Duration deferAfter;
    private final TableMessagePoster tables;
    private final RecentInteractions recent = new RecentInteractions(REMEMBERED_INTERACTIONS);

    /**
     * @param deferAfter how long a command may take before its interaction is deferred; under
     *                   Discord's 3 seconds with room for the network
     */
    InteractionListener(CommandRouter router, ChannelQueues queues, ScheduledExecutorService watchdog,
                        Duration deferAfter, TableMessages tableMessages) {
        this.router = router;
        this.tables = new TableMessagePoster(tableMessages);
        this.queues = queues;
        this.watchdog = watchdog;
        this.deferAfter = deferAfter;
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        answer(event, "/" + event.getFullCommandName(), () -> JdaRequests.fromSlashCommand(event),
                () -> AttachmentOptions.of(event, router.specs()), null);
    }

    /** The public message a tap came from, which the reply may edit; none under a private message. */
    private static Card card(GenericComponentInteractionCreateEvent event) {
        Message message = event.getMessage();
        boolean versioned;
        try {
            versioned = ComponentIds.decode(event.getComponentId()).options().containsKey(ComponentIds.VERSION);
        } catch (IllegalArgumentException foreign) {
            versioned = false;
        }
        return message.isEphemeral() ? null : new Card(event, message.getContentRaw(), versioned);
    }

    /**
     * A tap's source message: edited by a reply that goes on in the same turn; when a new
     * message answers instead, a source whose controls were for one state of the game loses
     * them, since they are out of date now (no dead buttons stay in the channel).
     */
    private record Card(GenericComponentInteractionCreateEvent event, String content, boolean versioned) {
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
        InteractionResponse response = card == null ? new InteractionResponse(interaction, description)
                : new InteractionResponse(interaction, description, card.event(), card.content());
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
                try {
                    reply = route(request, files, description);
                    awaitSent(deliver(response, reply, description), description);
                } finally {
                    watched.cancel(false);
                }
                retire(card, reply);
                showTable(interaction, reply, description);
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
    private void showTable(IReplyCallback interaction, Reply reply, String description) {
        if (reply.table() == null) {
            return;
        }
        try {
            awaitSent(tables.show(interaction.getMessageChannel(), reply.table()), "the table after " + description);
        } catch (RuntimeException unexpected) {
            log.error("Could not show the table after {}", description, unexpected);
        }
    }

    /** A card a new public message answered loses its out-of-date controls; its text stays. */
    private static void retire(Card card, Reply reply) {
        if (card == null || !card.versioned() || reply.ephemeral() || reply.sameCard()) {
            return;
        }
        card.event().getMessage().editMessageComponents().queue(null,
                failure -> log.debug("Could not clear the controls of a finished card: {}", failure.toString()));
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

    /**
     * Sends the reply. A reply that can't be sent as it is (JDA refuses to build it) is
     * replaced by the private "something went wrong". Never throws: the caller may be a
     * channel's queue, which must keep going.
     *
     * @return completes when Discord has the reply (a refusal is logged here)
     */
    private static CompletableFuture<?> deliver(InteractionResponse response, Reply reply, String description) {
        try {
            return loggingRefusal(response.send(reply), "the reply to " + description);
        } catch (RuntimeException | Error unsendable) {
            log.error("Could not send the reply to {}", description, unsendable);
        }
        if (response.unanswered()) {
            try {
                return loggingRefusal(response.send(Reply.privately(CommandRouter.UNEXPECTED)),
                        "the failure notice for " + description);
            } catch (RuntimeException | Error alsoUnsendable) {
                log.error("Could not tell the caller of {} that it failed", description, alsoUnsendable);
            }
        }
        return CompletableFuture.completedFuture(null);
    }

    private static CompletableFuture<?> loggingRefusal(CompletableFuture<?> sent, String what) {
        return sent.whenComplete((done, refused) -> {
            if (refused != null) {
                log.warn("Discord refused {}: {}", what, refused.toString());
            }
        });
    }

    /** Waits, a bounded time, until Discord has the reply; a failure to send is logged, not thrown. */
    private static void awaitSent(CompletableFuture<?> sent, String description) {
        try {
            sent.get(SEND_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException slow) {
            log.warn("The reply to {} is not through after {}; going on with the channel", description, SEND_WAIT);
        } catch (ExecutionException refused) {
            // Logged where the reply was sent.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
