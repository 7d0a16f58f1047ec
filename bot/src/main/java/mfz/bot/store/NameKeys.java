package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mfz.rules.company.Names;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The key each stored name is unique by ({@link Names#key}), given to the rows stored before
 * the stores kept it (migration 010): SQL can't compute it, so the program does, once the
 * migrations have run, at every start (once every row has its key, that is four reads finding
 * nothing).
 *
 * <p>A name whose key another name of its server, user or channel already has ("MÖÖN" beside
 * "Möön", which SQLite's ASCII-only NOCASE told apart) is renamed with a number, "MÖÖN (2)":
 * nothing is lost, and each can still be named. The row stored first keeps its name.
 *
 * <p>Several processes starting together on PostgreSQL may fill at once: every row is updated
 * only while its key is still missing, and the keys and renames follow from the rows alone, so
 * whichever commits second finds nothing left to do.
 */
final class NameKeys {

    private static final Logger log = LoggerFactory.getLogger(NameKeys.class);

    /** A table of names: its rows without a key (oldest first), the keys already taken in a scope, the update. */
    private enum Table {
        CAMPAIGNS("campaign",
                "SELECT guild_id, name FROM campaigns WHERE name_key IS NULL ORDER BY id",
                "SELECT name_key FROM campaigns WHERE guild_id = ? AND name_key IS NOT NULL",
                "UPDATE campaigns SET name = ?, name_key = ? WHERE guild_id = ? AND name = ? AND name_key IS NULL"),
        SAVED_COMPANIES("saved company",
                "SELECT user_id, name FROM saved_companies WHERE name_key IS NULL ORDER BY updated_at, name",
                "SELECT name_key FROM saved_companies WHERE user_id = ? AND name_key IS NOT NULL",
                "UPDATE saved_companies SET name = ?, name_key = ? WHERE user_id = ? AND name = ? AND name_key IS NULL"),
        MAP_LAYOUTS("saved map",
                "SELECT guild_id, name FROM map_layouts WHERE name_key IS NULL ORDER BY updated_at, name",
                "SELECT name_key FROM map_layouts WHERE guild_id = ? AND name_key IS NOT NULL",
                "UPDATE map_layouts SET name = ?, name_key = ? WHERE guild_id = ? AND name = ? AND name_key IS NULL"),
        HW_ELEMENTS("Horizon Wars element",
                "SELECT channel_id, name FROM hw_elements WHERE name_key IS NULL ORDER BY created_at, name",
                "SELECT name_key FROM hw_elements WHERE channel_id = ? AND name_key IS NOT NULL",
                "UPDATE hw_elements SET name = ?, name_key = ? WHERE channel_id = ? AND name = ? AND name_key IS NULL");

        private final String what;
        private final String missing;
        private final String taken;
        private final String update;

        Table(String what, String missing, String taken, String update) {
            this.what = what;
            this.missing = missing;
            this.taken = taken;
            this.update = update;
        }
    }

    private NameKeys() {
    }

    /** Gives every row without a key its key, in one transaction on this connection. */
    static void fill(Connection connection) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try {
            for (Table table : Table.values()) {
                fill(connection, table);
            }
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    private static void fill(Connection connection, Table table) throws SQLException {
        List<String[]> missing = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(table.missing);
             ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                missing.add(new String[] {rows.getString(1), rows.getString(2)});
            }
        }
        if (missing.isEmpty()) {
            return;
        }
        Map<String, Set<String>> takenIn = new HashMap<>();
        try (PreparedStatement update = connection.prepareStatement(table.update)) {
            for (String[] row : missing) {
                String scope = row[0];
                String name = row[1];
                Set<String> taken = takenIn.get(scope);
                if (taken == null) {
                    taken = taken(connection, table, scope);
                    takenIn.put(scope, taken);
                }
                String kept = name;
                for (int n = 2; taken.contains(Names.key(kept)); n++) {
                    kept = name + " (" + n + ")";
                }
                taken.add(Names.key(kept));
                update.setString(1, kept);
                update.setString(2, Names.key(kept));
                update.setString(3, scope);
                update.setString(4, name);
                update.executeUpdate();
                if (!kept.equals(name)) {
                    log.warn("The {} \"{}\" is now \"{}\": another of the same name, ignoring case, was stored first",
                            table.what, name, kept);
                }
            }
        }
        log.info("Gave {} stored {} name(s) their key", missing.size(), table.what);
    }

    private static Set<String> taken(Connection connection, Table table, String scope) throws SQLException {
        Set<String> keys = new HashSet<>();
        try (PreparedStatement select = connection.prepareStatement(table.taken)) {
            select.setString(1, scope);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    keys.add(rows.getString(1));
                }
            }
        }
        return keys;
    }
}
