package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.render.PlayerChoices;
import mfz.bot.render.WhoDecides;
import mfz.rules.attack.AttackRules;
import mfz.rules.company.FrameSystem;
import mfz.rules.company.SystemType;
import mfz.rules.damage.DamageRules;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.odds.AttackChoices;
import mfz.rules.odds.Odds;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.TurnRules;

/**
 * Combat's buttons and menus, made from the rules' own list of legal choices for whoever
 * must act: a button per frame that may take a turn (it opens {@code /turn plan}), pass,
 * the legal dice for each step of a turn, spotting, ending the turn, and the systems a hit
 * may take. Every control is that player's alone and goes stale when the game moves on.
 */
public final class CombatControls {

    private CombatControls() {
    }

    /**
     * True when a range of this frame needs an SSR fired (direct fire without a direct-fire weapon):
     * the start menus leave it to the frame's plan, and its button says so (a player's first games
     * found nothing on the first message said where an SSR-only frame fires).
     */
    private static boolean ssrOnly(Game game, String player, FrameRef ref) {
        return game.frame(player, ref.frame()).map(frame -> TurnRules.legalRanges(frame).stream()
                .anyMatch(range -> TurnRules.needsAnSsr(frame, range))).orElse(false);
    }

    public static List<Component.Row> forTurn(Game game, long version) {
        String player = WhoDecides.player(game).orElse(null);
        if (player == null) {
            return List.of();
        }
        Map<String, String> mine = Controls.mine(player, version);
        List<Component.Row> rows = new ArrayList<>();
        List<Component.Button> general = new ArrayList<>();
        List<Choice> choices = PlayerChoices.of(game, player);
        for (Choice choice : choices) {
            switch (choice.action()) {
                case START_TURN -> {
                    List<Component.Button> frames = new ArrayList<>();
                    for (FrameRef frame : choice.frames()) {
                        frames.add(Controls.button(ComponentIds.button("turn plan", Controls.with(mine, "frame", frame.frame())),
                                "Turn: " + frame.frame() + (ssrOnly(game, player, frame) ? " (🚀 direct fire)" : ""),
                                Component.Style.PRIMARY));
                    }
                    // the start menus first (one tap starts a turn), then the buttons to each frame's plan, then Pass
                    int buttonRows = Math.min(2, (frames.size() + Controls.ROW - 1) / Controls.ROW);
                    rows.addAll(TurnStarts.menus(game, player, choice.frames(), mine,
                            Controls.MAX_ROWS - 1 - buttonRows - rows.size()));
                    Controls.addRows(rows, frames, 2);
                }
                case PASS -> general.add(Controls.button(ComponentIds.button("turn pass", mine), "Pass",
                        Component.Style.SECONDARY));
                case WAIT_FOR_LATER_DIE -> general.add(Controls.button(ComponentIds.button("turn wait",
                        Controls.with(mine, "frame", choice.frames().getFirst().frame())), "Wait for the higher d20",
                        Component.Style.SECONDARY));
                case DEFEND -> {
                    // Only the defenses worth choosing: a lower blue die, a white no higher than the
                    // best blue one, or none beside a blue die, never do better (typed, they still may).
                    Controls.addRows(rows, dice("turn defend", "Defend",
                            TurnRules.defensesWorthChoosing(game.roundState().active().left()), mine,
                            Component.Style.PRIMARY, leftToTheAttack(game)), 1);
                    DefendAndAttack.menu(game, player, mine).ifPresent(rows::add);
                }
                case MOVE -> TurnControls.moves(game, player, choice.options(), mine).ifPresent(rows::add);
                case ATTACK -> rows.addAll(TurnControls.attacks(game, choice.options(), mine));
                case SPOT -> TurnControls.spots(game, player, choice, mine).ifPresent(rows::add);
                case END_TURN -> general.add(Controls.button(ComponentIds.button("turn end", mine), "End the turn",
                        Component.Style.SECONDARY));
                case FALL, MOVE_OBJECTIVE, TAKE_HIT, RETREAT, CHOOSE_DOOMSDAY -> {
                }
            }
        }
        // Decisions beside the turn (a fall, the objective's move): under its controls while they fit,
        // else each a button beside them that opens it on the card (a search of random games found
        // the objective's menu with no row mid-turn).
        List<BesideTheTurn.Decision> beside = BesideTheTurn.decisions(game, choices, mine);
        int besideRows = beside.stream().mapToInt(decision -> decision.rows().size()).sum();
        boolean besideFits = rows.size() + (general.isEmpty() ? 0 : 1) + besideRows <= Controls.MAX_ROWS;
        if (!besideFits) {
            beside.forEach(decision -> general.add(decision.open()));
        }
        if (!general.isEmpty()) {
            if (rows.size() >= Controls.MAX_ROWS || general.size() > Controls.ROW) {
                Controls.CUTS.warn("a turn's card cut its buttons {} to {}", general.stream().map(Component.Button::label)
                        .toList(), rows.size() >= Controls.MAX_ROWS ? 0 : Controls.ROW);
            }
            if (rows.size() < Controls.MAX_ROWS) {
                rows.add(new Component.Row(new ArrayList<>(general.subList(0, Math.min(Controls.ROW, general.size())))));
            }
        }
        if (besideFits) {
            beside.forEach(decision -> rows.addAll(decision.rows()));
        }
        if (rows.size() > Controls.MAX_ROWS) {
            Controls.CUTS.warn("a turn's card cut to {} of its {} rows", Controls.MAX_ROWS, rows.size());
            return rows.subList(0, Controls.MAX_ROWS);
        }
        return rows;
    }

    /**
     * The cover menu's "terrain standing more hits…" carries {@code cover-hits:-1}: no cover
     * stands fewer than 0 hits, so {@code /turn attack} reads it as "ask", and opens a form.
     */
    public static final int ASK_COVER_HITS = -1;

    public static List<Component.Row> forHit(Game game, PendingDecision.HitChoice hit, long version) {
        Map<String, String> mine = Controls.mine(hit.player(), version);
        List<Component.Button> buttons = new ArrayList<>();
        // Each system says what it does, and the retreat what it costs: "Lose B … Retreat from Fang-a" asked
        // a newcomer to know the letters (a phone review).
        // The loss that destroys the frame says so: "Drop a white die" took a last white, and the frame with it,
        // where the retreat beside it would have kept it (a phone review). Its last system or white, that is: the
        // game after the tap also takes the later hits that leave no choice, which read as this loss's (a review).
        boolean destroys = game.frame(hit.player(), hit.frame())
                .map(f -> AttackChoices.hitsToDestroy(f) == 1).orElse(false);
        for (String system : hit.options()) {
            buttons.add(Controls.button(ComponentIds.button("damage take", Controls.with(mine, "system", system)),
                    (system.equalsIgnoreCase("white") ? destroys ? "Drop the last white" : "Drop a white die"
                            : "Lose " + system + " (" + what(system) + ")") + (destroys ? ": " + hit.frame()
                            + " is destroyed" : ""), Component.Style.DANGER));
        }
        if (hit.retreatFrom() != null) {
            // what it costs said too: "no loss" hid that the frame leaves the station (a phone review), and "leaves
            // it" read as giving the station up, which stays held unless another player's frame stands near (another)
            buttons.add(Controls.button(ComponentIds.button("damage retreat", mine), "Retreat: ignore the hit, step "
                    + "away from " + DamageRules.retreatLeaves(game, hit), Component.Style.SECONDARY));
        }
        List<Component.Row> rows = new ArrayList<>();
        Controls.addRows(rows, buttons, 2);
        return rows;
    }

    /** What a system does, as a hit's button says it: "defense", "split weapon", "environmental: heat". */
    private static String what(String system) {
        try {
            FrameSystem parsed = FrameSystem.parse(system);
            return parsed.isSplit() ? "split weapon" : parsed.kind() != null ? "environmental: " + parsed.kind()
                    : parsed.type().word();
        } catch (RuntimeException notASystem) {
            return SystemType.fromCode(system).map(SystemType::word).orElse("a system");
        }
    }

    private static List<Component.Button> dice(String command, String verb, List<String> dice, Map<String, String> mine,
                                               Component.Style style, Function<String, String> after) {
        List<Component.Button> buttons = new ArrayList<>();
        for (String die : TurnControls.bestFirst(dice)) {
            String label = (die.equals("none") ? verb + ": none" : verb + " " + TurnControls.shown(die))
                    + after.apply(die);
            buttons.add(Controls.button(ComponentIds.button(command, Controls.with(mine, "die", die)), label, style));
        }
        return buttons;
    }

    /**
     * A frame acting first defends against an attack already announced: each defense says the
     * damage dice it leaves that attack ("Defend ⬜ W3 → 1 damage die"), since the choice weighs
     * a die kept for its own attack against the dice taken (a phone review: the attack stood two
     * messages up, the buttons said nothing of it). Nothing for a defense in tactical order.
     */
    private static Function<String, String> leftToTheAttack(Game game) {
        Optional<AttackRules.Incoming> incoming = AttackRules.incoming(game, game.roundState().active());
        return die -> incoming.map(a -> Odds.damageDice(a.attack(), a.spot(), die.equals("none") ? 0 : value(die)))
                .map(dice -> " → " + (dice == 0 ? "a miss" : dice + (dice == 1 ? " damage die" : " damage dice")))
                .orElse("");
    }

    /** The value a die notation ends with: {@code R5} → 5, {@code d20W17} → 17 (no pattern compiled per die). */
    public static int value(String die) {
        int digits = die.length();
        while (digits > 0 && Character.isDigit(die.charAt(digits - 1))) {
            digits--;
        }
        return Integer.parseInt(die.substring(digits));
    }
}
