package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.DOOMSDAY;
import static mfz.bot.commands.OptionNames.MAP;
import static mfz.bot.commands.OptionNames.REMIND;
import static mfz.bot.commands.OptionNames.RULER;
import static mfz.bot.commands.OptionNames.SIZE;
import static mfz.bot.commands.OptionNames.SSR;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.map.MapOption;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Host;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.reminders.ReminderScheduler;
import mfz.bot.reminders.Reminders;
import mfz.bot.render.GameSummary;
import mfz.bot.store.GameRecord;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;

/**
 * {@code /game options [size] [ssr] [doomsday] [split-range] [elevation] [hazards]
 * [per-frame-initiative] [drop-whites] [jettison] [remind]}: the host sets the rules before the
 * start, and at any time how many hours pass before whoever must decide is reminded. With no
 * option it shows the current ones.
 */
public final class GameOptionsCommand extends GameCommand {

    /** Option names of the advanced rules, in the order of docs/rules.md §8. */
    static final Map<String, AdvancedOption> ADVANCED = OptionNames.ADVANCED;

    private final Reminders reminders;

    public GameOptionsCommand(Play play) {
        this(play, null);
    }

    /** @param reminders the games' reminders, or null for a bot without them (no {@code remind} option) */
    public GameOptionsCommand(Play play, Reminders reminders) {
        super(play);
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        List<OptionSpec> options = new ArrayList<>();
        options.add(OptionSpec.string(SIZE, "Skirmish, battle or demo").choices(GameNew.SIZES).maxLength(10).build());
        options.add(OptionSpec.integer(SSR, "SSRs per company (0 to 8)").placeholder("0-8")
                .range(0, GameOptions.MAX_SSRS).build());
        options.add(OptionSpec.integer(DOOMSDAY, "Where the doomsday clock starts").range(1, GameOptions.MAX_DOOMSDAY)
                .build());
        ADVANCED.forEach((name, option) -> options.add(OptionSpec.bool(name, "Advanced rule: " + option.word())
                .build()));
        options.add(OptionSpec.bool(MAP, "Map mode: the bot keeps the battlefield and measures ranges, cover, stations")
                .build());
        // A string with choices: Discord's integer options take integer choices, which the specs don't model.
        options.add(OptionSpec.string(RULER, "Map mode's ruler: 8 units, or 6 on a small table").placeholder("8|6")
                .choices(List.of("8", "6")).maxLength(1).build());
        if (reminders != null) {
            options.add(OptionSpec.integer(REMIND, "Hours before whoever must decide is reminded (0: off), "
                    + "any time").placeholder("hours").build());
        }
        return new CommandSpec("options", "Host: set the game's rules before it starts (none given: show them)",
                options, List.of());
    }

    @Override
    public Reply handle(Request request) {
        if (request.options().isEmpty()) {
            Game game = play.games().require(request.channelId());
            String remind = reminders == null ? "" : "\nReminders: " + remindWords(reminders.intervalHours(
                    play.games().record(request.channelId()).orElseThrow())) + ".";
            return Reply.privately("Options: " + GameSummary.options(game.options()) + "." + remind);
        }
        if (reminders != null && request.option(REMIND).isPresent()) {
            return remind(request);
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
            MapOption.command(host, request.option(MAP), request.option(RULER), play.games()
                    .require(request.channelId()).options().map()).ifPresent(commands::add);
            return commands;
        });
    }

    /** {@code remind:} alone: it is no rule of the game, so it is stored beside it, not as a game event. */
    private Reply remind(Request request) {
        if (request.options().size() > 1) {
            throw new PlayerError("Set `remind:` on its own, then the game's other options in another command.");
        }
        Game game = play.games().require(request.channelId());
        Host.require(request.caller(), game, "set reminders");
        GameRecord record = play.games().record(request.channelId()).orElseThrow();
        int hours;
        try {
            hours = Integer.parseInt(request.option(REMIND).orElseThrow());
        } catch (NumberFormatException e) {
            throw new PlayerError("`remind:` takes a whole number of hours, or 0 for off.");
        }
        reminders.setInterval(record, game, hours);
        // Said by whom: someone who manages the channel may set them as well as the host (an audit).
        String who = "**" + request.caller().name() + "**";
        return Reply.text(hours == 0 ? who + " turned the reminders off." : who + " set the reminders: "
                + remindWords(hours) + ", then at doubling intervals; after " + ReminderScheduler.STALL_AFTER
                + " the game is reported stalled.");
    }

    private static String remindWords(int hours) {
        return hours == 0 ? "off" : "whoever must decide is pinged after " + hours + (hours == 1 ? " hour" : " hours");
    }
}
