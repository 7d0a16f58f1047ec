package mfz.bot.store;

import java.util.Locale;
import mfz.rules.game.Phase;

/** Where a stored game stands, as its row keeps it: open (in the lobby or being played), or closed for good. */
public enum GameStatus {
    LOBBY, PLAYING, FINISHED, ABANDONED;

    /** The word stored in the {@code games.status} column. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Where a game in this phase stands. */
    public static GameStatus of(Phase phase) {
        return switch (phase) {
            case NONE, LOBBY -> LOBBY;
            case BIDDING, DEPLOYMENT, COMBAT -> PLAYING;
            case ENDED -> FINISHED;
        };
    }

    public boolean open() {
        return this == LOBBY || this == PLAYING;
    }

    /** A game that ended stops the clock: its row gets an {@code ended_at}. */
    boolean ended() {
        return this == FINISHED || this == ABANDONED;
    }

    static GameStatus ofWord(String word) {
        return valueOf(word.toUpperCase(Locale.ROOT));
    }
}
