package mfz.bot.commands.play;

import java.util.Optional;
import java.util.stream.Stream;
import mfz.bot.render.WhoDecides;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.seat.Seat;

/**
 * Whether a public reply goes on in the card it was tapped on (an edit of that message) rather than
 * a new message: one card for what one player does in a row, a new message, pinging them, for whoever
 * decides next ({@link Play#withControls}).
 */
final class SameCard {

    private SameCard() {
    }

    /**
     * The same frame's turn, the same player's choice of losses, the lobby (a join, a ready, the
     * host's options: each posted a whole new lobby card, its buttons and menu again, a phone review;
     * typed, or tapped on a private card, it is still a message of its own), a step everyone agrees
     * to, or the same placer.
     */
    static boolean goesOn(Game before, Game after) {
        return sameTurnGoesOn(before, after) || before.phase() == Phase.LOBBY && after.phase() == Phase.LOBBY
                || agreementGoesOn(before, after) || samePlacerGoesOn(before, after);
    }

    /**
     * A deployment step everyone agrees to, everyone's at once, goes on: in step 1 a piece laid,
     * taken off or a ready map loaded edits the step's card, its picture with it, as the lobby's
     * card (each posted a new message and picture); where a campaign's objective stands, the
     * same (each agreement posted the step's controls again: a campaign played by taps); an
     * approval too, until the last one opens the next step.
     */
    static boolean agreementGoesOn(Game before, Game after) {
        return Stream.of(before, after).allMatch(game -> game.phase() == Phase.DEPLOYMENT && game.pending() == null
                && game.deployment().step().byAgreement())
                && before.deployment().step() == after.deployment().step();
    }

    /**
     * The same frame's turn goes on and nobody else must decide: the turn's card is edited
     * rather than a new message posted. Anything else (a new turn, an attack that makes the
     * target act first, a hit its owner chooses for) is a new message, pinging who decides.
     */
    static boolean sameTurnGoesOn(Game before, Game after) {
        if (before.pending() instanceof PendingDecision.HitChoice was && after.pending() instanceof PendingDecision.HitChoice is
                && was.player().equals(is.player())) {
            // the same player chooses what the next hit takes: on the message that asked them
            return true;
        }
        if (before.phase() != Phase.COMBAT || after.phase() != Phase.COMBAT || after.pending() != null) {
            return false;
        }
        // A decision another player made mid-turn (what a hit takes, the host's answer to a declared move) hands the
        // turn back to its owner: a new message, pinging them. On the decider's card the ping was an edit, which
        // notifies nobody (a phone review: six resumed turns in one campaign battle told their player nothing).
        // (A bot seat's turn goes on where it was: it has no one to ping. A seat's answer is posted anew anyway,
        // with the person's controls under it, one message: BotSeats.posts.)
        if (before.pending() != null && !Seat.isSeat(before.pending().player())) {
            String decider = before.pending().player();
            boolean sameOwnerOrASeat = after.turn().map(is -> is.owner().equals(decider) || Seat.isSeat(is.owner()))
                    .orElse(false);
            if (!sameOwnerOrASeat) {
                return false;
            }
        }
        if (before.turn().isEmpty() && before.pending() == null) {
            // the initiative's holder starts a turn: the message that offered it becomes the turn's card
            return after.turn().map(is -> WhoDecides.player(before).map(is.owner()::equals).orElse(false)).orElse(false);
        }
        return before.turn().flatMap(was -> after.turn().map(is -> is.owner().equals(was.owner())
                && is.frame().equals(was.frame()) && is.activatedBy() == null == (was.activatedBy() == null)))
                .orElse(false);
    }

    /**
     * Deployment: the same player places again (a defender's stations and frames, one by one; the
     * point frame, then the next step's first frame), so the card they tapped is edited, its picture
     * with it, and its new step's line, rather than a new message and picture each placement (a
     * phone review: 14 pictures before round 1 of a skirmish). They just tapped: no ping is needed.
     */
    static boolean samePlacerGoesOn(Game before, Game after) {
        return placer(after).isPresent() && placer(after).equals(placer(before));
    }

    /** The player whose turn it now is to place frames or stations, when it was not theirs before. */
    static Optional<String> newPlacer(Game before, Game after) {
        return placer(after).filter(player -> !samePlacerGoesOn(before, after));
    }

    /** Who the game waits on to place a frame or station (none in the terrain's step, or while the host confirms). */
    static Optional<String> placer(Game game) {
        return game.phase() != Phase.DEPLOYMENT || game.pending() != null
                || game.deployment().step() == DeploymentStep.TERRAIN ? Optional.empty()
                : Optional.ofNullable(game.deployment().placer());
    }
}
