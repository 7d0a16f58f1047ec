package mfz.bot.core;

import java.util.OptionalLong;

/**
 * The version of each channel's open game: a number that changes with every accepted
 * command, so a control made for an earlier state can be recognised as out of date.
 */
@FunctionalInterface
public interface GameVersions {

    /** No games: any control that names a version is out of date. */
    GameVersions NONE = channelId -> OptionalLong.empty();

    OptionalLong version(String channelId);
}
