package mfz.rules.game;

import java.util.List;
import java.util.stream.Collectors;
import mfz.rules.bidding.TieOption;
import mfz.rules.deployment.Deployment;

/** Says in player words who the game waits on and for what. */
final class Waiting {

    private Waiting() {
    }

    static String describe(Game g) {
        if (g.pending() != null) {
            return pending(g, g.pending());
        }
        return switch (g.phase()) {
            case NONE -> "No game yet.";
            case LOBBY -> lobby(g);
            case BIDDING -> "Bidding is being settled.";
            case DEPLOYMENT -> deployment(g, g.deployment());
            case COMBAT -> "Round " + g.round() + ", doomsday clock at " + g.doomsday() + ": "
                    + g.initiative().map(g::nameOf).orElse("nobody") + " holds the initiative.";
            case ENDED -> g.winners().size() == 1
                    ? g.nameOf(g.winners().getFirst()) + " wins with " + g.score(g.winners().getFirst()) + " points."
                    : "a tie between " + names(g, g.winners()) + " with " + g.score(g.winners().getFirst())
                    + " points each.";
        };
    }

    private static String pending(Game g, PendingDecision d) {
        return switch (d) {
            case PendingDecision.HighTieChoice t -> g.nameOf(t.player()) + " must settle the tie for highest score: "
                    + t.options().stream().map(o -> o == TieOption.DEFER ? "defer to " + g.nameOf(t.deferTo()) : o.word())
                    .collect(Collectors.joining(", ")) + ".";
            case PendingDecision.DoomsdayChoice c -> g.nameOf(c.player())
                    + " must choose whether to count the doomsday clock down by 1 more (it stands at " + g.doomsday() + ").";
        };
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
            case TERRAIN -> names(g, g.players().stream().map(Player::id).filter(id -> !d.approved().contains(id)).toList())
                    + " must approve the terrain";
            default -> d.placer() == null ? "the table" : g.nameOf(d.placer()) + " must act";
        };
        return "Deployment step " + d.step().number() + " (" + d.step().words() + "): " + who + ".";
    }

    static String names(Game g, List<String> ids) {
        return ids.stream().map(g::nameOf).collect(Collectors.joining(", "));
    }
}
