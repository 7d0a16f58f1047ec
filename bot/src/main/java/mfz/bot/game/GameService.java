package mfz.bot.game;
// Over 400 lines on purpose: the one door to a channel's game (read, decide, store, undo, abandon); what stands alone has a class of its own (Undo, GameTransfer, SeatsToTake, ResidentGames).

import static mfz.bot.game.Persist.persist;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.function.Supplier;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.ControlVersion;
import mfz.bot.core.PlayerError;
import mfz.bot.store.CampaignAppend;
import mfz.bot.store.Committing;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.bot.store.StoredEvent;
import mfz.rules.dice.Dice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.ScoreTimeline;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs rules commands against the games of channels: takes the channel's game (held by
 * {@link ResidentGames}), asks the rules to decide, stores the events, and only then applies
 * them. A refused command stores nothing and changes nothing. Callers hand it one channel's
 * commands one at a time (the front ends' channel queues do); different channels may call it
 * at once. Export and import are {@link #transfer()}'s.
 */
public final class GameService {

    private static final Logger log = LoggerFactory.getLogger(GameService.class);

    /** A snapshot is kept every this many events, so loading a long game replays only a few (see {@link ResidentGames}). */
    public static final int SNAPSHOT_EVERY = 40;

    /** The refusal for a command that needs a game in a channel that has none. */
    public static final String NO_GAME = "There is no game in this channel. Open one with `/game new size:skirmish`.";

    /**
     * The refusal of a Discord interaction whose command is already stored. An interaction
     * delivered again (after the front end forgot it, across a restart) is not applied a second
     * time: the store's unique index on interactions refuses it, and the player is told so.
     * Checking there rather than before deciding saves a read on every accepted command.
     */
    static final String ALREADY_DONE = CommandRouter.ALREADY_DONE;

    /** The campaign of a battle being opened or ended got another change first (from another channel). */
    public static final String CAMPAIGN_CHANGED = "The campaign changed meanwhile (a command in another channel "
            + "came first), so nothing was changed here. Try again.";

    /** The game was ended or played out meanwhile, by a command this one didn't see. */
    static final String GAME_CLOSED = "This game ended meanwhile, so nothing was changed. `/game new` opens another.";
    static final String GAME_CHANGED = "The game changed twice while your command was being stored, so nothing was changed. "
            + "Look at the table and try again.";

    private final GameStore store;
    private final Dice dice;
    private final Clock clock;
    private final GameJson json = new GameJson();
    private final ResidentGames residents;
    private final GameTransfer transfer;
    private final WatchedInOrder watcher = new WatchedInOrder();
    private final ScoreTrails trails = new ScoreTrails();
    private final SeatsToTake seats;

    public GameService(GameStore store, Dice dice, Clock clock) {
        this.store = store;
        this.dice = dice;
        this.clock = clock;
        this.residents = new ResidentGames(store, json);
        this.transfer = new GameTransfer(residents, store, json, clock, watcher);
        this.seats = new SeatsToTake(store, residents, watcher);
    }

    /**
     * Who is told of each stored change from now on (reminders): without the reply waiting for
     * it, each game's changes one at a time in the order they were stored ({@link WatchedInOrder}).
     */
    public void watch(GameWatcher watcher) {
        this.watcher.tellTo(watcher);
        watcher.settledBy(this::settleWatcher);
    }

    /**
     * Waits (a few seconds at most) until the watcher was told of every change stored so far:
     * before the database closes, and (through {@link GameWatcher#settledBy}) before the watcher
     * reads what it keeps.
     */
    public void settleWatcher() {
        watcher.settle();
    }

    /** The games in memory, for tests that hold a load at a chosen point. */
    ResidentGames residents() {
        return residents;
    }

    /** An imported game's seats, each taken by its own user before the game goes on. */
    public SeatsToTake seats() {
        return seats;
    }

    /** Export and import of this service's games. */
    public GameTransfer transfer() {
        return transfer;
    }

    /** The channel's open game, if it has one. */
    public Optional<Game> game(String channelId) {
        return residents.open(channelId).map(ResidentGames.Resident::game);
    }

    /** The channel's open game with its row (and so its version), in one read. */
    public Optional<OpenGame> current(String channelId) {
        return residents.open(channelId).map(r -> new OpenGame(r.game(), r.record()));
    }

    /**
     * The channel's open game, for a reader off the channel's thread (the reminder timer): read
     * from memory or the store, but never put in memory, so it can't race the channel's commands.
     */
    public Optional<OpenGame> peek(String channelId) {
        return residents.peek(channelId).map(r -> new OpenGame(r.game(), r.record()));
    }

    /**
     * The channel's open game or, when it has none, the last game it played to doomsday:
     * for what only reads a game (its table, log and export), which stay available after the end.
     */
    public Optional<Game> gameOrLastFinished(String channelId) {
        return residents.openOrLastFinished(channelId).map(ResidentGames.Resident::game);
    }

    /** The channel's open game, or the refusal {@link #noGame}. */
    public Game require(String channelId) {
        return game(channelId).orElseThrow(() -> noGame(channelId));
    }

    /**
     * Said when a game was opened here at the same moment by another process sharing the database
     * (its one-open-game index refused this one): it was a generic failure (an audit of two processes).
     */
    public static final String CHANNEL_TAKEN = "A game was opened in this channel a moment ago: `/game table` shows it.";

    /** Said when a game command finds no game open here, after one played to its end. */
    public static final String GAME_OVER = "The game in this channel is over: `/game table` shows how it ended, "
            + "`/game rematch` plays it again, or `/game new size:skirmish` opens another.";

    /** {@link #GAME_OVER} after a campaign's battle, which has no rematch (a campaign audit: it offered one). */
    public static final String BATTLE_OVER = "The battle in this channel is over: `/game table` shows how it ended, "
            + "and `/help` says how the campaign goes on.";

    /**
     * The refusal of a game command with no game open here: {@link #NO_GAME}, or, after a game
     * played to its end, that it is over (a play: after doomsday every command said there was no
     * game, beside the finished game's table).
     */
    public PlayerError noGame(String channelId) {
        try {
            return new PlayerError(gameOrLastFinished(channelId).map(last -> last.options().campaignBattle()
                    ? BATTLE_OVER : GAME_OVER).orElse(NO_GAME));
        } catch (PlayerError unreadable) {
            return unreadable; // the last game can't be read, and says so
        }
    }

    /** The channel's open game or its last finished one (see {@link #gameOrLastFinished}), or {@link #NO_GAME}. */
    public Game requireOrLastFinished(String channelId) {
        return gameOrLastFinished(channelId).orElseThrow(() -> new PlayerError(NO_GAME));
    }

    /**
     * The version of the channel's open game: a stored counter that every accepted command and
     * every undo moves forward, so a button made for an earlier state is recognised as out of
     * date, even when an undo brings the event count back down.
     */
    public OptionalLong version(String channelId) {
        // A game with an unreadable event has a version too: the router checks it before every
        // command, and the host's `/game end` must get through to end it.
        return residents.openOrUnreadable(channelId).map(r -> OptionalLong.of(r.record().version())).orElse(OptionalLong.empty());
    }

    /**
     * The version a control tapped in this channel must carry: {@link #version}, but in the lobby,
     * where no control carries one (it counts the players' secret company edits), one none was made
     * for, so a control naming any version there is out of date alike: a forged control guessing
     * versions learned how often the others edited their companies (a security audit).
     */
    public OptionalLong controlVersion(String channelId) {
        return residents.openOrUnreadable(channelId).map(r -> OptionalLong.of(
                r.record().status() == GameStatus.LOBBY ? NO_CONTROL_VERSION : r.record().version()))
                .orElse(OptionalLong.empty());
    }

    /** No control carries this version: versions count from 0. */
    static final long NO_CONTROL_VERSION = -1;

    /** The stored row of the channel's open game (host, campaign, status). */
    public Optional<GameRecord> record(String channelId) {
        return residents.open(channelId).map(ResidentGames.Resident::record);
    }

    /** The row of {@link #gameOrLastFinished}'s game. */
    public Optional<GameRecord> recordOrLastFinished(String channelId) {
        return residents.openOrLastFinished(channelId).map(ResidentGames.Resident::record);
    }

    /**
     * The channel's open game for {@code /game end}: also one with an event this version can't
     * read (then the game up to that event, enough to know its host), so its host can abandon it.
     */
    public Optional<Game> gameToEnd(String channelId) {
        return residents.openOrUnreadable(channelId).map(ResidentGames.Resident::game);
    }

    /** The row of {@link #gameToEnd}'s game. */
    public Optional<GameRecord> recordToEnd(String channelId) {
        return residents.openOrUnreadable(channelId).map(ResidentGames.Resident::record);
    }

    /** The stored log of the channel's open (or last finished) game, oldest first, with each event read back. */
    public List<LoggedEvent> log(String channelId) {
        return residents.log(channelId);
    }

    /** The channel's score timeline as of this stored row, when kept as the game was played; else read the {@link #log}. */
    public Optional<ScoreTimeline> timeline(String channelId, GameRecord record) {
        return trails.at(channelId, record);
    }

    /**
     * Opens a game in the channel with the command that creates it followed by others (its
     * first options), all or nothing: if any is refused, no game is opened. As a campaign's next
     * battle, {@code battle} (null: none) is the campaign's events opening it, stored with the
     * game in one transaction.
     *
     * @throws PlayerError when the channel already has a game, the rules refuse, or the campaign
     *                     changed meanwhile (nothing is stored)
     */
    public Applied open(String guildId, Submission opening, CampaignAppend battle) {
        String channelId = opening.channelId();
        if (residents.open(channelId).isPresent()) {
            throw new PlayerError("This channel already has a game. Finish it (or `/game end` as its host) first, "
                    + "or open one in another channel.");
        }
        Decided decided = decide(Game.EMPTY, opening, dice);
        GameRecord record = persist("open a game", () -> store.create(guildId, channelId, opening.actor(), battle,
                stored(decided.events()), opening.interactionId(), clock.instant()));
        residents.keep(channelId, record, decided.after());
        watcher.stored(record, decided.after(), opening.actor());
        return new Applied(Game.EMPTY, decided.after(), decided.events(), record);
    }

    /**
     * Decides a submission's commands in order, each on the game the previous ones made, and
     * stores them as one: all are accepted, or nothing changes. When they bring a campaign
     * battle to doomsday, {@code ending} gives the campaign's events, stored in the same transaction.
     *
     * @throws PlayerError when there is no game here, the rules refuse, or the campaign changed
     *                     meanwhile (nothing changes)
     */
    public Applied execute(Submission submission, BattleEnd ending) {
        return execute(submission.channelId(), game -> submission, ending);
    }

    /**
     * The same, with the submission built from the channel's game as it is (who acts, names,
     * the host's authority): a command asks the service once, and gets back all its reply needs
     * (the game before and after, the stored row and version). {@code build} may refuse with a
     * {@link PlayerError}; then nothing changes.
     */
    public Applied execute(String channelId, Function<Game, Submission> build, BattleEnd ending) {
        return execute(channelId, build, ending, applied -> null).applied();
    }

    /**
     * The same, with the reply rendered while the store commits: {@code render} gets what
     * the command will be once stored (the stored row is known before the commit ends) and runs
     * on this thread while the commit waits for the disk on another; this returns both once the
     * commit has ended, so nothing is replied before it is stored. A failed commit discards what
     * was rendered; a failed rendering is thrown once the command is stored.
     */
    public <R> Rendered<R> execute(String channelId, Function<Game, Submission> build, BattleEnd ending,
                                   Function<Applied, R> render) {
        try {
            return executeOnce(channelId, build, ending, render, false);
        } catch (Persist.StaleGame stale) {
            // Another process sharing the database stored a command in this game since it was
            // loaded here (its copy was dropped): read it again and decide again, once. A second
            // change meanwhile is told to the player; nothing of theirs was stored either time.
            try {
                return executeOnce(channelId, build, ending, render, true);
            } catch (Persist.StaleGame again) {
                throw new PlayerError(GAME_CHANGED);
            }
        }
    }

    /** A stored command and its reply, rendered while it was being stored. */
    public record Rendered<R>(Applied applied, R reply) {
    }

    /** @param afresh the game was just read again: a tapped control may have been made for the game before */
    private <R> Rendered<R> executeOnce(String channelId, Function<Game, Submission> build, BattleEnd ending,
                                        Function<Applied, R> render, boolean afresh) {
        ResidentGames.Resident current = seats.requireTaken(channelId,
                residents.openToDecide(channelId).orElseThrow(() -> noGame(channelId)));
        if (afresh) {
            ControlVersion.require(current.record().version());
        }
        Submission submission = build.apply(current.game());
        // The dice undos kept, each for its roll (whose, and which kind): the rules say which roll they roll
        // for (Dice.forRoll), and each takes that roll's kept dice first.
        KeptRolls.Taking rolling = new KeptRolls.Taking(kept(current.record()), dice);
        Decided decided = decide(current.game(), submission, rolling);
        List<Event> events = decided.events();
        Game after = decided.after();
        CampaignAppend battle = current.record().campaignId() != null && Applied.reachesDoomsday(current.game(), after)
                ? ending.of(current.record(), after) : null;
        Instant now = clock.instant();
        GameStatus status = GameStatus.of(after.phase());
        // Queued for the writer, which commits it while the reply is rendered here, then wakes this thread.
        Committing<GameRecord> committing = store.appending(current.record(), current.record().lastSeq(),
                stored(events), submission.actor(), submission.onBehalfOf(), submission.interactionId(), status,
                now, residents.snapshotDue(current.record().lastSeq(), events.size(), after), battle,
                rolling.taken());
        // The row the append makes, known before it ends: its version is in the reply's controls.
        GameRecord expected = current.record().appended(current.record().lastSeq() + events.size(), status);
        R reply = null;
        Throwable renderFailed = null;
        try {
            reply = render.apply(new Applied(current.game(), after, events, expected));
        } catch (RuntimeException | Error failed) {
            // An Error too (a font missing for a picture): the commit is waited for all the same, and
            // the player told it was stored (a reliability audit: it was "nothing was changed").
            renderFailed = failed;
        }
        GameRecord record;
        try {
            record = persist("store a command", committing::outcome);
        } catch (RuntimeException failed) {
            // What memory holds may be what made the append fail (a stale or closed game).
            residents.evictAfterFailure(channelId, current);
            if (renderFailed != null) {
                failed.addSuppressed(renderFailed);
            }
            throw failed;
        }
        residents.keep(channelId, record, after);
        Applied applied = new Applied(current.game(), after, events, record);
        try {
            trails.advance(channelId, current.game(), current.record(), events, record);
            watcher.stored(record, after, submission.actor());
        } catch (RuntimeException bookkeeping) {
            // Stored: the score trail and the watchers mend from the store; the reply must not say refused.
            log.warn("After storing in channel {}: {}", channelId, bookkeeping.toString());
        }
        if (renderFailed != null) {
            throw new StoredButUnshown(applied, renderFailed);
        }
        if (!record.equals(expected)) {
            try {
                reply = render.apply(applied); // not expected: the store's row wins
            } catch (RuntimeException | Error failed) {
                throw new StoredButUnshown(applied, failed);
            }
        }
        return new Rendered<>(applied, reply);
    }

    /**
     * Takes back the last accepted command of the channel's game, whole, and rebuilds the game
     * from what remains. Who may undo is mostly the caller's business (the host); before the
     * start, a player's company edit is theirs to take back ({@code /company remove}), not the
     * host's.
     *
     * @param callerId      who asks (null: anyone's, as the tests' host)
     * @param interactionId the Discord interaction asking (null: none): delivered again, it takes back nothing more
     * @return the game after the undo, and the game before it
     * @throws PlayerError when only the game's opening is left
     */
    public Applied undo(String channelId, String callerId, String interactionId) {
        residents.open(channelId).ifPresent(current -> seats.requireTaken(channelId, current));
        return new Undo(store, residents, json, clock, watcher).undo(channelId, callerId, interactionId);
    }

    /**
     * Abandons the channel's open game; it stays stored, and the channel is free again. A
     * campaign battle is recorded as abandoned in its campaign ({@code ending}'s events) in the
     * same transaction.
     */
    public Game abandon(String channelId, BattleEnd ending) {
        return abandonAsItStands(channelId, () -> residents.openOrUnreadable(channelId).orElseThrow(
                () -> new PlayerError("There is no game in this channel to end.")), ending);
    }

    /**
     * Abandons a campaign battle's game from another channel ({@code /campaign abandon}: its own
     * may be deleted). Read without being kept in memory, as off its channel's thread; a command
     * of its channel racing this one finds the game no longer open when it stores.
     */
    public Game abandonFromElsewhere(String channelId, long gameId, BattleEnd ending) {
        return abandonAsItStands(channelId, () -> residents.peekOrUnreadable(channelId)
                .filter(r -> r.record().id() == gameId).orElseThrow(() -> new PlayerError(GAME_CLOSED)), ending);
    }

    /**
     * Abandons the game {@code read} gives, read again when a command stored meanwhile (in its
     * channel, or another process) made it out of date: a campaign records the battle from it, as
     * it now stands (started or not, its scores; an audit).
     */
    private Game abandonAsItStands(String channelId, Supplier<ResidentGames.Resident> read,
                                   BattleEnd ending) {
        for (int attempt = 0; ; attempt++) {
            try {
                return abandon(channelId, read.get(), ending);
            } catch (Persist.StaleGame moved) {
                residents.drop(channelId);
                if (attempt == 2) {
                    throw moved;
                }
            }
        }
    }

    /** The row of another channel's open game, read as {@link #abandonFromElsewhere} reads it (its host, its id). */
    public Optional<GameRecord> recordElsewhere(String channelId) {
        return residents.peekOrUnreadable(channelId).map(ResidentGames.Resident::record);
    }

    private Game abandon(String channelId, ResidentGames.Resident current, BattleEnd ending) {
        CampaignAppend battle = current.record().campaignId() == null ? null
                : ending.of(current.record(), current.game());
        try {
            persist("abandon a game", () -> {
                store.abandon(current.record(), clock.instant(), battle);
                return null;
            });
        } catch (PlayerError endedMeanwhile) {
            // Ended elsewhere (another process, another channel's /campaign abandon): the copy kept
            // here is out of date, and kept, it answered every /game new and /game end in a loop.
            residents.drop(channelId);
            throw endedMeanwhile;
        }
        residents.dropClosed(channelId, current.record().id());
        GameRecord was = current.record();
        watcher.stored(new GameRecord(was.id(), was.guildId(), was.channelId(), was.hostUserId(), was.campaignId(),
                GameStatus.ABANDONED, was.lastSeq(), was.lastCommand(), was.versionOffset()), current.game(), null);
        return current.game();
    }

    /** A stored event with its parsed form. */
    public record LoggedEvent(StoredEvent stored, Event event) {
    }

    /** An undo as the log tells it: who asked (null: unknown), when, whose command it took back, and its events. */
    public record LoggedUndo(String undoneBy, Instant at, String actor, List<Event> events) {
    }

    /** The undos of the channel's open (or last finished) game, oldest first. */
    public List<LoggedUndo> undos(String channelId) {
        return residents.undos(channelId);
    }

    /**
     * True when this interaction's command was already stored (Discord delivered it twice); asked
     * of a refusal only, so a store that can't say answers false and the refusal keeps its own
     * reason (it was replaced by "something went wrong", a reliability audit).
     */
    public boolean alreadyHandled(String interactionId) {
        try {
            return persist("look up an interaction", () -> store.seenInteraction(interactionId));
        } catch (RuntimeException unknown) {
            log.warn("Could not tell whether interaction {} was stored before: {}", interactionId, unknown.toString());
            return false;
        }
    }

    /** Every open game's server and channel, to find those whose channel went while the bot was stopped. */
    public List<GameStore.OpenGameAt> openGames() {
        return persist("list the open games", store::openGames);
    }

    /** The open games where the bot sits at a table, to wake their seats after a restart. */
    public List<GameStore.OpenGameAt> openGamesWithSeats() {
        return persist("list the games with bot seats", store::openGamesWithSeats);
    }

    /** Forgets every game held in memory; the next command reloads from the store. */
    public void forgetResidentGames() {
        residents.forget();
    }

    /**
     * The dice undos kept in this game (docs/rules.md, "Undo": undo is not a re-roll); a command's
     * rolls take those kept for them before fresh ones. Only a game that had an undo (or carries
     * dice into an import) can have kept dice (its version offset moved), so the others are spared
     * the read.
     */
    private List<GameStore.KeptDie> kept(GameRecord game) {
        if (game.neverUndone()) {
            return List.of();
        }
        return persist("read the kept dice", () -> store.keptDice(game.id()));
    }

    /** What a submission's commands cause, and the game once they are applied. */
    private record Decided(List<Event> events, Game after) {
    }

    /**
     * Decides the commands in order, each on the game the ones before made. A refused command
     * that came with an interaction already stored (delivered again, its command since done) is
     * refused as a repeat: the rules' reason would puzzle the player.
     */
    private Decided decide(Game game, Submission submission, Dice dice) {
        List<Event> events = new ArrayList<>();
        Game next = game;
        for (Command command : submission.commands()) {
            switch (next.decide(command, dice)) {
                case RuleViolation violation -> {
                    if (submission.interactionId() != null && alreadyHandled(submission.interactionId())) {
                        throw new PlayerError(ALREADY_DONE);
                    }
                    throw new PlayerError(violation.message());
                }
                case Decision.Accepted accepted -> {
                    events.addAll(accepted.events());
                    next = accepted.after();
                }
            }
        }
        return new Decided(events, next);
    }

    private List<NewEvent> stored(List<Event> events) {
        return events.stream().map(json::toStored).toList();
    }
}
