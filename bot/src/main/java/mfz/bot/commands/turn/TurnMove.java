package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.COVER;
import static mfz.bot.commands.OptionNames.DIE;
import static mfz.bot.commands.OptionNames.OBJECTIVE;
import static mfz.bot.commands.OptionNames.STATION;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.map.MapForms;
import mfz.bot.commands.map.MapPictures;
import mfz.bot.commands.map.MapPlaces;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.MoveStep;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Names;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.map.MapTurns;
import mfz.rules.map.Point;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;

/**
 * {@code /turn move die:<G5|W3> [station:<n|none>] [cover:true] [objective:true]}: a campaign
 * objective that follows its holder comes along with the holding frame's move, unless the mover
 * says with {@code cover:true} that the move crossed cover; {@code objective:true} carries it
 * with the frame standing near it alone. On the map ({@code to:x,y}) the crossing is measured.
 */
public final class TurnMove extends GameCommand {

    public TurnMove(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("move", "Move up to a green or white die's value in units",
                die("A green or white die from your roll", "G5|W3"),
                OptionSpec.string(STATION, "The station the frame now stands within 1 unit of, or none")
                        .placeholder("station|none").autocomplete().maxLength(40).build(),
                OptionSpec.string(OptionNames.TO, "Map mode: where the frame ends, x,y in ruler units")
                        .placeholder("x,y").maxLength(20).build(),
                OptionSpec.bool(OBJECTIVE, "Campaign, off the map: the frame ends near the objective following it, and nothing else").build(),
                OptionSpec.bool(COVER, "Campaign: the move crossed cover, so the objective following the frame stays")
                        .build(),
                OptionSpec.bool(OptionNames.OVERRIDE,
                        "Map mode: move there against the map (the host confirms)").build(),
                AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return switch (option) {
            case DIE -> seat.choiceOptions(Action.MOVE);
            case STATION -> seat.stationsOrNone();
            default -> List.of();
        };
    }

    @Override
    public Reply handle(Request request) {
        if (request.option(STATION).filter(Names.ASKS::equals).isPresent()) {
            return stationStep(request, request.option(DIE).orElseThrow());
        }
        boolean objective = request.option(OBJECTIVE).map(Boolean::parseBoolean).orElse(false);
        if (objective && request.option(STATION).isPresent() && request.option(OptionNames.TO).isEmpty()
                && play.games().game(request.channelId()).filter(ObjectiveRules::followsItsHolder)
                        .isPresent()) {
            // It comes along with any move: with a station named, objective:true said nothing but could drop it.
            throw new PlayerError("An objective that follows its holder comes along with any move: "
                    + "leave out `objective:true` (alone it stands the frame near the objective only).");
        }
        // On the map the objective comes along with a measured move by itself: `to:` says where.
        if (objective && request.option(OptionNames.TO).isEmpty()) { // not following: the rules say why
            boolean cover = request.option(COVER).map(Boolean::parseBoolean).orElse(false);
            return run(request, acting -> List.of(new Command.MoveWithObjective(acting.id(),
                    request.option(DIE).orElseThrow(), cover)));
        }
        if (request.option(OptionNames.TO).isEmpty() && request.option(STATION).isEmpty()
                && request.option(DIE).isPresent()
                && play.games().game(request.channelId()).filter(g -> g.map().isPresent()
                        && g.phase() == Phase.COMBAT).isPresent()) {
            // On the map a tap names the die; a form asks where the move ends.
            String die = request.option(DIE).orElseThrow();
            return MapForms.whereToMove(Map.of(DIE, die), die);
        }
        Optional<Point> to = MapPlaces.to(play.games().require(request.channelId()),
                request.option(OptionNames.TO), request.option(STATION).isPresent());
        if (overriding(request) && to.isEmpty()) {
            throw new PlayerError("An override says where the frame ends: `to:x,y`.");
        }
        if (to.isPresent()) {
            if (request.option(COVER).isPresent()) {
                throw new PlayerError("On the map the bot measures whether a move crosses cover: leave out "
                        + "`cover:`.");
            }
            if (request.option(OBJECTIVE).isPresent()) {
                // It was silently dropped: an objective that follows comes along by itself, unless the measured move crosses cover.
                throw new PlayerError("On the map an objective that follows its holder comes along with a "
                        + "measured move by itself, unless the move crosses cover: leave out `objective:`.");
            }
            Optional<String> station = request.option(STATION);
            if (station.isPresent() && overriding(request)) {
                throw new PlayerError("A move declared against the map ends near what the host confirms: "
                        + "leave out `station:`, and say it with `/station near` once the move stands.");
            }
            Game now = play.games().require(request.channelId());
            station.filter(name -> !name.strip().equalsIgnoreCase("none")).ifPresent(name -> {
                if (!now.isTheObjective(name) && now.station(name).filter(Station::placed).isEmpty()) {
                    throw new PlayerError("There is no station named `" + name.strip() + "` on the table.");
                }
            });
            String die = request.option(DIE).orElseThrow();
            // A station named is the map's measure, or an override after the move (§10 rulings): the
            // host's at once, a player's for the host to confirm. It was refused, then silently dropped.
            return MapPictures.withPicture(runAgainstTheMap(request,
                    (game, acting) -> station.isEmpty() ? List.of(new Command.MoveTo(acting.id(), die, to.get()))
                            : MapTurns.moveNamingItsStation(game,
                                    new Command.MoveTo(acting.id(), die, to.get()), station.get(),
                                    request.option(OptionNames.SEAT).isPresent() ? game.host()
                                            : acting.id()),
                    // No "declare it anyway" beside a station: declared, the move ends where the host
                    // confirms, and the station is said after (the button would meet the refusal above).
                    (game, acting) -> station.isPresent() ? null : new Command.DeclareMove(acting.id(), die, to.get())),
                    play.games().require(request.channelId()));
        }
        boolean crossed = request.option(COVER).map(Boolean::parseBoolean).orElse(false);
        return run(request, acting -> List.of(new Command.Move(acting.id(),
                request.option(DIE).orElseThrow(), request.option(STATION).orElse(null), crossed)));
    }

    /**
     * The move menu's "near another station…": the same card, its move menu now offering the
     * stations a move with this die may end near. Nothing is stored; the next tap moves.
     */
    private Reply stationStep(Request request, String die) {
        var card = onTheCard(request);
        Game game = card.map(OnTheCard::game).orElse(null);
        if (game == null || game.turn().isEmpty()
                || !MoveStep.offered(game, game.turn().get().owner(), die)) {
            return Reply.privately("There is no move with " + die + " to choose a station for now.");
        }
        Acting acting = play.acting(request);
        if (!acting.id().equals(game.turn().get().owner())) {
            return Reply.privately("This move is " + game.nameOf(game.turn().get().owner()) + "'s to make.");
        }
        if (acting.onBehalfOf() != null && request.option(OptionNames.SEAT).isPresent()) {
            // The menu would be the seat's own (no person taps it): the stations, to type instead. For
            // a player, the host taps the player's menu as standing in for them (core.StandIns).
            return Reply.privately("Name the station it ends near: `/turn move die:" + die + " station:<name|none>` with "
                    + "the same `as:` or `seat:`. The stations: "
                    + String.join(", ", new Seat(game, acting.id()).stationsOnTable()) + ".");
        }
        return step(game, "🏃 Near which station does the move end? Choose below.",
                MoveStep.rows(game, card.get().version(), die));
    }
}
