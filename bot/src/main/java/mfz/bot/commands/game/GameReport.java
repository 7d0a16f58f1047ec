package mfz.bot.commands.game;

import java.util.List;
import java.util.Optional;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.render.report.Reports;
import mfz.bot.store.GameRecord;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.game.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /game report}: after the end, the whole game as one HTML page to keep and share
 * (docs/report.md). Anyone may ask: it holds only what the game revealed.
 */
public final class GameReport extends GameCommand {

    private static final Logger log = LoggerFactory.getLogger(GameReport.class);

    public GameReport(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("report", "After the end: the whole game as one page to keep and share",
                OptionSpec.integer(GAME, "Which finished game of this channel (its result card's button sets it)")
                        .placeholder("n").maxLength(10).build());
    }

    /** The game a result card's 📜 button was posted for: its report, whatever the channel played since. */
    public static final String GAME = "game";

    @Override
    public Reply handle(Request request) {
        // Refused (with its reason) while the game is being played, and where there is none.
        var transfer = play.games().transfer();
        Optional<Long> game = request.option(GAME).map(Long::parseLong);
        var history = game.isPresent() ? transfer.finished(request.channelId(), game.get())
                : transfer.finished(request.channelId());
        var undos = game.isPresent() ? transfer.undosOf(game.get()) : transfer.undosOfFinished(request.channelId());
        Optional<Long> gameId = game.or(() -> play.games().recordOrLastFinished(request.channelId())
                .map(GameRecord::id));
        return Reply.privately("📜 The battle report: one page to keep, share or print, readable offline (open it "
                + "in a browser).").withFiles(List.of(Reports.ofGame(request.channelId(), history, undos,
                end -> gameId.flatMap(id -> battleOf(request, end, id)))));
    }

    /**
     * "Battle 2 of Moon", for a campaign's battle: two battles' reports had one title and one file
     * name (a report review: the second was saved as "…-2.html"). Its campaign is the one the game
     * names, found in this server; the report goes out without it where it can't be read.
     */
    private Optional<String> battleOf(Request request, Game end, long gameId) {
        CampaignTerms terms = end.options().campaign();
        if (terms == null || play.campaigns().isEmpty()) {
            return Optional.empty();
        }
        try {
            return play.campaigns().get().find(request.guildId(), terms.campaign())
                    .flatMap(loaded -> loaded.campaign().battles().stream().filter(b -> b.gameId() == gameId)
                            .findFirst().map(b -> "Battle " + loaded.campaign().shownNumber(b) + " of "
                                    + loaded.record().name()));
        } catch (RuntimeException unread) {
            // the story is read already: its report goes out, named as any game's
            log.warn("The campaign {} could not be read for a report's title: {}", terms.campaign(), unread.toString());
            return Optional.empty();
        }
    }
}
