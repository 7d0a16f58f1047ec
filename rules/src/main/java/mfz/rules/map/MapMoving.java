package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.round.Turn;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.DieRef;
import mfz.rules.turn.TurnRules;

/**
 * A move on the map (docs/rules.md §10): the usual move rules decide first (whose turn, which
 * die), then the map checks the destination against the die's reach and the cover crossed, and
 * the station the frame stands near follows from where it ends; so does a campaign objective
 * that follows its holder, unless the move crossed cover.
 */
public final class MapMoving {

    private MapMoving() {
    }

    public static void move(Tx tx, Command.MoveTo c) {
        Game before = tx.game();
        Battlefield field = MapPlacing.battlefield(before);
        Refusal.require(c.to() != null, "Say where to: `to:x,y` in ruler units.");
        Turn turn = before.turn().orElse(null);
        if (turn == null || !turn.owner().equals(c.actor())) {
            TurnRules.move(tx, new Command.Move(c.actor(), c.die(), null)); // refuses with the usual reason
            return;
        }
        RolledDie die = DieRef.find(c.die(), turn.left());
        MapFrame frame = field.frames().stream()
                .filter(f -> f.owner().equals(turn.owner()) && f.name().equalsIgnoreCase(turn.frame())).findFirst()
                .orElseThrow(() -> new Refusal(turn.frame() + " has no place on the map yet."));
        boolean mayCrossCover = TurnRules.mayCrossCover(turn);
        MapCheck check = Movement.check(field, frame, c.to(), die.value(), mayCrossCover);
        if (check instanceof MapCheck.Refused refused) {
            throw new Refusal(refused.reason() + ".");
        }
        landed(tx, before, field, frame, c.actor(), c.die(), c.to(), mayCrossCover);
        tx.emit(new Event.PlacedAt(new MapPlacement(turn.owner(), frame.name(), false, c.to())));
    }

    /**
     * A move's events once its point is settled, measured or confirmed by the host (its
     * {@code PlacedAt} after them): the move with the station it ends near, a following objective
     * unless the move crossed cover, and control where everything then stands.
     */
    static void landed(Tx tx, Game before, Battlefield field, MapFrame frame, String actor, String die, Point to,
                       boolean mayCrossCover) {
        MapFrame moved = frame.movedTo(to);
        Battlefield after = field.with(moved);
        String near = StationReach.stationsNear(after, moved).stream().findFirst()
                .map(MapStation::name).orElse("none");
        TurnRules.moveOnly(tx, new Command.Move(actor, die, near));
        // A campaign objective that follows its holder comes along unless the move crossed cover,
        // measured here like everything else on the map (before control is checked, so its holder
        // never loses it for a moment).
        ObjectiveRules.followHolder(tx, before, crossedCover(field, frame, to, mayCrossCover));
        // Control as the frame stands at its new point, near every station there (before its
        // PlacedAt, so a move's events keep their order: moved, control, placed).
        // At the stations it left and those it ends near: the game still has it at its old point
        // here, so who stands near them can look unchanged (a rules audit: a frame by two stations
        // moving off one kept that one from the player left alone beside it).
        List<String> leftOrReached = new ArrayList<>(before.frame(frame.owner(), frame.name())
                .map(MapNearness.ofGame(before)).orElse(List.of()));
        StationReach.stationsNear(after, moved).forEach(station -> leftOrReached.add(station.name()));
        StationRules.recheck(tx, station -> MapNearness.playersNear(tx.game(), after, station), leftOrReached);
    }

    /**
     * Whether a move to this point crossed cover: a frame that may goes over it in a straight
     * line, crossing what stands on that line (high terrain, other frames); one that may not goes
     * round, crossing nothing.
     */
    static boolean crossedCover(Battlefield field, MapFrame frame, Point to, boolean mayCrossCover) {
        return mayCrossCover && !WayRound.clear(new Segment(frame.at(), to), frame.disc().radius(),
                Movement.obstacles(field, frame));
    }

}
