package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Discord's REST API, as far as the bot uses it: the bot's own user, command registration,
 * interaction callbacks, the interaction webhook (edit, delete, follow-up) and channel
 * messages (a deleted one answers "Unknown Message"); and, like Discord's CDN, the files
 * users attach to commands (no token needed). Every request is recorded, in arrival order,
 * with what was answered and the files of multipart messages, for tests to await and inspect.
 */
final class FakeRest implements AutoCloseable {

    static final String PREFIX = "/api/v10/";

    private static final Pattern COMMANDS = Pattern.compile("applications/(\\d+)(/guilds/(\\d+))?/commands");
    private static final Pattern CALLBACK = Pattern.compile("interactions/(\\d+)/([^/]+)/callback");
    private static final Pattern WEBHOOK = Pattern.compile("webhooks/(\\d+)/([^/]+)(/messages/(@original|\\d+))?");
    private static final Pattern UPLOAD = Pattern.compile("/attachments/(\\d+)/[^/]+");
    private static final Pattern EMOJIS = Pattern.compile("applications/(\\d+)/emojis(/(\\d+))?");
    /** Discord's limits for an application's emojis. */
    static final int MAX_EMOJIS = 2000;
    static final int MAX_EMOJI_BYTES = 256 * 1024;
    private static final Pattern EMOJI_NAME = Pattern.compile("[A-Za-z0-9_]{2,32}");
    private static final Pattern DATA_URI = Pattern.compile("data:image/(png|jpeg|gif|webp);base64,(.+)", Pattern.DOTALL);
    private static final Pattern CHANNEL_MESSAGES = Pattern.compile("channels/(\\d+)/messages(/(\\d+))?");
    private static final Pattern CHANNEL = Pattern.compile("channels/(\\d+)");
    private static final Pattern THREADS = Pattern.compile("channels/(\\d+)(/messages/(\\d+))?/threads");
    private static final Pattern ARCHIVED_THREADS = Pattern.compile("channels/(\\d+)/threads/archived/public");
    /** Discord's bits for Create Public Threads and Send Messages in Threads. */
    static final long CREATE_PUBLIC_THREADS = 1L << 35;
    static final long MANAGE_THREADS = 1L << 34;
    private static final Pattern PINS = Pattern.compile("channels/(\\d+)/messages/pins/(\\d+)");
    /** Discord's bit for Pin Messages. */
    static final long PIN_MESSAGES = 1L << 51;

    /**
     * Discord's limit on one command: the characters of every name, description and choice
     * value in it, its subcommands and options included.
     */
    static final int MAX_COMMAND_SIZE = 8000;

    private final FakeWorld world;
    private final String expectedAuthorization;
    private final HttpServer server;
    private final ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();

    private final Object lock = new Object();
    private final List<RecordedRequest> requests = new ArrayList<>();
    private final LinkedList<RestFault> faults = new LinkedList<>();
    private final Set<String> answeredInteractions = new HashSet<>();
    /** Where each interaction happened, by its token: the messages answering it appear there. */
    private final Map<String, String> channelByToken = new HashMap<>();
    /** Files users attached to commands, by attachment id. */
    private final Map<String, byte[]> uploads = new HashMap<>();
    /** Channel messages a user deleted: editing them answers Discord's "Unknown Message". */
    private final Set<String> deletedMessages = new HashSet<>();
    /** The threads archived now (each also in {@link #openedThreads}, its metadata saying so). */
    private final Set<String> archivedThreads = new HashSet<>();
    /** Threads a request changed, told on the gateway once the request is answered (THREAD_UPDATE). */
    private final Queue<ObjectNode> threadUpdates = new ConcurrentLinkedQueue<>();
    private volatile Consumer<ObjectNode> onThreadUpdate = thread -> { };

    /** The threads the bot opened, by id: each as Discord describes a channel of type 11. */
    private final Map<String, ObjectNode> openedThreads = new LinkedHashMap<>();
    /** The messages pinned in each channel, by channel id, oldest pin first. */
    private final Map<String, LinkedHashSet<String>> pins = new HashMap<>();
    /** The direct-message channel opened with each user, by the user's id (one each, as Discord keeps it). */
    private final Map<String, String> directChannels = new HashMap<>();
    /** Users whose direct messages are closed to the bot: Discord opens the channel, then refuses each message. */
    private final Set<String> closedDirectMessages = new HashSet<>();
    /** Each request Discord's API description rejects, with why: a test that caused one fails. */
    private final List<String> violations = new ArrayList<>();
    private final DiscordApiSpec spec = DiscordApiSpec.load();
    /**
     * Off only in the benchmarks ({@code -Pbench} sets {@code fake.checks.spec=false}): there
     * the check would share the measured cores with the bot. Every test run checks.
     */
    private static final boolean CHECKS_SPEC = !"false".equals(System.getProperty("fake.checks.spec"));
    private final List<ArrayNode> registeredGlobal = new ArrayList<>();
    /** The application's emojis, by id, as Discord keeps them across the bot's restarts. */
    private final Map<String, ObjectNode> emojis = new LinkedHashMap<>();
    /** The image of each application emoji, by id. */
    private final Map<String, byte[]> emojiImages = new HashMap<>();
    /** Every file the bot sent with a message, by file name, byte for byte (the latest of a name). */
    private final Map<String, byte[]> sentFiles = new HashMap<>();
    private final List<ArrayNode> registeredGuild = new ArrayList<>();
    /**
     * Off under load (the benchmarks): a run of many thousands of commands would otherwise keep
     * every body and make each await scan them all. Callbacks still reach the listener.
     */
    private volatile boolean recording = true;
    /**
     * Requests and request bytes by method and route (ids as {@code {id}}), counted even when
     * nothing is recorded: the benchmarks compare what each bot sends for one command.
     */
    private final ConcurrentHashMap<String, long[]> tally =
            new ConcurrentHashMap<>();
    private static final Pattern ID = Pattern.compile("/[^/]*\\d[^/]*");
    /** Told of each accepted interaction callback as it arrives (its interaction id), for timing. */
    private volatile Consumer<String> callbackListener = id -> { };

    static {
        // As Discord answers at once: the JDK's HTTP server leaves Nagle's algorithm on unless
        // told (read once, when its first server is made), so a small response could wait for
        // the client's delayed ACK, up to 40 ms on Linux.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    /** Every server, the first being {@link #world}'s (the one most tests use alone). */
    private final List<FakeWorld> guilds;
    private volatile String gatewayUrl = "ws://127.0.0.1:1/";
    private volatile int shardTotal = 1;

    FakeRest(List<FakeWorld> guilds, String token) throws IOException {
        this.guilds = List.copyOf(guilds);
        this.world = guilds.getFirst();
        this.expectedAuthorization = "Bot " + token;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    /** What {@code GET /gateway/bot} answers: where to connect, and how many shards to use. */
    void gateway(String url, int shards) {
        gatewayUrl = url;
        shardTotal = shards;
    }

    /** The server a channel is in (the first server's, for one the fake doesn't know). */
    private FakeWorld guildOf(String channelId) {
        return guilds.stream().filter(g -> g.channels().stream().anyMatch(c -> c.id().equals(channelId)))
                .findFirst().orElse(world);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + PREFIX;
    }

    void addFault(RestFault fault, int times) {
        synchronized (lock) {
            for (int i = 0; i < times; i++) {
                faults.add(fault);
            }
        }
    }

    void closeDirectMessages(String userId) {
        synchronized (lock) {
            closedDirectMessages.add(userId);
        }
    }

    /** The direct-message channel opened with this user, if one was. */
    Optional<String> directChannel(String userId) {
        synchronized (lock) {
            return Optional.ofNullable(directChannels.get(userId));
        }
    }

    void deleteMessage(String messageId) {
        synchronized (lock) {
            deletedMessages.add(messageId);
        }
    }

    /** Requests and their bytes by method and route since the last call, and starts counting afresh. */
    Map<String, long[]> takeTally() {
        Map<String, long[]> taken = new TreeMap<>();
        for (String route : List.copyOf(tally.keySet())) {
            long[] counted = tally.remove(route);
            if (counted != null) {
                synchronized (counted) {
                    taken.put(route, counted.clone());
                }
            }
        }
        return taken;
    }

    void recording(boolean on) {
        recording = on;
    }

    void onCallback(Consumer<String> listener) {
        callbackListener = listener;
    }

    void interactionSent(String token, String channelId) {
        synchronized (lock) {
            channelByToken.put(token, channelId);
        }
    }

    List<RecordedRequest> requests() {
        synchronized (lock) {
            return List.copyOf(requests);
        }
    }

    /** A thread the bot opened, as Discord describes it. */
    Optional<ObjectNode> thread(String id) {
        synchronized (lock) {
            return Optional.ofNullable(openedThreads.get(id)).map(ObjectNode::deepCopy);
        }
    }

    /** Archives a thread the bot opened, as Discord does one quiet for its archive time; returns it as it is now. */
    ObjectNode archive(String threadId) {
        synchronized (lock) {
            ObjectNode thread = openedThreads.get(threadId);
            if (thread == null) {
                throw new IllegalArgumentException("no thread " + threadId);
            }
            ((ObjectNode) thread.get("thread_metadata")).put("archived", true);
            archivedThreads.add(threadId);
            return thread.deepCopy();
        }
    }

    /** The threads of this server the bot opened that are not archived, as Discord lists them with the server. */
    List<ObjectNode> activeThreads(String guildId) {
        synchronized (lock) {
            return openedThreads.values().stream().filter(t -> !archivedThreads.contains(t.get("id").asText())
                    && t.path("guild_id").asText().equals(guildId)).map(ObjectNode::deepCopy).toList();
        }
    }

    /** Permissions denied to the bot in a channel after the start ({@link FakeDiscord#denyBot}), by channel. */
    private final Map<String, Long> botDeniedSince = new ConcurrentHashMap<>();

    void denyBot(String channelId, long permissions) {
        botDeniedSince.put(channelId, permissions);
    }

    /** Who hears of a thread a request changed (the gateway's THREAD_UPDATE). */
    void onThreadUpdate(Consumer<ObjectNode> listener) {
        onThreadUpdate = listener;
    }

    /** The threads the bot opened, oldest first. */
    List<ObjectNode> threads() {
        synchronized (lock) {
            return openedThreads.values().stream().map(ObjectNode::deepCopy).toList();
        }
    }

    /** The ids of the messages pinned in the channel now, oldest pin first. */
    List<String> pinned(String channelId) {
        synchronized (lock) {
            return List.copyOf(pins.getOrDefault(channelId, new LinkedHashSet<>()));
        }
    }

    /** The application's emojis now, as {@code GET applications/{app}/emojis} lists them. */
    List<ObjectNode> emojis() {
        synchronized (lock) {
            return emojis.values().stream().map(ObjectNode::deepCopy).toList();
        }
    }

    /** An emoji the application has already, as an earlier run (or another program) left it. */
    void addEmoji(String name, byte[] image) {
        synchronized (lock) {
            String id = Payloads.snowflake();
            ObjectNode emoji = Payloads.object().put("id", id).put("name", name).put("require_colons", true)
                    .put("managed", false).put("animated", false).put("available", true);
            emoji.set("roles", Payloads.array());
            emoji.set("user", Payloads.botUser(world));
            emojis.put(id, emoji);
            emojiImages.put(id, image);
        }
    }

    Optional<byte[]> emojiImage(String id) {
        synchronized (lock) {
            return Optional.ofNullable(emojiImages.get(id));
        }
    }

    Optional<byte[]> sentFile(String name) {
        synchronized (lock) {
            return Optional.ofNullable(sentFiles.get(name));
        }
    }

    /** What counts towards {@link #MAX_COMMAND_SIZE}: names, descriptions and choice values, all the way down. */
    static int commandSize(JsonNode command) {
        int size = command.path("name").asText().length() + command.path("description").asText().length();
        for (JsonNode choice : command.path("choices")) {
            size += choice.path("name").asText().length() + choice.path("value").asText().length();
        }
        for (JsonNode option : command.path("options")) {
            size += commandSize(option);
        }
        return size;
    }

    /** Each body of {@code PUT applications/{app}/commands}, oldest first. */
    List<ArrayNode> globalRegistrations() {
        synchronized (lock) {
            return List.copyOf(registeredGlobal);
        }
    }

    /** Each body of {@code PUT applications/{app}/guilds/{guild}/commands}, oldest first. */
    List<ArrayNode> guildRegistrations() {
        synchronized (lock) {
            return List.copyOf(registeredGuild);
        }
    }

    /** The first request that matches, waiting at most {@code timeout}; empty if none came. */
    Optional<RecordedRequest> awaitOrEmpty(Predicate<RecordedRequest> wanted, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            int seen = 0;
            while (true) {
                for (; seen < requests.size(); seen++) {
                    if (wanted.test(requests.get(seen))) {
                        return Optional.of(requests.get(seen));
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return Optional.empty();
                }
                try {
                    lock.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.empty();
                }
            }
        }
    }

    RecordedRequest await(Predicate<RecordedRequest> wanted, Duration timeout, String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (true) {
                for (RecordedRequest request : requests) {
                    if (wanted.test(request)) {
                        return request;
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("the bot never sent " + what + " within " + timeout
                            + "; it sent:\n" + String.join("\n", requests.stream().map(Object::toString).toList()));
                }
                try {
                    lock.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted while waiting for " + what);
                }
            }
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            String fullPath = exchange.getRequestURI().getPath();
            String path = fullPath.startsWith(PREFIX) ? fullPath.substring(PREFIX.length()) : fullPath;
            String authorization = exchange.getRequestHeaders().getFirst("Authorization");
            byte[] raw = exchange.getRequestBody().readAllBytes();
            long[] counted = tally.computeIfAbsent(method + " " + ID.matcher(path).replaceAll("/{id}"),
                    route -> new long[2]);
            synchronized (counted) {
                counted[0]++;
                counted[1] += raw.length;
            }
            String type = exchange.getRequestHeaders().getFirst("Content-Type");
            JsonNode body = readBody(raw, type);
            Map<String, String> files = fileParts(raw, type);
            Map<String, byte[]> fileBytes = fileBytes(raw, type);
            // Outside the lock: checking a body against the description takes a moment, and
            // requests from many channels arrive at once.
            List<DiscordApiSpec.Violation> invalid = new ArrayList<>();
            if (CHECKS_SPEC) {
                invalid.addAll(spec.check(method, path, body));
                invalid.addAll(DiscordLimits.check(body));
            }

            Response response;
            synchronized (lock) {
                RestFault fault = takeFault(method, path);
                Matcher upload = UPLOAD.matcher(path);
                if (fault == null && method.equals("GET") && upload.matches()) {
                    // Discord's CDN needs no bot token: anyone with the link may fetch the file.
                    byte[] content = uploads.get(upload.group(1));
                    response = content == null ? Response.empty(404) : Response.bytes(200, content);
                } else if (fault != null) {
                    response = faultResponse(fault);
                } else if (!expectedAuthorization.equals(authorization)) {
                    response = Response.json(401, Payloads.object().put("message", "401: Unauthorized").put("code", 0));
                } else {
                    if (invalid.isEmpty()) {
                        response = route(method, path, body);
                    } else {
                        violations.add(method + " " + path + " " + invalid + "\n  body: " + body);
                        response = invalidFormBody(invalid);
                    }
                }
                sentFiles.putAll(fileBytes);
                if (recording) {
                    requests.add(new RecordedRequest(requests.size() + 1L, method, path, authorization, body,
                            response.status, response.json(), files));
                    lock.notifyAll();
                }
            }
            if (response.status < 300 && method.equals("POST")) {
                Matcher callback = CALLBACK.matcher(path);
                if (callback.matches()) {
                    callbackListener.accept(callback.group(1));
                }
            }
            response.send(exchange);
            for (ObjectNode thread = threadUpdates.poll(); thread != null; thread = threadUpdates.poll()) {
                onThreadUpdate.accept(thread);
            }
        }
    }

    /** The requests answered 400 because Discord's API description rejects them, and forgets them. */
    List<String> takeViolations() {
        synchronized (lock) {
            List<String> taken = List.copyOf(violations);
            violations.clear();
            return taken;
        }
    }

    /** Discord's answer to a body that breaks its schema: 50035 with the problems by place. */
    private static Response invalidFormBody(List<DiscordApiSpec.Violation> invalid) {
        ObjectNode errors = Payloads.object();
        for (DiscordApiSpec.Violation violation : invalid) {
            ObjectNode error = Payloads.object().put("code", "BASE_TYPE_INVALID").put("message", violation.problem());
            String where = violation.where().isEmpty() ? "_errors" : violation.where();
            ((ArrayNode) errors.withArray(where)).add(error);
        }
        return Response.json(400, Payloads.object().put("message", "Invalid Form Body").put("code", 50035)
                .set("errors", errors));
    }

    private RestFault takeFault(String method, String path) {
        for (var it = faults.iterator(); it.hasNext(); ) {
            RestFault fault = it.next();
            if (fault.matches(method, path)) {
                it.remove();
                return fault;
            }
        }
        return null;
    }

    private static Response faultResponse(RestFault fault) {
        if (fault.status() == 429) {
            ObjectNode body = Payloads.object().put("message", "You are being rate limited.")
                    .put("retry_after", fault.retryAfterSeconds()).put("global", false);
            String seconds = Double.toString(fault.retryAfterSeconds());
            return Response.json(429, body)
                    .header("Retry-After", Long.toString((long) Math.ceil(fault.retryAfterSeconds())))
                    .header("X-RateLimit-Reset-After", seconds)
                    .header("X-RateLimit-Scope", "user")
                    .header("X-RateLimit-Limit", "5")
                    .header("X-RateLimit-Remaining", "0")
                    .header("X-RateLimit-Bucket", "fake-bucket");
        }
        return Response.json(fault.status(), Payloads.object().put("message", "Server error").put("code", 0));
    }

    /** Called with the lock held: the normal answers, as Discord gives them. */
    private Response route(String method, String path, JsonNode body) {
        if (method.equals("GET") && path.equals("users/@me")) {
            return Response.json(200, Payloads.botUser(world));
        }
        if (method.equals("GET") && path.equals("gateway/bot")) {
            // Every shard may identify at once: Discord's larger bots' max_concurrency, and no
            // five seconds between a test's shards.
            return Response.json(200, Payloads.object().put("url", gatewayUrl).put("shards", shardTotal)
                    .set("session_start_limit", Payloads.object().put("total", 1000).put("remaining", 999)
                            .put("reset_after", 86_400_000).put("max_concurrency", 16)));
        }
        if (method.equals("POST") && path.equals("users/@me/channels")) {
            return openDirectChannel(body.path("recipient_id").asText());
        }
        Matcher m = COMMANDS.matcher(path);
        if (m.matches() && method.equals("PUT") && body.isArray()) {
            for (JsonNode command : body) {
                if (commandSize(command) > MAX_COMMAND_SIZE) {
                    return Response.json(400, Payloads.object().put("code", 50035).put("message",
                            "Invalid Form Body: APPLICATION_COMMAND_TOO_LARGE: Command exceeds maximum size ("
                                    + MAX_COMMAND_SIZE + "): " + command.path("name").asText()));
                }
            }
            String guildId = m.group(3);
            (guildId == null ? registeredGlobal : registeredGuild).add((ArrayNode) body.deepCopy());
            ArrayNode answer = Payloads.array();
            for (JsonNode command : body) {
                ObjectNode registered = ((ObjectNode) command.deepCopy()).put("id", Payloads.snowflake())
                        .put("application_id", world.applicationId()).put("version", Payloads.snowflake());
                if (!registered.has("type")) {
                    registered.put("type", 1);
                }
                if (guildId != null) {
                    registered.put("guild_id", guildId);
                }
                answer.add(registered);
            }
            return Response.json(200, answer);
        }
        m = CALLBACK.matcher(path);
        if (m.matches() && method.equals("POST")) {
            // Discord accepts one initial response per interaction; a second one is refused.
            if (!answeredInteractions.add(m.group(1))) {
                return Response.json(400, Payloads.object()
                        .put("message", "Interaction has already been acknowledged.").put("code", 40060));
            }
            return Response.empty(204);
        }
        m = WEBHOOK.matcher(path);
        if (m.matches()) {
            boolean message = m.group(3) != null;
            String channelId = channelByToken.getOrDefault(m.group(2), world.channel(0).id());
            if (method.equals("POST") && !message) {
                return Response.json(200, Payloads.messageFrom(world, Payloads.snowflake(), channelId, body));
            }
            if (method.equals("PATCH") && message) {
                String id = m.group(4).equals("@original") ? Payloads.snowflake() : m.group(4);
                return Response.json(200, Payloads.messageFrom(world, id, channelId, body));
            }
            if (method.equals("DELETE") && message) {
                return Response.empty(204);
            }
        }
        m = EMOJIS.matcher(path);
        if (m.matches() && m.group(1).equals(world.applicationId())) {
            return emojiRoute(method, m.group(3), body);
        }
        m = ARCHIVED_THREADS.matcher(path);
        if (m.matches() && method.equals("GET")) {
            String parent = m.group(1);
            ArrayNode found = Payloads.array();
            openedThreads.values().stream().filter(t -> archivedThreads.contains(t.get("id").asText())
                    && t.path("parent_id").asText().equals(parent)).forEach(t -> found.add(t.deepCopy()));
            ObjectNode page = Payloads.object().put("has_more", false);
            page.set("threads", found);
            page.set("members", Payloads.array());
            return Response.json(200, page);
        }
        m = THREADS.matcher(path);
        if (m.matches() && method.equals("POST")) {
            if (!world.botMay(CREATE_PUBLIC_THREADS)) {
                return Response.json(403, Payloads.object().put("message", "Missing Permissions").put("code", 50013));
            }
            ObjectNode thread = Payloads.thread(guildOf(m.group(1)), m.group(3) == null ? Payloads.snowflake() : m.group(3),
                    m.group(1), body.path("name").asText());
            openedThreads.put(thread.get("id").asText(), thread);
            return Response.json(201, thread);
        }
        m = CHANNEL.matcher(path);
        if (m.matches() && method.equals("DELETE") && openedThreads.containsKey(m.group(1))) {
            // As Discord: a bot deletes a thread, even one it opened, only with Manage Threads.
            if (!world.botMay(MANAGE_THREADS)) {
                return Response.json(403, Payloads.object().put("message", "Missing Permissions").put("code", 50013));
            }
            return Response.json(200, openedThreads.remove(m.group(1)));
        }
        m = PINS.matcher(path);
        if (m.matches() && (method.equals("PUT") || method.equals("DELETE"))) {
            if (!world.botMay(PIN_MESSAGES)) {
                return Response.json(403, Payloads.object().put("message", "Missing Permissions").put("code", 50013));
            }
            var pinned = pins.computeIfAbsent(m.group(1), channel -> new LinkedHashSet<>());
            if (method.equals("PUT")) {
                pinned.add(m.group(2));
            } else {
                pinned.remove(m.group(2));
            }
            return Response.empty(204);
        }
        m = CHANNEL_MESSAGES.matcher(path);
        if (m.matches() && !method.equals("GET")) {
            // The bot's own messages where it may not see or post: as Discord answers them.
            String target = m.group(1);
            long denied = botDeniedSince.getOrDefault(target, world.channels().stream().filter(c -> c.id().equals(target))
                    .mapToLong(FakeWorld.Channel::botDenied).findFirst().orElse(0));
            if ((denied & (1L << 10)) != 0) {
                return Response.json(403, Payloads.object().put("message", "Missing Access").put("code", 50001));
            }
            if ((denied & (1L << 11)) != 0) {
                return Response.json(403, Payloads.object().put("message", "Missing Permissions").put("code", 50013));
            }
        }
        if (m.matches() && archivedThreads.contains(m.group(1))) {
            if (method.equals("PATCH")) {
                // As Discord: a message of an archived thread can't be edited until it is unarchived.
                return Response.json(400, Payloads.object().put("message", "Thread is archived").put("code", 50083));
            }
            if (method.equals("POST")) {
                // As Discord: a message sent to an archived (unlocked) thread unarchives it, and says so on the gateway.
                archivedThreads.remove(m.group(1));
                ObjectNode thread = openedThreads.get(m.group(1));
                ((ObjectNode) thread.get("thread_metadata")).put("archived", false);
                threadUpdates.add(thread.deepCopy());
            }
        }
        if (m.matches()) {
            if (method.equals("POST") && m.group(2) == null) {
                String channelId = m.group(1);
                if (closedDirectMessages.stream().anyMatch(user -> channelId.equals(directChannels.get(user)))) {
                    return Response.json(403, Payloads.object().put("message", "Cannot send messages to this user")
                            .put("code", 50007));
                }
                return Response.json(200, Payloads.messageFrom(world, Payloads.snowflake(), m.group(1), body));
            }
            if (method.equals("PATCH") && m.group(2) != null) {
                if (deletedMessages.contains(m.group(3))) {
                    return Response.json(404, Payloads.object().put("message", "Unknown Message").put("code", 10008));
                }
                return Response.json(200, Payloads.messageFrom(world, m.group(3), m.group(1), body));
            }
        }
        return Response.json(404, Payloads.object().put("message", "404: Not Found (no such route in the fake)")
                .put("code", 0));
    }

    /**
     * Opens (or finds) the direct-message channel with a member, as Discord's
     * {@code POST users/@me/channels} does: a channel of type 1 naming its recipient. Discord
     * opens one with anyone sharing a server with the bot; whether a message may be sent there
     * is decided when it is sent. Called with the lock held.
     */
    private Response openDirectChannel(String recipientId) {
        FakeWorld.User recipient = world.members().stream().filter(u -> u.id().equals(recipientId)).findFirst()
                .orElse(null);
        if (recipient == null) {
            return Response.json(400, Payloads.object().put("message", "Invalid Recipient(s)").put("code", 50033));
        }
        String channelId = directChannels.computeIfAbsent(recipientId, id -> Payloads.snowflake());
        ObjectNode channel = Payloads.object().put("id", channelId).put("type", 1).putNull("last_message_id")
                .put("flags", 0);
        channel.set("recipients", Payloads.array().add(Payloads.user(recipient.id(), recipient.name())));
        return Response.json(200, channel);
    }

    /** Application emojis: list, create (with Discord's checks), delete. Called with the lock held. */
    private Response emojiRoute(String method, String emojiId, JsonNode body) {
        if (emojiId == null && method.equals("GET")) {
            ArrayNode items = Payloads.array();
            emojis.values().forEach(items::add);
            ObjectNode list = Payloads.object();
            list.set("items", items);
            return Response.json(200, list);
        }
        if (emojiId == null && method.equals("POST")) {
            String name = body == null ? "" : body.path("name").asText("");
            Matcher image = DATA_URI.matcher(body == null ? "" : body.path("image").asText(""));
            byte[] bytes = null;
            if (image.matches()) {
                try {
                    bytes = Base64.getDecoder().decode(image.group(2).trim());
                } catch (IllegalArgumentException notBase64) {
                    bytes = null;
                }
            }
            String problem = !EMOJI_NAME.matcher(name).matches() ? "name: must be 2-32 letters, digits or _"
                    : bytes == null ? "image: not a data URI of a PNG, JPEG, GIF or WebP image"
                    : bytes.length > MAX_EMOJI_BYTES ? "image: file cannot be larger than 256.0 kb"
                    : emojis.values().stream().anyMatch(e -> e.path("name").asText().equals(name))
                    ? "name: an emoji of this name exists already" : null;
            if (problem != null) {
                return Response.json(400, Payloads.object().put("message", "Invalid Form Body: " + problem)
                        .put("code", 50035));
            }
            if (emojis.size() >= MAX_EMOJIS) {
                return Response.json(400, Payloads.object().put("message", "Maximum number of emojis reached (2000)")
                        .put("code", 30008));
            }
            String id = Payloads.snowflake();
            ObjectNode emoji = Payloads.object().put("id", id).put("name", name).put("require_colons", true)
                    .put("managed", false).put("animated", false).put("available", true);
            emoji.set("roles", Payloads.array());
            emoji.set("user", Payloads.botUser(world));
            emojis.put(id, emoji);
            emojiImages.put(id, bytes);
            return Response.json(201, emoji);
        }
        if (emojiId != null && method.equals("DELETE")) {
            if (emojis.remove(emojiId) == null) {
                return Response.json(404, Payloads.object().put("message", "Unknown Emoji").put("code", 10014));
            }
            emojiImages.remove(emojiId);
            return Response.empty(204);
        }
        return Response.json(405, Payloads.object().put("message", "405: Method Not Allowed").put("code", 0));
    }

    /** The files of a multipart message, by file name, byte for byte. */
    private static Map<String, byte[]> fileBytes(byte[] bytes, String type) {
        if (type == null || !type.startsWith("multipart/form-data")) {
            return Map.of();
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        // Latin-1 maps every byte to one char and back, so binary parts survive the split.
        parts(new String(bytes, StandardCharsets.ISO_8859_1), type).forEach((name, content) -> {
            if (name.startsWith("file:")) {
                files.put(name.substring("file:".length()), content.getBytes(StandardCharsets.ISO_8859_1));
            }
        });
        return files;
    }

    private static JsonNode readBody(byte[] bytes, String type) throws IOException {
        if (bytes.length == 0) {
            return null;
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (type != null && type.startsWith("multipart/form-data")) {
            text = parts(text, type).get("payload_json");
            if (text == null) {
                return null;
            }
        }
        return Payloads.JSON.readTree(text);
    }

    /** The files of a multipart message (JDA sends files so), by file name, as text. */
    private static Map<String, String> fileParts(byte[] bytes, String type) {
        if (type == null || !type.startsWith("multipart/form-data")) {
            return Map.of();
        }
        Map<String, String> files = new LinkedHashMap<>();
        parts(new String(bytes, StandardCharsets.UTF_8), type).forEach((name, content) -> {
            if (name.startsWith("file:")) {
                files.put(name.substring("file:".length()), content);
            }
        });
        return files;
    }

    /**
     * The parts of a multipart body: by form name, or by {@code file:<file name>} for a file.
     * JDA sends messages with files as multipart; the message itself is the payload_json part.
     */
    private static Map<String, String> parts(String multipart, String type) {
        String boundary = "--" + type.substring(type.indexOf("boundary=") + "boundary=".length()).replace("\"", "");
        Map<String, String> parts = new LinkedHashMap<>();
        for (String part : multipart.split(Pattern.quote(boundary))) {
            int headersEnd = part.indexOf("\r\n\r\n");
            if (headersEnd < 0) {
                continue;
            }
            String headers = part.substring(0, headersEnd);
            String content = part.substring(headersEnd + 4);
            if (content.endsWith("\r\n")) {
                content = content.substring(0, content.length() - 2);
            }
            Matcher file = Pattern.compile("filename=\"([^\"]*)\"").matcher(headers);
            Matcher name = Pattern.compile("name=\"([^\"]*)\"").matcher(headers);
            if (file.find()) {
                parts.put("file:" + file.group(1), content);
            } else if (name.find()) {
                parts.put(name.group(1), content);
            }
        }
        return parts;
    }

    /** Makes a file downloadable at the returned address, as Discord's CDN serves an attachment. */
    String upload(String id, String fileName, byte[] content) {
        synchronized (lock) {
            uploads.put(id, content);
        }
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/attachments/" + id + "/" + fileName;
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }

    /** An answer: status, headers and a JSON body (or none). */
    private record Response(int status, List<String[]> headers, byte[] body) {

        static Response json(int status, JsonNode body) {
            List<String[]> headers = new ArrayList<>();
            headers.add(new String[] {"Content-Type", "application/json"});
            return new Response(status, headers, body.toString().getBytes(StandardCharsets.UTF_8));
        }

        static Response bytes(int status, byte[] content) {
            List<String[]> headers = new ArrayList<>();
            headers.add(new String[] {"Content-Type", "application/octet-stream"});
            return new Response(status, headers, content);
        }

        static Response empty(int status) {
            return new Response(status, new ArrayList<>(), new byte[0]);
        }

        JsonNode json() {
            if (body.length == 0 || !headers.getFirst()[1].equals("application/json")) {
                return null;
            }
            try {
                return Payloads.JSON.readTree(body);
            } catch (IOException notJson) {
                return null;
            }
        }

        Response header(String name, String value) {
            headers.add(new String[] {name, value});
            return this;
        }

        void send(HttpExchange exchange) throws IOException {
            // JDA takes a 429 without this header for Cloudflare's (not Discord's) rate limit.
            exchange.getResponseHeaders().add("Via", "1.1 google");
            for (String[] header : headers) {
                exchange.getResponseHeaders().add(header[0], header[1]);
            }
            if (body.length == 0) {
                exchange.sendResponseHeaders(status, -1);
                return;
            }
            exchange.sendResponseHeaders(status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
