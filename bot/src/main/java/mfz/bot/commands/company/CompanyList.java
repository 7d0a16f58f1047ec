package mfz.bot.commands.company;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.SavedCompanies;

/** {@code /company list}: your saved companies (no game needed). */
public final class CompanyList implements SlashCommand {

    private final SavedCompanies saved;

    public CompanyList(SavedCompanies saved) {
        this.saved = saved;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("list", "Your saved companies");
    }

    @Override
    public Reply handle(Request request) {
        List<String> names = saved.names(request.caller().id());
        return Reply.privately(names.isEmpty()
                ? "You have no saved companies yet. `/company save name:<n>` keeps the one you are building."
                : "Your saved companies: " + String.join(", ", names.stream().map(n -> "`" + n + "`").toList())
                + ".");
    }
}
