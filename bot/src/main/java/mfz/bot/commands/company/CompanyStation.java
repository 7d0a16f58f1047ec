package mfz.bot.commands.company;

import static mfz.bot.commands.OptionNames.NAME;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.company.CompanyValidation;
import mfz.rules.game.Command;

/** {@code /company station name:<n>}: add a station to your company; without a name, a form asks for it. */
public final class CompanyStation extends CompanyCommand {

    static final OptionSpec NAME_OPTION = OptionSpec.text(NAME, "The frame's or station's name", true, "name");

    /** A station's name is asked by a form when the card's button sends none. */
    private static final OptionSpec STATION_NAME = OptionSpec.text(NAME, "The station's name (none: a form asks)",
            false, "name");

    /** The form the card's "Add a station…" button opens: its text fills {@code name:}. */
    static Form form() {
        return new Form(ComponentIds.menu("company station", Map.of(), NAME), "Add a station",
                "The station's name", "Alpha", CompanyValidation.MAX_NAME, "/company station name:Alpha");
    }

    public CompanyStation(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("station", "Add a station to your company", STATION_NAME, AS);
    }

    @Override
    public Reply handle(Request request) {
        if (request.option(NAME).map(String::isBlank).orElse(true)) {
            draft(request, ownCompanyUntilReveal(request).id());
            Form form = form();
            return Reply.form(form, "Name your station: `" + form.typed() + "`");
        }
        String name = request.option(NAME).orElseThrow().strip();
        return editPrivately(request, acting -> {
            List<String> stations = new ArrayList<>(draft(request, acting.id()).stations());
            // Twice, it stood as "S1, S1", and `/company remove` then took both (a campaign audit).
            stations.stream().filter(other -> CompanyValidation.sameName(other, name)).findFirst().ifPresent(other -> {
                throw new PlayerError("Your company already has a station named `" + other + "`: give this one a name "
                        + "of its own. Nothing was added.");
            });
            stations.add(name);
            return List.of(new Command.NameStations(acting.id(), stations));
        });
    }
}
