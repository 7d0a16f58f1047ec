package mfz.bot.commands.company;

import static mfz.bot.commands.OptionNames.NAME;

import java.util.List;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.SavedCompanies;
import mfz.rules.company.CompanyDraft;
import mfz.rules.game.Command;

/** {@code /company load name:<n>}: replace your company in this game's lobby with a saved one. */
public final class CompanyLoad extends CompanyCommand {

    private final SavedCompanies saved;

    public CompanyLoad(Play play, SavedCompanies saved) {
        super(play);
        this.saved = saved;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("load", "Use one of your saved companies in this game", CompanySave.SAVED_NAME);
    }

    @Override
    public List<String> suggest(Request request, String option) {
        return option.equals(NAME) ? saved.names(request.caller().id()) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        CompanyDraft company = saved.load(request.caller().id(), request.option(NAME).orElseThrow().strip());
        return editPrivately(request, acting -> List.of(new Command.SetCompany(acting.id(), company)));
    }
}
