package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.LiveCard;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Game;
import mfz.rules.game.Player;

/**
 * What a placer still has to place in the step under way, said at the foot of their card while they
 * go on placing ({@link SameCard#samePlacerGoesOn}): the card ended on what was just placed, and
 * nothing said that one more frame was wanted (a phone review).
 */
final class PlacementsLeft {

    private PlacementsLeft() {
    }

    /** The prompt, {@code 👉 Still to place: 2 stations and 1 frame; choose below.}, or empty when nothing is left. */
    static Optional<String> prompt(Game game, String placer) {
        DeploymentStep step = game.deployment().step();
        long stations = step.placesStations() ? game.stationsOf(placer).stream().filter(s -> !s.placed()).count() : 0;
        long frames = switch (step) {
            // two in the perimeter now, the others in step 6
            case DEFENDER_SETUP -> Math.max(0, 2 - game.framesOf(placer).stream().filter(Frame::placed).count());
            case ATTACKER_FRAMES, DEFENDER_FRAMES -> unplaced(game.framesOf(placer));
            // the host places every player's frames
            case DEMO_PLACEMENT -> game.players().stream().map(Player::id).mapToLong(id -> unplaced(game.framesOf(id)))
                    .sum();
            default -> 0;
        };
        List<String> left = new ArrayList<>();
        if (stations > 0) {
            left.add(stations + (stations == 1 ? " station" : " stations"));
        }
        if (frames > 0) {
            left.add(frames + (frames == 1 ? " frame" : " frames"));
        }
        if (left.isEmpty() && step == DeploymentStep.DEMO_PLACEMENT) {
            // the demo's one step ends when its host says so (a review: nothing told them to)
            return Optional.of(LiveCard.PROMPT + " Every frame is on the table: choose who goes first if you like, then "
                    + "tap Finish step 1.");
        }
        return left.isEmpty() ? Optional.empty()
                : Optional.of(LiveCard.PROMPT + " Still to place: " + String.join(" and ", left) + "; choose below.");
    }

    private static long unplaced(List<Frame> frames) {
        return frames.stream().filter(frame -> !frame.placed() && !frame.destroyed()).count();
    }
}
