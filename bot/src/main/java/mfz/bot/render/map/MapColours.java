package mfz.bot.render.map;

import java.awt.Color;
import java.util.List;

/**
 * The picture's colours. Players get five hues that stay apart for the common kinds of colour
 * blindness (Okabe–Ito), each seat in the hue of its colour on the table and in the report (red,
 * blue, green, yellow, purple: the map's first player was blue, the report's red, and blue read as
 * another player above the picture than in it, a report review); terrain is kept in greys and
 * browns so it never looks like a player.
 */
public final class MapColours {

    static final List<Color> PLAYERS = List.of(
            new Color(0xD55E00), // vermilion: the table's red
            new Color(0x0072B2), // blue
            new Color(0x009E73), // green
            new Color(0xE69F00), // orange: the table's yellow
            new Color(0xCC79A7)); // pink: the table's purple

    static final Color NOBODY = new Color(0xBDBDBD);
    static final Color GROUND = new Color(0xF3EEDF);
    static final Color GRID = new Color(0xDCD3BC);
    static final Color RULER_GRID = new Color(0xB9AD8F);
    static final Color INK = new Color(0x222222);
    static final Color HALO = new Color(0xFFFFFF);

    private MapColours() {
    }

    /** A player's colour by seat (wrapping if ever more than five). */
    public static Color player(int seat) {
        return PLAYERS.get(Math.floorMod(seat, PLAYERS.size()));
    }

    /** Terrain shade by height: low terrain pale sand-brown, cover darker, tall cover darkest. */
    public static Color terrain(int bricks) {
        if (bricks < 3) {
            return new Color(0xD8C7A0);
        }
        if (bricks < 6) {
            return new Color(0x9E8F7A);
        }
        if (bricks < 12) {
            return new Color(0x6E655A);
        }
        return new Color(0x45403A);
    }
}
