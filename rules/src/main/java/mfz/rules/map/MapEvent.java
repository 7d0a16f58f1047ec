package mfz.rules.map;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * What changes a game's battlefield layout in deployment step 1 (issue 21). Not yet part of the
 * game's own events: the game wires them in once map mode is an option. The JSON type names are
 * meant to be stable, as stored games will depend on them.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = MapEvent.TerrainLaid.class, name = "terrain-laid"),
        @JsonSubTypes.Type(value = MapEvent.TerrainRemoved.class, name = "terrain-removed"),
        @JsonSubTypes.Type(value = MapEvent.LayoutLoaded.class, name = "layout-loaded"),
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
}
