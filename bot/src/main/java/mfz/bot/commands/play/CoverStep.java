package mfz.bot.commands.play;

import static mfz.bot.commands.OptionNames.COVER;
import static mfz.bot.commands.OptionNames.COVER_HITS;
import static mfz.bot.commands.OptionNames.COVER_OWNER;
import static mfz.bot.commands.OptionNames.DEFEND;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.render.PlayerChoices;
import mfz.bot.render.WhoDecides;
import mfz.rules.attack.Cover;
import mfz.rules.company.Frame;
import mfz.rules.company.Names;
import mfz.rules.game.Game;
import mfz.rules.round.Turn;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.TurnRules;

/**
 * The second step of an attack in cover: the attack menu's "in cover…" turns the same card's
 * menu into what may cover the target for that die. Nothing is stored until the cover is chosen.
 */
public final class CoverStep {

    /** Terrain cover offered by how many hits it stands; more is rare enough to type. */
    private static final int MOST_COVER_HITS = 2;

    private CoverStep() {
    }

    /**
     * The turn's controls with the attack menu replaced by what may cover the target of this
     * attack: terrain (standing the whole attack, or falling at the first, second or third hit,
     * or more), or a frame standing behind it, each with its chance once the defense is known;
     * the other attacks in cover follow as room allows, so another die is still one tap away. With
     * a defense chosen in the same tap ({@link DefendAndAttack}), the choices are those after it,
     * and each carries it, so the defense and the attack are stored together. With
     * {@code fartherFrames} ({@code cover:? cover-owner:?}), the frames the first menu had no room for.
     */
    public static List<Component.Row> rows(Game stored, long version, String die, boolean withSpot, String defend,
                                           boolean fartherFrames) {
        String player = WhoDecides.player(stored).orElseThrow();
        Game game = defend == null ? stored : DefendAndAttack.afterDefending(stored, player, defend).orElse(stored);
        Map<String, String> mine = Controls.mine(player, version);
        Map<String, String> fixed = defend == null ? mine : Controls.with(mine, Map.of(DEFEND, defend));
        Turn turn = game.roundState().active();
        Frame target = game.frame(turn.target().owner(), turn.target().frame()).orElseThrow();
        Integer defense = target.acted() ? Optional.ofNullable(target.defense()).orElse(0) : null;
        int value = CombatControls.value(die);
        AttackOffers.Attack chosen = new AttackOffers.Attack(die, value, withSpot && target.spot() != null ? target.spot() : 0);
        String key = chosen.die() + "+" + chosen.spot();
        Map<String, String> terrain = Controls.with(chosen.options(), Map.of(COVER, "terrain"));
        List<Component.Option> terrains = new ArrayList<>();
        String whole = odds(defense, () -> AttackOffers.chances(game, turn, Cover.TERRAIN, null)).getOrDefault(key, "");
        if (!whole.equals(AttackOffers.MISS)) {
            terrains.add(Controls.option("Terrain: stands the whole attack", ComponentIds.choice(terrain),
                    chosen.words(defense) + whole));
        }
        for (int hits = 0; hits <= MOST_COVER_HITS; hits++) {
            int standing = hits;
            String chance = odds(defense, () -> AttackOffers.chances(game, turn, Cover.TERRAIN, standing)).getOrDefault(key, "");
            if (!chance.equals(AttackOffers.MISS)) {
                terrains.add(Controls.option("Terrain: falls at the " + ORDINALS.get(hits) + " hit",
                        ComponentIds.choice(Controls.with(terrain, Map.of(COVER_HITS, Integer.toString(hits)))),
                        "stands " + hits + " hit" + (hits == 1 ? "" : "s") + chance));
            }
        }
        terrains.add(Controls.option("Terrain: stands more hits…",
                ComponentIds.choice(Controls.with(terrain, Map.of(COVER_HITS, Integer.toString(CombatControls.ASK_COVER_HITS)))),
                "say how many hits it stands"));
        List<Component.Option> frames = new ArrayList<>();
        for (Frame cover : covers(game, turn, target)) {
            String chance = odds(defense, () -> AttackOffers.chances(game, turn, Cover.frame(cover.owner(), cover.name()), null))
                    .getOrDefault(key, "");
            if (!chance.equals(AttackOffers.MISS)) {
                frames.add(Controls.option("Behind " + cover.name(), ComponentIds.choice(Controls.with(
                        chosen.options(), Map.of(COVER, cover.name(), COVER_OWNER, cover.owner()))),
                        game.nameOf(cover.owner()) + "'s" + chance));
            }
        }
        List<AttackOffers.Attack> others = AttackOffers.attacksBestFirst(PlayerChoices.of(game, player).stream()
                .filter(c -> c.action() == Action.ATTACK).findFirst().map(Choice::options).orElse(List.of()),
                target.spot());
        others.removeIf(other -> other.equals(chosen));
        // A sure miss is offered nowhere, here neither (a play-test found "W3 → 0 dice, in cover…").
        others.removeIf(other -> AttackOffers.missesSurely(other, defense));
        // In a battle of four or five companies the frames pass a menu's 25 lines: the first (those
        // near the target's station first, see covers) stay, and "behind another frame…" opens the
        // rest in the same menu.
        int room = Controls.MAX_OPTIONS - terrains.size();
        List<Component.Option> options = new ArrayList<>();
        if (frames.size() <= room) {
            options.addAll(terrains);
            options.addAll(frames);
        } else if (!fartherFrames) {
            options.addAll(terrains);
            options.addAll(frames.subList(0, room - 1));
            options.add(Controls.option("Behind another frame…", ComponentIds.choice(Controls.with(chosen.options(),
                    Map.of(COVER, Names.ASKS, COVER_OWNER, Names.ASKS))),
                    (frames.size() - room + 1) + " more frames: choose one next"));
        } else {
            options.addAll(frames.subList(room - 1, frames.size()));
            options.addAll(terrains);
        }
        // The other attacks in cover as room allows (the buttons still attack out of cover).
        int left = Math.max(0, Controls.MAX_OPTIONS - options.size());
        options.addAll(TurnControls.covered(others.subList(0, Math.min(others.size(), left)), defense));
        Optional<Component.Row> menu = Controls.menu(ComponentIds.menu("turn attack", fixed, ComponentIds.MANY),
                "Cover for " + chosen.words(defense) + (fartherFrames ? ": another frame…" : "…"), options);
        String attackMenu = ComponentIds.menu("turn attack", mine, ComponentIds.MANY);
        List<Component.Row> rows = new ArrayList<>();
        // the attack menu, or at the defense the defend-and-attack one: the same id
        for (Component.Row row : CombatControls.forTurn(stored, version)) {
            boolean replaced = row.components().getFirst() instanceof Component.SelectMenu m && m.id().equals(attackMenu);
            rows.add(replaced && menu.isPresent() ? menu.get() : row);
        }
        return rows;
    }

    private static final List<String> ORDINALS = List.of("first", "second", "third");

    /** The chances, worked out only once the defense is known (before, the damage dice aren't). */
    private static Map<String, String> odds(Integer defense, Supplier<Map<String, String>> compute) {
        return defense == null ? Map.of() : compute.get();
    }

    /**
     * Frames that may cover the target: any standing frame but the two involved (the rules
     * measure nothing off the map), those near the target's station first, most likely to stand
     * between.
     */
    private static List<Frame> covers(Game game, Turn turn, Frame target) {
        String near = target.nearStation();
        return TurnRules.mayCover(game, turn, target).stream()
                .sorted(Comparator.comparing((Frame f) -> near == null || !game.standsNear(f, near)))
                .toList();
    }

}
