package mfz.bot.render.pictures;

import java.util.List;
import mfz.bot.core.Reply;
import mfz.bot.render.TableView;
import mfz.rules.campaign.Campaign;
import mfz.rules.game.Event;

/** The score charts as files sent with a reply (Discord attaches them; the console saves them). */
public final class ScoreCharts {

    private ScoreCharts() {
    }

    /**
     * A finished game's chart, each player in the colour of their company on the table.
     *
     * @param events every event of the game, oldest first
     */
    public static Reply.Attachment ofGame(String channelId, List<Event> events) {
        ScoreHistory history = ScoreHistory.ofGame("Score after each round", events, TableView::colourOf);
        return new Reply.Attachment("mfz-scores-" + channelId + "-" + events.size() + ".png", ScoreChart.png(history));
    }

    /** A campaign's chart: each battle's final scores; empty before a battle has any. */
    public static java.util.Optional<Reply.Attachment> ofCampaign(Campaign campaign) {
        ScoreHistory history = ScoreHistory.ofCampaign(campaign, TableView::colourOfSeat);
        if (history.points().isEmpty()) {
            return java.util.Optional.empty();
        }
        String name = campaign.name().replaceAll("[^A-Za-z0-9_-]", "_");
        return java.util.Optional.of(new Reply.Attachment("mfz-campaign-" + name + "-" + history.points().size()
                + ".png", ScoreChart.png(history)));
    }
}
