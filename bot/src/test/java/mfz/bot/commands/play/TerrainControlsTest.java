package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mfz.bot.core.Component;
import mfz.rules.map.MapLayout;
import mfz.rules.map.Polygon;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import org.junit.jupiter.api.Test;

/**
 * A map holds up to 40 pieces and a menu 25: "Take a piece off…" lists the newest first (the
 * piece laid by mistake is the latest; an audit found pieces 26 to 40 out of reach) and says how
 * many older ones are typed.
 */
class TerrainControlsTest {

    @Test
    void takingAPieceOffOffersTheNewestFirstAndSaysHowManyAreTyped() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        for (int i = 1; i <= MapLayout.MAX_PIECES; i++) {
            layout = layout.with(new Terrain("P" + i, Polygon.rectangle(i % 8 * 3, i / 8 * 3, 1, 1), 3));
        }
        Component.SelectMenu off = TerrainControls.forMap(null, layout, 7).stream()
                .flatMap(row -> row.components().stream())
                .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith("Take a piece off"))
                .map(Component.SelectMenu.class::cast).findFirst().orElseThrow();
        assertEquals("Take off P40", off.options().getFirst().label());
        assertEquals(Controls.MAX_OPTIONS, off.options().size());
        assertTrue(off.placeholder().contains("the 15 oldest: /map remove name:"), off.placeholder());
    }
}
