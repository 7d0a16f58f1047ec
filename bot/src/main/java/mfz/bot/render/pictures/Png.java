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

    /**
     * ImageIO's PNG compression, 0 (smallest) to 1 (stored): 0.9 deflates quickly. Its default
     * took 26 ms of a game's end for the 800 × 800 score chart; this, on an opaque canvas, 11 ms
     * for a file a quarter larger (47 KB). The chart is drawn while the players wait for the
     * result, and it was the slowest reply of a benchmark's game (docs/performance.md). The map
     * keeps the default: a battle report holds one a turn and must stay under 8 MB.
     */
    private static final float QUICK = 0.9f;

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

    /** The picture as PNG bytes, deflated quickly: for a picture drawn while a player waits, alone. */
    static byte[] quickly(BufferedImage image) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(QUICK);
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
}
