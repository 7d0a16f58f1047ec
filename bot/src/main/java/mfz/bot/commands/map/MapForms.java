package mfz.bot.commands.map;

import java.util.Map;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.Reply;
import mfz.bot.core.Typed;

/**
 * On the map a tap can't say where a piece goes: the frame or station to place, or the die to
 * move with, comes from a menu, and a form asks for the point (its text fills {@code at:} or
 * {@code to:}), so a phone player never types the command. At the console the reply shows the
 * command to type instead.
 */
public final class MapForms {

    /** "x,y": up to two numbers with a decimal each, on a table of at most a few dozen units. */
    private static final int POINT_LENGTH = 11;

    private MapForms() {
    }

    /** Asks where a frame or station stands: submitting runs {@code /deploy done … at:x,y}. */
    public static Reply whereToPlace(Map<String, String> fixed, String piece) {
        String title = "Where does " + piece + " stand?";
        String typed = "/deploy done " + typed(fixed) + " at:x,y";
        // Names long enough to pass a form id's 100 characters (a forged tap, a security audit:
        // "something went wrong"): the command to type instead.
        return ComponentIds.fitting(() -> ComponentIds.menu("deploy done", fixed, "at"))
                .map(id -> Reply.form(new Form(id, title.length() <= Form.MAX_TITLE ? title : "Where does it stand?",
                        "x,y in ruler units", "12,4", POINT_LENGTH, typed),
                        "Where does " + piece + " stand on the map? `" + typed + "`"))
                .orElseGet(() -> Reply.privately("Where does " + piece + " stand on the map? Run `" + typed + "`."));
    }

    /** Asks where a move ends: submitting runs {@code /turn move die:… to:x,y}. */
    public static Reply whereToMove(Map<String, String> fixed, String die) {
        String title = "Move with " + die + ": where to?";
        Form form = new Form(ComponentIds.menu("turn move", fixed, "to"),
                title.length() <= Form.MAX_TITLE ? title : "Where to?", "x,y in ruler units", "12,8", POINT_LENGTH,
                "/turn move die:" + die + " to:x,y");
        return Reply.form(form, "Where does the move end on the map? `" + form.typed() + "`");
    }

    private static String typed(Map<String, String> fixed) {
        StringBuilder text = new StringBuilder();
        fixed.forEach((option, value) -> {
            if (option.equals("frame") || option.equals("station") || option.equals("owner")) {
                text.append(text.isEmpty() ? "" : " ").append(Typed.option(option, value));
            }
        });
        return text.toString();
    }
}
