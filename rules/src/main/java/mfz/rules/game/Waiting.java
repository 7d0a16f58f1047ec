package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import mfz.rules.attack.AttackRules;
import mfz.rules.bidding.TieOption;
import mfz.rules.deployment.Deployment;
import mfz.rules.lobby.SeatNames;
import mfz.rules.map.MapAttacking;
import mfz.rules.map.MapCover;
import mfz.rules.round.Initiative;
import mfz.rules.round.RoundState;
import mfz.rules.round.Turn;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.Choices;
import mfz.rules.turn.DieRef;
import mfz.rules.turn.Frames;
import mfz.rules.turn.TurnRules;

/** Says in player words who the game waits on and for what. */
public final class Waiting {

    private Waiting() {
    }

    public static String describe(Game g) {
        if (g.pending() != null) {
            return pending(g, g.pending());
        }
        return switch (g.phase()) {
            case NONE -> "No game yet.";
            case LOBBY -> lobby(g);
            case BIDDING -> "Bidding is being settled.";
            case DEPLOYMENT -> deployment(g, g.deployment());
            case COMBAT -> combat(g);
            case ENDED -> g.winners().size() == 1
                    ? g.nameOf(g.winners().getFirst()) + " wins with " + g.score(g.winners().getFirst()) + " points."
                    : "a tie between " + names(g, g.winners()) + " with " + g.score(g.winners().getFirst())
                    + " points each.";
        };
    }

    private static String pending(Game g, PendingDecision d) {
        return switch (d) {
            case PendingDecision.HighTieChoice t -> g.nameOf(t.player()) + " must settle the tie for highest score: "
                    + orList(t.options().stream().map(o -> o == TieOption.DEFER ? "defer to " + g.nameOf(t.deferTo())
                    : o.word()).toList()) + ".";
            case PendingDecision.DoomsdayChoice c -> g.nameOf(c.player())
                    + " must choose whether to take one more tick off the doomsday clock (it stands at " + g.doomsday() + ").";
            case PendingDecision.HitChoice h -> g.nameOf(h.player()) + " must choose what " + h.frame()
                    + " loses to the hit: " + orList(Stream.concat(h.options().stream()
                    .map(o -> o.equals("white") ? "a white die" : o), Stream.ofNullable(h.retreatFrom())
                    .map(station -> "retreat from " + station)).toList()) + "." + stillToCome(g);
            case PendingDecision.AgainstTheMap o -> hostMustAnswer(g, o.player(), o.declarer(),
                    switch (o.declared()) {
                        case PendingDecision.AttackDeclared a -> "attack with " + a.frame();
                        case PendingDecision.PlacementDeclared p -> (p.move() ? "move of " : "placement of ") + p.piece()
                                + " to " + p.at().notation();
                        case PendingDecision.SpotDeclared s -> "spot of " + s.target() + " by " + s.frame();
                        case PendingDecision.NearDeclared n -> n.words();
                    }, o.mapSaid());
            case PendingDecision.CoverChoice c -> g.nameOf(c.player()) + " must say which cover " + c.target()
                    + " is hit in first, against " + c.frame() + "'s attack: " + c.covers().stream()
                    .map(cover -> coverWords(g, cover)).collect(Collectors.joining(" or ")) + ".";
        };
    }

    /**
     * The damage dice an attack or fall has yet to resolve after this hit: a defender taking five
     * hits was asked five times with nothing saying how many more were coming (a phone review).
     */
    private static String stillToCome(Game g) {
        List<Integer> rest = g.roundState() == null || g.roundState().resolution() == null ? List.of()
                : g.roundState().resolution().remaining();
        return rest.isEmpty() ? "" : " Damage " + (rest.size() == 1 ? "die" : "dice") + " still to come: "
                + rest.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ".";
    }

    /** A cover as players read it: a terrain piece's name, or a frame's with its player's ({@code owner/name} inside). */
    static String coverWords(Game g, String cover) {
        String owner = PendingDecision.CoverChoice.ownerOf(cover);
        // as the hints and the channel write it ("b2 (Ben's)" here was a third form, refused when typed: a last read)
        return PendingDecision.CoverChoice.shownName(cover) + (owner == null ? ""
                : " (" + SeatNames.inBrackets(g, owner) + ")");
    }

    /** The host's answer awaited to something a player declared against the map. */
    private static String hostMustAnswer(Game g, String host, String declarer, String what, String mapSaid) {
        return g.nameOf(host) + " (the host) must confirm or refuse " + g.nameOf(declarer) + "'s " + what
                + " as declared, against the map: " + mapSaid + ".";
    }

    /** How the wait on a frame's turn under way goes on after its owner and name (a phone card drops those). */
    public static final String TAKING_ITS_TURN = " is taking its turn: ";

    /** How the wait on a frame's defense goes on after its roll (a phone card drops its owner and name). */
    public static final String ASSIGNS_ITS_DEFENSE = " assigns its defense";

    /**
     * The attack a frame acting first defends against, said where it chooses: the attack stood two
     * messages up, and the defense's buttons said nothing of it (a phone review).
     */
    private static String incoming(Game g, Turn t) {
        // (the attacker with its owner: two players' frames may share a name)
        return AttackRules.incoming(g, t).map(a -> " against the attack of " + a.attack() + (a.spot() > 0
                ? " + spot " + a.spot() : "") + " by " + Frames.label(g, a.owner(), a.frame())).orElse("");
    }

    private static String combat(Game g) {
        String round = "Round " + g.round() + ", doomsday clock at " + g.doomsday() + ": ";
        RoundState r = g.roundState();
        Turn t = r == null ? null : r.active();
        if (t != null) {
            String who = g.nameOf(t.owner()) + "'s " + t.frame();
            return round + switch (t.stage()) {
                case STARTING -> who + " was attacked and acts now: " + g.nameOf(t.owner())
                        + " names its target and range and rolls.";
                case DEFENDING -> who + " rolled " + DieRef.list(t.rolled()) + " and" + ASSIGNS_ITS_DEFENSE
                        + incoming(g, t) + " (" + worthChoosing(t) + ").";
                default -> acting(g, t, who);
            };
        }
        if (r != null && Initiative.perFrame(g)) {
            return Initiative.nextSlot(g).map(s -> round + g.nameOf(s.owner()) + "'s " + s.frame() + " acts next (d20: "
                    + s.value() + ").").orElse(round + "no frame is left to act.");
        }
        return round + Initiative.holder(g).map(g::nameOf).orElse("nobody") + " holds the initiative.";
    }

    /**
     * The defenses worth choosing, as the card's buttons offer them ("W5 or B4"; "W3 or none" with no
     * blue die): "a blue or white die, or none" stood above a card with no "none" on it (a phone
     * review). Any other blue or white die, or none, is still taken typed.
     */
    private static String worthChoosing(Turn t) {
        return orList(TurnRules.defensesWorthChoosing(t.left()));
    }

    /**
     * What the frame may still do this turn, as its choices say it ({@link Choices}), ending always:
     * "move, attack, spot or end" stood after its attack, and in a turn with no target (a phone
     * review). An attack no die left can hurt with is legal, but no control offers it: "attack"
     * stood above a card with no attack on it (a phone review: R6 against a defense of 6), so it is
     * left out, and said why.
     */
    private static String acting(Game g, Turn t, String who) {
        List<Choice> choices = Choices.of(g, t.owner());
        List<String> attackDice = choices.stream().filter(c -> c.action() == Action.ATTACK).findFirst()
                .map(Choice::options).orElse(List.of());
        boolean hopeless = !attackDice.isEmpty() && t.left().stream().filter(d -> attackDice.contains(d.notation()))
                .noneMatch(d -> AttackRules.mayHurt(g, t, d));
        List<String> actions = new ArrayList<>();
        for (Action action : List.of(Action.MOVE, Action.ATTACK, Action.SPOT)) {
            if (choices.stream().anyMatch(c -> c.action() == action) && !(action == Action.ATTACK && hopeless)) {
                // whom: a turn resumed after another's, on a card of its own, named its target nowhere near
                // (a phone review: "Attack R6 → 3 dice" under a card that never said at whom)
                actions.add(action == Action.ATTACK ? "attack " + Choices.targetWords(g, t) + inCover(g)
                        : action.name().toLowerCase(Locale.ROOT));
            }
        }
        return who + TAKING_ITS_TURN + (actions.isEmpty() ? "end" : String.join(", ", actions) + " or end")
                + " (dice left: " + (t.left().isEmpty() ? "none" : DieRef.list(t.left())) + ")."
                + (hopeless ? " No attack die left beats the defense of "
                + Frames.label(g, t.target().owner(), t.target().frame()) + "." : "");
    }

    /**
     * On the map, what covers the target now, said beside it: the attack's buttons counted it in their
     * odds and said nothing, and the cover came out only once the die was tapped (a map player's first
     * games).
     */
    private static String inCover(Game g) {
        // Not for a target out of the range named: its cover read as an attack's, one that can't come from there
        // (a map audit: "in cover of Wall" beside "the map refuses it from here").
        boolean outOfRange = g.onTheMap()
                && g.turn().map(t -> MapAttacking.outOfRange(g, t.owner()).isPresent()).orElse(false);
        return outOfRange ? "" : MapCover.coversNow(g).filter(covers -> !covers.isEmpty())
                .map(covers -> " (in cover of " + MapCover.list(covers, g) + ")").orElse("");
    }

    private static String lobby(Game g) {
        List<String> notReady = g.players().stream().filter(p -> !p.ready()).map(Player::name).toList();
        if (notReady.isEmpty()) {
            return "Every company is ready: " + g.nameOf(g.host()) + " (the host) can start the game.";
        }
        return "Waiting for companies from " + String.join(", ", notReady) + ".";
    }

    private static String deployment(Game g, Deployment d) {
        if (d == null) {
            return "Deployment.";
        }
        String who = switch (d.step()) {
            case TERRAIN -> names(g, g.stillToAgree()) + " must approve the terrain";
            case SPECIAL_OBJECTIVE -> g.options().campaign().objective() == null
                    ? "a player must name the special objective (`/campaign objective`)"
                    : names(g, g.stillToAgree()) + " must agree where " + g.options().campaign().objective() + " stands (`/deploy done`)";
            default -> d.placer() == null ? "the table" : g.nameOf(d.placer()) + " must act";
        };
        return "Deployment step " + d.step().number() + " (" + d.step().words(g) + "): " + who + ".";
    }

    /**
     * "B, G or Y": the choices as a sentence says them ("add a frame, defer to Anna" read as two
     * steps, and "white, or retreat" oddly: a phone review).
     */
    public static String orList(List<String> choices) {
        return joined(choices, " or ");
    }

    /** "ann, ben and cy": several names as a sentence says them. */
    public static String andList(List<String> names) {
        return joined(names, " and ");
    }

    private static String joined(List<String> items, String last) {
        return items.size() < 2 ? String.join("", items)
                : String.join(", ", items.subList(0, items.size() - 1)) + last + items.getLast();
    }

    static String names(Game g, List<String> ids) {
        return ids.stream().map(g::nameOf).collect(Collectors.joining(", "));
    }
}
