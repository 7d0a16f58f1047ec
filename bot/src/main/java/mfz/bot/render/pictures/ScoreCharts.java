package mfz.bot.render.pictures;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Reply;
import mfz.bot.render.TableView;
import mfz.rules.campaign.Campaign;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.ScoreTimeline;

/** The score charts as files sent with a reply (Discord attaches them; the console saves them). */
public final class ScoreCharts {

    private static final String TITLE = "Score after each round";

    private ScoreCharts() {
    }

    /**
     * A finished game's chart, each player in the colour of their company on the table.
     *
     * @param events every event of the game, oldest first
     */
    public static Reply.Attachment ofGame(String channelId, List<Event> events) {
        ScoreTimeline.Replay replay = ScoreTimeline.replay(events);
        return ofGame(channelId, replay.timeline(), replay.last(), events.size());
    }

    /**
     * The same from the timeline kept while the game was played.
     *
     * @param last   the game as the timeline leaves it
     * @param events how many events the game has (the file's name counts them)
     */
    public static Reply.Attachment ofGame(String channelId, ScoreTimeline timeline, Game last, long events) {
        ScoreHistory history = ScoreHistory.ofGame(TITLE, timeline, last, TableView::pictureColourOf);
        return new Reply.Attachment("mfz-scores-" + channelId + "-" + events + ".png", ScoreChart.png(history));
    }

    /** A campaign's chart: each battle's final scores; empty before a battle has any. */
    public static Optional<Reply.Attachment> ofCampaign(Campaign campaign) {
        return ofCampaign(campaign, Map.of());
    }

    /** The same, each player in the colour of their seat ({@link ScoreHistory#ofCampaign}). */
    public static Optional<Reply.Attachment> ofCampaign(Campaign campaign, Map<String, Integer> seats) {
        ScoreHistory history = ScoreHistory.ofCampaign(campaign, TableView::pictureColourOfSeat, seats);
        if (history.points().isEmpty()) {
            return Optional.empty();
        }
        String name = campaign.name().replaceAll("[^A-Za-z0-9_-]", "_");
        return Optional.of(new Reply.Attachment("mfz-campaign-" + name + "-" + history.points().size()
                + ".png", ScoreChart.png(history)));
    }
}
