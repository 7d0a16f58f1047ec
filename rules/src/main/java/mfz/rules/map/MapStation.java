package mfz.rules.map;

/**
 * A station on the map. Stations are never cover and can't be targeted.
 *
 * @param name  the station's name
 * @param owner the player whose company brought it (null for a neutral one)
 * @param disc  where it stands and how wide it is
 */
public record MapStation(String name, String owner, Disc disc) {

    /** A station's footprint when the table doesn't say otherwise. */
    public static final double DIAMETER = 1;
}
