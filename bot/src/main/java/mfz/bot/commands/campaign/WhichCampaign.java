package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.CAMPAIGN;

import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Play;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Request;

/** {@code campaign:}: the campaign a command reads, named, or else the one this channel's battle belongs to. */
final class WhichCampaign {

    static final OptionSpec OPTION = OptionSpec.string(CAMPAIGN, "Which campaign (default: this channel's)")
            .placeholder("name").maxLength(CampaignService.MAX_NAME).build();

    private WhichCampaign() {
    }

    static CampaignService.Loaded resolve(Play play, CampaignService campaigns, Request request) {
        return campaigns.resolve(request.guildId(), request.channelId(), request.option(CAMPAIGN),
                play.games().record(request.channelId()));
    }
}
