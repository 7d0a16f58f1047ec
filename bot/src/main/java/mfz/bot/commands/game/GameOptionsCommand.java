package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.EventText;
import mfz.rules.game.Command;
import mfz.rules.options.AdvancedOption;

/**
 * {@code /game options [size] [ssr] [doomsday] [split-range] [elevation] [hazards]
 * [per-frame-initiative] [drop-whites] [jettison]}: the host sets the rules before the start.
 * With no option it shows the current ones.
 */
final class GameOptionsCommand implements SlashCommand {

    /** Option names of the advanced rules, in the order of RULES.md §8. */
    static final Map<String, AdvancedOption> ADVANCED = new java.util.LinkedHashMap<>();

    static {
        ADVANCED.put("split-range", AdvancedOption.SPLIT_RANGE);
        ADVANCED.put("elevation", AdvancedOption.ELEVATION);
        ADVANCED.put("hazards", AdvancedOption.HAZARDS);
        ADVANCED.put("per-frame-initiative", AdvancedOption.PER_FRAME_INITIATIVE);
        ADVANCED.put("drop-whites", AdvancedOption.DROP_WHITES);
        ADVANCED.put("jettison", AdvancedOption.JETTISON);
    }

    private final Play play;

    GameOptionsCommand(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        List<OptionSpec> options = new ArrayList<>();
        options.add(new OptionSpec("size", "Skirmish, battle or demo", OptionSpec.Type.STRING, false,
                "skirmish|battle|demo", GameNew.SIZES, false, 10));
        options.add(new OptionSpec("ssr", "SSRs per company (0 to 8)", OptionSpec.Type.INTEGER, false, "0-8",
                List.of(), false, 3));
        options.add(new OptionSpec("doomsday", "Where the doomsday clock starts", OptionSpec.Type.INTEGER, false, "n",
                List.of(), false, 3));
        ADVANCED.forEach((name, option) -> options.add(new OptionSpec(name, "Advanced rule: " + option.word(),
                OptionSpec.Type.BOOLEAN, false, "true|false", List.of(), false, 5)));
        return new CommandSpec("options", "Host: set the game's rules before it starts (none given: show them)",
                options, List.of());
    }

    @Override
    public Reply handle(Request request) {
        if (request.options().isEmpty()) {
            return Reply.privately("Options: " + EventText.options(play.games().require(request.channelId())
                    .options()) + ".");
        }
        return play.runAsHost(request, acting -> {
            String host = acting.id();
            List<Command> commands = new ArrayList<>();
            request.option("size").ifPresent(s -> commands.add(new Command.SetGameSize(host, GameNew.size(s))));
            request.option("ssr").ifPresent(n -> commands.add(new Command.SetSsrCount(host, Integer.parseInt(n))));
            request.option("doomsday").ifPresent(n -> commands.add(
                    new Command.SetStartingDoomsday(host, Integer.parseInt(n))));
            ADVANCED.forEach((name, option) -> request.option(name).ifPresent(on -> commands.add(
                    new Command.SetAdvancedOption(host, option, Boolean.parseBoolean(on)))));
            return commands;
        });
    }
}
