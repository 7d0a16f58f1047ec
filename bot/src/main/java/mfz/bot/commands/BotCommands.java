package mfz.bot.commands;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.game.GameCommands;
import mfz.bot.commands.odds.OddsCommand;
import mfz.bot.commands.rules.RulesCommand;
import mfz.bot.commands.game.Play;
import mfz.bot.commands.hw.HwCommands;
import mfz.bot.commands.hw.HwElements;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.rules.dice.Dice;

/** Puts together every command the bot has, for every front end. */
public final class BotCommands {

    private BotCommands() {
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
        List<SlashCommand> commands = new ArrayList<>(GameCommands.all(new Play(games, campaigns), saved));
        commands.add(new RollCommand(dice));
        commands.add(new OddsCommand(games::game));
        commands.add(new RulesCommand(games::game));
        commands.add(new HelpCommand(() -> commands.stream().map(SlashCommand::spec).toList(), games::game));
        if (hwElements != null) {
            // Last: /help's list is cut at Discord's field limit, and the MFZ commands come first.
            commands.add(HwCommands.group(dice, hwElements));
        }
        return new CommandRouter(commands, games::version);
    }
}
