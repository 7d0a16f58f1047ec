package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.game.GameReport;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.game.Applied;
import mfz.bot.render.ResultCard;
import mfz.rules.game.Event;
import mfz.rules.game.Game;

/** What a game's last reply adds: the result card and the buttons to play again or keep the game. */
final class GameResult {

    private GameResult() {
    }

    /**
     * The result card in the winner's colour, and (outside a campaign, whose next battle has
     * its own menu) a Rematch button: the same options again, its players asked to join.
     */
    static Reply withResult(Applied applied, Reply reply) {
        Game after = applied.after();
        List<String> winners = applied.events().stream().filter(e -> e instanceof Event.GameEnded)
                .map(e -> ((Event.GameEnded) e).winners()).findFirst().orElse(after.ranking());
        List<Embed> embeds = new ArrayList<>(reply.embeds());
        embeds.add(ResultCard.of(after, winners));
        List<Component.Row> rows = new ArrayList<>(reply.rows());
        List<Component> buttons = new ArrayList<>();
        if (after.options().campaign() == null) {
            buttons.add(Controls.button(ComponentIds.button("game rematch", Map.of(
                    GameReport.GAME, Long.toString(applied.record().id()))), "Rematch", Component.Style.SUCCESS));
        }
        // The whole game as a page to keep (/game report): anyone may tap it, so it carries no `for`.
        // It names its game: after a rematch the channel's newest game is another (a report audit).
        buttons.add(Controls.button(ComponentIds.button("game report", Map.of(
                GameReport.GAME, Long.toString(applied.record().id()))),
                "📜 Report", Component.Style.SECONDARY));
        if (rows.size() < Controls.MAX_ROWS) {
            rows.add(new Component.Row(buttons));
        }
        return new Reply(reply.content(), embeds, rows, reply.ephemeral(), reply.table(), reply.files(),
                reply.sameCard());
    }
}
