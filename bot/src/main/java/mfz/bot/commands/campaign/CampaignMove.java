package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.NEAR;

import java.util.Arrays;
import java.util.List;
import mfz.bot.commands.play.CombatControls;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.render.EventText;
import mfz.bot.render.PlayerChoices;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.turn.Action;

/** {@code /campaign move [near:<frames>]}: the objective moves by orders or out of fear. */
public final class CampaignMove extends GameCommand {

    public CampaignMove(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("move", "Move the objective (orders: its holder; afraid: anyone else), once a round",
                OptionSpec.string(NEAR, "Frames now within 1 unit of it, comma-separated (owner/frame), or none")
                        .placeholder("frames|none").build(),
                AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        String near = request.option(NEAR).map(String::strip).orElse("none");
        if (near.equals(CombatControls.OBJECTIVE_STEP)) {
            return step(request);
        }
        List<String> frames = near.equalsIgnoreCase("none") || near.isEmpty() ? List.of()
                : Arrays.stream(near.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        return run(request, acting -> List.of(new Command.MoveObjective(acting.id(), frames)));
    }

    /**
     * The button a full turn's card offers instead of the objective's menu: the same card, the
     * objective's menu first. Nothing is stored; the next tap moves it.
     */
    private Reply step(Request request) {
        var open = play.games().current(request.channelId()).orElse(null);
        java.util.OptionalLong version = play.games().version(request.channelId());
        if (open == null || version.isEmpty()) {
            return Reply.privately("There is no game in this channel.");
        }
        Game game = open.game();
        String acting = play.acting(request).id();
        boolean offered = PlayerChoices.of(game, acting).stream().anyMatch(c -> c.action() == Action.MOVE_OBJECTIVE)
                && EventText.whoActs(game).filter(acting::equals).isPresent();
        if (!offered) {
            return Reply.privately("You can't move the objective now.");
        }
        return new Reply(EventText.whoDecides(game, game).orElse("")
                + "\n🎯 Which frames stand near the objective after its move? Choose below.", List.of(),
                CombatControls.forTurn(game, version.getAsLong(), true), false).onSameCard();
    }
}
