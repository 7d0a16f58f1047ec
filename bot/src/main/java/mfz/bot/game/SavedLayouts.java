package mfz.bot.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Clock;
import java.util.List;
import mfz.bot.core.PlayerError;
import mfz.bot.store.MapLayoutStore;
import mfz.bot.store.StoreException;
import mfz.rules.company.Names;
import mfz.rules.map.MapLayout;

/** A server's saved battlefield layouts: kept as the rules' map layouts in JSON. */
public final class SavedLayouts {

    private final MapLayoutStore store;
    private final Clock clock;
    private final GameJson json = new GameJson();

    public SavedLayouts(MapLayoutStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /**
     * Saves under a name that passes the rule of every chosen name ({@link Names}), as loading
     * it into a game (the rules' {@code LayoutRules.load}) checks again; over a map of that name
     * only when it is the user's own, or {@code managesServer}.
     */
    public void save(String guildId, String name, MapLayout layout, String userId, boolean managesServer) {
        // Saving over a name kept from before a % was refused is not choosing it anew.
        String what = "The saved map's name";
        List<String> saved = names(guildId);
        (saved.contains(name) ? Names.storedProblem(what, name) : Names.problem(what, name)).ifPresent(problem -> {
            throw new PlayerError(problem);
        });
        // Another's name, a letter Cyrillic, listed beside it as the same in the load menu (a trust audit).
        Names.readAsAnother(saved, name).ifPresent(other -> {
            throw new PlayerError("This server has a saved map called `" + other + "`, which reads the same: give "
                    + "yours another name (its saver, or someone who manages the server, may save over it by its own "
                    + "name).");
        });
        try {
            switch (store.save(guildId, name, json.mapper().writeValueAsString(layout), userId, clock.instant(),
                    managesServer)) {
                case SAVED -> { }
                case FULL -> throw new PlayerError("This server already has " + MapLayoutStore.MAX_PER_SERVER
                        + " saved maps: save over one of yours (same name), or ask someone who manages the server "
                        + "to save over one.");
                case SOMEONE_ELSES -> throw new PlayerError("Someone else saved a map called `" + name + "`: only they, "
                        + "or someone who manages the server, can save over it. Give yours another name.");
            }
        } catch (JsonProcessingException | StoreException e) {
            throw new IllegalStateException("could not save a map layout: " + e.getMessage(), e);
        }
    }

    public MapLayout load(String guildId, String name) {
        try {
            String stored = store.load(guildId, name).orElseThrow(() -> new PlayerError(
                    "This server has no saved map called `" + name + "`."));
            return json.mapper().readValue(stored, MapLayout.class);
        } catch (JsonProcessingException | StoreException e) {
            throw new IllegalStateException("could not load a map layout: " + e.getMessage(), e);
        }
    }

    public List<String> names(String guildId) {
        try {
            return store.names(guildId);
        } catch (StoreException e) {
            throw new IllegalStateException("could not list map layouts: " + e.getMessage(), e);
        }
    }
}
