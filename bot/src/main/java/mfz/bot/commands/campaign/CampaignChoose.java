package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.AVERAGE;
import static mfz.bot.commands.OptionNames.BANNED;
import static mfz.bot.commands.OptionNames.COPES;
import static mfz.bot.commands.OptionNames.ENVIRONMENT;
import static mfz.bot.commands.OptionNames.FIRST;
import static mfz.bot.commands.OptionNames.PICKS;
import static mfz.bot.commands.OptionNames.SECOND;
import static mfz.bot.commands.OptionNames.SIZE;
import static mfz.bot.commands.OptionNames.SSR;
import static mfz.bot.commands.OptionNames.WHERE;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.CampaignText;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.Constraint;
import mfz.rules.company.SystemType;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;

/**
 * {@code /campaign choose first:<kind> second:<kind> [environment:] [copes:] [where:all|part]
 * [banned:<code>] [ssr:<n>] [average:<n>] [size:<skirmish|battle>]}, or {@code picks:} from the
 * doomsday menu (two ready-made constraints): the objective's holder picks the next battle's constraints.
 */
public final class CampaignChoose implements SlashCommand {

    static final List<String> KINDS = Arrays.stream(Constraint.Kind.values()).map(Constraint.Kind::word).toList();

    private final Play play;
    private final CampaignService campaigns;

    public CampaignChoose(Play play, CampaignService campaigns) {
        this.play = play;
        this.campaigns = campaigns;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("choose", "Objective holder: two constraints of different kinds for the next battle",
                OptionSpec.string(FIRST, "The first constraint").choices(KINDS).maxLength(20).build(),
                OptionSpec.string(SECOND, "The second constraint, of another kind").choices(KINDS).maxLength(20)
                        .build(),
                OptionSpec.text(ENVIRONMENT, "Environmental: the environment (vacuum, ice, zero-G…)", false, "name"),
                OptionSpec.text(COPES, "Environmental: the system that copes with it (air tanks, heater…)", false,
                        "system"),
                OptionSpec.string(WHERE, "Environmental: all of the table, or part (say hazard:true when a frame "
                        + "starts in it)").choices(List.of("all", "part")).maxLength(5).build(),
                OptionSpec.string(BANNED, "Design: the system types nobody may carry (e.g. Y, or Rd Ra)").placeholder("B|G|Y|Rh|Rd|Ra|E|ranged")
                        .maxLength(30).build(),
                OptionSpec.integer(SSR, "Design: SSRs per company (0 to 8)").placeholder("0-8")
                        .range(0, GameOptions.MAX_SSRS).build(),
                OptionSpec.integer(AVERAGE, "Average: systems per frame on average (0 to 3)").placeholder("0-3")
                        .range(Constraint.Average.MIN, Constraint.Average.MAX).build(),
                OptionSpec.string(SIZE, "Size: skirmish or battle").choices(List.of("skirmish", "battle"))
                        .maxLength(10).build(),
                OptionSpec.text(PICKS, "Two ready-made constraints, one space apart (the menu fills this)", false,
                        "picks"),
                WhichCampaign.OPTION,
                OptionSpec.user(OptionNames.AS, "The last battle's host: choose for its absent holder").build());
    }

    @Override
    public Reply handle(Request request) {
        nothingLeftOut(request);
        List<Constraint> chosen = request.option(PICKS).isPresent() ? picks(request.option(PICKS).get())
                : List.of(typed(request, FIRST), typed(request, SECOND));
        CampaignService.Loaded c = WhichCampaign.resolveToAct(play, campaigns, request);
        String holder = request.option(OptionNames.AS).map(Acting::userId).filter(id -> !id.isEmpty())
                .orElse(request.caller().id());
        boolean forAnother = !holder.equals(request.caller().id());
        CampaignCommand.ChooseConstraints choice = new CampaignCommand.ChooseConstraints(holder, chosen,
                forAnother ? request.caller().id() : null);
        CampaignService.Loaded after;
        try {
            if (forAnother) {
                campaigns.check(c, choice); // the rules' word first: whose choice it is, and whether it is owed
                requireTheLastBattlesHost(request, c);
            }
            after = campaigns.decide(c, choice, request.caller().id());
        } catch (PlayerError refused) {
            throw inItsLobby(c) ? new PlayerError(refused.getMessage() + " It hasn't started: the host can call it off "
                    + "with `/game end`, and then " + c.campaign().lapsedChoice().orElseThrow().nameOf(c.campaign()
                    .lapsedChoice().orElseThrow().holder()) + " chooses.") : refused;
        }
        int next = after.campaign().nextShownNumber();
        String who = "**" + request.caller().name() + "**" + (forAnother ? " (the host, for **" + after.campaign()
                .lastCounted().orElseThrow().nameOf(holder) + "**, who held the objective)" : "");
        return CampaignSight.shown(request, after.campaign(), Reply.text("📜 " + who + " chose the constraints "
                + "for battle " + next + " of **" + after.record().name() + "**: " + CampaignText.constraints(chosen)
                + ". " + CampaignText.nextOpens(after.campaign(), after.record().name()))
                .withRows(CampaignText.nextBattleButtons(after.campaign(), after.record().name())))
                .asStoredOffTheTable();
    }

    /**
     * The host may act for an absent player: here the host of the battle whose doomsday left the
     * choice (or someone who manages that battle's channel, there), so an absent holder doesn't hold
     * up the campaign. The campaign's log keeps who chose.
     */
    private void requireTheLastBattlesHost(Request request, CampaignService.Loaded c) {
        Battle last = c.campaign().lastCounted().orElseThrow();
        Game battle = play.games().transfer().finishedGame(last.gameId())
                .map(history -> Game.replay(history.stream().flatMap(step -> step.events().stream()).toList()))
                .orElseThrow(() -> new PlayerError("Battle " + c.campaign().shownNumber(last) + " isn't over: nobody chooses for it yet."));
        boolean host = request.caller().id().equals(battle.host())
                || request.caller().managesChannel() && request.channelId().equals(last.channel());
        if (!host) {
            throw new PlayerError("Only the host of battle " + c.campaign().shownNumber(last) + " (" + battle.nameOf(battle.host())
                    + ") can choose for " + last.nameOf(last.holder()) + " (`as:`).");
        }
    }

    /** Each kind's own options: a choice is stored once, so none typed may be dropped without a word. */
    private static final Map<String, List<String>> KIND_OPTIONS = new LinkedHashMap<>();

    static {
        // in the order the options are listed, so the refusal names the same stray option every time
        KIND_OPTIONS.put("environment", List.of(ENVIRONMENT, COPES, WHERE));
        KIND_OPTIONS.put("design", List.of(BANNED, SSR));
        KIND_OPTIONS.put("average", List.of(AVERAGE));
        KIND_OPTIONS.put("size", List.of(SIZE));
    }

    /**
     * Refuses an option that belongs to neither chosen kind, or typed beside {@code picks:}: the
     * choice can't be made again, and what the player typed was dropped without a word (an audit:
     * {@code ssr:0} beside {@code first:size second:average} was stored without it).
     */
    private static void nothingLeftOut(Request request) {
        List<String> kinds = request.option(PICKS).isPresent() ? List.of() : Stream.of(FIRST, SECOND)
                .flatMap(which -> request.option(which).stream()).map(k -> k.strip().toLowerCase(Locale.ROOT)).toList();
        if (request.option(PICKS).isPresent() && (request.option(FIRST).isPresent() || request.option(SECOND).isPresent())) {
            throw new PlayerError("`picks:` chooses both constraints: give it alone, or `first:` and `second:` "
                    + "without it.");
        }
        KIND_OPTIONS.forEach((kind, options) -> {
            for (String option : options) {
                if (request.option(option).isPresent() && !kinds.contains(kind)) {
                    throw new PlayerError("`" + option + ":` is for the " + kind + " constraint, which isn't one of "
                            + "the two chosen" + (kinds.isEmpty() ? "" : " (" + String.join(" and ", kinds) + ")")
                            + ": nothing was chosen. Leave it out, or choose `" + kind + "`.");
                }
            }
        });
    }

    /** The battle that opened before the holder chose is still in its lobby: calling it off brings the choice back. */
    private boolean inItsLobby(CampaignService.Loaded c) {
        // peek: the battle's channel is another channel's queue's to load and keep
        return c.campaign().lapsedChoice().isPresent() && c.campaign().playing().flatMap(battle -> play.games()
                .peek(battle.channel()).filter(open -> open.record().id() == battle.gameId()))
                .map(open -> open.game().phase() == Phase.LOBBY).orElse(false);
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
            case "environment" -> new Constraint.Environment(request.option(ENVIRONMENT).orElse(""),
                    request.option(COPES).orElse(""), !request.option(WHERE).map(String::strip)
                    .filter(w -> w.equalsIgnoreCase("part")).isPresent());
            case "design" -> new Constraint.Design(request.option(BANNED).map(CampaignChoose::systemTypes)
                    .orElse(List.of()), request.option(SSR).map(s -> number(s, SSR)).orElse(null));
            case "average" -> new Constraint.Average(request.option(AVERAGE).map(s -> number(s, AVERAGE))
                    .orElseThrow(() -> new PlayerError("The average constraint needs `average:<0-3>`.")));
            case "size" -> new Constraint.Size(request.option(SIZE).map(CampaignChoose::size)
                    .orElseThrow(() -> new PlayerError("The size constraint needs `size:skirmish` or `size:battle`.")));
            default -> throw new PlayerError("`" + kind + "` is not a constraint: " + String.join(", ", KINDS) + ".");
        };
    }

    /** "Rd Ra", "Rd,Ra" or "ranged" (direct-fire and artillery, the rulebook's own example). */
    private static List<SystemType> systemTypes(String text) {
        List<SystemType> out = new ArrayList<>();
        for (String code : text.strip().split("[\\s,]+")) {
            if (code.equalsIgnoreCase("ranged")) {
                out.add(SystemType.DIRECT_FIRE);
                out.add(SystemType.ARTILLERY);
            } else if (!code.isEmpty()) {
                out.add(systemType(code));
            }
        }
        return out;
    }

    private static SystemType systemType(String code) {
        Optional<SystemType> type = SystemType.fromCode(code.strip());
        return type.orElseThrow(() -> new PlayerError("`" + code.strip() + "` is not a system type: B, G, Y, Rh, Rd, Ra "
                + "or E."));
    }

    private static GameSize size(String word) {
        return switch (word.strip().toLowerCase(Locale.ROOT)) {
            case "skirmish" -> GameSize.SKIRMISH;
            case "battle" -> GameSize.BATTLE;
            default -> throw new PlayerError("`" + word.strip() + "` is not a size for a campaign battle: skirmish or "
                    + "battle.");
        };
    }

    private static int number(String text, String option) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new PlayerError("`" + option + ":` takes a whole number, not `" + text.strip() + "`.");
        }
    }
}
