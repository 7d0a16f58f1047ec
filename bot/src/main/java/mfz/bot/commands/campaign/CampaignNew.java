package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.NAME;

import mfz.bot.campaign.CampaignService;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.core.Typed;

/** {@code /campaign new name:<n>}: start a campaign in this server. */
public final class CampaignNew implements SlashCommand {

    private final CampaignService campaigns;

    public CampaignNew(CampaignService campaigns) {
        this.campaigns = campaigns;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("new", "Start a campaign in this server: a named series of battles",
                OptionSpec.string(NAME, "The campaign's name").required().maxLength(CampaignService.MAX_NAME).build());
    }

    @Override
    public Reply handle(Request request) {
        CampaignService.Loaded c = campaigns.create(request.guildId(), request.option(NAME).orElseThrow());
        return Reply.text("📜 **" + request.caller().name() + "** started the campaign **" + c.record().name()
                + "**. Its battles: `/game new size:skirmish " + Typed.option("campaign", c.record().name())
                + "` in any channel of this server; whoever plays in them is part of it.").asStoredOffTheTable();
    }
}
