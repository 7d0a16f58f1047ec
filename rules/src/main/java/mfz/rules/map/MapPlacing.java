package mfz.rules.map;

import mfz.rules.bidding.Position;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentRules;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.stations.Station;
import mfz.rules.turn.Frames;

/**
 * Placing stations and frames on the map in deployment (docs/rules.md §3 and §10): the usual
 * placement rules (whose turn, what may be placed now) decide first, then the map checks the
 * place with {@link MapDeployment}, and a frame's station follows from where it stands.
 */
public final class MapPlacing {

    private MapPlacing() {
    }

    public static void station(Tx tx, Command.PlaceStationAt c) {
        Game before = tx.game();
        Battlefield field = battlefield(before);
        Point at = onTable(field, c.at());
        DeploymentRules.placeStation(tx, new Command.PlaceStation(c.actor(), c.station()));
        Station station = before.station(c.station()).orElseThrow();
        MapStation piece = new MapStation(station.name(), station.owner(), new Disc(at, MapStation.DIAMETER));
        require(MapDeployment.station(field, piece, defender(before)));
        tx.emit(new Event.PlacedAt(new MapPlacement(station.owner(), station.name(), true, at)));
        MapNearness.settleAroundAStation(tx, station.name()); // frames placed before it may stand near it
    }

    public static void frame(Tx tx, Command.PlaceFrameAt c) {
        Game before = tx.game();
        Battlefield field = battlefield(before);
        Point at = onTable(field, c.at());
        // Whose frame as the rules read it: in a demo the host may name its player by name (a seat's `Rook`).
        String owner = c.owner() == null || c.owner().isBlank() ? c.actor()
                : before.demo() ? Frames.playerId(before, c.owner()) : c.owner();
        String name = before.frame(owner, c.frame() == null ? "" : c.frame()).map(f -> f.name()).orElse(c.frame());
        MapFrame piece = new MapFrame(name, owner, Disc.frameAt(at,
                before.frame(owner, name).map(Frame::disc).orElse(null)));
        String near = StationReach.stationsNear(field, piece).stream().findFirst().map(MapStation::name).orElse(null);
        DeploymentRules.placeFrame(tx, new Command.PlaceFrame(c.actor(), c.owner(), c.frame(), near));
        String defender = defender(before);
        DeploymentStep step = before.deployment().step();
        require(switch (step) {
            case DEFENDER_SETUP -> MapDeployment.defenderFrameInside(field, piece, defender);
            case POINT_FRAME -> MapDeployment.pointFrame(field, piece, defender, before::nameOf);
            case ATTACKER_FRAMES -> MapDeployment.attackerFrame(field, piece, defender);
            case DEFENDER_FRAMES -> MapDeployment.defenderFrameLater(field, piece, defender);
            case DEMO_PLACEMENT -> MapDeployment.demoFrame(field, piece);
            case TERRAIN, ATTACKER_STATIONS, SPECIAL_OBJECTIVE -> MapDeployment.onTheTable(field, piece);
        });
        tx.emit(new Event.PlacedAt(new MapPlacement(owner, name, false, at)));
    }

    /**
     * On the map, whether the defender placing in step 2 has no perimeter yet (no station of theirs
     * stands): it is its stations' reach, so no frame of theirs can go anywhere before one does.
     */
    public static boolean noPerimeterYet(Game g, String placer) {
        return g.onTheMap() && g.phase() == Phase.DEPLOYMENT
                && g.deployment().step() == DeploymentStep.DEFENDER_SETUP
                && g.stationsOf(placer).stream().noneMatch(Station::placed);
    }

    /** The game's map with every station and standing frame where it was last placed. */
    public static Battlefield battlefield(Game g) {
        MapLayout layout = g.map().orElseThrow(() -> new Refusal(
                "This game has no map: place with `station:` or `frame:` alone, and say which station a frame stands near."));
        Battlefield field = Battlefield.of(layout);
        for (MapPlacement p : g.deploying().placed()) {
            if (p.station()) {
                field = field.with(new MapStation(p.name(), p.owner(), new Disc(p.at(), MapStation.DIAMETER)));
            } else if (g.frame(p.owner(), p.name()).filter(f -> !f.destroyed()).isPresent()) {
                field = field.with(new MapFrame(p.name(), p.owner(), Disc.frameAt(p.at(),
                        g.frame(p.owner(), p.name()).orElseThrow().disc())));
            }
        }
        if (g.demo()) {
            // The demo's one neutral station stands at the table's centre (docs/rules.md §9): nobody places it.
            Point centre = new Point(layout.side() / 2.0, layout.side() / 2.0);
            for (Station station : g.stations()) {
                if (field.station(station.name()).isEmpty()) {
                    field = field.with(new MapStation(station.name(), station.owner(), new Disc(centre, MapStation.DIAMETER)));
                }
            }
        }
        return field;
    }

    private static Point onTable(Battlefield field, Point at) {
        Refusal.require(at != null, "Say where: `at:x,y` in ruler units.");
        int side = field.ruler().tableSide();
        Refusal.require(at.x() >= 0 && at.y() >= 0 && at.x() <= side && at.y() <= side,
                at.notation() + " is off the table (0 to " + side + " each way).");
        return at;
    }

    private static String defender(Game g) {
        return g.players().stream().filter(p -> p.position() == Position.DEFENDER).map(Player::id).findFirst()
                .orElse(g.host());
    }

    private static void require(MapCheck check) {
        if (check instanceof MapCheck.Refused refused) {
            throw new Refusal(refused.reason() + ".");
        }
    }
}
