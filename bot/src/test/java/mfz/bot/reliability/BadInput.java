package mfz.bot.reliability;

import java.util.LinkedHashMap;
import java.util.Map;
import mfz.bot.reliability.Stage.Point;

/**
 * One row of the bad-input catalogue: at a point of a game, a user sends a command with
 * options, and the bot must refuse it with exactly this message and change nothing.
 */
record BadInput(String name, Point point, String user, String command, Map<String, String> options,
                String expected) {

    /** Options alternate names and values. */
    static BadInput bad(String name, Point point, String user, String command, String expected, String... options) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            map.put(options[i], options[i + 1]);
        }
        return new BadInput(name, point, user, command, map, expected);
    }

    @Override
    public String toString() {
        return name;
    }
}
