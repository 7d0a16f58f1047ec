package mfz.bot.commands.play;

import static mfz.bot.commands.OptionNames.DIE;
import static mfz.bot.commands.OptionNames.SPOT;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import mfz.bot.render.OddsText;
import mfz.rules.attack.AttackRules;
import mfz.rules.attack.Cover;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.map.CoverPiece;
import mfz.rules.map.MapCover;
import mfz.rules.map.Terrain;
import mfz.rules.odds.AttackChoice;
import mfz.rules.odds.AttackChoices;
import mfz.rules.odds.DamageOdds;
import mfz.rules.round.Turn;

/**
 * The attacks a turn's step offers: each die with and without the target's spot marker, best
 * first, with its damage dice and, once the target's defense is known, its chances. Shared by
 * the attack buttons, the cover step and the defend-and-attack menu.
 */
final class AttackOffers {

    private AttackOffers() {
    }

    /** The target when it is a frame, or null. */
    static Frame targetFrame(Game game, Turn turn) {
        return turn.target().frameTarget() ? game.frame(turn.target().owner(), turn.target().frame()).orElse(null) : null;
    }

    /**
     * The turn's target's known defense ({@link AttackRules#knownDefense}), or null before it acts:
     * terrain's is always 0 (a play-test read "W5 → 5 − defense" at a wall).
     */
    static Integer knownDefense(Game game, Turn turn) {
        OptionalInt defense = AttackRules.knownDefense(game, turn);
        return defense.isPresent() ? defense.getAsInt() : null;
    }

    /** An attack the step offers, with its label and its chance (empty where unknown). */
    record Offered(Attack attack, String label, String chance) {

        Map<String, String> options() {
            return attack.options();
        }
    }

    /**
     * The attacks the step offers out of cover (or in the map's one cover), best first: only
     * what the map allows now (an attack out of the named range waits for a move; typed with
     * override:true the host may still confirm it), and, once the defense is known, only a die
     * that can beat it (any other only wastes a tap).
     */
    static List<Offered> offered(Game game, List<String> dice) {
        Turn turn = game.roundState().active();
        Frame target = targetFrame(game, turn);
        Integer defense = knownDefense(game, turn);
        List<Attack> attacks = attacksBestFirst(dice, target == null ? null : target.spot());
        // A white that rolls what a weapon's die rolls is the worse tap: the white could still move or spot
        // after (a phone review: "Attack 🟥 R1" and "Attack ⬜ W1" side by side with the same odds).
        Set<String> weapons = attacks.stream().filter(a -> !WHITE.matcher(a.die()).matches())
                .map(a -> a.value() + "+" + a.spot()).collect(Collectors.toSet());
        attacks.removeIf(a -> WHITE.matcher(a.die()).matches() && weapons.contains(a.value() + "+" + a.spot()));
        if (game.map().isPresent()) {
            attacks.removeIf(attack -> !GameQueries.accepts(game, new Command.Attack(turn.owner(), attack.die(),
                    attack.spot() > 0, null, null, null)));
        }
        List<CoverPiece> onTheMap = MapCover.coversNow(game).orElse(null);
        Cover measured = onTheMap != null && onTheMap.size() == 1 ? onTheMap.getFirst().asCover() : Cover.NONE;
        // Terrain on the map stands through as many hits as its height allows, then the rest hit the
        // target; with several covers the target's owner says which is hit first, so no chance is shown
        // (an audit of the odds: the buttons showed open ground, or a cover that never fell).
        Integer coverHits = onTheMap != null && onTheMap.size() == 1
                && onTheMap.getFirst() instanceof CoverPiece.OfTerrain(Terrain terrain)
                ? MapCover.standsThrough(terrain) : null;
        boolean unknownCover = onTheMap != null && onTheMap.size() > 1;
        Map<String, String> chances = defense == null || unknownCover ? Map.of()
                : chances(game, turn, measured, coverHits);
        attacks.removeIf(attack -> missesSurely(attack, defense)
                || MISS.equals(chances.get(attack.die() + "+" + attack.spot())));
        List<Offered> offered = new ArrayList<>();
        for (Attack attack : attacks) {
            String chance = chances.getOrDefault(attack.die() + "+" + attack.spot(), "");
            offered.add(new Offered(attack, attack.words(defense) + chance, chance));
        }
        return offered;
    }

    /** A white die's notation ({@code W6}, {@code d8W5}). */
    private static final Pattern WHITE = Pattern.compile("(?:d\\d+)?W\\d+");

    /** What {@link #chances} says of an attack that rolls no damage dice. */
    static final String MISS = ": a miss";

    /**
     * Out of cover, once the target's defense is known: each die's (and spot's) exact chance to
     * hit, and to destroy, "kill" (left out at 0 %: a phone shows about 40 characters of a button,
     * and "91 % hit, 2 % de…" was cut there: a phone review; a bare 💀 left players guessing,
     * another), keyed
     * "R5+3"; nothing where the odds can't be worked out.
     */
    static Map<String, String> chances(Game game, Turn turn, Cover cover, Integer coverHits) {
        try {
            Map<String, String> chances = new HashMap<>();
            for (AttackChoice choice : AttackChoices.forTurn(game, turn, turn.target(), cover, coverHits).choices()) {
                DamageOdds odds = choice.odds();
                String words = choice.damageDice() == 0 ? MISS
                        : ": " + OddsText.percent(odds.targetHitsAtLeast(1)) + " hit"
                        + (odds.setup().targetHitsToDestroy() == null || OddsText.percent(odds.destroyed()).equals("0 %")
                        ? "" : ", kill " + OddsText.percent(odds.destroyed()));
                chances.put(choice.die().notation() + "+" + choice.spot(), words);
            }
            return chances;
        } catch (RuntimeException noOdds) {
            return Map.of();
        }
    }

    /** Whether the attack rolls no damage dice at all against this defense (null: not known yet). */
    static boolean missesSurely(Attack attack, Integer defense) {
        return defense != null && attack.total() <= defense;
    }

    /** Each die's attack, and with the target's spot marker where it has one, the most damage first. */
    static List<Attack> attacksBestFirst(List<String> dice, Integer spot) {
        List<Attack> attacks = new ArrayList<>();
        for (String die : dice) {
            attacks.add(new Attack(die, CombatControls.value(die), 0));
            if (spot != null) {
                attacks.add(new Attack(die, CombatControls.value(die), spot));
            }
        }
        // At the same total a weapon's die comes before a white, which any step may use later (a phone
        // review: "Attack ⬜ W6" came first, was tapped, and the turn spotted with a W5 after).
        attacks.sort(Comparator.comparingInt(Attack::total).reversed().thenComparing(attack -> WHITE.matcher(
                attack.die()).matches()));
        return attacks;
    }

    /** An attack die, with or without the spot marker's value. */
    record Attack(String die, int value, int spot) {

        int total() {
            return value + spot;
        }

        Map<String, String> options() {
            return spot == 0 ? Map.of(DIE, die) : Map.of(DIE, die, SPOT, "true");
        }

        /** {@code 🟥 R5 + 👁️3 → 6 dice}: the damage dice, once the defense is known. */
        String words(Integer defense) {
            // a target that hasn't acted defends first: its defense, unknown, comes before the dice (a phone review)
            String dice = defense == null ? total() + " − defense (it acts first)"
                    : Math.max(0, total() - defense) + " di" + (total() - defense == 1 ? "e" : "ce");
            // the spot as the table shows a frame's marker (👁️3), short enough for a phone's button
            return TurnControls.shown(die) + (spot == 0 ? "" : " + 👁️" + spot) + " → " + dice;
        }
    }
}
