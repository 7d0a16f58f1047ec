package mfz.bot.core;

import java.util.Optional;

/** Who hosts each channel's open game: for the offer to act for a player whose control the host tapped. */
@FunctionalInterface
public interface GameHosts {

    /** No games: nobody is offered anything. */
    GameHosts NONE = channelId -> Optional.empty();

    /** The user id of the host of the channel's open game, if it has one. */
    Optional<String> host(String channelId);
}
