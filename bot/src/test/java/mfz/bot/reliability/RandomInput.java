package mfz.bot.reliability;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.OptionSpec;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.Player;
import mfz.rules.stations.Station;

/**
 * Seeded random input for the fuzzer: any command of the bot with any of its options filled
 * with values that are sometimes right (a frame of the game, a die that was rolled, a valid
 * choice) and often not (unknown names, dice not rolled, huge numbers, empty, oversized and
 * injection-looking text), and taps on the controls of earlier replies, current or stale,
 * with their ids sometimes mangled.
 */
final class RandomInput {

    /** Values no command should take, and that must never break one. */
    static final List<String> NASTY = List.of("", " ", "'; DROP TABLE games; --", "\" OR 1=1 --", "Robert'); --",
            "<@123456789012345678>", "@everyone", "<script>alert(1)</script>", "%7C", "|v=1", "for=1",
            "\u0000", "\u202Eevil", "ℝ𝕖𝕕", "🎲🎲🎲", "-1", "0", "2147483648", "-2147483649", "999999999",
            "99999999999999999999", "1e9", "NaN", "null", "true", "none", "terrain", "x".repeat(101),
            "y".repeat(4000), "R", "R0", "R9", "W7", "d8R9", "d20R5", "Z4", "B4 B4", "r5", "{}", "[]",
            "{\"format\":\"mfz-ra-game\"}", "../../etc/passwd", "C:\\con", "\n/turn pass");

    private static final List<String> DICE = List.of("W", "R", "G", "B", "Y", "d8R", "d8W", "d8G", "d8B", "d8Y");

    private final SplittableRandom random;
    private final List<CommandSpec> specs;

    RandomInput(SplittableRandom random, List<CommandSpec> specs) {
        this.random = random;
        this.specs = specs;
    }

    int below(int n) {
        return random.nextInt(n);
    }

    boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    /** Any command path of the bot with random options: some of its own, now and then one it does not have. */
    Map.Entry<String, Map<String, String>> command(Game game, List<String> users) {
        CommandSpec root = pick(specs);
        CommandSpec spec = root.subcommands().isEmpty() ? root : pick(root.subcommands());
        String path = spec == root ? root.name() : root.name() + " " + spec.name();
        if (chance(2)) {
            path = pick(List.of("nope", "game", "game nope", "turn start extra", "roll dice"));
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionSpec option : spec.options()) {
            if (option.required() ? chance(93) : chance(40)) {
                options.put(option.name(), value(option, game, users));
            }
        }
        if (chance(3)) {
            options.put(pick(List.of("frame", "die", "zzz", "as", ComponentIds.FOR, ComponentIds.VERSION)),
                    pick(NASTY));
        }
        return Map.entry(path, options);
    }

    private String value(OptionSpec option, Game game, List<String> users) {
        if (chance(12)) {
            return pick(NASTY);
        }
        if (!option.choices().isEmpty() && chance(85)) {
            return pick(option.choices());
        }
        return switch (option.type()) {
            case BOOLEAN -> chance(90) ? Boolean.toString(random.nextBoolean()) : pick(NASTY);
            case INTEGER -> Integer.toString(chance(80) ? random.nextInt(-2, 12) : random.nextInt());
            case USER -> chance(85) ? pick(users) : pick(NASTY);
            case ATTACHMENT -> chance(50) ? "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[]}" : pick(NASTY);
            case STRING -> text(option.name(), game, users);
        };
    }

    /** A value for a text option, from what the game holds when there is one. */
    private String text(String name, Game game, List<String> users) {
        List<String> frames = game.frames().stream().map(Frame::name).toList();
        List<String> stations = game.stations().stream().map(Station::name).toList();
        return switch (name) {
            case "frame", "target" -> !frames.isEmpty() && chance(80) ? pick(frames) : pick(List.of("terrain", "none",
                    "Nobody", "P0-F0", "P1-F1"));
            case "station" -> !stations.isEmpty() && chance(70) ? pick(stations) : pick(List.of("none", "P0-S0", "X"));
            case "die" -> die();
            case "dice", "loadout", "jettison" -> pool();
            case "owner", "target-owner", "player" -> chance(80) ? pick(users)
                    : game.players().isEmpty() ? "nobody" : pick(game.players()).id() + "x";
            case "name" -> chance(70) ? "F" + random.nextInt(12) : "P" + random.nextInt(4) + "-F" + random.nextInt(6);
            case "system" -> pick(List.of("B", "G", "Y", "Rh", "Rd", "Ra", "E", "white", "W", "Q"));
            default -> pick(NASTY);
        };
    }

    String die() {
        String kind = pick(DICE);
        int faces = kind.startsWith("d8") ? 8 : 6;
        String colour = kind.substring(kind.length() - 1);
        return (chance(20) ? kind : colour) + random.nextInt(0, faces + 3);
    }

    private String pool() {
        List<String> systems = List.of("B", "G", "Y", "Rh", "Rd", "Ra", "2W", "d8R", "E", "Rh/Rd", "Q");
        List<String> out = new ArrayList<>();
        int n = random.nextInt(0, 7);
        for (int i = 0; i < n; i++) {
            out.add(pick(systems));
        }
        return String.join(" ", out);
    }

    /**
     * A tap on one of the controls: a menu with one of its values or a made-up one; the id
     * now and then mangled (another user's {@code for=}, another {@code v=}, a cut).
     */
    Map.Entry<String, Map<String, String>> tap(Component control) {
        String id = control.id();
        if (chance(10)) {
            id = mangle(id);
        }
        ComponentIds.Action action;
        try {
            action = ComponentIds.decode(id);
        } catch (IllegalArgumentException unreadable) {
            // The front end refuses an id it can't read before the router; tap the real one.
            action = ComponentIds.decode(control.id());
        }
        List<String> chosen = List.of();
        if (action.choiceOption().isPresent()) {
            if (control instanceof Component.SelectMenu menu && !menu.options().isEmpty() && chance(85)) {
                chosen = List.of(pick(menu.options()).value());
            } else {
                chosen = List.of(chance(50) ? die() : pick(NASTY));
            }
        }
        try {
            return Map.entry(action.command(), action.optionsWith(chosen));
        } catch (IllegalArgumentException unreadable) {
            // A made-up value a several-option menu can't read: the front end refuses it before
            // the router (JdaRequests), so tap one of the menu's own values instead.
            // The real control too: a mangled id may already carry an option the menu's value sets.
            List<String> real = control instanceof Component.SelectMenu menu && !menu.options().isEmpty()
                    ? List.of(menu.options().getFirst().value()) : List.of();
            ComponentIds.Action untouched = ComponentIds.decode(control.id());
            return Map.entry(untouched.command(), untouched.optionsWith(real));
        }
    }

    private String mangle(String id) {
        return switch (random.nextInt(4)) {
            case 0 -> id.replaceAll("for=\\d+|for=[a-z0-9]+", "for=p" + random.nextInt(4));
            case 1 -> id.replaceAll("v=\\d+", "v=" + random.nextInt(0, 500));
            case 2 -> id.substring(0, random.nextInt(1, id.length() + 1));
            default -> id + "|" + pick(List.of("v=1", "for=p0", "die=R5", "zzz"));
        };
    }

    /** The ids of the game's players and of people who are not playing. */
    static List<String> users(Game game, List<String> outsiders) {
        List<String> users = new ArrayList<>(game.players().stream().map(Player::id).toList());
        users.addAll(outsiders);
        return users;
    }
}
