package mfz.bot.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Request;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import mfz.bot.game.GameService;
import mfz.bot.play.TablePlayer;
import mfz.rules.game.Game;

/**
 * One channel's players for the crash test: they type the next command of their game (read
 * from the database), game after game, and remember every interaction whose answer came back
 * and whether the bot accepted it. An interaction that got no answer (the bot was killed) is
 * simply typed again later, as a player would.
 */
final class CrashTable {

    /**
     * How long a player waits for an answer before deciding the bot is gone. A kill ends the wait
     * at once (see {@code gone}), so this only has to outlast a slow answer: at 3 s a freshly
     * started bot's first answers on a loaded machine (load average 18 on 2 cores) came too late
     * for all four tables, and the run counted as "play did not go on".
     */
    private static final Duration PATIENCE = Duration.ofSeconds(15);

    private final FakeDiscord fake;
    private final FakeWorld.Channel channel;
    private final long seed;
    private final BooleanSupplier gone;
    private final List<String> accepted = new ArrayList<>();
    private final List<String> unexpected = new ArrayList<>();
    private TablePlayer players;
    private List<Request> lobby = List.of();
    private int lobbyNext;
    private int games;
    private int answered;

    /** @param gone true once the bot is being killed: nobody waits for an answer any more */
    CrashTable(FakeDiscord fake, FakeWorld.Channel channel, long seed, BooleanSupplier gone) {
        this.gone = gone;
        this.fake = fake;
        this.channel = channel;
        this.seed = seed;
    }

    FakeWorld.Channel channel() {
        return channel;
    }

    /** Interaction ids whose answer announced an accepted command. */
    synchronized List<String> accepted() {
        return List.copyOf(accepted);
    }

    synchronized List<String> unexpected() {
        return List.copyOf(unexpected);
    }

    synchronized int answered() {
        return answered;
    }

    int games() {
        return games;
    }

    /**
     * Types the next command and waits for its answer.
     *
     * @param service reads the channel's game as stored now
     * @return false when no answer came (the bot is gone)
     */
    boolean step(Supplier<GameService> service) {
        Optional<Game> game = service.get().game(channel.id());
        if (lobbyNext < lobby.size()) {
            Optional<Answer> answer = send(lobby.get(lobbyNext));
            lobbyNext += answer.isPresent() ? 1 : 0;
            return answer.isPresent();
        }
        if (game.isEmpty()) {
            newGame();
            return true;
        }
        for (Request candidate : players.next(game.get())) {
            Optional<Answer> answer = send(candidate);
            if (answer.isEmpty()) {
                return false;
            }
            if (answer.get().accepted()) {
                return true;
            }
        }
        return true;
    }

    private void newGame() {
        games++;
        int size = 2 + (int) ((seed + games) % 2);
        List<String> ids = fake.world().members().subList(0, size).stream().map(FakeWorld.User::id).toList();
        players = new TablePlayer(seed * 1_000 + games, fake.worldOf(channel).guildId(), channel.id(), ids);
        lobby = players.lobby(games % 2 == 0 ? "skirmish" : "demo");
        lobbyNext = 0;
    }

    private Optional<Answer> send(Request request) {
        FakeWorld.User user = fake.world().members().stream().filter(u -> u.id().equals(request.caller().id()))
                .findFirst().orElseThrow();
        SentInteraction sent;
        try {
            sent = fake.slash(user, channel, request.command(), request.options().entrySet().stream()
                    .flatMap(e -> Stream.of(e.getKey(), e.getValue())).toArray());
        } catch (AssertionError notConnected) {
            if (gone.getAsBoolean()) {
                return Optional.empty(); // killed on purpose: this command never reached it
            }
            throw notConnected;
        }
        Optional<RecordedRequest> reply = Optional.empty();
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (reply.isEmpty() && System.nanoTime() < deadline && !gone.getAsBoolean()) {
            reply = fake.awaitOrEmpty(r -> r.path().contains("/" + sent.token())
                    && r.status() < 300 && (r.method().equals("POST") && r.callbackType() == 4
                    || r.method().equals("PATCH")), Duration.ofMillis(100));
        }
        if (reply.isEmpty()) {
            return Optional.empty();
        }
        Answer answer = Answer.of(fake, sent, reply.get());
        synchronized (this) {
            answered++;
            if (answer.accepted()) {
                accepted.add(sent.id());
            }
            if (answer.content().equals(CommandRouter.UNEXPECTED)) {
                unexpected.add(request.command() + " " + request.options());
            }
        }
        return Optional.of(answer);
    }

    /** What an answer said: public, or a private company card (accepted), or a private refusal. */
    record Answer(String content, boolean accepted) {

        /** InteractionResponse.ANSWERED_PRIVATELY: what a deferred command's private answer leaves in public. */
        private static final String ANSWERED_PRIVATELY = "(answered privately)";

        static Answer of(FakeDiscord fake, SentInteraction sent, RecordedRequest reply) {
            boolean ephemeral;
            JsonNode message;
            if (reply.method().equals("PATCH")) {
                RecordedRequest deferral = fake.requestsFor(sent).stream()
                        .filter(r -> r.method().equals("POST") && r.status() < 300).findFirst().orElseThrow();
                ephemeral = deferral.ephemeral();
                message = reply.body();
            } else {
                ephemeral = reply.ephemeral();
                message = reply.message();
            }
            String content = message.path("content").asText("");
            if (content.equals(ANSWERED_PRIVATELY)) {
                // A slow command is deferred publicly; a private answer then first resolves the
                // public "thinking" message with this neutral line. It is no acceptance: under
                // load it made refused commands count as accepted (and then "lost").
                return new Answer(content, false);
            }
            boolean card = content.isEmpty() && message.path("embeds").size() > 0;
            return new Answer(content, !ephemeral || card);
        }
    }
}
