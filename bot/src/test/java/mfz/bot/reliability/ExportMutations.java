package mfz.bot.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Damages a real game export the ways files get damaged or tampered with: cut short, a
 * command dropped, doubled or moved, an event dropped, a field given another value or removed,
 * an actor renamed. The import must refuse the damage with a reason, or restore a game that
 * is exactly the replay of what it stored.
 */
final class ExportMutations {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ExportMutations() {
    }

    static String mutate(String export, RandomInput random) {
        JsonNode root;
        try {
            root = MAPPER.readTree(export);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        ArrayNode commands = (ArrayNode) root.get("commands");
        int choice = random.below(8);
        if (choice == 0 || commands.isEmpty()) {
            return export.substring(0, random.below(export.length() + 1));
        }
        int at = random.below(commands.size());
        switch (choice) {
            case 1 -> commands.remove(at);
            case 2 -> commands.insert(at, commands.get(at).deepCopy());
            case 3 -> commands.insert(random.below(commands.size()), commands.remove(at));
            case 4 -> ((ObjectNode) commands.get(at)).put("actor", random.pick(RandomInput.NASTY));
            default -> {
                ArrayNode events = (ArrayNode) commands.get(at).get("events");
                if (events.isEmpty()) {
                    break;
                }
                int e = random.below(events.size());
                if (choice == 5) {
                    events.remove(e);
                } else {
                    ObjectNode event = (ObjectNode) events.get(e);
                    List<String> fields = new ArrayList<>();
                    for (Iterator<String> names = event.fieldNames(); names.hasNext(); ) {
                        fields.add(names.next());
                    }
                    String field = random.pick(fields);
                    if (choice == 6) {
                        event.remove(field);
                    } else {
                        switch (random.below(4)) {
                            case 0 -> event.put(field, random.pick(RandomInput.NASTY));
                            case 1 -> event.put(field, random.below(100) - 50);
                            case 2 -> event.putNull(field);
                            default -> event.put(field, true);
                        }
                    }
                }
            }
        }
        return root.toString();
    }
}
