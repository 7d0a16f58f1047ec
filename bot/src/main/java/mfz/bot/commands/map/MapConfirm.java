package mfz.bot.commands.map;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.game.PendingDecision;

/**
 * {@code /map confirm [accept:false]}: the host's answer to an attack, placement, move, spot or
 * station a player declared against the map ({@code … override:true}): it goes ahead as declared, or the
 * map stands.
 * A channel manager answers with the host's authority.
 */
public final class MapConfirm extends GameCommand {

    static final String ACCEPT = "accept";

    public MapConfirm(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("confirm", "Host: confirm what a player declared against the map (or refuse it)",
                OptionSpec.bool(ACCEPT, "false: refuse it, the map stands (left out: confirm)").build());
    }

    @Override
    public Reply handle(Request request) {
        boolean accept = request.option(ACCEPT).map(Boolean::parseBoolean).orElse(true);
        boolean placing = play.games().game(request.channelId())
                .filter(g -> g.pending() instanceof PendingDecision.AgainstTheMap declared
                        && declared.declared() instanceof PendingDecision.PlacementDeclared).isPresent();
        Reply reply = runAsHost(request, acting -> List.of(new Command.ConfirmOverride(acting.id(), accept)));
        // A placement or move confirmed changes the map: the picture shows where the piece now stands.
        return placing && accept ? MapPictures.withPicture(reply, play.games().require(request.channelId())) : reply;
    }
}
