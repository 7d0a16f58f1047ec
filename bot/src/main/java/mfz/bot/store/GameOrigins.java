package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Optional;

/**
 * Where a game came from, as an import asks it ({@code game/WentOn}, {@code GameTransfer}) and an
 * undo of a restored game: whether it was restored from a file without this bot's seal and how many
 * of its events that file wrote, the line of games it carries on, the games an export may come
 * from, and what its undos took back and still keep. Reads only: the writes are {@link GameStore}'s.
 */
public final class GameOrigins {

    private final Database database;
    private final UndoneCommands undone;
    private final KeptDiceRows keptDice;

    GameOrigins(Database database, UndoneCommands undone, KeptDiceRows keptDice) {
        this.database = database;
        this.undone = undone;
        this.keptDice = keptDice;
    }

    /**
     * How many of this game's first events came from a file without this bot's seal (migration
     * 020): none for a game opened here or restored from a sealed file, or restored before the count
     * was kept.
     */
    public long handWrittenEvents(long gameId) throws StoreException {
        return database.read("read how a game was restored", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT imported_events FROM games WHERE id = ? AND unsealed_import = 1")) {
                select.setLong(1, gameId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? row.getLong(1) : 0L;
                }
            }
        });
    }

    /** Whether this game was restored from a file without this bot's seal: its dice are that file's word. */
    public boolean restoredUnsealed(long gameId) throws StoreException {
        return database.read("read how a game was restored", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT unsealed_import FROM games WHERE id = ?")) {
                select.setLong(1, gameId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() && row.getInt(1) == 1;
                }
            }
        });
    }

    /**
     * The dice this game's undos still keep, kept since the game reached event {@code fromSeq}
     * (0: all; an undo to an earlier event keeps them as of there) or carried by an import, first
     * to be taken first.
     */
    public List<GameStore.KeptDie> keptWaiting(long gameId, long fromSeq) throws StoreException {
        return keptDice.waitingFrom(gameId, fromSeq);
    }

    /** Whether an undo of this game took back this command (its events as a JSON array) right after {@code atSeq}. */
    public boolean tookBack(long gameId, long atSeq, String command) throws StoreException {
        return undone.tookBack(gameId, atSeq, command);
    }

    /** Whether an undo of this game took back a roll from before {@code beforeSeq} (UndoneCommands.keptBefore). */
    public boolean keptBefore(long gameId, long beforeSeq) throws StoreException {
        return undone.keptBefore(gameId, beforeSeq);
    }

    /** The games, in any server, that started with this start event, oldest first ({@link ExportedFrom}). */
    public List<ExportedFrom.StartedAlike> gamesStartedWith(NewEvent started) throws StoreException {
        if (!started.type().equals("game-started")) {
            throw new IllegalArgumentException("a game's start is a game-started event, not " + started.type());
        }
        return database.read("find the games an export may come from", connection -> ExportedFrom.games(connection,
                started.payload()));
    }

    /**
     * The first game of this game's line (migration 26): the game itself, unless it was imported
     * from a sealed export, whose line it carries on; empty when there is no such game.
     */
    public Optional<Long> lineage(long gameId) throws StoreException {
        return database.read("read the line of game " + gameId, connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT COALESCE(lineage, id) FROM games WHERE id = ?")) {
                select.setLong(1, gameId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(row.getLong(1)) : Optional.<Long>empty();
                }
            }
        });
    }
}
