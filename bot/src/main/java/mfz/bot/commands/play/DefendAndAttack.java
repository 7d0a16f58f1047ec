package mfz.bot.commands.play;

import static mfz.bot.commands.OptionNames.DEFEND;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.render.PlayerChoices;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Game;
import mfz.rules.map.MapCover;
import mfz.rules.round.Turn;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * The defense step's shortcut: one menu whose each choice is a defense and the attack after
 * it ({@code /turn attack die:R5 defend:W5}), so the usual turn (defend, then attack) takes one
 * tap for both. The defenses offered are the real choices ({@link TurnRules#defensesWorthChoosing});
 * the attacks
 * are those the attack step would then offer as buttons. Attacks in cover, and a frame whose
 * defense resolves an attack on it first, go step by step.
 */
public final class DefendAndAttack {

    /** Attacks offered after each defense, out of cover and in it: the menu holds every real defense's best few. */
    private static final int ATTACKS_EACH = 4;
    private static final int IN_COVER_EACH = 2;

    private DefendAndAttack() {
    }

    static Optional<Component.Row> menu(Game game, String player, Map<String, String> mine) {
        Turn turn = game.roundState().active();
        if (turn == null || turn.activatedBy() != null) {
            return Optional.empty(); // its defense resolves the attack on it first: a hit may change what follows
        }
        List<Component.Option> options = new ArrayList<>();
        boolean inCover = false;
        for (String defense : TurnControls.bestFirst(TurnRules.defensesWorthChoosing(turn.left()))) {
            Game after = afterDefending(game, player, defense).orElse(null);
            if (after == null || MapCover.coversNow(after).map(covers -> covers.size() > 1).orElse(false)) {
                continue; // several covers on the map: their owner says which is hit first, a step of its own
            }
            List<String> dice = PlayerChoices.of(after, player).stream().filter(c -> c.action() == Action.ATTACK)
                    .findFirst().map(Choice::options).orElse(List.of());
            List<AttackOffers.Offered> attacks = AttackOffers.offered(after, dice);
            String defends = defense.equals("none") ? "No defense" : TurnControls.shown(defense) + " defends";
            for (AttackOffers.Offered attack : attacks.subList(0, Math.min(ATTACKS_EACH, attacks.size()))) {
                options.add(Controls.option(defends + ", attack " + attack.label(),
                        ComponentIds.choice(Controls.with(attack.options(), DEFEND, defense)), null));
            }
            // Off the map a ranged attack on a frame may find it in cover: chosen next, on the same card.
            Turn acting = after.roundState().active();
            if (after.map().isEmpty() && acting.target().frameTarget() && acting.range() != Range.HAND) {
                Integer known = AttackOffers.knownDefense(after, acting);
                List<AttackOffers.Attack> best = attacks.stream().map(AttackOffers.Offered::attack).limit(IN_COVER_EACH)
                        .toList();
                List<Component.Option> covered = TurnControls.covered(best, known, defends + ", attack ",
                        Map.of(DEFEND, defense));
                options.addAll(covered);
                inCover |= !covered.isEmpty();
            }
        }
        return Controls.menu(ComponentIds.menu("turn attack", mine, ComponentIds.MANY),
                inCover ? "Defend and attack (or in cover)…" : "Defend and attack…", options);
    }

    /** The game once this defense is assigned (a defense rolls no die: it doesn't resolve an attack here). */
    public static Optional<Game> afterDefending(Game game, String player, String defense) {
        Decision decision = game.decide(new Command.Defend(player, defense), sides -> {
            throw new IllegalStateException("a defense that doesn't resolve an attack rolls nothing");
        });
        return decision instanceof Decision.Accepted accepted ? Optional.of(accepted.after()) : Optional.empty();
    }
}
