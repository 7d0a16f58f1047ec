package mfz.rules.map;

import mfz.rules.attack.Cover;

/** Something a target stands in cover of: high terrain, or another standing frame. */
public sealed interface CoverPiece {

    /** As the attack declares it (docs/rules.md §6). */
    Cover asCover();

    /** For players: "the tower", "Lancer (Ana's frame)". */
    String describe();

    record OfTerrain(Terrain terrain) implements CoverPiece {
        @Override
        public Cover asCover() {
            return Cover.TERRAIN;
        }

        @Override
        public String describe() {
            return terrain.name() + " (" + terrain.bricks() + " bricks)";
        }
    }

    record OfFrame(MapFrame frame) implements CoverPiece {
        @Override
        public Cover asCover() {
            return Cover.frame(frame.owner(), frame.name());
        }

        @Override
        public String describe() {
            return frame.name();
        }
    }
}
