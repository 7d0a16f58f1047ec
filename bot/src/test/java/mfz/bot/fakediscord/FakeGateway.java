package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.java_websocket.WebSocket;
import org.java_websocket.handshake.ClientHandshake;
import org.java_websocket.server.WebSocketServer;

/**
 * Discord's gateway: answers IDENTIFY with HELLO, READY and the shard's guilds, RESUME with
 * RESUMED, heartbeats with ACKs, and sends dispatches (interactions) to the connection of the
 * shard that holds their guild, {@code (guild_id >> 22) % total}, as Discord does. One
 * connection per shard, each with its own sequence; a bot without shards identifies as shard
 * 0 of 1. A test may drop the connections to see the bot come back.
 */
final class FakeGateway extends WebSocketServer {

    /** Long enough that heartbeats stay out of the way of a test, short enough to be exercised. */
    private static final int HEARTBEAT_MILLIS = 10_000;

    /** One shard's connection, and the sequence numbers of what was sent on it. */
    private record Session(WebSocket connection, int shard, AtomicLong sequence) {
    }

    private final List<FakeWorld> guilds;
    private final int shardTotal;
    /** The token the gateway accepts: changed by {@link #resetToken}. */
    private volatile String token;
    private final CountDownLatch started = new CountDownLatch(1);
    private final AtomicInteger identifies = new AtomicInteger();
    private final AtomicInteger resumes = new AtomicInteger();
    private final Object sessionLock = new Object();
    /** By shard; guarded by sessionLock. */
    private final Map<Integer, Session> sessions = new HashMap<>();
    /** Every session id READY gave out, to the shard it was for (a RESUME names one). */
    private final Map<String, Integer> sessionShards = new ConcurrentHashMap<>();
    private final List<String> identified = new CopyOnWriteArrayList<>();
    private volatile String lastIdentifyToken;

    FakeGateway(List<FakeWorld> guilds, int shardTotal, String token) {
        super(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        this.guilds = List.copyOf(guilds);
        this.shardTotal = shardTotal;
        this.token = token;
        setReuseAddr(true);
        setDaemon(true);
        // Discord's gateway sends each dispatch at once. With Nagle's algorithm on (the
        // library's default) a dispatch could wait for the client's delayed ACK of the one
        // before, up to 40 ms on Linux: latency of the fake's, not the bot's.
        setTcpNoDelay(true);
    }

    void startAndWait() throws IOException {
        start();
        try {
            if (!started.await(10, TimeUnit.SECONDS) || getPort() <= 0) {
                throw new IOException("the fake gateway did not start");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while starting the fake gateway");
        }
    }

    String url() {
        return "ws://127.0.0.1:" + getPort() + "/";
    }

    int identifies() {
        return identifies.get();
    }

    int resumes() {
        return resumes.get();
    }

    /** The shards identified so far, in order, as "shard/total". */
    List<String> identified() {
        return List.copyOf(identified);
    }

    /** The shard whose connection carries this guild's events. */
    int shardOf(String guildId) {
        return (int) ((Long.parseLong(guildId) >>> 22) % shardTotal);
    }

    /** Whether a bot holds this shard's connection now. */
    boolean connected(int shard) {
        synchronized (sessionLock) {
            Session session = sessions.get(shard);
            return session != null && session.connection().isOpen();
        }
    }

    /** The token the bot identified with, last time (null before the first IDENTIFY). */
    String lastIdentifyToken() {
        return lastIdentifyToken;
    }

    /** The active threads of a server, sent with its GUILD_CREATE. */
    private volatile Function<String, List<ObjectNode>> activeThreads = guild -> List.of();

    void activeThreads(Function<String, List<ObjectNode>> threads) {
        activeThreads = threads;
    }

    /**
     * Sends a dispatch on the connection of its guild's shard (shard 0 for one without a
     * guild), waiting up to the timeout for a bot to hold that shard.
     */
    void dispatch(String type, JsonNode data, Duration timeout) {
        int shard = data.hasNonNull("guild_id") ? shardOf(data.get("guild_id").asText()) : 0;
        Session session = awaitSession(shard, timeout);
        // Sequence numbers go out in order even when tests dispatch from many threads at once.
        synchronized (session.sequence()) {
            session.connection().send(Payloads.dispatch(type, session.sequence().incrementAndGet(), data).toString());
        }
    }

    /**
     * As a token reset in Discord's developer portal: the bot's token no longer identifies or
     * resumes, and its sessions are closed as Discord closes them, with 4004.
     */
    void resetToken() {
        token = token + "-reset";
        for (Session session : takeSessions()) {
            session.connection().close(4004, "Authentication failed.");
        }
    }

    /** Cuts every connection without a close frame, as a network failure does. */
    void dropConnection() {
        for (Session session : takeSessions()) {
            session.connection().closeConnection(1006, "dropped by the test");
        }
    }

    /** Every session, forgotten: their connections are about to be closed. */
    private List<Session> takeSessions() {
        synchronized (sessionLock) {
            List<Session> taken = List.copyOf(sessions.values());
            sessions.clear();
            return taken;
        }
    }

    private Session awaitSession(int shard, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (sessionLock) {
            while (sessions.get(shard) == null || !sessions.get(shard).connection().isOpen()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("the bot is not connected to the fake gateway"
                            + (shardTotal > 1 ? " on shard " + shard + " of " + shardTotal : ""));
                }
                try {
                    sessionLock.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted while waiting for the bot to connect");
                }
            }
            return sessions.get(shard);
        }
    }

    @Override
    public void onStart() {
        started.countDown();
    }

    @Override
    public void onOpen(WebSocket connection, ClientHandshake handshake) {
        // JDA speaks first (IDENTIFY or RESUME), even before HELLO.
    }

    @Override
    public void onMessage(WebSocket connection, String message) {
        JsonNode frame;
        try {
            frame = Payloads.JSON.readTree(message);
        } catch (IOException e) {
            connection.close(4002, "Error while decoding payload.");
            return;
        }
        switch (frame.path("op").asInt(-1)) {
            case 1 -> connection.send(Payloads.heartbeatAck().toString());
            case 2 -> identify(connection, frame.path("d"));
            case 6 -> resume(connection, frame.path("d"));
            default -> {
                // Presence and voice updates: nothing to answer.
            }
        }
    }

    private void identify(WebSocket connection, JsonNode data) {
        identifies.incrementAndGet();
        lastIdentifyToken = data.path("token").asText(null);
        if (!token.equals(lastIdentifyToken)) {
            connection.close(4004, "Authentication failed.");
            return;
        }
        // Without "shard" a bot has one connection for everything: shard 0 of 1.
        int shard = data.path("shard").path(0).asInt(0);
        int total = data.path("shard").path(1).asInt(1);
        if (total != shardTotal || shard < 0 || shard >= total) {
            connection.close(4010, "Invalid shard.");
            return;
        }
        identified.add(shard + "/" + total);
        List<FakeWorld> held = guilds.stream().filter(g -> shardOf(g.guildId()) == shard).toList();
        AtomicLong sequence = new AtomicLong();
        String sessionId = "fake-session-" + identifies.get();
        sessionShards.put(sessionId, shard);
        connection.send(Payloads.hello(HEARTBEAT_MILLIS).toString());
        connection.send(Payloads.dispatch("READY", sequence.incrementAndGet(),
                Payloads.ready(guilds.getFirst(), held, sessionId, url(), shard, total)).toString());
        for (FakeWorld guild : held) {
            ObjectNode created = Payloads.guildCreate(guild);
            // As Discord: the server's active threads come with it (archived ones don't).
            activeThreads.apply(guild.guildId()).forEach(((ArrayNode)
                    created.get("threads"))::add);
            connection.send(Payloads.dispatch("GUILD_CREATE", sequence.incrementAndGet(), created).toString());
        }
        becomeSession(new Session(connection, shard, sequence));
    }

    private void resume(WebSocket connection, JsonNode data) {
        resumes.incrementAndGet();
        if (!token.equals(data.path("token").asText(null))) {
            connection.close(4004, "Authentication failed.");
            return;
        }
        Integer shard = sessionShards.get(data.path("session_id").asText(""));
        if (shard == null) {
            // Discord's answer to an unknown session: INVALID_SESSION, not resumable.
            connection.send(Payloads.object().put("op", 9).put("d", false).toString());
            return;
        }
        connection.send(Payloads.hello(HEARTBEAT_MILLIS).toString());
        AtomicLong sequence = new AtomicLong(data.path("seq").asLong(0));
        ObjectNode resumed = Payloads.object();
        connection.send(Payloads.dispatch("RESUMED", sequence.incrementAndGet(), resumed).toString());
        becomeSession(new Session(connection, shard, sequence));
    }

    private void becomeSession(Session session) {
        synchronized (sessionLock) {
            sessions.put(session.shard(), session);
            sessionLock.notifyAll();
        }
    }

    @Override
    public void onClose(WebSocket connection, int code, String reason, boolean remote) {
        synchronized (sessionLock) {
            sessions.values().removeIf(session -> session.connection() == connection);
        }
    }

    @Override
    public void onError(WebSocket connection, Exception error) {
        if (connection == null) {
            // The server itself failed (it could not bind): let startAndWait() fail fast.
            started.countDown();
        }
        // A failed bot connection shows up as the bot's reconnect; nothing to do here.
    }

    void shutdown() {
        try {
            stop(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
