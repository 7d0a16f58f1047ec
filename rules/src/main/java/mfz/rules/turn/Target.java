package mfz.rules.turn;

/**
 * What a turn names as its target: another player's frame, a piece of terrain, or nothing.
 *
 * @param kind  which of the three
 * @param owner the target frame's owner (null unless a frame)
 * @param frame the target frame's name; on the map, the terrain piece's (its hits wear it down);
 *              else null
 */
public record Target(Kind kind, String owner, String frame) {

    public enum Kind { NONE, TERRAIN, FRAME }

    public static final Target NONE = new Target(Kind.NONE, null, null);
    public static final Target TERRAIN = new Target(Kind.TERRAIN, null, null);

    public static Target frame(String owner, String frame) {
        return new Target(Kind.FRAME, owner, frame);
    }

    /** A piece of terrain on the map, by its name. */
    public static Target terrain(String piece) {
        return new Target(Kind.TERRAIN, null, piece);
    }

    /** The terrain piece named, on the map; null for a frame, nothing, or terrain off the map. */
    public String piece() {
        return kind == Kind.TERRAIN ? frame : null;
    }

    public boolean frameTarget() {
        return kind == Kind.FRAME;
    }

    public boolean noTarget() {
        return kind == Kind.NONE;
    }

    public boolean terrainTarget() {
        return kind == Kind.TERRAIN;
    }
}
