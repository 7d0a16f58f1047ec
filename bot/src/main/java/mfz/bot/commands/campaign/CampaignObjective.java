package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.BEHAVIOUR;
import static mfz.bot.commands.OptionNames.NAME;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Command;

/** {@code /campaign objective name:<n> [behaviour:<none|orders|follow|afraid>]}: name this battle's special objective. */
public final class CampaignObjective extends GameCommand {

    public CampaignObjective(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("objective", "Name this battle's special objective (before deployment ends)",
                OptionSpec.string(NAME, "A leader, a prototype frame, a spaceport…").required().maxLength(40).build(),
                OptionSpec.string(BEHAVIOUR, "How it moves: none, orders, follow or afraid")
                        .choices(List.of("none", "orders", "follow", "afraid")).maxLength(10).build(),
                AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        String word = request.option(BEHAVIOUR).orElse("none");
        ObjectiveBehaviour behaviour = ObjectiveBehaviour.fromWord(word).orElseThrow(() -> new PlayerError(
                "`" + word + "` is not a behaviour: none, orders, follow or afraid."));
        return run(request, acting -> List.of(new Command.NameObjective(acting.id(),
                request.option(NAME).orElseThrow(), behaviour)));
    }
}
