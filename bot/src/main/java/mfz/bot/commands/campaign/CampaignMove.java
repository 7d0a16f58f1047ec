package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.NEAR;

import java.util.Arrays;
import java.util.List;
import mfz.bot.commands.play.BesideTheTurn;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.company.Names;
import mfz.rules.game.Command;

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
        if (near.equals(Names.ASKS)) {
            return besideStep(request, BesideTheTurn.Kind.OBJECTIVE, game -> "🎯 Which frames stand near "
                    + BesideTheTurn.objectiveName(game) + " after its move? Choose below.",
                    "/campaign move near:<owner/frame, …|none>");
        }
        List<String> frames = near.equalsIgnoreCase("none") || near.isEmpty() ? List.of()
                : Arrays.stream(near.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        // Only `none` says no frame is near: a list of nothing (",") spent the round's move for nobody
        // (an adversarial test).
        if (frames.isEmpty() && !near.equalsIgnoreCase("none") && !near.isEmpty()) {
            throw new PlayerError("`near:` names frames, comma-separated (`ann/A1, B2`), or says `none`.");
        }
        return run(request, acting -> List.of(new Command.MoveObjective(acting.id(), frames)));
    }
}
