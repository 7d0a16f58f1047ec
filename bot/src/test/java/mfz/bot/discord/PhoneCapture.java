package mfz.bot.discord;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import mfz.bot.core.Reply;
import mfz.bot.fakediscord.RecordedRequest;

/**
 * With {@code -Dphones.capture.dir=DIR}: writes chosen messages the bot sent as
 * {@code DIR/NAME.json}, in the form {@code tools/phones/draw.py} draws (a card edit replaces the
 * message above it; a private reply is marked as Discord marks it), for looking at them at a
 * phone's width. Without the property it does nothing.
 */
public final class PhoneCapture {

    private static final ObjectMapper JSON = new ObjectMapper();

    private PhoneCapture() {
    }

    /** Writes these requests, as the fake Discord recorded them. */
    static void ifAsked(String name, List<RecordedRequest> sent) {
        if (System.getProperty("phones.capture.dir") == null) {
            return;
        }
        ArrayNode out = JSON.createArrayNode();
        for (RecordedRequest request : sent) {
            out.addObject().put("edit", request.callbackType() == 7).put("ephemeral", request.ephemeral())
                    .set("message", request.message());
        }
        write(name, out);
    }

    /**
     * The same for replies a test made without Discord (the commands' harness): each as the
     * Discord adapter would send it, a reply on the same card as an edit of the message above.
     */
    public static void ifAskedReplies(String name, List<Reply> replies) {
        if (System.getProperty("phones.capture.dir") == null) {
            return;
        }
        ArrayNode out = JSON.createArrayNode();
        for (Reply reply : replies) {
            out.addObject().put("edit", reply.sameCard()).put("ephemeral", reply.ephemeral())
                    .set("message", AsSent.json(reply));
        }
        write(name, out);
    }

    private static void write(String name, ArrayNode out) {
        String dir = System.getProperty("phones.capture.dir");
        try {
            Files.createDirectories(Path.of(dir));
            Files.writeString(Path.of(dir, name + ".json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(out));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
