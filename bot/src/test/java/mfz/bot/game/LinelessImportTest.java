package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fourth review (2026-11-29): a sealed file from before files named their line (format 2) began
 * a line of its own when imported, so a later file's import, sought in its line, never looked at
 * that game, and what it rolled came fresh. Such an import carries on the line of the game whose
 * dice it carries.
 */
class LinelessImportTest {

    private static final String STARTED = """
            @vincent /game new size:demo
            @meguey /game join
            @vincent /company frame name:Anvil loadout:"B G Y Rd" ssr:3
            @vincent /company frame name:Hammer loadout:"G Rh"
            @vincent /company ready
            @meguey /company frame name:Fang loadout:"B G Y Rd" ssr:3
            @meguey /company frame name:Bolt loadout:"B Y Ra"
            @meguey /company ready
            @vincent /game start
            """;

    private static final String DEPLOYED = """
            @vincent /deploy done frame:Anvil
            @vincent /deploy done frame:Hammer
            @vincent /deploy done frame:Fang owner:@meguey
            @vincent /deploy done frame:Bolt owner:@meguey
            @vincent /deploy done
            """;

    private static final String ROUND_1 = STARTED + DEPLOYED;

    private static final String HAMMERS_TURN = """
            @meguey /turn defend die:none
            @meguey /turn end
            @vincent /turn start frame:Hammer
            """;

    private static final String ROLL = "@vincent /turn start frame:Anvil target:Fang range:direct ssr:1\n";

    private static final String FANGS_TURN = """
            @vincent /turn defend die:none
            @vincent /turn end
            @meguey /turn start frame:Fang
            """;

    @TempDir
    Path dir;

    @Test
    void aFileOfFormatTwoCarriesOnTheLineOfTheGameItWentOnIn() throws Exception {
        run(ROUND_1 + "@vincent /game export\n", 1);
        Path earlier = Files.move(onlyExport(), dir.resolve("earlier.json"));
        run(ROLL + "@vincent /game export\n@vincent /game end confirm:true\n", 2);
        Path later = Files.move(onlyExport(), dir.resolve("later.json"));
        String copy = run("@vincent /game import file:" + formatTwo(earlier) + "\n@meguey /game join\n" + ROLL
                + FANGS_TURN + "@vincent /game end confirm:true\n", 3);
        assertFalse(copy.contains("isn't sealed"), "sealed as format 2: " + copy);
        String again = run("@vincent /game import file:" + later + "\n@meguey /game join\n" + FANGS_TURN, 4);
        assertEquals(pools(copy, "Fang"), pools(again, "Fang"), "Fang's pool in the format 2 import, again: " + again);
    }

    /**
     * A fifth review (2026-11-29): the format 2 import took the line of the latest game that went on
     * from its file, an unsealed copy ended at once that gave no dice, not the line of the game whose
     * dice it carried; what it rolled then came fresh in that game's later file.
     */
    @Test
    void itCarriesOnTheLineOfTheGameWhoseDiceItCarries() throws Exception {
        run(STARTED + "@vincent /game export\n", 1);
        Path start = Files.move(onlyExport(), dir.resolve("start.json"));
        run(DEPLOYED + ROLL + "@vincent /game export\n" + FANGS_TURN + "@vincent /game end confirm:true\n", 2);
        Path later = Files.move(onlyExport(), dir.resolve("later.json"));
        GameJson json = new GameJson();
        ObjectNode copy = (ObjectNode) json.mapper().readTree(start.toFile());
        copy.remove("seal");
        Path unsealed = dir.resolve("copy.json");
        Files.writeString(unsealed, copy.toString());
        run("@vincent /game import file:" + unsealed + "\n@vincent /game end confirm:true\n", 3);
        String two = run("@vincent /game import file:" + formatTwo(start) + "\n@meguey /game join\n" + DEPLOYED + ROLL
                + FANGS_TURN + HAMMERS_TURN + "@vincent /game end confirm:true\n", 4);
        String again = run("@vincent /game import file:" + later + "\n@meguey /game join\n" + FANGS_TURN
                + HAMMERS_TURN, 5);
        assertEquals(pools(two, "Hammer"), pools(again, "Hammer"), "Hammer's pool, again: " + again);
    }

    /** The file as format 2 wrote it: no line, and sealed by this bot's key as it sealed them. */
    private Path formatTwo(Path file) throws IOException, mfz.bot.store.StoreException {
        GameJson json = new GameJson();
        ObjectNode node = (ObjectNode) json.mapper().readTree(file.toFile());
        node.remove("from");
        node.remove("seal");
        node.put("version", 2);
        GameExport export = json.mapper().treeToValue(node, GameExport.class);
        byte[] key;
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            key = new GameStore(database).exportKey(Instant.now());
        }
        node.put("seal", ExportSeal.of(key, json.mapper().writeValueAsString(export.unsealed())));
        Path two = dir.resolve("format-two.json");
        Files.writeString(two, node.toString());
        return two;
    }

    private String run(String script, int seed) {
        MainRunner.Result result = MainRunner.run(List.of("--seed", Integer.toString(seed)),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }

    private Path onlyExport() throws IOException {
        try (var files = Files.list(dir.resolve("exports"))) {
            List<Path> all = files.filter(f -> f.toString().endsWith(".json")).toList();
            assertEquals(1, all.size(), all.toString());
            return all.getFirst();
        }
    }

    private static List<String> pools(String out, String frame) {
        Matcher m = Pattern.compile("(?m)^🎲 " + frame + " rolls: (.*)$").matcher(out);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        assertTrue(!found.isEmpty(), frame + " rolled nothing: " + out);
        return found;
    }
}
