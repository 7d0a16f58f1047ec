package mfz.bot.render.pictures;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class QuickPngTest {

    @Test
    void aScoreChartReadsBackPixelForPixel() throws IOException {
        BufferedImage chart = ScoreChart.image(new ScoreHistory("Score after each round", List.of("start", "R1", "end"),
                List.of(new ScoreHistory.Line("alice", 0x3498DB, List.of(12, 15, 21)),
                        new ScoreHistory.Line("bob", 0xE74C3C, List.of(9, 9, 3)))));

        assertSamePixels(chart, ImageIO.read(new ByteArrayInputStream(QuickPng.of(chart))));
    }

    @Test
    void aPictureOfAnotherKindIsWrittenByItsColours() throws IOException {
        BufferedImage picture = new BufferedImage(7, 3, BufferedImage.TYPE_INT_ARGB);
        var g = picture.createGraphics();
        g.setColor(new Color(0x102030));
        g.fillRect(0, 0, 7, 3);
        g.setColor(new Color(0xFFEEDD));
        g.fillRect(2, 1, 3, 1);
        g.dispose();

        BufferedImage read = ImageIO.read(new ByteArrayInputStream(QuickPng.of(picture)));

        assertEquals(7, read.getWidth());
        assertEquals(3, read.getHeight());
        assertEquals(0x102030, read.getRGB(0, 0) & 0xFFFFFF);
        assertEquals(0xFFEEDD, read.getRGB(3, 1) & 0xFFFFFF);
    }

    /** ImageIO reads past a wrong checksum; other readers (browsers, Discord's) may not. */
    @Test
    void everyChunkCarriesItsChecksum() {
        byte[] png = QuickPng.of(Png.opaqueCanvas(5, 4));
        int at = 8;
        List<String> types = new ArrayList<>();
        while (at < png.length) {
            int length = readInt(png, at);
            CRC32 crc = new CRC32();
            crc.update(png, at + 4, 4 + length);
            assertEquals((int) crc.getValue(), readInt(png, at + 8 + length), "the checksum after chunk " + types.size());
            types.add(new String(png, at + 4, 4, StandardCharsets.US_ASCII));
            at += 12 + length;
        }
        assertEquals(List.of("IHDR", "IDAT", "IEND"), types);
    }

    private static int readInt(byte[] bytes, int at) {
        return (bytes[at] & 255) << 24 | (bytes[at + 1] & 255) << 16 | (bytes[at + 2] & 255) << 8 | bytes[at + 3] & 255;
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual) {
        assertEquals(expected.getWidth(), actual.getWidth());
        assertEquals(expected.getHeight(), actual.getHeight());
        int[] want = expected.getRGB(0, 0, expected.getWidth(), expected.getHeight(), null, 0, expected.getWidth());
        int[] got = actual.getRGB(0, 0, actual.getWidth(), actual.getHeight(), null, 0, actual.getWidth());
        assertArrayEquals(want, got);
    }
}
