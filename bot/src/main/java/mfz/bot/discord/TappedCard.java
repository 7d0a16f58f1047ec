package mfz.bot.discord;

import java.util.OptionalLong;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.NoticeIds;
import net.dv8tion.jda.api.components.ActionComponent;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.interactions.callbacks.IMessageEditCallback;

/**
 * A tap's source message: edited by a reply that goes on in the same turn; when a new
 * message answers instead, a source whose controls were for one state of the game loses
 * them, since they are out of date now (no dead buttons stay in the channel).
 *
 * @param command the command the tapped control sends ({@code company ready}); empty for a foreign control
 * @param formsCard for a form, the version of the game its card's controls were made for; empty for a tap,
 *                  or a card of no version (the lobby's)
 */
record TappedCard(IMessageEditCallback event, Message message, String content, boolean versioned, boolean privately,
                  String command, OptionalLong formsCard) {

    /** The message a tap came from, which the reply may edit (a private one only by a private reply); null: none. */
    static TappedCard of(GenericComponentInteractionCreateEvent event) {
        Message message = event.getMessage();
        // A reminder's control is answered below it; a forged tap sent on another message leaves that one.
        if (NoticeIds.is(event.getComponentId()) || !JdaMessages.mayHold(message, event.getComponentId())) {
            return null;
        }
        return of(event, message, event.getComponentId());
    }

    /**
     * The message a form was opened from by one of its controls, which the form's answer may edit as
     * a tap's does (a piece added by its form in the terrain's step posted a new card, the first one's
     * menus left out of date: a phone review); null for a form a slash command opened.
     */
    static TappedCard ofForm(ModalInteractionEvent event) {
        Message message = event.getMessage();
        // A reminder's form is answered below it, as its taps are (the form's own id never says so: a review).
        if (message == null || JdaMessages.anyControl(message, NoticeIds::is)) {
            return null;
        }
        TappedCard card = of(event, message, event.getModalId());
        // A form's id never carries the version (Form.carrying): the card's controls say whether it is one
        // state's, and so edited, finished or retired as a tap on it would be (a review).
        OptionalLong version = versionOf(message);
        return new TappedCard(card.event(), message, card.content(), version.isPresent(), card.privately(),
                card.command(), version);
    }

    /**
     * Whether a form's answer may still go on its card: a form carries no version (others act while
     * its player types, and the rules decide the submit), so a card the game moved on from while it
     * was filled in (a command typed, a seat's move) would have been given fresh controls up the channel.
     */
    boolean latest(OptionalLong gameVersion) {
        return formsCard.isEmpty() || formsCard.equals(gameVersion);
    }

    /** The version a card's controls were made for (they all carry the same); empty: none carries one. */
    private static OptionalLong versionOf(Message message) {
        for (ActionComponent control : message.getComponentTree().findAll(ActionComponent.class)) {
            String id = control.getCustomId();
            if (id == null || !id.contains("|" + ComponentIds.VERSION + "=")) {
                continue;
            }
            try {
                return OptionalLong.of(Long.parseLong(ComponentIds.decode(id).options().get(ComponentIds.VERSION)));
            } catch (IllegalArgumentException foreign) {
                // not one of ours, or forged: the next control may say
            }
        }
        return OptionalLong.empty();
    }

    private static TappedCard of(IMessageEditCallback event, Message message, String id) {
        ComponentIds.Action action;
        try {
            action = ComponentIds.decode(id);
        } catch (IllegalArgumentException foreign) {
            return new TappedCard(event, message, message.getContentRaw(), false, message.isEphemeral(), "",
                    OptionalLong.empty());
        }
        return new TappedCard(event, message, message.getContentRaw(), action.options().containsKey(ComponentIds.VERSION),
                message.isEphemeral(), action.command(), OptionalLong.empty());
    }
}
