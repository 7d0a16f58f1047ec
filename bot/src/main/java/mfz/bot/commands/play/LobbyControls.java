package mfz.bot.commands.play;

import static mfz.bot.commands.OptionNames.DOOMSDAY;
import static mfz.bot.commands.OptionNames.MAP;
import static mfz.bot.commands.OptionNames.RULER;
import static mfz.bot.commands.OptionNames.SIZE;
import static mfz.bot.commands.OptionNames.SSR;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Game;
import mfz.rules.map.Ruler;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;

/**
 * The lobby card's controls, so that nothing before the start needs typing: join, open one's
 * own company card (where frames and stations are added by forms), declare it ready, start
 * (the host), leave, the bot's seats (the host), the host's menu of the game's options, each
 * choice one change, and a campaign battle's objective while it is unnamed.
 */
final class LobbyControls {

    /** Where the clock may be set from the menu; any other start is typed ({@code /game options doomsday:}). */
    private static final List<Integer> CLOCKS = List.of(3, 5, 8, 11, 14);

    private LobbyControls() {
    }

    static List<Component.Row> forLobby(Game game) {
        List<Component.Row> rows = new ArrayList<>();
        rows.add(new Component.Row(List.of(
                Controls.button(ComponentIds.button("game join", Map.of()), "Join", Component.Style.PRIMARY),
                Controls.button(ComponentIds.button("company show", Map.of()), "My company…",
                        Component.Style.SECONDARY),
                Controls.button(ComponentIds.button("company ready", Map.of()), "My company is ready",
                        Component.Style.SUCCESS),
                Controls.button(ComponentIds.button("game start", Map.of()), "Start (host)",
                        Component.Style.PRIMARY))));
        // Leaving, and the bot's seats for a game alone or a player short: taps too (they were typed only).
        rows.add(new Component.Row(List.of(
                Controls.button(ComponentIds.button("game leave", Map.of()), "Leave", Component.Style.SECONDARY),
                Controls.button(ComponentIds.button("game seat", Map.of("strength", "easy")), "Bot: easy (host)",
                        Component.Style.SECONDARY),
                Controls.button(ComponentIds.button("game seat", Map.of("strength", "hard")), "Bot: hard (host)",
                        Component.Style.SECONDARY))));
        Controls.menu(ComponentIds.menu("game options", Map.of(), ComponentIds.MANY), "Host: the game's options…",
                options(game.options())).ifPresent(rows::add);
        if (game.options().campaign() != null && game.options().campaign().objective() == null) {
            rows.addAll(objectiveMenu());
        }
        return rows;
    }

    /**
     * The menu that names a campaign battle's special objective by taps, for any player while it
     * is unnamed (its lobby, and deployment's step 7): its behaviour, then a form asks its name
     * ({@code campaign objective}; it was typed only).
     */
    static List<Component.Row> objectiveMenu() {
        List<Component.Option> options = Arrays.stream(ObjectiveBehaviour.values())
                .map(b -> {
                    String[] words = b.words().split(": ", 2);
                    return Controls.option("It " + words[0], b.word(), words.length > 1 ? words[1] : null);
                }).toList();
        return Controls.menu(ComponentIds.menu("campaign objective", Map.of(), "behaviour"),
                "Name the special objective…", options).map(List::of).orElse(List.of());
    }

    /** Each choice changes one option to a value it doesn't have now; a campaign's battle keeps its size. */
    static List<Component.Option> options(GameOptions now) {
        List<Component.Option> options = new ArrayList<>();
        options.add(now.mapMode()
                ? Controls.option("Map: off, the table measures", ComponentIds.choice(Map.of(MAP, "false")), null)
                : Controls.option("Map: on, the bot measures", ComponentIds.choice(Map.of(MAP, "true")),
                        "ranges, cover and stations from a map the bot keeps"));
        if (now.mapMode() && now.map() != null) {
            // The map's ruler was typed only (`ruler:`): the other one, a tap.
            Ruler other = now.map() == Ruler.EIGHT ? Ruler.SIX : Ruler.EIGHT;
            options.add(Controls.option("Map ruler: " + other.units() + " units" + (other == Ruler.SIX
                    ? " (a small table)" : ""), ComponentIds.choice(Map.of(RULER, Integer.toString(other.units()))),
                    null));
        }
        if (!now.campaignBattle()) {
            for (GameSize size : GameSize.values()) {
                if (size != now.size()) {
                    String word = size.name().toLowerCase(Locale.ROOT);
                    options.add(Controls.option("Size: " + word, ComponentIds.choice(Map.of(SIZE, word)), null));
                }
            }
        }
        for (int clock : CLOCKS) {
            if (clock != now.startingDoomsday()) {
                options.add(Controls.option("Doomsday clock: starts at " + clock,
                        ComponentIds.choice(Map.of(DOOMSDAY, Integer.toString(clock))), null));
            }
        }
        OptionNames.ADVANCED.forEach((name, option) -> options.add(now.has(option)
                ? Controls.option("Rule off: " + option.word(), ComponentIds.choice(Map.of(name, "false")), null)
                : Controls.option("Rule on: " + option.word(), ComponentIds.choice(Map.of(name, "true")), null)));
        for (int ssrs = 0; ssrs <= GameOptions.MAX_SSRS; ssrs++) {
            if (ssrs != now.ssrCount()) {
                options.add(Controls.option("SSRs: " + ssrs + " a company", ComponentIds.choice(Map.of(SSR,
                        Integer.toString(ssrs))), null));
            }
        }
        return options;
    }
}
