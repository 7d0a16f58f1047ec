package mfz.bot.commands.odds;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.OddsText;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.Refusal;
import mfz.rules.odds.AttackChoices;
import mfz.rules.odds.AttackOdds;
import mfz.rules.odds.Odds;
import mfz.rules.round.Turn;
import mfz.rules.turn.Target;

/**
 * {@code /odds}: the exact chances of an attack's damage dice. With numbers it needs no game
 * ({@link OddsSituation}); with {@code target:} (or nothing, during your turn) it reads your
 * turn's dice and the target's real state.
 */
public final class OddsCommand implements SlashCommand {

    private static final int MOST = 20;

    private static final CommandSpec SPEC = CommandSpec.of("odds", "Exact chances of an attack's hits",
            integer("attack", "The attack die's value (situation fall: the damage dice, 1 per 3 bricks)", 1, 30),
            integer("defense", "The target's defense (0 without a marker)", 0, MOST),
            integer("spot", "A spot marker's value added to the attack", 0, 10),
            new OptionSpec("situation", "Which chart: hand, open, cover, frame-cover, terrain (attacked), fall",
                    OptionSpec.Type.STRING, false, "hand|open|cover|frame-cover|terrain|fall",
                    OddsSituation.NAMES, false, 20),
            integer("cover-hits", "Hits the cover takes and still stands (not given: it stands through all)", 0, MOST),
            integer("covering-defense-systems", "The covering frame's defense systems, 0-2 (2: its 5s do nothing)", 0, 2),
            new OptionSpec("target", "In a game: a frame or terrain your turn could attack (your turn's dice are used)",
                    OptionSpec.Type.STRING, false, "frame|terrain", List.of(), true, 100),
            new OptionSpec("cover", "In a game: the target's cover: none, terrain or a frame's name",
                    OptionSpec.Type.STRING, false, "none|terrain|frame name", List.of(), true, 100),
            // Two players may each have an X1 (docs/rules.md §10): without these, nothing could say whose.
            OptionSpec.user("target-owner", "In a game: whose frame the target is, when two share its name").build(),
            OptionSpec.user("cover-owner", "In a game: whose frame covers, when two share its name").build());

    private final Function<String, Optional<Game>> games;

    /** @param games the open game of a channel, if any */
    public OddsCommand(Function<String, Optional<Game>> games) {
        this.games = games;
    }

    /** A whole number within its range, which Discord's keyboard keeps to as the router does (the handler's checks stay). */
    private static OptionSpec integer(String name, String description, int least, int most) {
        return OptionSpec.integer(name, description).maxLength(9).range(least, most).build();
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        Optional<Game> game = games.apply(request.channelId());
        boolean numbers = request.option("attack").isPresent();
        if (!numbers) {
            if (game.isEmpty()) {
                throw new PlayerError("Give the numbers: `/odds attack:<n> defense:<n>` (no game here to read them from).");
            }
            return inGame(request, game.get());
        }
        if (request.option("target").isPresent() || request.option("cover").isPresent()) {
            throw new PlayerError("Give either the numbers (`attack:`, `defense:`…) or a `target:` in your turn, not both.");
        }
        OddsSituation situation = OddsSituation.named(request.option("situation").orElse("open"));
        var setup = situation.setup(number(request, "attack", 1, 30).orElseThrow(),
                number(request, "defense", 0, MOST).orElse(0), number(request, "spot", 0, 10).orElse(0),
                number(request, "cover-hits", 0, MOST).orElse(null),
                number(request, "covering-defense-systems", 0, 2).orElse(null));
        return new Reply("", List.of(Embed.of("🎯 Odds", OddsText.distribution(Odds.of(setup)))
                .withFooter("Exact, counted over every roll of the dice.").withColour(0x5865F2)), List.of(), true);
    }

    private Reply inGame(Request request, Game game) {
        AttackOdds odds;
        try {
            odds = AttackChoices.forCaller(game, request.caller().id(), owner(request, "target-owner"),
                    request.option("target").orElse(null), request.option("cover").orElse(null),
                    owner(request, "cover-owner"), number(request, "cover-hits", 0, MOST).orElse(null));
        } catch (Refusal refusal) {
            throw new PlayerError(refusal.playerMessage());
        }
        // A target the turn didn't name is a what-if: the attack goes only at the one it named.
        Target named = game.turn().map(Turn::target).orElse(null);
        boolean theNamedOne = Objects.equals(named, AttackChoices.asked(game, request.caller().id(),
                owner(request, "target-owner"), request.option("target").orElse(null)));
        String whatIf = theNamedOne ? "" : "What if: this turn named " + (named == null || named.noTarget() ? "no target"
                : named.frameTarget() ? named.frame() : named.piece() != null ? named.piece() : "the terrain")
                + ", the only target it can attack.\n\n";
        return new Reply("", List.of(Embed.of("🎯 Odds", whatIf + OddsText.attack(odds))
                .withFooter("Exact. Not counted: a hit the target, or a frame covering it, ignores by leaving its station.")
                .withColour(0x5865F2)), List.of(), true);
    }

    private static String owner(Request request, String option) {
        return request.option(option).map(Acting::userId).filter(id -> !id.isEmpty()).orElse(null);
    }

    static Optional<Integer> number(Request request, String name, int least, int most) {
        Optional<Integer> value = request.option(name).map(Integer::parseInt);
        if (value.isPresent() && (value.get() < least || value.get() > most)) {
            throw new PlayerError("`" + name + ":` must be from " + least + " to " + most + ".");
        }
        return value;
    }

    @Override
    public List<String> suggest(Request request, String option) {
        Game game = games.apply(request.channelId()).orElse(null);
        if (game == null) {
            return List.of();
        }
        if (option.equals("target")) {
            // As a turn names them: the enemy frames, each piece of terrain on the map, terrain off it.
            return new Seat(game, request.caller().id()).targets().stream()
                    .filter(name -> !name.equals("none")).toList();
        }
        List<String> names = new ArrayList<>();
        if (option.equals("cover")) {
            names.add("none");
            names.add("terrain");
            game.frames().stream().filter(f -> f.alive() && f.placed() && !f.owner().equals(request.caller().id()))
                    .map(Frame::name).forEach(names::add);
        }
        return names;
    }
}
