package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.commands.CommandGroup;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.SavedCompanies;

/** The game command groups: {@code /game} and {@code /company}. */
public final class GameCommands {

    private GameCommands() {
    }

    public static List<SlashCommand> all(Play play, SavedCompanies saved) {
        List<SlashCommand> all = new java.util.ArrayList<>(games(play, saved));
        play.campaigns().ifPresent(campaigns -> all.add(new CommandGroup("campaign",
                "A campaign across sessions: its battles, objective and constraints",
                CampaignCommands.all(play, campaigns))));
        return List.copyOf(all);
    }

    private static List<SlashCommand> games(Play play, SavedCompanies saved) {
        return List.of(
                new CommandGroup("game", "Open, join and run this channel's game", List.of(
                        new GameNew(play), new GameJoin(play), new GameLeave(play), new GameOptionsCommand(play),
                        new GameStart(play), new GameTable(play), new GameLog(play), new GameUndo(play),
                        new GameEnd(play), new GameExportCommand(play), new GameImportCommand(play))),
                new CommandGroup("company", "Build your company (privately, until the game starts)",
                        CompanyCommands.all(play, saved)),
                new CommandGroup("bid", "Settle a tie in bidding", List.of(new BidChoose(play))),
                new CommandGroup("deploy", "Deployment: place frames and stations, step by step",
                        List.of(new DeployDone(play), new DeployFirst(play))),
                new CommandGroup("turn", "A frame's turn: start, defend, move, attack, spot, end; or pass",
                        TurnCommands.all(play)),
                new CommandGroup("damage", "Hits: choose what a hit takes, retreat, or a fall",
                        DamageCommands.all(play)),
                new CommandGroup("station", "Stations", List.of(new StationNear(play))),
                new CommandGroup("doomsday", "The end-of-round doomsday choice",
                        List.of(new DoomsdayChoice(play, true), new DoomsdayChoice(play, false))));
    }
}
