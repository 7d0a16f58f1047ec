package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.CONFIRM;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import mfz.bot.commands.campaign.CampaignSight;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Host;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.render.CampaignText;
import mfz.bot.store.GameRecord;
import mfz.rules.campaign.Battle;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import org.slf4j.LoggerFactory;

/**
 * {@code /game end [confirm:true]}: the host abandons the game. Without {@code confirm:true}
 * it only asks, so a slip of the finger never ends a game.
 */
public final class GameEnd extends GameCommand {

    public GameEnd(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("end", "Host: abandon this channel's game (asks to confirm)",
                OptionSpec.bool(CONFIRM, "true to end it now").placeholder("true").build(),
                OptionSpec.integer(LOBBY_OF, "Set by the lobby's confirm button: ends that game only while in its lobby")
                        .maxLength(10).build());
    }

    /** The game whose lobby a confirm button asked to end ({@link #handle}). */
    static final String LOBBY_OF = "lobby";

    @Override
    public Reply handle(Request request) {
        Game game = play.games().gameToEnd(request.channelId()).orElseThrow(() -> new PlayerError(
                "There is no game in this channel to end."));
        Host.require(request.caller(), game, "end the game");
        if (!request.option(CONFIRM).map(Boolean::parseBoolean).orElse(false)) {
            Reply ask = Reply.privately("This abandons the game for everyone; it can't be taken back. To do it, tap "
                    + "below or run `/game end confirm:true`.");
            // A tap, not a typed confirm:true, on a phone; the button is the asker's, for the game as it stands.
            OptionalLong version = play.games().version(request.channelId());
            if (version.isEmpty()) {
                return ask;
            }
            // In the lobby the button holds no version: it counts every stored event, the players'
            // secret company edits too, so comparing two of them told the host how far the others'
            // companies had come (a trust audit). Ending a lobby that changed meanwhile loses nothing.
            // It names the game instead, whose lobby only it ends: a confirm left open ended the game started,
            // or the next one opened, later (an adversarial audit).
            Map<String, String> options = new LinkedHashMap<>(game.phase() == Phase.LOBBY
                    ? Map.of(ComponentIds.FOR, request.caller().id(), LOBBY_OF, Long.toString(play.games()
                    .recordToEnd(request.channelId()).orElseThrow().id()))
                    : Controls.mine(request.caller().id(), version.getAsLong()));
            options.put(CONFIRM, "true");
            return ask.withRows(List.of(new Component.Row(List.of(
                    Controls.button(ComponentIds.button("game end", options),
                            "End the game for everyone", Component.Style.DANGER)))));
        }
        Optional<GameRecord> record = play.games().recordToEnd(request.channelId());
        Optional<String> lobbyOf = request.option(LOBBY_OF);
        boolean thisGame = lobbyOf.isEmpty() || record.map(r -> Long.toString(r.id()).equals(lobbyOf.get()))
                .orElse(false);
        if (lobbyOf.isPresent() && (game.phase() != Phase.LOBBY || !thisGame)) {
            throw new PlayerError("That confirmation was for " + (thisGame ? "this game's lobby, and the game has "
                    + "started since" : "another game's lobby") + ", so nothing was done. To end this game, type "
                    + "`/game end`.");
        }
        play.games().abandon(request.channelId(), play.ending(request.caller().id()));
        String campaign = "";
        if (record.isPresent() && play.campaigns().isPresent()) {
            var campaigns = play.campaigns().get();
            try {
                campaign = campaigns.ended(record.get(), Battle.Status.ABANDONED)
                        .or(() -> campaigns.ended(record.get(), Battle.Status.CALLED_OFF))
                        .map(c -> " " + CampaignText.ended(c.campaign(),
                                CampaignSight.everyoneHereMayRead(request, c.campaign()))).orElse("");
            } catch (RuntimeException unread) {
                // The game is ended and stored: what its campaign says is only left out of the reply.
                LoggerFactory.getLogger(GameEnd.class).warn("Game ended in channel {}; its campaign couldn't "
                        + "be read for the reply: {}", request.channelId(), unread.toString());
                campaign = "";
            }
        }
        return Reply.text("🛑 **" + request.caller().name() + "** ended the game. It is kept in the records as "
                + "abandoned; `/game new` opens a new one here." + campaign);
    }

}
