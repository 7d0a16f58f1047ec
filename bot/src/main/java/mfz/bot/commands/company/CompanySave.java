package mfz.bot.commands.company;

import static mfz.bot.commands.OptionNames.NAME;

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
import mfz.bot.core.Typed;
import mfz.bot.game.SavedCompanies;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyValidation;

/**
 * {@code /company save name:<n>}: keep your company of this game under a name, for any later
 * game. Without {@code name:} (the card's "Save as…" button) a form asks for the name.
 */
public final class CompanySave extends CompanyCommand {

    static final OptionSpec SAVED_NAME = OptionSpec.string(NAME, "The saved company's name").required().autocomplete()
            .maxLength(CompanyValidation.MAX_NAME).build();

    private final SavedCompanies saved;

    public CompanySave(Play play, SavedCompanies saved) {
        super(play);
        this.saved = saved;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("save", "Save your company under a name, to load in any game",
                OptionSpec.string(NAME, "The saved company's name (left out: a form asks)").autocomplete()
                        .maxLength(CompanyValidation.MAX_NAME).build());
    }

    /** The form the card's "Save as…" opens: its text fills {@code name:}. */
    public static Form form() {
        return new Form(ComponentIds.menu("company save", Map.of(), NAME), "Save your company",
                "Its name", "Anvil Lancers", CompanyValidation.MAX_NAME, "/company save name:<n>");
    }

    /** The names already used: saving under one replaces that company. */
    @Override
    public List<String> suggest(Request request, String option) {
        return option.equals(NAME) ? saved.names(request.caller().id()) : List.of();
    }

    @Override
    public Reply handle(Request request) {
        if (request.option(NAME).map(String::isBlank).orElse(true)) {
            Form form = form();
            return Reply.form(form, "Name the saved company: `" + form.typed() + "`");
        }
        String name = request.option(NAME).orElseThrow().strip();
        CompanyDraft company = draft(request, request.caller().id());
        if (company.frames().isEmpty()) {
            throw new PlayerError("Your company has no frames yet: there is nothing to save.");
        }
        saved.save(request.caller().id(), name, company);
        return Reply.privately("Saved your company as `" + name + "`. Load it in any game with "
                + "`/company load " + Typed.option("name", name) + "`.").asStoredOffTheTable();
    }
}
