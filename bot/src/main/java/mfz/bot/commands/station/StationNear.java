package mfz.bot.commands.station;

import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.OWNER;
import static mfz.bot.commands.OptionNames.STATION;

import java.util.List;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.game.Phase;

/** {@code /station near frame:<n> station:<n|none>}: correct which station a frame stands within 1 unit of. */
public final class StationNear extends GameCommand {

    public StationNear(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("near", "Correct which station a frame stands within 1 unit of",
                frame("The frame (the host: anyone's)", true),
                OptionSpec.string(STATION, "The station, or none").required().placeholder("station|none")
                        .autocomplete().maxLength(40).build(),
                owner(OWNER, "Host: whose frame it is"),
                OptionSpec.bool(OptionNames.OVERRIDE,
                        "Map mode: it stands near this station against the map (the host confirms)").build(),
                AS, SEAT);
    }

    /** {@code frame:} the frames on the table; {@code station:} the stations on it, or none. */
    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        if (seat.game().phase() != Phase.DEPLOYMENT && seat.game().phase() != Phase.COMBAT) {
            return List.of();
        }
        return switch (option) {
            case FRAME -> seat.correctableFrames(user(request, OWNER));
            case STATION -> seat.stationsOrNone();
            default -> List.of();
        };
    }

    /**
     * With {@code seat:} the host corrects one of the bot's frames with the host's own authority
     * (any frame, at any time), the seat naming whose frame it is: a seat's frame named like a
     * player's has no Discord user to give in {@code owner:}.
     */
    @Override
    public Reply handle(Request request) {
        String station = request.option(STATION).orElseThrow().strip();
        String owner = user(request, OWNER);
        boolean forASeat = forASeat(request, owner);
        String named = station.equalsIgnoreCase("none") ? null : station;
        String frame = request.option(FRAME).orElseThrow();
        if (forASeat) {
            // the host's own correction, which stands at once: no override to declare
            return runOnGame(request, (game, acting) -> List.of(new Command.StandNear(game.host(), acting.id(), frame,
                    named)));
        }
        // On the map a player's word against its measure waits for the host (§10 rulings): with
        // override:true, or the button a refusal by the map alone offers.
        return runAgainstTheMap(request,
                (game, acting) -> List.of(new Command.StandNear(acting.id(), owner, frame, named)),
                (game, acting) -> new Command.DeclareNear(acting.id(), owner, frame, named));
    }
}
