package mfz.bot.commands.play;

import java.util.function.Supplier;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.game.Applied;
import mfz.bot.render.TableView;
import mfz.bot.render.WhoDecides;
import mfz.rules.game.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The reply to a command already stored when showing it fails (a bug, a font missing for a
 * picture, the database unreachable for what the reply reads): the player is told the command
 * was kept, with the table and the controls as they stand, never that it was refused (a
 * reliability audit found an undo whose reply failed told "nothing was changed", and a second
 * undo then took back another command).
 */
public final class KeptReplies {

    private static final Logger log = LoggerFactory.getLogger(KeptReplies.class);

    /** What a stored command whose reply failed says. */
    public static final String STORED = "✅ That was stored, but showing it went wrong on my side: `/game log` says "
            + "what happened.";

    private KeptReplies() {
    }

    /** The reply {@code render} builds; if that fails, {@code kept} with the table and controls as they stand. */
    public static Reply afterStoring(Play play, Request request, Applied applied, String kept, Supplier<Reply> render) {
        try {
            return render.get();
        } catch (RuntimeException | Error afterTheStore) {
            return unshown(play, request, applied, afterTheStore, kept);
        }
    }

    /**
     * Who the game now waits on, pinged, with what they may do ({@code WhoDecides.prompt}): the
     * controls that would have said it may be what failed (an audit: a cover choice's reply lost its
     * ping, and the game waited on a player nobody told). Empty when nobody in particular acts, or
     * this fails too.
     */
    private static String whoActsNow(Applied applied) {
        try {
            // as an undo's announcement says it: from nobody's turn, so whoever decides is pinged
            return WhoDecides.prompt(Game.EMPTY, applied.after())
                    .map(line -> BotSeats.unmention(applied.after(), "\n" + line)).orElse("");
        } catch (RuntimeException alsoFailing) {
            return "";
        }
    }

    static Reply unshown(Play play, Request request, Applied applied, Throwable failure, String text) {
        log.error("/{} in channel {} was stored, but its reply could not be shown", request.command(),
                request.channelId(), failure);
        TableUpdate table = TableUpdate.of(() -> TableView.table(applied.after()), true);
        if (applied.reachedDoomsday()) {
            // The game ended: said so to the table, whose end a game thread's channel is told of (a threads audit).
            table = table.withEnded();
        }
        Reply kept = Reply.text(text + whoActsNow(applied)).withTable(table);
        try {
            return play.withControls(kept, applied);
        } catch (RuntimeException | Error alsoFailing) {
            return kept;
        }
    }
}
