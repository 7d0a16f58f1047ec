package mfz.bot.discord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.core.ComponentIds;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.Player;
import mfz.rules.stations.Station;

/**
 * A game played on Discord, as the console would have it typed: every interaction the
 * players sent (slash commands as typed, each tap as the command its control stands for),
 * one console line each, players by name; and a game's state in names, so a game stored
 * under Discord's ids and the same one under console names compare line for line.
 */
final class TypedTwin {

    /** Options a control carries for the bot's own checks, never typed. */
    private static final List<String> CONTROL_ONLY = List.of(ComponentIds.FOR, ComponentIds.VERSION, "private");

    private TypedTwin() {
    }

    /**
     * @param sent      the interactions' payloads, in the order they were sent
     * @param userNames each player's Discord id and the name they type as at the console
     * @param names     the game's frame and station names (a control carries them as tokens)
     */
    static List<String> lines(List<JsonNode> sent, Map<String, String> userNames, Collection<String> names) {
        List<String> lines = new ArrayList<>();
        for (JsonNode payload : sent) {
            String user = userNames.get(payload.path("member").path("user").path("id").asText());
            JsonNode data = payload.path("data");
            StringBuilder line = new StringBuilder("@").append(user).append(" /");
            Map<String, String> options = new LinkedHashMap<>();
            switch (payload.path("type").asInt()) {
                case 2 -> {
                    line.append(data.path("name").asText());
                    JsonNode level = data.path("options");
                    while (level.size() == 1 && level.get(0).path("type").asInt() == 1) {
                        line.append(' ').append(level.get(0).path("name").asText());
                        level = level.get(0).path("options");
                    }
                    level.forEach(option -> options.put(option.path("name").asText(), option.path("value").asText()));
                }
                case 3 -> {
                    ComponentIds.Action action = ComponentIds.decode(data.path("custom_id").asText());
                    List<String> values = new ArrayList<>();
                    data.path("values").forEach(value -> values.add(value.asText()));
                    line.append(action.command());
                    options.putAll(ComponentIds.resolveNames(action.optionsWith(values), names));
                    CONTROL_ONLY.forEach(options::remove);
                }
                default -> throw new IllegalArgumentException("an interaction the console has no twin for: " + payload);
            }
            options.forEach((name, value) -> line.append(' ').append(name).append(":\"")
                    .append(userNames.getOrDefault(value, value)).append('"'));
            lines.add(line.toString());
        }
        return lines;
    }

    /** What a game is, in names: round, clock, scores, every frame and station. */
    static String state(Game game) {
        StringBuilder out = new StringBuilder("round " + game.round() + ", doomsday " + game.doomsday()
                + ", winners " + game.winners().stream().map(game::nameOf).toList() + "\n");
        for (Player player : game.players()) {
            out.append(player.name()).append(": score ").append(game.score(player.id())).append('\n');
        }
        for (Frame frame : game.frames()) {
            out.append(game.nameOf(frame.owner())).append("'s ").append(frame.name()).append(' ')
                    .append(frame.systems()).append(", whites ").append(frame.whites())
                    .append(frame.destroyed() ? ", destroyed" : "").append(", near ").append(frame.nearStation())
                    .append(", spot ").append(frame.spot()).append('\n');
        }
        for (Station station : game.stations()) {
            out.append(station.name()).append(" held by ")
                    .append(station.holder() == null ? "nobody" : game.nameOf(station.holder())).append('\n');
        }
        return out.toString();
    }
}
