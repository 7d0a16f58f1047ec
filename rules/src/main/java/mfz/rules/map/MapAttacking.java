package mfz.rules.map;

import java.util.List;
import java.util.Optional;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
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
 * An attack on the map (docs/rules.md §10): when the attack comes, the target must stand in the
 * range its turn named, measured between the two frames as they stand now (after any move this
 * turn); otherwise the attack is refused with the distance, and the die stays unused. Its
 * cover is the map's too ({@link MapCover}), and terrain cover stands through as many hits as its
 * height allows and loses 6 bricks a hit it takes, on the map too. Then the usual attack rules
 * decide. Off the map, or for a frame not placed on it, nothing is measured.
 */
public final class MapAttacking {

    private MapAttacking() {
    }

    public static void attack(Tx tx, Command.Attack c) {
        Game game = tx.game();
        if (game.onTheMap()) {
            TurnRules.attackable(game, c); // the usual reasons first, then the map's
            outOfRange(game, c.actor()).ifPresent(reason -> {
                throw new Refusal(reason + ".");
            });
            coverAsMeasured(tx, c);
            return;
        }
        TurnRules.attack(tx, c);
    }

    /** The attack behind the cover the map measures, or waiting for its target's owner to choose among several. */
    static void coverAsMeasured(Tx tx, Command.Attack c) {
        MapCover.Measured measured = MapCover.measured(tx.game(), c);
        if (!measured.ownerChooses().isEmpty()) {
            askTheOwner(tx, c, measured.ownerChooses());
            return;
        }
        behind(tx, measured);
    }

    /** The attack behind the cover the map measured (or its target's owner chose). */
    static void behind(Tx tx, MapCover.Measured measured) {
        if (measured.terrain() != null) {
            // Named before the attack, so its hits wear this piece down whenever they resolve.
            tx.emit(new Event.MapChanged(measured.attack().actor(), new MapEvent.CoverTaken(measured.terrain().name(),
                    MapCover.standsThrough(measured.terrain()))));
        }
        TurnRules.attack(tx, measured.attack());
    }

    /**
     * Several covers: the target's owner says which is hit first (docs/rules.md §10). The attack
     * must be one the usual rules allow (its die, its turn), checked before anyone is asked; it
     * then waits for the owner's choice.
     */
    private static void askTheOwner(Tx tx, Command.Attack c, List<CoverPiece> covers) {
        Game game = tx.game();
        try {
            if (game.decideAsUsual(new Command.Attack(c.actor(), c.die(), c.spot(), null, null, null),
                    ScriptedDice.of()) instanceof RuleViolation refused) {
                throw new Refusal(refused.message());
            }
        } catch (IllegalStateException rolls) {
            // It got as far as rolling its damage: the usual rules allow it.
        }
        Turn turn = game.turn().orElseThrow();
        String die = DieRef.find(c.die(), turn.left()).notation();
        tx.emit(new Event.DecisionRequested(new PendingDecision.CoverChoice(turn.target().owner(),
                c.actor(), turn.frame(), turn.target().frame(), die, c.spot(),
                covers.stream().map(MapCover::named).toList())));
    }

    /** Why the acting frame's target (a frame, or a piece of terrain) is out of the range its turn named, when it is. */
    public static Optional<String> outOfRange(Game game, String actor) {
        Turn turn = game.turn().orElse(null);
        if (turn == null || !turn.owner().equals(actor) || turn.range() == null
                || !turn.target().frameTarget() && turn.target().piece() == null) {
            return Optional.empty(); // the usual rules give the reason
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> attacker = field.frames().stream()
                .filter(f -> f.owner().equals(turn.owner()) && f.name().equalsIgnoreCase(turn.frame())).findFirst();
        if (turn.target().piece() != null) {
            Optional<Terrain> piece = game.map().flatMap(m -> m.piece(turn.target().piece()));
            return attacker.isEmpty() || piece.isEmpty() ? Optional.empty()
                    : Ranges.inNamedRange(attacker.get(), piece.get(), turn.range(), field.ruler()).refusal();
        }
        Optional<MapFrame> target = field.frames().stream().filter(f -> f.owner().equals(turn.target().owner())
                && f.name().equalsIgnoreCase(turn.target().frame())).findFirst();
        if (attacker.isEmpty() || target.isEmpty()) {
            return Optional.empty();
        }
        return Ranges.inNamedRange(attacker.get(), target.get(), turn.range(), field.ruler()).refusal();
    }
}
