package mfz.rules.attack;

/**
 * What the target of a ranged attack stands in cover of, as the attacker declares it: nothing,
 * terrain, or another mobile frame.
 *
 * @param kind  which of the three
 * @param owner the covering frame's owner (null unless a frame)
 * @param frame the covering frame's name (null unless a frame)
 */
public record Cover(Kind kind, String owner, String frame) {

    public enum Kind { NONE, TERRAIN, FRAME }

    public static final Cover NONE = new Cover(Kind.NONE, null, null);
    public static final Cover TERRAIN = new Cover(Kind.TERRAIN, null, null);

    public static Cover frame(String owner, String frame) {
        return new Cover(Kind.FRAME, owner, frame);
    }

    public boolean frameCover() {
        return kind == Kind.FRAME;
    }
}
