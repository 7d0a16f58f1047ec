package mfz.bot.store;
// Over 400 lines on purpose: every write of a game's log (open, import, append, undo, abandon) in one place, each with its one transaction and its checks side by side (where a game came from: GameOrigins).

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Games as append-only event logs. Appending a command's events, moving the game's
 * {@code last_seq} and its status happen in one transaction, so a stored game is always the
 * replay of whole commands. Snapshots only speed up loading; the log stays the truth.
 */
public final class GameStore {

    private final Database database;
    private final EventRows rows;
    private final UndoneCommands undone;
    private final KeptDiceRows keptDice;
    private final GameWrites writes;
    private final ExportKey exportKey;
    private final GameOrigins origins;

    public GameStore(Database database) {
        this.database = database;
        this.rows = new EventRows(database);
        this.undone = new UndoneCommands(database);
        this.keptDice = new KeptDiceRows(database);
        this.writes = new GameWrites(database);
        this.exportKey = new ExportKey(database);
        this.origins = new GameOrigins(database, undone, keptDice);
    }

    /** Where this store's games came from: how each was restored, its line, what its undos took back. */
    public GameOrigins origins() {
        return origins;
    }

    /** The secret this bot seals game exports with ({@link ExportKey}), made the first time. */
    public byte[] exportKey(Instant now) throws StoreException {
        return exportKey.secret(now);
    }

    /** The dice undos kept in this game, every roller's and kind's, first to be taken first ({@link KeptDie}). */
    public List<KeptDie> keptDice(long gameId) throws StoreException {
        return keptDice.waiting(gameId);
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
        return writes.storing("create a game in channel " + channelId, interactionId, connection -> {
            long id;
            long offset = GameWrites.firstOffset(connection, channelId);
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO games (guild_id, channel_id, host_user_id, campaign_id, status, created_at, "
                            + "version_offset) VALUES (?, ?, ?, ?, 'lobby', ?, ?) RETURNING id")) {
                insert.setString(1, guildId);
                insert.setString(2, channelId);
                insert.setString(3, hostUserId);
                if (campaignId == null) {
                    insert.setNull(4, Types.INTEGER);
                } else {
                    insert.setLong(4, campaignId);
                }
                insert.setString(5, now.toString());
                insert.setLong(6, offset);
                id = insertedId(insert);
            } catch (SQLException e) {
                // Not to be taken for the interaction's unique index, the only other one this write meets.
                if (database.dialect().broke(e, Dialect.Key.OPEN_GAME)) {
                    throw new StoreException.OpenGameInTheWay(channelId, e);
                }
                throw e;
            }
            rows.insert(connection, id, 0, 1, events, hostUserId, null, interactionId, now);
            if (battle != null) {
                CampaignStore.append(connection, battle, id, now);
            }
            return new GameRecord(id, guildId, channelId, hostUserId, campaignId, GameStatus.LOBBY, events.size(),
                    events.isEmpty() ? 0 : 1, offset);
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
     * command, in one transaction, with the users who must still take their seat.
     */
    public GameRecord createFromHistory(String guildId, String channelId, String hostUserId,
                                        List<HistoryCommand> history, GameStatus status,
                                        Set<String> seatsToTake, Instant now)
            throws StoreException {
        return createFromHistory(guildId, channelId, hostUserId, history, status, seatsToTake, false, List.of(), null,
                now);
    }

    /**
     * As above; {@code unsealed} when the file bore no seal of this bot's (migration 013): the
     * game's own export is then not sealed either ({@link GameOrigins#restoredUnsealed}). {@code carried}:
     * the dice the game it was exported from rolled after the export, each kept for its roll as an
     * undo keeps them ({@link ExportedFrom}); a game that carries some is
     * counted as undone, so its commands read them. {@code lineage}: the first game of the line
     * the file comes from ({@link GameOrigins#lineage}; null: none known, the import begins its own line).
     */
    public GameRecord createFromHistory(String guildId, String channelId, String hostUserId,
                                        List<HistoryCommand> history, GameStatus status,
                                        Set<String> seatsToTake, boolean unsealed,
                                        List<KeptDie> carried, Long lineage, Instant now)
            throws StoreException {
        try {
            return importing(guildId, channelId, hostUserId, history, status, seatsToTake, unsealed, carried, lineage,
                    now);
        } catch (StoreException e) {
            if (e.getCause() instanceof StoreException.OpenGameInTheWay taken) {
                throw new StoreException.ChannelTaken(taken.channelId, e);
            }
            throw e;
        }
    }

    private GameRecord importing(String guildId, String channelId, String hostUserId, List<HistoryCommand> history,
                                 GameStatus status, Set<String> seatsToTake, boolean unsealed,
                                 List<KeptDie> carried, Long lineage, Instant now) throws StoreException {
        return database.transaction("import a game into channel " + channelId, connection -> {
            long id;
            long offset = GameWrites.firstOffset(connection, channelId) + (carried.isEmpty() ? 0 : 1);
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO games (guild_id, channel_id, host_user_id, status, created_at, version_offset, "
                            + "unsealed_import, imported_events, lineage) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                            + "RETURNING id")) {
                insert.setString(1, guildId);
                insert.setString(2, channelId);
                insert.setString(3, hostUserId);
                insert.setString(4, status.word());
                insert.setString(5, now.toString());
                insert.setLong(6, offset);
                insert.setInt(7, unsealed ? 1 : 0);
                insert.setLong(8, history.stream().mapToLong(command -> command.events().size()).sum());
                if (lineage == null) {
                    insert.setNull(9, Types.BIGINT);
                } else {
                    insert.setLong(9, lineage);
                }
                id = insertedId(insert);
            } catch (SQLException e) {
                if (database.dialect().broke(e, Dialect.Key.OPEN_GAME)) {
                    throw new StoreException.OpenGameInTheWay(channelId, e);
                }
                throw e;
            }
            long seq = 0;
            long commandSeq = 0;
            for (HistoryCommand command : history) {
                rows.insert(connection, id, seq, ++commandSeq, command.events(), command.actor(),
                        command.onBehalfOf(), null, now);
                seq += command.events().size();
            }
            SeatRows.insert(connection, id, seatsToTake);
            KeptDiceRows.keep(connection, id, carried, -1);
            return new GameRecord(id, guildId, channelId, hostUserId, null, status, seq, commandSeq, offset, seatsToTake);
        });
    }

    /**
     * The user takes their seat at an imported game ({@link GameRecord#seatsToTake}).
     *
     * @return the game's row with the seats still to take, as stored now (another process may
     *         have seen others take theirs)
     */
    public GameRecord takeSeat(GameRecord game, String userId) throws StoreException {
        return writes.storing("take a seat at game " + game.id(), null, connection -> {
            // The game's row locked first: two processes taking the last two seats at once each
            // see the other's taken once it is (PostgreSQL reads committed rows only).
            try (PreparedStatement lock = connection.prepareStatement(
                    "UPDATE games SET version_offset = version_offset WHERE id = ?")) {
                lock.setLong(1, game.id());
                lock.executeUpdate();
            }
            SeatRows.take(connection, game.id(), userId);
            return game.withSeatsToTake(SeatRows.of(connection, game.id()));
        });
    }

    /** The seats of this game still to take, as stored: another process may have seen some taken. */
    public Set<String> seatsToTake(long gameId) throws StoreException {
        return database.read("read the seats of game " + gameId, connection -> SeatRows.of(connection, gameId));
    }

    /** The channel's open game (in the lobby or being played) with what it takes to rebuild it. */
    public Optional<LoadedGame> loadOpen(String channelId) throws StoreException {
        return load(channelId, OPEN_GAME);
    }

    /**
     * The channel's most recently finished game (played to doomsday), to show its table, log or
     * export; none once a game opened after it was ended without being played out.
     */
    public Optional<LoadedGame> loadLastFinished(String channelId) throws StoreException {
        return load(channelId, LAST_FINISHED_GAME);
    }

    /** True when that game was played to doomsday in that channel (a result card's report button names it). */
    public boolean finishedIn(String channelId, long gameId) throws StoreException {
        return database.read("find a finished game", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT 1 FROM games WHERE id = ? AND channel_id = ? AND status = 'finished'")) {
                select.setLong(1, gameId);
                select.setString(2, channelId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next();
                }
            }
        });
    }

    private static final String OPEN_GAME = "SELECT id, guild_id, channel_id, host_user_id, campaign_id, status, "
            + "version_offset FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')";

    // A game opened and ended (abandoned) after it takes its place: the channel's table, log, report
    // and rematch showed the demo played before it (a campaign play; docs/report.md: reportable
    // "until a new game opens there").
    private static final String LAST_FINISHED_GAME = "SELECT id, guild_id, channel_id, host_user_id, campaign_id, "
            + "status, version_offset FROM games WHERE channel_id = ? AND status = 'finished' AND NOT EXISTS "
            + "(SELECT 1 FROM games later WHERE later.channel_id = games.channel_id AND later.id > games.id "
            + "AND later.status = 'abandoned') ORDER BY id DESC LIMIT 1";

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
            LoadedGame.Snapshot snapshot = SnapshotRows.of(connection, game.id());
            long after = snapshot == null ? 0 : snapshot.seq();
            return Optional.of(new LoadedGame(game, snapshot, EventRows.after(connection, game.id(), after)));
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
        return appending(game, expectedLastSeq, events, actor, onBehalfOf, interactionId, status, now, snapshotState,
                battle, List.of()).outcome();
    }

    /**
     * As above, but returns once the append is queued for the writer: the caller renders its
     * reply meanwhile, then waits for the {@link Committing#outcome}, with the same refusals.
     *
     * @param keptTaken the places of the kept dice the events rolled ({@link KeptDie}): they wait no longer
     */
    public Committing<GameRecord> appending(GameRecord game, long expectedLastSeq, List<NewEvent> events, String actor,
                                            String onBehalfOf, String interactionId, GameStatus status, Instant now,
                                            String snapshotState, CampaignAppend battle, List<Long> keptTaken) {
        long commandSeq = game.lastCommand() + 1;
        long lastSeq = expectedLastSeq + events.size();
        return writes.queueStoring("store the events of game " + game.id(), interactionId, connection -> {
            writes.requireOpen(connection, game);
            // Only a game that had an undo can hold an undone interaction (its offset moved).
            if (interactionId != null && !game.neverUndone() && undone.carried(connection, interactionId)) {
                throw new GameWrites.UndoneInteraction(interactionId);
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
                rows.insert(connection, game.id(), expectedLastSeq, commandSeq, events, actor, onBehalfOf,
                        interactionId, now);
            } catch (SQLException e) {
                if (database.dialect().broke(e, Dialect.Key.EVENT_SEQ)) {
                    throw new GameWrites.Changed(game.id(), expectedLastSeq, e);
                }
                throw e;
            }
            if (snapshotState != null) {
                SnapshotRows.keep(connection, game.id(), lastSeq, snapshotState, now);
            }
            if (!keptTaken.isEmpty()) {
                keptDice.taken(connection, game.id(), keptTaken);
            }
            if (battle != null) {
                CampaignStore.append(connection, battle, game.id(), now);
            }
            return game.appended(lastSeq, status);
        });
    }

    /**
     * Whose roll the table's dice are (each frame's initiative d20s, rolled as a round starts, and
     * the bidding's tie orders): nobody's, since whoever's command comes then rolls them (the last
     * placement, the last to agree, the last doomsday choice, the last bid), so they wait for the
     * next such roll whoever gives it. No user's id.
     */
    public static final String TABLE = "@table";

    /**
     * A die an undo kept, waiting for its roller's next roll of its kind (a player, or {@link #TABLE};
     * {@code pool}, {@code damage}, {@code fall:Anvil}: {@link mfz.rules.dice.Roll#kindKey}): its place
     * in the game's order of taking, and its notation ({@code B6}, {@code d8R7}; a bare value for any
     * roll but a pool's).
     */
    public record KeptDie(long place, String roller, String kind, String die) {

        /** A die to keep for a roll ({@code kind}: {@link mfz.rules.dice.Roll#kindKey}), placed as it is kept. */
        public static KeptDie of(String roller, String kind, String die) {
            return new KeptDie(0, roller, kind, die);
        }
    }

    /**
     * What an undo takes back, kept on record: who gave the command, the interaction that carried
     * it (null: none), its events as a JSON array, and its dice, each for its roll ({@link KeptDie}),
     * which wait in front for that roll.
     */
    public record UndoneCommand(String actor, String interactionId, String events, List<KeptDie> dice) {

        public UndoneCommand {
            dice = List.copyOf(dice);
        }

        /**
         * Its dice as {@code undone_commands.kept_rolls} records them: a JSON array of notations,
         * written out here since a notation is letters and digits alone, with nothing to escape.
         */
        String keptRolls() {
            return "[" + String.join(",", dice.stream().map(die -> die.die().matches("\\d+") ? die.die()
                    : "\"" + die.die() + "\"").toList()) + "]";
        }
    }

    /**
     * Takes back the game's last stored command, whole: its events are deleted, and a
     * snapshot taken after them too. The command is kept in {@code undone_commands}: its
     * interaction is never applied again, and its dice wait in front, each for its roll.
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
        return undoLastCommand(game, expectedLastSeq, expectedLastCommand, status, undone, null, null, now);
    }

    /**
     * As above, for the interaction {@code undoInteractionId} (null: none): one that already
     * took a command back takes back nothing, and is refused as a repeat
     * ({@link StoreException.InteractionAlreadyStored}): delivered again, it took back the
     * command then last (migration 018). {@code undoneBy}: who asked (null: unknown), for the log
     * (migration 021).
     */
    public GameRecord undoLastCommand(GameRecord game, long expectedLastSeq, long expectedLastCommand,
                                      GameStatus status, UndoneCommand undone, String undoInteractionId,
                                      String undoneBy, Instant now) throws StoreException {
        return writes.storing("undo the last command of game " + game.id(), undoInteractionId, connection -> {
            if (undoInteractionId != null && UndoneCommands.undidBy(connection, undoInteractionId)) {
                throw new GameWrites.UndoneInteraction(undoInteractionId);
            }
            writes.requireOpen(connection, game);
            EventRows.LastEvent was = rows.last(connection, game.id());
            if (was.seq() != expectedLastSeq || was.command() != expectedLastCommand) {
                throw new GameWrites.Changed(game.id(), expectedLastSeq, null);
            }
            long offsetWas = game.versionOffset(); // requireOpen checked the stored one is this
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM events WHERE game_id = ? AND command_seq = ?")) {
                delete.setLong(1, game.id());
                delete.setLong(2, expectedLastCommand);
                delete.executeUpdate();
            }
            EventRows.LastEvent last = rows.last(connection, game.id());
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM snapshots WHERE game_id = ? AND seq > ?")) {
                delete.setLong(1, game.id());
                delete.setLong(2, last.seq());
                delete.executeUpdate();
            }
            UndoneCommands.keep(connection, game.id(), last.seq(), undone, undoInteractionId, undoneBy, now);
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
                    status, last.seq(), last.command(), versionOffset, game.seatsToTake());
        });
    }

    /**
     * Marks an open game abandoned: it stays stored, and its channel is free for a new game. A
     * campaign battle's record of it ({@code battle}, null for none) is stored in the same
     * transaction.
     */
    public void abandon(GameRecord game, Instant now, CampaignAppend battle) throws StoreException {
        writes.storing("abandon game " + game.id(), null, connection -> {
            // Only the game as read: a campaign records the battle from it (its scores, whether it had
            // started), and a command stored meanwhile in its channel made that out of date (an audit).
            writes.requireOpen(connection, game);
            try (PreparedStatement last = connection.prepareStatement(
                    "SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?")) {
                last.setLong(1, game.id());
                try (ResultSet row = last.executeQuery()) {
                    if (row.next() && row.getLong(1) != game.lastSeq()) {
                        throw new GameWrites.Changed(game.id(), game.lastSeq(), null);
                    }
                }
            }
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE games SET status = 'abandoned', ended_at = ? WHERE id = ? AND status IN ('lobby', 'playing')")) {
                update.setString(1, now.toString());
                update.setLong(2, game.id());
                if (update.executeUpdate() == 0) {
                    // Ended meanwhile (its doomsday, or abandoned from another channel): nothing to abandon,
                    // and its campaign must not hear of an abandonment.
                    throw GameWrites.notOpen(game.id(), "ended");
                }
            }
            if (battle != null) {
                CampaignStore.append(connection, battle, game.id(), now);
            }
            return null;
        });
    }

    /** An open game's server and channel. */
    public record OpenGameAt(String guildId, String channelId) {
    }

    /**
     * Every open game's server and channel: at start-up, a channel deleted while the bot was
     * stopped (or a server that removed it) leaves a game nobody can play or end.
     */
    public List<OpenGameAt> openGames() throws StoreException {
        return database.read("list the open games", connection -> {
            List<OpenGameAt> games = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT guild_id, channel_id FROM games WHERE status IN ('lobby', 'playing') ORDER BY channel_id")) {
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        games.add(new OpenGameAt(row.getString(1), row.getString(2)));
                    }
                }
            }
            return games;
        });
    }

    /**
     * The open games where the bot sits at a table (a player joined with a seat's id,
     * {@code bot-…}): after a restart their seats may owe a move nobody will ask for. A game whose
     * last change was an undo is left out: its seats wait for the next command, as without a restart.
     */
    public List<OpenGameAt> openGamesWithSeats() throws StoreException {
        return database.read("list the open games with bot seats", connection -> {
            List<OpenGameAt> games = new ArrayList<>();
            // Not a game whose last change was an undo: its newest undo left it at its last event.
            // (The newest only: an older one at that number was followed by commands given again.)
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT DISTINCT g.guild_id, g.channel_id FROM games g JOIN events e ON e.game_id = g.id "
                            + "WHERE g.status IN ('lobby', 'playing') AND e.type = 'player-joined' "
                            + "AND e.payload LIKE '%\"player\":\"bot-%' "
                            + "AND NOT EXISTS (SELECT 1 FROM undone_commands u WHERE u.game_id = g.id "
                            + "AND u.undo_seq = (SELECT MAX(y.undo_seq) FROM undone_commands y WHERE y.game_id = g.id) "
                            + "AND u.at_seq = (SELECT MAX(x.seq) FROM events x WHERE x.game_id = g.id)) "
                            + "ORDER BY g.channel_id")) {
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        games.add(new OpenGameAt(row.getString(1), row.getString(2)));
                    }
                }
            }
            return games;
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
                            + "UNION ALL SELECT 1 FROM undone_commands WHERE interaction_id = ? "
                            + "UNION ALL SELECT 1 FROM undone_commands WHERE undo_interaction_id = ? LIMIT 1")) {
                select.setString(1, interactionId);
                select.setString(2, interactionId);
                select.setString(3, interactionId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next();
                }
            }
        });
    }

    /** Keeps the game's state as of event {@code seq}, replacing the previous snapshot. */
    public void saveSnapshot(long gameId, long seq, String state, Instant now) throws StoreException {
        database.transaction("store a snapshot of game " + gameId,
                connection -> SnapshotRows.keep(connection, gameId, seq, state, now));
    }

    /** Every event of the game, oldest first. */
    public List<StoredEvent> events(long gameId) throws StoreException {
        return database.read("read the events of game " + gameId, connection -> EventRows.after(connection, gameId, 0));
    }

    /** One undo of a game: who asked for it (null: unknown), when, whose command it took back, and its events as a JSON array. */
    public record Undone(String undoneBy, Instant undoneAt, String actor, String events) {
    }

    /** This game's undos, oldest first ({@link Undone}). */
    public List<Undone> undos(long gameId) throws StoreException {
        return undone.undos(gameId);
    }

    /** The id of the row an INSERT … RETURNING id made: the same words in both stores. */
    private static long insertedId(PreparedStatement insert) throws SQLException {
        try (ResultSet row = insert.executeQuery()) {
            row.next();
            return row.getLong(1);
        }
    }
    /** The game of the row (id, guild, channel, host, campaign, status, version offset), with its newest event. */
    private GameRecord gameRecord(Connection connection, ResultSet row) throws SQLException {
        long id = row.getLong(1);
        long campaign = row.getLong(5);
        Long campaignId = row.wasNull() ? null : campaign;
        EventRows.LastEvent last = rows.last(connection, id);
        return new GameRecord(id, row.getString(2), row.getString(3), row.getString(4), campaignId,
                GameStatus.ofWord(row.getString(6)), last.seq(), last.command(), row.getLong(7),
                SeatRows.of(connection, id));
    }
}
