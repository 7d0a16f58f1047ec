package mfz.bot.commands.play;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.Component;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.PlayerChoices;
import mfz.bot.render.WhoDecides;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.turn.Action;

/**
 * A command on this channel's game: it acts for the caller, or with {@code as:@player} for the
 * absent player the host acts for, and offers values while the player types from that
 * player's {@link Seat}.
 */
public abstract class GameCommand implements SlashCommand {

    /** The option every command a player may be absent for takes: the host acts for them. */
    public static final OptionSpec AS = OptionSpec.user(OptionNames.AS, "Host only: act for an absent player").build();

    /**
     * The same for one of the bot's seats, which is no Discord user and so can't be named in
     * {@code as:}: the host corrects or redoes what the seat declared ({@link Acting}).
     */
    public static final OptionSpec SEAT = OptionSpec.string(OptionNames.SEAT, "Host only: act for one of the bot's seats")
            .placeholder("Rook").autocomplete().maxLength(40).build();

    protected final Play play;

    protected GameCommand(Play play) {
        this.play = play;
    }

    /** Autocomplete from the seat of who acts; nothing where there is no game. */
    @Override
    public List<String> suggest(Request request, String option) {
        if (option.equals(OptionNames.SEAT)) {
            return play.games().game(request.channelId()).map(Acting::botSeatNames).orElse(List.of());
        }
        return Seat.of(play, request).map(seat -> offer(seat, request, option)).orElse(List.of());
    }

    /** The values worth offering in an option for this seat; none unless a command says. */
    protected List<String> offer(Seat seat, Request request, String option) {
        return List.of();
    }

    /** Runs the rules commands built for who acts, all or nothing, and announces the result to the channel. */
    protected Reply run(Request request, Function<Acting, List<Command>> build) {
        return play.run(request, build);
    }

    /** The same, built from the game as it stands when the command runs (its phase, its step): no read of its own. */
    protected Reply runOnGame(Request request, BiFunction<Game, Acting, List<Command>> build) {
        return play.runOnGame(request, build);
    }

    /** The same for a host-only command, which a channel manager runs with the host's authority. */
    protected Reply runAsHost(Request request, Function<Acting, List<Command>> build) {
        return play.runAsHost(request, build);
    }

    /** {@link Play#runAsHostOnGame}. */
    protected Reply runAsHostOnGame(Request request, BiFunction<Game, Acting, List<Command>> build) {
        return play.runAsHostOnGame(request, build);
    }

    /** {@code override:true}: the player declares against the map what the map measured otherwise. */
    protected static boolean overriding(Request request) {
        return request.option(OptionNames.OVERRIDE).map(Boolean::parseBoolean).orElse(false);
    }

    /**
     * Map mode: with {@code override:true} the declaration against the map, for the host to
     * confirm; otherwise these commands, whose refusal by the map alone offers that declaration
     * as a button ({@link Play#runOrOfferOverride}).
     */
    protected Reply runAgainstTheMap(Request request, BiFunction<Game, Acting, List<Command>> build,
                                     BiFunction<Game, Acting, Command> declared) {
        if (overriding(request)) {
            return runOnGame(request, (game, acting) -> List.of(declared.apply(game, acting)));
        }
        return play.runOrOfferOverride(request, build, declared);
    }

    /** The channel's game as its card shows it, and that card's version: what a step on the same card reads. */
    protected record OnTheCard(Game game, long version) {
    }

    protected Optional<OnTheCard> onTheCard(Request request) {
        return play.games().current(request.channelId()).map(open -> new OnTheCard(open.game(), open.version()));
    }

    /** A second step on the same card (whose turn it is, and the question): nothing is stored, the next tap acts. */
    protected static Reply step(Game game, String question, List<Component.Row> rows) {
        return new Reply(WhoDecides.prompt(game, game).orElse("") + "\n" + question, List.of(), rows, false)
                .onSameCard();
    }

    /**
     * Opens a decision beside the turn on its card ({@link BesideTheTurn}) for the player whose
     * turn it is; a host acting for them is told what to type, since the menu would be theirs.
     */
    protected Reply besideStep(Request request, BesideTheTurn.Kind kind, Function<Game, String> question,
                               String typed) {
        Optional<OnTheCard> card = onTheCard(request);
        if (card.isEmpty()) {
            return Reply.privately(play.games().noGame(request.channelId()).getMessage());
        }
        Acting acting = play.acting(request);
        Game game = card.get().game();
        Optional<List<Component.Row>> rows = WhoDecides.player(game).filter(acting.id()::equals).isPresent()
                ? BesideTheTurn.step(game, card.get().version(), kind) : Optional.empty();
        if (rows.isEmpty()) {
            // Anyone may say a frame of theirs fell; its menu is only on the card of whoever's turn it is.
            boolean mayFall = PlayerChoices.of(game, acting.id()).stream()
                    .anyMatch(choice -> choice.action() == Action.FALL);
            return Reply.privately(kind == BesideTheTurn.Kind.OBJECTIVE ? "You can't move the objective now."
                    : mayFall ? "Type it: `" + typed + "` (the menu is on the card of whoever's turn it is)."
                    : "No frame of yours can be said to have fallen now.");
        }
        // A seat's menu is tapped by no person; a player's the host taps, standing in (core.StandIns).
        if (acting.onBehalfOf() != null && request.option(OptionNames.SEAT).isPresent()) {
            return Reply.privately("Type it: `" + typed + "` with the same `seat:`.");
        }
        return step(game, question.apply(game), rows.get());
    }

    /** A user option (an owner, a player) as an id. */
    protected static String user(Request request, String option) {
        return request.option(option).map(Acting::userId).orElse(null);
    }

    /**
     * Whether a correction names one of the bot's frames by {@code seat:} (the host's own, the
     * seat naming whose frame it is), refused beside {@code owner:}, which names a player's.
     */
    protected static boolean forASeat(Request request, String owner) {
        boolean forASeat = request.option(OptionNames.SEAT).filter(seat -> !seat.isBlank()).isPresent();
        if (forASeat && owner != null) {
            throw new PlayerError("Give `owner:` for a player's frame or `seat:` for one of the bot's, not both.");
        }
        return forASeat;
    }

    /** {@code frame:}: a frame's name, offered while typed. */
    protected static OptionSpec frame(String description, boolean required) {
        OptionSpec.Builder frame = OptionSpec.string(OptionNames.FRAME, description).autocomplete().maxLength(40);
        return (required ? frame.required() : frame).build();
    }

    /** {@code die:}: a die of the roll, such as R5. */
    protected static OptionSpec die(String description, String placeholder) {
        return OptionSpec.string(OptionNames.DIE, description).required().placeholder(placeholder).autocomplete()
                .maxLength(6).build();
    }

    /** Whose frame, when two share a name. */
    protected static OptionSpec owner(String name, String description) {
        return OptionSpec.user(name, description).build();
    }
}
