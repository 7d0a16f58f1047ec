package mfz.bot.commands.play;

import java.util.Locale;
import java.util.Optional;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Request;
import mfz.rules.game.Game;

/**
 * Who a game command acts for: the caller, or, with {@code as:@player}, the absent player
 * the host acts for (the host is then kept as {@code onBehalfOf} in the game log).
 *
 * @param onBehalfOf the host's id when acting for someone else, else null
 */
public record Acting(String id, String name, String onBehalfOf) {

    public static Acting of(Request request, Optional<Game> game) {
        Optional<String> as = request.option(OptionNames.AS).map(Acting::userId).filter(id -> !id.isEmpty());
        if (as.isEmpty() || as.get().equals(request.caller().id())) {
            return new Acting(request.caller().id(), request.caller().name(), null);
        }
        Game current = game.orElseThrow(() -> new PlayerError("There is no game here to act in for someone else."));
        if (!Host.is(request.caller(), current)) {
            throw new PlayerError("Only the host can act for another player (`as:`).");
        }
        String id = as.get();
        if (current.player(id).isEmpty()) {
            throw new PlayerError("<@" + id + "> is not playing in this game.");
        }
        return new Acting(id, current.nameOf(id), request.caller().id());
    }

    /** A user as Discord sends it (an id), as a mention ({@code <@123>}), or a console name ({@code @vincent}). */
    public static String userId(String value) {
        String v = value.strip();
        if (v.matches("<@!?\\d+>")) {
            return v.replaceAll("\\D", "");
        }
        if (v.startsWith("@")) {
            v = v.substring(1);
        }
        return v.matches("\\d+") ? v : v.toLowerCase(Locale.ROOT);
    }
}
