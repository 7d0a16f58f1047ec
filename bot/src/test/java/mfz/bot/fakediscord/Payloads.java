package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import net.dv8tion.jda.api.utils.TimeUtil;

/**
 * The JSON the fake sends to JDA. Every field listed here is one JDA needs: a guild missing
 * one of them stays "unavailable" silently and its interactions are dropped (FAKE_DISCORD.md).
 */
final class Payloads {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** The bot's own role, when its world gives it permissions beyond everyone's. */
    static final String BOT_ROLE_ID = "800000000000000099";

    /** Discord's Manage Channels bit. */
    static final long MANAGE_CHANNELS = 1L << 4;

    /** Discord's View Channel bit. */
    static final long VIEW_CHANNEL = 1L << 10;

    /**
     * A channel's permission overwrites: Manage Channels allowed to each of its managers, by a
     * member overwrite (type 1); in a private channel, View Channel denied to @everyone (a role
     * overwrite, type 0, whose id is the server's) and allowed to each reader and the bot.
     */
    private static ArrayNode overwrites(FakeWorld world, FakeWorld.Channel channel) {
        ArrayNode overwrites = array();
        Map<String, Long> allowed = new LinkedHashMap<>();
        for (String manager : channel.managers()) {
            allowed.merge(manager, MANAGE_CHANNELS, (a, b) -> a | b);
        }
        if (!channel.readers().isEmpty()) {
            overwrites.add(object().put("id", world.guildId()).put("type", 0).put("allow", "0")
                    .put("deny", Long.toString(VIEW_CHANNEL)));
            for (String reader : channel.readers()) {
                allowed.merge(reader, VIEW_CHANNEL, (a, b) -> a | b);
            }
            allowed.merge(world.botId(), VIEW_CHANNEL, (a, b) -> a | b);
        }
        if (channel.botDenied() != 0) {
            allowed.putIfAbsent(world.botId(), 0L);
        }
        allowed.forEach((member, bits) -> overwrites.add(object().put("id", member).put("type", 1)
                .put("allow", Long.toString(bits & ~(member.equals(world.botId()) ? channel.botDenied() : 0)))
                .put("deny", Long.toString(member.equals(world.botId()) ? channel.botDenied() : 0))));
        return overwrites;
    }

    /**
     * View channel, send messages, embed links, attach files, read history, use application
     * commands: a plain player, and the bot as invited. Not Manage Channels, so only the server's
     * owner counts as a host.
     */
    static final String EVERYONE_PERMISSIONS = Long.toString((1L << 10) | (1L << 11) | (1L << 14) | (1L << 15)
            | (1L << 16) | (1L << 31));

    /** The players' role: every member but the bot has it, so they may open threads (the bot only by its own role). */
    static final String PLAYERS_ROLE_ID = "800000000000000098";
    static final long PLAYERS_PERMISSIONS = (1L << 35) | (1L << 38); // Create Public Threads, Send Messages in Threads

    /** Keeps snowflakes unique even when several are made in the same millisecond. */
    private static final AtomicLong SEQUENCE = new AtomicLong();

    private Payloads() {
    }

    /**
     * A snowflake for now: JDA reads an interaction's creation time from its id and treats an
     * interaction made from an old id as expired.
     */
    static String snowflake() {
        return Long.toString(TimeUtil.getDiscordTimestamp(System.currentTimeMillis()) | (SEQUENCE.incrementAndGet() & 0x3FFFFF));
    }

    static ObjectNode object() {
        return NODES.objectNode();
    }

    static ArrayNode array() {
        return NODES.arrayNode();
    }

    static ObjectNode user(String id, String name) {
        return object().put("id", id).put("username", name).put("discriminator", "0").putNull("avatar")
                .put("global_name", name);
    }

    static ObjectNode botUser(FakeWorld world) {
        return user(world.botId(), world.botName()).put("bot", true).put("verified", true).put("mfa_enabled", false)
                .put("flags", 0);
    }

    static ObjectNode hello(int heartbeatMillis) {
        return object().put("op", 10).set("d", object().put("heartbeat_interval", heartbeatMillis));
    }

    static ObjectNode heartbeatAck() {
        return object().put("op", 11).putNull("d");
    }

    static ObjectNode dispatch(String type, long sequence, JsonNode data) {
        return object().put("op", 0).put("t", type).put("s", sequence).set("d", data);
    }

    /**
     * READY: the bot's user, the shard's guilds (unavailable until their GUILD_CREATE), which
     * shard this is and where to resume.
     */
    static ObjectNode ready(FakeWorld world, List<FakeWorld> guilds, String sessionId, String resumeUrl, int shard,
                            int total) {
        ObjectNode ready = object().put("v", 10).put("session_id", sessionId).put("resume_gateway_url", resumeUrl);
        ready.set("user", botUser(world));
        ArrayNode held = array();
        guilds.forEach(guild -> held.add(object().put("id", guild.guildId()).put("unavailable", true)));
        ready.set("guilds", held);
        ready.set("shard", array().add(shard).add(total));
        ready.set("private_channels", array());
        ready.set("application", object().put("id", world.applicationId()).put("flags", 0));
        return ready;
    }

    static ObjectNode guildCreate(FakeWorld world) {
        ObjectNode guild = object().put("id", world.guildId()).put("name", world.guildName())
                .put("owner_id", world.ownerId()).put("afk_timeout", 300).putNull("icon").putNull("splash")
                .put("verification_level", 0).put("default_message_notifications", 0)
                .put("explicit_content_filter", 0).put("mfa_level", 0).put("nsfw_level", 0)
                .put("premium_tier", 0).put("preferred_locale", "en-US").put("large", false);
        ArrayNode members = array();
        ObjectNode bot = member(world.botId(), world.botName(), true);
        if (world.botPermissions() != 0) {
            ((ArrayNode) bot.get("roles")).add(BOT_ROLE_ID);
        }
        members.add(bot);
        for (FakeWorld.User user : world.members()) {
            members.add(member(user.id(), user.name(), false));
        }
        for (int i = 1; i < members.size(); i++) {
            ((ArrayNode) members.get(i).get("roles")).add(PLAYERS_ROLE_ID);
        }
        guild.put("member_count", members.size());
        guild.set("members", members);
        // The @everyone role has the guild's id; players may send messages and use commands.
        guild.set("roles", array().add(object().put("id", world.guildId()).put("name", "@everyone")
                .put("position", 0).put("permissions", EVERYONE_PERMISSIONS).put("color", 0)
                .put("hoist", false).put("managed", false).put("mentionable", false)
                .set("colors", object().put("primary_color", 0))));
        ((ArrayNode) guild.get("roles")).add(object().put("id", PLAYERS_ROLE_ID).put("name", "players")
                .put("position", 1).put("permissions", Long.toString(PLAYERS_PERMISSIONS)).put("color", 0)
                .put("hoist", false).put("managed", false).put("mentionable", false)
                .set("colors", object().put("primary_color", 0)));
        if (world.botPermissions() != 0) {
            ((ArrayNode) guild.get("roles")).add(object().put("id", BOT_ROLE_ID).put("name", world.botName())
                    .put("position", 2).put("permissions", Long.toString(world.botPermissions())).put("color", 0)
                    .put("hoist", false).put("managed", true).put("mentionable", false)
                    .set("colors", object().put("primary_color", 0)));
        }
        ArrayNode channels = array();
        for (int i = 0; i < world.channels().size(); i++) {
            channels.add(channel(world, world.channels().get(i), i));
        }
        guild.set("channels", channels);
        guild.set("threads", array());
        guild.set("guild_scheduled_events", array());
        guild.set("emojis", array());
        guild.set("stickers", array());
        guild.set("voice_states", array());
        guild.set("features", array());
        return guild;
    }

    private static ObjectNode member(String id, String name, boolean bot) {
        ObjectNode user = user(id, name);
        if (bot) {
            user.put("bot", true);
        }
        ObjectNode member = object().set("user", user);
        return member.put("joined_at", "2024-01-01T00:00:00.000000+00:00").put("deaf", false).put("mute", false)
                .set("roles", array());
    }

    /** The envelope every interaction shares: who, where, and the token its answers use. */
    static ObjectNode interaction(FakeWorld world, String id, String token, int type, FakeWorld.User user,
                                  String channelId) {
        ObjectNode interaction = object().put("id", id).put("application_id", world.applicationId())
                .put("type", type).put("token", token).put("version", 1).put("guild_id", world.guildId())
                .put("channel_id", channelId).put("locale", "en-US").put("guild_locale", "en-US")
                .put("context", 0).put("app_permissions", "2248473465835073");
        interaction.set("guild", object().put("id", world.guildId()).put("locale", "en-US").set("features", array()));
        FakeWorld.Channel channel = world.channels().stream().filter(c -> c.id().equals(channelId)).findFirst()
                .orElse(new FakeWorld.Channel(channelId, channelName(world, channelId)));
        interaction.set("channel", object().put("id", channelId).put("type", 0).put("guild_id", world.guildId())
                .put("name", channelName(world, channelId)).put("position", 0).put("nsfw", false)
                .set("permission_overwrites", overwrites(world, channel)));
        // As Discord computes it: the member's permissions in this channel, overwrites included.
        long permissions = ((Long.parseLong(EVERYONE_PERMISSIONS) | PLAYERS_PERMISSIONS)
                & (channel.readBy(user.id()) ? -1L : ~VIEW_CHANNEL))
                | (channel.managers().contains(user.id()) ? MANAGE_CHANNELS : 0);
        ObjectNode member = member(user.id(), user.name(), false).put("permissions", Long.toString(permissions));
        ((ArrayNode) member.get("roles")).add(PLAYERS_ROLE_ID);
        interaction.set("member", member);
        interaction.set("authorizing_integration_owners", object().put("0", world.guildId()));
        interaction.set("entitlements", array());
        return interaction;
    }

    /** A text channel (type 0) of the server, its permission overwrites included, as GUILD_CREATE and CHANNEL_UPDATE give it. */
    static ObjectNode channel(FakeWorld world, FakeWorld.Channel channel, int position) {
        return object().put("id", channel.id()).put("type", 0).put("name", channel.name())
                .put("position", position).put("guild_id", world.guildId()).put("nsfw", false)
                .set("permission_overwrites", overwrites(world, channel));
    }

    /** A public thread (type 11) of a text channel, as Discord describes it when it is created. */
    static ObjectNode thread(FakeWorld world, String id, String parentId, String name) {
        ObjectNode thread = object().put("id", id).put("type", 11).put("guild_id", world.guildId())
                .put("parent_id", parentId).put("owner_id", world.botId()).put("name", name)
                .put("last_message_id", (String) null).put("rate_limit_per_user", 0).put("message_count", 0)
                .put("member_count", 1).put("total_message_sent", 0).put("flags", 0);
        thread.set("thread_metadata", object().put("archived", false).put("auto_archive_duration", 1440)
                .put("archive_timestamp", "2024-01-01T00:00:00.000000+00:00").put("locked", false)
                .put("create_timestamp", "2024-01-01T00:00:00.000000+00:00"));
        return thread;
    }

    private static String channelName(FakeWorld world, String channelId) {
        return world.channels().stream().filter(c -> c.id().equals(channelId)).map(FakeWorld.Channel::name)
                .findFirst().orElse("unknown");
    }

    /**
     * A slash command's data: subcommand words nest as options of type 1, the given options
     * sit at the deepest level, typed by their Java value (text 3, integer 4, boolean 5).
     */
    static ObjectNode slashData(String commandId, String guildId, List<String> path, List<Option> options) {
        ArrayNode leafOptions = array();
        for (Option option : options) {
            ObjectNode node = object().put("name", option.name());
            switch (option.value()) {
                case Integer i -> node.put("type", 4).put("value", i);
                case Long l -> node.put("type", 4).put("value", l);
                case Boolean b -> node.put("type", 5).put("value", b);
                case FakeUpload upload -> node.put("type", 11).put("value", upload.id());
                default -> node.put("type", 3).put("value", option.value().toString());
            }
            leafOptions.add(node);
        }
        ArrayNode current = leafOptions;
        for (int i = path.size() - 1; i >= 1; i--) {
            ObjectNode sub = object().put("type", 1).put("name", path.get(i));
            sub.set("options", current);
            current = array().add(sub);
        }
        ObjectNode data = object().put("id", commandId).put("name", path.get(0)).put("type", 1)
                .put("guild_id", guildId);
        data.set("options", current);
        return data;
    }

    /** One option of a slash command as the user typed it. */
    record Option(String name, Object value) {
    }

    /** The message a button or menu sits under, as a component interaction carries it. */
    static ObjectNode messageStub(FakeWorld world, String messageId, String channelId) {
        ObjectNode message = object().put("id", messageId).put("type", 0).put("channel_id", channelId)
                .put("content", "").put("timestamp", Instant.now().toString()).put("tts", false)
                .put("mention_everyone", false).put("pinned", false).put("flags", 0);
        message.set("author", botUser(world));
        message.set("mentions", array());
        message.set("mention_roles", array());
        message.set("embeds", array());
        message.set("attachments", array());
        return message;
    }

    /** The message object Discord returns for a created or edited message: the sent content echoed back. */
    static ObjectNode messageFrom(FakeWorld world, String messageId, String channelId, JsonNode sent) {
        ObjectNode message = messageStub(world, messageId, channelId);
        if (sent != null && sent.hasNonNull("content")) {
            message.put("content", sent.get("content").asText());
        }
        if (sent != null && sent.has("embeds") && sent.get("embeds").isArray()) {
            // Discord gives every embed it stores a type; JDA refuses to read one without.
            ArrayNode embeds = sent.get("embeds").deepCopy();
            embeds.forEach(embed -> {
                if (embed instanceof ObjectNode object && !object.has("type")) {
                    object.put("type", "rich");
                }
            });
            message.set("embeds", embeds);
        }
        if (sent != null && sent.has("flags")) {
            message.put("flags", sent.get("flags").asInt());
        }
        return message;
    }
}
