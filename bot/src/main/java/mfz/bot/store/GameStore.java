package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Games as append-only event logs. Appending a command's events, moving the game's
 * {@code last_seq} and its status happen in one transaction, so a stored game is always the
 * replay of whole commands. Snapshots only speed up loading; the log stays the truth.
 */
public final class GameStore {

    private final Database database;

    public GameStore(Database database) {
        this.database = database;
    }

    /**
     * Opens a new game in a channel that has no open game, with the events of the command
     * that opened it, in one transaction.
     *
     * @param battle when the game is a campaign's next battle, the campaign's events opening
     *               it (stored in the same transaction); else null
     */
    public GameRecord create(String guildId, String channelId, String hostUserId, CampaignAppend battle,
                             List<NewEvent> events, String interactionId, Instant now) throws StoreException {
        Long campaignId = battle == null ? null : battle.campaignId();
        return storing("create a game in channel " + channelId, interactionId, connection -> {
            long id;
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO games (guild_id, channel_id, host_user_id, campaign_id, status, created_at) "
                            + "VALUES (?, ?, ?, ?, 'lobby', ?) RETURNING id")) {
                insert.setString(1, guildId);
                insert.setString(2, channelId);
                insert.setString(3, hostUserId);
                if (campaignId == null) {
                    insert.setNull(4, Types.INTEGER);
                } else {
                    insert.setLong(4, campaignId);
                }
                insert.setString(5, now.toString());
                id = insertedId(insert);
            } catch (SQLException e) {
                // Not to be taken for the interaction's unique index, the only other one this write meets.
                if (database.dialect().broke(e, Dialect.Key.OPEN_GAME)) {
                    throw new SQLException("channel " + channelId + " already has an open game", e);
                }
                throw e;
            }
            insertEvents(connection, id, 0, 1, events, hostUserId, null, interactionId, now);
            if (battle != null) {
                CampaignStore.append(connection, battle, id, now);
            }
            return new GameRecord(id, guildId, channelId, hostUserId, campaignId, GameStatus.LOBBY, events.size(),
                    events.isEmpty() ? 0 : 1, 0);
        });
    }

    /** One stored command of a history being imported: who gave it, and its events. */
    public record HistoryCommand(String actor, String onBehalfOf, List<NewEvent> events) {
        public HistoryCommand {
            events = List.copyOf(events);
        }
    }

    /**
     * Stores a whole game history (an import) as a new game in the channel, command by
     * command, in one transaction.
     */
    public GameRecord createFromHistory(String guildId, String channelId, String hostUserId,
                                        List<HistoryCommand> history, GameStatus status, Instant now)
            throws StoreException {
        return database.transaction("import a game into channel " + channelId, connection -> {
            long id;
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO games (guild_id, channel_id, host_user_id, status, created_at) VALUES (?, ?, ?, ?, ?) "
                            + "RETURNING id")) {
                insert.setString(1, guildId);
                insert.setString(2, channelId);
                insert.setString(3, hostUserId);
                insert.setString(4, status.word());
                insert.setString(5, now.toString());
                id = insertedId(insert);
            }
            long seq = 0;
            long commandSeq = 0;
            for (HistoryCommand command : history) {
                insertEvents(connection, id, seq, ++commandSeq, command.events(), command.actor(),
                        command.onBehalfOf(), null, now);
                seq += command.events().size();
            }
            return new GameRecord(id, guildId, channelId, hostUserId, null, status, seq, commandSeq, 0);
        });
    }

    /** The channel's open game (in the lobby or being played) with what it takes to rebuild it. */
    public Optional<LoadedGame> loadOpen(String channelId) throws StoreException {
        return load(channelId, OPEN_GAME);
    }

    /** The channel's most recently finished game (played to doomsday), to show its table, log or export. */
    public Optional<LoadedGame> loadLastFinished(String channelId) throws StoreException {
        return load(channelId, LAST_FINISHED_GAME);
    }

    private static final String OPEN_GAME = "SELECT id, guild_id, channel_id, host_user_id, campaign_id, status, "
            + "version_offset FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')";

    private static final String LAST_FINISHED_GAME = "SELECT id, guild_id, channel_id, host_user_id, campaign_id, "
            + "status, version_offset FROM games WHERE channel_id = ? AND status = 'finished' "
            + "ORDER BY id DESC LIMIT 1";

    /** @param selectGame {@link #OPEN_GAME} or {@link #LAST_FINISHED_GAME} */
    private Optional<LoadedGame> load(String channelId, String selectGame) throws StoreException {
        return database.read("load the game of channel " + channelId, connection -> {
            GameRecord game;
            try (PreparedStatement select = connection.prepareStatement(selectGame)) {
                select.setString(1, channelId);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    game = gameRecord(connection, row);
                }
            }
            LoadedGame.Snapshot snapshot = null;
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT seq, state FROM snapshots WHERE game_id = ?")) {
                select.setLong(1, game.id());
                try (ResultSet row = select.executeQuery()) {
                    if (row.next()) {
                        snapshot = new LoadedGame.Snapshot(row.getLong(1), row.getString(2));
                    }
                }
            }
            long after = snapshot == null ? 0 : snapshot.seq();
            return Optional.of(new LoadedGame(game, snapshot, events(connection, game.id(), after)));
        });
    }

    /**
     * Appends one accepted command's events and sets the game's status, all or nothing.
     *
     * @param expectedLastSeq the game's last event as the caller saw it: if another write came
     *                        in between, nothing is written and a {@link StoreException} says so
     * @return the game's row after the append
     * @throws StoreException.InteractionAlreadyStored when the interaction's command is already stored
     */
    public GameRecord append(GameRecord game, long expectedLastSeq, List<NewEvent> events, String actor,
                             String onBehalfOf, String interactionId, GameStatus status, Instant now)
            throws StoreException {
        return append(game, expectedLastSeq, events, actor, onBehalfOf, interactionId, status, now, null);
    }

    /**
     * As {@link #append(GameRecord, long, List, String, String, String, GameStatus, Instant)}, also
     * keeping {@code snapshotState} (the game's state after these events; null for none) as the
     * game's snapshot, in the same transaction: a snapshot costs no commit (no fsync) of its own.
     *
     * <p>Usually this writes the events and nothing else: the game's row changes only with its
     * status. The events' primary key refuses a write made from a stale view of the game (the
     * next event number is taken), so no check of the row is needed.
     */
    public GameRecord append(GameRecord game, long expectedLastSeq, List<NewEvent> events, String actor,
                             String onBehalfOf, String interactionId, GameStatus status, Instant now,
                             String snapshotState) throws StoreException {
        return append(game, expectedLastSeq, events, actor, onBehalfOf, interactionId, status, now, snapshotState,
                null);
    }

    /**
     * As above, also storing {@code battle}'s campaign events (null for none) in the same
     * transaction: a campaign battle that ends is recorded in its campaign with its last command.
     */
    public GameRecord append(GameRecord game, long expectedLastSeq, List<NewEvent> events, String actor,
                             String onBehalfOf, String interactionId, GameStatus status, Instant now,
                             String snapshotState, CampaignAppend battle) throws StoreException {
        long commandSeq = game.lastCommand() + 1;
        long lastSeq = expectedLastSeq + events.size();
        return storing("store the events of game " + game.id(), interactionId, connection -> {
            requireOpen(connection, game.id());
            // Only a game that had an undo can hold an undone interaction (its offset moved).
            if (interactionId != null && game.versionOffset() != 0 && undoneInteraction(connection, interactionId)) {
                throw new UndoneInteractionException(interactionId);
            }
            if (status != game.status()) {
                PreparedStatement update = database.prepared(connection,
                        "UPDATE games SET status = ?, ended_at = CASE WHEN ? THEN ? ELSE ended_at END WHERE id = ?");
                update.setString(1, status.word());
                update.setBoolean(2, status.ended());
                update.setString(3, now.toString());
                update.setLong(4, game.id());
                update.executeUpdate();
            }
            try {
                insertEvents(connection, game.id(), expectedLastSeq, commandSeq, events, actor, onBehalfOf,
                        interactionId, now);
            } catch (SQLException e) {
                if (database.dialect().broke(e, Dialect.Key.EVENT_SEQ)) {
                    throw new GameChangedException(game.id(), expectedLastSeq, e);
                }
                throw e;
            }
            if (snapshotState != null) {
                upsertSnapshot(connection, game.id(), lastSeq, snapshotState, now);
            }
            if (battle != null) {
                CampaignStore.append(connection, battle, game.id(), now);
            }
            return game.appended(lastSeq, status);
        });
    }

    /**
     * Refuses to add to a game that is over or abandoned, inside the append's own transaction:
     * a caller holding an outdated view of the game (another process, a stale cache) must not
     * append to a game that was closed meanwhile.
     */
    private void requireOpen(Connection connection, long gameId) throws SQLException {
        PreparedStatement select = database.prepared(connection, "SELECT status FROM games WHERE id = ?");
        select.setLong(1, gameId);
        try (ResultSet row = select.executeQuery()) {
            if (!row.next()) {
                throw new GameNotOpenException(gameId, "missing");
            }
            GameStatus status = GameStatus.ofWord(row.getString(1));
            if (!status.open()) {
                throw new GameNotOpenException(gameId, status.word());
            }
        }
    }

    /** Thrown inside a transaction by {@link #requireOpen}; {@link #storing} makes it a {@link StoreException.GameNotOpen}. */
    private static final class GameNotOpenException extends SQLException {
        private final long gameId;

        GameNotOpenException(long gameId, String status) {
            super("game " + gameId + " is no longer open (" + status + ")");
            this.gameId = gameId;
        }
    }

    /** Thrown inside a transaction when the event numbers an append meant to take are taken; see {@link #storing}. */
    private static final class GameChangedException extends SQLException {
        private final long gameId;

        GameChangedException(long gameId, long expectedLastSeq, SQLException cause) {
            super("game " + gameId + " changed since event " + expectedLastSeq, cause);
            this.gameId = gameId;
        }
    }

    /**
     * A transaction that stores a command carried by a Discord interaction: if the interaction
     * is already stored, it fails with {@link StoreException.InteractionAlreadyStored}; if the
     * campaign of a battle it records changed meanwhile, with {@link StoreException.CampaignChanged}.
     */
    private <T> T storing(String what, String interactionId, Database.SqlWork<T> work) throws StoreException {
        try {
            return database.transaction(what, work);
        } catch (StoreException e) {
            if (e.getCause() instanceof GameNotOpenException closed) {
                throw new StoreException.GameNotOpen(closed.gameId, e);
            }
            if (e.getCause() instanceof GameChangedException changed) {
                throw new StoreException.GameChanged(changed.gameId, e);
            }
            if (interactionId != null && (database.dialect().broke(e.getCause(), Dialect.Key.INTERACTION)
                    || e.getCause() instanceof UndoneInteractionException)) {
                throw new StoreException.InteractionAlreadyStored(interactionId, e);
            }
            throw CampaignStore.changedOr(e);
        }
    }

    /**
     * Inserts a command's events, up to {@link #ROWS_PER_INSERT} in one statement (a statement
     * per row cost a tenth of a stored command in the storage benchmark). The interaction id
     * goes on the first only: its unique index then refuses the same interaction's command a
     * second time.
     */
    private void insertEvents(Connection connection, long gameId, long lastSeq, long commandSeq,
                              List<NewEvent> events, String actor, String onBehalfOf, String interactionId,
                              Instant now) throws SQLException {
        String at = now.toString();
        long seq = lastSeq;
        for (int from = 0; from < events.size(); from += ROWS_PER_INSERT) {
            int rows = Math.min(ROWS_PER_INSERT, events.size() - from);
            PreparedStatement insert = database.prepared(connection, INSERT_EVENTS[rows - 1]);
            int p = 0;
            for (NewEvent event : events.subList(from, from + rows)) {
                insert.setLong(++p, gameId);
                insert.setLong(++p, ++seq);
                insert.setLong(++p, commandSeq);
                insert.setString(++p, event.type());
                insert.setString(++p, event.payload());
                insert.setString(++p, actor);
                insert.setString(++p, onBehalfOf);
                insert.setString(++p, seq == lastSeq + 1 ? interactionId : null);
                insert.setString(++p, at);
            }
            insert.executeUpdate();
        }
    }

    private static final int ROWS_PER_INSERT = 4;

    /** The insert of 1, 2, 3 and 4 events: the text is fixed, the values all go in as parameters. */
    private static final String[] INSERT_EVENTS = {
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?), "
                    + "(?, ?, ?, ?, ?, ?, ?, ?, ?)",
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?), "
                    + "(?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    };

    /**
     * What an undo takes back, kept on record: who gave the command, the interaction that
     * carried it (null: none), its events as a JSON array, and its dice as a JSON array of values.
     */
    public record UndoneCommand(String actor, String interactionId, String events, String keptRolls) {
    }

    /**
     * Takes back the game's last stored command, whole: its events are deleted, and a
     * snapshot taken after them too. The command is kept in {@code undone_commands}: its
     * interaction is never applied again, and its dice wait for the next decision at this point.
     * It is a compare-and-delete: the command goes only if it is still the game's last, ending at
     * {@code expectedLastSeq}, as the caller read it; another process's command since then fails
     * it with {@link StoreException.GameChanged}, and nothing is taken back.
     *
     * @param expectedLastSeq     the game's last event as the caller read it
     * @param expectedLastCommand the command that event belongs to: the one to take back
     * @param status              the game's status once the command is gone
     * @return the game's row after the undo
     */
    public GameRecord undoLastCommand(GameRecord game, long expectedLastSeq, long expectedLastCommand,
                                      GameStatus status, UndoneCommand undone, Instant now) throws StoreException {
        return storing("undo the last command of game " + game.id(), null, connection -> {
            requireOpen(connection, game.id());
            LastEvent was = lastEvent(connection, game.id());
            if (was.seq() != expectedLastSeq || was.command() != expectedLastCommand) {
                throw new GameChangedException(game.id(), expectedLastSeq, null);
            }
            long offsetWas;
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT version_offset FROM games WHERE id = ?")) {
                select.setLong(1, game.id());
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    offsetWas = row.getLong(1);
                }
            }
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM events WHERE game_id = ? AND command_seq = ?")) {
                delete.setLong(1, game.id());
                delete.setLong(2, expectedLastCommand);
                delete.executeUpdate();
            }
            LastEvent last = lastEvent(connection, game.id());
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM snapshots WHERE game_id = ? AND seq > ?")) {
                delete.setLong(1, game.id());
                delete.setLong(2, last.seq());
                delete.executeUpdate();
            }
            keepUndone(connection, game.id(), last.seq(), undone, now);
            // The version goes on past the one before the undo, though the events went back.
            long versionOffset = expectedLastSeq + offsetWas + 1 - last.seq();
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE games SET status = ?, version_offset = ? WHERE id = ?")) {
                update.setString(1, status.word());
                update.setLong(2, versionOffset);
                update.setLong(3, game.id());
                update.executeUpdate();
            }
            return new GameRecord(game.id(), game.guildId(), game.channelId(), game.hostUserId(), game.campaignId(),
                    status, last.seq(), last.command(), versionOffset);
        });
    }

    /**
     * Records an undone command standing at {@code atSeq}. Commands undone earlier at points
     * past it become stale: the history they stood in is gone, so their dice no longer apply.
     */
    private static void keepUndone(Connection connection, long gameId, long atSeq, UndoneCommand undone, Instant now)
            throws SQLException {
        try (PreparedStatement stale = connection.prepareStatement(
                "UPDATE undone_commands SET stale = 1 WHERE game_id = ? AND at_seq > ?")) {
            stale.setLong(1, gameId);
            stale.setLong(2, atSeq);
            stale.executeUpdate();
        }
        long undoSeq = number(connection, "SELECT COALESCE(MAX(undo_seq), 0) + 1 FROM undone_commands WHERE game_id = ?",
                gameId);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO undone_commands (game_id, undo_seq, at_seq, actor_user_id, interaction_id, events, "
                        + "kept_rolls, undone_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setLong(1, gameId);
            insert.setLong(2, undoSeq);
            insert.setLong(3, atSeq);
            insert.setString(4, undone.actor());
            insert.setString(5, undone.interactionId());
            insert.setString(6, undone.events());
            insert.setString(7, undone.keptRolls());
            insert.setString(8, now.toString());
            insert.executeUpdate();
        }
    }

    /**
     * The dice an undo kept for the decision at this point of the game (a JSON array of
     * values), if any: those of the first command undone here that rolled, so undoing again
     * and again never offers other dice.
     */
    public Optional<String> keptRolls(long gameId, long atSeq) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            PreparedStatement select = database.prepared(connection,
                    "SELECT kept_rolls FROM undone_commands WHERE game_id = ? AND at_seq = ? AND stale = 0 "
                            + "AND kept_rolls <> '[]' ORDER BY undo_seq LIMIT 1");
            select.setLong(1, gameId);
            select.setLong(2, atSeq);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(row.getString(1)) : Optional.<String>empty();
            }
        });
    }

    /** True when an undo took back the command this interaction carried. */
    private boolean undoneInteraction(Connection connection, String interactionId) throws SQLException {
        PreparedStatement select = database.prepared(connection,
                "SELECT 1 FROM undone_commands WHERE interaction_id = ?");
        select.setString(1, interactionId);
        try (ResultSet row = select.executeQuery()) {
            return row.next();
        }
    }

    /** Thrown inside an append whose interaction's command was undone: {@link #storing} makes it a repeat. */
    private static final class UndoneInteractionException extends SQLException {
        UndoneInteractionException(String interactionId) {
            super("interaction " + interactionId + " carried a command that was undone");
        }
    }

    /** A game's newest event: its number and its command's (both 0 when it has none). */
    private record LastEvent(long seq, long command) {
    }

    private LastEvent lastEvent(Connection connection, long gameId) throws SQLException {
        PreparedStatement select = database.prepared(connection,
                "SELECT seq, command_seq FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1");
        select.setLong(1, gameId);
        try (ResultSet row = select.executeQuery()) {
            return row.next() ? new LastEvent(row.getLong(1), row.getLong(2)) : new LastEvent(0, 0);
        }
    }

    /**
     * Marks an open game abandoned: it stays stored, and its channel is free for a new game. A
     * campaign battle's record of it ({@code battle}, null for none) is stored in the same
     * transaction.
     */
    public void abandon(GameRecord game, Instant now, CampaignAppend battle) throws StoreException {
        storing("abandon game " + game.id(), null, connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE games SET status = 'abandoned', ended_at = ? WHERE id = ? AND status IN ('lobby', 'playing')")) {
                update.setString(1, now.toString());
                update.setLong(2, game.id());
                update.executeUpdate();
            }
            if (battle != null) {
                CampaignStore.append(connection, battle, game.id(), now);
            }
            return null;
        });
    }

    /** True when a command carried by this Discord interaction was already stored. */
    public boolean seenInteraction(String interactionId) throws StoreException {
        if (interactionId == null) {
            return false;
        }
        return database.read("look up interaction " + interactionId, connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT 1 FROM events WHERE interaction_id = ? "
                            + "UNION ALL SELECT 1 FROM undone_commands WHERE interaction_id = ? LIMIT 1")) {
                select.setString(2, interactionId);
                select.setString(1, interactionId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next();
                }
            }
        });
    }

    /** Keeps the game's state as of event {@code seq}, replacing the previous snapshot. */
    public void saveSnapshot(long gameId, long seq, String state, Instant now) throws StoreException {
        database.transaction("store a snapshot of game " + gameId,
                connection -> upsertSnapshot(connection, gameId, seq, state, now));
    }

    private static int upsertSnapshot(Connection connection, long gameId, long seq, String state, Instant now)
            throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement(
                "INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (?, ?, ?, ?) "
                        + "ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state, "
                        + "created_at = excluded.created_at")) {
            upsert.setLong(1, gameId);
            upsert.setLong(2, seq);
            upsert.setString(3, state);
            upsert.setString(4, now.toString());
            return upsert.executeUpdate();
        }
    }

    /** Every event of the game, oldest first. */
    public List<StoredEvent> events(long gameId) throws StoreException {
        return database.read("read the events of game " + gameId, connection -> events(connection, gameId, 0));
    }

    /** The one number a query answers, such as a count or the newest sequence number. */
    /** The id of the row an INSERT … RETURNING id made: the same words in both stores. */
    private static long insertedId(PreparedStatement insert) throws SQLException {
        try (ResultSet row = insert.executeQuery()) {
            row.next();
            return row.getLong(1);
        }
    }

    private static long number(Connection connection, String sql, long... parameters) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                select.setLong(i + 1, parameters[i]);
            }
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    private static List<StoredEvent> events(Connection connection, long gameId, long afterSeq) throws SQLException {
        List<StoredEvent> events = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT seq, command_seq, type, payload, actor_user_id, on_behalf_of, interaction_id, created_at "
                        + "FROM events WHERE game_id = ? AND seq > ? ORDER BY seq")) {
            select.setLong(1, gameId);
            select.setLong(2, afterSeq);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    events.add(new StoredEvent(row.getLong(1), row.getLong(2), row.getString(3), row.getString(4),
                            row.getString(5), row.getString(6), row.getString(7), Instant.parse(row.getString(8))));
                }
            }
        }
        return events;
    }

    /** The game of the row (id, guild, channel, host, campaign, status, version offset), with its newest event. */
    private GameRecord gameRecord(Connection connection, ResultSet row) throws SQLException {
        long id = row.getLong(1);
        long campaign = row.getLong(5);
        Long campaignId = row.wasNull() ? null : campaign;
        LastEvent last = lastEvent(connection, id);
        return new GameRecord(id, row.getString(2), row.getString(3), row.getString(4), campaignId,
                GameStatus.ofWord(row.getString(6)), last.seq(), last.command(), row.getLong(7));
    }
}
