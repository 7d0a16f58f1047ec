package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.CAMPAIGN;

import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Play;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Request;

/**
 * {@code campaign:}: the campaign a command reads, named, or else the one this channel's battle
 * belongs to; only one the caller may hear of ({@link CampaignSight}).
 */
final class WhichCampaign {

    static final OptionSpec OPTION = OptionSpec.string(CAMPAIGN, "Which campaign (default: this channel's)")
            .placeholder("name").maxLength(CampaignService.MAX_NAME).build();

    private WhichCampaign() {
    }

    /** The campaign meant, if the caller may hear of it; else refused (a player error). */
    static CampaignService.Loaded resolve(Play play, CampaignService campaigns, Request request) {
        return campaigns.resolve(request.guildId(), request.channelId(), request.option(CAMPAIGN),
                play.games().record(request.channelId()), campaign -> CampaignSight.readable(campaign, request.caller()));
    }

    /** The same, for the holder choosing the next battle's constraints, who may wherever they are. */
    static CampaignService.Loaded resolveToAct(Play play, CampaignService campaigns, Request request) {
        return campaigns.resolve(request.guildId(), request.channelId(), request.option(CAMPAIGN),
                play.games().record(request.channelId()),
                campaign -> CampaignSight.readableToAct(campaign, request.caller()));
    }
}
