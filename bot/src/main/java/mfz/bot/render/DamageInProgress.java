package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import mfz.rules.attack.Cover;
import mfz.rules.attack.DieEffect;
import mfz.rules.game.Event;
import mfz.rules.game.Game;

/**
 * The damage being resolved, followed event by event, to say what the events alone don't:
 * which frame a hit on the cover struck, and the dice left over when the target is gone.
 */
final class DamageInProgress {

    private final List<Integer> remaining = new ArrayList<>();
    private Cover cover;

    static DamageInProgress at(Game game) {
        DamageInProgress damage = new DamageInProgress();
        if (game.roundState() != null && game.roundState().resolution() != null) {
            damage.remaining.addAll(game.roundState().resolution().remaining());
            damage.cover = game.roundState().resolution().cover();
        }
        return damage;
    }

    String explain(Event event, String line, Function<String, String> name) {
        return switch (event) {
            case Event.DamageDieResolved e when e.effect() == DieEffect.COVER_HIT && cover != null
                    && cover.kind() == Cover.Kind.FRAME ->
                    line.replace("hits the cover", "hits the covering frame, **" + cover.frame() + "**"
                            + (cover.owner() == null ? "" : " (" + name.apply(cover.owner()) + ")"));
            default -> line;
        };
    }

    void follow(Event event) {
        switch (event) {
            case Event.DamageRolled e -> {
                remaining.clear();
                remaining.addAll(e.dice().stream().sorted().toList());
                cover = e.cover();
            }
            case Event.FallDamageRolled e -> {
                remaining.clear();
                remaining.addAll(e.dice().stream().sorted().toList());
                cover = null;
            }
            case Event.DamageDieResolved e -> remaining.remove(Integer.valueOf(e.value()));
            case Event.CoverDestroyed e -> cover = null;
            case Event.DamageResolved e -> remaining.clear();
            default -> {
            }
        }
    }

    /** The dice the rules never resolved because the target was gone, or empty. */
    List<Integer> leftOver(Event event) {
        return event instanceof Event.DamageResolved ? List.copyOf(remaining) : List.of();
    }
}
