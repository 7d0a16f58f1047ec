package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Optional;

/**
 * Whose database this is on Discord (migration 016): the bot user of the first application that
 * connected with it. Every process of that application shares it; another application's is
 * refused at start-up (`App`), since it would take the first one's games for its own.
 */
public final class DiscordApplication {

    private final Database database;

    public DiscordApplication(Database database) {
        this.database = database;
    }

    /** The application's bot user id, if one has connected with this database. */
    public Optional<String> owner() throws StoreException {
        return database.read("read the database's Discord application", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT bot_user_id FROM discord_application WHERE id = 1");
                 ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(row.getString(1)) : Optional.<String>empty();
            }
        });
    }

    /**
     * Records {@code botUserId} as the database's application if none is yet.
     *
     * @return the application's bot user id: this one, or the one recorded before
     */
    public String claim(String botUserId, Instant now) throws StoreException {
        return database.transaction("record the database's Discord application", connection -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO discord_application (id, bot_user_id, first_seen) VALUES (1, ?, ?) "
                            + "ON CONFLICT (id) DO NOTHING")) {
                insert.setString(1, botUserId);
                insert.setString(2, now.toString());
                insert.executeUpdate();
            }
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT bot_user_id FROM discord_application WHERE id = 1");
                 ResultSet row = select.executeQuery()) {
                row.next();
                return row.getString(1);
            }
        });
    }
}
