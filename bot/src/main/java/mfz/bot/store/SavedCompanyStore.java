package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Names;

/**
 * Companies a user saved by name (as JSON), usable in any game on any server. Names are one
 * whatever their case: each row keeps its name's key ({@link Names#key}), unique per user.
 */
public final class SavedCompanyStore {

    /** Enough for any group's roster, few enough that a list fits one message. */
    public static final int MAX_PER_USER = 25;

    private final Database database;

    public SavedCompanyStore(Database database) {
        this.database = database;
    }

    /**
     * Saves or replaces the user's company of that name.
     *
     * @return false when the user already has {@link #MAX_PER_USER} other companies
     */
    public boolean save(String userId, String name, String company, Instant now) throws StoreException {
        return database.transaction("save a company", connection -> {
            int others;
            try (PreparedStatement count = connection.prepareStatement(
                    "SELECT COUNT(*) FROM saved_companies WHERE user_id = ? AND name_key <> ?")) {
                count.setString(1, userId);
                count.setString(2, Names.key(name));
                try (ResultSet row = count.executeQuery()) {
                    row.next();
                    others = row.getInt(1);
                }
            }
            if (others >= MAX_PER_USER) {
                return false;
            }
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO saved_companies (user_id, name, name_key, company, updated_at) VALUES (?, ?, ?, ?, ?) "
                            + "ON CONFLICT (user_id, name_key) DO UPDATE SET name = excluded.name, "
                            + "company = excluded.company, updated_at = excluded.updated_at")) {
                upsert.setString(1, userId);
                upsert.setString(2, name);
                upsert.setString(3, Names.key(name));
                upsert.setString(4, company);
                upsert.setString(5, now.toString());
                upsert.executeUpdate();
            }
            return true;
        });
    }

    public Optional<String> load(String userId, String name) throws StoreException {
        return database.read("load a company", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT company FROM saved_companies WHERE user_id = ? AND name_key = ?")) {
                select.setString(1, userId);
                select.setString(2, Names.key(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(row.getString(1)) : Optional.empty();
                }
            }
        });
    }

    /** The names of the user's companies, alphabetically. */
    public List<String> names(String userId) throws StoreException {
        return database.read("list companies", connection -> {
            List<String> names = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name FROM saved_companies WHERE user_id = ? ORDER BY name_key")) {
                select.setString(1, userId);
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
