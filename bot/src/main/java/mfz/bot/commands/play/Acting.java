package mfz.bot.commands.play;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Request;
import mfz.rules.game.Game;
import mfz.rules.game.Player;

/**
 * Who a game command acts for: the caller, or, with {@code as:@player}, the absent player
 * the host acts for, or with {@code seat:Rook} one of the bot's seats (the host is then kept as
 * {@code onBehalfOf} in the game log).
 *
 * @param onBehalfOf the host's id when acting for someone else, else null
 */
public record Acting(String id, String name, String onBehalfOf) {

    public static Acting of(Request request, Optional<Game> game) {
        game.ifPresent(current -> requireAtTheTable(request, current));
        Optional<String> seat = request.option(OptionNames.SEAT).map(String::strip).filter(s -> !s.isEmpty());
        if (seat.isPresent()) {
            return forSeat(request, game, seat.get());
        }
        Optional<String> as = request.option(OptionNames.AS).map(Acting::userId).filter(id -> !id.isEmpty());
        if (as.isEmpty() || as.get().equals(request.caller().id())) {
            return new Acting(request.caller().id(), request.caller().name(), null);
        }
        Game current = game.orElseThrow(() -> new PlayerError("There is no game here to act in for someone else."));
        if (!Host.is(request.caller(), current)) {
            throw new PlayerError("Only the host can act for another player (`as:`).");
        }
        String id = as.get();
        if (current.player(id).isEmpty()) {
            throw new PlayerError("<@" + id + "> is not playing in this game.");
        }
        return new Acting(id, current.nameOf(id), request.caller().id());
    }

    /** The options that name a player of the game by a user: whose frame, target or cover, or who goes first. */
    private static final List<String> PLAYER_OPTIONS = List.of(OptionNames.OWNER, OptionNames.TARGET_OWNER,
            OptionNames.COVER_OWNER, OptionNames.PLAYER);

    /**
     * A user named in one of those who isn't at this table is refused by mention: the rules, given
     * Discord's id for them, said "There is no player `123456789012345678`" (a bad-input play).
     */
    private static void requireAtTheTable(Request request, Game game) {
        for (String option : PLAYER_OPTIONS) {
            Optional<String> id = request.option(option).map(Acting::userId)
                    .filter(value -> value.matches("\\d{17,20}"));
            if (id.isPresent() && game.player(id.get()).isEmpty()) {
                throw new PlayerError("<@" + id.get() + "> is not playing in this game.");
            }
        }
    }

    /**
     * The host acting for a bot seat, named as it is at the table ({@code Rook (bot)}), by its
     * first word ({@code Rook}) or by its id ({@code bot-easy-1}).
     */
    private static Acting forSeat(Request request, Optional<Game> game, String named) {
        if (request.option(OptionNames.AS).filter(as -> !as.isBlank()).isPresent()) {
            throw new PlayerError("Give `as:` for a player or `seat:` for one of the bot's seats, not both.");
        }
        Game current = game.orElseThrow(() -> new PlayerError("There is no game here to act in for a seat."));
        if (!Host.is(request.caller(), current)) {
            throw new PlayerError("Only the host can act for one of the bot's seats (`seat:`).");
        }
        List<Player> seats = seats(current);
        if (seats.isEmpty()) {
            throw new PlayerError("The bot has no seat in this game: `seat:` acts for one.");
        }
        return seats.stream()
                .filter(p -> p.id().equalsIgnoreCase(named) || p.name().equalsIgnoreCase(named)
                        || word(p.name()).equalsIgnoreCase(named))
                .findFirst()
                .map(p -> new Acting(p.id(), p.name(), request.caller().id()))
                .orElseThrow(() -> new PlayerError("No seat of the bot is called `" + named + "` here; its seats: "
                        + String.join(", ", botSeatNames(current)) + "."));
    }

    /**
     * The bot's seat a player option names by its name, first word or id ({@code player:Rook} at the
     * console, where a user option is typed): it was "There is no player `rook`" (a bad-input audit).
     */
    public static Optional<String> seatNamed(Game game, String value) {
        String named = value.strip().startsWith("@") ? value.strip().substring(1) : value.strip();
        return seats(game).stream().filter(p -> p.id().equalsIgnoreCase(named) || p.name().equalsIgnoreCase(named)
                || word(p.name()).equalsIgnoreCase(named)).findFirst().map(Player::id);
    }

    /**
     * How a typed command names a seat: by its name's first word ({@code owner:Rook}, as
     * {@link #seatNamed} reads it), or by its id where a person's id at the table is that word (at
     * the console a person's id is their name in lower case, and a player option names the person
     * first), or where it doesn't sit at this game.
     */
    public static String typedName(Game game, String seatId) {
        if (game.player(seatId).isEmpty()) {
            return seatId;
        }
        String word = word(game.nameOf(seatId));
        boolean aPerson = game.players().stream()
                .anyMatch(p -> !BotSeats.is(p.id()) && p.id().equalsIgnoreCase(userId(word)));
        return aPerson ? seatId : word;
    }

    /** The bot's seats at this game, by the word that names each ({@code Rook}). */
    public static List<String> botSeatNames(Game game) {
        return seats(game).stream().map(p -> word(p.name())).toList();
    }

    private static List<Player> seats(Game game) {
        return game.players().stream().filter(p -> BotSeats.is(p.id())).toList();
    }

    private static String word(String name) {
        return name.strip().split("\\s+")[0];
    }

    /** A user as Discord sends it (an id), as a mention ({@code <@123>}), or a console name ({@code @vincent}). */
    public static String userId(String value) {
        String v = value.strip();
        if (v.matches("<@!?\\d+>")) {
            return v.replaceAll("\\D", "");
        }
        if (v.startsWith("@")) {
            v = v.substring(1);
        }
        return v.matches("\\d+") ? v : v.toLowerCase(Locale.ROOT);
    }
}
