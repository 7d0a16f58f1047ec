package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Predicate;
import mfz.bot.commands.map.MapPictures;
import mfz.bot.core.Caller;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PhoneText;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.StorageTrouble;
import mfz.bot.store.GameStore;
import mfz.rules.dice.Dice;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.round.Stage;
import mfz.rules.seat.Seat;
import mfz.rules.seat.Strength;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot's seats at the channels' games (issue 30): who they are, and their next action. A
 * seat is a player like any other; its decisions are the rules' {@link Seat}, and this only
 * runs them, as one more caller, through {@link Play} — the same service call, log entry,
 * announcement, controls and table as a player's command. A front end calls {@link #step} in
 * the channel's queue after every command there, until no seat owes anything.
 *
 * <p>A seat's player id is {@code bot-<strength>-<n>} ({@code bot-hard-2}): letters, so it is
 * never a Discord user id and no message can ping anyone through it, and the strength is kept
 * with the game itself (stored, exported and restarted with it, no table of its own).
 */
public final class BotSeats {

    private static final Logger log = LoggerFactory.getLogger(BotSeats.class);

    static final String PREFIX = mfz.rules.seat.Seat.ID_PREFIX;

    /** The seats' names, in the order they sit down; "(bot)" is added so nobody mistakes one for a friend. */
    static final List<String> NAMES = List.of("Rook", "Bishop", "Knight", "Castle", "Warden", "Herald");

    /** A game reaches doomsday in far fewer; more would mean a seat going round in circles. */
    static final int MOST_LOBBY_COMMANDS = 4;

    private final Play play;

    public BotSeats(Play play) {
        this.play = play;
    }

    /** True for a seat the bot plays. */
    public static boolean is(String playerId) {
        return mfz.rules.seat.Seat.isSeat(playerId);
    }

    /**
     * The name a seat typed at the console as {@code @bot-easy-1} acts under in the channel's
     * game: its own if it sits there, else the one it would sit down with (its number's, or the
     * next no player has): the rules take a seat only by a seat's name.
     */
    public String nameAt(String channelId, String seatId) {
        Game game = play.games().game(channelId).orElse(Game.EMPTY);
        if (game.player(seatId).isPresent()) {
            return game.nameOf(seatId);
        }
        String number = seatId.substring(seatId.lastIndexOf('-') + 1);
        return freeName(game, number.matches("\\d{1,6}") ? Math.max(1, Integer.parseInt(number)) : 1);
    }

    /** How a command typed at the console names a seat of the channel's game ({@link Acting#typedName}). */
    public String typedAt(String channelId, String seatId) {
        return Acting.typedName(play.games().game(channelId).orElse(Game.EMPTY), seatId);
    }

    /** The strength a seat plays at, from its id. */
    public static Optional<Strength> strength(String playerId) {
        return mfz.rules.seat.Seat.strengthOf(playerId);
    }

    /** A new seat's id and name at this game: the next number, and a name no player has. */
    public static Player newSeat(Game game, Strength strength) {
        int n = 1;
        while (true) {
            int number = n;
            boolean taken = game.players().stream().anyMatch(p -> p.id().endsWith("-" + number) && is(p.id()));
            if (!taken) {
                break;
            }
            n++;
        }
        return Player.joining(PREFIX + strength.word() + "-" + n, freeName(game, n));
    }

    /** Seat number {@code n}'s name, or the next one no player at the table has. */
    private static String freeName(Game game, int n) {
        for (int i = 0; i < NAMES.size(); i++) {
            String name = NAMES.get((n - 1 + i) % NAMES.size()) + LobbyRules.SEAT_MARK;
            if (game.players().stream().noneMatch(p -> p.name().equalsIgnoreCase(name))) {
                return name;
            }
        }
        return "Seat " + n + LobbyRules.SEAT_MARK;
    }

    /** The seat's commands on joining: it sits down, builds its company and readies it, all at once. */
    public static List<Command> sitDown(Game game, Player seat, Strength strength) {
        List<Command> out = new ArrayList<>();
        Command join = new Command.JoinGame(seat.id(), seat.name());
        out.add(join);
        Decision joined = game.decide(join, NO_DICE);
        if (joined instanceof Decision.Accepted a) {
            out.addAll(owed(a.after(), seat.id(), strength));
        }
        return out;
    }

    /** The commands that act on a channel's game, after which a bot seat may owe a command. */
    private static final Set<String> GAME_ROOTS = Set.of("game", "company", "bid", "deploy", "turn",
            "damage", "station", "doomsday", "campaign", "map");

    /** Whether a command of this root may wake a waiting seat (from someone {@link #atTheTable at the table}). */
    public static boolean wakesSeats(String root) {
        return GAME_ROOTS.contains(root);
    }

    /**
     * True when this caller is one of the channel's game's people (a player, or its host, or a
     * channel manager, who may act as the host): their commands wake a waiting seat, refused or not.
     */
    public boolean atTheTable(String channelId, Caller caller) {
        return play.games().game(channelId).map(g -> g.player(caller.id()).isPresent() || Host.is(caller, g))
                .orElse(false);
    }

    /** The version of the channel's open game (empty: none): read before a command, for {@link #refusedForASeat}. */
    public OptionalLong version(String channelId) {
        return play.games().version(channelId);
    }

    /**
     * True when this was the host's command for a seat ({@code seat:}) and it changed nothing (the
     * game's version still {@code before}): refused, a typo in a correction, say. It wakes no seat:
     * the seat would at once redo the move the host had just undone to correct (a docs audit).
     */
    public boolean refusedForASeat(Request request, OptionalLong before) {
        return request.option("seat").isPresent() && before.equals(version(request.channelId()));
    }

    /** True when the channel's open game has a bot seat: only then is a seat's action worth looking for. */
    public boolean seated(String channelId) {
        return play.games().game(channelId).map(g -> g.players().stream().anyMatch(p -> is(p.id()))).orElse(false);
    }

    /**
     * Runs the next command a seat owes in the channel's game, if one does, and returns the
     * announcement to show; empty when no seat owes anything (or the rules refused a seat, which is
     * logged: the seat then waits for the next command in the channel rather than trying again).
     */
    public Optional<Seated> step(String guildId, String channelId) {
        Optional<Game> current = play.games().game(channelId);
        if (current.isEmpty()) {
            return Optional.empty();
        }
        Game game = current.get();
        if (play.games().seats().waiting(channelId)) {
            return Optional.empty(); // a restored game waits for its players to take their seats
        }
        for (Player p : game.players()) {
            Optional<Strength> strength = is(p.id()) ? strength(p.id()) : Optional.empty();
            if (strength.isEmpty() || agreesLast(game, p.id()) || Seat.next(game, p.id(), strength.get()).isEmpty()) {
                continue;
            }
            Request request = new Request(null, guildId, channelId, new Caller(p.id(), p.name(), false), "game seat",
                    Map.of());
            try {
                List<Command> decided = new ArrayList<>();
                Reply reply = play.runOnGame(request, (g, acting) -> {
                    decided.addAll(owed(g, p.id(), strength.get()));
                    return decided;
                });
                // Its move comes with the map, as a person's does: players away from the table saw its frames
                // move only at the next /map show (a map audit).
                if (decided.stream().anyMatch(Command.MoveTo.class::isInstance)) {
                    reply = MapPictures.withPicture(reply, play.games().game(channelId).orElse(game));
                }
                return Optional.of(new Seated(p.id(), p.name(), reply, game));
            } catch (PlayerError refused) {
                log.warn("The rules refused bot seat {} in channel {}: {}", p.id(), channelId, refused.getMessage());
                return Optional.empty();
            } catch (ScriptedDice.ScriptExhaustedException
                     | ScriptedDice.ScriptMismatchException script) {
                // A dice file (--dice) that ran out or doesn't fit: said in a line, not a stack trace.
                log.warn("Bot seat {} could not act in channel {}: {}", p.id(), channelId, script.getMessage());
                return Optional.empty();
            } catch (RuntimeException unexpected) {
                if (StorageTrouble.said(unexpected).isPresent()) {
                    // The database was unreachable or full: nothing stored, and the seat tries again later.
                    throw new Stalled(p.id(), unexpected);
                }
                log.error("Bot seat {} could not act in channel {}", p.id(), channelId, unexpected);
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /**
     * A seat's action the database couldn't keep (unreachable, full): nothing was stored, and it
     * is tried again later. Before, the seat waited for the next command typed in the channel,
     * and a game waiting on the bot stalled for good (a reliability audit).
     */
    public static final class Stalled extends RuntimeException {
        Stalled(String seat, RuntimeException cause) {
            super("bot seat " + seat + " could not store its action", cause);
        }
    }

    /** The open games where the bot sits, wherever they are played: their seats may owe a move after a restart. */
    public List<GameStore.OpenGameAt> openGamesWithSeats() {
        return play.games().openGamesWithSeats();
    }

    /** A seat's action, stored, with its announcement and the game it was decided on (for its players' names). */
    public record Seated(String seat, String name, Reply reply, Game game) {

        /** The messages to post ({@link BotSeats#posts}), the players named as at this game. */
        public List<Reply> posts() {
            return BotSeats.posts(reply, game);
        }

        /**
         * Whether the seat's turn was under way, its frame started, before this action: it goes on, and may
         * join the card of the person who handed the game over (a turn it starts has a card of its own).
         */
        public boolean goesOn() {
            // (its agreement to the step the people agreed on last belongs on that step's card, too)
            return game.turn().map(turn -> turn.owner().equals(seat) && turn.stage() != Stage.STARTING)
                    .orElse(false) || game.phase() == Phase.DEPLOYMENT && game.deployment() != null
                    && game.deployment().step().byAgreement();
        }

        /**
         * The same on Discord: results above a person's prompt say no command to type, as a finished card
         * doesn't, since the prompt just below has the controls (a phone review: "start its turn, for example
         * answering the attacker: `/turn start …`" above "pick its target below"). The console keeps them.
         */
        public List<Reply> postsForButtons() {
            List<Reply> posts = posts();
            return posts.size() < 2 ? posts : List.of(posts.getFirst().withContent(PhoneText.finished(
                    posts.getFirst().content())), posts.getLast());
        }
    }

    /**
     * A seat agrees to the terrain (and to where the objective stands) last, once every person has:
     * agreeing first, it was asked again after each change a person made, a message each time, and
     * its approval posted a second card of the step's controls above the people's (a phone review).
     */
    static boolean agreesLast(Game game, String seat) {
        if (game.phase() != Phase.DEPLOYMENT || game.pending() != null || game.deployment() == null) {
            return false;
        }
        return game.deployment().step().byAgreement() && game.players().stream().filter(p -> !is(p.id()))
                .anyMatch(p -> !game.deployment().approved().contains(p.id()));
    }

    /** What the seat owes now: one command; in the lobby all it owes at once (its company, then ready). */
    static List<Command> owed(Game game, String seat, Strength strength) {
        List<Command> out = new ArrayList<>();
        Game now = game;
        Optional<Command> next = Seat.next(now, seat, strength);
        while (next.isPresent() && out.size() < MOST_LOBBY_COMMANDS) {
            out.add(next.get());
            // The start is the chain's last: comparing tied companies rolls their order, which the
            // dice-less trial below can't (an audit: a seat hosting at the console threw there, and
            // its game never started).
            if (now.phase() != Phase.LOBBY || next.get() instanceof Command.StartGame
                    || !(now.decide(next.get(), NO_DICE) instanceof Decision.Accepted a)) {
                break;
            }
            now = a.after();
            next = Seat.next(now, seat, strength);
        }
        return out;
    }

    /**
     * A seat's announcement as the messages to post: without the controls made for a seat (nobody
     * else may use them); and, when a person decides next, in two like a tapped card's: the result
     * lines, then the prompt with that person's controls, so the card they tap starts with their
     * own turn ({@link mfz.bot.core.LiveCard}).
     */
    public static List<Reply> posts(Reply reply, Game game) {
        List<Component.Row> rows = peoplesControls(reply.rows());
        Optional<LiveCard.Split> split = forSomeone(rows)
                ? LiveCard.split("", reply.content()) : Optional.empty();
        if (split.isEmpty()) {
            return List.of(withoutPromptsToSeats(reply).withRows(rows));
        }
        // The results tell, the prompt asks: a frame the seat's attack woke named its owner in both, who
        // was pinged twice (an audit of pings).
        String told = unmentionEveryone(game, split.get().finished());
        if (reply.sameCard()) {
            // The person's own turn goes on (the seat chose what its frame loses to their attack): one message,
            // the seat's answer above their controls, as a person's answer edits the card that asked them (a
            // phone review: "🔧 Rook-1 loses Y." and then the ping, two notifications for one answer).
            return List.of(new Reply(told + "\n" + split.get().prompt(), reply.embeds(), rows, false, reply.table(),
                    reply.files()));
        }
        Reply results = new Reply(told, List.of(), List.of(), false, null, reply.files());
        Reply prompt = new Reply(split.get().prompt(), reply.embeds(), rows, false, reply.table(), List.of());
        return List.of(results, prompt);
    }

    /**
     * A seat's announcement without the prompt that follows it when the next to decide is a seat
     * too (it mentions nobody): "👉 … Rook-1 is taking its turn: move, attack, spot or end" after
     * each of its own actions made a seat's round sixty lines on a phone (a play against the seats).
     */
    static Reply withoutPromptsToSeats(Reply reply) {
        int prompt = LiveCard.promptAt(reply.content());
        if (prompt <= 0 || reply.content().indexOf("<@", prompt) >= 0) {
            return reply;
        }
        return reply.withContent(reply.content().substring(0, prompt));
    }

    /** Whether these controls hold one made for a player (a person decides next), not only everyone's. */
    public static boolean forSomeone(List<Component.Row> rows) {
        return rows.stream().flatMap(r -> r.components().stream())
                .anyMatch(c -> c.id().contains("|" + ComponentIds.FOR + "="));
    }

    /**
     * The controls without those made for a seat: nobody can tap them (a seat acts on its own),
     * and tapping one only said "that button is for <@bot-…>".
     */
    public static List<Component.Row> peoplesControls(List<Component.Row> controls) {
        return Component.Row.keeping(controls,
                c -> !c.id().contains("|" + ComponentIds.FOR + "=" + PREFIX));
    }

    /** How a seat is shown where a player would be pinged: by name, since it has nobody to ping. */
    public static String unmention(Game game, String text) {
        return text.contains("<@" + PREFIX) ? named(game, text, BotSeats::is) : text;
    }

    /**
     * The text with every player's mention written as their name: what it says of them is told,
     * not asked of them (a taken-back prompt pinged a player for a turn she no longer owed).
     */
    public static String unmentionEveryone(Game game, String text) {
        return named(game, text, id -> true);
    }

    private static String named(Game game, String text, Predicate<String> whose) {
        String out = text;
        for (Player p : game.players()) {
            if (whose.test(p.id())) {
                out = out.replace("<@" + p.id() + ">", "**" + p.name() + "**");
            }
        }
        return out;
    }

    /** Lobby commands roll nothing. */
    private static final Dice NO_DICE = sides -> {
        throw new IllegalStateException("a lobby command rolled a d" + sides);
    };

}
