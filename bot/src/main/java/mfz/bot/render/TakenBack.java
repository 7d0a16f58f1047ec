package mfz.bot.render;

import java.util.function.Function;

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

    /** The same without what it took back, which the report shows struck through after it. */
    public static String head(String undoneBy, String actor, Function<String, String> named) {
        String whose = actor.equals(undoneBy) ? " their own:" : " **" + named.apply(actor) + "**'s:";
        return "↩️ " + (undoneBy == null ? "Taken back" : "**" + named.apply(undoneBy) + "** took back") + whose;
    }
}
