package mfz.bot.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Everything the bot reads at start-up, already checked.
 *
 * @param token         the Discord bot token, if one is configured (never printed)
 * @param database      the SQLite file (unused on PostgreSQL)
 * @param postgresql    a {@code jdbc:postgresql://} address, when the bot shares a PostgreSQL database instead
 * @param commandGuild  a server id to register commands on (fast to update), or empty for global
 * @param discordApiUrl REST base address, or empty for the real Discord
 * @param gatewayUrl    gateway address, or empty for the real Discord
 * @param shards        the gateway shards this process connects (all of them, by default)
 * @param seatDelay     how long a bot seat waits before each of its actions on Discord, so players can follow
 * @param tableEdits    on Discord, the least time between two edits of a channel's table message (the
 *                      newest table wins); zero: each edit at once, the channel's next command waiting for it
 */
public record Config(Optional<Secret> token, Path database, Optional<String> postgresql, Optional<String> commandGuild,
                     Optional<URI> discordApiUrl, Optional<URI> gatewayUrl, Shards shards, Duration seatDelay,
                     Duration tableEdits) {

    /** Where the console writes the files the bot sends (exports): beside the SQLite file, or in data/. */
    public Path exports() {
        Path beside = postgresql.isPresent() ? Path.of("data", "mfz.db") : database;
        return beside.toAbsolutePath().getParent().resolve("exports");
    }

    /**
     * True when the bot talks to a stand-in rather than the real Discord (tests, local runs): its
     * REST address is set (without it, commands are answered on the real Discord whatever the
     * gateway), and neither address is Discord's own (or without a host).
     */
    public boolean usesStandInDiscord() {
        return discordApiUrl.isPresent() && Stream.of(discordApiUrl, gatewayUrl)
                .flatMap(Optional::stream).noneMatch(Config::discordsOwn);
    }

    private static boolean discordsOwn(URI address) {
        String host = address.getHost();
        if (host == null) {
            return true;
        }
        String h = host.toLowerCase(Locale.ROOT).replaceAll("\\.+$", "");
        return Stream.of("discord.com", "discordapp.com", "discord.gg", "discord.media")
                .anyMatch(domain -> h.equals(domain) || h.endsWith("." + domain));
    }
}
