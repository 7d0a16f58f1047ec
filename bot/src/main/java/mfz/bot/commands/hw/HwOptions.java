package mfz.bot.commands.hw;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Request;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stat;

/**
 * The options the {@code /hw} commands share, their names (a spec declares an option and its
 * handler reads it by the same constant), and reading them. Discord wants option names in
 * lowercase, so the stats are spelt out: {@code fire}, {@code move}, {@code armour},
 * {@code defense}, {@code presence}.
 */
final class HwOptions {

    static final String NAME = "name";
    static final String FROM = "from";
    static final String AT = "at";
    static final String ELEMENT = "element";
    static final String FIRE = "fire";
    static final String MOVE = "move";
    static final String ARMOUR = "armour";
    static final String DEFENSE = "defense";
    static final String PRESENCE = "presence";
    static final String KIND = "kind";
    static final String STAT = "stat";
    static final String OWED = "owed";
    static final String RANGE = "range";
    static final String COVER = "cover";
    static final String INCOMING = "incoming";
    static final String MOVING = "moving";
    static final String MOVED = "moved";
    static final String MOVED_FAR = "moved-far";
    static final String ATTACKER = "attacker";
    static final String DEFENDER = "defender";
    static final String DEFENDER_PRESENCE = "defender-presence";
    static final String COUNTER = "counter";
    static final String DAMAGE = "damage";

    static final List<String> KINDS = List.of("mech", "vehicle", "infantry");
    static final List<String> STATS = List.of(FIRE, MOVE, ARMOUR);

    private HwOptions() {
    }

    static OptionSpec number(String name, String description, boolean required) {
        return new OptionSpec(name, description, OptionSpec.Type.INTEGER, required, "n", List.of(), false, 9);
    }

    static OptionSpec flag(String name, String description) {
        return new OptionSpec(name, description, OptionSpec.Type.BOOLEAN, false, "true", List.of(), false, 5);
    }

    static OptionSpec element(String name, String description, boolean required) {
        return new OptionSpec(name, description, OptionSpec.Type.STRING, required, "element", List.of(), true,
                HwElements.MAX_NAME);
    }

    static OptionSpec kind(String name, String description) {
        return new OptionSpec(name, description, OptionSpec.Type.STRING, false, "mech|vehicle|infantry", KINDS, false,
                10);
    }

    static OptionSpec stat(boolean required) {
        return new OptionSpec(STAT, "Fire, Move or Armour", OptionSpec.Type.STRING, required, "fire|move|armour",
                STATS, false, 10);
    }

    /** A whole number from {@code min} to {@code max}, if given (the router has checked it is a number). */
    static Optional<Integer> number(Request request, String name, int min, int max) {
        Optional<String> given = request.option(name);
        if (given.isEmpty()) {
            return Optional.empty();
        }
        int value = Integer.parseInt(given.get());
        if (value < min || value > max) {
            throw new PlayerError("`" + name + ":` must be from " + min + " to " + max + ".");
        }
        return Optional.of(value);
    }

    static int required(Request request, String name, int min, int max, String whenMissing) {
        return number(request, name, min, max).orElseThrow(() -> new PlayerError(whenMissing));
    }

    static boolean flag(Request request, String name) {
        return request.option(name).map(Boolean::parseBoolean).orElse(false);
    }

    static ElementKind kind(Request request, String name, ElementKind otherwise) {
        return request.option(name).map(k -> ElementKind.valueOf(k.toUpperCase(Locale.ROOT))).orElse(otherwise);
    }

    static Stat stat(Request request) {
        return Stat.valueOf(request.option(STAT).orElseThrow().toUpperCase(Locale.ROOT));
    }
}
