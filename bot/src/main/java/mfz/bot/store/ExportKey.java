package mfz.bot.store;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Base64;

/**
 * The secret game exports are sealed with (migration 012): made at random the first time it is
 * asked for and kept, so every process on one database seals and checks alike. Never shown,
 * logged or exported.
 */
final class ExportKey {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Database database;
    private volatile byte[] known;

    ExportKey(Database database) {
        this.database = database;
    }

    /** @param now when it is made, if it is made now */
    byte[] secret(Instant now) throws StoreException {
        byte[] secret = known;
        if (secret == null) {
            secret = Base64.getDecoder().decode(readOrMake(now));
            known = secret;
        }
        return secret.clone();
    }

    /** The stored secret; the first caller's, when two processes make one at once. */
    private String readOrMake(Instant now) throws StoreException {
        byte[] fresh = new byte[32];
        RANDOM.nextBytes(fresh);
        return database.transaction("keep the export key", connection -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO export_key (id, secret, created_at) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING")) {
                insert.setString(1, Base64.getEncoder().encodeToString(fresh));
                insert.setString(2, now.toString());
                insert.executeUpdate();
            }
            try (PreparedStatement select = connection.prepareStatement("SELECT secret FROM export_key WHERE id = 1");
                 ResultSet row = select.executeQuery()) {
                row.next();
                return row.getString(1);
            }
        });
    }
}
