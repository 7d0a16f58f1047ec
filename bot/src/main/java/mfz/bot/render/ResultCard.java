package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.core.Embed;
import mfz.rules.game.Game;
import mfz.rules.stations.Station;

/**
 * A finished game's result as one card in the winner's company colour: the standings, with
 * each player's score, frames lost and the stations they hold at the end.
 */
public final class ResultCard {

    private ResultCard() {
    }

    /** @param winners who won (several in a tie: the card takes the first one's colour) */
    public static Embed of(Game game, List<String> winners) {
        String title = winners.size() == 1 ? "🏆 " + game.nameOf(winners.getFirst()) + " wins"
                : "🏆 A tie: " + winners.stream().map(game::nameOf).collect(Collectors.joining(", "));
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
            List<String> held = game.stations().stream().filter(s -> player.equals(s.holder())).map(Station::name)
                    .toList();
            // The stop escaped: Discord reads "1. " as a numbered list and counts on (1, 2) whatever is written.
            lines.add(place + "\\. **" + game.nameOf(player) + "** " + game.score(player) + " points · frames lost "
                    + lost + "/" + frames + " · stations " + (held.isEmpty() ? "none" : String.join(", ", held)));
        }
        return Embed.of(title, String.join("\n", lines))
                .withColour(TableView.colourOf(game, winners.isEmpty() ? game.ranking().getFirst() : winners.getFirst()));
    }
}
