package mfz.bot.render.pictures;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.game.Game;
import mfz.rules.game.ScoreTimeline;

/**
 * What a score chart shows: named moments along the x axis and, for each player, a score at
 * every moment, in that player's colour.
 *
 * @param title  the chart's heading
 * @param points the moments, oldest first ({@code start}, {@code R1}, …, or battle numbers)
 * @param lines  one per player, each with exactly one score per point
 */
public record ScoreHistory(String title, List<String> points, List<Line> lines) {

    public ScoreHistory {
        points = List.copyOf(points);
        lines = List.copyOf(lines);
        for (Line line : lines) {
            if (line.scores().size() != points.size()) {
                throw new IllegalArgumentException(line.name() + " has " + line.scores().size() + " scores for "
                        + points.size() + " points");
            }
        }
    }

    /**
     * One player's scores, in that player's hue as the pictures give it (TableView.pictureColourOf); a null where
     * they have none (a campaign's battle they didn't play), which the chart leaves a gap for.
     */
    public record Line(String name, int rgb, List<Integer> scores) {
        public Line {
            scores = Collections.unmodifiableList(new ArrayList<>(scores));
        }
    }

    /**
     * A game's scores at the moments its {@link ScoreTimeline} marks: the start of combat, after
     * each round, and at the end when the last command changed them after its round ended.
     *
     * @param last the game as the timeline leaves it: its players are the chart's lines, each
     *             in its colour by {@code rgb}
     */
    public static ScoreHistory ofGame(String title, ScoreTimeline timeline, Game last, ColourOf rgb) {
        List<String> points = timeline.moments().stream().map(ScoreTimeline.Moment::point).toList();
        List<Line> lines = last.players().stream()
                .map(p -> new Line(p.name(), rgb.of(last, p.id()), timeline.moments().stream()
                        .map(m -> m.scores().getOrDefault(p.id(), 0)).toList()))
                .toList();
        return new ScoreHistory(title, points, lines);
    }

    /** A campaign's battles one after another: each player's final score in each (none where they did not play). */
    public static ScoreHistory ofCampaign(Campaign campaign, ToIntFunction<Integer> colourBySeat) {
        return ofCampaign(campaign, colourBySeat, Map.of());
    }

    /**
     * The same, each player in the colour of their seat ({@code seats}: their place at the table of
     * the first battle they played), as the report's stories colour them: by order of first result,
     * a ranking, the chart swapped two players' colours beside the page's (a report audit).
     */
    public static ScoreHistory ofCampaign(Campaign campaign, ToIntFunction<Integer> colourBySeat,
                                          Map<String, Integer> seats) {
        // a battle called off in its lobby was never played: no point of 0s for it
        List<Battle> battles = campaign.battles().stream().filter(b -> !b.results().isEmpty()
                && b.status() != Battle.Status.CALLED_OFF).toList();
        Map<String, String> names = new LinkedHashMap<>();
        for (Battle battle : battles) {
            for (Battle.Result result : battle.results()) {
                names.put(result.player(), result.name());
            }
        }
        List<Line> lines = new ArrayList<>();
        // Each player a colour of their own: their seat's while no one before has it (two players may have sat
        // first in different battles, a code review), else the first colour nobody has.
        Set<Integer> taken = new HashSet<>();
        for (Map.Entry<String, String> player : names.entrySet()) {
            // A battle the player didn't play leaves a gap in their line: a 0 read as a battle lost badly (a campaign play).
            List<Integer> scores = battles.stream().map(b -> b.results().stream()
                    .filter(r -> r.player().equals(player.getKey())).map(Battle.Result::score)
                    .findFirst().orElse(null)).collect(Collectors.toList());
            Integer seat = seats.get(player.getKey());
            if (seat == null || taken.contains(seat)) {
                seat = 0;
                while (taken.contains(seat)) {
                    seat++;
                }
            }
            taken.add(seat);
            lines.add(new Line(player.getValue(), colourBySeat.applyAsInt(seat), scores));
        }
        // An abandoned battle has no final scores: its point is marked, and the title says what it shows
        // (a campaign audit: plotted as a final score under "each battle's final scores").
        List<String> points = battles.stream().map(b -> "#" + campaign.shownNumber(b)
                + (b.status() == Battle.Status.ABANDONED ? "†" : "")).toList();
        boolean abandoned = battles.stream().anyMatch(b -> b.status() == Battle.Status.ABANDONED);
        return new ScoreHistory(campaign.name() + ": each battle's final scores"
                + (abandoned ? " († abandoned: its scores then)" : ""), points, lines);
    }

    /** A player's colour in a game. */
    @FunctionalInterface
    public interface ColourOf {
        int of(Game game, String player);
    }
}
