package mfz.rules.turn;

/**
 * What a turn names as its target: another player's frame, a piece of terrain, or nothing.
 *
 * @param kind  which of the three
 * @param owner the target frame's owner (null unless a frame)
 * @param frame the target frame's name (null unless a frame)
 */
public record Target(Kind kind, String owner, String frame) {

    public enum Kind { NONE, TERRAIN, FRAME }

    public static final Target NONE = new Target(Kind.NONE, null, null);
    public static final Target TERRAIN = new Target(Kind.TERRAIN, null, null);

    public static Target frame(String owner, String frame) {
        return new Target(Kind.FRAME, owner, frame);
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
