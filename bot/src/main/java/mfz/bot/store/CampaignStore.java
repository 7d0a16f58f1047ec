package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Names;

/**
 * Campaigns as append-only event logs, per server. A campaign's name is unique in its server
 * whatever its case (by its key, {@link Names#key}); the same name in another server is another
 * campaign.
 */
public final class CampaignStore {

    private final Database database;

    public CampaignStore(Database database) {
        this.database = database;
    }

    /** Creates a campaign; empty when the server already has one of that name (ignoring case). */
    public Optional<CampaignRecord> create(String guildId, String name, Instant now) throws StoreException {
        return database.transaction("create a campaign", connection -> {
            if (find(connection, guildId, name).isPresent()) {
                return Optional.empty();
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO campaigns (guild_id, name, name_key, created_at) VALUES (?, ?, ?, ?)")) {
                insert.setString(1, guildId);
                insert.setString(2, name);
                insert.setString(3, Names.key(name));
                insert.setString(4, now.toString());
                insert.executeUpdate();
            }
            return find(connection, guildId, name);
        });
    }

    /** The server's campaign of that name, ignoring case. */
    public Optional<CampaignRecord> find(String guildId, String name) throws StoreException {
        return database.read("find a campaign", connection -> find(connection, guildId, name));
    }

    public Optional<CampaignRecord> byId(long id) throws StoreException {
        return database.read("find a campaign", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT id, guild_id, name FROM campaigns WHERE id = ?")) {
                select.setLong(1, id);
                return one(select);
            }
        });
    }

    /** The server's campaigns, oldest first. */
    public List<CampaignRecord> list(String guildId) throws StoreException {
        return database.read("list campaigns", connection -> {
            List<CampaignRecord> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT id, guild_id, name FROM campaigns WHERE guild_id = ? ORDER BY id")) {
                select.setString(1, guildId);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        out.add(new CampaignRecord(row.getLong(1), row.getString(2), row.getString(3)));
                    }
                }
            }
            return out;
        });
    }

    /** The campaign whose latest battle was played in this channel, if any. */
    public Optional<CampaignRecord> lastPlayedIn(String guildId, String channelId) throws StoreException {
        return database.read("find a channel's campaign", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT c.id, c.guild_id, c.name FROM games g JOIN campaigns c ON c.id = g.campaign_id "
                            + "WHERE g.channel_id = ? AND c.guild_id = ? ORDER BY g.id DESC LIMIT 1")) {
                select.setString(1, channelId);
                select.setString(2, guildId);
                return one(select);
            }
        });
    }

    /** The campaign's events, oldest first, as stored JSON. */
    public List<String> events(long campaignId) throws StoreException {
        return database.read("read a campaign", connection -> {
            List<String> out = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT payload FROM campaign_events WHERE campaign_id = ? ORDER BY seq")) {
                select.setLong(1, campaignId);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        out.add(row.getString(1));
                    }
                }
            }
            return out;
        });
    }

    /**
     * Appends events after the {@code expected} number already stored, in one transaction; a
     * concurrent append in between makes this fail rather than interleave.
     *
     * @throws StoreException.CampaignChanged when the campaign has more events than expected
     */
    public void append(long campaignId, int expected, List<NewEvent> events, String actor, Instant now)
            throws StoreException {
        try {
            database.transaction("store a campaign's events", connection -> {
                append(connection, campaignId, expected, events, actor, now);
                return null;
            });
        } catch (StoreException e) {
            throw changedOr(e);
        }
    }

    /** Stores a battle's campaign events inside the transaction of its game's change. */
    static void append(Connection connection, CampaignAppend append, long gameId, Instant now) throws SQLException {
        append(connection, append.campaignId(), append.expected(), append.events().apply(gameId), append.actor(), now);
    }

    /** {@link StoreException.CampaignChanged} when that is why the transaction failed; else the failure as it was. */
    static StoreException changedOr(StoreException failure) {
        return failure.getCause() instanceof Changed changed
                ? new StoreException.CampaignChanged(changed.campaignId, failure) : failure;
    }

    /** Inside a transaction: the campaign has more events than the caller decided on. */
    private static final class Changed extends SQLException {
        private final long campaignId;

        private Changed(long campaignId) {
            super("campaign " + campaignId + " changed meanwhile");
            this.campaignId = campaignId;
        }
    }

    private static void append(Connection connection, long campaignId, int expected, List<NewEvent> events,
                               String actor, Instant now) throws SQLException {
        long seq;
        try (PreparedStatement count = connection.prepareStatement(
                "SELECT COUNT(*) FROM campaign_events WHERE campaign_id = ?")) {
            count.setLong(1, campaignId);
            try (ResultSet row = count.executeQuery()) {
                row.next();
                seq = row.getLong(1);
            }
        }
        if (seq != expected) {
            throw new Changed(campaignId);
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO campaign_events (campaign_id, seq, type, payload, actor_user_id, created_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?)")) {
            for (NewEvent event : events) {
                insert.setLong(1, campaignId);
                insert.setLong(2, ++seq);
                insert.setString(3, event.type());
                insert.setString(4, event.payload());
                insert.setString(5, actor);
                insert.setString(6, now.toString());
                insert.addBatch();
            }
            insert.executeBatch();
        } catch (SQLException refused) {
            // Two processes on PostgreSQL both counted the same events (read committed): the second's
            // rows break the primary key. That is the campaign changed meanwhile, not a fault of the
            // store (an audit: the player read the generic storage failure).
            if (takenMeanwhile(refused)) {
                throw new Changed(campaignId);
            }
            throw refused;
        }
    }

    /**
     * Whether this failure, or one the batch chains after it, is a (campaign, seq) row already
     * there ({@link Dialect#duplicateKey}, in either store's words: this static write has no dialect).
     */
    private static boolean takenMeanwhile(SQLException failure) {
        for (SQLException each = failure; each != null; each = each.getNextException()) {
            if (Dialect.SQLITE.duplicateKey(each) || Dialect.POSTGRESQL.duplicateKey(each)) {
                return true;
            }
        }
        return false;
    }

    private Optional<CampaignRecord> find(Connection connection, String guildId, String name)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT id, guild_id, name FROM campaigns WHERE guild_id = ? AND name_key = ?")) {
            select.setString(1, guildId);
            select.setString(2, Names.key(name));
            return one(select);
        }
    }

    private static Optional<CampaignRecord> one(PreparedStatement select) throws SQLException {
        try (ResultSet row = select.executeQuery()) {
            return row.next() ? Optional.of(new CampaignRecord(row.getLong(1), row.getString(2), row.getString(3)))
                    : Optional.empty();
        }
    }
}
