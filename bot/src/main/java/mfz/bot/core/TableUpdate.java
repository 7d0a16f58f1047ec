package mfz.bot.core;

import java.util.function.Supplier;

/**
 * The channel's table message as it should now look. Discord edits the message in place
 * (or posts it, when there is none or {@code repost} is set); the console prints it when
 * {@code repost} is set, so a terminal is not flooded after every small change.
 *
 * <p>The embed is drawn when a front end first asks for it, and only once: a front end that
 * doesn't show this table (the console, between re-posts) costs nothing for it.
 */
public final class TableUpdate {

    private final Supplier<Embed> draw;
    private final boolean repost;
    private final boolean handsChanged;
    private final boolean ended;
    private final boolean opening;
    private Embed embed;

    private TableUpdate(Supplier<Embed> draw, boolean repost, boolean handsChanged, boolean ended, boolean opening) {
        this.draw = draw;
        this.repost = repost;
        this.handsChanged = handsChanged;
        this.ended = ended;
        this.opening = opening;
    }

    private TableUpdate(Supplier<Embed> draw, boolean repost) {
        this(draw, repost, false, false, false);
    }

    /** A table already drawn. */
    public TableUpdate(Embed embed, boolean repost) {
        this(() -> embed, repost);
        this.embed = embed;
    }

    /** A table drawn on first use. */
    public static TableUpdate of(Supplier<Embed> draw, boolean repost) {
        return new TableUpdate(draw, repost);
    }

    public synchronized Embed embed() {
        if (embed == null) {
            embed = draw.get();
        }
        return embed;
    }

    /** @return post it again as a new message at the bottom of the channel */
    public boolean repost() {
        return repost;
    }

    /** The same table, to be posted again as a new message. */
    public TableUpdate reposted() {
        return new TableUpdate(this::embed, true, handsChanged, ended, opening);
    }

    /**
     * The first table of a new game, posted as a new message: the table before it is another
     * game's, its last state, kept as it stands (a review: a rematch's table overwrote the
     * finished game's with a pointer to itself).
     */
    public TableUpdate opening() {
        return new TableUpdate(this::embed, true, handsChanged, ended, true);
    }

    /** @return the first table of a new game: the channel's table before it is another game's */
    public boolean isOpening() {
        return opening;
    }

    /**
     * @return the game now waits on someone else to start a turn (the initiative changed hands):
     *         a front end that cannot keep the table pinned may post it again if it scrolled away
     */
    public boolean handsChanged() {
        return handsChanged;
    }

    /** The same table, marked as shown when the initiative changed hands. */
    public TableUpdate withHandsChanged() {
        return new TableUpdate(this::embed, repost, true, ended, opening);
    }

    /** @return this change ended the game (a game played in a thread then tells its parent channel) */
    public boolean ended() {
        return ended;
    }

    /** The same table, marked as the one of a game that just ended. */
    public TableUpdate withEnded() {
        return new TableUpdate(this::embed, repost, handsChanged, true, opening);
    }

    @Override
    public String toString() {
        return "TableUpdate[repost=" + repost + (handsChanged ? ", handsChanged" : "") + "]";
    }
}
