package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.Applied;
import mfz.bot.game.SavedCompanies;
import mfz.bot.render.TableView;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyValidation;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Player;

/**
 * The {@code /company} subcommands: build your company privately in the lobby. Every answer
 * is private and shows the company as it stands, with every rule problem still in it.
 */
final class CompanyCommands {

    private CompanyCommands() {
    }

    static List<SlashCommand> all(Play play, SavedCompanies saved) {
        return List.of(new FrameCommand(play), new RemoveCommand(play), new StationCommand(play),
                new ShowCommand(play), new ReadyCommand(play), new SaveCommand(play, saved),
                new LoadCommand(play, saved), new ListCommand(saved));
    }

    static final OptionSpec SAVED_NAME = new OptionSpec("name", "The saved company's name", OptionSpec.Type.STRING,
            true, "name", List.of(), true, CompanyValidation.MAX_NAME);

    /** {@code /company save name:<n>}: keep your company of this game under a name, for any later game. */
    record SaveCommand(Play play, SavedCompanies saved) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("save", "Save your company under a name, to load in any game", SAVED_NAME);
        }

        /** The names already used: saving under one replaces that company. */
        public List<String> suggest(Request request, String option) {
            return option.equals("name") ? saved.names(request.caller().id()) : List.of();
        }

        public Reply handle(Request request) {
            String name = request.option("name").orElseThrow().strip();
            CompanyDraft company = draft(play, request, request.caller().id());
            if (company.frames().isEmpty()) {
                throw new PlayerError("Your company has no frames yet: there is nothing to save.");
            }
            saved.save(request.caller().id(), name, company);
            return Reply.privately("Saved your company as `" + name + "`. Load it in any game with "
                    + "`/company load name:" + (name.contains(" ") ? "\"" + name + "\"" : name) + "`.");
        }
    }

    /** {@code /company load name:<n>}: replace your company in this game's lobby with a saved one. */
    record LoadCommand(Play play, SavedCompanies saved) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("load", "Use one of your saved companies in this game", SAVED_NAME);
        }

        public List<String> suggest(Request request, String option) {
            return option.equals("name") ? saved.names(request.caller().id()) : List.of();
        }

        public Reply handle(Request request) {
            CompanyDraft company = saved.load(request.caller().id(), request.option("name").orElseThrow().strip());
            return privately(play, request, acting -> List.of(new Command.SetCompany(acting.id(), company)));
        }
    }

    /** {@code /company list}: your saved companies. */
    record ListCommand(SavedCompanies saved) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("list", "Your saved companies");
        }

        public Reply handle(Request request) {
            List<String> names = saved.names(request.caller().id());
            return Reply.privately(names.isEmpty()
                    ? "You have no saved companies yet. `/company save name:<n>` keeps the one you are building."
                    : "Your saved companies: " + String.join(", ", names.stream().map(n -> "`" + n + "`").toList())
                    + ".");
        }
    }

    static final OptionSpec NAME = OptionSpec.text("name", "The frame's or station's name", true, "name");

    /** {@code /company frame name:<n> loadout:<"B G Y Rd"> [ssr:<n>]}: add a frame or redesign it. */
    record FrameCommand(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("frame", "Add a frame to your company, or redesign one", NAME,
                    new OptionSpec("loadout", "Its systems: " + LoadoutNotation.CODES, OptionSpec.Type.STRING, true,
                            "\"B G Y Rd\"", List.of(), false, 60),
                    new OptionSpec("ssr", "Single-shot rockets it carries", OptionSpec.Type.INTEGER, false, "n",
                            List.of(), false, 3),
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            int ssrs = request.option("ssr").map(Integer::parseInt).orElse(0);
            return privately(play, request, acting -> List.of(new Command.DesignFrame(acting.id(),
                    request.option("name").orElseThrow(), request.option("loadout").orElseThrow(), ssrs)));
        }
    }

    /** {@code /company remove name:<n>}: take a frame or a station out of your company. */
    record RemoveCommand(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("remove", "Take a frame or a station out of your company",
                    new OptionSpec("name", "The frame's or station's name", OptionSpec.Type.STRING, true, "name",
                            List.of(), true, OptionSpec.DEFAULT_MAX_LENGTH), Play.AS_OPTION);
        }

        public List<String> suggest(Request request, String option) {
            return option.equals("name")
                    ? Suggestions.seat(play, request).map(Suggestions.Seat::companyNames).orElse(List.of())
                    : List.of();
        }

        public Reply handle(Request request) {
            String name = request.option("name").orElseThrow().strip();
            return privately(play, request, acting -> {
                CompanyDraft company = draft(play, request, acting.id());
                if (company.indexOf(name) >= 0) {
                    return List.of(new Command.ScrapFrame(acting.id(), name));
                }
                List<String> stations = new ArrayList<>(company.stations());
                if (stations.removeIf(s -> s.equalsIgnoreCase(name))) {
                    return List.of(new Command.NameStations(acting.id(), stations));
                }
                throw new PlayerError("Your company has no frame or station called `" + name + "`.");
            });
        }
    }

    /** {@code /company station name:<n>}: add a station to your company. */
    record StationCommand(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("station", "Add a station to your company", NAME, Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            String name = request.option("name").orElseThrow().strip();
            return privately(play, request, acting -> {
                List<String> stations = new ArrayList<>(draft(play, request, acting.id()).stations());
                stations.add(name);
                return List.of(new Command.NameStations(acting.id(), stations));
            });
        }
    }

    /** {@code /company show}: your company as it stands, with every problem listed. */
    record ShowCommand(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("show", "Check your company: every rule problem is listed", Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            Acting acting = play.acting(request);
            Game game = game(play, request);
            return new Reply("", List.of(view(game, acting.id())), List.of(), true);
        }
    }

    /** {@code /company ready}: declare your company final (refused, with every problem, while it isn't valid). */
    record ReadyCommand(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("ready", "Declare your company final", Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            return play.run(request, acting -> List.of(new Command.DeclareReady(acting.id())));
        }
    }

    private static Reply privately(Play play, Request request,
                                   java.util.function.Function<Acting, List<Command>> build) {
        Acting acting = play.acting(request);
        Applied applied = play.games().execute(request.channelId(), build.apply(acting), acting.onBehalfOf(),
                request.interactionId());
        return new Reply("", List.of(view(applied.after(), acting.id())), List.of(), true);
    }

    private static Game game(Play play, Request request) {
        return play.games().require(request.channelId());
    }

    private static CompanyDraft draft(Play play, Request request, String player) {
        Game game = game(play, request);
        return game.player(player).map(Player::company).orElseThrow(() -> notPlaying(game));
    }

    /** Someone not in the game: told to join while that is still possible, and only then. */
    private static PlayerError notPlaying(Game game) {
        return new PlayerError(game.phase() == mfz.rules.game.Phase.LOBBY
                ? "You are not playing in this game: `/game join` first."
                : "You are not playing in this game.");
    }

    /** The company card: frames, stations, and what still keeps it from being ready. */
    static Embed view(Game game, String playerId) {
        Player player = game.player(playerId).orElseThrow(() -> notPlaying(game));
        CompanyDraft company = player.company();
        StringBuilder frames = new StringBuilder();
        for (FrameDraft frame : company.frames()) {
            frames.append("**").append(frame.name()).append("** ").append(frame.loadout())
                    .append(frame.ssrs() > 0 ? " · 🚀" + frame.ssrs() : "").append('\n');
        }
        List<String> problems = LobbyRules.problems(game, playerId);
        Embed embed = Embed.of(player.name() + "'s company" + (player.ready() ? " — ready ✅" : ""),
                        problems.isEmpty() ? "No problems: declare it final with `/company ready`."
                                : "Still to fix:\n" + String.join("\n", problems.stream().map(p -> "• " + p).toList()))
                .withColour(TableView.colourOf(game, playerId))
                .withField("Frames", frames.isEmpty() ? "none yet: `/company frame name:Anvil-1 loadout:\"B G Y Rd\"`"
                        : frames.toString().strip(), false)
                .withField("Stations", !company.stations().isEmpty() ? String.join(", ", company.stations())
                        : game.demo() ? "none: a demo game has one neutral station"
                        : "none yet: `/company station name:Alpha`", false);
        return embed.withFooter("Only you see this until the game starts.");
    }

}
