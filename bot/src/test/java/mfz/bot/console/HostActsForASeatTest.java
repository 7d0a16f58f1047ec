package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.App;
import mfz.bot.Arguments;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The host corrects what a bot seat declared, as docs/seat.md promises. A seat is no Discord
 * user, so neither {@code as:} nor {@code owner:} can name it: the host corrects where its frame
 * stands by the frame's name alone, and acts for it with {@code seat:}, which only the host may
 * use and which refuses a seat that isn't at the table, naming the ones that are.
 */
class HostActsForASeatTest {

    @TempDir
    Path dir;

    @Test
    void theHostCorrectsWhichStationASeatsFrameStandsNearByItsName() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = deployed(app, dir, "Lance");
            Frame seats = app.games().game("console").orElseThrow().framesOf("bot-easy-1").getFirst();
            assertNull(seats.nearStation(), "placed by the host of a demo game, near no station: " + seats);

            String stranger = table.handle("@meguey /station near frame:" + seats.name() + " station:none seat:Rook");
            assertTrue(stranger.contains("Only the host can act for one of the bot's seats"), stranger);
            String both = table.handle("/station near frame:" + seats.name() + " station:none seat:Rook as:@meguey");
            assertTrue(both.contains("not both"), both);
            String nobody = table.handle("/station near frame:" + seats.name() + " station:none seat:Bishop");
            assertTrue(nobody.contains("No seat of the bot is called `Bishop` here; its seats: Rook."), nobody);
            assertEquals(seats, app.games().game("console").orElseThrow().frame("bot-easy-1", seats.name()).orElseThrow(),
                    "refused, nothing changed");

            String station = app.games().game("console").orElseThrow().stations().getFirst().name();
            String corrected = table.handle("/station near frame:" + seats.name() + " station:\"" + station + "\"");
            assertTrue(corrected.contains(seats.name()), corrected);
            assertEquals(station, app.games().game("console").orElseThrow().frame("bot-easy-1", seats.name())
                    .orElseThrow().nearStation(), corrected);
            // The seat may have acted since: the correction is looked for among the latest lines.
            String log = table.handle("/game log count:10");
            assertTrue(log.lines().anyMatch(line -> line.contains(" ann — ")
                    && line.contains(seats.name() + " (Rook) now stands near")), "the host's correction: " + log);

            // A form opened for the seat says the command to type with seat: (a console audit: typed as
            // shown, it acted as the host). Not while a frame starts its turn, refused before any form (an
            // audit): ann's frame starts its turn first.
            table.handle("/turn start frame:Anvil");
            String notNow = table.handle("/damage fall frame:" + seats.name() + " seat:Rook");
            assertTrue(notNow.contains("Not now:"), notNow);
            table.handle("/turn defend die:none");
            String form = table.handle("/damage fall frame:" + seats.name() + " seat:Rook");
            assertTrue(form.contains("bricks:<n> seat:Rook`"), form);
        }
    }

    /**
     * A seat's frame named like a player's: its name alone is ambiguous and a seat has no
     * Discord user for {@code owner:}, so the host names the seat with {@code seat:} and
     * corrects it with the host's authority, out of turn.
     */
    @Test
    void theHostCorrectsASeatsFrameNamedLikeAPlayersWithSeat() throws Exception {
        String seatsFrame = seatsFirstFrame(dir.resolve("first"), "Lance");
        Path second = dir.resolve("second");
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", second.resolve("mfz.db").toString()))) {
            ConsoleTable table = deployed(app, second, seatsFrame);
            String station = app.games().game("console").orElseThrow().stations().getFirst().name();
            String ambiguous = table.handle("/station near frame:" + seatsFrame + " station:\"" + station + "\"");
            assertTrue(ambiguous.contains("Several frames are named"), ambiguous);
            String both = table.handle("/station near frame:" + seatsFrame + " station:none seat:Rook owner:@meguey");
            assertTrue(both.contains("Give `owner:` for a player's frame or `seat:` for one of the bot's, not both."),
                    both);
            String corrected = table.handle("/station near frame:" + seatsFrame + " station:\"" + station
                    + "\" seat:Rook");
            Game game = app.games().game("console").orElseThrow();
            assertEquals(station, game.frame("bot-easy-1", seatsFrame).orElseThrow().nearStation(), corrected);
            String log = table.handle("/game log count:20");
            String line = log.lines().filter(l -> l.contains(seatsFrame + " (Rook) now stands near")).findFirst()
                    .orElseThrow(() -> new AssertionError(log));
            assertTrue(line.contains(" ann — ") && !line.contains("(by ann)"), "the host's own correction: " + line);
            assertNull(game.frame("meguey", seatsFrame).orElseThrow().nearStation(), "the player's frame of that name stays");
        }
    }

    /**
     * In a demo the host places every frame, the seat's too: acting for the seat ({@code seat:})
     * places its frame as the host, and {@code owner:} names the seat by its name (an adversarial
     * test: the first was refused as the seat's own placement, the second as no such player).
     */
    @Test
    void inADemoTheHostPlacesASeatsFramesWithSeatOrByItsName() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = started(app, dir, "Lance");
            List<Frame> seats = app.games().game("console").orElseThrow().framesOf("bot-easy-1");
            String bySeat = table.handle("/deploy done frame:" + seats.get(0).name() + " seat:Rook");
            String byName = table.handle("/deploy done frame:" + seats.get(1).name() + " owner:@Rook");
            Game game = app.games().game("console").orElseThrow();
            assertTrue(game.framesOf("bot-easy-1").stream().allMatch(Frame::placed), bySeat + "\n" + byName);
        }
    }

    /**
     * The host undoes a seat's attack to correct it, and the correction is refused (a die the pool
     * lacks): the seat still waits for the host, as after the undo. The refusal woke it, and it at
     * once attacked again as before, so a typo cost the host the correction (a docs audit).
     */
    @Test
    void aRefusedCorrectionForASeatLeavesTheSeatWaitingForTheHost() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = deployed(app, dir, "Lance");
            table.handle("/turn pass");
            String seatsTurn = table.handle("@meguey /turn pass");
            assertTrue(seatsTurn.contains("Rook-2 attacks Anvil (ann) with R6."), seatsTurn);
            assertTrue(table.handle("/game undo").contains("took back"));
            long undone = app.games().version("console").orElseThrow();

            String typo = table.handle("/turn attack die:B6 seat:Rook");
            assertTrue(typo.startsWith("(only @ann sees this)\nActing for Rook (bot): "), typo);
            assertEquals(undone, app.games().version("console").orElseThrow(), "the seat still waits: " + typo);

            String corrected = table.handle("/turn attack die:R2 seat:Rook");
            assertTrue(corrected.contains("Rook-2 attacks Anvil (ann) with R2."), corrected);
            assertTrue(table.handle("/game log count:3").contains("Rook (bot) (by ann)"), "the host's correction");
        }
    }

    /** The seat's first frame's name in this seeded game (the same in every run of it). */
    private static String seatsFirstFrame(Path folder, String megueysFrame) throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", folder.resolve("mfz.db").toString()))) {
            deployed(app, folder, megueysFrame);
            return app.games().game("console").orElseThrow().framesOf("bot-easy-1").getFirst().name();
        }
    }

    /** A demo game of ann, meguey (whose first frame is so named) and an easy seat, deployed by the host. */
    private static ConsoleTable deployed(App app, Path folder, String megueysFrame) {
        ConsoleTable table = started(app, folder, megueysFrame);
        Game game = app.games().game("console").orElseThrow();
        for (Frame f : game.frames()) {
            table.handle("/deploy done frame:" + f.name() + (f.owner().equals("ann") ? "" : " owner:@" + f.owner()));
        }
        table.handle("/deploy done");
        return table;
    }

    /** The same game started, its frames not yet placed. */
    private static ConsoleTable started(App app, Path folder, String megueysFrame) {
        ConsoleTable table = new ConsoleTable(app.router(), new BufferedReader(new StringReader("")),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false,
                folder.resolve("exports"), app.seats(), "ann");
        for (String line : List.of("/game new size:demo", "/game options elevation:true", "@meguey /game join", "/game seat strength:easy",
                "/company frames frames:\"Anvil: B G Y Rd ssr:2; Hammer: B Rh Rh G ssr:1\"", "/company ready",
                "@meguey /company frames frames:\"" + megueysFrame + ": B G Y Rd ssr:2; Spear: B Rh Rh G ssr:1\"",
                "@meguey /company ready", "/game start")) {
            table.handle(line);
        }
        return table;
    }
}
