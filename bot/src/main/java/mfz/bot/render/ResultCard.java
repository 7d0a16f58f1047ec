package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.core.Embed;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.game.Game;
import mfz.rules.game.Waiting;
import mfz.rules.stations.Station;

/**
 * A finished game's result as one card in the winner's company colour: the standings, with
 * each player's score, frames lost and the stations they hold at the end.
 */
public final class ResultCard {

    private ResultCard() {
    }

    /** A tie's card: a neutral grey. */
    static final int TIED = 0x99AAB5;

    /** @param winners who won (several in a tie: the card takes the first one's colour) */
    public static Embed of(Game game, List<String> winners) {
        String title = winners.size() == 1 ? "🏆 " + game.nameOf(winners.getFirst()) + " wins"
                // equal highest scores tie (no tiebreak): a handshake, the trophy read as a win for nobody (a review)
                : "🤝 A tie for the win: " + Waiting.andList(winners.stream().map(game::nameOf).toList());
        List<String> lines = new ArrayList<>();
        // Equal scores share a place (1, 1, 3): no tiebreak (docs/rules.md §4), where 1, 2, 3, 4 read as one (a play).
        List<String> ranking = game.ranking();
        int place = 0;
        for (int i = 0; i < ranking.size(); i++) {
            String player = ranking.get(i);
            if (i == 0 || game.score(player) != game.score(ranking.get(i - 1))) {
                place = i + 1;
            }
            long lost = game.framesOf(player).stream().filter(f -> !f.alive()).count();
            long frames = game.framesOf(player).size();
            List<Station> holds = game.stations().stream().filter(s -> player.equals(s.holder())).toList();
            // the campaign's objective said as itself, not among the stations (a report review)
            List<String> held = holds.stream().filter(s -> !ObjectiveRules.isObjective(game, s)).map(Station::name)
                    .toList();
            String objective = holds.stream().filter(s -> ObjectiveRules.isObjective(game, s)).map(Station::name)
                    .findFirst().map(name -> " · objective " + name).orElse("");
            // The stop escaped: Discord reads "1. " as a numbered list and counts on (1, 2) whatever is written.
            lines.add(place + "\\. **" + game.nameOf(player) + "** " + game.score(player) + " points · frames lost "
                    + lost + "/" + frames + " · stations " + (held.isEmpty() ? "none" : String.join(", ", held))
                    + objective);
        }
        // a tie in no one's colour: the first winner's read as theirs alone (a report review)
        return Embed.of(title, String.join("\n", lines)).withColour(winners.size() > 1 ? TIED
                : TableView.colourOf(game, winners.isEmpty() ? game.ranking().getFirst() : winners.getFirst()));
    }
}
