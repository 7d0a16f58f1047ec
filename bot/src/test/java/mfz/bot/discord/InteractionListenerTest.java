package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import mfz.bot.core.ChannelQueues;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.MemoryTableMessages;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/** The listener's last line of defence, with JDA mocked: a failure before any command runs. */
class InteractionListenerTest {

    @Test
    void aFailureWhileReceivingAnInteractionStillAnswersIt() {
        SlashCommandInteractionEvent event = mock(SlashCommandInteractionEvent.class);
        when(event.getId()).thenReturn("1");
        when(event.getChannelId()).thenReturn("2");
        when(event.getFullCommandName()).thenReturn("roll");
        ReplyCallbackAction reply = mock(ReplyCallbackAction.class);
        when(event.reply(any(MessageCreateData.class))).thenReturn(reply);
        when(reply.setEphemeral(anyBoolean())).thenReturn(reply);
        when(reply.submit()).thenReturn(CompletableFuture.completedFuture(null));
        // The watchdog refusing work is what a shutdown in progress looks like.
        ScheduledExecutorService watchdog = mock(ScheduledExecutorService.class);
        when(watchdog.schedule(any(Runnable.class), anyLong(), any(TimeUnit.class)))
                .thenThrow(new RejectedExecutionException("shutting down"));
        InteractionListener listener = new InteractionListener(new CommandRouter(List.of()),
                new ChannelQueues(Runnable::run), watchdog, Duration.ofSeconds(2),
                new MemoryTableMessages());

        try (CapturedLog log = new CapturedLog()) {
            listener.onSlashCommandInteraction(event);
            assertTrue(log.lines().stream().anyMatch(l -> l.startsWith("ERROR") && l.contains("shutting down")),
                    "the failure is logged with its cause");
        }

        ArgumentCaptor<MessageCreateData> sent = ArgumentCaptor.forClass(MessageCreateData.class);
        verify(event).reply(sent.capture());
        assertEquals(CommandRouter.UNEXPECTED, sent.getValue().getContent());
        verify(reply).setEphemeral(true);
    }
}
