package mfz.bot.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import mfz.bot.store.NewEvent;
import mfz.rules.game.Event;
import mfz.rules.game.Game;

/**
 * The rules' events and states as JSON, for the store and for export. A plain mapper is all
 * the rules need (their sealed types carry stable type names); it fails on properties it
 * does not know, so stored data this code no longer understands is noticed, not dropped.
 */
public final class GameJson {

    /**
     * One mapper for the process (thread-safe, and never configured after this line): it learns
     * how to write and read each class once. One a service learned it again for every service
     * made, which in the tests (a service or more a test) was a sixth of the bot's tests' CPU.
     */
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Each event class's type name, as the mapper writes it. */
    private static final Map<Class<?>, String> TYPE_NAMES = new ConcurrentHashMap<>();

    /**
     * The event as stored: its type name and its JSON, written straight to text. (Going through
     * a tree first cost about a quarter of the service's CPU per command in the storage
     * benchmark's profile.) The type name depends only on the class, so it is found once per
     * class, from the tree, and remembered.
     */
    public NewEvent toStored(Event event) {
        String type = TYPE_NAMES.computeIfAbsent(event.getClass(),
                c -> MAPPER.valueToTree(event).path("type").asText(c.getSimpleName()));
        try {
            return new NewEvent(type, MAPPER.writeValueAsString(event));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event can't be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    public Event event(String json) {
        try {
            return MAPPER.readValue(json, Event.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored event can't be read: " + e.getOriginalMessage(), e);
        }
    }

    /** Events kept as one JSON array (an undone command's); none when they can't be read. */
    public List<Event> events(String array) {
        try {
            return List.of(MAPPER.readValue(array, Event[].class));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return List.of();
        }
    }

    public String state(Game game) {
        try {
            return MAPPER.writeValueAsString(game);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a game can't be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    public Game game(String json) throws JsonProcessingException {
        Game game = MAPPER.readValue(json, Game.class);
        if (game.keepsTheObjectiveAsAStation()) {
            // Kept before a frame could stand near the objective besides its station: its events,
            // replayed, say where each frame stands as the rules now keep it.
            throw new JsonMappingException(null,
                    "a snapshot from before frames stood near the objective besides their stations");
        }
        if (!game.rankedAsTheRulesRank()) {
            // Kept before the rules ranked a demo's ties round the table, or kept the tie for lowest's
            // loser behind a partner come back level: replayed, every load of the game agrees.
            throw new JsonMappingException(null,
                    "a snapshot ranked as the rules ranked before 2026-11-27");
        }
        return game;
    }

    public ObjectMapper mapper() {
        return MAPPER;
    }
}
