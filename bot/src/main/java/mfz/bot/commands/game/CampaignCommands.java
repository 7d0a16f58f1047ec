package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import mfz.bot.campaign.CampaignService;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.CampaignText;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.SystemType;
import mfz.rules.game.Command;
import mfz.rules.options.GameSize;

/**
 * {@code /campaign …}: start a campaign, read its status and history, name and move a battle's
 * special objective, and the holder's choice of constraints for the next battle.
 */
final class CampaignCommands {

    static final List<String> KINDS = Arrays.stream(Constraint.Kind.values()).map(Constraint.Kind::word).toList();

    private CampaignCommands() {
    }

    static List<SlashCommand> all(Play play, CampaignService campaigns) {
        return List.of(new New(campaigns), new Status(play, campaigns, false), new Status(play, campaigns, true),
                new Objective(play), new MoveObjective(play), new Choose(play, campaigns));
    }

    private static OptionSpec campaignOption() {
        return new OptionSpec("campaign", "Which campaign (default: this channel's)", OptionSpec.Type.STRING, false,
                "name", List.of(), false, 40);
    }

    /** {@code /campaign new name:<n>}. */
    record New(CampaignService campaigns) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("new", "Start a campaign in this server: a named series of battles",
                    new OptionSpec("name", "The campaign's name", OptionSpec.Type.STRING, true, "name", List.of(), false,
                            mfz.bot.campaign.CampaignService.MAX_NAME));
        }

        public Reply handle(Request request) {
            CampaignService.Loaded c = campaigns.create(request.guildId(), request.option("name").orElseThrow());
            return Reply.text("📜 **" + request.caller().name() + "** started the campaign **" + c.record().name()
                    + "**. Its battles: `/game new size:skirmish campaign:" + c.record().name() + "` in any channel "
                    + "of this server; whoever plays in them is part of it.");
        }
    }

    /** {@code /campaign status [campaign:<n>]} and {@code /campaign history [campaign:<n>]}. */
    record Status(Play play, CampaignService campaigns, boolean history) implements SlashCommand {
        public CommandSpec spec() {
            return history ? CommandSpec.of("history", "Every battle of the campaign: date, players, scores, objective, "
                    + "constraints", campaignOption())
                    : CommandSpec.of("status", "The campaign so far and the constraints for its next battle",
                    campaignOption());
        }

        public Reply handle(Request request) {
            CampaignService.Loaded c = campaigns.resolve(request.guildId(), request.channelId(),
                    request.option("campaign"), play.games().record(request.channelId()));
            return Reply.text(history ? CampaignText.history(c.campaign()) : CampaignText.status(c.campaign()));
        }
    }

    /** {@code /campaign objective name:<n> [behaviour:<none|orders|follow|afraid>]}. */
    record Objective(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("objective", "Name this battle's special objective (before deployment ends)",
                    new OptionSpec("name", "A leader, a prototype frame, a spaceport…", OptionSpec.Type.STRING, true,
                            "name", List.of(), false, 40),
                    new OptionSpec("behaviour", "How it moves: none, orders, follow or afraid", OptionSpec.Type.STRING,
                            false, "none|orders|follow|afraid", List.of("none", "orders", "follow", "afraid"), false,
                            10),
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            String word = request.option("behaviour").orElse("none");
            ObjectiveBehaviour behaviour = ObjectiveBehaviour.fromWord(word).orElseThrow(() -> new PlayerError(
                    "`" + word + "` is not a behaviour: none, orders, follow or afraid."));
            return play.run(request, acting -> List.of(new Command.NameObjective(acting.id(),
                    request.option("name").orElseThrow(), behaviour)));
        }
    }

    /** {@code /campaign move [near:<frames>]}: the objective moves by orders or out of fear. */
    record MoveObjective(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("move", "Move the objective (orders: its holder; afraid: anyone else), once a round",
                    new OptionSpec("near", "Frames now within 1 unit of it, comma-separated (owner/frame), or none",
                            OptionSpec.Type.STRING, false, "frames|none",
                            List.of(), false, 200),
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            String near = request.option("near").map(String::strip).orElse("none");
            List<String> frames = near.equalsIgnoreCase("none") || near.isEmpty() ? List.of()
                    : Arrays.stream(near.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
            return play.run(request, acting -> List.of(new Command.MoveObjective(acting.id(), frames)));
        }
    }

    /**
     * {@code /campaign choose first:<kind> second:<kind> [environment:] [copes:] [where:all|part]
     * [banned:<code>] [ssr:<n>] [average:<n>] [size:<skirmish|battle>]}, or {@code picks:} from the
     * doomsday menu (two ready-made constraints).
     */
    record Choose(Play play, CampaignService campaigns) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("choose", "Objective holder: two different constraints for the next battle",
                    new OptionSpec("first", "The first constraint", OptionSpec.Type.STRING, false,
                            String.join("|", KINDS), KINDS, false, 20),
                    new OptionSpec("second", "The second constraint, of another kind", OptionSpec.Type.STRING, false,
                            String.join("|", KINDS), KINDS, false, 20),
                    OptionSpec.text("environment", "Environmental: the environment (vacuum, ice, zero-G…)", false,
                            "name"),
                    OptionSpec.text("copes", "Environmental: the system that copes with it (air tanks, heater…)",
                            false, "system"),
                    new OptionSpec("where", "Environmental: all of the table, or part (say hazard:true when a frame "
                            + "starts in it)", OptionSpec.Type.STRING, false, "all|part", List.of("all", "part"),
                            false, 5),
                    new OptionSpec("banned", "Design: the system type nobody may carry", OptionSpec.Type.STRING,
                            false, "B|G|Y|Rh|Rd|Ra|E", List.of(), false, 5),
                    new OptionSpec("ssr", "Design: SSRs per company (0 to 8)", OptionSpec.Type.INTEGER, false, "0-8",
                            List.of(), false, 3),
                    new OptionSpec("average", "Average: systems per frame on average (1 to 3)", OptionSpec.Type.INTEGER,
                            false, "1-3", List.of(), false, 3),
                    new OptionSpec("size", "Size: skirmish or battle", OptionSpec.Type.STRING, false, "skirmish|battle",
                            List.of("skirmish", "battle"), false, 10),
                    OptionSpec.text("picks", "Two ready-made constraints, one space apart (the menu fills this)",
                            false, "picks"),
                    campaignOption());
        }

        public Reply handle(Request request) {
            List<Constraint> chosen = request.option("picks").isPresent() ? picks(request.option("picks").get())
                    : List.of(typed(request, "first"), typed(request, "second"));
            CampaignService.Loaded c = campaigns.resolve(request.guildId(), request.channelId(),
                    request.option("campaign"), play.games().record(request.channelId()));
            CampaignService.Loaded after = campaigns.decide(c, new CampaignCommand.ChooseConstraints(
                    request.caller().id(), chosen));
            int next = after.campaign().battles().size() + 1;
            return Reply.text("📜 **" + request.caller().name() + "** chose the constraints for battle " + next
                    + " of **" + after.record().name() + "**: " + CampaignText.constraints(chosen) + ".");
        }

        private static List<Constraint> picks(String text) {
            List<Constraint> out = new ArrayList<>();
            for (String value : text.strip().split("\\s+")) {
                Constraint c = CampaignText.PRESETS.get(value.toLowerCase(Locale.ROOT));
                if (c == null) {
                    throw new PlayerError("`" + value + "` is not one of the menu's constraints: "
                            + String.join(", ", CampaignText.PRESETS.keySet()) + ".");
                }
                out.add(c);
            }
            return out;
        }

        private static Constraint typed(Request request, String which) {
            String kind = request.option(which).map(s -> s.strip().toLowerCase(Locale.ROOT)).orElseThrow(() ->
                    new PlayerError("Choose two constraints: `first:` and `second:` (" + String.join(", ", KINDS)
                            + "), or two from the menu."));
            return switch (kind) {
                case "environment" -> new Constraint.Environment(request.option("environment").orElse(""),
                        request.option("copes").orElse(""), !request.option("where").map(String::strip)
                        .filter(w -> w.equalsIgnoreCase("part")).isPresent());
                case "design" -> new Constraint.Design(request.option("banned").map(CampaignCommands::systemType)
                        .orElse(null), request.option("ssr").map(s -> number(s, "ssr")).orElse(null));
                case "average" -> new Constraint.Average(request.option("average").map(s -> number(s, "average"))
                        .orElseThrow(() -> new PlayerError("The average constraint needs `average:<1-3>`.")));
                case "size" -> new Constraint.Size(request.option("size").map(CampaignCommands::size)
                        .orElseThrow(() -> new PlayerError("The size constraint needs `size:skirmish` or `size:battle`.")));
                default -> throw new PlayerError("`" + kind + "` is not a constraint: " + String.join(", ", KINDS) + ".");
            };
        }
    }

    static SystemType systemType(String code) {
        Optional<SystemType> type = SystemType.fromCode(code.strip());
        return type.orElseThrow(() -> new PlayerError("`" + code.strip() + "` is not a system type: B, G, Y, Rh, Rd, Ra "
                + "or E."));
    }

    static GameSize size(String word) {
        return switch (word.strip().toLowerCase(Locale.ROOT)) {
            case "skirmish" -> GameSize.SKIRMISH;
            case "battle" -> GameSize.BATTLE;
            default -> throw new PlayerError("`" + word.strip() + "` is not a size for a campaign battle: skirmish or "
                    + "battle.");
        };
    }

    static int number(String text, String option) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new PlayerError("`" + option + ":` takes a whole number, not `" + text.strip() + "`.");
        }
    }
}
