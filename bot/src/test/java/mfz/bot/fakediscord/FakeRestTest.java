package mfz.bot.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The fake's REST routes the bot does not use yet (the table message), and its refusals,
 * called with the JDK's HTTP client so later tests can trust them.
 */
class FakeRestTest {

    private final HttpClient http = HttpClient.newHttpClient();
    private FakeDiscord fake;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
    }

    @AfterEach
    void stop() {
        fake.close();
    }

    private HttpResponse<String> call(String method, String path, String body, String token) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(fake.restUrl() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (token != null) {
            request.header("Authorization", "Bot " + token);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyRequestIsTalliedByRouteWithItsBytesEvenUnrecorded() throws Exception {
        String channel = fake.world().channel(0).id();
        fake.takeRequestTally();
        fake.recordRequests(false);
        String body = "{\"content\":\"the table\"}";
        String id = Payloads.JSON.readTree(call("POST", "channels/" + channel + "/messages", body, fake.token())
                .body()).get("id").asText();
        call("PATCH", "channels/" + channel + "/messages/" + id, body, fake.token());
        call("PATCH", "channels/" + channel + "/messages/" + id, body, fake.token());

        var tally = fake.takeRequestTally();
        assertEquals(List.of("PATCH channels/{id}/messages/{id}", "POST channels/{id}/messages"),
                List.copyOf(tally.keySet()));
        assertEquals(2, tally.get("PATCH channels/{id}/messages/{id}")[0]);
        assertEquals(2L * body.length(), tally.get("PATCH channels/{id}/messages/{id}")[1]);
        assertTrue(fake.takeRequestTally().isEmpty(), "taken, the tally starts afresh");
    }

    @Test
    void aChannelMessageIsCreatedThenEditedInPlace() throws Exception {
        String channel = fake.world().channel(0).id();

        HttpResponse<String> created = call("POST", "channels/" + channel + "/messages",
                "{\"content\":\"the table\"}", fake.token());
        assertEquals(200, created.statusCode());
        JsonNode message = Payloads.JSON.readTree(created.body());
        assertEquals("the table", message.get("content").asText());
        assertEquals(channel, message.get("channel_id").asText());
        String id = message.get("id").asText();
        assertEquals("the table", fake.awaitChannelMessage(fake.world().channel(0)).body().get("content").asText());

        HttpResponse<String> edited = call("PATCH", "channels/" + channel + "/messages/" + id,
                "{\"content\":\"the table, round 2\"}", fake.token());
        assertEquals(200, edited.statusCode());
        assertEquals(id, Payloads.JSON.readTree(edited.body()).get("id").asText());

        List<RecordedRequest> requests = fake.requests();
        assertEquals("the table, round 2", requests.get(1).body().get("content").asText());
        assertTrue(requests.get(1).is("PATCH", "channels/" + channel + "/messages/" + id));
    }

    @Test
    void aBodyDiscordsDescriptionRejectsIsAnswered400AndFailsTheTest() throws Exception {
        String channel = fake.world().channel(0).id();
        HttpResponse<String> refused = call("POST", "channels/" + channel + "/messages",
                "{\"content\":\"" + "x".repeat(2001) + "\"}", fake.token());

        assertEquals(400, refused.statusCode());
        JsonNode answer = Payloads.JSON.readTree(refused.body());
        assertEquals(50035, answer.get("code").asInt());
        assertTrue(answer.get("errors").has("content"), refused.body());
        List<String> violations = fake.takeApiViolations();
        assertEquals(1, violations.size());
        assertTrue(violations.getFirst().contains("2000 or fewer"), violations.getFirst());
    }

    @Test
    void aWrongTokenIsUnauthorizedAndAnUnknownRouteNotFound() throws Exception {
        assertEquals(401, call("GET", "users/@me", null, "wrong.token-0123456789abcdef").statusCode());
        assertEquals(401, call("GET", "users/@me", null, null).statusCode());
        assertEquals(404, call("GET", "guilds/1/bans", null, fake.token()).statusCode());
        assertEquals(200, call("GET", "users/@me", null, fake.token()).statusCode());
    }

    @Test
    void aFaultAnswersTheGivenNumberOfMatchingRequestsOnly() throws Exception {
        fake.fail(RestFault.rateLimit("GET", "users/@me", 1.5), 1);
        fake.fail(RestFault.serverError("GET", "users/@me", 503), 1);

        HttpResponse<String> limited = call("GET", "users/@me", null, fake.token());
        assertEquals(429, limited.statusCode());
        assertEquals("2", limited.headers().firstValue("Retry-After").orElseThrow());
        assertEquals("1.5", limited.headers().firstValue("X-RateLimit-Reset-After").orElseThrow());
        assertEquals(1.5, Payloads.JSON.readTree(limited.body()).get("retry_after").asDouble());
        assertEquals(503, call("GET", "users/@me", null, fake.token()).statusCode());
        assertEquals(200, call("GET", "users/@me", null, fake.token()).statusCode());
        assertEquals(List.of(429, 503, 200), fake.requests().stream().map(RecordedRequest::status).toList());
    }

    @Test
    void aDeletedMessageCanNoLongerBeEditedAndTheCreatedIdIsRecorded() throws Exception {
        String channel = fake.world().channel(0).id();
        HttpResponse<String> created = call("POST", "channels/" + channel + "/messages", "{\"content\":\"t\"}",
                fake.token());
        String id = Payloads.JSON.readTree(created.body()).get("id").asText();
        assertEquals(id, fake.channelMessageWrites(fake.world().channel(0)).getFirst().messageId());

        fake.deleteMessage(id);
        HttpResponse<String> edited = call("PATCH", "channels/" + channel + "/messages/" + id, "{\"content\":\"u\"}",
                fake.token());

        assertEquals(404, edited.statusCode());
        assertEquals(10008, Payloads.JSON.readTree(edited.body()).get("code").asInt(), "Discord's Unknown Message");
    }

    @Test
    void anUploadedFileIsServedWithoutATokenAndAMultipartMessagesFilesAreRecorded() throws Exception {
        FakeUpload upload = FakeUpload.text("a.txt", "some text");
        String url = fake.serve(upload);
        assertEquals(fake.restUrl().replace("/api/v10/", "/attachments/" + upload.id() + "/a.txt"), url);
        HttpResponse<String> served = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, served.statusCode());
        assertEquals("some text", served.body());

        String boundary = "b0undary";
        String multipart = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n"
                + "{\"content\":\"with a file\"}\r\n--" + boundary + "\r\nContent-Disposition: form-data; "
                + "name=\"files[0]\"; filename=\"game.json\"\r\nContent-Type: application/json\r\n\r\n{\"a\":1}\r\n--"
                + boundary + "--\r\n";
        HttpResponse<String> posted = http.send(HttpRequest.newBuilder(URI.create(fake.restUrl() + "channels/"
                        + fake.world().channel(0).id() + "/messages"))
                .header("Authorization", "Bot " + fake.token())
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(multipart)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, posted.statusCode());
        RecordedRequest recorded = fake.channelMessageWrites(fake.world().channel(0)).getLast();
        assertEquals("with a file", recorded.body().get("content").asText());
        assertEquals(Map.of("game.json", "{\"a\":1}"), recorded.files());
    }

    @Test
    void underLoadNothingIsRecordedButEachCallbackIsReported() throws Exception {
        List<String> called = new CopyOnWriteArrayList<>();
        fake.onCallback(called::add);
        fake.recordRequests(false);

        HttpResponse<String> first = call("POST", "interactions/123/tok/callback", "{\"type\":4}", fake.token());
        HttpResponse<String> again = call("POST", "interactions/123/tok/callback", "{\"type\":4}", fake.token());

        assertEquals(204, first.statusCode());
        assertEquals(400, again.statusCode(), "a second initial response is still refused");
        assertEquals(List.of("123"), called, "only the accepted callback is reported");
        assertTrue(fake.requests().isEmpty(), "nothing recorded");
        fake.recordRequests(true);
        call("POST", "interactions/124/tok2/callback", "{\"type\":4}", fake.token());
        assertEquals(1, fake.requests().size());
    }
}
