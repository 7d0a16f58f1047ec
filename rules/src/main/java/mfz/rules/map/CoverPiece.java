package mfz.rules.map;

import java.util.function.Function;
import mfz.rules.attack.Cover;

/** Something a target stands in cover of: high terrain, or another standing frame. */
public sealed interface CoverPiece {

    /** As the attack declares it (docs/rules.md §6). */
    Cover asCover();

    /**
     * For players: "tower (5 bricks)", or a frame with its owner, "X1 (ann)": two players may each
     * have an X1, and "X1 is in cover (X1)" read as the target covering itself (an audit).
     */
    String describe(Function<String, String> names);

    record OfTerrain(Terrain terrain) implements CoverPiece {
        @Override
        public Cover asCover() {
            return Cover.TERRAIN;
        }

        @Override
        public String describe(Function<String, String> names) {
            return terrain.name() + " (" + terrain.bricks() + " bricks)";
        }
    }

    record OfFrame(MapFrame frame) implements CoverPiece {
        @Override
        public Cover asCover() {
            return Cover.frame(frame.owner(), frame.name());
        }

        @Override
        public String describe(Function<String, String> names) {
            return frame.name() + " (" + names.apply(frame.owner()) + ")";
        }
    }
}
