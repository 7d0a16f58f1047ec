package mfz.bot.discord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import mfz.bot.core.Reply;

/** A reply as the Discord adapter sends it, as JSON: for tests that check payloads without Discord. */
public final class AsSent {

    private static final ObjectMapper JSON = new ObjectMapper();

    private AsSent() {
    }

    public static JsonNode json(Reply reply) {
        try {
            return JSON.readTree(JdaMessages.toMessage(reply).toData().toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
