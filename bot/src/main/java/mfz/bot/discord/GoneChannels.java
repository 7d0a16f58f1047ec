package mfz.bot.discord;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.commands.play.ChannelsGone;
import mfz.bot.config.Shards;
import mfz.bot.core.ChannelQueues;
import mfz.bot.store.GameStore;
import net.dv8tion.jda.api.JDA;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games of channels Discord took away: a channel or thread deleted (its threads go with it),
 * a server that removed the bot, and either while the bot was stopped. Every command is of a
 * channel, so such a game could never be played or ended again; it is abandoned, each in its
 * channel's queue, never on JDA's gateway thread (reading the store there stalled every
 * interaction of the shard behind a slow database, an audit).
 */
final class GoneChannels {

    private static final Logger log = LoggerFactory.getLogger(GoneChannels.class);

    private final ChannelQueues queues;
    private final ReplyDelivery delivery;
    private final Function<String, Optional<String>> parents;
    private volatile ChannelsGone gone;

    GoneChannels(ChannelQueues queues, ReplyDelivery delivery, Function<String, Optional<String>> parents) {
        this.queues = queues;
        this.delivery = delivery;
        this.parents = parents;
    }

    /** What abandons a gone channel's game; until it is set (and with none), games are left alone. */
    void use(ChannelsGone abandoning) {
        this.gone = abandoning;
    }

    /** A channel deleted: its game, and those of the game threads it links to. */
    void deleted(String channelId, JDA jda) {
        ChannelsGone abandoning = gone;
        if (abandoning == null) {
            return;
        }
        queues.submit(channelId, () -> {
            // Discord tells of the channel alone, not of its threads, which go with it (an audit).
            List<String> threads = List.of();
            try {
                threads = delivery.threadsOf(channelId);
            } catch (RuntimeException unread) {
                log.warn("The game threads of deleted channel {} could not be read: {}", channelId, unread.toString());
            }
            abandon(abandoning, channelId, jda);
            for (String thread : threads) {
                queues.submit(thread, () -> abandon(abandoning, thread, jda));
            }
        });
    }

    /** The bot removed from a server: every open game there. */
    void serverLeft(String guildId, JDA jda) {
        ChannelsGone abandoning = gone;
        if (abandoning == null) {
            return;
        }
        Thread.startVirtualThread(() -> openGames(abandoning).stream().filter(game -> guildId.equals(game.guildId()))
                .forEach(game -> queues.submit(game.channelId(), () -> abandon(abandoning, game.channelId(), jda))));
    }

    /**
     * After a start, for this shard's servers: a game whose server removed the bot while it was
     * stopped, or whose game thread went with its deleted channel, is abandoned as if it had been
     * seen (an audit: its reminders went on by direct message for good). A channel missing from
     * JDA's cache may be a thread archived, so the game of any other is left open; a server Discord
     * says is unavailable (an outage) is left alone, as is a game in a direct message or at the console.
     */
    void afterStart(JDA jda) {
        ChannelsGone abandoning = gone;
        if (abandoning == null) {
            return;
        }
        for (GameStore.OpenGameAt game : openGames(abandoning)) {
            try {
                if (goneFrom(jda, game)) {
                    log.info("Channel {} went while the bot was stopped: its game is abandoned", game.channelId());
                    queues.submit(game.channelId(), () -> abandon(abandoning, game.channelId(), jda));
                }
            } catch (RuntimeException failed) {
                log.warn("Could not tell whether channel {} is still there: {}", game.channelId(), failed.toString());
            }
        }
    }

    private boolean goneFrom(JDA jda, GameStore.OpenGameAt game) {
        String guild = game.guildId();
        if (guild == null || !DiscordNotices.isDiscordId(guild) || !DiscordNotices.isDiscordId(game.channelId())) {
            return false;
        }
        long guildId = Long.parseUnsignedLong(guild);
        if (Shards.of(guildId, jda.getShardInfo().getShardTotal()) != jda.getShardInfo().getShardId()
                || jda.getStatus() != JDA.Status.CONNECTED || jda.isUnavailable(guildId)) {
            return false; // another shard's server, or one Discord can't tell of now
        }
        if (jda.getGuildById(guildId) == null) {
            return true; // the server removed the bot
        }
        if (jda.getGuildChannelById(game.channelId()) != null) {
            return false;
        }
        // Not in JDA's cache: a channel deleted, or a thread archived (JDA keeps only active ones),
        // which can't be told apart without asking Discord. A game thread the bot opened is known,
        // and gone when its channel is; any other is left open (a review: a game in a thread a
        // player made, archived over days, was abandoned at the next start).
        Optional<String> parent = parents.apply(game.channelId());
        return parent.isPresent() && jda.getGuildChannelById(parent.get()) == null;
    }

    private static List<GameStore.OpenGameAt> openGames(ChannelsGone abandoning) {
        try {
            return abandoning.openGames();
        } catch (RuntimeException unread) {
            log.warn("The open games could not be listed to find those of gone channels: {}", unread.toString());
            return List.of();
        }
    }

    private void abandon(ChannelsGone abandoning, String channelId, JDA jda) {
        try {
            // A game thread's channel hears its game was abandoned, as after the host's /game end.
            abandoning.deleted(channelId).ifPresent(game -> delivery.threadGone(channelId, jda));
        } catch (RuntimeException failed) {
            log.warn("The game of gone channel {} could not be abandoned: {}", channelId, failed.toString());
        }
    }

}
