package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Refusal;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Tx;
import mfz.rules.game.Waiting;
import mfz.rules.round.Turn;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.DieRef;
import mfz.rules.turn.Frames;
import mfz.rules.turn.TurnRules;

/**
 * Overriding the map (docs/rules.md §10: the map helps, the players rule). A player who holds
 * that the map measured wrong declares the attack, the spot or the station a frame stands near as
 * they see it; the host confirms it, and it is decided by the usual rules as declared, or refuses
 * it, and the player acts again. The declaration, what the map said and the host's answer are all
 * in the game's log.
 */
public final class MapOverride {

    private MapOverride() {
    }

    public static void declare(Tx tx, Command.DeclareAttack c) {
        Game game = tx.game();
        Refusal.require(game.onTheMap(), "This game has no map: declare the attack as usual, without override.");
        Turn turn = game.turn().orElse(null);
        Refusal.require(turn != null && turn.owner().equals(c.actor()), "Not your turn: " + Waiting
                .describe(game));
        Command.Attack attack = new Command.Attack(c.actor(), c.die(), c.spot(), c.cover(), c.coverOwner(), c.coverHits());
        String mapSaid = disagreement(game, attack).orElseThrow(() -> new Refusal(
                "The map agrees with that attack: attack as usual, without override."));
        // The usual rules must allow what is declared (its die, its turn, its cover), their reason
        // standing: a declaration they refuse left the host a Confirm that was refused in turn (a map audit).
        try {
            if (game.decideAsUsual(asUsual(game, attack).attack(), ScriptedDice.of())
                    instanceof RuleViolation refused) {
                throw new Refusal(refused.message());
            }
        } catch (IllegalStateException rolls) {
            // It got as far as rolling its damage: the usual rules allow it.
        }
        tx.emit(new Event.DecisionRequested(new PendingDecision.AgainstTheMap(game.host(), c.actor(),
                new PendingDecision.AttackDeclared(turn.frame(), c.die(), c.spot(), c.cover(), c.coverOwner(),
                        c.coverHits()), mapSaid)));
    }

    /** The host's answer, logged either way; confirmed, what was declared is decided by the usual rules alone. */
    public static void confirm(Tx tx, Command.ConfirmOverride c) {
        if (!(tx.game().pending() instanceof PendingDecision.AgainstTheMap declared)) {
            throw new Refusal("Nothing declared against the map is waiting on the host.");
        }
        Game before = tx.game();
        tx.emit(new Event.OverrideDecided(c.actor(), declared.declarer(), c.accept(), declared.mapSaid()));
        if (!c.accept()) {
            return;
        }
        String who = declared.declarer();
        switch (declared.declared()) {
            case PendingDecision.AttackDeclared a -> {
                Command.Attack attack = new Command.Attack(who, a.die(), a.spot(), a.cover(), a.coverOwner(),
                        a.coverHits());
                // Only what was declared overrides the map: a range overridden with no cover said
                // keeps the map's cover (and its owner's choice among several), where the confirm
                // went ahead out of cover (a map audit, 2026-11-27).
                if (blank(a.cover())) {
                    MapAttacking.coverAsMeasured(tx, attack);
                } else {
                    MapAttacking.behind(tx, asUsual(before, attack));
                }
            }
            case PendingDecision.PlacementDeclared p -> PlacingOverride.confirmed(tx, before, who, p);
            case PendingDecision.SpotDeclared s -> TurnRules.spot(tx, new Command.Spot(who, s.target(), s.targetOwner(),
                    s.die()));
            case PendingDecision.NearDeclared n -> StationRules.standNear(tx,
                    new Command.StandNear(who, n.owner(), n.frame(), n.station()));
        }
    }

    /**
     * {@code /turn spot … override:true}: a spot the map refuses, declared. The usual spot rules
     * must allow it (their reason stands); a spot the map allows is refused (spot as usual).
     */
    public static void declare(Tx tx, Command.DeclareSpot c) {
        Game game = tx.game();
        Refusal.require(game.onTheMap(), "This game has no map: spot as usual, without override.");
        Command.Spot spot = new Command.Spot(c.actor(), c.frame(), c.owner(), c.die());
        Optional<String> map = MapTurns.mapRefusal(game, spot);
        if (game.decide(spot, ScriptedDice.of()) instanceof RuleViolation refused
                && (map.isEmpty() || !refused.message().equals(map.get() + "."))) {
            throw new Refusal(refused.message()); // the usual rules' reason: not the map's to override
        }
        String mapSaid = map.orElseThrow(() -> new Refusal(
                "The map agrees with that spot: spot as usual, without override."));
        Turn turn = game.turn().orElseThrow();
        // A name one's own frame shares means the other's, as for a plain spot (an adversarial test).
        Frame target = Frames.aimedAt(game, turn.owner(), c.owner(), c.frame());
        String die = DieRef.find(c.die(), turn.left()).notation();
        tx.emit(new Event.DecisionRequested(new PendingDecision.AgainstTheMap(game.host(), c.actor(),
                new PendingDecision.SpotDeclared(turn.frame(), die, target.owner(), target.name()), mapSaid)));
    }

    /**
     * {@code /station near … override:true}: a player says their frame stands near another station
     * than the map measured (§10 rulings: an override the host confirms). The usual rules of a
     * correction must allow it (whose frame, when); the host's own correction needs no confirming.
     */
    public static void declare(Tx tx, Command.DeclareNear c) {
        Game game = tx.game();
        Refusal.require(game.onTheMap(), "This game has no map: say where it stands as usual, without override.");
        Refusal.require(!c.actor().equals(game.host()), "As the host you correct it directly: `/station near` "
                + "without override.");
        // the usual rules of a correction (whose frame, when), as off the map: their reason stands
        Frame frame = MapTurns.correctedFrame(game, new Command.StandNear(c.actor(), c.owner(), c.frame(), c.station()));
        String station = StationRules.stationOnTable(game, c.station());
        Refusal.require(!game.isTheObjective(station), "The map doesn't measure " + station + ": say it stands near it "
                + "without override.");
        // What the map measures now, every station within 1 unit (not what was last recorded: a
        // host's correction may stand there); one of them is no disagreement.
        List<String> measured = MapTurns.measuredNear(game, frame);
        Refusal.require(!MapTurns.agrees(measured, station), "The map agrees: " + frame.name() + " stands "
                + MapTurns.measuredWords(measured) + ". Say so without override.");
        tx.emit(new Event.DecisionRequested(new PendingDecision.AgainstTheMap(game.host(), c.actor(),
                new PendingDecision.NearDeclared(frame.owner(), frame.name(), station),
                "the map measures " + frame.name() + " " + MapTurns.measuredWords(measured))));
    }

    /**
     * A declared attack as the usual rules take it: a piece of terrain named as the cover is
     * {@code terrain} to them, standing through the hits declared (else those its height gives),
     * and the piece is kept, so that confirmed, the hits wear it down as a measured cover's do.
     */
    private static MapCover.Measured asUsual(Game game, Command.Attack c) {
        if (c.cover() == null || c.cover().isBlank() || c.coverOwner() != null && !c.coverOwner().isBlank()) {
            return new MapCover.Measured(c, null);
        }
        String named = c.cover().strip();
        return MapPlacing.battlefield(game).terrain().stream().filter(t -> t.name().equalsIgnoreCase(named))
                .findFirst()
                .map(piece -> new MapCover.Measured(new Command.Attack(c.actor(), c.die(), c.spot(), "terrain", null,
                        c.coverHits() != null ? c.coverHits() : MapCover.standsThrough(piece)), piece))
                .orElse(new MapCover.Measured(c, null));
    }

    /**
     * What the map says against this attack, its range and its cover both (the host confirms all
     * that is overridden: shown the range alone, a host confirmed a cover they never saw), or empty
     * when it agrees. Which of several covers is hit first is its target's owner's to say, not a
     * measure to override.
     */
    private static Optional<String> disagreement(Game game, Command.Attack attack) {
        List<String> said = new ArrayList<>();
        MapAttacking.outOfRange(game, attack.actor()).ifPresent(said::add);
        if (!blank(attack.cover())) {
            List<CoverPiece> covers = MapCover.coversNow(game).orElse(List.of());
            Refusal.require(covers.size() < 2 || attack.cover().strip().equalsIgnoreCase("none")
                    || MapCover.matching(covers, attack.cover().strip(), attack.coverOwner()).isEmpty(),
                    () -> "The map finds " + attack.cover().strip() + " among the covers: which is hit first is "
                            + "the target's owner's to say. Attack without `cover:`, and they choose.");
            try {
                MapCover.measured(game, attack);
            } catch (Refusal refused) {
                said.add(refused.getMessage().replaceAll("\\.$", ""));
            }
        }
        return said.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", said));
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
