package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.bot.render.map.MapLabels;
import mfz.bot.render.map.MapPicture;
import mfz.bot.render.map.MapScene;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The deployment menus start each offered point's choice with a letter, and the map picture
 * sent with them draws that point with the same letter: checked at every placement of a whole
 * map deployment, on the scene the picture is drawn from and the labels it draws.
 */
class LetteredPointsTest {

    private static final Pattern LETTERED = Pattern.compile("^([A-Z]{1,2}) · ");

    @TempDir
    Path dir;

    @Test
    void theMenusLettersAreThePicturesLetters() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.startedOnTheMap();
            table.type("vincent", "map load", "name", "Crossroads");
            table.type("vincent", "deploy done");
            Reply latest = table.type("meguey", "deploy done");
            int checked = 0;
            while (table.game().phase() == Phase.DEPLOYMENT) {
                MapScene scene = MapPictures.scene(table.game());
                Map<String, String> pictured = new HashMap<>();
                scene.marks().forEach(mark -> pictured.put(mark.letter(), mark.at().notation()));
                Set<String> drawn = new TreeSet<>();
                MapPicture.labels(scene).stream().filter(l -> l.kind() == MapLabels.Kind.POINT)
                        .forEach(l -> drawn.add(l.text()));
                assertEquals(new TreeSet<>(pictured.keySet()), drawn, "every mark drawn with its letter");
                Map<String, String> offered = new HashMap<>();
                Component.SelectMenu menu = null;
                for (Component.Row row : latest.rows()) {
                    for (Component c : row.components()) {
                        if (c instanceof Component.SelectMenu m && m.id().startsWith("deploy done")) {
                            menu = menu == null ? m : menu;
                            for (Component.Option o : m.options()) {
                                Matcher letter = LETTERED.matcher(o.label());
                                if (letter.find()) {
                                    String at = ComponentIds.decode("x|" + o.value()).options().get("at");
                                    String before = offered.put(letter.group(1), at);
                                    assertTrue(before == null || before.equals(at), "one letter, one point: " + o);
                                }
                            }
                        }
                    }
                }
                assertEquals(pictured, offered, "the menu's letters and points are the picture's");
                if (menu == null) {
                    latest = table.tap(table.game().deployment().placer(), GameHarness.control(latest, "Finish "));
                    continue;
                }
                assertFalse(offered.isEmpty(), "points offered: " + menu);
                checked++;
                latest = table.tap(table.game().deployment().placer(), menu, menu.options().getFirst().value());
                assertFalse(latest.ephemeral(), latest.content());
            }
            assertTrue(checked >= 8, "every station and frame placed from a lettered menu: " + checked);
        }
    }
}
