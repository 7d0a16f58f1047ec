package mfz.rules.map;

/**
 * A piece of terrain: its outline seen from above and its height in bricks.
 *
 * @param name    how players call it ("tower", "wall 2")
 * @param outline its footprint
 * @param bricks  its height in LEGO bricks
 */
public record Terrain(String name, Polygon outline, int bricks) {

    /** Terrain lower than this hides nothing (docs/rules.md §6, §10). */
    public static final int COVER_BRICKS = 3;

    /** Climbing this many bricks costs one unit of a move (docs/rules.md §10). */
    public static final int BRICKS_PER_UNIT = 6;

    public Terrain {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("terrain needs a name");
        }
    }

    /** High enough to be cover (and to block a frame without a movement system). */
    public boolean givesCover() {
        return bricks >= COVER_BRICKS;
    }

    /** Closest distance from the disc's edge to this terrain: 0 when they touch or overlap. */
    public double distanceTo(Disc disc) {
        return disc.distanceTo(outline);
    }
}
