package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * {@code /turn plan frame:<n>}: the ways this frame may start its turn, as menus only you
 * see: a target menu for each range it may name (direct fire also with an SSR), and a
 * button for a turn with no target. Choosing one starts the turn. It changes nothing itself.
 */
final class TurnPlan implements SlashCommand {

    private final Play play;

    TurnPlan(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("plan", "See the targets and ranges a frame may take its turn with",
                TurnCommands.frame("Your frame", true), Play.AS_OPTION);
    }

    @Override
    public List<String> suggest(Request request, String option) {
        return Suggestions.seat(play, request).map(seat -> option.equals("frame")
                ? seat.choiceFrames(Action.START_TURN) : List.<String>of()).orElse(List.of());
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().require(request.channelId());
        Acting acting = play.acting(request);
        String name = request.option("frame").orElseThrow().strip();
        Frame frame = game.frame(acting.id(), name).orElseThrow(() -> new PlayerError(
                "You have no frame called `" + name + "`."));
        boolean mayStart = game.choices(acting.id()).stream().filter(c -> c.action() == Action.START_TURN)
                .flatMap(c -> c.frames().stream()).anyMatch(f -> f.frame().equalsIgnoreCase(name));
        if (!mayStart) {
            throw new PlayerError(name + " can't start a turn now: " + game.waitingOn());
        }
        long version = play.games().version(request.channelId()).orElseThrow();
        Map<String, String> mine = CombatControls.with(Controls.mine(acting.id(), version), "frame", frame.name());
        List<Component.Option> targets = new ArrayList<>();
        for (FrameRef target : Choices.targets(game, acting.id())) {
            targets.add(Controls.option(target.label(), target.frame(), null));
        }
        targets.add(Controls.option("Terrain", "terrain", "an attack on a piece of terrain"));
        List<Component.Row> rows = new ArrayList<>();
        for (Range range : TurnRules.legalRanges(frame)) {
            Map<String, String> fixed = CombatControls.with(mine, "range", range.option());
            if (!TurnRules.needsAnSsr(frame, range)) {
                Controls.menu(ComponentIds.menu("turn start", fixed, "target"), "Target at " + range.word() + "…",
                        targets).ifPresent(rows::add);
            }
            if (range == Range.DIRECT && frame.ssrs() > 0) {
                Controls.menu(ComponentIds.menu("turn start", CombatControls.with(fixed, "ssr", "1"), "target"),
                        "Target at direct fire, firing 1 SSR…", targets).ifPresent(rows::add);
            }
        }
        rows.add(new Component.Row(List.of(Controls.button(ComponentIds.button("turn start",
                CombatControls.with(mine, "target", "none")), "No target: just move and spot",
                Component.Style.SECONDARY))));
        String text = "**" + frame.name() + "**: choose a target and the range you will attack from. The whole pool "
                + "is rolled as soon as you choose. (For more SSRs, a hazard or jettisoning, type `/turn start`.)";
        return new Reply(text, List.of(), rows.size() > Controls.MAX_ROWS ? rows.subList(0, Controls.MAX_ROWS) : rows,
                true);
    }
}
