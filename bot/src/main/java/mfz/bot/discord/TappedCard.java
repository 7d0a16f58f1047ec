package mfz.bot.discord;

import mfz.bot.core.ComponentIds;
import mfz.bot.core.NoticeIds;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;

/**
 * A tap's source message: edited by a reply that goes on in the same turn; when a new
 * message answers instead, a source whose controls were for one state of the game loses
 * them, since they are out of date now (no dead buttons stay in the channel).
 *
 * @param command the command the tapped control sends ({@code company ready}); empty for a foreign control
 */
record TappedCard(GenericComponentInteractionCreateEvent event, String content, boolean versioned, boolean privately,
                  String command) {

    /** The message a tap came from, which the reply may edit (a private one only by a private reply); null: none. */
    static TappedCard of(GenericComponentInteractionCreateEvent event) {
        Message message = event.getMessage();
        // A reminder's control is answered below it; a forged tap sent on another message leaves that one.
        if (NoticeIds.is(event.getComponentId()) || !JdaMessages.mayHold(message, event.getComponentId())) {
            return null;
        }
        ComponentIds.Action action;
        try {
            action = ComponentIds.decode(event.getComponentId());
        } catch (IllegalArgumentException foreign) {
            return new TappedCard(event, message.getContentRaw(), false, message.isEphemeral(), "");
        }
        return new TappedCard(event, message.getContentRaw(), action.options().containsKey(ComponentIds.VERSION),
                message.isEphemeral(), action.command());
    }
}
