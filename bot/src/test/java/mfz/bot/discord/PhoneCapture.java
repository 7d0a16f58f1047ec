package mfz.bot.discord;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import mfz.bot.core.Reply;
import mfz.bot.fakediscord.FakeWorld;
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
     * Everything a channel showed from this request on, in order: each interaction's answer, a
     * card a tap finished (its edit without controls), and each message posted by the bot itself
     * (a seat's actions, the reminders) and its edits, leaving out the table message's posts and edits.
     */
    static void channelIfAsked(String name, List<RecordedRequest> requests, FakeWorld.Channel channel, long from) {
        if (System.getProperty("phones.capture.dir") == null) {
            return;
        }
        ArrayNode out = JSON.createArrayNode();
        for (RecordedRequest request : requests) {
            if (request.order() < from) {
                continue;
            }
            String content = request.message().path("content").asText();
            if (request.path().endsWith("/callback") && (request.callbackType() == 4 || request.callbackType() == 7)) {
                out.addObject().put("edit", request.callbackType() == 7).put("ephemeral", request.ephemeral())
                        .set("message", request.message());
            } else if (request.method().equals("PATCH") && request.path().startsWith("webhooks/")
                    && !request.path().endsWith("@original") && request.body().path("components").isEmpty()
                    && !content.isEmpty()) {
                out.addObject().put("finish", true).putObject("message").put("content", content);
            } else if (request.is("POST", "channels/" + channel.id() + "/messages") && !content.isEmpty()) {
                out.addObject().put("edit", false).put("ephemeral", false).set("message", request.body());
            } else if (request.method().equals("PATCH") && request.path().startsWith("channels/" + channel.id()
                    + "/messages/") && !content.isEmpty()) {
                // a bot seat's message gaining its next action (the newest message: a table edit has no text)
                out.addObject().put("edit", true).put("ephemeral", false).set("message", request.body());
            }
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
