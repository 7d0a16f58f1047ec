package mfz.bot.game;

import mfz.bot.store.GameRecord;
import mfz.rules.game.Game;

/** A channel's open game and its stored row. */
public record OpenGame(Game game, GameRecord record) {

    /** See {@link GameService#version}. */
    public long version() {
        return record.version();
    }
}
