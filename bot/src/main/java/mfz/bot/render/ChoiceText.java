package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.core.Typed;
import mfz.rules.game.Game;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;

/**
 * Says what a player may do in combat, from the rules' own list of legal choices: each
 * action with its command and the values it takes, so nothing here can drift from the rules.
 */
public final class ChoiceText {

    private ChoiceText() {
    }

    /** One line per choice the player has now, or an empty list when they have nothing to do. */
    public static List<String> lines(Game game, String player) {
        boolean onTheMap = game.map().isPresent();
        List<String> lines = new ArrayList<>();
        for (Choice choice : PlayerChoices.of(game, player)) {
            lines.add(onTheMap ? onTheMap(choice) : line(choice));
        }
        return lines;
    }

    /**
     * The same under a line that already names the decision this player owes ("@ada must choose
     * whether to take one more tick off the doomsday clock (it stands at 2)…", "…what Fang loses to
     * the hit: B, G or retreat from Mill"): the commands that answer it, in one line. Each choice's
     * own note said it again, and a phone read the clock's value three times (a phone review).
     */
    public static List<String> answering(Game game, String player) {
        List<Choice> choices = PlayerChoices.of(game, player);
        boolean owed = game.pending() != null && game.pending().player().equals(player)
                && !choices.isEmpty() && choices.stream().allMatch(c -> switch (c.action()) {
                    case CHOOSE_DOOMSDAY, TAKE_HIT, RETREAT -> true;
                    default -> false;
                });
        if (!owed) {
            return lines(game, player);
        }
        return List.of(choices.stream().map(c -> switch (c.action()) {
            case CHOOSE_DOOMSDAY -> "`/doomsday tick` or `/doomsday pass`";
            case TAKE_HIT -> "`/damage take system:<" + String.join("|", c.options()) + ">`";
            default -> "`/damage retreat` (control is re-checked)";
        }).collect(Collectors.joining(" or ")) + ".");
    }

    /**
     * On the map a terrain target is a piece by name, the range and cover are measured, and a
     * move names its point (a play-test was told to type a {@code target:terrain} the map refuses).
     */
    static String onTheMap(Choice choice) {
        String dice = String.join(" ", choice.options());
        return switch (choice.action()) {
            case START_TURN -> takeATurnWith(choice) + ": `/turn start frame:<name> target:<frame|piece|none>` (the map measures the range). "
                    + choice.note();
            case MOVE -> "Move with " + dice + ": `/turn move die:<die> to:<x,y>`. " + choice.note();
            case ATTACK -> "Attack with " + dice + ": `/turn attack die:<die> [spot:true]` (the map measures cover). "
                    + choice.note();
            default -> line(choice);
        };
    }

    /** The frames a player may start a turn with are their own: named without "vincent's". */
    private static String takeATurnWith(Choice choice) {
        String own = choice.frames().stream().map(FrameRef::frame).collect(Collectors.joining(", "));
        return "Take a turn with " + (choice.frames().size() == 1 ? own : "one of " + own);
    }

    static String line(Choice choice) {
        String frames = choice.frames().stream().map(FrameRef::label).collect(Collectors.joining(", "));
        String dice = String.join(" ", choice.options());
        String own = choice.frames().stream().map(FrameRef::frame).collect(Collectors.joining(", "));
        return switch (choice.action()) {
            case START_TURN -> takeATurnWith(choice)
                    + ": `/turn start frame:<name> target:<frame|terrain|none> range:<hand|direct|artillery>`. "
                    + choice.note();
            case PASS -> "Pass the initiative: `/turn pass`.";
            case WAIT_FOR_LATER_DIE -> "Or wait for its higher d20: `/turn wait " + (choice.frames().size() == 1
                    ? Typed.option("frame", own) : "frame:<name>") + "`.";
            case DEFEND -> "Defend with " + dice + ": `/turn defend die:<die|none>`.";
            case MOVE -> "Move with " + dice + ": `/turn move die:<die> [station:<name|none>]`. " + choice.note();
            case ATTACK -> "Attack with " + dice + ": `/turn attack die:<die> [spot:true] [cover:<none|terrain|frame name>]`. "
                    + choice.note();
            case SPOT -> "Spot " + frames + " with " + dice + ": `/turn spot frame:<name> die:<die>`. " + choice.note();
            case END_TURN -> "End the turn: `/turn end`.";
            case TAKE_HIT -> choice.note() + " `/damage take system:<" + String.join("|", choice.options()) + ">`.";
            case RETREAT -> choice.note() + " `/damage retreat`.";
            case FALL -> "If a frame fell: `/damage fall frame:<name> bricks:<n>`.";
            case CHOOSE_DOOMSDAY -> choice.note() + " `/doomsday tick` or `/doomsday pass`.";
            // each as its whole command, quoted where it must be ("a2 (Anna)" split at the console's spaces: a review)
            case CHOOSE_COVER -> choice.note() + " " + choice.options().stream()
                    .map(cover -> "`/map cover " + Typed.option("name", cover) + "`").collect(Collectors.joining(" or "))
                    + ".";
            case MOVE_OBJECTIVE -> choice.note();
        };
    }
}
