package mfz.rules.map;

import java.util.Objects;

/**
 * Where a station or a frame stands on a game's map.
 *
 * @param owner   the player it belongs to (a neutral station's is null)
 * @param name    the station's or frame's name
 * @param station a station, else a frame
 * @param at      its centre
 */
public record MapPlacement(String owner, String name, boolean station, Point at) {

    /** The same piece (a frame's name is its owner's own; station names are the game's). */
    public boolean same(MapPlacement other) {
        return station == other.station && name.equalsIgnoreCase(other.name)
                && (station || Objects.equals(owner, other.owner));
    }
}
