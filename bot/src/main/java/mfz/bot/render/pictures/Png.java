package mfz.bot.render.pictures;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/** Java2D canvases for the bot's pictures, smoothed, and their PNG bytes. */
public final class Png {

    private Png() {
    }

    /** A canvas with see-through pixels, for pictures shown on Discord's own background (the dice). */
    static BufferedImage canvas(int width, int height) {
        return new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
    }

    /** A canvas every pixel of which is painted (charts, maps): no alpha to encode. */
    public static BufferedImage opaqueCanvas(int width, int height) {
        return new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    }

    static Graphics2D smooth(BufferedImage image) {
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        return g;
    }

    /** The picture as PNG bytes, as small as ImageIO makes them. */
    public static byte[] bytes(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException("a PNG could not be written in memory", e);
        }
        return out.toByteArray();
    }

    /**
     * The picture as PNG bytes compressed harder: a sixth to a third smaller than {@link #bytes}, in
     * twice its time (some 50 ms for a map). For a battle report that would pass Discord's 8 MiB
     * with its pictures as they were (BattleStory.withMapsSmaller, ReportSizeTest).
     */
    public static byte[] toKeep(BufferedImage image) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(0.1f); // deflate's highest levels: 0.0 is slower still for 1 % less
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.write(null, new IIOImage(image, null, null), param);
        } catch (IOException e) {
            throw new UncheckedIOException("a PNG could not be written in memory", e);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    /**
     * An opaque picture as PNG bytes written quickly, a quarter larger than {@link #bytes}: for a
     * picture drawn while a player waits for it (the score chart at a game's end). The map keeps
     * {@link #bytes}: a battle report holds one a turn and must stay under 8 MB.
     */
    static byte[] quickly(BufferedImage image) {
        return QuickPng.of(image);
    }
}
