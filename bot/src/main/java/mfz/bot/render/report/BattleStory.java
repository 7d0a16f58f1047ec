package mfz.bot.render.report;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import mfz.bot.core.Embed;
import mfz.bot.render.pictures.Png;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;

/**
 * A finished game told as its report tells it, every sentence still in the bot's channel
 * words (Discord markdown): what {@link ReportPage} lays out as HTML.
 *
 * @param end       the game at its end (names, colours, options)
 * @param played    the dates of its first and last action, as stored
 * @param companies each player's company as the start revealed it, in seat order
 * @param preamble  bidding and deployment, one entry a command
 * @param rounds    the rounds of combat, in order
 * @param chart     the score chart (PNG), the one the result is posted with
 * @param result    the result card of the channel
 * @param deployed  on the map: the battlefield as deployment left it (PNG), else null
 */
public record BattleStory(Game end, String played, List<Company> companies, List<Entry> preamble,
                          List<Round> rounds, byte[] chart, Embed result, byte[] deployed) {

    public BattleStory {
        companies = List.copyOf(companies);
        preamble = List.copyOf(preamble);
        rounds = List.copyOf(rounds);
    }

    /**
     * The same with its maps compressed harder ({@link Png#toKeep}: a sixth to a third smaller, some
     * 50 ms a picture): only for a report that would pass Discord's limit, the others built as fast as ever
     * (a review: every report asked for waited on it).
     */
    public BattleStory withMapsSmaller() {
        return new BattleStory(end, played, companies, preamble, rounds.stream()
                .map(r -> new Round(r.number(), r.heading(), r.blocks(), smaller(r.map()))).toList(), chart, result,
                smaller(deployed));
    }

    private static byte[] smaller(byte[] png) {
        if (png == null) {
            return null;
        }
        try {
            return Png.toKeep(ImageIO.read(new ByteArrayInputStream(png)));
        } catch (IOException e) {
            throw new UncheckedIOException("a map picture could not be read back", e);
        }
    }

    /** The same story without the battlefield's pictures (a report that must fit Discord's upload limit). */
    public BattleStory withoutMaps() {
        return new BattleStory(end, played, companies, preamble, rounds.stream()
                .map(r -> new Round(r.number(), r.heading(), r.blocks(), null)).toList(), chart, result, null);
    }

    /**
     * A company as it went into deployment, its frames as designed (loadout, SSRs) and its
     * stations: as the start revealed it, and after bidding a frame
     * added or removed to break a tie, said beside it ({@code bidding}: frame name to what
     * happened), a frame removed listed still.
     */
    public record Company(String player, String name, int rgb, List<Frame> frames, List<String> stations,
                          Map<String, String> bidding) {
        public Company {
            bidding = Map.copyOf(bidding);
        }

        public Company(String player, String name, int rgb, List<Frame> frames, List<String> stations) {
            this(player, name, rgb, frames, stations, Map.of());
        }
    }

    /**
     * One accepted command: who gave it (and the host giving it for them, or null) and its sentences.
     *
     * @param continued the rest of a command whose first sentences stand earlier (the round it ended,
     *                  the next one begun): the game's sentences, not tagged with who gave the command
     * @param takenBack what an undo took back, in the channel's words, after its line (null: no undo), shown
     *                  struck through: it read as though it had happened twice (a report review)
     */
    public record Entry(String actor, String byHost, List<String> lines, boolean continued, String takenBack) {
        public Entry {
            lines = List.copyOf(lines);
        }

        public Entry(String actor, String byHost, List<String> lines, boolean continued) {
            this(actor, byHost, lines, continued, null);
        }

        public Entry(String actor, String byHost, List<String> lines) {
            this(actor, byHost, lines, false);
        }

        /** The same entry with other lines (what it took back, if anything, kept). */
        public Entry withLines(List<String> other, boolean isContinued) {
            return new Entry(actor, byHost, other, isContinued, takenBack);
        }
    }

    /** A frame's turn (its owner), or the commands between turns (owner null). */
    public record Block(String owner, List<Entry> entries) {
        public Block {
            entries = List.copyOf(entries);
        }
    }

    /**
     * @param heading the table's title as the round began (its size, round and doomsday clock)
     * @param map     the battlefield as the round ended (PNG), or null without a map
     */
    public record Round(int number, String heading, List<Block> blocks, byte[] map) {
        public Round {
            blocks = List.copyOf(blocks);
        }
    }
}
