package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.BEHAVIOUR;
import static mfz.bot.commands.OptionNames.NAME;

import java.util.List;
import java.util.Map;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.RuleViolation;

/** {@code /campaign objective name:<n> [behaviour:<none|orders|follow|afraid>]}: name this battle's special objective. */
public final class CampaignObjective extends GameCommand {

    /** The form a tap on the objective's menu opens, its behaviour chosen: its text fills {@code name:}. */
    static Form form(ObjectiveBehaviour behaviour) {
        return new Form(ComponentIds.menu("campaign objective", Map.of(BEHAVIOUR, behaviour.word()), NAME),
                "Name the special objective", "What it is", "Leader, Prototype, Spaceport…", 40,
                "/campaign objective name:Leader behaviour:" + behaviour.word());
    }

    public CampaignObjective(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("objective", "Name this battle's special objective (before deployment ends)",
                // Not required: tapped (the lobby's and step 7's menu), a form asks for the name.
                OptionSpec.string(NAME, "A leader, a prototype frame, a spaceport…").maxLength(40).build(),
                OptionSpec.string(BEHAVIOUR, "How it moves: none, orders, follow or afraid")
                        .choices(List.of("none", "orders", "follow", "afraid")).maxLength(10).build(),
                AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        // Named again (a typo mended) without behaviour:, it keeps the one chosen before.
        String word = request.option(BEHAVIOUR).orElseGet(() -> play.games().game(request.channelId())
                .map(game -> game.options().campaign()).filter(terms -> terms != null && terms.objective() != null)
                .map(terms -> terms.behaviour().word()).orElse("none"));
        ObjectiveBehaviour behaviour = ObjectiveBehaviour.fromWord(word).orElseThrow(() -> new PlayerError(
                "`" + word + "` is not a behaviour: none, orders, follow or afraid."));
        if (request.option(NAME).map(String::isBlank).orElse(true)) {
            // Refused before the form opens where naming it would be (no campaign battle here, the
            // objective placed already, an old card), not after the player has typed a name.
            if (request.option(OptionNames.AS).isEmpty()
                    && request.option(OptionNames.SEAT).isEmpty()) {
                Game game = play.games().require(request.channelId());
                // A name no station on the table has: the pre-check asks about everything but the name.
                String probe = "Objective";
                while (game.station(probe).isPresent()) {
                    probe += "-2";
                }
                if (game.decideAsUsual(new Command.NameObjective(request.caller().id(), probe, behaviour),
                        sides -> 1) instanceof RuleViolation refused) {
                    throw new PlayerError(refused.message());
                }
            }
            Form form = form(behaviour);
            return Reply.form(form, "Name the objective: `" + form.typed() + "`");
        }
        return run(request, acting -> List.of(new Command.NameObjective(acting.id(),
                request.option(NAME).orElseThrow(), behaviour)));
    }
}
