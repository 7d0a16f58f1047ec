package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.RANGE;
import static mfz.bot.commands.OptionNames.SSR;
import static mfz.bot.commands.OptionNames.TARGET;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.CombatControls;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.bot.game.GameService;
import java.util.Optional;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;
import mfz.rules.game.GameQueries;
import mfz.bot.render.PlayerChoices;

/**
 * {@code /turn plan frame:<n>}: the ways this frame may start its turn, as menus only you
 * see: a target menu for each range it may name (direct fire also with an SSR), and a
 * button for a turn with no target. Choosing one starts the turn. It changes nothing itself.
 */
public final class TurnPlan extends GameCommand {

    public TurnPlan(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("plan", "See the targets and ranges a frame may take its turn with",
                frame("Your frame", true), AS);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return option.equals(FRAME) ? seat.choiceFrames(Action.START_TURN) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        GameService.OpenGame open = play.games().current(request.channelId())
                .orElseThrow(() -> new PlayerError(GameService.NO_GAME));
        Game game = open.game();
        Acting acting = Acting.of(request, Optional.of(game));
        String name = request.option(FRAME).orElseThrow().strip();
        Frame frame = game.frame(acting.id(), name).orElseThrow(() -> new PlayerError(
                "You have no frame called `" + name + "`."));
        boolean mayStart = PlayerChoices.of(game, acting.id()).stream().filter(c -> c.action() == Action.START_TURN)
                .flatMap(c -> c.frames().stream()).anyMatch(f -> f.frame().equalsIgnoreCase(name));
        if (!mayStart) {
            throw new PlayerError(name + " can't start a turn now: " + GameQueries.waitingOn(game));
        }
        long version = open.version();
        Map<String, String> mine = CombatControls.with(Controls.mine(acting.id(), version), FRAME, frame.name());
        List<Component.Option> targets = new ArrayList<>();
        for (FrameRef target : Choices.targets(game, acting.id())) {
            targets.add(Controls.option(target.label(), target.frame(), null));
        }
        targets.add(Controls.option("Terrain", "terrain", "an attack on a piece of terrain"));
        List<Component.Row> rows = new ArrayList<>();
        for (Range range : TurnRules.legalRanges(frame)) {
            Map<String, String> fixed = CombatControls.with(mine, RANGE, range.option());
            if (!TurnRules.needsAnSsr(frame, range)) {
                Controls.menu(ComponentIds.menu("turn start", fixed, TARGET), "Target at " + range.word() + "…",
                        targets).ifPresent(rows::add);
            }
            if (range == Range.DIRECT && frame.ssrs() > 0) {
                Controls.menu(ComponentIds.menu("turn start", CombatControls.with(fixed, SSR, "1"), TARGET),
                        "Target at direct fire, firing 1 SSR…", targets).ifPresent(rows::add);
            }
        }
        rows.add(new Component.Row(List.of(Controls.button(ComponentIds.button("turn start",
                CombatControls.with(mine, TARGET, "none")), "No target: just move and spot",
                Component.Style.SECONDARY))));
        String text = "**" + frame.name() + "**: choose a target and the range you will attack from. The whole pool "
                + "is rolled as soon as you choose. (For more SSRs, a hazard or jettisoning, type `/turn start`.)";
        return new Reply(text, List.of(), rows.size() > Controls.MAX_ROWS ? rows.subList(0, Controls.MAX_ROWS) : rows,
                true);
    }
}
