package mfz.bot.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.Features;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Request;
import mfz.bot.game.GameService;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.bot.game.SavedCompanies;
import mfz.bot.render.map.MapPicture;
import mfz.bot.render.map.MapScene;
import mfz.bot.render.pictures.Png;
import mfz.bot.render.report.Reports;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.company.CompanyLimits;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.map.Battlefield;
import mfz.rules.map.Disc;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapStation;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The battle report's size (docs/report.md): the largest companies the rules allow (5 players in
 * a battle, every company at its most frames, every frame, station and player name 32 characters
 * long) typed to doomsday by a seeded table that never ticks the clock, so only the count at each
 * round's end moves it, and the report of that game measured. The suite plays 2 rounds and holds
 * the longest game ({@link GameOptions#MAX_DOOMSDAY} rounds) under Discord's 8 MB by adding, for
 * each round left, what its busiest round added and the busiest map picture there can be. The
 * benchmark ({@code -Pbench}) plays all 30 rounds and measures them.
 */
class ReportSizeTest {

    private static final long LIMIT = Reports.MAX_BYTES;

    @TempDir
    Path dir;

    @Test
    void theLongestGamesReportStaysUnderEightMegabytes() throws Exception {
        Measured two = play(2);
        // Round 2, every frame still standing: what a round adds at most to the report.
        long round = two.size() - Reports.ofGame("c", two.history().subList(0, two.roundTwo())).content().length;
        long map = crowdedMap().length * 4L / 3;
        long longest = two.size() + (round + map) * (GameOptions.MAX_DOOMSDAY - 2);
        System.out.printf("report: 2 rounds: %,d bytes; round 2 added %,d; the busiest map picture inline %,d; "
                + "%d rounds on the map: at most about %,d bytes%n", two.size(), round, map, GameOptions.MAX_DOOMSDAY,
                longest);
        assertTrue(longest < LIMIT, "the longest game's report could be " + longest + " bytes");
    }

    @Test
    @Tag("bench")
    void theLongestGameMeasured() throws Exception {
        Measured longest = play(GameOptions.MAX_DOOMSDAY);
        long map = crowdedMap().length * 4L / 3;
        System.out.printf("[bench] report: %d rounds, %d commands: %,d bytes, built in %d ms; with the busiest map "
                + "picture each round: about %,d bytes%n", longest.rounds(), longest.history().size(), longest.size(),
                longest.millis(), longest.size() + map * longest.rounds());
        assertTrue(longest.size() + map * longest.rounds() < LIMIT, "over 8 MB");
    }

    /** A report measured: its game's history, the first command of round 2, its rounds, bytes and making time. */
    private record Measured(List<ReadCommand> history, int roundTwo, int rounds, long size, long millis) {
    }

    private Measured play(int doomsday) throws Exception {
        List<String> players = List.of("p0", "p1", "p2", "p3", "p4");
        try (Database database = Database.open(dir.resolve("mfz-" + doomsday + ".db"))) {
            GameService games = new GameService(new GameStore(database), new SeededDice(31), Clock.systemUTC());
            CommandRouter router = Features.router(new SeededDice(31), games,
                    new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC()));
            TablePlayer table = new TablePlayer(31, "g", "c", players, true);
            for (Request line : table.lobby("battle", doomsday)) {
                router.route(longNamed(line));
            }
            int commands = 0;
            while (games.game("c").isPresent() && commands++ < 50_000) {
                Game before = games.game("c").orElseThrow();
                // Nobody ticks the clock: only the count at each round's end moves it, the longest game there is.
                List<Request> candidates = table.next(before).stream().map(c -> !c.command().equals("doomsday tick") ? c
                        : new Request(c.interactionId(), c.guildId(), c.channelId(), c.caller(), "doomsday pass",
                        c.options())).toList();
                for (Request candidate : candidates) {
                    router.route(longNamed(candidate));
                    if (!games.game("c").map(before::equals).orElse(false)) {
                        break;
                    }
                }
            }
            assertFalse(games.game("c").isPresent(), "the game reached doomsday");
            Game end = games.gameOrLastFinished("c").orElseThrow();
            assertEquals(doomsday, end.round(), "the clock ran its whole course");
            List<ReadCommand> history = games.transfer().finished("c");
            long started = System.nanoTime();
            long size = Reports.ofGame("c", history).content().length;
            long millis = (System.nanoTime() - started) / 1_000_000;
            int roundTwo = 0;
            while (roundTwo < history.size() && history.get(roundTwo).events().stream()
                    .noneMatch(e -> e instanceof Event.RoundStarted r && r.round() == 2)) {
                roundTwo++;
            }
            return new Measured(history, roundTwo, end.round(), size, millis);
        }
    }

    /**
     * The battlefield of the largest game, as crowded as it gets: every frame of five companies
     * and every station standing, each named with 32 characters, among ten pieces of terrain.
     */
    private static byte[] crowdedMap() {
        CompanyLimits limits = CompanyLimits.of(5, GameSize.BATTLE);
        List<MapScene.Seat> seats = new ArrayList<>();
        List<MapFrame> frames = new ArrayList<>();
        List<MapStation> stations = new ArrayList<>();
        List<Terrain> terrain = new ArrayList<>();
        for (int p = 0; p < 5; p++) {
            String owner = "p" + p;
            seats.add(new MapScene.Seat(owner, (owner + " has a name as long as names go").substring(0, 32)));
            for (int f = 0; f < limits.maxFrames(); f++) {
                frames.add(new MapFrame(long32(owner + "-F" + f), owner,
                        Disc.frameAt(new Point(1 + 2.2 * f, 2 + 4.5 * p))));
            }
            for (int s = 0; s < limits.stations(); s++) {
                stations.add(new MapStation(long32(owner + "-S" + s), owner,
                        new Disc(new Point(3 + 6 * s, 4 + 4.5 * p), 1)));
            }
        }
        for (int t = 0; t < 10; t++) {
            terrain.add(new Terrain(long32("T" + t), Polygon.rectangle(2 * t + 1, 23 - (t % 3) * 7, 2, 3), 1 + t));
        }
        // as a report that would pass the limit has it: compressed harder (BattleStory.withMapsSmaller)
        return Png.toKeep(MapPicture.image(MapScene.of(new Battlefield(Ruler.EIGHT, terrain, stations, frames),
                seats)));
    }

    private static String long32(String name) {
        return (name + " of the Very Long Named Company").substring(0, 32);
    }

    /** The same request from a player whose display name is as long as names may be (32 characters). */
    private static Request longNamed(Request r) {
        String name = (r.caller().id() + " has a name as long as names go").substring(0, 32);
        return new Request(r.interactionId(), r.guildId(), r.channelId(),
                new Caller(r.caller().id(), name, r.caller().managesChannel()), r.command(), r.options());
    }
}
