package mfz.bot.commands.play;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import mfz.bot.core.LiveCard;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.seat.Seat;

/**
 * The pings for the steps that wait on several players, or on the host with nobody else to act,
 * once as they begin (PRODUCT.md: whoever must decide is pinged). A turn, a pending decision and
 * a deployment placement ping their one player elsewhere ({@link Play#withControls}); these
 * pinged nobody (a product audit, 2026-11-26): every company ready (the host may start), the
 * terrain to approve, and the campaign's objective to name or to agree on.
 */
final class WaitingOnAll {

    private WaitingOnAll() {
    }

    /**
     * The line that pings whoever this change leaves the game waiting on, when it begins such a
     * wait. The host is pinged only when another player's ready made every company ready: not
     * for their own ready, a bot seat they added (which readies itself), a player leaving or an
     * undo, all of which the host did or saw.
     */
    static Optional<String> newly(Game before, Game after, List<Event> events) {
        if (after.pending() != null) {
            return Optional.empty();
        }
        if (after.phase() == Phase.LOBBY) {
            boolean anotherReadied = events.stream().anyMatch(e -> e instanceof Event.CompanyReady ready
                    && !ready.player().equals(after.host()) && !Seat.isSeat(ready.player()));
            boolean begins = allReady(after) && !(before.phase() == Phase.LOBBY && allReady(before));
            // A prompt line, in a new message (Play.withControls): the phone's text dropped the line whole as a
            // typed hint, and in an edit of the lobby's card its mention notified nobody (a phone review).
            return begins && anotherReadied ? Optional.of(LiveCard.PROMPT + " <@" + after.host() + "> every company is "
                    + "ready: tap **Start (host)** when you are, or type `/game start`.") : Optional.empty();
        }
        if (after.phase() != Phase.DEPLOYMENT || after.deployment() == null) {
            return Optional.empty();
        }
        DeploymentStep step = after.deployment().step();
        boolean begins = before.phase() != Phase.DEPLOYMENT || before.deployment() == null
                || before.deployment().step() != step;
        // The bot's seats approve and agree by themselves: nobody waits on them.
        List<String> toApprove = after.stillToAgree().stream().filter(id -> !Seat.isSeat(id)).toList();
        if (toApprove.isEmpty()) {
            return Optional.empty();
        }
        // The step's own line says what to do (the announcement above): the ping only says to whom.
        // What for, in a few words: the step's line finishes the card above (LiveCard.split), and a phone's
        // notification shows only this message.
        if (step == DeploymentStep.TERRAIN && begins) {
            return Optional.of(mentions(toApprove) + ", over to you: approve the terrain once it is laid out.");
        }
        if (step != DeploymentStep.SPECIAL_OBJECTIVE || after.options().campaign() == null) {
            return Optional.empty();
        }
        boolean named = after.options().campaign().objective() != null && !begins
                && before.options().campaign().objective() == null;
        String objective = after.options().campaign().objective();
        return begins || named ? Optional.of(mentions(toApprove) + ", over to you: " + (objective == null
                ? "name the special objective (`/campaign objective`), then mark the frames near it and agree."
                : "mark the frames near " + objective + ", then agree.")) : Optional.empty();
    }

    private static boolean allReady(Game game) {
        return game.players().size() >= LobbyRules.MIN_PLAYERS
                && game.players().stream().allMatch(Player::ready);
    }

    /**
     * A prompt line ({@value LiveCard#PROMPT}), so the card's next edit replaces it: as a plain line it stayed
     * in step 7's finished card, "@vincent @alice: over to you." under both players' agreements (a phone review).
     */
    private static String mentions(List<String> ids) {
        return LiveCard.PROMPT + " " + ids.stream().map(id -> "<@" + id + ">").collect(Collectors.joining(" "));
    }
}
