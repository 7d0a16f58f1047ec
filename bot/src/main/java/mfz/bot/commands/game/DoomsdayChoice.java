package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;

/** {@code /doomsday tick} and {@code /doomsday pass}: the end-of-round choice. */
final class DoomsdayChoice implements SlashCommand {

    private final Play play;
    private final boolean tick;

    DoomsdayChoice(Play play, boolean tick) {
        this.play = play;
        this.tick = tick;
    }

    @Override
    public CommandSpec spec() {
        return tick
                ? CommandSpec.of("tick", "Count the doomsday clock down by 1 more", Play.AS_OPTION)
                : CommandSpec.of("pass", "Leave the doomsday clock as it is", Play.AS_OPTION);
    }

    @Override
    public Reply handle(Request request) {
        return play.run(request, acting -> List.of(new Command.ChooseDoomsday(acting.id(), tick)));
    }
}
