package mfz.bot.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A database file as the releases before Flyway left it: the first {@code version} migration
 * files run the way their hand-written runner ran them (comments dropped, split at a semicolon
 * ending a line), and the version kept in {@code PRAGMA user_version}, with no Flyway table.
 */
final class PreFlywayDatabase {

    /** The files as that runner listed them, in order. */
    private static final String[] FILES = {"001_initial.sql", "002_lean_appends.sql", "003_hw_elements.sql"};

    private PreFlywayDatabase() {
    }

    /** Creates the file at that version and returns a connection to it, for the test to add its rows. */
    static Connection create(Path file, int version) throws SQLException, IOException {
        Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        try (Statement statement = connection.createStatement()) {
            for (int i = 0; i < version; i++) {
                for (String part : statements(read(FILES[i]))) {
                    statement.execute(part);
                }
            }
            statement.execute("PRAGMA user_version = " + version);
        }
        return connection;
    }

    private static String read(String name) throws IOException {
        try (InputStream in = PreFlywayDatabase.class.getResourceAsStream("/db/migrations/" + name)) {
            if (in == null) {
                throw new IOException("no migration " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> statements(String sql) {
        StringBuilder withoutComments = new StringBuilder();
        for (String line : sql.split("\\R")) {
            int dashes = line.indexOf("--");
            withoutComments.append(dashes >= 0 ? line.substring(0, dashes) : line).append('\n');
        }
        List<String> statements = new ArrayList<>();
        for (String part : withoutComments.toString().split(";\\s*\\n")) {
            if (!part.isBlank()) {
                statements.add(part.strip());
            }
        }
        return statements;
    }
}
