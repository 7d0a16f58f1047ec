package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.DOOMSDAY;
import static mfz.bot.commands.OptionNames.SIZE;
import static mfz.bot.commands.OptionNames.SSR;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.render.EventText;
import mfz.rules.game.Command;
import mfz.rules.options.AdvancedOption;

/**
 * {@code /game options [size] [ssr] [doomsday] [split-range] [elevation] [hazards]
 * [per-frame-initiative] [drop-whites] [jettison]}: the host sets the rules before the start.
 * With no option it shows the current ones.
 */
public final class GameOptionsCommand extends GameCommand {

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

    public GameOptionsCommand(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        List<OptionSpec> options = new ArrayList<>();
        options.add(OptionSpec.string(SIZE, "Skirmish, battle or demo").choices(GameNew.SIZES).maxLength(10).build());
        options.add(OptionSpec.integer(SSR, "SSRs per company (0 to 8)").placeholder("0-8").build());
        options.add(OptionSpec.integer(DOOMSDAY, "Where the doomsday clock starts").build());
        ADVANCED.forEach((name, option) -> options.add(OptionSpec.bool(name, "Advanced rule: " + option.word())
                .build()));
        return new CommandSpec("options", "Host: set the game's rules before it starts (none given: show them)",
                options, List.of());
    }

    @Override
    public Reply handle(Request request) {
        if (request.options().isEmpty()) {
            return Reply.privately("Options: " + EventText.options(play.games().require(request.channelId())
                    .options()) + ".");
        }
        return runAsHost(request, acting -> {
            String host = acting.id();
            List<Command> commands = new ArrayList<>();
            request.option(SIZE).ifPresent(s -> commands.add(new Command.SetGameSize(host, GameNew.size(s))));
            request.option(SSR).ifPresent(n -> commands.add(new Command.SetSsrCount(host, Integer.parseInt(n))));
            request.option(DOOMSDAY).ifPresent(n -> commands.add(
                    new Command.SetStartingDoomsday(host, Integer.parseInt(n))));
            ADVANCED.forEach((name, option) -> request.option(name).ifPresent(on -> commands.add(
                    new Command.SetAdvancedOption(host, option, Boolean.parseBoolean(on)))));
            return commands;
        });
    }
}
