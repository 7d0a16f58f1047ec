package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.BEST;
import static mfz.bot.commands.OptionNames.DEFEND;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.HAZARD;
import static mfz.bot.commands.OptionNames.HAZARD_KIND;
import static mfz.bot.commands.OptionNames.JETTISON;
import static mfz.bot.commands.OptionNames.RANGE;
import static mfz.bot.commands.OptionNames.SSR;
import static mfz.bot.commands.OptionNames.TARGET;
import static mfz.bot.commands.OptionNames.TARGET_OWNER;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.commands.play.TerrainTargets;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Shortened;
import mfz.bot.core.Typed;
import mfz.rules.company.Frame;
import mfz.rules.company.HazardKinds;
import mfz.rules.company.Names;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.map.Terrain;
import mfz.rules.turn.Action;
import mfz.rules.turn.Hazards;
import mfz.rules.turn.Range;

/**
 * {@code /turn start frame:<n> [target] [target-owner] [range] [ssr] [hazard] [hazard-kind] [jettison]
 * [defend:best]}: the whole pool is rolled at once; the start controls send {@code defend:best}, so
 * a defense no other die could beat costs no tap.
 */
public final class TurnStart extends GameCommand {

    public TurnStart(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("start", "Take a turn: name the target and range; the whole pool is rolled at once",
                frame("Your frame (left out: the frame an attack just activated)", false),
                OptionSpec.string(TARGET, "An enemy frame's name, terrain (on the map: the piece's name), or none").placeholder("frame|terrain|none")
                        .autocomplete().maxLength(40).build(),
                owner(TARGET_OWNER, "Whose frame the target is, when two share its name"),
                OptionSpec.string(RANGE, "The range you will attack from")
                        .choices(List.of("hand", "direct", "artillery")).maxLength(10).build(),
                OptionSpec.integer(SSR, "SSRs to fire (direct fire only; used up now)").maxLength(2).build(),
                OptionSpec.bool(HAZARD, "The frame starts its turn in a hazard").build(),
                OptionSpec.string(HAZARD_KIND, "A hazard of another kind than the usual: heat, vacuum…")
                        .placeholder("kind").autocomplete().maxLength(HazardKinds.MAX_LENGTH).build(),
                OptionSpec.string(JETTISON, "Systems to throw away before rolling, like \"B Y\"")
                        .placeholder("systems").maxLength(30).build(),
                OptionSpec.string(DEFEND, "best: defend at once with the best blue die when no white shows more")
                        .choices(List.of(BEST)).maxLength(4).build(),
                AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return switch (option) {
            case FRAME -> seat.choiceFrames(Action.START_TURN);
            case TARGET -> seat.targets();
            case HAZARD_KIND -> Hazards.named(seat.game().frames());
            default -> List.of();
        };
    }

    @Override
    public Reply handle(Request request) {
        if (request.option(TARGET).map(String::strip).filter(Names.ASKS::equals).isPresent()) {
            return askForThePiece(request);
        }
        Range range = request.option(RANGE).map(r -> Range.read(r).orElseThrow(() -> new PlayerError(
                "`range:` is hand, direct or artillery."))).orElse(null);
        int ssrs = request.option(SSR).map(Integer::parseInt).orElse(0);
        boolean hazard = request.option(HAZARD).map(Boolean::parseBoolean).orElse(false);
        String targetOwner = user(request, TARGET_OWNER);
        boolean defendBest = request.option(DEFEND).map(d -> {
            if (!d.strip().equalsIgnoreCase(BEST)) {
                throw new PlayerError("`defend:` takes `best` (the defense itself comes after the roll: /turn defend).");
            }
            return true;
        }).orElse(false);
        return run(request, acting -> List.of(new Command.StartTurn(acting.id(),
                request.option(FRAME).orElse(null), request.option(TARGET).orElse(null), targetOwner, range,
                ssrs, hazard, request.option(JETTISON).orElse(null), request.option(HAZARD_KIND).orElse(null),
                defendBest)));
    }

    /**
     * The pieces to suggest in the form: those the menu left out, the last the frame may name at
     * that range (the menu lists them in range now first); without the frame or range, the map's first.
     */
    private static List<String> pieceHint(Game game, Request request, String owner) {
        Optional<Frame> frame = request.option(FRAME).flatMap(name -> game.frame(owner, name));
        Optional<Range> range = request.option(RANGE).flatMap(Range::read);
        if (frame.isPresent() && range.isPresent()) {
            List<String> named = TerrainTargets.at(game, frame.get(), range.get()).stream()
                    .map(TerrainTargets.Offered::piece).toList();
            return named.subList(Math.max(0, named.size() - 3), named.size());
        }
        return game.map().map(map -> map.terrain().stream().map(Terrain::name).limit(3).toList()).orElse(List.of());
    }

    /**
     * "Terrain: another piece…", the last line of a range's targets when they pass a menu (a
     * battle of five companies on the map): a form asking the piece's name, every other choice
     * carried along.
     */
    private Reply askForThePiece(Request request) {
        // the reserved options (for, v) never reach a command; a repeated menu's part number may
        Map<String, String> fixed = new TreeMap<>(request.options());
        fixed.keySet().removeAll(Set.of(TARGET, ComponentIds.PART));
        // Whose frame: the player the host acts for, or a seat's (a review: the caller's own was read).
        String owner = play.acting(request).id();
        String pieces = play.games().game(request.channelId()).map(game -> pieceHint(game, request, owner))
                .map(names -> String.join(", ", names)).filter(names -> !names.isEmpty()).orElse("its name");
        StringBuilder typed = new StringBuilder("/turn start");
        fixed.forEach((name, value) -> typed.append(' ').append(Typed.option(name, value)));
        typed.append(" target:<piece>");
        // Typed with every option (a jettison, an owner, as:), the form's id may pass Discord's 100
        // (an audit: "something went wrong"): the player is given the command to type instead.
        return ComponentIds.fitting(() -> ComponentIds.menu("turn start", fixed, TARGET))
                .map(id -> Reply.form(new Form(id, "Which piece of terrain?", "The piece's name",
                        Shortened.to(pieces, Form.MAX_PLACEHOLDER), 40, typed.toString()),
                        "Which piece of terrain? `" + typed + "`"))
                .orElseGet(() -> Reply.privately("Which piece of terrain (" + pieces + ")? Run `" + typed
                        + "` with its name."));
    }
}
