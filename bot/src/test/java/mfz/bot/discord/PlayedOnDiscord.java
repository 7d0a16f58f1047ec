package mfz.bot.discord;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;
import mfz.bot.core.Request;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import mfz.bot.game.GameJson;
import mfz.bot.game.GameService;
import mfz.bot.play.TablePlayer;
import mfz.bot.store.Database;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStore;
import mfz.bot.store.LoadedGame;
import mfz.bot.store.StoreException;
import mfz.bot.store.StoredEvent;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;

/**
 * A seeded table of fake-Discord users playing one channel's game through the running bot,
 * slash command by slash command, reading the game back from the bot's own database (a
 * second connection: what a reply announced is stored before the reply is sent).
 */
final class PlayedOnDiscord implements AutoCloseable {

    private final FakeDiscord fake;
    private final FakeWorld.Channel channel;
    private final TablePlayer table;
    private final Database reader;
    private final List<SentInteraction> accepted = new ArrayList<>();

    PlayedOnDiscord(FakeDiscord fake, FakeWorld.Channel channel, Path database, long seed, int players)
            throws StoreException {
        this(fake, channel, database, seed, players, false);
    }

    /** @param largest the largest companies, with 32-character names ({@link TablePlayer}) */
    PlayedOnDiscord(FakeDiscord fake, FakeWorld.Channel channel, Path database, long seed, int players,
                    boolean largest) throws StoreException {
        this.fake = fake;
        this.channel = channel;
        this.table = new TablePlayer(seed, fake.world().guildId(), channel.id(),
                fake.world().members().subList(0, players).stream().map(FakeWorld.User::id).toList(), largest);
        this.reader = Database.openWithoutOwning(database);
    }

    /** The interactions the bot accepted (their command is stored), oldest first. */
    List<SentInteraction> accepted() {
        return accepted;
    }

    /** Opens the game, builds and readies every company, starts it. */
    void lobby(String size) {
        for (Request line : table.lobby(size)) {
            if (!send(line)) {
                throw new AssertionError("refused in the lobby: " + line);
            }
        }
    }

    /** The lobby after the game was opened some other way (in a thread, say): everything but {@code game new}. */
    void lobbyAfterOpening(String size) {
        List<Request> lines = table.lobby(size);
        for (Request line : lines.subList(1, lines.size())) {
            if (!send(line)) {
                throw new AssertionError("refused in the lobby: " + line);
            }
        }
    }

    /** Plays until {@code commands} more are accepted or the game ends; false when it ended. */
    boolean play(int commands) {
        for (int i = 0; i < commands; i++) {
            Optional<Game> game = game();
            if (game.isEmpty()) {
                return false;
            }
            boolean moved = false;
            for (Request candidate : table.next(game.get())) {
                if (send(candidate)) {
                    moved = true;
                    break;
                }
            }
            if (!moved) {
                throw new AssertionError("nothing the table typed was accepted: " + GameQueries.waitingOn(game.get()));
            }
        }
        return game().isPresent();
    }

    /**
     * Sends the request as its user's slash command and waits for the answer; true when the
     * player was told it was accepted: a public announcement, or a private company card (a
     * refusal is private text alone). Whether it was stored is for the test to compare, after.
     */
    boolean send(Request request) {
        SentInteraction sent = fake.slash(user(request.caller().id()), channel, request.command(),
                request.options().entrySet().stream().flatMap(e -> Stream.of(e.getKey(), e.getValue()))
                        .toArray());
        boolean told = toldAccepted(answer(sent));
        if (told) {
            accepted.add(sent);
        }
        return told;
    }

    static boolean toldAccepted(RecordedRequest answer) {
        return !answer.ephemeral() || !answer.message().path("embeds").isEmpty();
    }

    /** The answer to an interaction: its reply, or the edit of its deferred reply. */
    RecordedRequest answer(SentInteraction interaction) {
        return fake.await(r -> r.path().contains("/" + interaction.token()) && r.status() < 300
                        && (r.method().equals("POST") && (r.callbackType() == 4 || r.callbackType() == 7)
                        || r.method().equals("PATCH")),
                "the answer to " + interaction.id());
    }

    /**
     * The game as stored now. Read again only when its stored row changed (every write moves its
     * last event or, for an undo, its version offset), and then, when only new events were added,
     * by applying those to the game read before: rebuilt from its snapshot at every step, the
     * largest game spent a third of its test there, and a fifth reading its snapshot's JSON.
     */
    Optional<Game> game() {
        GameRecord row;
        GameStore store = new GameStore(reader);
        try {
            // The row and the events after its snapshot, read in one transaction: they agree.
            Optional<LoadedGame> loaded = store.loadOpen(channel.id());
            row = loaded.map(LoadedGame::game).orElse(null);
            if (row != null && read.isPresent() && readAt != null && row.id() == readAt.id()
                    && row.versionOffset() == readAt.versionOffset() && row.lastSeq() > readAt.lastSeq()
                    && row.seatsToTake().equals(readAt.seatsToTake())
                    && (loaded.get().snapshot() == null || loaded.get().snapshot().seq() <= readAt.lastSeq())) {
                Game game = read.get();
                for (StoredEvent added : loaded.get().eventsAfterSnapshot()) {
                    if (added.seq() > readAt.lastSeq()) {
                        game = game.apply(json.event(added.payload()));
                    }
                }
                read = Optional.of(game);
                readAt = row;
                return read;
            }
        } catch (StoreException e) {
            throw new IllegalStateException(e);
        }
        if (row == null || !row.equals(readAt)) {
            read = service().game(channel.id());
            readAt = row;
        }
        return read;
    }

    /** The row {@link #read} was read at, and the game read. */
    private GameRecord readAt;
    private Optional<Game> read = Optional.empty();
    private final GameJson json = new GameJson();

    OptionalLong version() {
        return service().version(channel.id());
    }

    /** A fresh service each time, so nothing is cached: the game as stored now. */
    private GameService service() {
        return new GameService(new GameStore(reader), new SeededDice(0), Clock.systemUTC());
    }

    /** The Discord interactions whose commands the game stored, in the order stored. */
    List<String> storedInteractions() throws StoreException {
        GameStore store = new GameStore(reader);
        long id = store.loadOpen(channel.id()).or(() -> {
            try {
                return store.loadLastFinished(channel.id());
            } catch (StoreException e) {
                throw new IllegalStateException(e);
            }
        }).orElseThrow().game().id();
        return store.events(id).stream().map(e -> e.interactionId()).filter(Objects::nonNull).toList();
    }

    private FakeWorld.User user(String id) {
        return fake.world().members().stream().filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }

    @Override
    public void close() {
        reader.close();
    }
}
