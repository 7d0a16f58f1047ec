package mfz.bot.render.pictures;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.imageio.ImageIO;
import mfz.rules.dice.DieColour;
import org.junit.jupiter.api.Test;

class DieFacePainterTest {

    @Test
    void everyFaceTheBotUsesIsDrawnOnceWithItsOwnEmojiName() {
        Map<DieFace, byte[]> faces = DieFacePainter.everyFace();

        assertEquals(5 * 6 + 5 * 8 + 20, faces.size(), "d6 and d8 in five colours, the white d20");
        Set<String> names = new HashSet<>();
        for (DieFace face : faces.keySet()) {
            assertTrue(face.emojiName().matches("[A-Za-z0-9_]{2,32}"), face.emojiName());
            assertTrue(DieFace.isDieEmoji(face.emojiName()), face.emojiName());
            names.add(face.emojiName());
        }
        assertEquals(faces.size(), names.size(), "no two faces share a name");
        assertSame(faces, DieFacePainter.everyFace(), "drawn once per process");
    }

    @Test
    void eachFaceIsAnEmojiSizedPngInItsColourWithItsNumberOrPips() throws IOException {
        for (Map.Entry<DieFace, byte[]> drawn : DieFacePainter.everyFace().entrySet()) {
            DieFace face = drawn.getKey();
            assertTrue(drawn.getValue().length < 256 * 1024, face.notation() + " is under Discord's 256 KB");
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(drawn.getValue()));

            assertEquals(128, image.getWidth());
            assertEquals(128, image.getHeight());
            assertEquals(0, image.getRGB(1, 1) >>> 24, face.notation() + ": the corners stay transparent");
            int body = DieFacePainter.body(face.colour()).getRGB() & 0xFFFFFF;
            int ink = DieFacePainter.ink(face.colour()).getRGB() & 0xFFFFFF;
            assertTrue(share(image, body) > 0.25, face.notation() + " is mostly its colour: " + share(image, body));
            assertTrue(share(image, ink) > 0.01, face.notation() + " shows its value: " + share(image, ink));
        }
    }

    @Test
    void theFacesOfOneDieDiffer() {
        for (int sides : new int[] {6, 8}) {
            Set<String> seen = new HashSet<>();
            for (int value = 1; value <= sides; value++) {
                seen.add(Arrays.toString(DieFacePainter.png(new DieFace(DieColour.RED, sides, value))));
            }
            assertEquals(sides, seen.size(), "every face of a d" + sides + " looks different");
        }
        assertFalse(Arrays.equals(DieFacePainter.png(new DieFace(DieColour.RED, 6, 5)),
                DieFacePainter.png(new DieFace(DieColour.BLUE, 6, 5))));
        assertArrayEquals(DieFacePainter.png(new DieFace(DieColour.GREEN, 8, 3)),
                DieFacePainter.png(new DieFace(DieColour.GREEN, 8, 3)), "drawing is a pure function");
    }

    @Test
    void facesAreNamedAsPlayersWriteTheDice() {
        assertEquals(Optional.of(new DieFace(DieColour.BLUE, 8, 7)), DieFace.ofNotation("d8B7"));
        assertEquals(Optional.of(new DieFace(DieColour.RED, 6, 5)), DieFace.ofNotation("R5"));
        assertEquals(Optional.of(new DieFace(DieColour.WHITE, 20, 13)), DieFace.ofNotation("d20W13"));
        assertEquals(Optional.empty(), DieFace.ofNotation("R7"), "a d6 has no 7");
        assertEquals(Optional.empty(), DieFace.ofNotation("d20R13"), "only the initiative d20 is drawn");
        assertEquals(Optional.empty(), DieFace.ofNotation("Rd"));
        assertEquals("mfzdie1_d8Y3", new DieFace(DieColour.YELLOW, 8, 3).emojiName());
        assertFalse(DieFace.isDieEmoji("mfz_logo"));
        assertThrows(IllegalArgumentException.class, () -> new DieFace(DieColour.RED, 6, 0));
    }

    /** The share of the image's pixels of exactly this colour, opaque. */
    static double share(BufferedImage image, int rgb) {
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int pixel = image.getRGB(x, y);
                if (pixel >>> 24 == 0xFF && (pixel & 0xFFFFFF) == rgb) {
                    count++;
                }
            }
        }
        return (double) count / (image.getWidth() * (long) image.getHeight());
    }
}
