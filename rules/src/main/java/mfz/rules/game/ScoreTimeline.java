package mfz.rules.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each player's score at the moments a game's score chart marks: the start of combat, the end
 * of each round, and the end of the game when its last command changed the scores after its
 * round ended. Within a round scores move with every destroyed frame and station changing
 * hands; round by round reads better, and the table tells the changes in between.
 *
 * <p>Kept command by command ({@link #after}) it gives the same moments as the whole game's
 * events replayed ({@link #replay}), so a game's end can draw its chart without reading its
 * log back.
 *
 * @param moments oldest first
 */
public record ScoreTimeline(List<Moment> moments) {

    /** A game's timeline before combat: nothing marked yet. */
    public static final ScoreTimeline EMPTY = new ScoreTimeline(List.of());

    public ScoreTimeline {
        moments = List.copyOf(moments);
    }

    /**
     * One marked moment.
     *
     * @param point  {@code start}, {@code R1}, {@code R2}, … or {@code end}
     * @param scores by player id, in table order
     */
    public record Moment(String point, Map<String, Integer> scores) {
        public Moment {
            scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
        }
    }

    /** A whole game's timeline, from its events oldest first, and the game they make. */
    public record Replay(ScoreTimeline timeline, Game last) {
    }

    public static Replay replay(List<Event> events) {
        List<Moment> moments = new ArrayList<>();
        Game last = extend(Game.EMPTY, events, moments);
        return new Replay(new ScoreTimeline(moments), last);
    }

    /**
     * This timeline carried over one command's events, applied to {@code before} (the game this
     * timeline was kept up to). Most commands mark nothing and cost nothing here.
     */
    public ScoreTimeline after(Game before, List<Event> events) {
        if (events.stream().noneMatch(event -> pointAfter(event) != null)) {
            return this;
        }
        List<Moment> more = new ArrayList<>(moments);
        extend(before, events, more);
        return new ScoreTimeline(more);
    }

    /** Whether a game in this phase can have marked a moment yet: not before combat begins. */
    public static boolean nothingMarkedIn(Phase phase) {
        return phase == Phase.NONE || phase == Phase.LOBBY || phase == Phase.BIDDING || phase == Phase.DEPLOYMENT;
    }

    private static Game extend(Game game, List<Event> events, List<Moment> moments) {
        for (Event event : events) {
            game = game.apply(event);
            String point = pointAfter(event);
            if (point == null) {
                continue;
            }
            Map<String, Integer> now = new LinkedHashMap<>();
            for (Player player : game.players()) {
                now.put(player.id(), game.score(player.id()));
            }
            if (point.equals("end") && !moments.isEmpty() && moments.getLast().scores().equals(now)) {
                continue;
            }
            moments.add(new Moment(point, now));
        }
        return game;
    }

    /** The name of the moment an event marks, or null for the events between. */
    private static String pointAfter(Event event) {
        if (event instanceof Event.CombatBegan) {
            return "start";
        }
        if (event instanceof Event.RoundEnded ended) {
            return "R" + ended.round();
        }
        return event instanceof Event.GameEnded ? "end" : null;
    }
}
