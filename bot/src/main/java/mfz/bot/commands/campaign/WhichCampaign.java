package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.CAMPAIGN;

import java.util.Objects;
import java.util.stream.Stream;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Play;
import mfz.bot.core.ChannelSight;
import mfz.bot.core.LiveCard;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;

/**
 * {@code campaign:}: the campaign a command reads, named, or else the one this channel's battle
 * belongs to. A campaign is told only to whoever may read every channel its battles were played
 * in, and in public only where everyone in the channel may.
 */
final class WhichCampaign {

    static final OptionSpec OPTION = OptionSpec.string(CAMPAIGN, "Which campaign (default: this channel's)")
            .placeholder("name").maxLength(CampaignService.MAX_NAME).build();

    private WhichCampaign() {
    }

    /** The campaign meant, if the caller may read where it was played; else refused (a player error). */
    static CampaignService.Loaded resolve(Play play, CampaignService campaigns, Request request) {
        ChannelSight sight = request.caller().sight();
        return campaigns.resolve(request.guildId(), request.channelId(), request.option(CAMPAIGN),
                play.games().record(request.channelId()),
                campaign -> channels(campaign).allMatch(sight::callerReads));
    }

    /**
     * The campaign meant, for one of its players to act in (the holder choosing): they may, even
     * where an earlier battle was played in a channel they can't read.
     */
    static CampaignService.Loaded resolveToAct(Play play, CampaignService campaigns, Request request) {
        ChannelSight sight = request.caller().sight();
        String caller = request.caller().id();
        return campaigns.resolve(request.guildId(), request.channelId(), request.option(CAMPAIGN),
                play.games().record(request.channelId()),
                campaign -> channels(campaign).allMatch(sight::callerReads) || campaign.battles().stream()
                        .anyMatch(battle -> battle.results().stream().anyMatch(r -> r.player().equals(caller))));
    }

    /**
     * The reply in the channel when everyone in it may read each channel the campaign was played
     * in (this one, or one the whole server reads); otherwise to the caller alone, saying why.
     */
    static Reply shown(Request request, Campaign campaign, Reply reply) {
        ChannelSight sight = request.caller().sight();
        boolean open = channels(campaign).allMatch(channel -> channel.equals(request.channelId())
                || sight.everyoneReads(channel));
        if (open || reply.ephemeral()) {
            return reply;
        }
        String why = "🔒 Only you see this: some of its battles were played in channels not everyone here may "
                + "read.\n" + reply.content();
        // Discord marks the message as yours alone anyway: the reason goes only where it fits.
        String content = why.length() <= LiveCard.MAX_CONTENT ? why : reply.content();
        return new Reply(content, reply.embeds(), reply.rows(), true, reply.table(), reply.files(),
                reply.sameCard(), reply.form());
    }

    private static Stream<String> channels(Campaign campaign) {
        return campaign.battles().stream().map(Battle::channel).filter(Objects::nonNull).distinct();
    }
}
