package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.commands.CommandGroup;
import mfz.bot.core.SlashCommand;

/** The game command groups: {@code /game} and {@code /company}. */
public final class GameCommands {

    private GameCommands() {
    }

    public static List<SlashCommand> all(Play play) {
        return List.of(
                new CommandGroup("game", "Open, join and run this channel's game", List.of(
                        new GameNew(play), new GameJoin(play), new GameLeave(play), new GameOptionsCommand(play),
                        new GameStart(play), new GameTable(play))),
                new CommandGroup("company", "Build your company (privately, until the game starts)",
                        CompanyCommands.all(play)));
    }
}
