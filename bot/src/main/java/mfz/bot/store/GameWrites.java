package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A write to a game, and why one is refused: each refusal is thrown inside the transaction as
 * an {@link SQLException} (rolling it back) and comes out of {@link #storing} as the
 * {@link StoreException} the game services answer players by.
 */
final class GameWrites {

    private final Database database;

    GameWrites(Database database) {
        this.database = database;
    }

    /**
     * Refuses to add to a game that is over or abandoned, or that an undo changed, inside the
     * write's own transaction: a caller holding an outdated view of the game (another process, a
     * stale cache) must not append to a game that was closed meanwhile, nor after events an undo
     * took away (their numbers are free again, so the events' key alone doesn't catch it; the
     * write would leave a gap in the log). On PostgreSQL the game's row stays locked until the
     * write commits, so an undo in another process waits for it, and the other way round.
     */
    private static final String GAME_ROW = "SELECT status, version_offset FROM games WHERE id = ?";
    /** The same, the row locked until the write commits (PostgreSQL; SQLite has one writer anyway). */
    private static final String GAME_ROW_LOCKED = "SELECT status, version_offset FROM games WHERE id = ? FOR UPDATE";

    void requireOpen(Connection connection, GameRecord game) throws SQLException {
        PreparedStatement select = database.prepared(connection, database.dialect() == Dialect.POSTGRESQL ? GAME_ROW_LOCKED : GAME_ROW);
        select.setLong(1, game.id());
        try (ResultSet row = select.executeQuery()) {
            if (!row.next()) {
                throw new NotOpen(game.id(), "missing");
            }
            GameStatus status = GameStatus.ofWord(row.getString(1));
            if (!status.open()) {
                throw new NotOpen(game.id(), status.word());
            }
            if (row.getLong(2) != game.versionOffset()) {
                throw new Changed(game.id(), game.lastSeq(), null);
            }
        }
    }

    /** What a write throws inside its transaction when the game it changes is no longer open. */
    static SQLException notOpen(long gameId, String status) {
        return new NotOpen(gameId, status);
    }

    /** Thrown inside a transaction by {@link #requireOpen}; {@link #storing} makes it a {@link StoreException.GameNotOpen}. */
    private static final class NotOpen extends SQLException {
        private final long gameId;

        NotOpen(long gameId, String status) {
            super("game " + gameId + " is no longer open (" + status + ")");
            this.gameId = gameId;
        }
    }

    /** Thrown inside a transaction when the event numbers an append meant to take are taken; see {@link #storing}. */
    static final class Changed extends SQLException {
        private final long gameId;

        Changed(long gameId, long expectedLastSeq, SQLException cause) {
            super("game " + gameId + " changed since event " + expectedLastSeq, cause);
            this.gameId = gameId;
        }
    }

    /**
     * A transaction that stores a command carried by a Discord interaction: if the interaction
     * is already stored, it fails with {@link StoreException.InteractionAlreadyStored}; if the
     * campaign of a battle it records changed meanwhile, with {@link StoreException.CampaignChanged}.
     */
    <T> T storing(String what, String interactionId, Database.SqlWork<T> work) throws StoreException {
        return queueStoring(what, interactionId, work).outcome();
    }

    /** As {@link #storing}, waited for later ({@link Committing#outcome}), with the same refusals. */
    <T> Committing<T> queueStoring(String what, String interactionId, Database.SqlWork<T> work) {
        Committing<T> queued = database.queue(what, work);
        return () -> refusing(interactionId, queued);
    }

    private <T> T refusing(String interactionId, Committing<T> queued) throws StoreException {
        try {
            return queued.outcome();
        } catch (StoreException e) {
            if (e.getCause() instanceof NotOpen closed) {
                throw new StoreException.GameNotOpen(closed.gameId, e);
            }
            if (e.getCause() instanceof Changed changed) {
                throw new StoreException.GameChanged(changed.gameId, e);
            }
            if (e.getCause() instanceof StoreException.OpenGameInTheWay taken) {
                throw new StoreException.ChannelTaken(taken.channelId, e);
            }
            if (interactionId != null && (database.dialect().broke(e.getCause(), Dialect.Key.INTERACTION)
                    || e.getCause() instanceof UndoneInteraction)) {
                throw new StoreException.InteractionAlreadyStored(interactionId, e);
            }
            throw CampaignStore.changedOr(e);
        }
    }

    /** Thrown inside an append whose interaction's command was undone: {@link #storing} makes it a repeat. */
    static final class UndoneInteraction extends SQLException {
        UndoneInteraction(String interactionId) {
            super("interaction " + interactionId + " carried a command that was undone");
        }
    }

    /**
     * A new game's version offset: 0 for a channel's first game, else the start of the next
     * {@link GameRecord#VERSION_BLOCK} above every version its earlier games reached, so a button
     * left from an earlier game never matches a later one's version (a trust audit, 2026-11-26:
     * each game started again at 1, and an old card's button worked once the new game reached its
     * version), and an offset at a block's start still says no command was undone.
     */
    static long firstOffset(Connection connection, String channelId) throws SQLException {
        long used = versionsUsed(connection, channelId);
        return used == 0 ? 0 : (used / GameRecord.VERSION_BLOCK + 1) * GameRecord.VERSION_BLOCK;
    }

    /** The newest version any game of this channel reached (0 for none). */
    private static long versionsUsed(Connection connection, String channelId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT COALESCE(MAX(g.version_offset + COALESCE((SELECT MAX(e.seq) FROM events e "
                        + "WHERE e.game_id = g.id), 0)), 0) FROM games g WHERE g.channel_id = ?")) {
            select.setString(1, channelId);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }
}
