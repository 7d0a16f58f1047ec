package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.GameJson;
import mfz.bot.store.StoredEvent;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.CommandsFromEvents;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.RecordedRolls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The import's oracle: real exports mutated every way a file is damaged or forged (commands and
 * events deleted, doubled, swapped and moved between commands, fields retargeted at other
 * frames, players and stations, numbers changed, actors changed, events of the same file
 * appended where no rule put them, malformed values), 500 mutants a run (more with
 * {@code -Dmfz.import.mutants=N}) from a
 * printed seed. Each is imported into a channel of its own: refused with a reason, or, when
 * accepted, every one of its events must come from a command the deciders accept, read back in
 * order and decided again with its recorded dice, with none left over, and the game stored must
 * be the one those commands make. Replay a failure with {@code -Dmfz.import.seed=N}.
 */
class ImportOracleTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int MUTANTS = Integer.getInteger("mfz.import.mutants", 500);

    @TempDir
    Path dir;

    @Test
    void everyAcceptedMutantIsAGameTheRulesDecided() throws Exception {
        // A fixed seed keeps the suite deterministic; -Dmfz.import.seed=N (and mfz.import.mutants) explores others.
        long seed = Long.getLong("mfz.import.seed", 20261125L);
        System.out.println("ImportOracleTest seed " + seed + " (replay with -Dmfz.import.seed=" + seed + ")");
        Random random = new Random(seed);
        List<String> exports = new ArrayList<>();
        for (int source = 0; source < 3; source++) {
            try (GameHarness table = new GameHarness(dir.resolve("source" + source + ".db"), 11 + source)) {
                int round = source == 2 ? 2 : 1;
                table.playUntil(source == 2 ? Map.of("hazards", "true", "jettison", "true") : Map.of(),
                        g -> g.phase() == Phase.COMBAT && g.round() >= round);
                String host = table.game().host();
                exports.add(new String(table.type(host, "game export").files().getFirst().content(),
                        StandardCharsets.UTF_8));
            }
        }
        Path file = dir.resolve("imports.db");
        int accepted = 0;
        int refused = 0;
        try (GameHarness target = new GameHarness(file, 1)) {
            CommandRouter router = target.router();
            for (int i = 0; i < MUTANTS; i++) {
                String source = exports.get(random.nextInt(exports.size()));
                String mutant = mutate(source, random);
                String channel = "oracle" + i;
                String host = hostOf(source);
                Reply reply = router.route(new Request("imp" + i, "g", channel, new Caller(host, host, true),
                        "game import", Map.of("file", mutant)));
                String context = "seed " + seed + ", mutant #" + i + ": " + clip(mutant);
                assertTrue(!reply.content().equals(CommandRouter.UNEXPECTED) && !reply.content().isBlank(),
                        "an import failed unexpectedly, " + context);
                Optional<Game> restored = target.games().game(channel);
                if (restored.isEmpty()) {
                    refused++;
                    continue;
                }
                accepted++;
                Game decided = decideAgain(target, channel, context);
                assertTrue(decided.equals(restored.get()), "the stored game is not the one its commands make, " + context);
            }
        }
        System.out.println("ImportOracleTest: " + MUTANTS + " mutants, " + accepted + " accepted, " + refused
                + " refused");
        assertTrue(accepted > 0 && refused > MUTANTS / 2, accepted + " accepted, " + refused + " refused");
    }

    /**
     * The oracle: reads the stored game back command by command and decides each again,
     * independently of the import's own checks, requiring every event to be a decided one.
     */
    private static Game decideAgain(GameHarness target, String channel, String context) throws Exception {
        GameJson json = new GameJson();
        Map<Long, List<StoredEvent>> byCommand = new LinkedHashMap<>();
        for (var logged : target.games().log(channel)) {
            byCommand.computeIfAbsent(logged.stored().commandSeq(), k -> new ArrayList<>()).add(logged.stored());
        }
        Game game = Game.EMPTY;
        for (List<StoredEvent> stored : byCommand.values()) {
            List<Event> events = stored.stream().map(e -> json.event(e.payload())).toList();
            String actor = stored.getFirst().actor();
            ScriptedDice dice = new ScriptedDice(RecordedRolls.of(events));
            int at = 0;
            while (at < events.size()) {
                List<Event> rest = events.subList(at, events.size());
                Optional<Command> command = CommandsFromEvents.commandAt(game, actor, rest);
                assertTrue(command.isPresent(), "event " + rest.getFirst() + " begins no command, " + context);
                Decision decision = game.decide(command.get(), dice);
                assertTrue(decision instanceof Decision.Accepted, "the rules refuse " + command.get() + ": " + decision
                        + ", " + context);
                Decision.Accepted done = (Decision.Accepted) decision;
                int end = at + done.events().size();
                assertTrue(end <= events.size() && done.events().equals(events.subList(at, end)),
                        command.get() + " decided again gives other events, " + context);
                assertTrue(actor.equals(game.host()) || game.player(actor).isPresent()
                        || done.after().player(actor).isPresent(), actor + " is not in the game, " + context);
                game = done.after();
                at = end;
            }
        }
        return game;
    }

    // ---- mutations ---------------------------------------------------------------------------

    private static final List<String> NASTY = List.of("", "\u0000", "\uD800", "\u202Eevil", "<@1> @everyone",
            "x".repeat(100_000), "a\u200Bb", "ℝ𝕖𝕕", "{}", "-1", "2147483648");

    static String mutate(String export, Random random) throws Exception {
        ObjectNode root = (ObjectNode) MAPPER.readTree(export);
        ArrayNode commands = (ArrayNode) root.get("commands");
        int times = 1 + (random.nextInt(4) == 0 ? random.nextInt(3) : 0);
        for (int t = 0; t < times; t++) {
            mutateOnce(root, commands, random);
        }
        if (random.nextInt(40) == 0) {
            return malformed(root.toString(), random);
        }
        return root.toString();
    }

    private static void mutateOnce(ObjectNode root, ArrayNode commands, Random random) {
        int at = 1 + random.nextInt(commands.size() - 1);
        if (!(commands.get(at).get("events") instanceof ArrayNode events) || events.isEmpty()) {
            commands.remove(at); // an earlier mutation emptied it (or made it no list): it goes
            if (commands.size() < 2) {
                commands.add(emptyCommand());
            }
            return;
        }
        switch (random.nextInt(13)) {
            case 0 -> commands.remove(at);
            case 1 -> commands.insert(at, commands.get(at).deepCopy());
            case 2 -> {
                int other = 1 + random.nextInt(commands.size() - 1);
                JsonNode a = commands.get(at);
                commands.set(at, commands.get(other));
                commands.set(other, a);
            }
            case 3 -> ((ObjectNode) commands.get(at)).put("actor", random.nextBoolean()
                    ? commands.get(random.nextInt(commands.size())).path("actor").asText("x")
                    : NASTY.get(random.nextInt(NASTY.size())));
            case 4 -> events.remove(random.nextInt(events.size()));
            case 5 -> events.insert(random.nextInt(events.size() + 1), events.get(random.nextInt(events.size())).deepCopy());
            case 6 -> {
                // An event of elsewhere in the file appended where no rule put it.
                events.add(someEvent(commands, random));
            }
            case 7 -> {
                // A command made of one event of the file, with nothing deciding it.
                ObjectNode lone = MAPPER.createObjectNode();
                lone.put("actor", commands.get(at).path("actor").asText("x"));
                lone.putArray("events").add(someEvent(commands, random));
                commands.insert(at + random.nextInt(2), lone);
            }
            case 8 -> retarget(root, events, random);
            case 9 -> renumber(events, random);
            case 10 -> {
                if (events.size() > 1) {
                    int a = random.nextInt(events.size());
                    int b = random.nextInt(events.size());
                    JsonNode first = events.get(a);
                    events.set(a, events.get(b));
                    events.set(b, first);
                }
            }
            case 11 -> {
                if (!(events.get(random.nextInt(events.size())) instanceof ObjectNode event)) {
                    break; // an earlier mutation made it no object
                }
                List<String> fields = fields(event);
                String field = fields.get(random.nextInt(fields.size()));
                switch (random.nextInt(4)) {
                    case 0 -> event.remove(field);
                    case 1 -> event.putNull(field);
                    case 2 -> event.put(field, NASTY.get(random.nextInt(NASTY.size())));
                    default -> event.putArray(field).add(true);
                }
            }
            default -> events.set(random.nextInt(events.size()), random.nextBoolean() ? MAPPER.nullNode()
                    : TextNode.valueOf("frame-destroyed"));
        }
        if (commands.size() < 2) {
            commands.add(emptyCommand());
        }
    }

    /** A copy of an event of the file: of some command that still has one (the opening always does). */
    private static JsonNode someEvent(ArrayNode commands, Random random) {
        JsonNode from = commands.get(random.nextInt(commands.size())).path("events");
        if (!from.isArray() || from.isEmpty()) {
            from = commands.get(0).path("events");
        }
        return from.get(random.nextInt(from.size())).deepCopy();
    }

    private static ObjectNode emptyCommand() {
        ObjectNode command = MAPPER.createObjectNode().put("actor", "x");
        command.putArray("events");
        return command;
    }

    /** A string field of an event given a value the same file uses elsewhere: another frame, player, station. */
    private static void retarget(ObjectNode root, ArrayNode events, Random random) {
        List<String> values = new ArrayList<>();
        collectStrings(root, values);
        if (!(events.get(random.nextInt(events.size())) instanceof ObjectNode event)) {
            return;
        }
        List<String> fields = new ArrayList<>(fields(event).stream().filter(f -> event.get(f).isTextual()
                && !f.equals("type")).toList());
        if (fields.isEmpty() || values.isEmpty()) {
            return;
        }
        event.put(fields.get(random.nextInt(fields.size())), values.get(random.nextInt(values.size())));
    }

    /** A number somewhere in an event (a die's value, a clock, a round) one more or less, or another. */
    private static void renumber(ArrayNode events, Random random) {
        List<ObjectNode> holders = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (JsonNode event : events) {
            collectNumbers(event, holders, names);
        }
        if (holders.isEmpty()) {
            return;
        }
        int pick = random.nextInt(holders.size());
        int was = holders.get(pick).get(names.get(pick)).asInt();
        holders.get(pick).put(names.get(pick), switch (random.nextInt(3)) {
            case 0 -> was + 1;
            case 1 -> was - 1;
            default -> random.nextInt(30) - 5;
        });
    }

    private static void collectStrings(JsonNode node, List<String> into) {
        if (node.isTextual() && node.asText().length() < 40) {
            into.add(node.asText());
        }
        node.forEach(child -> collectStrings(child, into));
    }

    private static void collectNumbers(JsonNode node, List<ObjectNode> holders, List<String> names) {
        if (node instanceof ObjectNode object) {
            for (String field : fields(object)) {
                if (object.get(field).isInt()) {
                    holders.add(object);
                    names.add(field);
                }
            }
        }
        node.forEach(child -> collectNumbers(child, holders, names));
    }

    private static List<String> fields(ObjectNode node) {
        List<String> fields = new ArrayList<>();
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            fields.add(names.next());
        }
        return fields;
    }

    /** Files no export is: cut short, nested deep, a raw NUL, a wrong type at the top. */
    private static String malformed(String json, Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> json.substring(0, random.nextInt(json.length()));
            case 1 -> "[".repeat(5_000) + "]".repeat(5_000);
            case 2 -> json.replaceFirst("\"actor\":\"", "\"actor\":\"\u0000");
            case 3 -> json.replaceFirst("\"commands\":\\[", "\"commands\":[null,");
            default -> json.replaceFirst("\"version\":1", "\"version\":\"1\"");
        };
    }

    private static String hostOf(String export) throws Exception {
        return MAPPER.readTree(export).get("commands").get(0).get("actor").asText();
    }

    private static String clip(String text) {
        return text.length() > 3_000 ? text.substring(0, 3_000) + "…" : text;
    }
}
