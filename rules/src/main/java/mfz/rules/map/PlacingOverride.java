package mfz.rules.map;

import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentRules;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Refusal;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Tx;
import mfz.rules.round.Turn;
import mfz.rules.turn.DieRef;
import mfz.rules.turn.TurnRules;

/**
 * Overriding the map's placements and moves (docs/rules.md §10: the map helps, the players rule):
 * a player who holds that the map measured wrong (a deployment distance, a move's reach or the
 * cover it crosses) declares the piece where they see it; the host confirms it and it stands
 * there, or refuses it and the map stands. Only the map's answer is overridden: what the usual
 * rules refuse (whose turn, which piece, which die, a point off the table) stays refused. This
 * also keeps a deployment from sticking where the map leaves the point frame nowhere to stand.
 */
public final class PlacingOverride {

    private PlacingOverride() {
    }

    public static void declare(Tx tx, Command.DeclarePlacement c) {
        Game game = tx.game();
        onTheMap(game);
        String owner = c.station() ? game.station(c.piece()).map(s -> s.owner()).orElse(c.actor())
                : c.owner() == null || c.owner().isBlank() ? c.actor() : c.owner();
        Command onMap = c.station() ? new Command.PlaceStationAt(c.actor(), c.piece(), c.at())
                : new Command.PlaceFrameAt(c.actor(), owner, c.piece(), c.at());
        Command usual = c.station() ? new Command.PlaceStation(c.actor(), c.piece())
                : new Command.PlaceFrame(c.actor(), owner, c.piece(), nearAt(game, owner, c.piece(), c.at()));
        String mapSaid = disagreement(game, onMap, usual, c.at(), "placement", "place");
        String piece = c.station() ? game.station(c.piece()).orElseThrow().name()
                : game.frame(owner, c.piece()).orElseThrow().name();
        tx.emit(new Event.DecisionRequested(new PendingDecision.AgainstTheMap(game.host(), c.actor(),
                new PendingDecision.PlacementDeclared(owner, piece, c.station(), null, c.at()), mapSaid)));
    }

    public static void declare(Tx tx, Command.DeclareMove c) {
        Game game = tx.game();
        onTheMap(game);
        Turn turn = game.turn().orElse(null);
        if (turn == null || !turn.owner().equals(c.actor())) {
            TurnRules.move(tx, new Command.Move(c.actor(), c.die(), null)); // refuses with the usual reason
            return;
        }
        String mapSaid = disagreement(game, new Command.MoveTo(c.actor(), c.die(), c.to()),
                new Command.Move(c.actor(), c.die(), nearAfterMove(game, turn.owner(), turn.frame(), c.to())), c.to(),
                "move", "move");
        String die = DieRef.find(c.die(), turn.left()).notation();
        tx.emit(new Event.DecisionRequested(new PendingDecision.AgainstTheMap(game.host(), c.actor(),
                new PendingDecision.PlacementDeclared(turn.owner(), turn.frame(), false, die, c.to()), mapSaid)));
    }

    /**
     * Confirmed by the host: the piece stands where declared, as the usual rules place or move it
     * ({@code game} is the game the declaration waited in, before the host's answer).
     */
    static void confirmed(Tx tx, Game game, String declarer, PendingDecision.PlacementDeclared choice) {
        if (choice.station()) {
            DeploymentRules.placeStation(tx, new Command.PlaceStation(declarer, choice.piece()));
        } else if (choice.move()) {
            // as any move on the map lands (MapMoving), at the point the host confirmed
            Battlefield field = MapPlacing.battlefield(game);
            MapFrame frame = field.frame(choice.owner(), choice.piece()).orElseThrow(() -> new Refusal(choice.piece()
                    + " has no place on the map to move from."));
            MapMoving.landed(tx, game, field, frame, declarer, choice.die(), choice.at(),
                    TurnRules.mayCrossCover(game.turn().orElseThrow()));
        } else {
            DeploymentRules.placeFrame(tx, new Command.PlaceFrame(declarer, choice.owner(), choice.piece(),
                    nearAt(game, choice.owner(), choice.piece(), choice.at())));
        }
        tx.emit(new Event.PlacedAt(new MapPlacement(choice.owner(), choice.piece(), choice.station(), choice.at())));
        if (choice.station()) {
            MapNearness.settleAroundAStation(tx, choice.piece()); // frames placed before it may stand near it
        }
    }

    /**
     * What the map says against this placement or move, when the usual rules allow it; refused
     * when the map agrees (do it as usual) or the usual rules refuse it (their reason stands).
     */
    private static String disagreement(Game game, Command onMap, Command usual, Point at, String what, String verb) {
        Refusal.require(at != null, "Say where: `at:x,y` (or `to:x,y`) in ruler units.");
        int side = game.options().map().tableSide();
        Refusal.require(at.x() >= 0 && at.y() >= 0 && at.x() <= side && at.y() <= side,
                at.notation() + " is off the table (0 to " + side + " each way).");
        // Deciding is pure and these roll no dice: both answers are asked of the game as it stands.
        if (game.decideAsUsual(usual, ScriptedDice.of()) instanceof RuleViolation refused) {
            throw new Refusal(refused.message());
        }
        Decision map = game.decide(onMap, ScriptedDice.of());
        if (!(map instanceof RuleViolation refused)) {
            throw new Refusal("The map agrees with that " + what + ": " + verb + " as usual, without override.");
        }
        return refused.message().replaceAll("\\.$", "");
    }

    /** The battlefield with the frame standing at this point. */
    private static Battlefield standingAt(Game game, String owner, String frame, Point at) {
        Battlefield field = MapPlacing.battlefield(game);
        if (at == null) {
            return field;
        }
        return field.without(owner, frame).with(new MapFrame(frame, owner, Disc.frameAt(at,
                game.frame(owner, frame).map(Frame::disc).orElse(null))));
    }

    /** The station a frame standing at this point is near on the map, or null for none. */
    private static String nearAt(Game game, String owner, String frame, Point at) {
        if (at == null) {
            return null;
        }
        Battlefield field = standingAt(game, owner, frame, at);
        MapFrame piece = field.frame(owner, frame).orElseThrow();
        return StationReach.stationsNear(field, piece).stream().findFirst().map(MapStation::name).orElse(null);
    }

    /** As a move on the map says it ({@link MapMoving}): the station, or "none" (a move leaves the one it was near). */
    private static String nearAfterMove(Game game, String owner, String frame, Point to) {
        String near = nearAt(game, owner, frame, to);
        return near == null ? "none" : near;
    }

    private static void onTheMap(Game game) {
        Refusal.require(game.onTheMap(),
                "This game has no map: place and move as usual, without override.");
    }
}
