package mfz.bot.commands.map;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.Controls;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Game;

/**
 * A map's refusal with a way past it (docs/phones.md, docs/rules.md §10): where only the map's
 * measurement refuses a placement, move, attack or spot, the private refusal offers one button
 * that sends the same command again with {@code override:true}, declaring it for the host to
 * confirm. Offered only when that declaration would be accepted now, so the button never leads
 * to a second refusal.
 */
public final class OverrideOffer {

    static final String LABEL = "Declare it anyway (the host confirms)";

    private OverrideOffer() {
    }

    public static Optional<Reply> of(Request request, Game game, BiFunction<Game, Acting, Command> declared,
                                     String refusal) {
        if (!game.onTheMap()) {
            return Optional.empty();
        }
        Command declaration;
        try {
            declaration = declared.apply(game, Acting.of(request, Optional.of(game)));
        } catch (PlayerError notAPlayer) {
            return Optional.empty();
        }
        if (declaration == null
                || !(game.decide(declaration, ScriptedDice.of()) instanceof Decision.Accepted)) {
            return Optional.empty();
        }
        Map<String, String> options = new LinkedHashMap<>(request.options());
        options.put(OptionNames.OVERRIDE, "true");
        Optional<String> fitting = ComponentIds.fitting(() -> ComponentIds.button(request.command(), options));
        if (fitting.isEmpty()) {
            return Optional.empty(); // the typed override:true still works
        }
        String id = fitting.get();
        return Optional.of(new Reply(refusal + " If the table sees it otherwise, declare it: the host confirms or refuses.",
                List.of(), List.of(new Component.Row(List.of(Controls.button(id, LABEL, Component.Style.SECONDARY)))),
                true));
    }
}
