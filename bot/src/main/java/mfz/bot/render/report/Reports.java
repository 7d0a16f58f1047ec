package mfz.bot.render.report;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import mfz.bot.core.Reply;
import mfz.bot.game.GameService;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.bot.render.CampaignText;
import mfz.bot.render.pictures.ScoreCharts;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.game.Game;
import mfz.rules.game.Waiting;
import mfz.rules.options.GameSize;

/**
 * The battle report (issue 31): a finished game, or a campaign with each of its finished
 * battles, as one self-contained HTML file to keep and share ({@code /game report},
 * {@code /campaign report}; docs/report.md). Built only from the history as anyone may read it.
 */
public final class Reports {

    private Reports() {
    }

    /**
     * Discord's upload limit for a bot's file (8 MiB). A report that would pass it leaves out the
     * battlefield's pictures (a 30-round map game's are about nine tenths of it), then, for a
     * campaign, the oldest battles' stories, and says so at its top.
     */
    public static final int MAX_BYTES = 8 * 1024 * 1024;

    /** A finished game's report. */
    public static Reply.Attachment ofGame(String channelId, List<ReadCommand> history) {
        return ofGame(channelId, history, List.of(), MAX_BYTES, end -> Optional.empty());
    }

    /** A finished game's report, each of its undos said where it came ({@link StoryReader#read}). */
    public static Reply.Attachment ofGame(String channelId, List<ReadCommand> history,
                                          List<GameService.LoggedUndo> undos) {
        return ofGame(channelId, history, undos, end -> Optional.empty());
    }

    /**
     * The same for a campaign's battle, named in its title and file name ("Battle 2 of Moon") by
     * {@code battle} from the game as it ended (its campaign), read once with the story.
     */
    public static Reply.Attachment ofGame(String channelId, List<ReadCommand> history,
                                          List<GameService.LoggedUndo> undos, Function<Game, Optional<String>> battle) {
        return ofGame(channelId, history, undos, MAX_BYTES, battle);
    }

    /** The same within {@code limit} bytes instead of Discord's (tests show the fitting with a small one). */
    public static Reply.Attachment ofGame(String channelId, List<ReadCommand> history, int limit) {
        return ofGame(channelId, history, List.of(), limit, end -> Optional.empty());
    }

    private static Reply.Attachment ofGame(String channelId, List<ReadCommand> history,
                                           List<GameService.LoggedUndo> undos, int limit,
                                           Function<Game, Optional<String>> battleOf) {
        BattleStory story = StoryReader.read(channelId, history, undos);
        Optional<String> battle = battleOf.apply(story.end());
        String name = fileName(story, channelId, battle);
        byte[] page = gamePage(story, "", battle);
        if (page.length > limit && hasMaps(story)) {
            page = gamePage(story.withMapsSmaller(), "", battle);
        }
        if (page.length > limit && hasMaps(story)) {
            page = gamePage(story.withoutMaps(), note(LEFT_OUT_MAPS), battle);
        }
        return new Reply.Attachment(name, page);
    }

    private static byte[] gamePage(BattleStory story, String note, Optional<String> battle) {
        DieFaces faces = new DieFaces();
        String title = battle.map(b -> b + " · ").orElse("") + title(story.end());
        String body = ReportPage.battle(story, "game", title, 1, faces);
        int heading = body.indexOf("</h1>\n") + "</h1>\n".length();
        return ReportPage.page(title, body.substring(0, heading) + note + body.substring(heading), faces)
                .getBytes(StandardCharsets.UTF_8);
    }

    private static final String LEFT_OUT_MAPS = "To fit Discord's 8 MB, this file leaves out the pictures of the "
            + "battlefield.";

    private static boolean hasMaps(BattleStory story) {
        return story.deployed() != null || story.rounds().stream().anyMatch(round -> round.map() != null);
    }

    private static String note(String text) {
        return "<p class=\"meta\">" + Markup.escape(text) + "</p>\n";
    }

    /**
     * A campaign's report: its battles in the campaign's own words ({@link CampaignText#history}:
     * dates, constraints, objectives and who held them), each linked to its story below.
     *
     * @param finished the history of each battle played to doomsday, by battle number
     */
    public static Reply.Attachment ofCampaign(Campaign campaign, Map<Integer, List<ReadCommand>> finished) {
        return ofCampaign(campaign, finished, Map.of(), MAX_BYTES, id -> Optional.empty());
    }

    /**
     * The same, each battle's undos said where they came ({@link StoryReader#read}), and naming
     * the battles' channels as {@code channelNames} says (a channel's mention showed its number
     * on a page read away from the chat: a report audit).
     *
     * @param undos each battle's undos, oldest first, by battle number
     */
    public static Reply.Attachment ofCampaign(Campaign campaign, Map<Integer, List<ReadCommand>> finished,
                                              Map<Integer, List<GameService.LoggedUndo>> undos,
                                              Function<String, Optional<String>> channelNames) {
        return ofCampaign(campaign, finished, undos, MAX_BYTES, channelNames);
    }

    /** The same within {@code limit} bytes instead of Discord's (tests show the fitting with a small one). */
    public static Reply.Attachment ofCampaign(Campaign campaign, Map<Integer, List<ReadCommand>> finished, int limit) {
        return ofCampaign(campaign, finished, Map.of(), limit, id -> Optional.empty());
    }

    private static Reply.Attachment ofCampaign(Campaign campaign, Map<Integer, List<ReadCommand>> finished,
                                               Map<Integer, List<GameService.LoggedUndo>> undos, int limit,
                                               Function<String, Optional<String>> channelNames) {
        Map<Integer, BattleStory> stories = new LinkedHashMap<>();
        for (Battle battle : campaign.battles()) {
            List<ReadCommand> history = finished.get(battle.number());
            if (history != null) {
                stories.put(battle.number(), StoryReader.read(battle.channel(), history,
                        undos.getOrDefault(battle.number(), List.of())));
            }
        }
        byte[] page = campaignPage(campaign, stories, "", channelNames);
        if (page.length > limit && stories.values().stream().anyMatch(Reports::hasMaps)) {
            Map<Integer, BattleStory> smaller = new LinkedHashMap<>();
            stories.forEach((number, story) -> smaller.put(number, story.withMapsSmaller()));
            page = campaignPage(campaign, smaller, "", channelNames);
        }
        if (page.length > limit) {
            Map<Integer, BattleStory> kept = new LinkedHashMap<>();
            stories.forEach((number, story) -> kept.put(number, story.withoutMaps()));
            String maps = stories.values().stream().anyMatch(Reports::hasMaps) ? note(LEFT_OUT_MAPS) : "";
            page = campaignPage(campaign, kept, maps, channelNames);
            List<Integer> left = new ArrayList<>();
            while (page.length > limit && kept.size() > 1) {
                Integer oldest = kept.keySet().iterator().next();
                kept.remove(oldest);
                left.add(oldest);
                page = campaignPage(campaign, kept, maps + note("To fit Discord's 8 MB, this file leaves out the "
                        + "stories of the oldest " + (left.size() == 1 ? "battle: " : "battles: ")
                        + left.stream().map(number -> campaign.battles().stream().filter(b -> b.number() == number)
                        .findFirst().map(b -> String.valueOf(campaign.shownNumber(b))).orElse(String.valueOf(number)))
                        .collect(Collectors.joining(", ")) + "."), channelNames);
            }
        }
        // as its battles' files name it ("Moon____Sun___" beside "moon-sun-battle-2": a report audit)
        String named = slug(campaign.name());
        // (numbered for the battles that counted, as players number them: Campaign.shownNumber)
        return new Reply.Attachment("mfz-campaign-" + (named.isEmpty() ? "campaign" : named) + "-report-"
                + (campaign.nextShownNumber() - 1) + ".html", page);
    }

    private static byte[] campaignPage(Campaign campaign, Map<Integer, BattleStory> stories, String note,
                                       Function<String, Optional<String>> channelNames) {
        DieFaces faces = new DieFaces();
        String title = "Campaign " + campaign.name();
        StringBuilder body = new StringBuilder("<h1>").append(Markup.escape(title)).append("</h1>\n").append(note);
        // Every battle's lines, as the history tells them (all of them: the message keeps the newest).
        List<List<String>> byBattle = CampaignText.historyOfEachBattle(campaign).stream()
                .map(block -> block.lines().map(String::strip).toList()).toList();
        // unnumbered: each item names its battle, and a list's own numbers counted those called off (a code review)
        body.append("<ul class=\"brief\">\n");
        for (int i = 0; i < campaign.battles().size() && i < byBattle.size(); i++) {
            Battle battle = campaign.battles().get(i);
            body.append("<li>");
            List<String> lines = byBattle.get(i);
            for (int l = 0; l < lines.size(); l++) {
                body.append(l == 0 ? "" : "<br>").append(Markup.line(lines.get(l), battle::nameOf,
                        id -> channelNames.apply(id).orElse(id), faces));
            }
            if (stories.containsKey(battle.number())) {
                body.append("<br><a href=\"#battle-").append(battle.number()).append("\">The story of battle ")
                        .append(campaign.shownNumber(battle)).append("</a>");
            }
            body.append("</li>\n");
        }
        body.append("</ul>\n");
        Map<String, Integer> seats = new HashMap<>();
        stories.values().forEach(story -> {
            List<String> players = story.end().players().stream().map(p -> p.id()).toList();
            for (int i = 0; i < players.size(); i++) {
                seats.putIfAbsent(players.get(i), i);
            }
        });
        ScoreCharts.ofCampaign(campaign, seats).ifPresent(chart -> body.append(ReportPage.picture(chart.content(),
                "Each battle's final scores")));
        // "Battle 3 (battle size): …", not "Battle 3: Battle: …" (a report review)
        // (the number players know it by: one called off doesn't count, Campaign.shownNumber; the anchor keeps the
        // campaign's own)
        stories.forEach((number, story) -> body.append(ReportPage.battle(story, "battle-" + number, "Battle "
                + campaign.battles().stream().filter(b -> b.number() == number).findFirst().map(campaign::shownNumber)
                .orElse(number) + " (" + sizeInCampaign(story.end()) + "): " + players(story.end()), 2, faces)));
        return ReportPage.page(title, body.toString(), faces).getBytes(StandardCharsets.UTF_8);
    }

    /** "Skirmish: ann, ben and cy", the size and the players in seat order. */
    private static String title(Game game) {
        String size = game.options().size().word();
        return Character.toUpperCase(size.charAt(0)) + size.substring(1) + ": " + players(game);
    }

    /** "ann, ben and cy", in seat order. */
    private static String players(Game game) {
        return Waiting.andList(game.players().stream().map(p -> p.name()).toList());
    }

    /** A campaign battle's size beside its number: "skirmish", "battle size". */
    private static String sizeInCampaign(Game game) {
        return game.options().size() == GameSize.BATTLE ? "battle size" : game.options().size().word();
    }

    /**
     * "mfz-report-2026-11-28-skirmish-vincent-meguey-ada.html": the day it ended and who played, as a
     * saved file is looked for (a report review: the channel's id and a count of commands said neither);
     * a campaign's battle named first ("…-moon-battle-2-skirmish-…").
     */
    static String fileName(BattleStory story, String channelId, Optional<String> battle) {
        String played = story.played();
        String day = played.substring(played.length() - 10);
        // each player's name as far as it has Latin letters or digits ("and" between them read as a player), its
        // accents dropped ("Émile" was "mile"), one with none by its seat ("太郎" vanished: a report audit)
        List<String> named = story.end().players().stream().map(p -> slug(p.name())).toList();
        String players = IntStream.range(0, named.size())
                .mapToObj(i -> named.get(i).isEmpty() ? "player-" + (i + 1) : named.get(i))
                .collect(Collectors.joining("-"));
        // "Battle 2 of Moon" as "moon-battle-2": the campaign first, as its files are looked for
        String ofCampaign = battle.map(b -> {
            String[] parts = b.split(" of ", 2);
            // a campaign named without Latin letters or digits is "campaign": two such battles 2 read alike else
            String campaign = slug(parts[1]);
            return ((campaign.isEmpty() ? "campaign" : campaign) + "-" + parts[0]).toLowerCase(Locale.ROOT)
                    .replaceAll("[^a-z0-9]+", "-") + "-";
        }).orElse("");
        String slug = (ofCampaign + story.end().options().size().word().replaceAll("[^a-z]+", "-") + "-"
                + (players.isEmpty() ? safe(channelId) : players)).replaceAll("^-|-$", "").replaceAll("-+", "-");
        if (slug.length() > 60) {
            slug = slug.substring(0, 60).replaceAll("-[^-]*$", "");
        }
        return "mfz-report-" + day + "-" + slug + ".html";
    }

    /** A name as a file name's part: its Latin letters and digits, accents dropped, lower case, dashes between. */
    static String slug(String name) {
        return Normalizer.normalize(name, Normalizer.Form.NFKD).replaceAll("\\p{M}+", "").toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    private static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9_-]", "_");
    }
}
