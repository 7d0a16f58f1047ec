package mfz.rules.map;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * What changes a game's battlefield layout: the players' terrain in deployment step 1, and in
 * combat the wear of terrain cover under an attack's hits. The JSON type names are stable:
 * stored games depend on them.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = MapEvent.TerrainLaid.class, name = "terrain-laid"),
        @JsonSubTypes.Type(value = MapEvent.TerrainRemoved.class, name = "terrain-removed"),
        @JsonSubTypes.Type(value = MapEvent.LayoutLoaded.class, name = "layout-loaded"),
        @JsonSubTypes.Type(value = MapEvent.CoverTaken.class, name = "cover-taken"),
        @JsonSubTypes.Type(value = MapEvent.TerrainWorn.class, name = "terrain-worn"),
})
public sealed interface MapEvent {

    /** A piece added, or the piece of the same name replaced. */
    record TerrainLaid(Terrain terrain) implements MapEvent {
    }

    record TerrainRemoved(String name) implements MapEvent {
    }

    /** A saved layout's terrain put in place of all the terrain there was. */
    record LayoutLoaded(String name, MapLayout layout) implements MapEvent {
    }

    /**
     * The terrain an attack's target stands in cover of, as the map measured it: it takes the
     * attack's hits on cover.
     *
     * @param standsThrough the hits it stands through before the next brings it down, from its height
     */
    record CoverTaken(String terrain, int standsThrough) implements MapEvent {
    }

    /**
     * Terrain cover worn down by an attack's hits, 6 bricks a hit (docs/rules.md §6): its height
     * now, and gone from the map at 0.
     *
     * @param hits   the hits it took in this attack
     * @param bricks its height after them (0 or less: gone)
     */
    record TerrainWorn(String name, int hits, int bricks) implements MapEvent {
    }
}
