package mfz.bot.commands.map;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.game.PendingDecision;

/**
 * {@code /map cover name:<piece>}: on the map, the owner of an attack's target standing in
 * several covers says which is hit first (docs/rules.md §10); the attack then goes ahead behind it.
 */
public final class MapCover extends GameCommand {

    static final String NAME = "name";

    public MapCover(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("cover", "Your frame is attacked in several covers: say which is hit first",
                OptionSpec.string(NAME, "A terrain piece's name, or a frame's").required().autocomplete().build(), AS, SEAT);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return seat.game().pending() instanceof PendingDecision.CoverChoice c ? mfz.rules.map.MapCover.typed(seat.game(), c.covers()) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        String name = request.option(NAME).orElseThrow().strip();
        return run(request, acting -> List.of(new Command.ChooseCover(acting.id(), name)));
    }
}
