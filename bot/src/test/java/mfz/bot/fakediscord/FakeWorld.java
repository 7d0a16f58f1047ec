package mfz.bot.fakediscord;

import java.util.ArrayList;
import java.util.List;

/**
 * What the fake Discord contains: the bot's own user and application, one server with its
 * text channels and members. Ids are fixed snowflake-shaped numbers so tests can name them.
 *
 * @param ownerId the member who owns the server (Discord gives owners every permission)
 * @param botPermissions what the bot's own role allows beyond what everyone may (0: nothing more,
 *                       as the README's invitation link gives it: no Pin Messages, no threads)
 */
public record FakeWorld(String botId, String botName, String applicationId, String guildId, String guildName,
                        String ownerId, List<Channel> channels, List<User> members, long botPermissions) {

    /**
     * A text channel.
     *
     * @param managers members granted Manage Channels in this channel alone, by a permission
     *                 overwrite of their own (Discord's member overwrite, type 1)
     * @param readers  empty for a channel everyone reads; else a private channel: View Channel
     *                 denied to everyone (a role overwrite on @everyone, type 0) and allowed to
     *                 these members and the bot, each by a member overwrite
     */
    public record Channel(String id, String name, List<String> managers, List<String> readers, long botDenied) {

        public Channel {
            managers = List.copyOf(managers);
            readers = List.copyOf(readers);
        }

        public Channel(String id, String name, List<String> managers, List<String> readers) {
            this(id, name, managers, readers, 0);
        }

        public Channel(String id, String name, List<String> managers) {
            this(id, name, managers, List.of());
        }

        public Channel(String id, String name) {
            this(id, name, List.of());
        }

        /** Whether this member may read the channel. */
        public boolean readBy(String memberId) {
            return readers.isEmpty() || readers.contains(memberId);
        }
    }

    public record User(String id, String name) {
    }

    public FakeWorld {
        channels = List.copyOf(channels);
        members = List.copyOf(members);
    }

    public FakeWorld(String botId, String botName, String applicationId, String guildId, String guildName,
                     String ownerId, List<Channel> channels, List<User> members) {
        this(botId, botName, applicationId, guildId, guildName, ownerId, channels, members, 0L);
    }

    /** This server with the bot's role allowing these permissions too (Discord's bit values). */
    public FakeWorld withBotPermissions(long permissions) {
        return new FakeWorld(botId, botName, applicationId, guildId, guildName, ownerId, channels, members,
                permissions);
    }

    /** This server with the member granted Manage Channels in the channel at this index, by an overwrite of their own. */
    public FakeWorld withChannelManager(int channel, String memberId) {
        List<Channel> changed = new ArrayList<>(channels);
        Channel was = changed.get(channel);
        List<String> managers = new ArrayList<>(was.managers());
        managers.add(memberId);
        changed.set(channel, new Channel(was.id(), was.name(), managers, was.readers(), was.botDenied()));
        return new FakeWorld(botId, botName, applicationId, guildId, guildName, ownerId, changed, members,
                botPermissions);
    }

    /** This server with the channel at this index private: read only by these members (and the bot). */
    public FakeWorld withPrivateChannel(int channel, String... readerIds) {
        List<Channel> changed = new ArrayList<>(channels);
        Channel was = changed.get(channel);
        changed.set(channel, new Channel(was.id(), was.name(), was.managers(), List.of(readerIds), was.botDenied()));
        return new FakeWorld(botId, botName, applicationId, guildId, guildName, ownerId, changed, members,
                botPermissions);
    }

    /**
     * This server with the bot denied these permissions in the channel at this index (a member
     * overwrite of the bot's): Discord then refuses the bot's own messages there, though players'
     * commands and their replies still work.
     */
    public FakeWorld withBotDenied(int channel, long permissions) {
        List<Channel> changed = new ArrayList<>(channels);
        Channel was = changed.get(channel);
        changed.set(channel, new Channel(was.id(), was.name(), was.managers(), was.readers(), permissions));
        return new FakeWorld(botId, botName, applicationId, guildId, guildName, ownerId, changed, members,
                botPermissions);
    }

    public boolean botMay(long permission) {
        return (botPermissions & permission) == permission;
    }

    /** A server with two text channels and two players, enough for most tests. */
    public static FakeWorld standard() {
        return new FakeWorld("900000000000000001", "mfz-test-bot", "900000000000000002",
                "800000000000000001", "Test Table", "700000000000000001",
                List.of(new Channel("810000000000000001", "game-one"), new Channel("810000000000000002", "game-two")),
                List.of(new User("700000000000000001", "vincent"), new User("700000000000000002", "alice")));
    }

    /** The standard server with a third player, for whole games of three. */
    public static FakeWorld threePlayers() {
        FakeWorld standard = standard();
        List<User> members = new ArrayList<>(standard.members());
        members.add(new User("700000000000000003", "bruno"));
        return new FakeWorld(standard.botId(), standard.botName(), standard.applicationId(), standard.guildId(),
                standard.guildName(), standard.ownerId(), standard.channels(), members);
    }

    /**
     * The standard server with {@code members} players ({@code user1}, {@code user2}, …; the
     * first is the owner) and {@code channels} text channels, for the load and concurrency tests.
     */
    public static FakeWorld crowd(int members, int channels) {
        FakeWorld standard = standard();
        List<User> users = new ArrayList<>();
        for (int i = 1; i <= members; i++) {
            users.add(new User(Long.toString(700000000000000000L + i), "user" + i));
        }
        List<Channel> rooms = new ArrayList<>();
        for (int i = 1; i <= channels; i++) {
            rooms.add(new Channel(Long.toString(810000000000000000L + i), "room-" + i));
        }
        return new FakeWorld(standard.botId(), standard.botName(), standard.applicationId(), standard.guildId(),
                standard.guildName(), users.getFirst().id(), rooms, users);
    }

    /**
     * {@code total} servers, the i-th on shard i of {@code total} (Discord's shard of a server is
     * {@code (id >> 22) % total}), each with as many channels of its own as {@code like} has,
     * and its players. Works for totals that divide 4.
     */
    public static List<FakeWorld> onShards(int total, FakeWorld like) {
        List<FakeWorld> guilds = new ArrayList<>();
        for (int shard = 0; shard < total; shard++) {
            // 190734863280 is a multiple of 4: the low bits of the shifted part are the shard.
            String guildId = Long.toString(((190_734_863_280L + shard) << 22) + 1);
            List<Channel> rooms = new ArrayList<>();
            for (int c = 1; c <= like.channels().size(); c++) {
                rooms.add(new Channel(Long.toString(820000000000000000L + 100L * shard + c), "table-" + shard + "-" + c));
            }
            guilds.add(new FakeWorld(like.botId(), like.botName(), like.applicationId(), guildId,
                    "Shard " + shard + " table", like.ownerId(), rooms, like.members()));
        }
        return guilds;
    }

    public Channel channel(int index) {
        return channels.get(index);
    }

    public User member(int index) {
        return members.get(index);
    }
}
