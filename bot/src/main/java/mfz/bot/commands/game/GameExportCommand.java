package mfz.bot.commands.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.GameExport;
import mfz.rules.game.Phase;

/** {@code /game export}: the whole game as a JSON file, to keep or to restore elsewhere with {@code /game import}. */
public final class GameExportCommand extends GameCommand {

    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public GameExportCommand(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("export", "The whole game as a JSON file");
    }

    @Override
    public Reply handle(Request request) {
        GameExport export = play.games().transfer().export(request.channelId());
        byte[] file;
        try {
            file = PRETTY.writeValueAsString(export).getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write an export: " + e.getOriginalMessage(), e);
        }
        String name = "mfz-game-" + request.channelId() + "-" + export.commands().size() + ".json";
        List<Reply.Attachment> files = new ArrayList<>(List.of(new Reply.Attachment(name, file)));
        boolean ended = play.games().gameOrLastFinished(request.channelId())
                .map(game -> game.phase() == Phase.ENDED).orElse(false);
        if (ended) {
            // Beside the history, the picture of how the scores went.
            play.scoreChart(request.channelId()).ifPresent(files::add);
        }
        // A finished game's export is its archive: nothing is left to play, so import refuses it
        // (GameTransfer), and this message must not invite it.
        // The log numbers the lobby's secret drafts the file leaves out: "12 actions" beside its `#14` read as two
        // lost (a docs audit).
        String actions = export.commands().size() + " actions" + play.games().recordOrLastFinished(request.channelId())
                .filter(record -> record.lastCommand() != export.commands().size())
                .map(record -> " (to `#" + record.lastCommand() + "` of `/game log`, its lobby drafts left out)")
                .orElse("");
        String text = ended
                ? "The finished game, " + actions + ": its archive to keep (every command, "
                        + "the table and the result can be read from it). Only a game still being played can be "
                        + "restored with `/game import`."
                : "The game so far, " + actions + ". Restore it in a channel without a game "
                        + "with `/game import file:<this file>`.";
        if (export.seal() == null) {
            text += " It isn't sealed: this game was restored from a file this bot didn't seal, so restored again it "
                    + "says so too.";
        }
        return Reply.privately(text).withFiles(files);
    }
}
