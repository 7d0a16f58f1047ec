package mfz.bot.console;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * Headless Chromium from Debian's packages (`.ci/run` installs it), as a reader's browser: the
 * page as it stands once loaded, and a screenshot. Each call starts a fresh browser with its
 * own empty profile and nothing reaching out (no network services, no updates, no sync).
 */
final class Chromium {

    /** What the page measured of itself once loaded: a copy of it carries this script, the report none. */
    private static final String MEASURE = "<script>addEventListener('load',()=>{const d=document.documentElement;"
            + "d.dataset.scrollWidth=d.scrollWidth;d.dataset.scrollHeight=d.scrollHeight;"
            + "d.dataset.pageHeight=Math.ceil(document.body.getBoundingClientRect().bottom);"
            + "d.dataset.widest=Math.ceil(Math.max(...[...document.querySelectorAll('body *')]"
            + ".map(e=>e.getBoundingClientRect().right)));"
            + "d.dataset.innerWidth=innerWidth;d.dataset.images=document.images.length;"
            + "d.dataset.imagesDrawn=[...document.images].filter(i=>i.complete&&i.naturalWidth>0).length;"
            + "d.dataset.text=document.body.innerText.length;});</script>";

    private static final Pattern DATA = Pattern.compile("data-([a-z-]+)=\"(\\d+)\"");

    private final Path work;

    Chromium(Path work) {
        this.work = work;
    }

    static String binary() {
        for (String candidate : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser")) {
            if (Files.isExecutable(Path.of(candidate))) {
                return candidate;
            }
        }
        throw new AssertionError("no Chromium: .ci/run installs Debian's `chromium` package");
    }

    /** The page as rendered 400 pixels wide, and what it measured of itself. */
    record Rendered(String dom, Map<String, Integer> measured) {
        int get(String key) {
            Integer value = measured.get(key);
            if (value == null) {
                throw new AssertionError("the page did not measure " + key + ": " + dom.substring(0, Math.min(300,
                        dom.length())));
            }
            return value;
        }
    }

    /**
     * The page laid out {@code width} pixels wide and what it measured of itself, from one start
     * of the browser; with a {@code png}, its picture too (as tall as the page, at most
     * {@code maxHeight}). The picture is asked for only to be kept: taking it costs more than the
     * rest (a page 16,000 pixels tall is drawn whole, about a second and a half a page), and the
     * checks read the measures. Headless Chromium's window is never narrower than 500 pixels for
     * the DOM, so the copy measured is held to the width (its root element's), which is what a
     * narrower screen does to the layout.
     */
    Rendered render(Path page, int width, int maxHeight, Path png) throws IOException, InterruptedException {
        Path measured = work.resolve("measured-" + page.getFileName());
        String html = Files.readString(page, StandardCharsets.UTF_8);
        // The copy lets the measuring script run: the report's own policy lets nothing run.
        String runnable = html.replaceFirst("default-src 'none';", "default-src 'none'; script-src 'unsafe-inline';");
        Files.writeString(measured, runnable.replace("</head>", "<style>html{width:" + width + "px}</style></head>")
                .replace("</body>", MEASURE + "</body>"), StandardCharsets.UTF_8);
        Path tall = png == null ? null : work.resolve("tall-" + png.getFileName());
        // The window's width either way (the measures read inner-width); the page's height is
        // measured whatever the window's, which is drawn only for the picture (a tall one costs).
        List<String> args = new ArrayList<>(List.of("--dump-dom",
                "--window-size=" + width + "," + (tall == null ? 800 : maxHeight)));
        if (tall != null) {
            args.addAll(List.of("--screenshot=" + tall.toAbsolutePath(), "--hide-scrollbars"));
        }
        args.add(measured.toUri().toString());
        String dom = run(args);
        Map<String, Integer> values = new HashMap<>();
        Matcher head = Pattern.compile("<html[^>]*>").matcher(dom);
        if (head.find()) {
            Matcher m = DATA.matcher(head.group());
            while (m.find()) {
                values.put(m.group(1), Integer.parseInt(m.group(2)));
            }
        }
        Rendered rendered = new Rendered(dom, values);
        if (tall == null) {
            return rendered;
        }
        if (!Files.isRegularFile(tall)) {
            throw new AssertionError("Chromium wrote no screenshot of " + page);
        }
        BufferedImage shot = ImageIO.read(tall.toFile());
        int height = Math.min(shot.getHeight(), rendered.get("page-height"));
        ImageIO.write(shot.getSubimage(0, 0, shot.getWidth(), height), "png", png.toFile());
        return rendered;
    }

    private String run(List<String> args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(work, "profile");
        List<String> command = new ArrayList<>(List.of(binary(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile));
        command.addAll(args);
        Path out = Files.createTempFile(work, "chromium", ".out");
        Path err = Files.createTempFile(work, "chromium", ".err");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("Chromium did not finish in 60 s: " + command);
        }
        if (process.exitValue() != 0) {
            throw new AssertionError("Chromium failed (" + process.exitValue() + "): " + Files.readString(err));
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
