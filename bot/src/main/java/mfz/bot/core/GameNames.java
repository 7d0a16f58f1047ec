package mfz.bot.core;

import java.util.Collection;
import java.util.List;

/**
 * The names in each channel's open game (its frames and stations), against which a tapped
 * control's name tokens are resolved ({@link ComponentIds#resolveNames}).
 */
@FunctionalInterface
public interface GameNames {

    /** No games: every token is out of date. */
    GameNames NONE = channelId -> List.of();

    Collection<String> names(String channelId);
}
