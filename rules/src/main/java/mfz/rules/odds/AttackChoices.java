package mfz.rules.odds;

import static mfz.rules.game.Refusal.require;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import mfz.rules.attack.Cover;
import mfz.rules.attack.Situation;
import mfz.rules.company.Frame;
import mfz.rules.company.SystemType;
import mfz.rules.damage.DamageRules;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Game;
import mfz.rules.game.Refusal;
import mfz.rules.map.CoverPiece;
import mfz.rules.map.MapCover;
import mfz.rules.round.Turn;
import mfz.rules.turn.Frames;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import mfz.rules.turn.TurnRules;

/**
 * The odds of each attack a turn underway can make (docs/rules.md §5 step 4, §6), from the real
 * situation: the dice left in its roll, the target's defense, spot, systems and whites, the
 * cover's. What the odds can't know: a target that hasn't acted defends before the dice
 * (shown at its defense now), and a target (or a covering frame) standing near its own station
 * may ignore one hit by leaving it (not counted).
 */
public final class AttackChoices {

    private AttackChoices() {
    }

    /**
     * For {@code /odds target:}: the caller's turn underway against a frame or the turn's own
     * target, in the cover named (as {@code /turn attack} names it).
     *
     * @param targetName a frame's name, or null for the target the turn named
     * @param coverName  none, terrain or a frame's name; null: none
     */
    public static AttackOdds forCaller(Game g, String player, String targetOwner, String targetName, String coverName,
                                       String coverOwner, Integer coverHits) {
        Turn t = g.roundState() == null ? null : g.roundState().active();
        require(t != null && t.owner().equals(player) && !t.rolled().isEmpty(),
                "None of your frames is in its turn with dice rolled: without a turn, ask `/odds attack:<n> defense:<n>`.");
        // A turn attacks once, and spots last (§5): the dice it has left attack nothing now.
        require(!t.attacked() && !t.spotted(), t.frame() + (t.attacked() ? " has attacked" : " has spotted")
                + " this turn: it attacks no more. For a what-if, ask `/odds attack:<n> defense:<n>`.");
        Target target = asked(g, player, targetOwner, targetName);
        require(target != null && !target.noTarget(), t.frame() + " named no target: it can't attack this turn.");
        if (target.frameTarget()) {
            // On the map the cover is the map's answer, wherever the odds are asked (docs/rules.md §10).
            Optional<List<CoverPiece>> measured = MapCover.coversAgainst(g, target.owner(), target.frame());
            if (measured.isPresent()) {
                return onTheMap(g, t, target, measured.get(), coverName, coverOwner);
            }
        }
        Cover cover = Cover.NONE;
        if (coverName != null && !coverName.isBlank() && !coverName.strip().equalsIgnoreCase("none")) {
            require(target.frameTarget(), "Terrain is never in cover.");
            if (coverName.strip().equalsIgnoreCase("terrain") && (coverOwner == null || coverOwner.isBlank())) {
                cover = Cover.TERRAIN;
            } else {
                Frame c = Frames.any(g, coverOwner, coverName);
                require(c.alive(), Frames.label(g, c) + " is destroyed: it covers nothing.");
                require(!c.is(target.owner(), target.frame()), "A frame can't cover itself.");
                require(!c.is(t.owner(), t.frame()), "The attacker can't be the target's cover."); // as the attack says
                cover = Cover.frame(c.owner(), c.name());
            }
        }
        require(coverHits == null || cover.kind() == Cover.Kind.TERRAIN,
                "cover-hits counts the hits terrain cover takes: name terrain cover.");
        require(coverHits == null || coverHits >= 0, "cover-hits can't be negative.");
        return forTurn(g, t, target, cover, coverHits);
    }

    /**
     * The target {@code /odds target:} asks about, read as a turn reads it (a piece of terrain by
     * name on the map, {@code terrain} off it, an enemy frame); the turn's own when none is named.
     */
    public static Target asked(Game g, String player, String targetOwner, String targetName) {
        Turn t = g.roundState() == null ? null : g.roundState().active();
        if (targetName == null || targetName.isBlank()) {
            return t == null ? null : t.target();
        }
        Target named = TurnRules.target(g, player, targetName, targetOwner);
        require(!named.noTarget(), "Name the frame or terrain to ask about, or leave out `target:` for the turn's own.");
        return named;
    }

    /**
     * The odds against a target in the cover the map finds: none, the one piece, or with several
     * the one named (its owner says which is hit first; unnamed, refused: any one would be a guess). Terrain
     * stands through the hits its height allows; cover the map doesn't find is refused with its answer.
     */
    private static AttackOdds onTheMap(Game g, Turn t, Target target, List<CoverPiece> covers, String coverName,
                                       String coverOwner) {
        String named = coverName == null || coverName.isBlank() ? null : coverName.strip();
        if (covers.isEmpty()) {
            require(named == null || named.equalsIgnoreCase("none"), "On the map nothing covers " + target.frame()
                    + " against " + t.frame() + ": ask without `cover:`.");
            return forTurn(g, t, target, Cover.NONE, null);
        }
        // Several: the target's owner says which is hit first, so the odds can't pick one for them.
        require(named != null || covers.size() == 1, () -> "On the map " + target.frame() + " stands in cover of "
                + MapCover.list(covers, g)
                + ": its owner says which is hit first. Ask with `cover:` naming one.");
        CoverPiece piece = named == null ? covers.getFirst() : MapCover.matching(covers, named, coverOwner)
                .orElseThrow(() -> new Refusal("On the map " + target.frame() + " stands in cover of "
                + MapCover.list(covers, g)
                + ", not `" + named + "`."));
        return switch (piece) {
            case CoverPiece.OfTerrain terrain -> forTurn(g, t, target, Cover.TERRAIN, MapCover.standsThrough(terrain.terrain()));
            case CoverPiece.OfFrame frame -> forTurn(g, t, target, Cover.frame(frame.frame().owner(), frame.frame().name()), null);
        };
    }

    /** Every red or white die left in the turn, against this target in this cover. */
    public static AttackOdds forTurn(Game g, Turn t, Target target, Cover cover, Integer coverHits) {
        if (t.range() == null) {
            throw new Refusal(t.frame() + " named no range: it can't attack this turn.");
        }
        Frame f = target.frameTarget() ? g.frame(target.owner(), target.frame()).orElseThrow() : null;
        require(f == null || f.alive(), () -> Frames.label(g, f) + " is destroyed.");
        Situation chart;
        Integer standsThrough = null;
        boolean shrugs = false;
        if (f == null) {
            chart = Situation.TERRAIN_TARGET;
        } else if (t.range() == Range.HAND) {
            chart = Situation.HAND_TO_HAND;
        } else {
            chart = switch (cover.kind()) {
                case NONE -> Situation.OUT_OF_COVER;
                case TERRAIN -> Situation.TERRAIN_COVER;
                case FRAME -> Situation.FRAME_COVER;
            };
            if (cover.kind() == Cover.Kind.TERRAIN) {
                standsThrough = coverHits;
            } else if (cover.frameCover()) {
                Frame c = g.frame(cover.owner(), cover.frame()).orElseThrow();
                // a covering frame that retreats still covers (DamageRules): the hit it ignores doesn't wear it down
                standsThrough = hitsToDestroy(c) - 1 + (DamageRules.heldStation(g, c) != null ? 1 : 0);
                shrugs = c.count(SystemType.DEFENSE) >= 2;
            }
        }
        int defense = f == null || f.defense() == null ? 0 : f.defense();
        // A frame by a station its owner holds may ignore one hit of the attack by leaving it (§6): a kill takes one
        // more (a phone review: "kill 50 %" against a frame that retreated, none in truth).
        String mayLeave = f == null ? null : DamageRules.heldStation(g, f);
        Integer destroyedAt = f == null ? null : hitsToDestroy(f) + (mayLeave != null ? 1 : 0);
        Set<String> seen = new LinkedHashSet<>();
        List<AttackChoice> choices = new ArrayList<>();
        for (RolledDie die : t.left().stream().sorted((a, b) -> b.value() - a.value()).toList()) {
            if ((die.colour() != DieColour.RED && die.colour() != DieColour.WHITE) || !seen.add(die.notation())) {
                continue;
            }
            List<Integer> spots = f != null && f.spot() != null ? List.of(0, f.spot()) : List.of(0);
            for (int spot : spots) {
                int dice = Odds.damageDice(die.value(), spot, defense);
                DamageOdds odds = Odds.of(new DamageSetup(dice, chart, standsThrough, shrugs, destroyedAt));
                choices.add(new AttackChoice(die, spot, dice, odds));
            }
        }
        String label = f == null ? "terrain" : Frames.label(g, f);
        return new AttackOdds(t.frame(), label, defense, f != null && !f.acted(), f == null ? 0 : f.systems().size(),
                f == null ? 0 : f.whites(), chart, choices, mayLeave);
    }

    /** The hit that destroys a frame: one per system, then one per white. */
    public static int hitsToDestroy(Frame f) {
        return f.systems().size() + f.whites();
    }
}
