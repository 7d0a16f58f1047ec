package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.BEST;
import static mfz.bot.commands.OptionNames.DEFEND;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.HAZARD;
import static mfz.bot.commands.OptionNames.HAZARD_KIND;
import static mfz.bot.commands.OptionNames.JETTISON;
import static mfz.bot.commands.OptionNames.RANGE;
import static mfz.bot.commands.OptionNames.SSR;
import static mfz.bot.commands.OptionNames.TARGET;
import static mfz.bot.commands.OptionNames.TARGET_OWNER;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.commands.play.TerrainTargets;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.OpenGame;
import mfz.bot.render.PlayerChoices;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.company.HazardKinds;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.game.Refusal;
import mfz.rules.options.AdvancedOption;
import mfz.rules.round.Initiative;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Hazards;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * {@code /turn plan frame:<n> [ssr] [hazard] [jettison]}: the ways this frame may start its
 * turn, as a card only you see: a target menu for each range it may name, a button for a
 * turn with no target, and what the typed {@code /turn start} also takes, set by tapping
 * before the target: SSRs to fire (a button counting 0 … what the frame carries), a hazard
 * (where hazards are in play: none, the usual one, then each kind the table's environmental
 * systems name), systems to jettison (where jettisoning is). A setting redraws
 * the card in place; choosing a target starts the turn. It changes nothing itself.
 */
public final class TurnPlan extends GameCommand {

    public TurnPlan(Play play) {
        super(play);
    }

    /** Many SSRs are rare: the cycling button stops here; more are typed. */
    private static final int MOST_SSRS_TAPPED = 9;

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("plan", "See the targets and ranges a frame may take its turn with",
                frame("Your frame", true),
                OptionSpec.integer(SSR, "SSRs to fire at direct fire").maxLength(2).build(),
                OptionSpec.bool(HAZARD, "The frame starts its turn in a hazard").build(),
                OptionSpec.string(HAZARD_KIND, "A hazard of another kind than the usual: heat, vacuum…")
                        .placeholder("kind").autocomplete().maxLength(HazardKinds.MAX_LENGTH).build(),
                OptionSpec.string(JETTISON, "Systems to throw away before rolling, like \"B Y\"")
                        .placeholder("systems").maxLength(30).build(),
                AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return switch (option) {
            case FRAME -> seat.choiceFrames(Action.START_TURN);
            case HAZARD_KIND -> Hazards.named(seat.game().frames());
            default -> List.of();
        };
    }

    @Override
    public Reply handle(Request request) {
        OpenGame open = play.games().current(request.channelId())
                .orElseThrow(() -> play.games().noGame(request.channelId()));
        Game game = open.game();
        Acting acting = Acting.of(request, Optional.of(game));
        if (game.player(acting.id()).isEmpty()) {
            // As every other game command says it (a play found "You have no frame called…").
            throw new PlayerError("You are not playing in this game.");
        }
        if (game.phase() != Phase.COMBAT) {
            // Before combat a frame of the caller's is no reason (it read "You have no frame called…").
            throw new PlayerError(Initiative.notInCombat(game) + GameQueries.waitingOn(game));
        }
        String name = request.option(FRAME).orElseThrow().strip();
        Frame frame = game.frame(acting.id(), name).orElseThrow(() -> new PlayerError(
                "You have no frame called `" + name + "`."));
        boolean mayStart = PlayerChoices.of(game, acting.id()).stream().filter(c -> c.action() == Action.START_TURN)
                .flatMap(c -> c.frames().stream()).anyMatch(f -> f.frame().equalsIgnoreCase(name));
        if (!mayStart) {
            throw new PlayerError(name + " can't start a turn now: " + GameQueries.waitingOn(game));
        }
        Setting setting = Setting.read(request, game, frame);
        long version = open.version();
        Map<String, String> mine = Controls.with(Controls.mine(acting.id(), version), FRAME, frame.name());
        List<FrameRef> enemies = Choices.targets(game, acting.id());
        List<Component.Row> rows = new ArrayList<>();
        Frame after = setting.after(game, frame);
        for (Range range : TurnRules.legalRanges(after)) {
            boolean direct = range == Range.DIRECT;
            if (TurnRules.needsAnSsr(after, range) && setting.ssrs() == 0) {
                continue;
            }
            // The target, range, SSRs and the defense travel in each choice: the id keeps its room for
            // the settings, and for the part number a second range's menu of the same id takes (n=2).
            Map<String, String> chosen = direct && setting.ssrs() > 0
                    ? Map.of(RANGE, range.option(), SSR, Integer.toString(setting.ssrs()), DEFEND, BEST)
                    : Map.of(RANGE, range.option(), DEFEND, BEST);
            List<Component.Option> targets = new ArrayList<>();
            for (FrameRef target : enemies) {
                ComponentIds.fitting(() -> ComponentIds.choice(Controls.with(Controls.with(chosen, TARGET, target.frame()),
                        TARGET_OWNER, target.owner()))).ifPresent(value -> targets.add(Controls.option(target.label(),
                        value, null)));
            }
            if (game.onTheMap()) {
                for (TerrainTargets.Offered piece : TerrainTargets.at(game, frame, range)) {
                    ComponentIds.fitting(() -> ComponentIds.choice(Controls.with(chosen, TARGET, piece.piece()))).ifPresent(
                            value -> targets.add(Controls.option("Terrain: " + piece.piece(), value, piece.words())));
                }
            } else {
                targets.add(Controls.option("Terrain", ComponentIds.choice(Controls.with(chosen, TARGET,
                        "terrain")), "an attack on a piece of terrain"));
            }
            Map<String, String> fixed = setting.into(mine, false);
            String firing = direct && setting.ssrs() > 0 ? ", firing " + ssrWords(setting.ssrs()) : "";
            ComponentIds.fitting(() -> ComponentIds.menu("turn start", fixed, ComponentIds.MANY)).flatMap(id -> Controls.menu(id,
                    "Target at " + range.word() + firing + "…", TerrainTargets.fitted(targets, chosen)))
                    .ifPresent(rows::add);
        }
        jettisonMenu(game, frame, setting, mine).ifPresent(rows::add);
        List<Component.Button> buttons = new ArrayList<>();
        // No target is what /turn start reads without one: left out when the settings fill the id.
        ComponentIds.fitting(() -> ComponentIds.button("turn start", Controls.with(setting.into(Controls.with(mine, TARGET,
                "none"), false), DEFEND, BEST)))
                .or(() -> ComponentIds.fitting(() -> ComponentIds.button("turn start", Controls.with(setting.into(mine, false),
                        DEFEND, BEST))))
                .ifPresent(id -> buttons.add(Controls.button(id, "No target: just move and spot",
                        Component.Style.SECONDARY)));
        int carried = after.ssrs();
        if (carried > 0) {
            int next = setting.ssrs() >= Math.min(carried, MOST_SSRS_TAPPED) ? 0 : setting.ssrs() + 1;
            ComponentIds.fitting(() -> ComponentIds.button("turn plan", setting.withSsrs(next).into(mine, true)))
                    .ifPresent(id -> buttons.add(Controls.button(id, "SSRs to fire: " + setting.ssrs() + " of "
                            + carried + " (tap: " + next + ")", Component.Style.SECONDARY)));
        }
        List<Setting> round = hazardRound(game, setting);
        if (!round.isEmpty()) {
            int at = round.indexOf(setting);
            Setting next = round.get(at < 0 ? 0 : (at + 1) % round.size());
            boolean everywhere = environmentEverywhere(game);
            ComponentIds.fitting(() -> ComponentIds.button("turn plan", next.into(mine, true)))
                    .ifPresent(id -> buttons.add(Controls.button(id, setting.hazardWords(everywhere) + " (tap: "
                            + next.hazardWords(everywhere).toLowerCase(Locale.ROOT) + ")",
                            Component.Style.SECONDARY)));
        }
        if (rows.size() >= Controls.MAX_ROWS) {
            rows = new ArrayList<>(rows.subList(0, Controls.MAX_ROWS - 1));
        }
        if (!buttons.isEmpty()) {
            rows.add(new Component.Row(new ArrayList<>(buttons)));
        }
        String text = "**" + frame.name() + "**: choose a target and the range you will attack from. The whole pool "
                + "is rolled as soon as you choose." + setting.words();
        Reply reply = new Reply(text, List.of(), rows, true);
        // A change of setting comes from this plan's own buttons: it redraws the plan in place.
        return request.option(SSR).isPresent() ? reply.onSameCard() : reply;
    }

    /**
     * What the hazard button goes round, tap by tap; empty when there is nothing to choose: not in
     * a hazard, in the usual one (a campaign's environment over part of the table is declared as
     * one, with the option or without it), then, with the option, each kind named on the table.
     * Over the whole table every frame is in the environment already: only the other kinds are
     * left (an audit: the button was hidden there, and without the option under a part-table one).
     */
    private static List<Setting> hazardRound(Game game, Setting setting) {
        boolean option = game.options().has(AdvancedOption.HAZARDS);
        boolean environment = game.options().campaign() != null && game.options().campaign().environment().isPresent();
        boolean everywhere = environmentEverywhere(game);
        if (!option && (!environment || everywhere)) {
            return List.of();
        }
        List<Setting> round = new ArrayList<>();
        round.add(setting.withHazard(false, null));
        if (!everywhere) {
            round.add(setting.withHazard(true, null));
        }
        if (option) {
            Hazards.named(game.frames()).forEach(kind -> round.add(setting.withHazard(true, kind)));
        }
        return round.size() > 1 ? round : List.of();
    }

    private static boolean environmentEverywhere(Game game) {
        return game.options().campaign() != null && game.options().campaign().environment()
                .filter(environment -> environment.wholeTable()).isPresent();
    }

    /**
     * Systems to throw away before rolling, several at once; a frame's two of a kind are two
     * choices ({@code Rh} and {@code Rh*2}), since Discord wants every value distinct.
     */
    private static Optional<Component.Row> jettisonMenu(Game game, Frame frame, Setting setting,
                                                        Map<String, String> mine) {
        if (!game.options().has(AdvancedOption.JETTISON) || frame.systems().isEmpty()) {
            return Optional.empty();
        }
        List<Component.Option> options = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (FrameSystem system : frame.systems()) {
            int copy = seen.merge(system.notation(), 1, Integer::sum);
            String value = copy == 1 ? system.notation() : system.notation() + COPY + copy;
            options.add(Controls.option("Jettison " + system.notation(), value, null));
        }
        options.add(Controls.option("Jettison nothing", "none", "keep every system"));
        Map<String, String> fixed = setting.withJettison(null).into(mine, true);
        fixed.remove(JETTISON);
        return ComponentIds.fitting(() -> ComponentIds.menu("turn plan", fixed, JETTISON)).map(id -> new Component.Row(List.of(
                new Component.SelectMenu(id, setting.jettison() == null ? "Jettison before rolling…"
                        : "Jettisoning " + setting.jettison() + " (choose again to change)…",
                        options.size() > Controls.MAX_OPTIONS ? options.subList(0, Controls.MAX_OPTIONS) : options,
                        1, Math.min(options.size(), Controls.MAX_OPTIONS)))));
    }

    private static final String COPY = "*";

    private static String ssrWords(int n) {
        return n == 1 ? "1 SSR" : n + " SSRs";
    }

    /** What the plan's own buttons set before the target is chosen: SSRs to fire, hazard, jettison. */
    private record Setting(int ssrs, boolean hazard, String jettison, String hazardKind) {

        static Setting read(Request request, Game game, Frame frame) {
            int ssrs = request.option(SSR).map(String::strip).map(n -> {
                try {
                    return Integer.parseInt(n);
                } catch (NumberFormatException notANumber) {
                    throw new PlayerError("`ssr:` is a number of SSRs, like 1.");
                }
            }).orElse(0);
            if (ssrs < 0 || ssrs > frame.ssrs()) {
                throw new PlayerError(frame.name() + " carries " + frame.ssrs() + " SSR" + (frame.ssrs() == 1 ? "" : "s")
                        + ": choose 0 to " + frame.ssrs() + ".");
            }
            String kind = request.option(HAZARD_KIND).map(HazardKinds::spelled).orElse(null);
            boolean hazard = kind != null || request.option(HAZARD).map(Boolean::parseBoolean).orElse(false);
            String jettison = request.option(JETTISON).map(Setting::systems).orElse(null);
            // As the start will judge them: a plan drawn for settings it refuses offered only refusals (an audit).
            try {
                TurnRules.requireSettings(game, frame, hazard, kind, jettison);
            } catch (Refusal refused) {
                throw new PlayerError(refused.playerMessage());
            }
            return new Setting(ssrs, hazard, jettison, kind);
        }

        /** The menu's values (a copy marked {@code Rh*2}) as the systems they name; none when "none" was chosen. */
        private static String systems(String chosen) {
            List<String> systems = Arrays.stream(chosen.strip().split("\\s+"))
                    .filter(s -> !s.isEmpty() && !s.equalsIgnoreCase("none"))
                    .map(s -> s.contains(COPY) ? s.substring(0, s.indexOf(COPY)) : s).toList();
            return systems.isEmpty() ? null : String.join(" ", systems);
        }

        Setting withSsrs(int n) {
            return new Setting(n, hazard, jettison, hazardKind);
        }

        Setting withHazard(boolean h, String kind) {
            return new Setting(ssrs, h, jettison, kind);
        }

        Setting withJettison(String j) {
            return new Setting(ssrs, hazard, j, hazardKind);
        }

        /** @param everywhere a campaign environment covers the whole table: every frame is in it already */
        String hazardWords(boolean everywhere) {
            return !hazard ? (everywhere ? "No other hazard" : "Not in a hazard")
                    : hazardKind == null ? "In a hazard" : "In " + hazardKind;
        }

        /** The frame as it would roll: without what it throws away (a list the rules refuse is refused at the start). */
        Frame after(Game game, Frame frame) {
            try {
                return TurnRules.afterJettisoning(game, frame, jettison);
            } catch (Refusal refused) {
                return frame;
            }
        }

        /**
         * The options with these settings, only those that are not the default (ids stay short);
         * the SSRs only for a plan's own button, always (it marks a redraw): a target's choice
         * carries them itself.
         */
        Map<String, String> into(Map<String, String> base, boolean withSsrs) {
            Map<String, String> all = new LinkedHashMap<>(base);
            if (withSsrs) {
                all.put(SSR, Integer.toString(ssrs));
            }
            if (hazardKind != null) {
                all.put(HAZARD_KIND, hazardKind);
            } else if (hazard) {
                all.put(HAZARD, "true");
            }
            if (jettison != null) {
                all.put(JETTISON, jettison);
            }
            return all;
        }

        String words() {
            List<String> set = new ArrayList<>();
            if (ssrs > 0) {
                set.add("firing " + ssrWords(ssrs) + " (at direct fire)");
            }
            if (hazard) {
                set.add(hazardKind == null ? "starting in a hazard" : "starting in a hazard of " + hazardKind);
            }
            if (jettison != null) {
                set.add("jettisoning " + jettison);
            }
            return set.isEmpty() ? "" : "\nSet: " + String.join(", ", set) + ".";
        }
    }
}
