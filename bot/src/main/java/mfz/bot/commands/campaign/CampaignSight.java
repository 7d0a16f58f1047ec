package mfz.bot.commands.campaign;

import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import mfz.bot.core.Caller;
import mfz.bot.core.ChannelSight;
import mfz.bot.core.LiveCard;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;

/**
 * Who may hear of a campaign, and where: its battles may have been played in private channels,
 * so it is told only to whoever may read each of them (or played in it), and in public only
 * where everyone in the channel may read them all.
 */
public final class CampaignSight {

    private CampaignSight() {
    }

    /**
     * Whether the caller may hear of the campaign: each battle played where they may read, or
     * played by them. A battle called off in its lobby was never played and counts for nothing
     * here either: a stranger who opened a battle in a private channel and called it off locked
     * everyone else out of the campaign for good (a campaign audit).
     */
    public static boolean readable(Campaign campaign, Caller caller) {
        return campaign.battles().stream().allMatch(battle -> battle.channel() == null
                || battle.status() == Battle.Status.CALLED_OFF
                || caller.sight().callerReads(battle.channel())
                || battle.results().stream().anyMatch(result -> result.player().equals(caller.id())));
    }

    /** The same, or the player whose choice of constraints the campaign waits for (they choose wherever they are). */
    static boolean readableToAct(Campaign campaign, Caller caller) {
        return readable(campaign, caller) || Stream.of(campaign.awaitingChoice(), campaign.lapsedChoice())
                .flatMap(Optional::stream).anyMatch(battle -> caller.id().equals(battle.holder()));
    }

    /**
     * Whether everyone in the request's channel may read each channel the campaign was played in
     * (this one, or one the whole server reads): what its earlier battles were may be said here.
     */
    public static boolean everyoneHereMayRead(Request request, Campaign campaign) {
        ChannelSight sight = request.caller().sight();
        return campaign.battles().stream().map(Battle::channel).filter(Objects::nonNull).distinct()
                .allMatch(channel -> channel.equals(request.channelId()) || sight.everyoneReads(channel));
    }

    /**
     * The reply in the channel when everyone in it may read each channel the campaign was played
     * in (this one, or one the whole server reads); otherwise to the caller alone, saying why.
     */
    static Reply shown(Request request, Campaign campaign, Reply reply) {
        if (everyoneHereMayRead(request, campaign) || reply.ephemeral()) {
            return reply;
        }
        String why = "🔒 Only you see this: some of its battles were played in channels not everyone here may "
                + "read.\n" + reply.content();
        // Discord marks the message as yours alone anyway: the reason goes only where it fits.
        String content = why.length() <= LiveCard.MAX_CONTENT ? why : reply.content();
        return new Reply(content, reply.embeds(), reply.rows(), true, reply.table(), reply.files(),
                reply.sameCard(), reply.form());
    }
}
