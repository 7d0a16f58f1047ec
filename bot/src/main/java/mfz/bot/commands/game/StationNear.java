package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;
import mfz.rules.game.Phase;

/** {@code /station near frame:<n> station:<n|none>}: correct which station a frame stands within 1 unit of. */
final class StationNear implements SlashCommand {

    private final Play play;

    StationNear(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("near", "Correct which station a frame stands within 1 unit of",
                new OptionSpec("frame", "Your frame", OptionSpec.Type.STRING, true, "frame", List.of(), true, 40),
                new OptionSpec("station", "The station, or none", OptionSpec.Type.STRING, true, "station|none",
                        List.of(), true, 40),
                new OptionSpec("owner", "Host: whose frame it is", OptionSpec.Type.USER, false, "@player",
                        List.of(), false, 100),
                Play.AS_OPTION);
    }

    /** {@code frame:} the frames on the table; {@code station:} the stations on it, or none. */
    @Override
    public List<String> suggest(Request request, String option) {
        String owner = request.option("owner").map(Acting::userId).orElse(null);
        return Suggestions.seat(play, request).filter(seat -> seat.game().phase() == Phase.DEPLOYMENT
                        || seat.game().phase() == Phase.COMBAT)
                .map(seat -> switch (option) {
            case "frame" -> seat.placedFrames(owner);
            case "station" -> {
                List<String> stations = new ArrayList<>(seat.stationsOnTable());
                stations.add("none");
                yield stations;
            }
            default -> List.<String>of();
        }).orElse(List.of());
    }

    @Override
    public Reply handle(Request request) {
        String station = request.option("station").orElseThrow().strip();
        String owner = request.option("owner").map(Acting::userId).orElse(null);
        return play.run(request, acting -> List.of(new Command.StandNear(acting.id(), owner,
                request.option("frame").orElseThrow(), station.equalsIgnoreCase("none") ? null : station)));
    }
}
