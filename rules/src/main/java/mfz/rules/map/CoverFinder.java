package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;

/**
 * Is the target in cover against the attacker (docs/rules.md §10)? A cover piece counts when it
 * lies within 1 unit of the target and touches the band swept from the attacker's disc to the
 * target's: between the two, in whole or in part. Cover by the attacker only, or far from the
 * target, doesn't count. No line of sight: a piece fully behind the target, within 1 unit but
 * off the band, gives no cover.
 */
public final class CoverFinder {

    private CoverFinder() {
    }

    /**
     * Every piece covering the target, terrain first then frames, each in the map's order. The
     * target's owner chooses which is hit first; an empty list means out of cover.
     */
    public static List<CoverPiece> covers(Battlefield field, MapFrame attacker, MapFrame target) {
        Band band = new Band(attacker.disc(), target.disc());
        List<CoverPiece> found = new ArrayList<>();
        for (Terrain piece : field.terrain()) {
            if (piece.givesCover() && Units.atMost(piece.distanceTo(target.disc()), 1)
                    && band.touches(piece.outline())) {
                found.add(new CoverPiece.OfTerrain(piece));
            }
        }
        for (MapFrame other : field.frames()) {
            if (other.same(attacker) || other.same(target)) {
                continue;
            }
            if (Units.atMost(other.disc().distanceTo(target.disc()), 1) && band.touches(other.disc())) {
                found.add(new CoverPiece.OfFrame(other));
            }
        }
        return List.copyOf(found);
    }

    /**
     * In cover with no attacker to measure against (deployment, docs/rules.md §3): some cover piece
     * within 1 unit. Whichever side an attack later comes from, such a piece can stand between.
     */
    public static List<CoverPiece> coverNear(Battlefield field, MapFrame frame) {
        List<CoverPiece> found = new ArrayList<>();
        for (Terrain piece : field.terrain()) {
            if (piece.givesCover() && Units.atMost(piece.distanceTo(frame.disc()), 1)) {
                found.add(new CoverPiece.OfTerrain(piece));
            }
        }
        for (MapFrame other : field.frames()) {
            if (!other.same(frame)
                    && Units.atMost(other.disc().distanceTo(frame.disc()), 1)) {
                found.add(new CoverPiece.OfFrame(other));
            }
        }
        return List.copyOf(found);
    }
}
