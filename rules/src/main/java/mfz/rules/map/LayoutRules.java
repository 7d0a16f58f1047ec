package mfz.rules.map;

import mfz.rules.company.Names;

/**
 * Laying out the terrain (deployment step 1 in map mode): each change decided into an event,
 * or refused with an {@link InvalidShapeException} whose message is for the player; then
 * applied. Who may change it and when (step 1, before everyone approves) is the game's call.
 */
public final class LayoutRules {

    private LayoutRules() {
    }

    public static MapEvent lay(MapLayout layout, String name, String shape, int bricks) {
        Terrain piece = ShapeNotation.terrain(name, shape, bricks, layout);
        layout.with(piece); // refuses a piece beyond the layout's limit before any event exists
        return new MapEvent.TerrainLaid(piece);
    }

    public static MapEvent remove(MapLayout layout, String name) {
        Terrain piece = layout.piece(name)
                .orElseThrow(() -> new InvalidShapeException("No terrain called " + ShapeNotation.shown(name)
                        + " on the map"));
        return new MapEvent.TerrainRemoved(piece.name());
    }

    /**
     * A saved layout brought into this game. Ruling: it takes this game's ruler, so a layout
     * saved on the large table fits a small one only if all its terrain lies on it. Its name and
     * every piece are checked as if typed ({@link ShapeNotation#checked}), as are the pieces'
     * number and their names' being one each: an import brings the layout in its file.
     */
    public static MapEvent load(MapLayout layout, String savedName, MapLayout saved) {
        Names.storedProblem("The saved map's name", savedName).ifPresent(problem -> {
            throw new InvalidShapeException(problem);
        });
        int side = layout.side();
        for (Terrain piece : saved.terrain()) {
            if (piece == null || piece.name() == null || piece.outline() == null) {
                throw new InvalidShapeException("Map " + savedName + " has a piece without a name or an outline");
            }
            // Its name is checked before any refusal shows it.
            ShapeNotation.nameProblem(piece.name()).ifPresent(problem -> {
                throw new InvalidShapeException("Map " + savedName + ": " + problem);
            });
            for (Point corner : piece.outline().vertices()) {
                if (corner.x() > side || corner.y() > side) {
                    throw new InvalidShapeException("Map " + savedName + " doesn't fit this table: " + piece.name()
                            + " reaches " + corner.notation() + ", and the table is " + side + " units square");
                }
            }
        }
        MapLayout checked = MapLayout.empty(layout.ruler());
        for (Terrain piece : saved.terrain()) {
            try {
                ShapeNotation.checked(piece, side);
                if (checked.piece(piece.name()).isPresent()) {
                    throw new InvalidShapeException("two pieces are called " + piece.name());
                }
                checked = checked.with(piece); // at most MapLayout.MAX_PIECES
            } catch (InvalidShapeException e) {
                throw new InvalidShapeException("Map " + savedName + ": " + e.getMessage());
            }
        }
        return new MapEvent.LayoutLoaded(savedName, saved.withRuler(layout.ruler()));
    }

    public static MapLayout apply(MapLayout layout, MapEvent event) {
        return switch (event) {
            case MapEvent.TerrainLaid laid -> layout.with(laid.terrain());
            case MapEvent.TerrainRemoved removed -> layout.without(removed.name());
            case MapEvent.LayoutLoaded loaded -> loaded.layout().withRuler(layout.ruler());
            case MapEvent.CoverTaken taken -> layout;
            case MapEvent.TerrainWorn worn -> worn.bricks() <= 0 ? layout.without(worn.name())
                    : layout.with(new Terrain(worn.name(), layout.piece(worn.name()).orElseThrow().outline(), worn.bricks()));
        };
    }
}
