package mfz.bot.commands.company;

import static mfz.bot.commands.OptionNames.NAME;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /company station name:<n>}: add a station to your company. */
public final class CompanyStation extends CompanyCommand {

    static final OptionSpec NAME_OPTION = OptionSpec.text(NAME, "The frame's or station's name", true, "name");

    public CompanyStation(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("station", "Add a station to your company", NAME_OPTION, AS);
    }

    @Override
    public Reply handle(Request request) {
        String name = request.option(NAME).orElseThrow().strip();
        return editPrivately(request, acting -> {
            List<String> stations = new ArrayList<>(draft(request, acting.id()).stations());
            stations.add(name);
            return List.of(new Command.NameStations(acting.id(), stations));
        });
    }
}
