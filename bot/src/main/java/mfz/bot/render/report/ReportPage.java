package mfz.bot.render.report;

import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import mfz.bot.render.GameSummary;
import mfz.bot.render.TableView;
import mfz.rules.company.Frame;
import mfz.rules.company.SystemType;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.lobby.SeatNames;

/**
 * A battle's story as HTML, and the page around it. One file, nothing fetched: the style is
 * inline, the pictures are PNG data URIs, and there is no script, so it reads the same offline,
 * on a phone and on paper. The layout is one column that wraps anything long (names may be 32
 * characters without a space), so a 400-pixel-wide screen never scrolls sideways.
 */
final class ReportPage {

    /**
     * Phone first: one column, text that wraps, pictures no wider than the screen; printable
     * (backgrounds that carry meaning, the dice and colour swatches, are printed too). A die's
     * box is set in the middle of the line: its notation is text of size 0, whose baseline would
     * otherwise hang the box below the line.
     */
    private static final String STYLE = """
            :root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.45}
            body{margin:0 auto;max-width:46rem;padding:.5rem .75rem 2rem;color:#1d1f23;background:#fff}
            *{box-sizing:border-box;overflow-wrap:anywhere}
            h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.25rem;margin:1.5rem 0 .5rem;border-bottom:2px solid #ccd}
            h3{font-size:1.05rem;margin:1rem 0 .25rem}
            nav a,a{color:#2c5aa0}nav{margin:.5rem 0}nav a{margin-right:.6rem;white-space:nowrap}
            .meta{color:#555;font-size:.9rem}
            .co{border-left:.4rem solid var(--c);padding:.2rem .6rem;margin:.6rem 0;background:#f6f7f9}
            .co ul{margin:.2rem 0;padding-left:1.1rem}
            .sw{display:inline-block;width:.8em;height:.8em;border-radius:.2em;background:var(--c);
              -webkit-print-color-adjust:exact;print-color-adjust:exact}
            .turn{border-left:.3rem solid var(--c,#bbb);padding:.1rem .5rem;margin:.5rem 0}
            p{margin:.25rem 0}.who{font-size:.8rem;color:#555;font-weight:600;margin-right:.3rem}.who::after{content:":"}
            .brief{font-size:.92rem}.brief p{margin:.15rem 0}
            code{font-size:.85em;background:#eef;padding:0 .2em;border-radius:.2em;white-space:pre-wrap}
            img{max-width:min(100%,32rem);height:auto;display:block;margin:.5rem 0}
            figure{margin:.5rem 0}figcaption{font-size:.85rem;color:#555}del{color:#6e6e6e}
            .up{font-size:.8rem;font-weight:normal;margin-left:.5rem;text-decoration:none}
            .d{display:inline-block;width:1.45rem;height:1.45rem;font-size:0;vertical-align:middle;margin:0 .05rem;
              background:center/contain no-repeat;-webkit-print-color-adjust:exact;print-color-adjust:exact}
            .result{border:2px solid var(--c);border-radius:.4rem;padding:.3rem .8rem;margin:.6rem 0}
            @media print{body{max-width:none}nav,a[href^="#"]{display:none}figure,.co,.result{break-inside:avoid}
              h1,h2,h3{break-after:avoid}h2[id^=battle-]{break-before:page}}
            """;

    private ReportPage() {
    }

    /** The whole page: its title, the body, and the style with the dice faces the body used. */
    static String page(String title, String body, DieFaces faces) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n"
                // A shared file: whatever an escaping slip ever let in, it runs nothing and fetches nothing.
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
                + "style-src 'unsafe-inline'\">\n"
                + "<title>" + Markup.escape(title) + "</title>\n<style>\n" + STYLE + faces.css() + "</style>\n"
                + "</head>\n<body>\n" + body + "</body>\n</html>\n";
    }

    /**
     * One battle: its heading, the companies, bidding and deployment, each round, the chart
     * and the result. Ids start with {@code id} so several battles fit in one page.
     *
     * @param level the heading level of the battle's title (1 alone, 2 inside a campaign)
     */
    static String battle(BattleStory story, String id, String title, int level, DieFaces faces) {
        Game game = story.end();
        Function<String, String> name = game::nameOf;
        StringBuilder html = new StringBuilder();
        String h = "h" + level;
        String sub = "h" + (level + 1);
        html.append('<').append(h).append(" id=\"").append(id).append("\">").append(Markup.escape(title))
                .append("</").append(h).append(">\n");
        html.append("<p class=\"meta\">").append(Markup.escape(story.played())).append(" · ")
                .append(Markup.line(GameSummary.options(game.options()), name, faces)).append("</p>\n");
        if (game.phase() == Phase.ENDED) {
            // Who won, under the title: a phone read it some 11,000 pixels down (a report review).
            // a tie under a handshake, as on its result card: the trophy read as one winner's (a report review)
            html.append(game.winners().size() == 1 ? "<p>🏆 " : "<p>🤝 ").append(Markup.line(GameSummary.result(game),
                    name, faces))
                    .append(" <a href=\"#").append(id).append("-result\">Final scores</a></p>\n");
        }
        // a demo has no bidding (a report audit: its section was "Bidding and deployment")
        String deployment = game.demo() ? "Deployment" : "Bidding and deployment";
        html.append("<nav>");
        for (String part : List.of("companies", "deployment")) {
            html.append("<a href=\"#").append(id).append('-').append(part).append("\">")
                    .append(part.equals("companies") ? "Companies" : deployment).append("</a>");
        }
        for (BattleStory.Round round : story.rounds()) {
            html.append("<a href=\"#").append(id).append("-round-").append(round.number()).append("\">Round ")
                    .append(round.number()).append("</a>");
        }
        html.append("<a href=\"#").append(id).append("-result\">Result</a></nav>\n");

        html.append('<').append(sub).append(" id=\"").append(id).append("-companies\">Companies</").append(sub)
                .append(">\n");
        for (BattleStory.Company company : story.companies()) {
            html.append(company(company));
        }
        html.append(key(story.companies()));
        html.append('<').append(sub).append(" id=\"").append(id).append("-deployment\">").append(deployment).append("</")
                .append(sub).append(">\n<div class=\"brief\">\n");
        for (BattleStory.Entry entry : story.preamble()) {
            html.append(entry(entry, game, faces));
        }
        html.append("</div>\n");
        if (story.deployed() != null) {
            html.append(picture(story.deployed(), "The battlefield after deployment"));
        }
        for (BattleStory.Round round : story.rounds()) {
            // back to the battle's contents from each round: a long story had no way up but scrolling (a report review)
            html.append('<').append(sub).append(" id=\"").append(id).append("-round-").append(round.number())
                    .append("\">Round ").append(round.number()).append("<a class=\"up\" href=\"#").append(id)
                    .append("\">↑ top</a></").append(sub).append(">\n")
                    .append("<p class=\"meta\">").append(Markup.escape(round.heading())).append("</p>\n");
            for (BattleStory.Block block : round.blocks()) {
                html.append("<div class=\"turn\"").append(colour(game, block.owner())).append(">\n");
                for (BattleStory.Entry entry : block.entries()) {
                    html.append(entry(entry, game, faces));
                }
                html.append("</div>\n");
            }
            if (round.map() != null) {
                html.append(picture(round.map(), "The battlefield at the end of round " + round.number()));
            }
        }
        html.append('<').append(sub).append(" id=\"").append(id).append("-result\">Result</").append(sub).append(">\n");
        html.append(picture(story.chart(), "Score after each round"));
        html.append("<div class=\"result\" style=\"--c:").append(hex(TableView.pictureColour(story.result().colour())))
                .append("\">\n<h3>")
                .append(Markup.line(story.result().title(), name, faces)).append("</h3>\n");
        for (String line : story.result().description().split("\n")) {
            html.append("<p>").append(Markup.line(line, name, faces)).append("</p>\n");
        }
        html.append("</div>\n");
        return html.toString();
    }

    /**
     * What the loadouts' codes mean, those the companies use: a report is shared with people who
     * weren't at the table, and "B G Rh Rh · 3 SSRs" said nothing to them (a report review).
     */
    private static String key(List<BattleStory.Company> companies) {
        List<Frame> frames = companies.stream().flatMap(c -> c.frames().stream()).toList();
        Set<SystemType> used = EnumSet.noneOf(SystemType.class);
        frames.forEach(f -> f.design().forEach(s -> {
            used.add(s.type());
            if (s.split() != null) {
                used.add(s.split());
            }
        }));
        List<String> words = new ArrayList<>(used.stream().map(t -> t.code() + " " + t.word()).toList());
        words.add("W white die"); // every frame rolls them, and the story names its dice by these letters
        if (frames.stream().anyMatch(f -> f.ssrs() > 0)) {
            words.add("SSR single-shot rocket (rolled as a red d8: d8R)");
        }
        return "<p class=\"meta\">Key: " + Markup.escape(String.join(" · ", words)) + "</p>\n";
    }

    private static String company(BattleStory.Company company) {
        StringBuilder html = new StringBuilder("<div class=\"co\" style=\"--c:" + hex(company.rgb()) + "\">\n<b>"
                + "<span class=\"sw\"></span> " + Markup.escape(company.name()) + "</b>\n<ul>\n");
        for (Frame frame : company.frames()) {
            html.append("<li><b>").append(Markup.escape(frame.name())).append("</b> ")
                    .append(Markup.escape(frame.loadout()));
            if (frame.ssrs() > 0) {
                html.append(" · ").append(frame.ssrs()).append(frame.ssrs() == 1 ? " SSR" : " SSRs");
            }
            String bidding = company.bidding().get(frame.name());
            if (bidding != null) {
                html.append(" · <i>").append(Markup.escape(bidding)).append("</i>");
            }
            html.append("</li>\n");
        }
        for (String station : company.stations()) {
            html.append("<li>Station <b>").append(Markup.escape(station)).append("</b></li>\n");
        }
        return html.append("</ul>\n</div>\n").toString();
    }

    private static String entry(BattleStory.Entry entry, Game game, DieFaces faces) {
        Function<String, String> name = game::nameOf;
        // a bare <p>, styled by where it stands: a class on each of a 30-round battle's thousands of entries
        // was bytes the 8 MiB limit had better uses for (a key to the codes)
        StringBuilder html = new StringBuilder("<p>");
        // Who gave the command, where its sentences don't already say it (most name their player).
        String who = name.apply(entry.actor());
        String first = entry.lines().getFirst();
        boolean named = first.contains("**" + who + "**") || first.contains("(" + SeatNames.inBrackets(game, entry.actor(), who) + ")")
                || first.startsWith(who + "'s ");
        if (!entry.continued() && (entry.byHost() != null || !named)) {
            html.append("<span class=\"who\">").append(Markup.escape(who));
            if (entry.byHost() != null) {
                // A channel manager standing in for the host plays no part the game names: not their raw id.
                html.append(" (by ").append(Markup.escape(game.player(entry.byHost()).isPresent()
                        ? name.apply(entry.byHost()) : "a channel manager")).append(')');
            }
            html.append("</span>");
        }
        for (int i = 0; i < entry.lines().size(); i++) {
            html.append(i == 0 ? "" : "<br>").append(Markup.line(entry.lines().get(i), name, faces));
            // what an undo took back, struck through after its first line ("took back …'s:"); the rest after it
            if (i == 0 && entry.takenBack() != null) {
                html.append(" <del>").append(Markup.line(entry.takenBack(), name, faces)).append("</del>");
            }
        }
        return html.append("</p>\n").toString();
    }

    private static String colour(Game game, String owner) {
        return owner == null ? "" : " style=\"--c:" + hex(TableView.pictureColourOf(game, owner)) + "\"";
    }

    /**
     * A picture under its caption, shown: a map said which round it was only in its alt text (a report
     * review). The caption names the figure for a screen reader too, so the alt text isn't said twice
     * (nor its bytes spent twice: the longest game's report must stay under Discord's 8 MiB).
     */
    static String picture(byte[] png, String caption) {
        return "<figure><img alt=\"\" src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(png)
                + "\"><figcaption>" + Markup.escape(caption) + "</figcaption></figure>\n";
    }

    static String hex(int rgb) {
        return String.format("#%06X", rgb & 0xFFFFFF);
    }
}
