package mfz.bot.render;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import mfz.rules.game.Event;
import mfz.rules.game.RecordedRolls;

/** An undo as the game log and the battle report say it: "↩️ **ann** took back **ben**'s: …". */
public final class TakenBack {

    private TakenBack() {
    }

    /**
     * @param undoneBy who asked for the undo (null for one stored before that was kept)
     * @param actor    whose command it took back
     * @param what     what that command did, in the channel's words
     */
    public static String line(String undoneBy, String actor, String what, Function<String, String> named) {
        return head(undoneBy, actor, named) + " " + what;
    }

    /**
     * What becomes of the dice the undone command rolled, when it rolled any: kept for the next roll
     * of their kind. Said by the undo in the channel and after it in the report, where the same dice
     * came again unexplained (a report audit).
     */
    public static Optional<String> keptDice(List<Event> undone) {
        if (RecordedRolls.of(undone).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(RecordedRolls.theTables(undone)
                ? "These dice are kept: the round starts with them again, whoever's command starts it."
                : "These dice are kept for the next roll of their kind (the same decision taken again, say), "
                + "whatever comes between.");
    }

    /** The same without what it took back, which the report shows struck through after it. */
    public static String head(String undoneBy, String actor, Function<String, String> named) {
        String whose = actor.equals(undoneBy) ? " their own:" : " **" + named.apply(actor) + "**'s:";
        return "↩️ " + (undoneBy == null ? "Taken back" : "**" + named.apply(undoneBy) + "** took back") + whose;
    }
}
