package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.LiveCard;
import mfz.rules.deployment.DeploymentRules;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Game;
import mfz.rules.options.AdvancedOption;

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
        return prompt(game, placer, false);
    }

    /**
     * The same, naming the placer ({@code 👉 cat still to place: 1 station; …}) when the command was
     * not their placement (another's correction of where a frame stands): "Still to place" alone read
     * as meant for whoever had just typed (a five-player audit).
     */
    static Optional<String> prompt(Game game, String placer, boolean named) {
        DeploymentStep step = game.deployment().step();
        DeploymentRules.StillToPlace still = DeploymentRules.stillToPlace(game, placer);
        long stations = still.stations();
        long frames = still.frames();
        List<String> left = new ArrayList<>();
        if (stations > 0) {
            left.add(stations + (stations == 1 ? " station" : " stations"));
        }
        if (frames > 0) {
            left.add(frames + (frames == 1 ? " frame" : " frames"));
        }
        if (left.isEmpty() && step == DeploymentStep.DEMO_PLACEMENT) {
            // the demo's one step ends when its host says so (a review: nothing told them to)
            // (with per-frame initiative the d20s order the frames: the choice orders equal scores only, a rules audit)
            return Optional.of(LiveCard.PROMPT + " Every frame is on the table: choose who goes first "
                    + (game.options().has(AdvancedOption.PER_FRAME_INITIATIVE) ? "among equal scores (the d20s order "
                    + "the frames) " : "") + "if you like, then tap Finish deployment.");
        }
        return left.isEmpty() ? Optional.empty()
                : Optional.of(LiveCard.PROMPT + (named ? " " + game.nameOf(placer) + " still to place: "
                : " Still to place: ") + String.join(" and ", left) + "; choose below.");
    }
}
