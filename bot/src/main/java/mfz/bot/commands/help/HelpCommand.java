package mfz.bot.commands.help;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import mfz.bot.commands.rules.RuleTopic;
import mfz.bot.commands.rules.RuleTopics;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.CampaignText;
import mfz.bot.render.NextStep;
import mfz.rules.campaign.Campaign;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;

/** {@code /help}: what the bot is, and the commands it has. */
public final class HelpCommand implements SlashCommand {

    static final String STEP = "step";

    private static final CommandSpec SPEC = CommandSpec.of("help", "What this bot does and what you can do now",
            OptionSpec.bool(STEP, "true: only what you can do now, as commands to type").build());

    static final String ABOUT = "I run games of **Mobile Frame Zero: Rapid Attack** for groups who can't share a "
            + "table: I roll the coloured dice, keep the order of play, the markers, the scores and the doomsday "
            + "clock. Your frames and terrain stay wherever your group can see them.";

    private final Supplier<List<CommandSpec>> commands;
    private final Function<String, Optional<Game>> games;
    private final BiFunction<Request, String, Optional<Campaign>> campaigns;
    private final Function<Request, Optional<Campaign>> lastPlayedHere;

    /**
     * @param commands every command the bot has (read when asked, so help never goes stale)
     * @param games    the open game of a channel, if any
     */
    public HelpCommand(Supplier<List<CommandSpec>> commands, Function<String, Optional<Game>> games) {
        this(commands, games, (request, name) -> Optional.empty(), request -> Optional.empty());
    }

    /**
     * @param campaigns      the caller's server's campaign by name, when the caller may hear of it, for
     *                       what follows a battle's end
     * @param lastPlayedHere the same, the campaign last played in the caller's channel: after a battle
     *                       called off there, no game is left to name it
     */
    public HelpCommand(Supplier<List<CommandSpec>> commands, Function<String, Optional<Game>> games,
                       BiFunction<Request, String, Optional<Campaign>> campaigns,
                       Function<Request, Optional<Campaign>> lastPlayedHere) {
        this.commands = commands;
        this.games = games;
        this.campaigns = campaigns;
        this.lastPlayedHere = lastPlayedHere;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        StringBuilder list = new StringBuilder();
        StringBuilder anywhere = new StringBuilder();
        for (CommandSpec command : commands.get()) {
            if (command.subcommands().isEmpty()) {
                // a command of many options (/odds) would take a third of the field: its name is enough
                String usage = command.options().size() > 3 ? "/" + command.name() : command.usage(command.name());
                anywhere.append('`').append(usage).append("` — ")
                        .append(command.description()).append('\n');
            } else {
                list.append("`/").append(command.name()).append("` ").append(command.subcommands().stream()
                        .map(CommandSpec::name).collect(Collectors.joining(" · ")))
                        .append(" — ").append(command.description()).append('\n');
            }
        }
        Game game = games.apply(request.channelId()).orElse(null);
        String now = NextStep.forPlayer(game, request.caller().id());
        if (game != null && game.phase() == Phase.ENDED && game.options().campaign() != null) {
            // A battle's end: the campaign says what comes next (its objective's holder chooses first).
            String after = campaigns.apply(request, game.options().campaign().campaign())
                    .map(campaign -> CampaignText.afterBattle(campaign, request.caller().id())).orElse("");
            now = after.isEmpty() ? now : NextStep.over(game) + " " + after;
        } else if (game == null) {
            // A campaign battle called off here left no game, and the campaign still waits, maybe on a
            // holder's choice (a campaign audit: /help said only that there was no game).
            Optional<Campaign> here = lastPlayedHere.apply(request).filter(campaign -> campaign.last()
                    .map(battle -> battle.channel().equals(request.channelId())).orElse(false));
            if (here.isPresent()) {
                now = now + " " + CampaignText.afterBattle(here.get(), request.caller().id());
            }
        }
        RuleTopic topic = RuleTopics.forStep(game);
        if (request.option(STEP).map(Boolean::parseBoolean).orElse(false)) {
            // The "⌨️ Type it" button: this step's commands, short enough to read on a phone.
            return new Reply("", List.of(Embed.of("What you can do now", fit(now,
                    "\n… and more: `/game table` shows the whole table."))
                    .withFooter("The rule behind it: /rules topic:" + topic.key() + " · everything: /help")
                    .withColour(0x5865F2)), List.of(), true);
        }
        Embed embed = Embed.of("MFZ:RA table bot", ABOUT)
                .withField("What you can do now", fit(now, "\n… and more: `/game table` shows the whole table."), false)
                .withField("The rule behind it", "`/rules topic:" + topic.key() + "` (" + topic.title() + ")", false)
                .withField("Commands", fitNaming(list.toString().strip()), false)
                .withField("Anywhere", fit(anywhere.toString().strip(), MORE_COMMANDS), false)
                .withColour(0x5865F2);
        return new Reply("", List.of(embed), List.of(), true);
    }

    private static final String MORE_COMMANDS = "\n… and more: type `/` to see every command.";

    /**
     * The command groups, each line whole, those left out named at the end: "type `/` to see every
     * command" sent the console's players, who can't, back to `/help` (a docs audit: `/map`, `/me`
     * and `/hw` were never named).
     */
    static String fitNaming(String lines) {
        if (lines.length() <= FIELD_LIMIT) {
            return lines;
        }
        List<String> all = lines.lines().toList();
        for (int kept = all.size() - 1; kept > 0; kept--) {
            List<String> left = all.subList(kept, all.size()).stream()
                    .map(line -> line.substring(0, line.indexOf('`', 1) + 1)).toList();
            String text = String.join("\n", all.subList(0, kept)) + "\n… and " + String.join(", ", left)
                    + ": type one alone to see what it holds.";
            if (text.length() <= FIELD_LIMIT) {
                return text;
            }
        }
        return fit(lines, MORE_COMMANDS);
    }

    /** Discord allows 1,024 characters in a field. */
    static final int FIELD_LIMIT = 1024;

    /**
     * Keeps the whole lines that fit in a field and ends with {@code more}; a single line too
     * long for it is cut at a word.
     */
    static String fit(String lines, String more) {
        if (lines.length() <= FIELD_LIMIT) {
            return lines;
        }
        String cut = lines.substring(0, FIELD_LIMIT - more.length());
        int end = cut.lastIndexOf('\n');
        if (end <= 0) {
            end = Math.max(cut.lastIndexOf(' '), 0);
        }
        return cut.substring(0, end) + more;
    }
}
