package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.java_websocket.WebSocket;
import org.java_websocket.handshake.ClientHandshake;
import org.java_websocket.server.WebSocketServer;

/**
 * Discord's gateway for one bot connection: answers IDENTIFY with HELLO, READY and the
 * guild, RESUME with RESUMED, heartbeats with ACKs, and sends dispatches (interactions) to
 * the connected bot. A test may drop the connection to see the bot come back.
 */
final class FakeGateway extends WebSocketServer {

    /** Long enough that heartbeats stay out of the way of a test, short enough to be exercised. */
    private static final int HEARTBEAT_MILLIS = 10_000;

    private final FakeWorld world;
    private final String token;
    private final CountDownLatch started = new CountDownLatch(1);
    private final AtomicLong sequence = new AtomicLong();
    private final AtomicInteger identifies = new AtomicInteger();
    private final AtomicInteger resumes = new AtomicInteger();
    private final Object sessionLock = new Object();
    private volatile WebSocket session;
    private volatile String lastIdentifyToken;

    FakeGateway(FakeWorld world, String token) {
        super(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        this.world = world;
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

    /** The token the bot identified with, last time (null before the first IDENTIFY). */
    String lastIdentifyToken() {
        return lastIdentifyToken;
    }

    /** Sends a dispatch to the identified bot, waiting up to the timeout for it to be connected. */
    void dispatch(String type, JsonNode data, Duration timeout) {
        WebSocket connection = awaitSession(timeout);
        // Sequence numbers go out in order even when tests dispatch from many threads at once.
        synchronized (sequence) {
            connection.send(Payloads.dispatch(type, sequence.incrementAndGet(), data).toString());
        }
    }

    /** Cuts the connection without a close frame, as a network failure does. */
    void dropConnection() {
        WebSocket connection;
        synchronized (sessionLock) {
            connection = session;
            session = null;
        }
        if (connection != null) {
            connection.closeConnection(1006, "dropped by the test");
        }
    }

    private WebSocket awaitSession(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (sessionLock) {
            while (session == null || !session.isOpen()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("the bot is not connected to the fake gateway");
                }
                try {
                    sessionLock.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted while waiting for the bot to connect");
                }
            }
            return session;
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
        connection.send(Payloads.hello(HEARTBEAT_MILLIS).toString());
        connection.send(Payloads.dispatch("READY", sequence.incrementAndGet(),
                Payloads.ready(world, "fake-session-" + identifies.get(), url())).toString());
        connection.send(Payloads.dispatch("GUILD_CREATE", sequence.incrementAndGet(),
                Payloads.guildCreate(world)).toString());
        becomeSession(connection);
    }

    private void resume(WebSocket connection, JsonNode data) {
        resumes.incrementAndGet();
        if (!token.equals(data.path("token").asText(null))) {
            connection.close(4004, "Authentication failed.");
            return;
        }
        connection.send(Payloads.hello(HEARTBEAT_MILLIS).toString());
        ObjectNode resumed = Payloads.object();
        connection.send(Payloads.dispatch("RESUMED", sequence.incrementAndGet(), resumed).toString());
        becomeSession(connection);
    }

    private void becomeSession(WebSocket connection) {
        synchronized (sessionLock) {
            session = connection;
            sessionLock.notifyAll();
        }
    }

    @Override
    public void onClose(WebSocket connection, int code, String reason, boolean remote) {
        synchronized (sessionLock) {
            if (session == connection) {
                session = null;
            }
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
