package mfz.bot.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;

/**
 * PostgreSQL's connections, a HikariCP pool: few (the writer's one, and the channels' reads),
 * none kept open for their own sake, checked when idle, and refused at start-up when the
 * database can't be reached (docs/storage.md, "PostgreSQL restarts").
 */
final class PostgresqlPool {

    private PostgresqlPool() {
    }

    /** @param wait how long a command waits for a connection before it is told the database was unreachable */
    static HikariDataSource open(String url, String user, String password, Duration wait) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("mfz-postgresql");
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password);
        // The writer's one, and reads from the channels meanwhile.
        config.setMaximumPoolSize(4);
        // None kept open for their own sake: during an outage nothing then keeps trying (with ever
        // longer waits between tries) in the background, so a command after it connects at once.
        config.setMinimumIdle(0);
        config.setConnectionTimeout(wait.toMillis());
        config.setValidationTimeout(1_000);
        // Idle connections are tried every half minute, so reminders after a quiet night find a live one.
        config.setKeepaliveTime(30_000);
        // Unreachable at start-up: say so at once, rather than start a bot that can't store anything.
        config.setInitializationFailTimeout(1);
        // A server that goes silent (a failover, a lost synchronous standby) or a lock another process
        // holds must not freeze the one writer, and every channel behind it, until a restart (a
        // reliability audit found no limit set): a row lock waits ten seconds, a statement a minute
        // (set on each new connection, so a URL's own `options` can't drop them), and the socket two,
        // above the statement's limit so the server's answer comes first.
        config.setConnectionInitSql(LIMITS);
        config.addDataSourceProperty("socketTimeout", "120");
        return new HikariDataSource(config);
    }

    /**
     * The limits every connection of the pool works under (the migrations run with no statement
     * limit and a 60 s lock wait).
     */
    static final String LIMITS = "SET lock_timeout = '10s'; SET statement_timeout = '60s'; "
            + "SET idle_in_transaction_session_timeout = '120s'";

    /**
     * A connection of the pool that answers now. The pool checks only connections idle for a
     * while, so right after the database restarted it can hand out one that died with the old
     * server: such a one is thrown away with every other idle one (they died together), and
     * another is taken, so no command fails on a connection the outage left behind.
     */
    static Connection live(HikariDataSource pool) throws SQLException {
        for (int tries = 0; tries < 3; tries++) {
            Connection candidate = pool.getConnection();
            if (candidate.isValid(2)) {
                return candidate;
            }
            pool.evictConnection(candidate);
            Database.closeQuietly(candidate);
            pool.getHikariPoolMXBean().softEvictConnections();
        }
        return pool.getConnection();
    }
}
