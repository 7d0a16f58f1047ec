package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import mfz.bot.MainRunner;
import mfz.bot.core.Reply;
import mfz.bot.game.GameService;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.bot.render.report.Reports;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.CampaignDecision;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.dice.SeededDice;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The battle report (issue 31, docs/report.md) of three games played at the console, opened in a
 * real browser (headless Chromium) the way a reader opens it: a seeded 3-player skirmish, a demo
 * game on the map and a campaign of two battles. Each page is checked in the DOM as rendered (every
 * round, the result, the pictures drawn, nothing wider than a 400-pixel phone). With
 * {@code -Dreport.pictures=DIR} each is photographed too, and the screenshots kept there
 * (docs/pictures/): a picture is for a person to look at, and costs the suite seconds.
 */
class ReportInABrowserTest {

    private static final Pattern SAVED = Pattern.compile("📎 (mfz-[^ ]+\\.html) saved as (\\S+)");
    /** A phone's width, in CSS pixels. */
    private static final int PHONE = 400;

    @TempDir
    static Path dir;

    private static Page game;
    private static Page map;
    private static Page campaign;
    /** The map game's history, as stored. */
    private static List<ReadCommand> mapGame;

    /** A report as saved at the console, its text as the console printed it, and as the browser rendered it. */
    private record Page(Path file, String html, String console, Chromium.Rendered rendered) {
    }

    @BeforeAll
    static void playAndRender() throws Exception {
        Path dice = dir.resolve("skirmish-3p.dice");
        Files.writeString(dice, WholeGameTest.resource("skirmish-3p.dice"));
        // A draft in the lobby, never revealed: no report may show it.
        String script = WholeGameTest.resource("skirmish-3p.txt").replaceFirst("(@ada /game join\n)",
                "$1@vincent /company frame name:Secret-Draft loadout:\"B G Y Rd\"\n"
                        + "@vincent /company remove name:Secret-Draft\n") + "@ada /game report\n";
        Saved gameSaved = save("game", List.of("--dice", dice.toString()), script);

        Saved mapSaved = save("map", List.of("--seed", "7"), WholeGameTest.resource("map-demo.txt"));
        try (Database database = Database.open(dir.resolve("map.db"))) {
            mapGame = new GameService(new GameStore(database), new SeededDice(7), Clock.systemUTC()).transfer()
                    .finished("console");
        }

        Path campaignDice = dir.resolve("campaign.dice");
        Files.writeString(campaignDice, resource("/campaign/dice.txt"));
        Path db = dir.resolve("campaign.db");
        for (String session : List.of("battle1.txt", "battle2.txt")) {
            MainRunner.Result played = MainRunner.run(List.of("--dice", campaignDice.toString()),
                    Map.of("MFZ_DB", db.toString()), resource("/campaign/" + session));
            assertEquals(0, played.status(), played.err());
        }
        Saved campaignSaved = save("campaign", List.of(), "@vincent /campaign report campaign:Moon\n", db);

        // Each browser is a process of its own, mostly starting up: the three at once save the suite seconds.
        try (var browsers = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<Page> rendering = browsers.submit(() -> render(gameSaved));
            Future<Page> renderingMap = browsers.submit(() -> render(mapSaved));
            Future<Page> renderingCampaign = browsers.submit(() -> render(campaignSaved));
            game = rendering.get();
            map = renderingMap.get();
            campaign = renderingCampaign.get();
        }
    }

    @Test
    void aSeededWholeGameReadsRoundByRoundToItsResult() {
        String dom = game.rendered().dom();
        for (String part : List.of("Skirmish: vincent, meguey and ada", "Companies", "Anvil-1", "B G Y Rd",
                "Station <b>Alpha</b>", "Bidding and deployment", "Bidding settled:", "Round 1", "Round 2",
                "🏆 vincent wins", "vincent</b> 42 points", "⏳ The doomsday clock counts down to",
                "🛰️", "💀", "<figcaption>Score after each round</figcaption>")) {
            assertTrue(dom.contains(part), part + " in the rendered report");
        }
        // Rolls as dice faces, each keeping its notation as text; attacks with their odds when declared.
        assertTrue(Pattern.compile("<i class=\"d f-R\\d\" title=\"R\\d\">R\\d</i>").matcher(dom).find(), "dice faces");
        assertTrue(Pattern.compile("📈 (?:d8)?[WR]\\d(?: \\+ 👁\\d)? → \\d+ damage di(?:e|ce): \\d+ % a hit").matcher(dom).find(),
                "an attack's odds");
        assertFalse(game.html().contains("Secret-Draft"), "a draft is never shown");
        // Named for the day and the players, as a saved file is looked for (not the channel and a count).
        assertTrue(game.file().getFileName().toString().matches(
                "mfz-report-\\d{4}-\\d\\d-\\d\\d-skirmish-vincent-meguey-ada(-\\d+)?\\.html"), game.file().toString());
        // Who won, under the title too: on a phone the result was some 11,000 pixels down (a report review).
        // A frame that acted first, then was hit: the attack lands in its attacker's turn, resumed, not in the
        // box of the frame it hit (a report review: the damage was split across two players' colours).
        Matcher resumed = Pattern.compile("↪️ <b>([^<]+)</b>'s turn goes on \\([^)]+\\)\\.(?:(?!class=\"turn\").)*?🎯 \\1's attack",
                Pattern.DOTALL).matcher(dom);
        assertTrue(!dom.contains("has not acted yet") || resumed.find(), "the resumed turn holds its attack");
        int top = dom.indexOf("🏆 <b>vincent</b> wins with 42 points.");
        assertTrue(top > 0 && top < dom.indexOf("Companies"), "the winner at the top");
        // Each round leads back up to the battle's contents; pictures stay a reading size on a desktop.
        assertTrue(dom.contains("id=\"game-round-2\">Round 2<a class=\"up\" href=\"#game\">↑ top</a>"), dom);
        assertTrue(game.html().contains("img{max-width:min(100%,32rem)"), "a picture no wider than the text's measure");
        // A round's end and the next's start are the game's sentences: no "ada:" before them (a report review).
        assertTrue(dom.contains("Round 1 is over.") && dom.contains("<b>Round 2</b> begins"), dom);
        assertFalse(Pattern.compile("<span class=\"who\">[^<]*</span>(?:<b>)?Round \\d").matcher(game.html()).find(),
                "no who tag on the game's own lines");
        // the codes explained for who wasn't at the table (a report review)
        assertTrue(dom.contains("Key: B defense · G movement · Y surveillance/comms · Rh hand-to-hand weapon · "
                + "Rd direct-fire weapon · Ra artillery weapon · W white die</p>"), dom);
        // whom the channel waited on is a live prompt, not a record of play (a report review)
        assertFalse(game.html().contains("👉"), "no prompt in a finished record");
        assertFalse(game.html().contains("places next."), "nor whose placement was next: the placements say it");
        fitsAPhone(game);
    }

    @Test
    void aMapGameShowsTheBattlefieldAtTheEndOfEachRound() {
        assertTrue(map.console().contains("The report comes after the end: this game is still being played."),
                "asked before the end, refused: " + map.console());
        String dom = map.rendered().dom();
        assertTrue(dom.contains("<figcaption>The battlefield at the end of round 1</figcaption>"),
                "the map after round 1");
        assertTrue(dom.contains("v</b> gains station <b>Centre</b>"), "a station changing hands");
        assertTrue(dom.contains("-deployment\">Deployment</") && !dom.contains("Bidding and deployment"),
                "a demo has no bidding (a report audit)");
        assertTrue(dom.contains(" · W white die · SSR single-shot rocket (rolled as a red d8: d8R)</p>"),
                "its companies carry SSRs, said in the key");
        // the host's last placement ends deployment: the game's own line, untagged (a report review: "v: Deployment…")
        assertTrue(map.html().contains("Deployment is over."), map.html());
        assertFalse(Pattern.compile("<span class=\"who\">[^<]*</span>Deployment is over").matcher(map.html()).find(),
                "no who tag on the game's own lines");
        assertTrue(dom.contains("using the spot"), "the artillery's spot");
        // each picture under its caption, shown (a map said which round it was only in its alt text: a review)
        int deployed = dom.indexOf("<figcaption>The battlefield after deployment</figcaption>");
        assertTrue(deployed > 0 && deployed < dom.indexOf("<figcaption>The battlefield at the end of round 1</figcaption>"),
                "where everything stood at the start, before round 1's");
        assertEquals(3, map.rendered().get("images"), "the map after deployment, after round 1, and the chart");
        fitsAPhone(map);
    }

    @Test
    void aCampaignLinksItsBattlesAndTheirObjectives() {
        String dom = campaign.rendered().dom();
        for (String part : List.of("Campaign Moon", "href=\"#battle-1\"", "href=\"#battle-2\"", "id=\"battle-1\"",
                "id=\"battle-2\"", "objective <b>Leader</b>", "objective <b>Prototype</b>",
                "<figcaption>Each battle's final scores</figcaption>", "id=\"battle-1-round-1\"",
                "id=\"battle-2-round-1\"")) {
            assertTrue(dom.contains(part), part + " in the campaign's report");
        }
        // each battle's title says its number and size once ("Battle 3: Battle: …" stuttered)
        assertTrue(dom.contains(">Battle 1 (skirmish): vincent and meguey</h2>"), dom);
        assertFalse(dom.contains(": Battle: ") || dom.contains(": Skirmish: "), dom);
        // its list of battles unnumbered: each names its battle, and an <ol> counted those called off (a code review)
        assertTrue(dom.contains("<ul class=\"brief\">") && !dom.contains("<ol class=\"brief\">"), dom);
        // Battle 2's V1 was readied as B G Rd Rd, then changed before the start: only what was revealed shows.
        assertFalse(campaign.html().contains("B G Rd Rd"), "a draft is never shown");
        fitsAPhone(campaign);
    }

    @Test
    void eachReportIsOneFileThatFetchesNothing() {
        for (Page page : List.of(game, map, campaign)) {
            String html = page.html();
            assertFalse(html.contains("<script"), "no script: " + page.file());
            assertTrue(html.contains("Content-Security-Policy\" content=\"default-src 'none'"),
                    "a policy that lets nothing run or load: " + page.file());
            assertFalse(html.contains("/turn start"), "no command to type: a report is read, not played");
            assertFalse(html.contains("<link"), "no linked file");
            assertFalse(Pattern.compile("src=\"(?!data:image/png;base64,)").matcher(html).find(), "pictures inline");
            assertFalse(Pattern.compile("url\\((?!data:image/png;base64,)").matcher(html).find(), "faces inline");
            assertFalse(Pattern.compile("href=\"(?!#)").matcher(html).find(), "links within the page");
        }
    }

    /** Nothing wider than the phone, every picture drawn; the page photographed whole at that width. */
    private static void fitsAPhone(Page page) {
        Chromium.Rendered rendered = page.rendered();
        assertTrue(rendered.get("widest") <= PHONE && rendered.get("scroll-width") <= rendered.get("inner-width"),
                "nothing cut off on a phone: something reaches " + rendered.get("widest") + " pixels");
        assertEquals(rendered.get("images"), rendered.get("images-drawn"), "every picture decodes");
        assertTrue(rendered.get("images") >= 1, "the chart at least");
    }

    /** A report as the console saved it, before the browser opens it. */
    private record Saved(String name, Path file, String console) {
    }

    private static Saved save(String name, List<String> args, String script) throws Exception {
        return save(name, args, script, dir.resolve(name + ".db"));
    }

    private static Saved save(String name, List<String> args, String script, Path db) throws Exception {
        MainRunner.Result result = MainRunner.run(args, Map.of("MFZ_DB", db.toString()), script);
        assertEquals(0, result.status(), result.err());
        Matcher saved = SAVED.matcher(result.out());
        Path file = null;
        while (saved.find()) {
            file = Path.of(saved.group(2));
        }
        if (file == null) {
            throw new AssertionError("no report saved:\n" + result.out());
        }
        // Saved beside the exports, like the chart.
        assertEquals(db.resolveSibling("exports").toAbsolutePath(), file.toAbsolutePath().getParent());
        return new Saved(name, file, result.out());
    }

    private static Page render(Saved saved) throws Exception {
        Chromium chromium = new Chromium(Files.createDirectories(dir.resolve("chromium-" + saved.name())));
        String keep = System.getProperty("report.pictures");
        Path png = keep == null ? null : Path.of(keep).resolve("report-" + saved.name() + ".png");
        Chromium.Rendered rendered = chromium.render(saved.file(), PHONE, 16_000, png);
        if (png != null) {
            assertEquals(PHONE, ImageIO.read(png.toFile()).getWidth(), "photographed at a phone's width");
        }
        return new Page(saved.file(), Files.readString(saved.file()), saved.console(), rendered);
    }

    private static String resource(String name) throws IOException {
        try (var in = ReportInABrowserTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new AssertionError("no test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * A report that would pass Discord's 8 MB upload limit compresses its maps harder first (every
     * report paid for that, a review), then leaves out what it can do without, and says so: the
     * battlefield's pictures, then, in a campaign's, the oldest battles' stories.
     * (A campaign report held every battle whole: two long map battles went past the limit, and
     * the upload failed. A campaign audit, 2026-11-26.) Shown with the limit just below each size,
     * on the map game played here.
     */
    @Test
    void aGameReportTooLargeLeavesOutTheBattlefieldsPictures() {
        String whole = text(Reports.ofGame("console", mapGame));
        assertTrue(whole.contains("The battlefield at the end of round 1"), "the map game's report has its map");
        String smaller = text(Reports.ofGame("console", mapGame, bytes(whole) - 1));
        assertTrue(smaller.contains("The battlefield at the end of round 1") && !smaller.contains("leaves out"),
                "its maps compressed harder, kept");
        assertTrue(bytes(smaller) < bytes(whole), bytes(smaller) + " bytes");
        String fitted = text(Reports.ofGame("console", mapGame, bytes(smaller) - 1));
        assertFalse(fitted.contains("The battlefield at the end of round 1"), "no map");
        assertTrue(fitted.contains("To fit Discord&#39;s 8 MB, this file leaves out the pictures of the battlefield")
                || fitted.contains("To fit Discord's 8 MB, this file leaves out the pictures of the battlefield"), fitted);
        assertTrue(fitted.contains("id=\"game-result\""), "the story is whole otherwise");
    }

    @Test
    void aCampaignReportTooLargeLeavesOutTheMapsThenTheOldestStories() {
        Campaign moon = Campaign.named("Moon");
        for (int n = 1; n <= 2; n++) {
            moon = acceptCampaign(moon, new CampaignCommand.OpenBattle("v", n, "console", "2026-11-2" + n));
            moon = acceptCampaign(moon, new CampaignCommand.FinishBattle("v", n, "2026-11-2" + n,
                    List.of(new Battle.Result("v", "v", 10), new Battle.Result("m", "m", 5)), List.of("v"), null,
                    ObjectiveBehaviour.ORDERS, null));
        }
        Map<Integer, List<ReadCommand>> finished = Map.of(1, mapGame, 2, mapGame);
        String whole = text(Reports.ofCampaign(moon, finished));
        assertTrue(whole.contains("id=\"battle-1\"") && whole.contains("id=\"battle-2\"")
                && whole.contains("The battlefield at the end of round 1"), "both stories with their maps");

        String smaller = text(Reports.ofCampaign(moon, finished, bytes(whole) - 1));
        assertTrue(smaller.contains("The battlefield at the end of round 1") && bytes(smaller) < bytes(whole),
                "its maps compressed harder first, kept");
        String noMaps = text(Reports.ofCampaign(moon, finished, bytes(smaller) - 1));
        assertFalse(noMaps.contains("The battlefield at the end of round 1"), "no map");
        assertTrue(noMaps.contains("id=\"battle-1\"") && noMaps.contains("id=\"battle-2\""), "both stories");

        String newest = text(Reports.ofCampaign(moon, finished, bytes(noMaps) - 1));
        assertFalse(newest.contains("id=\"battle-1\""), "the oldest story left out");
        assertTrue(newest.contains("id=\"battle-2\""), "the newest kept");
        assertTrue(newest.contains("this file leaves out the stories of the oldest battle: 1."), "said: " + newest);
        assertFalse(newest.contains("href=\"#battle-1\""), "no link to a story that isn't there");
    }

    private static Campaign acceptCampaign(Campaign campaign, CampaignCommand command) {
        return campaign.applyAll(((CampaignDecision.Accepted) campaign.decide(command)).events());
    }

    private static String text(Reply.Attachment file) {
        return new String(file.content(), StandardCharsets.UTF_8);
    }

    private static int bytes(String page) {
        return page.getBytes(StandardCharsets.UTF_8).length;
    }
}
