package mfz.bot.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import mfz.bot.store.GameRecord;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.ScoreTimeline;

/**
 * Each channel's score timeline, kept command by command as its game is played, so the game's
 * last reply draws the score chart without reading the whole log back and replaying it (4 % of
 * the benchmark's closed loop: docs/performance.md).
 *
 * <p>A timeline counts only for the stored version of the game it was kept up to. Any change
 * made another way (an undo, an import, another process) moves the version on without it, and
 * from then on the channel's timeline is gone until its next game: the log is read instead.
 */
final class ScoreTrails {

    private record Trail(long gameId, long version, ScoreTimeline timeline) {
    }

    private final Map<String, Trail> trails = new ConcurrentHashMap<>();

    /** Carries the channel's timeline over a command just stored: {@code before} and its row, then the new row. */
    void advance(String channelId, Game before, GameRecord beforeRecord, List<Event> events, GameRecord stored) {
        Trail kept = trails.get(channelId);
        ScoreTimeline timeline;
        if (kept != null && kept.gameId() == beforeRecord.id() && kept.version() == beforeRecord.version()) {
            timeline = kept.timeline();
        } else if (ScoreTimeline.nothingMarkedIn(before.phase())) {
            timeline = ScoreTimeline.EMPTY;
        } else {
            // Loaded mid-combat (a restart), or changed another way since: the log has what was marked.
            trails.remove(channelId);
            return;
        }
        trails.put(channelId, new Trail(stored.id(), stored.version(), timeline.after(before, events)));
    }

    /** The channel's timeline as of this stored row, when it was kept up to exactly that. */
    Optional<ScoreTimeline> at(String channelId, GameRecord record) {
        Trail kept = trails.get(channelId);
        if (kept == null || kept.gameId() != record.id() || kept.version() != record.version()) {
            return Optional.empty();
        }
        return Optional.of(kept.timeline());
    }
}
