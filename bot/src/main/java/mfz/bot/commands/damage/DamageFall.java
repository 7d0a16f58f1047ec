package mfz.bot.commands.damage;

import static mfz.bot.commands.OptionNames.BRICKS;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.OWNER;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /damage fall frame:<n> bricks:<n> [owner]} (elevation and falling). */
public final class DamageFall extends GameCommand {

    public DamageFall(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("fall", "A frame fell: 1 damage die per 3 bricks of the fall",
                frame("The frame that fell", true),
                OptionSpec.integer(BRICKS, "How many bricks it fell").required().build(),
                owner(OWNER, "Whose frame fell (left out: yours)"), AS);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return option.equals(FRAME) ? seat.placedFrames(user(request, OWNER)) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        String owner = user(request, OWNER);
        int bricks = Integer.parseInt(request.option(BRICKS).orElseThrow());
        return run(request, acting -> List.of(new Command.Fall(acting.id(), owner,
                request.option(FRAME).orElseThrow(), bricks)));
    }
}
