package mfz.rules.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.damage.DamageRules;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.map.MapAttacking;
import mfz.rules.map.MapCover;
import mfz.rules.map.MapTurns;
import mfz.rules.options.AdvancedOption;
import mfz.rules.round.Initiative;
import mfz.rules.round.InitiativeSlot;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;

/**
 * What a player can do now during combat and the doomsday countdown: the legal actions and,
 * for each, the legal values. Everything offered here is accepted by {@link Game#decide}
 * (a front end can turn it into buttons); anything else is refused.
 */
public final class Choices {

    private Choices() {
    }

    public static List<Choice> of(Game g, String player) {
        List<Choice> out = new ArrayList<>();
        if (g.pending() != null) {
            if (!g.pending().player().equals(player)) {
                return out;
            }
            switch (g.pending()) {
                case PendingDecision.HitChoice h -> {
                    out.add(new Choice(Action.TAKE_HIT, h.options(), List.of(ref(g, h.player(), h.frame())),
                            h.frame() + " is hit: choose what it loses."));
                    if (h.retreatFrom() != null) {
                        out.add(new Choice(Action.RETREAT, List.of(), List.of(ref(g, h.player(), h.frame())),
                                "Ignore this hit by leaving " + DamageRules.retreatLeaves(g, h) + " (control is re-checked)."));
                    }
                }
                case PendingDecision.DoomsdayChoice d -> out.add(new Choice(Action.CHOOSE_DOOMSDAY,
                        List.of("yes", "no"), List.of(), "Take one more tick off the doomsday clock (it stands at "
                        + g.doomsday() + ")?"));
                case PendingDecision.CoverChoice c -> out.add(new Choice(Action.CHOOSE_COVER, MapCover.typed(g, c.covers()),
                        List.of(ref(g, c.player(), c.target())), c.frame() + " attacks " + c.target()
                        + ", which stands in several covers: say which is hit first."));
                default -> {
                }
            }
            return out;
        }
        if (g.phase() != Phase.COMBAT || g.roundState() == null) {
            return out;
        }
        Turn t = g.roundState().active();
        if (t != null) {
            if (t.owner().equals(player)) {
                turnChoices(g, t, out);
            }
        } else if (Initiative.holder(g).map(player::equals).orElse(false)) {
            holderChoices(g, player, out);
        }
        ObjectiveRules.choice(g, player).ifPresent(out::add);
        if (g.options().has(AdvancedOption.ELEVATION) && fallAllowed(g)) {
            List<FrameRef> own = g.framesOf(player).stream().filter(f -> f.alive() && f.placed()).map(f -> ref(g, f)).toList();
            if (!own.isEmpty()) {
                out.add(new Choice(Action.FALL, List.of(), own, "If one of your frames fell: 1 damage die per 3 bricks."));
            }
        }
        return out;
    }

    /** The frames this player's turn may name as its target (besides terrain and nothing). */
    public static List<FrameRef> targets(Game g, String player) {
        return g.frames().stream().filter(f -> !f.owner().equals(player) && f.alive() && f.placed()).map(f -> ref(g, f))
                .toList();
    }

    private static boolean fallAllowed(Game g) {
        return g.roundState().turns().stream().noneMatch(x -> x.stage() == Stage.WAITING || x.stage() == Stage.STARTING
                || x.stage() == Stage.DEFENDING);
    }

    private static void holderChoices(Game g, String player, List<Choice> out) {
        if (Initiative.perFrame(g)) {
            InitiativeSlot slot = Initiative.nextSlot(g).orElseThrow();
            Frame f = g.frame(slot.owner(), slot.frame()).orElseThrow();
            out.add(new Choice(Action.START_TURN, List.of(), List.of(ref(g, f)), ranges(List.of(f))));
            if (Initiative.hasLaterDie(g, slot)) {
                out.add(new Choice(Action.WAIT_FOR_LATER_DIE, List.of(), List.of(ref(g, f)),
                        "Keep " + f.name() + " for its higher d20."));
            }
            return;
        }
        List<Frame> ready = g.framesOf(player).stream().filter(Frame::readyToAct).toList();
        out.add(new Choice(Action.START_TURN, List.of(), ready.stream().map(f -> ref(g, f)).toList(), ranges(ready)));
        if (Initiative.mayPass(g, player)) {
            out.add(new Choice(Action.PASS, List.of(), List.of(), "Pass the initiative to the next player."));
        }
    }

    private static String ranges(List<Frame> frames) {
        List<String> parts = new ArrayList<>();
        for (Frame f : frames) {
            parts.add(f.name() + ": " + String.join(", ", TurnRules.legalRanges(f).stream().map(Range::option).toList())
                    + (f.ssrs() > 0 ? " (" + f.ssrs() + " SSR" + (f.ssrs() == 1 ? "" : "s") + " on board, fired only at direct range)" : ""));
        }
        return "Ranges each frame may name: " + String.join("; ", parts) + ".";
    }

    private static void turnChoices(Game g, Turn t, List<Choice> out) {
        Frame self = g.frame(t.owner(), t.frame()).orElseThrow();
        switch (t.stage()) {
            case STARTING -> out.add(new Choice(Action.START_TURN, List.of(), List.of(ref(g, self)),
                    t.frame() + " was attacked and acts now. " + ranges(List.of(self))));
            case DEFENDING -> {
                List<String> dice = new ArrayList<>(DieRef.choices(t.left(), DieColour.BLUE));
                dice.add("none");
                out.add(new Choice(Action.DEFEND, dice, List.of(ref(g, self)), "Assign " + t.frame() + "'s defense."));
            }
            case ACTING -> {
                if (!t.spotted()) {
                    if (!t.moved()) {
                        boolean green = t.rolled().stream().anyMatch(d -> d.colour() == DieColour.GREEN);
                        addIfAny(out, Action.MOVE, DieRef.choices(t.left(), DieColour.GREEN), List.of(),
                                "Move up to the die's value in units" + (green
                                        ? ", passing through and standing on cover if you like"
                                        : ", going around cover") + (g.onTheMap() ? "; name the point it ends at, "
                                        + "and the map says which station it stands near."
                                        : "; say which station it stands near after."));
                    }
                    if (!t.attacked() && attackable(g, t)) {
                        // On the map, a target out of the named range said with its measure: after a move out of
                        // it the card said "if it is within it" over no attack button (a map player's first games).
                        Optional<String> outOfRange = g.onTheMap() ? MapAttacking.outOfRange(g, t.owner())
                                : Optional.empty();
                        String note = outOfRange.map(why -> "Attack " + targetWords(g, t)
                                + ": " + why + ", so the map refuses it from here (`override:true` asks the host).")
                                .orElse("Attack " + targetWords(g, t) + " at " + t.range().word()
                                        + " range, if it is within it.");
                        addIfAny(out, Action.ATTACK, DieRef.choices(t.left(), DieColour.RED), List.of(), note);
                    }
                    List<String> spotDice = DieRef.choices(t.left(), DieColour.YELLOW);
                    int best = t.left().stream().filter(d -> d.colour() == DieColour.YELLOW || d.colour() == DieColour.WHITE)
                            .mapToInt(RolledDie::value).max().orElse(0);
                    // On the map, only what the map lets it see: "Spot or end" stood over a card with no spot on it
                    // (a phone review).
                    List<FrameRef> spottable = spotDice.isEmpty() ? List.of() : g.frames().stream()
                            .filter(f -> TurnRules.whyNotSpot(g, t.owner(), f, best).isEmpty())
                            .filter(MapTurns.spottableOnTheMap(g))
                            .map(f -> ref(g, f)).toList();
                    if (!spotDice.isEmpty() && !spottable.isEmpty()) {
                        out.add(new Choice(Action.SPOT, spotDice, spottable, "Spot (last action) "
                                + TurnRules.spotCondition(t) + "; it replaces a lower spot only."));
                    }
                }
                out.add(new Choice(Action.END_TURN, List.of(), List.of(ref(g, self)), "End the turn; unused dice are discarded."));
            }
            default -> {
            }
        }
    }

    private static boolean attackable(Game g, Turn t) {
        if (t.target() == null || t.target().noTarget()) {
            return false;
        }
        return !t.target().frameTarget()
                || g.frame(t.target().owner(), t.target().frame()).map(Frame::alive).orElse(false);
    }

    /** The turn's target as its attack names it: "vincent's Ann-1", "Wall", "the terrain". */
    public static String targetWords(Game g, Turn t) {
        return t.target().terrainTarget() ? (t.target().piece() == null ? "the terrain" : t.target().piece())
                : Frames.label(g, t.target().owner(), t.target().frame());
    }

    private static FrameRef ref(Game g, Frame f) {
        return new FrameRef(f.owner(), f.name(), Frames.label(g, f));
    }

    private static FrameRef ref(Game g, String owner, String frame) {
        return new FrameRef(owner, frame, Frames.label(g, owner, frame));
    }

    private static void addIfAny(List<Choice> out, Action a, List<String> dice, List<FrameRef> frames, String note) {
        if (!dice.isEmpty()) {
            out.add(new Choice(a, dice, frames, note));
        }
    }
}
