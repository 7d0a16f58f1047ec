package mfz.bot.game;

import java.util.List;
import mfz.bot.store.CampaignAppend;
import mfz.rules.game.Command;
import mfz.rules.game.Game;

/** Short forms of the service's calls for tests that drive it without the commands. */
public final class GameServiceCalls {

    private GameServiceCalls() {
    }

    public static Applied open(GameService games, String guildId, String channelId, Command create,
                               String interactionId) {
        return games.open(guildId, new Submission(channelId, List.of(create), null, interactionId), null);
    }

    public static Applied open(GameService games, String guildId, String channelId, List<Command> commands,
                               String interactionId, CampaignAppend battle) {
        return games.open(guildId, new Submission(channelId, commands, null, interactionId), battle);
    }

    public static Applied execute(GameService games, String channelId, Command command, String onBehalfOf,
                                  String interactionId) {
        return games.execute(new Submission(channelId, List.of(command), onBehalfOf, interactionId), BattleEnd.NONE);
    }

    public static Game abandon(GameService games, String channelId) {
        return games.abandon(channelId, BattleEnd.NONE);
    }

    public static Game importGame(GameService games, String guildId, String channelId, GameExport export,
                                  String importer, boolean managesChannel) {
        return games.transfer().importGame(guildId, channelId, export, importer, managesChannel, game -> { }).game();
    }
}
