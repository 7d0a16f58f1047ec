package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Names;

/**
 * Battlefield map layouts saved by name (as JSON), shared by everyone on a server. Names are one
 * whatever their case (each row keeps its name's key, {@link Names#key}, unique per server);
 * saving under a taken name replaces that layout, when it is the saver's own or they may
 * replace anyone's.
 */
public final class MapLayoutStore {

    /** Enough for a club's tables; few enough that a list fits one message. */
    public static final int MAX_PER_SERVER = 50;

    private final Database database;

    public MapLayoutStore(Database database) {
        this.database = database;
    }

    /** What became of a layout to save. */
    public enum Saved {
        SAVED,
        /** The server already has {@link #MAX_PER_SERVER} other layouts. */
        FULL,
        /** Another user saved a layout of that name, and this one may not replace it. */
        SOMEONE_ELSES
    }

    /**
     * Saves the server's layout of that name, or replaces it when it is the saver's own or
     * {@code mayReplaceAnyones} (someone who manages the server): a player of one game could
     * otherwise silently replace a map the whole server uses (a trust audit). Whoever saves it
     * last is its saver from then on, a manager too.
     *
     * @param guildId the server ("" at the console)
     */
    public Saved save(String guildId, String name, String layout, String savedBy, Instant now, boolean mayReplaceAnyones)
            throws StoreException {
        return database.transaction("save a map layout", connection -> {
            if (!mayReplaceAnyones) {
                try (PreparedStatement owner = connection.prepareStatement(
                        "SELECT saved_by FROM map_layouts WHERE guild_id = ? AND name_key = ?")) {
                    owner.setString(1, guildId);
                    owner.setString(2, Names.key(name));
                    try (ResultSet row = owner.executeQuery()) {
                        if (row.next() && !savedBy.equals(row.getString(1))) {
                            return Saved.SOMEONE_ELSES;
                        }
                    }
                }
            }
            int others;
            try (PreparedStatement count = connection.prepareStatement(
                    "SELECT COUNT(*) FROM map_layouts WHERE guild_id = ? AND name_key <> ?")) {
                count.setString(1, guildId);
                count.setString(2, Names.key(name));
                try (ResultSet row = count.executeQuery()) {
                    row.next();
                    others = row.getInt(1);
                }
            }
            if (others >= MAX_PER_SERVER) {
                return Saved.FULL;
            }
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO map_layouts (guild_id, name, name_key, layout, saved_by, updated_at) "
                            + "VALUES (?, ?, ?, ?, ?, ?) "
                            + "ON CONFLICT (guild_id, name_key) DO UPDATE SET name = excluded.name, "
                            + "layout = excluded.layout, saved_by = excluded.saved_by, "
                            + "updated_at = excluded.updated_at")) {
                upsert.setString(1, guildId);
                upsert.setString(2, name);
                upsert.setString(3, Names.key(name));
                upsert.setString(4, layout);
                upsert.setString(5, savedBy);
                upsert.setString(6, now.toString());
                upsert.executeUpdate();
            }
            return Saved.SAVED;
        });
    }

    public Optional<String> load(String guildId, String name) throws StoreException {
        return database.read("load a map layout", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT layout FROM map_layouts WHERE guild_id = ? AND name_key = ?")) {
                select.setString(1, guildId);
                select.setString(2, Names.key(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(row.getString(1)) : Optional.empty();
                }
            }
        });
    }

    /** The names of the server's layouts, alphabetically. */
    public List<String> names(String guildId) throws StoreException {
        return database.read("list map layouts", connection -> {
            List<String> names = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name FROM map_layouts WHERE guild_id = ? ORDER BY name_key")) {
                select.setString(1, guildId);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        names.add(row.getString(1));
                    }
                }
            }
            return names;
        });
    }
}
