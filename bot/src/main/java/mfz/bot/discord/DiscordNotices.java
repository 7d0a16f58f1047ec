package mfz.bot.discord;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import mfz.bot.config.Shards;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.reminders.Notice;
import mfz.bot.reminders.NoticeSender;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.attribute.IThreadContainer;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends the reminder scheduler's notices on Discord, through JDA's public API only: JDA always
 * takes the {@code GUILDS} intent (not privileged), so it knows every channel and thread of the
 * bot's servers and finds a game's channel by its id; a direct message opens the player's DM
 * channel.
 */
public final class DiscordNotices implements NoticeSender {

    private static final Logger log = LoggerFactory.getLogger(DiscordNotices.class);

    private final ShardManager shards;
    private final boolean everyShard;
    private final Function<String, Optional<String>> parentOf;
    /**
     * The server of each channel JDA didn't know when {@link #reaches} was asked (it is told the
     * server, the sending isn't): where {@link #toChannel} looks for the channel as an archived
     * thread. The latest few hundred are kept; a notice not sent leaves its entry to fall out.
     */
    private final Map<String, String> serverOf = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
                    return size() > 500;
                }
            });

    /** Told of each notice posted in a channel: a bot seat's message above it no longer grows ({@link SeatStreaks}). */
    private final Consumer<String> posted;

    public DiscordNotices(DiscordFrontEnd frontEnd) {
        this(frontEnd.shardManager(), frontEnd.shards().all(), frontEnd::parentOfThread, frontEnd::messagePosted);
    }

    DiscordNotices(ShardManager shards, boolean everyShard) {
        this(shards, everyShard, thread -> Optional.empty(), channel -> { });
    }

    DiscordNotices(ShardManager shards, boolean everyShard,
                   Function<String, Optional<String>> parentOf, Consumer<String> posted) {
        this.shards = shards;
        this.everyShard = everyShard;
        this.parentOf = parentOf;
        this.posted = posted;
    }

    /**
     * With the shards split across processes, only the process holding a channel's server sees
     * the channel: the others leave its reminders to it. Alone, this process sends them all (and
     * logs those that can't be delivered any more), but not while a shard is connecting: its
     * channels are missing from JDA's cache then, and a reminder claimed for one was lost (an
     * audit, 2026-11-26); it stays due for the next tick. A channel id that is no Discord id (the
     * console's, in a database shared with it) is never this process's.
     */
    @Override
    public boolean reaches(String channelId, Supplier<String> guildId) {
        if (!isDiscordId(channelId)) {
            return false;
        }
        if (shards.getChannelById(MessageChannel.class, channelId) != null) {
            return true;
        }
        if (everyShard) {
            if (!shards.getShards().stream().allMatch(DiscordNotices::connected)) {
                return false;
            }
            remember(channelId, guildId.get());
            return true;
        }
        // Split across processes, a channel this one can't see is usually another's; but one of a
        // server whose shard this process holds, connected, is gone (deleted, or the bot removed):
        // it is this process's to claim and log, or every process would read it every minute, for good.
        String guild = guildId.get();
        if (guild == null) {
            return true; // the game is gone: its row is anyone's to drop, and nothing is sent
        }
        if (guild.isEmpty()) {
            // A game in a direct message: Discord delivers those on shard 0, so its process (a review).
            JDA first = shards.getShardById(0);
            return first != null && connected(first);
        }
        if (!isDiscordId(guild)) {
            return false;
        }
        try {
            JDA shard = shards.getShardById(Shards.of(Long.parseUnsignedLong(guild),
                    shards.getShardsTotal()));
            if (shard == null || !connected(shard)) {
                return false;
            }
            remember(channelId, guild);
            return true;
        } catch (NumberFormatException tooLong) {
            return false;
        }
    }

    private void remember(String channelId, String guildId) {
        if (guildId != null && isDiscordId(guildId)) {
            serverOf.put(channelId, guildId);
        }
    }

    /** How many archived threads of each channel are looked through: the most recently archived first. */
    static final int ARCHIVED_LOOKED_AT = 200;

    /**
     * A channel of a connected server that JDA doesn't know may be a thread Discord archived (a
     * game's quiet for a day or a week): JDA drops those from its cache, and the notice was lost,
     * claimed and never sent (a review of real Discord against the fake). The thread is looked for
     * among the archived public threads of the channel the game's thread was opened in, else of
     * every channel of the server the bot may read; one found is where the notice goes, which
     * unarchives it. Only when a notice is sent there (a direct one that arrived needs none), and
     * not again for {@link #UNFOUND_FOR} after a look every channel answered.
     */
    private MessageChannel findArchived(String channelId, String guildId) {
        Guild guild = guildId == null ? null : shards.getGuildById(guildId);
        Long lookAgain = unfoundUntil.get(channelId);
        if (guild == null || lookAgain != null && System.nanoTime() - lookAgain < 0) {
            return null;
        }
        // The parent first, then the rest once each.
        Set<GuildChannel> where = new LinkedHashSet<>();
        parentOf.apply(channelId).map(guild::getGuildChannelById).ifPresent(where::add);
        where.addAll(guild.getChannels());
        var self = guild.getSelfMember();
        boolean everyAnswered = true;
        for (var channel : where) {
            // A channel the bot can't read refuses the request at once: passed over, not the end of the search.
            if (!(channel instanceof IThreadContainer container)
                    || !self.hasPermission(channel, Permission.VIEW_CHANNEL,
                    Permission.MESSAGE_HISTORY)) {
                continue;
            }
            try {
                var found = container.retrieveArchivedPublicThreadChannels().takeAsync(ARCHIVED_LOOKED_AT).join()
                        .stream().filter(thread -> thread.getId().equals(channelId)).findFirst();
                if (found.isPresent()) {
                    return found.get();
                }
            } catch (RuntimeException refused) {
                log.info("Could not look through the archived threads of channel {}: {}", channel.getId(),
                        refused.toString());
                everyAnswered = false;
            }
        }
        if (everyAnswered) { // a look that failed (an outage) proves nothing: the next notice looks again
            unfoundUntil.put(channelId, System.nanoTime() + UNFOUND_FOR.toNanos());
        }
        return null;
    }

    /**
     * How long a channel looked for in vain (deleted while the bot was stopped) isn't looked for
     * again: each look costs one request per channel of its server, in turn on the reminders'
     * thread, and each of its game's notices looked again (an audit), holding up every other's.
     */
    static final Duration UNFOUND_FOR = Duration.ofHours(24);

    private final Map<String, Long> unfoundUntil = new ConcurrentHashMap<>();

    /** Whether the id is one of Discord's (a snowflake: at most 20 digits), not the console's or a test's word. */
    static boolean isDiscordId(String id) {
        return !id.isEmpty() && id.length() <= 20 && id.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private static boolean connected(JDA shard) {
        return shard.getStatus() == JDA.Status.CONNECTED;
    }

    @Override
    public void send(Notice notice) {
        switch (notice) {
            case Notice.Reminder reminder when reminder.direct() -> direct(reminder.userId(), notice,
                    message(notice, List.of()), reminder.rows());
            case Notice.Reminder reminder -> toChannel(reminder.channelId(), message(notice, reminder.rows()));
            case Notice.HeadsUp headsUp when headsUp.direct() -> direct(headsUp.userId(), notice,
                    message(notice, List.of()), List.of());
            case Notice.HeadsUp headsUp -> toChannel(headsUp.channelId(), message(notice, List.of()));
            case Notice.Stalled stalled -> toChannel(stalled.channelId(), message(notice, List.of()));
        }
    }

    /** By direct message; in the game's channel, with the controls it has there, if Discord refuses it. */
    private void direct(String userId, Notice notice, MessageCreateData message,
                        List<Component.Row> channelRows) {
        // Any connection can open a direct message: it is a plain request, on no shard's events.
        shards.getShards().getFirst().openPrivateChannelById(userId)
                .flatMap(channel -> channel.sendMessage(message))
                .queue(sent -> { }, failed -> {
                    log.info("A direct notice could not be sent ({}); it goes to the game's channel", failed.toString());
                    // Off JDA's callback thread (the common pool's one worker on two cores): finding a
                    // channel out of the cache reads the database and every archive of the server,
                    // and every channel's replies complete on that thread (an audit of the callbacks).
                    Thread.startVirtualThread(() -> {
                        try {
                            toChannel(notice.channelId(), message(notice, channelRows));
                        } catch (RuntimeException lost) {
                            log.error("A notice for channel {} could not be posted there either", notice.channelId(), lost);
                        }
                    });
                });
    }

    private static MessageCreateData message(Notice notice, List<Component.Row> rows) {
        return JdaMessages.toMessage(new Reply(notice.text(), List.of(), rows, false, null, List.of()));
    }

    private void toChannel(String channelId, MessageCreateData message) {
        MessageChannel channel = shards.getChannelById(MessageChannel.class, channelId);
        String server = serverOf.remove(channelId);
        if (channel == null) {
            channel = findArchived(channelId, server);
        }
        if (channel == null) {
            // Deleted, or the bot was removed from its server: nobody is left there to remind.
            log.warn("A reminder to channel {} was not delivered: the bot doesn't see that channel", channelId);
            return;
        }
        try {
            // Counted before it is sent, as the table is: a seat's action meanwhile doesn't grow its message above it.
            posted.accept(channelId);
            channel.sendMessage(message).queue(sent -> { }, failed -> log.warn(
                    "A reminder to channel {} was not delivered: {}", channelId, failed.toString()));
        } catch (RuntimeException refused) {
            // JDA checks permissions before sending (no Send Messages there any more).
            log.warn("A reminder to channel {} was not delivered: {}", channelId, refused.toString());
        }
    }
}
