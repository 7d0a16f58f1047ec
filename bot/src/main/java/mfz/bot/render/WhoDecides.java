package mfz.bot.render;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.round.Turn;
import mfz.rules.seat.Seat;

/** Whom the game waits on now, and the line that tells them so, with their choices. */
public final class WhoDecides {

    private WhoDecides() {
    }

    /**
     * Who must act now, with their choices (from the rules' list of legal choices in
     * combat), or empty when the game waits on nobody in particular. They are @mentioned
     * (pinged) only when it has just become their move, so a turn's steps don't ping
     * the same player again and again.
     */
    public static Optional<String> prompt(Game before, Game after) {
        Optional<String> player = player(after);
        if (player.isEmpty()) {
            return Optional.empty();
        }
        boolean newlyTheirs = !player(before).equals(player) || !Objects.equals(before.pending(), after.pending())
                && after.pending() != null;
        String who = newlyTheirs ? "👉 <@" + player.get() + "> " : "👉 ";
        // A bot seat decides on its own: the commands it could type are for nobody, and beside a big
        // game's every frame they flooded each step of its turn past Discord's 2,000 (a phone audit).
        List<String> choices = Seat.isSeat(player.get()) ? List.of()
                : ChoiceText.answering(after, player.get());
        // The doomsday choice is weighed on the scores, and on whether a tick ends the game.
        String waiting = GameQueries.waitingOn(after) + (after.pending() instanceof
                PendingDecision.DoomsdayChoice ? " " + DoomsdayWords.stakes(after) : "");
        // The mention is their name already: "@ann must choose…", not "@ann ann must choose…".
        // The same after the round and clock a phone leaves out: "👉 @bruno bruno holds the initiative" (a phone
        // review); only there when they come first (a player named Round lost the "Round " of "Round 1, …").
        String name = after.nameOf(player.get()) + " ";
        Matcher round = ROUND_FIRST.matcher(waiting);
        int at = round.lookingAt() ? round.end() : 0;
        if (newlyTheirs && waiting.startsWith(name, at)) {
            waiting = waiting.substring(0, at) + waiting.substring(at + name.length());
        }
        // And their frame after it: "👉 @alice alice's Fang-3 is taking its turn" named her twice (a phone review).
        String theirs = after.nameOf(player.get()) + "'s ";
        if (newlyTheirs && waiting.startsWith(theirs, at)) {
            waiting = waiting.substring(0, at) + waiting.substring(at + theirs.length());
        }
        return Optional.of(choices.isEmpty() ? who + waiting : who + waiting + "\n" + String.join("\n", choices));
    }

    /** How a line of who acts begins in combat: the round and the clock ({@code GameQueries.waitingOn}). */
    private static final Pattern ROUND_FIRST = Pattern.compile("Round \\d+, doomsday clock at \\d+: ");

    /** The one player the game waits on, if it waits on one. */
    public static Optional<String> player(Game game) {
        if (game.pending() != null) {
            return Optional.of(game.pending().player());
        }
        return switch (game.phase()) {
            case COMBAT -> game.turn().map(Turn::owner).or(() -> GameQueries.initiative(game));
            // Deployment pings its placer once, with the placement controls (Play.withControls).
            default -> Optional.empty();
        };
    }
}
