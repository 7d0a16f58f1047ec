package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON configuration storage uses: a plain {@code new ObjectMapper()}, nothing added.
 * The bot must use the same (no module, defaults kept, in particular failing on unknown
 * properties).
 */
public final class Json {

    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new AssertionError("can't write " + value, e);
        }
    }

    public static <T> T read(String json, Class<T> type) {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new AssertionError("can't read " + json, e);
        }
    }

    /** Writes, reads back as {@code type}, and checks nothing was lost (equal value, same JSON again). */
    public static <T> T roundTrip(T value, Class<T> type) {
        String json = write(value);
        T back = read(json, type);
        assertEquals(value, back, "JSON round trip changed the value: " + json);
        assertEquals(json, write(back), "JSON round trip changed the text");
        return back;
    }
}
