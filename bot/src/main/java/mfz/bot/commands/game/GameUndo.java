package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Host;
import mfz.bot.commands.play.KeptReplies;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.game.Applied;
import mfz.bot.render.EventText;
import mfz.bot.render.GameSummary;
import mfz.bot.render.TableView;
import mfz.bot.render.TakenBack;
import mfz.bot.render.WhoDecides;
import mfz.rules.game.Game;

/**
 * {@code /game undo}: the host takes back the last accepted action, whole (with any dice it
 * rolled). Everyone is told what was taken back.
 */
public final class GameUndo extends GameCommand {

    public GameUndo(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("undo", "Host: take back the last accepted action");
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().game(request.channelId()).orElseThrow(() -> new PlayerError(
                "There is no game being played in this channel to undo anything in: one that is over (at doomsday "
                        + "or ended) can't be taken back."));
        Host.require(request.caller(), game, "undo");
        Applied undone = play.games().undo(request.channelId(), request.caller().id(), request.interactionId());
        return KeptReplies.afterStoring(play, request, undone, "↩️ That was taken back, but showing it went wrong on my side: "
                + "`/game log` says what happened.", () -> announce(request, undone));
    }

    private Reply announce(Request request, Applied undone) {
        // The undone command as it was said, less its withdrawn readies: taking it back gives them back (a review).
        List<String> said = new ArrayList<>(EventText.describe(undone.events(), undone.after(), undone.before()).stream()
                .map(line -> line.replace(EventText.READY_AGAIN, "")).toList());
        said.addAll(EventText.declaredAgainstTheMap(undone.events(), undone.before()));
        // What was taken back is told, not asked: its prompts ping nobody (a review found the player
        // whose turn the undone command had begun pinged for it).
        String what = said.isEmpty() ? "a company edit"
                : BotSeats.unmentionEveryone(undone.before(), String.join(" ", said));
        String text = "↩️ **" + request.caller().name() + "** took back: " + what
                + GameSummary.scoreChanges(undone.before(), undone.after()).map(line -> "\n" + line).orElse("")
                + TakenBack.keptDice(undone.events()).map(kept -> "\n" + kept).orElse("");
        Reply announcement = new Reply(text + WhoDecides.prompt(Game.EMPTY, undone.after())
                .map(line -> "\n" + line).orElse(""), List.of(), List.of(), false,
                TableUpdate.of(() -> TableView.table(undone.after()), false));
        // Fresh controls: those posted before the undo are out of date.
        return play.withControls(announcement, undone);
    }
}
