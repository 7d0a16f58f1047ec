package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Everything on the map at one moment: the terrain, the stations and the standing frames.
 * Destroyed frames are simply left out.
 */
public record Battlefield(Ruler ruler, List<Terrain> terrain, List<MapStation> stations, List<MapFrame> frames) {

    public Battlefield {
        terrain = List.copyOf(terrain);
        stations = List.copyOf(stations);
        frames = List.copyOf(frames);
    }

    public static Battlefield of(MapLayout layout) {
        return new Battlefield(layout.ruler(), layout.terrain(), List.of(), List.of());
    }

    /** A player's frame standing on the map (two players may give frames the same name). */
    public Optional<MapFrame> frame(String owner, String name) {
        return frames.stream().filter(f -> f.owner().equals(owner) && f.name().equalsIgnoreCase(name)).findFirst();
    }

    public Optional<MapStation> station(String name) {
        return stations.stream().filter(s -> s.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The same battlefield with this frame placed (or moved, if it was already there). */
    public Battlefield with(MapFrame frame) {
        List<MapFrame> placed = new ArrayList<>(frames);
        placed.removeIf(f -> f.same(frame));
        placed.add(frame);
        return new Battlefield(ruler, terrain, stations, placed);
    }

    public Battlefield with(MapStation station) {
        List<MapStation> placed = new ArrayList<>(stations);
        placed.removeIf(s -> s.name().equalsIgnoreCase(station.name()));
        placed.add(station);
        return new Battlefield(ruler, terrain, placed, frames);
    }

    /** The same battlefield without this player's frame of this name. */
    public Battlefield without(String owner, String frameName) {
        List<MapFrame> left = new ArrayList<>(frames);
        left.removeIf(f -> f.owner().equals(owner) && f.name().equalsIgnoreCase(frameName));
        return new Battlefield(ruler, terrain, stations, left);
    }

    /** The height of the ground at a point: the highest terrain there, or 0. */
    public int bricksAt(Point p) {
        int highest = 0;
        for (Terrain piece : terrain) {
            if (piece.outline().contains(p)) {
                highest = Math.max(highest, piece.bricks());
            }
        }
        return highest;
    }

    /** The cover terrain the point stands on or inside, if any. */
    Optional<Terrain> coverAt(Point p) {
        return terrain.stream().filter(Terrain::givesCover).filter(t -> t.outline().containsInside(p)).findFirst();
    }
}
