package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.concurrent.CompletableFuture;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.WebhookMessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.WebhookMessageEditAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.mockito.InOrder;

/** The one answer per interaction, with JDA mocked at its boundary: who wins between reply and watchdog. */
class InteractionResponseTest {

    private final IReplyCallback interaction = mock(IReplyCallback.class);
    private final InteractionHook hook = mock(InteractionHook.class);
    private final ReplyCallbackAction reply = mock(ReplyCallbackAction.class);
    private final ReplyCallbackAction defer = mock(ReplyCallbackAction.class);
    @SuppressWarnings("unchecked")
    private final WebhookMessageEditAction<Message> edit = mock(WebhookMessageEditAction.class);
    @SuppressWarnings("unchecked")
    private final RestAction<Void> delete = mock(RestAction.class);
    @SuppressWarnings("unchecked")
    private final WebhookMessageCreateAction<Message> followUp = mock(WebhookMessageCreateAction.class);

    private final InteractionResponse response = new InteractionResponse(interaction, "/test in channel 1");

    @BeforeEach
    void wireTheMocks() {
        when(interaction.reply(any(MessageCreateData.class))).thenReturn(reply);
        when(reply.setEphemeral(anyBoolean())).thenReturn(reply);
        when(reply.submit()).thenReturn(CompletableFuture.completedFuture(null));
        when(interaction.deferReply(anyBoolean())).thenReturn(defer);
        when(interaction.getHook()).thenReturn(hook);
        when(hook.editOriginal(any(MessageEditData.class))).thenReturn(edit);
        when(hook.editOriginal(any(String.class))).thenReturn(edit);
        when(edit.submit()).thenReturn(CompletableFuture.completedFuture(null));
        when(hook.deleteOriginal()).thenReturn(delete);
        when(delete.submit()).thenReturn(CompletableFuture.completedFuture(null));
        when(hook.sendMessage(any(MessageCreateData.class))).thenReturn(followUp);
        when(followUp.setEphemeral(anyBoolean())).thenReturn(followUp);
        when(followUp.submit()).thenReturn(CompletableFuture.completedFuture(null));
    }

    @Test
    void aReplyInTimeIsTheAnswerAndTheWatchdogThenDoesNothing() {
        response.send(Reply.text("done"));
        response.deferIfWaiting();

        ArgumentCaptor<MessageCreateData> sent = ArgumentCaptor.forClass(MessageCreateData.class);
        verify(interaction).reply(sent.capture());
        assertEquals("done", sent.getValue().getContent());
        verify(reply).setEphemeral(false);
        verify(interaction, never()).deferReply(anyBoolean());
        assertFalse(response.unanswered());
    }

    @Test
    void afterTheWatchdogAPublicReplyEditsTheDeferredResponse() {
        response.deferIfWaiting();
        assertTrue(response.unanswered(), "deferring is not answering");
        response.deferIfWaiting();

        response.send(Reply.text("done late"));

        verify(interaction).deferReply(false);
        verify(defer).queue(any(), any());
        ArgumentCaptor<MessageEditData> edited = ArgumentCaptor.forClass(MessageEditData.class);
        verify(hook).editOriginal(edited.capture());
        assertEquals("done late", edited.getValue().getContent());
        verify(interaction, never()).reply(any(MessageCreateData.class));
    }

    @Test
    void afterTheWatchdogAPrivateReplyResolvesThePublicResponseFollowsUpPrivatelyThenDeletesIt() {
        response.deferIfWaiting();

        response.send(Reply.privately("only you"));

        InOrder order = inOrder(hook, followUp);
        order.verify(hook).editOriginal(InteractionResponse.ANSWERED_PRIVATELY);
        order.verify(hook).sendMessage(any(MessageCreateData.class));
        order.verify(followUp).setEphemeral(true);
        order.verify(hook).deleteOriginal();
        verify(hook, never()).editOriginal(any(MessageEditData.class));
    }

    @Test
    void aPrivateReplyIsNotSentWhenThePublicResponseCouldNotBeResolved() {
        when(edit.submit()).thenReturn(CompletableFuture.failedFuture(new IllegalStateException("unknown webhook")));
        response.deferIfWaiting();

        CompletableFuture<?> sent = response.send(Reply.privately("only you"));

        assertTrue(sent.isCompletedExceptionally());
        verify(hook, never()).sendMessage(any(MessageCreateData.class));
    }

    @Test
    void anInteractionIsAnsweredOnlyOnce() {
        response.send(Reply.text("first"));

        assertThrows(IllegalStateException.class, () -> response.send(Reply.text("second")));
    }

    @Test
    void aReplyJdaCannotBuildLeavesTheInteractionOpenForTheFailureNotice() {
        assertThrows(IllegalStateException.class, () -> response.send(Reply.text("")));

        assertTrue(response.unanswered());
        response.send(Reply.privately("Something went wrong"));
        verify(reply).setEphemeral(true);
    }
}
