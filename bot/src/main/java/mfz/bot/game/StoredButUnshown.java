package mfz.bot.game;

/**
 * A command was stored, and rendering its reply failed (a bug): the caller must not tell the
 * player it was refused. It carries what was stored.
 */
public final class StoredButUnshown extends RuntimeException {
    private final transient Applied applied;

    StoredButUnshown(Applied applied, Throwable cause) {
        super("stored, but its reply could not be rendered", cause);
        this.applied = applied;
    }

    public Applied applied() {
        return applied;
    }
}
