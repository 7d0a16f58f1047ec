package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.Map;

/**
 * One REST call the bot made, as the fake received it.
 *
 * @param path   the path under the API base, without the {@code /api/v10/} prefix or query,
 *               such as {@code interactions/123/tok/callback}
 * @param body   the JSON body (for multipart requests, the {@code payload_json} part), or a
 *               missing node when there was none
 * @param status what the fake answered
 * @param answer the JSON the fake answered with (a created message, with its id), or a missing node
 * @param files  the files sent with a multipart message, by file name, as text
 */
public record RecordedRequest(long order, String method, String path, String authorization, JsonNode body,
                              int status, JsonNode answer, Map<String, String> files) {

    public RecordedRequest {
        files = Map.copyOf(files == null ? Map.of() : files);
        body = body == null ? MissingNode.getInstance() : body;
        answer = answer == null ? MissingNode.getInstance() : answer;
    }

    /** The id of the message this request created or edited, as the fake answered it. */
    public String messageId() {
        return answer.path("id").asText();
    }

    public boolean is(String method, String path) {
        return this.method.equals(method) && this.path.equals(path);
    }

    /** The message flags of a reply or edit (64 = only the caller sees it), 0 when absent. */
    public int flags() {
        JsonNode data = body.has("data") ? body.get("data") : body;
        return data.path("flags").asInt(0);
    }

    public boolean ephemeral() {
        return (flags() & 64) != 0;
    }

    /** The message of a callback ({@code data}) or of an edit or follow-up (the body itself). */
    public JsonNode message() {
        return body.has("data") && body.has("type") ? body.get("data") : body;
    }

    /** The interaction callback type: 4 reply, 5 deferred reply, 6 deferred edit, 7 edit, 9 modal. */
    public int callbackType() {
        return body.path("type").asInt(-1);
    }

    @Override
    public String toString() {
        return order + " " + method + " " + path + " -> " + status + " " + body;
    }
}
