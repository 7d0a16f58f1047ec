package mfz.bot.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import mfz.bot.store.NewEvent;
import mfz.rules.game.Event;
import mfz.rules.game.Game;

/**
 * The rules' events and states as JSON, for the store and for export. A plain mapper is all
 * the rules need (their sealed types carry stable type names); it fails on properties it
 * does not know, so stored data this code no longer understands is noticed, not dropped.
 */
public final class GameJson {

    private final ObjectMapper mapper = new ObjectMapper();

    public NewEvent toStored(Event event) {
        JsonNode node = mapper.valueToTree(event);
        return new NewEvent(node.path("type").asText(event.getClass().getSimpleName()), node.toString());
    }

    public Event event(String json) {
        try {
            return mapper.readValue(json, Event.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored event can't be read: " + e.getOriginalMessage(), e);
        }
    }

    public String state(Game game) {
        try {
            return mapper.writeValueAsString(game);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a game can't be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    public Game game(String json) throws JsonProcessingException {
        return mapper.readValue(json, Game.class);
    }

    public ObjectMapper mapper() {
        return mapper;
    }
}
