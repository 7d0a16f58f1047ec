package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * SQL only through prepared statements: reads the bot's sources and checks that JDBC appears
 * only in the store, and that the text of every statement the store runs is made of string
 * literals alone, values going in as {@code ?} parameters. The few statements built otherwise
 * were reviewed and are listed here with why they are safe; a new one fails this test until
 * someone reviews it too.
 */
class SqlSourcesTest {

    private static final Path MAIN = Path.of("src/main/java/mfz/bot");

    /** Statement texts that are not literals, reviewed: file and the argument as written. */
    private static final Set<String> REVIEWED = Set.of(
            // A pragma's name, checked against [a-z_]+ just before; only tests and start-up call it.
            "Database.java: \"PRAGMA \" + name",
            // The schema version just read back from Flyway's history, an int.
            "Migrations.java: \"PRAGMA user_version = \" + version(connection)",
            // number(connection, sql, long...): every caller passes a literal (checked below).
            "UndoneCommands.java: sql",
            // prepared(connection, sql), which keeps prepared statements: every caller passes a literal (checked below).
            "Database.java: sql",
            // The writer's prepared(sql), for execute(sql): BEGIN, COMMIT, ROLLBACK and savepoints, a
            // literal at every call.
            "GroupCommitWriter.java: sql",
            // insert: one of EventRows' four constant inserts (of 1 to 4 rows), all literal text.
            "EventRows.java: prepared(connection, INSERT_EVENTS[rows - 1])",
            // load(channelId, selectGame): one of two constant statements of GameStore's own.
            "GameStore.java: selectGame",
            // requireOpen: one of GameWrites' two constant reads of the game's row, locked on PostgreSQL.
            "GameWrites.java: prepared(connection, database.dialect() == Dialect.POSTGRESQL ? GAME_ROW_LOCKED : GAME_ROW)",
            // NameKeys' statements: constant text in its enum of the tables of names, one set a table.
            "NameKeys.java: table.missing",
            "NameKeys.java: table.taken",
            "NameKeys.java: table.update");

    private static final Pattern CALL = Pattern.compile(
            "\\.(prepareStatement|executeQuery|executeUpdate|execute|addBatch|executeLargeUpdate)\\(");

    @Test
    void jdbcIsUsedOnlyInTheStore() throws IOException {
        List<String> outside = sources().filter(p -> !p.startsWith(MAIN.resolve("store")))
                .filter(p -> read(p).contains("java.sql")).map(Path::toString).toList();
        assertEquals(List.of(), outside);
    }

    @Test
    void everyStatementIsLiteralTextOrAReviewedException() throws IOException {
        List<String> found = new ArrayList<>();
        List<String> unsafe = new ArrayList<>();
        for (Path file : sources().filter(p -> p.startsWith(MAIN.resolve("store"))).toList()) {
            String source = read(file);
            Matcher call = CALL.matcher(source);
            while (call.find()) {
                String argument = firstArgument(source, call.end());
                if (argument.isEmpty()) {
                    continue;
                }
                found.add(argument);
                String named = file.getFileName() + ": " + argument.replaceAll("\\s+", " ");
                if (!literalsOnly(argument) && !REVIEWED.contains(named)) {
                    unsafe.add(named);
                }
            }
            Matcher passed = Pattern.compile("(number|prepared)\\(connection,").matcher(source);
            while (passed.find()) {
                String argument = firstArgument(source, passed.end());
                found.add(argument);
                String named = file.getFileName() + ": " + passed.group(1) + "(connection, " + argument + ")";
                if (!literalsOnly(argument) && !REVIEWED.contains(named)) {
                    unsafe.add(named);
                }
            }
        }
        assertTrue(found.size() >= 20, "the scan finds the store's statements: " + found);
        assertEquals(List.of(), unsafe, "statements built from values: use ? parameters");
    }

    @Test
    void theScanCatchesAValueConcatenatedIntoSql() {
        assertTrue(literalsOnly(" \"SELECT a \" + \"FROM b WHERE c = ?\""));
        assertTrue(literalsOnly("\"SELECT a FROM b WHERE \" + database.dialect().sameName(\"name\")"));
        assertTrue(!literalsOnly("\"SELECT a FROM b WHERE \" + database.dialect().sameName(name)"));
        assertTrue(!literalsOnly("\"SELECT * FROM games WHERE channel_id = '\" + channelId + \"'\""));
        assertTrue(!literalsOnly("String.format(\"DELETE FROM %s\", table)"));
    }

    /** The text up to the comma or parenthesis that ends the first argument, strings and nesting respected. */
    private static String firstArgument(String source, int from) {
        int depth = 0;
        boolean inString = false;
        for (int i = from; i < source.length(); i++) {
            char c = source.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
                continue;
            }
            switch (c) {
                case '"' -> inString = true;
                case '(' -> depth++;
                case ')' -> {
                    if (depth == 0) {
                        return source.substring(from, i).strip();
                    }
                    depth--;
                }
                case ',' -> {
                    if (depth == 0) {
                        return source.substring(from, i).strip();
                    }
                }
                default -> {
                }
            }
        }
        throw new IllegalStateException("unbalanced call at " + from);
    }

    /** True when the expression is only string literals joined with +. */
    static boolean literalsOnly(String expression) {
        // Dialect's words (store/Dialect: constant text around a literal column name) count as literals.
        String rest = expression.replaceAll("database\\.dialect\\(\\)\\.\\w+\\((\"\\w+\")?\\)", "\"dialect\"")
                .replaceAll("\"(\\\\.|[^\"\\\\])*\"", "L").replaceAll("\\s+", "");
        return rest.matches("L(\\+L)*");
    }

    private static Stream<Path> sources() throws IOException {
        return Files.walk(MAIN).filter(p -> p.toString().endsWith(".java")).toList().stream();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
