package mfz.bot.render.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import mfz.rules.map.MapEvent;
import org.junit.jupiter.api.Test;

/** How the map's changes read in the channel. */
class MapTextTest {

    /**
     * Terrain worn by hits says what is left; gone, it says no bricks its hits could have taken ("3 hits
     * (18 bricks)" off a piece 1 brick high: a phone review).
     */
    @Test
    void terrainWornSaysWhatIsLeftAndGoneSaysNoBricks() {
        assertEquals("**Wall** takes 1 hit (6 bricks): 4 bricks left, still cover.",
                MapText.change("ann", new MapEvent.TerrainWorn("Wall", 1, 4)));
        assertEquals("**Wall** takes 2 hits (12 bricks): 2 bricks left, no longer cover.",
                MapText.change("ann", new MapEvent.TerrainWorn("Wall", 2, 2)));
        assertEquals("**Piece 3** takes 3 hits and is gone from the map.",
                MapText.change("ann", new MapEvent.TerrainWorn("Piece 3", 3, 0)));
    }
}
