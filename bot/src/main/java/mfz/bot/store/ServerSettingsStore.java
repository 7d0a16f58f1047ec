package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;

/** A server's own defaults (migration 009): for now, whether its games open in threads. */
public final class ServerSettingsStore {

    private final Database database;

    public ServerSettingsStore(Database database) {
        this.database = database;
    }

    public boolean gameThreads(String guildId) throws StoreException {
        return database.read("read a server's settings", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT game_threads FROM server_settings WHERE guild_id = ?")) {
                select.setString(1, guildId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() && row.getInt(1) == 1;
                }
            }
        });
    }

    public void setGameThreads(String guildId, boolean on) throws StoreException {
        database.transaction("store a server's settings", connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO server_settings (guild_id, game_threads) VALUES (?, ?) "
                            + "ON CONFLICT (guild_id) DO UPDATE SET game_threads = excluded.game_threads")) {
                upsert.setString(1, guildId);
                upsert.setInt(2, on ? 1 : 0);
                return upsert.executeUpdate();
            }
        });
    }
}
