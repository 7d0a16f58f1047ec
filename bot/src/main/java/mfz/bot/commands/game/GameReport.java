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

/**
 * {@code /game report}: after the end, the whole game as one HTML page to keep and share
 * (docs/report.md). Anyone may ask: it holds only what the game revealed.
 */
public final class GameReport extends GameCommand {

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
                gameId.flatMap(id -> battleOf(request, id)))));
    }

    /**
     * "Battle 2 of Moon", for a campaign's battle played in this channel: two battles' reports had
     * one title and one file name (a report review: the second was saved as "…-2.html").
     */
    private Optional<String> battleOf(Request request, long gameId) {
        return play.campaigns().flatMap(campaigns -> campaigns.lastPlayedIn(request.guildId(), request.channelId()))
                .flatMap(loaded -> loaded.campaign().battles().stream().filter(b -> b.gameId() == gameId)
                        .findFirst().map(b -> "Battle " + b.number() + " of " + loaded.record().name()));
    }
}
