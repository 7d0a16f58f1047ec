package mfz.bot.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Clock;
import java.util.List;
import mfz.bot.core.PlayerError;
import mfz.bot.store.SavedCompanyStore;
import mfz.bot.store.StoreException;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.Names;

/** A user's saved companies: kept as the rules' company drafts in JSON. */
public final class SavedCompanies {

    private final SavedCompanyStore store;
    private final Clock clock;
    private final GameJson json = new GameJson();

    public SavedCompanies(SavedCompanyStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** Saves under a name that passes the rule of every chosen name ({@link Names}): it is shown in lists and replies. */
    public void save(String userId, String name, CompanyDraft company) {
        // Saving over a name kept from before a % was refused is not choosing it anew.
        String what = "A saved company's name";
        (names(userId).contains(name) ? Names.storedProblem(what, name) : Names.problem(what, name)).ifPresent(problem -> {
            throw new PlayerError(problem);
        });
        try {
            if (!store.save(userId, name, json.mapper().writeValueAsString(company), clock.instant())) {
                throw new PlayerError("You already have " + SavedCompanyStore.MAX_PER_USER
                        + " saved companies: save over one of them (same name) instead.");
            }
        } catch (JsonProcessingException | StoreException e) {
            throw new IllegalStateException("could not save a company: " + e.getMessage(), e);
        }
    }

    public CompanyDraft load(String userId, String name) {
        try {
            String stored = store.load(userId, name).orElseThrow(() -> new PlayerError(
                    "You have no saved company called `" + name + "`. `/company list` shows yours."));
            return json.mapper().readValue(stored, CompanyDraft.class);
        } catch (JsonProcessingException | StoreException e) {
            throw new IllegalStateException("could not load a company: " + e.getMessage(), e);
        }
    }

    public List<String> names(String userId) {
        try {
            return store.names(userId);
        } catch (StoreException e) {
            throw new IllegalStateException("could not list companies: " + e.getMessage(), e);
        }
    }
}
