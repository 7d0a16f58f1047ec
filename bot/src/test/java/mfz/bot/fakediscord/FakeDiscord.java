package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A Discord stand-in on 127.0.0.1 for the real JDA client: a gateway WebSocket and a REST
 * server on ephemeral ports, one server ({@link FakeWorld}) with channels and members. Tests
 * send interactions as a user would and await what the bot answers; every REST request is
 * recorded. Faults (rate limits, outages, a dropped connection, a duplicate delivery) can
 * be injected for the load and fault tests.
 */
public final class FakeDiscord implements AutoCloseable {

    /** Well-formed for the bot's configuration check, and recognisable in any log line. */
    public static final String TOKEN = "fake.test-token_0123456789abcdef";

    public static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final FakeWorld world;
    private final List<FakeWorld> guilds;
    private final String token;
    private final FakeGateway gateway;
    private final FakeRest rest;

    private FakeDiscord(List<FakeWorld> guilds, String token, FakeGateway gateway, FakeRest rest) {
        this.guilds = List.copyOf(guilds);
        this.world = guilds.getFirst();
        this.token = token;
        this.gateway = gateway;
        this.rest = rest;
        rest.onThreadUpdate(thread -> gateway.dispatch("THREAD_UPDATE", thread, TIMEOUT));
        gateway.activeThreads(rest::activeThreads);
    }

    public static FakeDiscord start() throws IOException {
        return start(FakeWorld.standard(), TOKEN);
    }

    public static FakeDiscord start(FakeWorld world, String token) throws IOException {
        return start(List.of(world), 1, token);
    }

    /**
     * A Discord with several servers and a bot of {@code shardTotal} shards: each server's
     * events go on the connection of its shard, {@code (id >> 22) % shardTotal}. The first server
     * is {@link #world()}'s.
     */
    public static FakeDiscord start(List<FakeWorld> guilds, int shardTotal, String token) throws IOException {
        FakeRest rest = new FakeRest(guilds, token);
        FakeGateway gateway = new FakeGateway(guilds, shardTotal, token);
        try {
            gateway.startAndWait();
        } catch (IOException | RuntimeException e) {
            rest.close();
            throw e;
        }
        rest.gateway(gateway.url(), shardTotal);
        return new FakeDiscord(guilds, token, gateway, rest);
    }

    /** The first (for most tests the only) server. */
    public FakeWorld world() {
        return world;
    }

    /** Every server, the first being {@link #world()}. */
    public List<FakeWorld> worlds() {
        return guilds;
    }

    /** The server a channel belongs to. */
    public FakeWorld worldOf(FakeWorld.Channel channel) {
        return guilds.stream().filter(g -> g.channels().contains(channel)).findFirst().orElse(world);
    }

    /** The shard whose connection carries this server's events. */
    public int shardOf(FakeWorld guild) {
        return gateway.shardOf(guild.guildId());
    }

    /** Whether a bot holds this shard's connection now. */
    public boolean connected(int shard) {
        return gateway.connected(shard);
    }

    /** The shards identified so far, in order, as "shard/total". */
    public List<String> identifiedShards() {
        return gateway.identified();
    }

    public String token() {
        return token;
    }

    public String restUrl() {
        return rest.baseUrl();
    }

    public String gatewayUrl() {
        return gateway.url();
    }

    /** The environment that points the bot at this fake, with its database at the given file. */
    public Map<String, String> env(Path database) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("DISCORD_TOKEN", token);
        env.put("MFZ_DB", database.toString());
        env.put("MFZ_DISCORD_API_URL", restUrl());
        env.put("MFZ_DISCORD_GATEWAY_URL", gatewayUrl());
        // Every change's table at once, the channel's next command waiting for it: tests read
        // the table write that follows each command (TableEditsOnDiscordTest sets an interval).
        env.put("MFZ_TABLE_EDIT_MS", "0");
        return env;
    }

    // ---- interactions, as a user sends them -------------------------------------------------

    /**
     * A slash command: {@code path} is the full command ({@code "roll"}, {@code "game join"}),
     * {@code options} alternate names and values ({@code "dice", "2W 2R"}); a value's Java type
     * gives the option type (String, Integer or Long, Boolean).
     */
    public SentInteraction slash(FakeWorld.User user, FakeWorld.Channel channel, String path, Object... options) {
        if (options.length % 2 != 0) {
            throw new IllegalArgumentException("options come as name, value pairs");
        }
        List<Payloads.Option> list = new ArrayList<>();
        for (int i = 0; i < options.length; i += 2) {
            list.add(new Payloads.Option((String) options[i], options[i + 1]));
        }
        String id = Payloads.snowflake();
        String interactionToken = "itoken-" + id;
        ObjectNode payload = Payloads.interaction(worldOf(channel), id, interactionToken, 2, user, channel.id());
        ObjectNode data = Payloads.slashData(Payloads.snowflake(), worldOf(channel).guildId(),
                Arrays.asList(path.trim().split("\\s+")), list);
        for (Payloads.Option option : list) {
            if (option.value() instanceof FakeUpload upload) {
                String url = serve(upload);
                ObjectNode attachment = Payloads.object().put("id", upload.id()).put("filename", upload.fileName())
                        .put("size", upload.claimedSize()).put("url", url).put("proxy_url", url)
                        .put("content_type", "text/plain; charset=utf-8");
                data.withObjectProperty("resolved").withObjectProperty("attachments").set(upload.id(), attachment);
            }
        }
        payload.set("data", data);
        return send(payload);
    }

    /**
     * A slash command from another server, which added the application with its commands only
     * (no {@code bot} scope): the bot is not a member, and JDA has never heard of the server.
     */
    public SentInteraction slashFromAServerWithoutTheBot(FakeWorld.User user, String path, Object... options) {
        String server = "800000000000000777";
        String channel = "810000000000000777";
        String id = Payloads.snowflake();
        ObjectNode payload = Payloads.interaction(world(), id, "itoken-" + id, 2, user, channel);
        payload.put("guild_id", server);
        ((ObjectNode) payload.get("guild")).put("id", server);
        // the invoker's permissions in the channel, which Discord sends with the channel and JDA needs for a server it doesn't know
        ((ObjectNode) payload.get("channel")).put("guild_id", server).put("permissions",
                payload.get("member").get("permissions").asText()).set("permission_overwrites", Payloads.array());
        payload.set("authorizing_integration_owners", Payloads.object().put("0", server));
        List<Payloads.Option> list = new ArrayList<>();
        for (int i = 0; i < options.length; i += 2) {
            list.add(new Payloads.Option((String) options[i], options[i + 1]));
        }
        payload.set("data", Payloads.slashData(Payloads.snowflake(), server, Arrays.asList(path.trim().split("\\s+")),
                list));
        return send(payload);
    }

    /**
     * Autocomplete (type 4) while the user types {@code typed} into option {@code focused} of
     * a slash command, with {@code others} given already (name, value pairs). The bot answers
     * with a callback of type 8 whose {@code data.choices} are the suggestions.
     */
    public SentInteraction autocomplete(FakeWorld.User user, FakeWorld.Channel channel, String path, String focused,
                                        String typed, Object... others) {
        List<Payloads.Option> list = new ArrayList<>();
        for (int i = 0; i < others.length; i += 2) {
            list.add(new Payloads.Option((String) others[i], others[i + 1]));
        }
        list.add(new Payloads.Option(focused, typed));
        String id = Payloads.snowflake();
        ObjectNode payload = Payloads.interaction(worldOf(channel), id, "itoken-" + id, 4, user, channel.id());
        ObjectNode data = Payloads.slashData(Payloads.snowflake(), worldOf(channel).guildId(),
                Arrays.asList(path.trim().split("\\s+")), list);
        JsonNode options = data.get("options");
        while (options.size() == 1 && options.get(0).path("type").asInt() == 1) {
            options = options.get(0).get("options");
        }
        for (JsonNode option : options) {
            if (option.get("name").asText().equals(focused)) {
                ((ObjectNode) option).put("focused", true);
            }
        }
        payload.set("data", data);
        return send(payload);
    }

    /** A click on a button with this custom id, under a message of the bot. */
    public SentInteraction clickButton(FakeWorld.User user, FakeWorld.Channel channel, String customId) {
        return component(user, channel, Payloads.object().put("custom_id", customId).put("component_type", 2));
    }

    /** A choice in a string select menu with this custom id. */
    public SentInteraction select(FakeWorld.User user, FakeWorld.Channel channel, String customId, String... values) {
        ObjectNode data = Payloads.object().put("custom_id", customId).put("component_type", 3);
        ArrayNode chosen = data.putArray("values");
        Arrays.stream(values).forEach(chosen::add);
        return component(user, channel, data);
    }

    /**
     * A submitted form (modal submit, type 5) whose id is {@code modalId}: each text box, by
     * its custom id, holds the text the user wrote. The boxes come back inside their labels
     * (component type 18 holding a text input, type 4), as Discord sends them since labels.
     */
    public SentInteraction submitForm(FakeWorld.User user, FakeWorld.Channel channel, String modalId,
                                      Map<String, String> texts) {
        return submitForm(user, channel, modalId, null, texts);
    }

    /**
     * The same for a form opened by a control under this message of the bot, which Discord sends
     * along (as a tap's: {@link #clickButton(FakeWorld.User, FakeWorld.Channel, String, JsonNode)}), and
     * which the answer may edit.
     */
    public SentInteraction submitForm(FakeWorld.User user, FakeWorld.Channel channel, String modalId, JsonNode message,
                                      Map<String, String> texts) {
        String id = Payloads.snowflake();
        ObjectNode payload = Payloads.interaction(worldOf(channel), id, "itoken-" + id, 5, user, channel.id());
        ObjectNode data = Payloads.object().put("custom_id", modalId);
        ArrayNode components = data.putArray("components");
        int uniqueId = 1;
        for (Map.Entry<String, String> text : texts.entrySet()) {
            ObjectNode label = components.addObject().put("type", 18).put("id", uniqueId++);
            label.set("component", Payloads.object().put("type", 4).put("id", uniqueId++)
                    .put("custom_id", text.getKey()).put("value", text.getValue()));
        }
        if (message != null) {
            ObjectNode stub = Payloads.messageStub(world, Payloads.snowflake(), channel.id());
            stub.put("content", message.path("content").asText(""));
            stub.put("flags", message.path("flags").asInt(0));
            stub.set("attachments", attachments(message.path("attachments")));
            if (message.has("components")) {
                stub.set("components", message.get("components"));
            }
            payload.set("message", stub);
        }
        payload.set("data", data);
        return send(payload);
    }

    /** A click on a button under a message only this user sees (ephemeral, flag 64), such as a turn's plan. */
    public SentInteraction clickPrivateButton(FakeWorld.User user, FakeWorld.Channel channel, String customId) {
        return component(user, channel, Payloads.object().put("custom_id", customId).put("component_type", 2), true);
    }

    /** A choice in a select menu under a message only this user sees. */
    public SentInteraction selectPrivate(FakeWorld.User user, FakeWorld.Channel channel, String customId,
                                         String... values) {
        ObjectNode data = Payloads.object().put("custom_id", customId).put("component_type", 3);
        ArrayNode chosen = data.putArray("values");
        Arrays.stream(values).forEach(chosen::add);
        return component(user, channel, data, true);
    }

    /**
     * A click on a button under this message of the bot, which Discord sends along as the bot
     * last made it (its text, flags and controls: a live card edit keeps the text's result lines).
     */
    public SentInteraction clickButton(FakeWorld.User user, FakeWorld.Channel channel, String customId,
                                       JsonNode message) {
        return component(user, channel, Payloads.object().put("custom_id", customId).put("component_type", 2),
                message);
    }

    /** A choice in a string select menu under this message of the bot (as {@link #clickButton(FakeWorld.User, FakeWorld.Channel, String, JsonNode)}). */
    public SentInteraction select(FakeWorld.User user, FakeWorld.Channel channel, String customId, JsonNode message,
                                  String... values) {
        ObjectNode data = Payloads.object().put("custom_id", customId).put("component_type", 3);
        ArrayNode chosen = data.putArray("values");
        Arrays.stream(values).forEach(chosen::add);
        return component(user, channel, data, message);
    }

    private SentInteraction component(FakeWorld.User user, FakeWorld.Channel channel, ObjectNode data) {
        return component(user, channel, data, false, null);
    }

    private SentInteraction component(FakeWorld.User user, FakeWorld.Channel channel, ObjectNode data,
                                      boolean privateMessage) {
        return component(user, channel, data, privateMessage, null);
    }

    private SentInteraction component(FakeWorld.User user, FakeWorld.Channel channel, ObjectNode data,
                                      JsonNode message) {
        return component(user, channel, data, false, message);
    }

    private SentInteraction component(FakeWorld.User user, FakeWorld.Channel channel, ObjectNode data,
                                      boolean privateMessage, JsonNode message) {
        String id = Payloads.snowflake();
        ObjectNode payload = Payloads.interaction(worldOf(channel), id, "itoken-" + id, 3, user, channel.id());
        ObjectNode stub = Payloads.messageStub(world, Payloads.snowflake(), channel.id());
        if (message != null) {
            stub.put("content", message.path("content").asText(""));
            stub.put("flags", message.path("flags").asInt(0));
            stub.set("attachments", attachments(message.path("attachments")));
            // Its controls too, as Discord sends them: the bot edits a tapped message only when it holds the control.
            if (message.has("components")) {
                stub.set("components", message.get("components"));
            }
        }
        if (privateMessage) {
            stub.put("flags", 64);
        }
        if (!stub.has("components")) {
            // A tap comes from a message holding its control, and Discord sends the message's controls with it.
            stub.set("components", heldControl(data));
        }
        payload.set("message", stub);
        payload.set("data", data);
        return send(payload);
    }

    /** One row holding the control a tap names, as the tapped message's controls when a test gives no message. */
    private static ArrayNode heldControl(ObjectNode data) {
        ArrayNode rows = Payloads.object().putArray("components");
        ObjectNode control = rows.addObject().put("type", 1).putArray("components").addObject();
        control.put("type", data.path("component_type").asInt(2)).put("custom_id", data.path("custom_id").asText());
        if (control.get("type").asInt() == 2) {
            control.put("style", 1).put("label", "tapped");
        } else {
            control.putArray("options").addObject().put("label", "chosen").put("value", "chosen");
        }
        return rows;
    }

    /**
     * The files of the message a tap came from, as Discord describes them: an upload the bot
     * sent with it (numbered in its request) gets an id of its own, a file it kept keeps its id.
     */
    private static ArrayNode attachments(JsonNode sent) {
        ArrayNode attachments = Payloads.array();
        for (JsonNode file : sent) {
            String id = file.path("id").asText();
            String attachmentId = id.matches("\\d{17,20}") ? id : Payloads.snowflake();
            String name = file.path("filename").asText("file");
            String url = "https://cdn.discordapp.com/attachments/0/" + attachmentId + "/" + name;
            attachments.add(Payloads.object().put("id", attachmentId).put("filename", name).put("size", 1)
                    .put("url", url).put("proxy_url", url));
        }
        return attachments;
    }

    /** How long an interaction waits for the bot to be connected before the test fails. */
    private volatile Duration connectionPatience = TIMEOUT;

    /**
     * Shortens the wait for a connected bot: a test that kills the bot on purpose would
     * otherwise keep a player typing into the void for the whole {@link #TIMEOUT}.
     */
    public void connectionPatience(Duration patience) {
        connectionPatience = patience;
    }

    private SentInteraction send(ObjectNode payload) {
        // In a thread the bot opened, the interaction says so, as Discord's does (type 11, its parent).
        rest.thread(payload.get("channel_id").asText()).ifPresent(thread -> payload.set("channel", thread));
        SentInteraction sent = new SentInteraction(payload.get("id").asText(), payload.get("token").asText(), payload);
        rest.interactionSent(sent.token(), payload.get("channel_id").asText());
        gateway.dispatch("INTERACTION_CREATE", payload, connectionPatience);
        return sent;
    }

    /** Puts a user's file where Discord's CDN would serve it; returns its address. */
    String serve(FakeUpload upload) {
        return rest.upload(upload.id(), upload.fileName(), upload.content());
    }

    /**
     * Someone who manages the channel denies the bot these permissions there, after the start:
     * Discord tells the bot on the gateway (CHANNEL_UPDATE, with the channel's overwrites) and
     * refuses its messages there from then on (50001/50013).
     */
    public void denyBot(FakeWorld.Channel channel, long permissions) {
        FakeWorld server = worldOf(channel);
        int position = server.channels().indexOf(channel);
        FakeWorld.Channel denied = new FakeWorld.Channel(channel.id(), channel.name(), channel.managers(),
                channel.readers(), permissions);
        rest.denyBot(channel.id(), permissions);
        gateway.dispatch("CHANNEL_UPDATE", Payloads.channel(server, denied, position), TIMEOUT);
    }

    /**
     * Archives a thread the bot opened, as Discord does one quiet for its archive time: it tells
     * the bot on the gateway ({@code THREAD_UPDATE}), and JDA forgets the thread. A message sent
     * there unarchives it (told again); an edit there is refused (50083).
     */
    public void archiveThread(FakeWorld.Channel thread) {
        gateway.dispatch("THREAD_UPDATE", rest.archive(thread.id()), TIMEOUT);
    }

    /**
     * Deletes a channel of the world, or a thread the bot opened, as someone who manages it would:
     * Discord tells the bot on the gateway ({@code CHANNEL_DELETE}, {@code THREAD_DELETE}).
     */
    public void deleteChannel(FakeWorld.Channel channel) {
        Optional<ObjectNode> thread = rest.thread(channel.id());
        if (thread.isPresent()) {
            gateway.dispatch("THREAD_DELETE", Payloads.object().put("id", channel.id())
                    .put("guild_id", thread.get().path("guild_id").asText(world().guildId()))
                    .put("parent_id", thread.get().path("parent_id").asText()).put("type", 11), TIMEOUT);
        } else {
            gateway.dispatch("CHANNEL_DELETE", Payloads.object().put("id", channel.id()).put("type", 0)
                    .put("guild_id", world().guildId()).put("name", channel.name()).put("position", 0)
                    .put("nsfw", false).set("permission_overwrites", Payloads.array()), TIMEOUT);
        }
    }

    /** The server removes the bot (kicked, or the server deleted): Discord's GUILD_DELETE, not an outage. */
    public void removeBot() {
        gateway.dispatch("GUILD_DELETE", Payloads.object().put("id", world().guildId()), TIMEOUT);
    }

    /** Delivers the same interaction again, as Discord may after a reconnect. */
    public void redeliver(SentInteraction interaction) {
        gateway.dispatch("INTERACTION_CREATE", interaction.payload(), TIMEOUT);
    }

    // ---- what the bot answered ----------------------------------------------------------------

    /** The initial response ({@code POST interactions/{id}/{token}/callback}). */
    public RecordedRequest awaitCallback(SentInteraction interaction) {
        return await(r -> r.is("POST", interaction.callbackPath()) && r.status() < 300,
                "the initial response to interaction " + interaction.id());
    }

    /** The edit of the original response ({@code PATCH webhooks/{app}/{token}/messages/@original}). */
    public RecordedRequest awaitOriginalEdit(SentInteraction interaction) {
        return await(r -> r.is("PATCH", webhookPath(interaction) + "/messages/@original") && r.status() < 300,
                "an edit of the original response to interaction " + interaction.id());
    }

    public RecordedRequest awaitOriginalDelete(SentInteraction interaction) {
        return await(r -> r.is("DELETE", webhookPath(interaction) + "/messages/@original") && r.status() < 300,
                "a deletion of the original response to interaction " + interaction.id());
    }

    /** A follow-up message ({@code POST webhooks/{app}/{token}}). */
    public RecordedRequest awaitFollowUp(SentInteraction interaction) {
        return await(r -> r.is("POST", webhookPath(interaction)) && r.status() < 300,
                "a follow-up to interaction " + interaction.id());
    }

    /** A message the bot posted in a channel ({@code POST channels/{id}/messages}), such as the table. */
    public RecordedRequest awaitChannelMessage(FakeWorld.Channel channel) {
        return await(r -> r.is("POST", "channels/" + channel.id() + "/messages") && r.status() < 300,
                "a message in channel " + channel.name());
    }

    public RecordedRequest await(Predicate<RecordedRequest> wanted, String what) {
        return rest.await(wanted, TIMEOUT, what);
    }

    /** The first request that matches, waiting at most {@code timeout}; empty when none came (a bot that was killed). */
    public Optional<RecordedRequest> awaitOrEmpty(Predicate<RecordedRequest> wanted, Duration timeout) {
        return rest.awaitOrEmpty(wanted, timeout);
    }

    private String webhookPath(SentInteraction interaction) {
        return "webhooks/" + world.applicationId() + "/" + interaction.token();
    }

    /** Every REST request so far, in the order the fake received them. */
    public List<RecordedRequest> requests() {
        return rest.requests();
    }

    /** The requests about one interaction (its callback and its webhook calls), in order. */
    public List<RecordedRequest> requestsFor(SentInteraction interaction) {
        return rest.requests().stream().filter(r -> r.path().contains("/" + interaction.token())).toList();
    }

    /** The application's emojis (Discord's {@code GET applications/{app}/emojis}): they outlive the bot's restarts. */
    public List<ObjectNode> applicationEmojis() {
        return rest.emojis();
    }

    /** Gives the application an emoji of this name, as an earlier run of the bot would have uploaded it. */
    public void addApplicationEmoji(String name, byte[] image) {
        rest.addEmoji(name, image);
    }

    /** The image uploaded for an application emoji. */
    public Optional<byte[]> applicationEmojiImage(String emojiId) {
        return rest.emojiImage(emojiId);
    }

    /** The threads the bot opened, oldest first, as channels tests can send interactions in. */
    public List<FakeWorld.Channel> threads() {
        return rest.threads().stream().map(t -> new FakeWorld.Channel(t.get("id").asText(), t.get("name").asText()))
                .toList();
    }

    /** The ids of the messages pinned in the channel now, oldest pin first. */
    public List<String> pinned(FakeWorld.Channel channel) {
        return rest.pinned(channel.id());
    }

    public Optional<byte[]> sentFile(String name) {
        return rest.sentFile(name);
    }

    /** A command's size as Discord limits it (at most 8,000 characters). */
    public static int commandSize(JsonNode command) {
        return FakeRest.commandSize(command);
    }

    public List<ArrayNode> globalRegistrations() {
        return rest.globalRegistrations();
    }

    /** Each registration on the server's own command list, oldest first. */
    public List<ArrayNode> guildRegistrations() {
        return rest.guildRegistrations();
    }

    /**
     * The user closes direct messages from the server's members (Discord's privacy setting):
     * the bot may still open the direct-message channel, and each message sent there is refused
     * with Discord's "Cannot send messages to this user" (50007).
     */
    public void closeDirectMessages(FakeWorld.User user) {
        rest.closeDirectMessages(user.id());
    }

    /** The direct-message channel the bot opened with this user, if it opened one. */
    public Optional<String> directChannelOf(FakeWorld.User user) {
        return rest.directChannel(user.id());
    }

    /** A user deletes one of the bot's channel messages: editing it fails from now on. */
    public void deleteMessage(String messageId) {
        rest.deleteMessage(messageId);
    }

    /** The bot's posts and edits of channel messages (the table message), in order. */
    public List<RecordedRequest> channelMessageWrites(FakeWorld.Channel channel) {
        String posts = "channels/" + channel.id() + "/messages";
        return rest.requests().stream().filter(r -> (r.method().equals("POST") && r.path().equals(posts))
                || (r.method().equals("PATCH") && r.path().startsWith(posts + "/"))).toList();
    }

    // ---- load ---------------------------------------------------------------------------------

    /**
     * Every request since the last call (recorded or not) by method and route, ids as
     * {@code {id}}: how many, and their bodies' bytes. Starts counting afresh.
     */
    public Map<String, long[]> takeRequestTally() {
        return rest.takeTally();
    }

    /**
     * Stops (or resumes) recording REST requests, for load: awaiting then works only through
     * {@link #onCallback}. Off, the fake keeps nothing per request but what routing needs.
     */
    public void recordRequests(boolean on) {
        rest.recording(on);
    }

    /**
     * Calls {@code listener} with the interaction id of each accepted initial response, on the
     * fake's request thread, as soon as the request has been read (before it is answered).
     */
    public void onCallback(Consumer<String> listener) {
        rest.onCallback(listener);
    }

    // ---- faults -------------------------------------------------------------------------------

    /** The next {@code times} requests matching the fault's route get its error instead. */
    public void fail(RestFault fault, int times) {
        rest.addFault(fault, times);
    }

    /** The bot's token reset in the developer portal: its gateway sessions are closed with 4004 and it can't come back. */
    public void resetToken() {
        gateway.resetToken();
    }

    /** Cuts the gateway connection without a close frame; the bot should resume. */
    public void dropConnection() {
        gateway.dropConnection();
    }

    public int identifies() {
        return gateway.identifies();
    }

    public int resumes() {
        return gateway.resumes();
    }

    public String lastIdentifyToken() {
        return gateway.lastIdentifyToken();
    }

    @Override
    public void close() {
        gateway.shutdown();
        rest.close();
        List<String> invalid = rest.takeViolations();
        if (!invalid.isEmpty()) {
            throw new AssertionError("Discord would have refused " + invalid.size() + " request(s) the bot sent (400 "
                    + "Invalid Form Body by its OpenAPI description):\n" + String.join("\n", invalid));
        }
    }

    /**
     * The requests this fake answered 400 because Discord's OpenAPI description rejects their
     * body, and forgets them; {@link #close} fails with any left, so a test that makes the bot
     * send one fails.
     */
    public List<String> takeApiViolations() {
        return rest.takeViolations();
    }
}
