package mfz.bot.commands.company;

import static mfz.bot.commands.OptionNames.NAME;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.company.CompanyDraft;
import mfz.rules.game.Command;

/** {@code /company remove name:<n>}: take a frame or a station out of your company. */
public final class CompanyRemove extends CompanyCommand {

    public CompanyRemove(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("remove", "Take a frame or a station out of your company",
                OptionSpec.string(NAME, "The frame's or station's name").required().autocomplete().build(), AS);
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return option.equals(NAME) ? seat.companyNames() : List.of();
    }

    @Override
    public Reply handle(Request request) {
        String name = request.option(NAME).orElseThrow().strip();
        return editPrivately(request, acting -> {
            CompanyDraft company = draft(request, acting.id());
            if (company.indexOf(name) >= 0) {
                return List.of(new Command.ScrapFrame(acting.id(), name));
            }
            // One station, as one frame: a company holding two of a name (saved so, or loaded) lost both.
            List<String> stations = new ArrayList<>(company.stations());
            int at = stations.stream().filter(s -> s.equalsIgnoreCase(name)).findFirst().map(stations::indexOf).orElse(-1);
            if (at >= 0) {
                stations.remove(at);
                return List.of(new Command.NameStations(acting.id(), stations));
            }
            throw new PlayerError("Your company has no frame or station called `" + name + "`.");
        });
    }
}
