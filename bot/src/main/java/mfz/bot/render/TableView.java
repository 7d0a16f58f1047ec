package mfz.bot.render;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import mfz.bot.core.Embed;
import mfz.bot.core.Shortened;
import mfz.bot.render.map.MapColours;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.map.MapNearness;
import mfz.rules.stations.Station;

/**
 * The table message: everything the group needs to see at a glance, sized for a phone and
 * kept within Discord's embed limits for the largest legal game.
 */
public final class TableView {

    /** Company colours, by seat (join order): distinct on light and dark themes. */
    static final int[] COLOURS = {0xE74C3C, 0x3498DB, 0x2ECC71, 0xF1C40F, 0x9B59B6};
    /**
     * The same colours as squares, for text: each player's heading on the table and the result
     * card; the pictures and the battle report give them in the same hues, in a palette for
     * colour-blind eyes (MapColours, {@link #pictureColourOf}).
     */
    static final String[] SQUARES = {"🟥", "🟦", "🟩", "🟨", "🟪"};

    private TableView() {
    }

    public static int colourOf(Game game, String player) {
        return colourOfSeat(seatOf(game, player));
    }

    /** The player's seat, in join order (0 for the first, and for anyone not at the table). */
    private static int seatOf(Game game, String player) {
        return Math.max(0, game.players().stream().map(Player::id).toList().indexOf(player));
    }

    /** The colour of the company in this seat (0 for the first to join). */
    public static int colourOfSeat(int seat) {
        return COLOURS[seat % COLOURS.length];
    }

    /**
     * A player's colour in a picture and in the battle report: the map's palette, whose hues stay
     * apart for colour-blind eyes (Okabe–Ito, MapColours), in the same hue as their colour here.
     * The chart drew red beside green, the pair read worst, and each player in one hue on the map
     * and another in the chart and the report's bars (a report review).
     */
    public static int pictureColourOf(Game game, String player) {
        return pictureColourOfSeat(seatOf(game, player));
    }

    /** The same by seat. */
    public static int pictureColourOfSeat(int seat) {
        return MapColours.player(seat).getRGB() & 0xFFFFFF;
    }

    /** A colour of the table's ({@link #colourOf}) as pictures give it; any other (a tie's grey) as it is. */
    public static int pictureColour(int tableColour) {
        for (int seat = 0; seat < COLOURS.length; seat++) {
            if (COLOURS[seat] == tableColour) {
                return pictureColourOfSeat(seat);
            }
        }
        return tableColour;
    }

    public static Embed table(Game game) {
        String now = game.phase() == Phase.ENDED ? GameSummary.result(game) : GameQueries.waitingOn(game);
        Embed embed = Embed.of(title(game), now).withColour(0x5865F2);
        if (game.phase() == Phase.LOBBY) {
            return lobby(game, embed);
        }
        for (String id : game.ranking()) {
            embed = withLines(embed, playerHeading(game, id), frames(game, id));
        }
        if (!game.stations().isEmpty()) {
            embed = withLines(embed, "Stations", game.stations().stream().map(s -> station(game, s))
                    .collect(Collectors.joining("\n")));
        }
        return embed.withFooter(footer(game));
    }

    /** The table's title: the size, the phase, in combat the round and the doomsday clock. */
    public static String title(Game game) {
        String size = capitalised(game.options().size().word());
        return switch (game.phase()) {
            case NONE -> "No game";
            case LOBBY -> size + " · lobby";
            case BIDDING -> size + " · bidding";
            case DEPLOYMENT -> size + " · deployment";
            case COMBAT -> size + " · round " + game.round() + " · ⏳ " + game.doomsday();
            case ENDED -> size + " · over · ⏳ 0";
        };
    }

    private static Embed lobby(Game game, Embed embed) {
        String players = game.players().stream().map(p -> (p.ready() ? "✅ " : "✏️ ") + "**" + p.name() + "**"
                        + (p.id().equals(game.host()) ? " (host)" : "") + (p.ready() ? " — ready" : " — building"))
                .collect(Collectors.joining("\n"));
        return embed.withField("Players", players.isEmpty() ? "nobody yet" : players, false)
                .withField("Options", GameSummary.options(game.options()), false)
                .withFooter("Companies stay private until the host starts the game.");
    }

    /** Discord allows 1,024 characters in a field value. */
    static final int FIELD_LIMIT = Embed.MAX_FIELD;

    /**
     * A field of lines; a list longer than a field allows (the stations of a 4-player battle,
     * say) goes on in more fields under the same name, cut between lines.
     */
    static Embed withLines(Embed embed, String name, String lines) {
        StringBuilder part = new StringBuilder();
        for (String line : lines.split("\n")) {
            if (!part.isEmpty() && part.length() + 1 + line.length() > FIELD_LIMIT) {
                embed = embed.withField(name, part.toString(), false);
                part.setLength(0);
            }
            if (!part.isEmpty()) {
                part.append('\n');
            }
            part.append(Shortened.to(line, FIELD_LIMIT));
        }
        return embed.withField(name, part.toString(), false);
    }

    private static String playerHeading(Game game, String id) {
        boolean initiative = GameQueries.initiative(game).map(id::equals).orElse(false);
        String position = game.position(id) == null ? "" : " · " + game.position(id).word();
        return (initiative ? "▶ " : "") + SQUARES[seatOf(game, id) % SQUARES.length] + " " + game.nameOf(id) + " — " + game.score(id) + " pts (" + game.assets(id)
                + " × " + game.ppa(id) + ")" + position;
    }

    private static String frames(Game game, String id) {
        List<Frame> frames = game.framesOf(id);
        if (frames.isEmpty()) {
            return "no frames";
        }
        boolean combat = game.phase() == Phase.COMBAT;
        String active = game.turn().map(t -> t.owner() + "/" + t.frame().toLowerCase(Locale.ROOT)).orElse("");
        // on the map a frame within 1 unit of two stations stands near both (§7, §10)
        Function<Frame, List<String>> near = MapNearness.ofGame(game);
        return frames.stream().map(f -> frame(f, near.apply(f), combat, active.equals(f.owner() + "/"
                + f.name().toLowerCase(Locale.ROOT)))).collect(Collectors.joining("\n"));
    }

    /** One frame on one line: name, systems, whites, SSRs, markers, whether it acted, where it stands. */
    static String frame(Frame frame, List<String> near, boolean combat, boolean acting) {
        if (frame.destroyed()) {
            return "~~" + frame.name() + "~~ destroyed";
        }
        StringBuilder line = new StringBuilder(acting ? "▶ **" : combat && frame.acted() ? "✓ **" : "**")
                .append(frame.name()).append("** ");
        line.append(frame.systems().isEmpty() ? "no systems" : LoadoutNotation.write(frame.systems()));
        line.append(" · ").append("⬜".repeat(frame.whites()));
        if (frame.ssrs() > 0) {
            line.append(" · 🚀").append(frame.ssrs());
        }
        if (frame.defense() != null) {
            line.append(" · 🛡️").append(frame.defense());
        }
        if (frame.spot() != null) {
            line.append(" · 👁️").append(frame.spot());
        }
        if (!frame.placed()) {
            line.append(" · not placed");
        } else if (!near.isEmpty()) {
            line.append(" · at ").append(String.join(", ", near));
        }
        return line.toString();
    }

    private static String station(Game game, Station station) {
        String holder = station.holder() == null ? "held by nobody" : "held by " + game.nameOf(station.holder());
        boolean objective = ObjectiveRules.isObjective(game, station);
        // "none" read as a behaviour's name (an adversarial test): the table says it stays put.
        ObjectiveBehaviour behaviour = objective ? game.options().campaign().behaviour() : null;
        String origin = objective ? "special objective, " + (behaviour == ObjectiveBehaviour.NONE ? "stays put"
                : behaviour.word())
                : station.neutral() ? "neutral" : game.nameOf(station.owner()) + "'s";
        List<String> near = game.playersNear(station.name()).stream().map(game::nameOf).toList();
        return (objective ? "🎯" : "🛰️") + " **" + station.name() + "** (" + origin + ") — " + holder
                + (near.isEmpty() ? "" : " · near: " + String.join(", ", near))
                + (station.placed() ? "" : " · not placed");
    }

    /** What the table's markers mean, in one line (a footer shows no markdown, but emoji). */
    public static final String LEGEND = "▶ acts now / holds the initiative · ✓ acted this round · ⬜ whites · "
            + "🚀 SSRs · 🛡️ defense · 👁️ spot · ⏳ doomsday clock";

    private static String footer(Game game) {
        String options = "Options: " + GameSummary.options(game.options());
        // Over, the markers are gone and the result says the rest.
        return game.phase() == Phase.ENDED ? options : LEGEND + "\n" + options;
    }

    private static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    private static String capitalised(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
