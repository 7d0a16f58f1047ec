package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;

/** Short ways to lay out a battlefield in a test: 1-unit frames and stations, rectangles of terrain. */
final class Pieces {

    private Pieces() {
    }

    static MapFrame frame(String name, String owner, double x, double y) {
        return new MapFrame(name, owner, Disc.frameAt(new Point(x, y)));
    }

    static MapStation station(String name, String owner, double x, double y) {
        return new MapStation(name, owner, new Disc(new Point(x, y), MapStation.DIAMETER));
    }

    static Terrain rect(String name, int bricks, double x, double y, double w, double h) {
        return new Terrain(name, Polygon.rectangle(x, y, w, h), bricks);
    }

    static Battlefield field(Object... pieces) {
        List<Terrain> terrain = new ArrayList<>();
        List<MapStation> stations = new ArrayList<>();
        List<MapFrame> frames = new ArrayList<>();
        for (Object piece : pieces) {
            switch (piece) {
                case Terrain t -> terrain.add(t);
                case MapStation s -> stations.add(s);
                case MapFrame f -> frames.add(f);
                default -> throw new IllegalArgumentException("not a piece: " + piece);
            }
        }
        return new Battlefield(Ruler.EIGHT, terrain, stations, frames);
    }
}
