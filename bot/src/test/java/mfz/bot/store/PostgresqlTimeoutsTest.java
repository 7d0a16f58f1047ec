package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;
import org.junit.jupiter.api.Test;

/**
 * A PostgreSQL server that goes silent, or a lock another process holds, must not freeze the
 * bot's one writer until a restart (a reliability audit found no limit anywhere): every
 * connection of the pool reaches the server with a lock, statement and idle-in-transaction
 * limit (a lock or statement past its limit is said as the database unreachable, nothing kept).
 */
class PostgresqlTimeoutsTest {

    /** Set on each new connection, after the migrations (which lift them) and whatever the address's own {@code options}. */
    @Test
    void everyConnectionReachesTheServerWithItsLimits() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        String url = EmbeddedPostgresServer.newDatabase();
        String withOptions = url + (url.contains("?") ? "&" : "?") + "options=-c%20lock_timeout%3D0";
        try (Database database = Database.openShared(withOptions, null, null)) {
            List<String> limits = database.read("read the limits", connection -> {
                List<String> shown = new ArrayList<>();
                for (String setting : List.of("lock_timeout", "statement_timeout", "idle_in_transaction_session_timeout")) {
                    try (var statement = connection.createStatement();
                         ResultSet row = statement.executeQuery("SHOW " + setting)) {
                        row.next();
                        shown.add(setting + "=" + row.getString(1));
                    }
                }
                return shown;
            });
            assertEquals(List.of("lock_timeout=10s", "statement_timeout=1min", "idle_in_transaction_session_timeout=2min"),
                    limits);
        }
    }

    /** A migration of a large database may take longer than a command: Flyway's connections run without the limits. */
    @Test
    void migrationsRunWithoutACommandsLimits() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        String url = EmbeddedPostgresServer.newDatabase();
        List<String> seen = new CopyOnWriteArrayList<>();
        Callback reading = new Callback() {
            @Override
            public boolean supports(Event event,
                                    Context context) {
                return event == Event.AFTER_EACH_MIGRATE;
            }

            @Override
            public boolean canHandleInTransaction(Event event,
                                                  Context context) {
                return true;
            }

            @Override
            public void handle(Event event, Context context) {
                try (var statement = context.getConnection().createStatement();
                     ResultSet row = statement.executeQuery("SHOW statement_timeout")) {
                    row.next();
                    seen.add(row.getString(1));
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            }

            @Override
            public String getCallbackName() {
                return "reading";
            }
        };
        try (var pool = PostgresqlPool.open(url, null, null, Duration.ofSeconds(8))) {
            Migrations.postgresqlFlyway(pool, reading).migrate();
        }
        assertEquals(false, seen.isEmpty(), "every migration was read");
        assertEquals(List.of("0"), seen.stream().distinct().toList());
    }

    @Test
    void aLockOrAStatementPastItsLimitIsSaidAsTheDatabaseUnreachable() {
        assertEquals(StoreException.Unreachable.class, StoreException.of("store", new SQLException(
                "canceling statement due to lock timeout", "55P03")).getClass());
        assertEquals(StoreException.Unreachable.class, StoreException.of("store", new SQLException(
                "canceling statement due to statement timeout", "57014")).getClass());
    }
}
