package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.Request;
import mfz.bot.render.PlayerChoices;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Game;
import mfz.rules.game.Player;
import mfz.rules.map.Terrain;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.TurnRules;

/**
 * A game and the player a command acts for (the caller, or the player the host acts for with
 * {@code as:}): the names worth offering while that player types an option (autocomplete),
 * read from the game's state. The rules still decide when the command runs; these only save typing.
 */
public record Seat(Game game, String player) {

    /** The channel's game and who acts in it, or empty when there is no game (nothing to offer). */
    public static Optional<Seat> of(Play play, Request request) {
        Optional<Game> game = play.games().game(request.channelId());
        return game.map(g -> new Seat(g, Acting.of(request, game).id()));
    }

    /** The frames and stations of the player's company as being built in the lobby. */
    public List<String> companyNames() {
        List<String> names = new ArrayList<>();
        game.player(player).map(Player::company).ifPresent(company -> {
            company.frames().stream().map(FrameDraft::name).forEach(names::add);
            names.addAll(company.stations());
        });
        return names;
    }

    /** The player's frames still in the game (a tie is settled with these). */
    public List<String> frames() {
        return game.framesOf(player).stream().filter(Frame::alive).map(Frame::name).toList();
    }

    /**
     * Frames waiting to be placed: the player's own, or a named owner's; the host of a demo
     * game places everyone's.
     */
    public List<String> unplacedFrames(String owner) {
        return framesOf(owner).stream().filter(f -> f.alive() && !f.placed()).map(Frame::name).toList();
    }

    /** Frames on the table: the player's own, or a named owner's (a demo game's host). */
    public List<String> placedFrames(String owner) {
        return framesOf(owner).stream().filter(f -> f.alive() && f.placed()).map(Frame::name).toList();
    }

    /**
     * Frames on the table whose station the player may correct: their own or a named owner's;
     * for the host every frame, their own first (a bot seat's frame is named by its name alone).
     */
    public List<String> correctableFrames(String owner) {
        if (owner != null || !player.equals(game.host())) {
            return placedFrames(owner);
        }
        return game.frames().stream().filter(f -> f.alive() && f.placed())
                .sorted(Comparator.comparing((Frame f) -> !f.owner().equals(player)))
                .map(Frame::name).distinct().toList();
    }

    private List<Frame> framesOf(String owner) {
        if (owner != null) {
            return game.framesOf(owner);
        }
        if (game.demo() && player.equals(game.host())) {
            return game.frames();
        }
        return game.framesOf(player);
    }

    /** The stations on the table, which frames can stand near. */
    public List<String> stationsOnTable() {
        return game.stations().stream().filter(Station::placed).map(Station::name).toList();
    }

    /** The stations on the table, or none (a frame that stands near no station). */
    public List<String> stationsOrNone() {
        List<String> names = new ArrayList<>(stationsOnTable());
        names.add("none");
        return names;
    }

    /** The values the rules offer this player now for an action (legal dice, systems to lose…). */
    public List<String> choiceOptions(Action action) {
        return PlayerChoices.of(game, player).stream().filter(c -> c.action() == action)
                .flatMap(c -> c.options().stream()).distinct().toList();
    }

    /** The frames the rules offer this player now for an action (frames to start a turn with, to spot…). */
    public List<String> choiceFrames(Action action) {
        return PlayerChoices.of(game, player).stream().filter(c -> c.action() == action)
                .flatMap(c -> c.frames().stream()).map(FrameRef::frame).distinct().toList();
    }

    /**
     * On the map, for a spot declared against it (`override:true`): the enemy frames on the table and
     * the yellow and white dice left in this player's turn, where the map lets the frame see none
     * (the turn's spot choice then offers nothing, and the override was typed blind: a review).
     */
    public List<String> spotsAgainstTheMap(boolean frames) {
        boolean acting = game.onTheMap() && game.turn().filter(t -> t.owner().equals(player) && !t.spotted())
                .isPresent();
        if (!acting) {
            return List.of();
        }
        return frames ? Choices.targets(game, player).stream().map(FrameRef::frame).distinct().toList()
                : game.turn().orElseThrow().left().stream().filter(d -> d.colour() == DieColour.YELLOW
                        || d.colour() == DieColour.WHITE).map(RolledDie::notation).distinct().toList();
    }

    /** What a turn may target: the enemy frames on the table, terrain, or nothing. */
    public List<String> targets() {
        List<String> names = new ArrayList<>(Choices.targets(game, player).stream()
                .map(FrameRef::frame).distinct().toList());
        if (game.onTheMap()) {
            // On the map an attack on terrain names its piece, unless the name targets an enemy frame.
            game.map().ifPresent(map -> map.terrain().stream().map(Terrain::name)
                    .filter(piece -> TurnRules.targetPiece(game, player, piece, null).isPresent())
                    .forEach(names::add));
        } else {
            names.add("terrain");
        }
        names.add("none");
        return names;
    }

    /** What may cover a target: nothing, terrain, or any frame on the table. */
    public List<String> covers() {
        List<String> names = new ArrayList<>(List.of("none", "terrain"));
        game.frames().stream().filter(f -> f.alive() && f.placed()).map(Frame::name).distinct()
                .forEach(names::add);
        return names;
    }

    /** The player's own stations not yet placed. */
    public List<String> unplacedStations() {
        return game.stationsOf(player).stream().filter(s -> !s.placed()).map(Station::name).toList();
    }
}
