package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** An interaction the fake delivered to the bot: its id and token name the bot's answers. */
public record SentInteraction(String id, String token, ObjectNode payload) {

    public String callbackPath() {
        return "interactions/" + id + "/" + token + "/callback";
    }
}
