package mfz.rules.map;

/**
 * A mobile frame standing on the map.
 *
 * @param name  the frame's name (unique in the game)
 * @param owner the player it belongs to
 * @param disc  where it stands and how wide it is
 */
public record MapFrame(String name, String owner, Disc disc) {

    public Point at() {
        return disc.centre();
    }

    /** The same frame: frames are told apart by player and name (two players may each have an X1). */
    public boolean same(MapFrame other) {
        return owner.equals(other.owner) && name.equalsIgnoreCase(other.name);
    }

    public MapFrame movedTo(Point where) {
        return new MapFrame(name, owner, disc.at(where));
    }
}
