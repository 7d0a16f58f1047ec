package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The terrain of a battlefield and the ruler it is measured with: what deployment step 1 lays
 * out, and what {@code /map save} keeps for later games. Stored as plain JSON.
 */
public record MapLayout(Ruler ruler, List<Terrain> terrain) {

    /** Enough pieces for a crowded table; few enough to draw and list legibly. */
    public static final int MAX_PIECES = 40;

    public MapLayout {
        if (ruler == null) {
            throw new IllegalArgumentException("a layout needs a ruler");
        }
        terrain = List.copyOf(terrain);
    }

    public static MapLayout empty(Ruler ruler) {
        return new MapLayout(ruler, List.of());
    }

    /** The side of the square table, in units. */
    public int side() {
        return ruler.tableSide();
    }

    public Optional<Terrain> piece(String name) {
        return terrain.stream().filter(t -> t.name().equalsIgnoreCase(name)).findFirst();
    }

    /** This layout with the piece added, or replacing the piece of the same name. */
    public MapLayout with(Terrain piece) {
        List<Terrain> pieces = new ArrayList<>(terrain);
        int same = indexOf(piece.name());
        if (same >= 0) {
            pieces.set(same, piece);
        } else {
            if (pieces.size() >= MAX_PIECES) {
                throw new InvalidShapeException("The map holds at most " + MAX_PIECES + " pieces of terrain");
            }
            pieces.add(piece);
        }
        return new MapLayout(ruler, pieces);
    }

    public MapLayout without(String name) {
        int index = indexOf(name);
        if (index < 0) {
            throw new InvalidShapeException("No terrain called " + ShapeNotation.shown(name) + " on the map");
        }
        List<Terrain> pieces = new ArrayList<>(terrain);
        pieces.remove(index);
        return new MapLayout(ruler, pieces);
    }

    /** The same terrain measured with another ruler (a layout saved for 8 loaded into a 6 game is refused by the caller if it doesn't fit). */
    public MapLayout withRuler(Ruler other) {
        return new MapLayout(other, terrain);
    }

    private int indexOf(String name) {
        for (int i = 0; i < terrain.size(); i++) {
            if (terrain.get(i).name().equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }
}
