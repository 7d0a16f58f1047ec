package mfz.bot.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.campaign.CampaignSight;
import mfz.bot.commands.bid.BidChoose;
import mfz.bot.commands.campaign.CampaignAbandon;
import mfz.bot.commands.campaign.CampaignChoose;
import mfz.bot.commands.campaign.CampaignHistory;
import mfz.bot.commands.campaign.CampaignMove;
import mfz.bot.commands.campaign.CampaignNew;
import mfz.bot.commands.campaign.CampaignObjective;
import mfz.bot.commands.campaign.CampaignReport;
import mfz.bot.commands.campaign.CampaignStatus;
import mfz.bot.commands.company.CompanyFrame;
import mfz.bot.commands.company.CompanyFrames;
import mfz.bot.commands.company.CompanyList;
import mfz.bot.commands.company.CompanyLoad;
import mfz.bot.commands.company.CompanyReady;
import mfz.bot.commands.company.CompanyRemove;
import mfz.bot.commands.company.CompanySave;
import mfz.bot.commands.company.CompanyShow;
import mfz.bot.commands.company.CompanyStation;
import mfz.bot.commands.damage.DamageFall;
import mfz.bot.commands.damage.DamageRetreat;
import mfz.bot.commands.damage.DamageTake;
import mfz.bot.commands.deploy.DeployDone;
import mfz.bot.commands.deploy.DeployFirst;
import mfz.bot.commands.doomsday.DoomsdayPass;
import mfz.bot.commands.doomsday.DoomsdayTick;
import mfz.bot.commands.game.GameEnd;
import mfz.bot.commands.game.GameExportCommand;
import mfz.bot.commands.game.GameImportCommand;
import mfz.bot.commands.game.GameJoin;
import mfz.bot.commands.game.GameLeave;
import mfz.bot.commands.game.GameLog;
import mfz.bot.commands.game.GameNew;
import mfz.bot.commands.game.GameOptionsCommand;
import mfz.bot.commands.game.GameRematch;
import mfz.bot.commands.game.GameReport;
import mfz.bot.commands.game.GameSeat;
import mfz.bot.commands.game.GameSnooze;
import mfz.bot.commands.game.GameStart;
import mfz.bot.commands.game.GameTable;
import mfz.bot.commands.game.GameThreadsDefault;
import mfz.bot.commands.game.GameUndo;
import mfz.bot.commands.help.HelpCommand;
import mfz.bot.commands.hw.HwCommands;
import mfz.bot.commands.hw.HwElements;
import mfz.bot.commands.map.MapCommands;
import mfz.bot.commands.me.MeDirect;
import mfz.bot.commands.me.MeHeadsUp;
import mfz.bot.commands.me.MeQuiet;
import mfz.bot.commands.odds.OddsCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.roll.RollCommand;
import mfz.bot.commands.rules.RulesCommand;
import mfz.bot.commands.station.StationAway;
import mfz.bot.commands.station.StationNear;
import mfz.bot.commands.turn.TurnAttack;
import mfz.bot.commands.turn.TurnDefend;
import mfz.bot.commands.turn.TurnEnd;
import mfz.bot.commands.turn.TurnMove;
import mfz.bot.commands.turn.TurnPass;
import mfz.bot.commands.turn.TurnPlan;
import mfz.bot.commands.turn.TurnSpot;
import mfz.bot.commands.turn.TurnStart;
import mfz.bot.commands.turn.TurnWait;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.game.SavedLayouts;
import mfz.bot.reminders.Reminders;
import mfz.rules.dice.Dice;

/**
 * Every command the bot has, feature by feature, for every front end: the one list to read to
 * know what the bot can do, and the one line to add for a new command (see package-info).
 * The order is the order of {@code /help} and of Discord's command list.
 */
public final class Features {

    private Features() {
    }

    public static CommandRouter router(Dice dice, GameService games, SavedCompanies saved) {
        return router(dice, games, saved, null);
    }

    public static CommandRouter router(Dice dice, GameService games, SavedCompanies saved, CampaignService campaigns) {
        return router(dice, games, saved, campaigns, null);
    }

    /**
     * @param campaigns  the server's campaigns, or null for a bot without them
     * @param hwElements the channels' Horizon Wars elements, or null for a bot without {@code /hw}
     */
    public static CommandRouter router(Dice dice, GameService games, SavedCompanies saved, CampaignService campaigns,
                                       HwElements hwElements) {
        return router(dice, games, saved, campaigns, hwElements, null);
    }

    /** @param reminders the games' reminders and players' quiet hours, or null for a bot without them */
    public static CommandRouter router(Dice dice, GameService games, SavedCompanies saved, CampaignService campaigns,
                                       HwElements hwElements, Reminders reminders) {
        return router(dice, games, saved, campaigns, hwElements, reminders, null);
    }

    /** @param layouts the server's saved maps, or null for a bot without {@code /map save} and {@code /map load} */
    public static CommandRouter router(Dice dice, GameService games, SavedCompanies saved, CampaignService campaigns,
                                       HwElements hwElements, Reminders reminders, SavedLayouts layouts) {
        Play play = new Play(games, campaigns);
        List<SlashCommand> commands = new ArrayList<>(features(dice, play, saved, campaigns, reminders));
        commands.add(MapCommands.group(play, layouts));
        commands.add(new OddsCommand(games::game));
        commands.add(new RulesCommand(games::game));
        // A finished game stays on the table until the next one: /help says it is over, like /game table.
        commands.add(new HelpCommand(() -> commands.stream().map(SlashCommand::spec).toList(),
                games::gameOrLastFinished, (request, name) -> campaigns == null ? Optional.empty()
                        : campaigns.find(request.guildId(), name).map(CampaignService.Loaded::campaign)
                        // (who may not hear of its battles learns nothing of them here either: a review)
                        .filter(campaign -> CampaignSight.readable(campaign, request.caller())),
                request -> campaigns == null ? Optional.empty()
                        : campaigns.lastPlayedIn(request.guildId(), request.channelId())
                        .map(CampaignService.Loaded::campaign)
                        .filter(campaign -> CampaignSight.readable(campaign, request.caller()))));
        if (hwElements != null) {
            // Last: /help's list is cut at Discord's field limit, and the MFZ commands come first.
            commands.add(HwCommands.group(dice, hwElements));
        }
        return new CommandRouter(commands, games::controlVersion, channel -> games.game(channel)
                .map(game -> Stream.concat(game.frames().stream().map(f -> f.name()),
                        game.stations().stream().map(s -> s.name())).toList())
                .orElse(List.of()), games::alreadyHandled, channel -> games.game(channel).map(game -> game.host()));
    }

    private static List<SlashCommand> features(Dice dice, Play play, SavedCompanies saved,
                                               CampaignService campaigns, Reminders reminders) {
        List<SlashCommand> game = new ArrayList<>(List.of(
                new GameNew(play), new GameJoin(play), new GameLeave(play), new GameOptionsCommand(play, reminders),
                new GameSeat(play), new GameStart(play), new GameTable(play, reminders), new GameLog(play),
                new GameUndo(play), new GameEnd(play), new GameExportCommand(play), new GameImportCommand(play),
                new GameRematch(play, reminders), new GameReport(play)));
        if (reminders != null) {
            game.add(new GameSnooze(play, reminders));
            game.add(new GameThreadsDefault(reminders));
        }
        List<SlashCommand> features = new ArrayList<>(List.of(
                new CommandGroup("game", "Open, join and run this channel's game", game),
                new CommandGroup("company", "Build your company (privately, until the game starts)", List.of(
                        new CompanyFrame(play), new CompanyFrames(play), new CompanyRemove(play), new CompanyStation(play),
                        new CompanyShow(play), new CompanyReady(play), new CompanySave(play, saved),
                        new CompanyLoad(play, saved), new CompanyList(saved))),
                new CommandGroup("bid", "Settle a tie in bidding", List.of(new BidChoose(play))),
                new CommandGroup("deploy", "Deployment: place frames and stations, step by step", List.of(
                        new DeployDone(play), new DeployFirst(play))),
                new CommandGroup("turn", "A frame's turn: start, defend, move, attack, spot, end; or pass", List.of(
                        new TurnStart(play), new TurnPlan(play), new TurnPass(play), new TurnWait(play),
                        new TurnDefend(play), new TurnMove(play), new TurnAttack(play), new TurnSpot(play),
                        new TurnEnd(play))),
                new CommandGroup("damage", "Hits: choose what a hit takes, retreat, or a fall", List.of(
                        new DamageTake(play), new DamageRetreat(play), new DamageFall(play))),
                new CommandGroup("station", "Stations", List.of(new StationNear(play), new StationAway(play))),
                new CommandGroup("doomsday", "The end-of-round doomsday choice", List.of(
                        new DoomsdayTick(play), new DoomsdayPass(play)))));
        if (campaigns != null) {
            features.add(new CommandGroup("campaign", "A campaign across sessions: its battles, objective and constraints",
                    List.of(new CampaignNew(campaigns), new CampaignStatus(play, campaigns),
                            new CampaignHistory(play, campaigns), new CampaignObjective(play), new CampaignMove(play),
                            new CampaignChoose(play, campaigns), new CampaignReport(play, campaigns),
                            new CampaignAbandon(play, campaigns))));
        }
        if (reminders != null) {
            features.add(new CommandGroup("me", "Your settings for every game: quiet hours, reminders by message",
                    List.of(new MeQuiet(reminders), new MeDirect(reminders), new MeHeadsUp(reminders))));
        }
        features.add(new RollCommand(dice));
        return features;
    }
}
