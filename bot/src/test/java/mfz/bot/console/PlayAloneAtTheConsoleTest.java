package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.App;
import mfz.bot.Arguments;
import mfz.bot.MainRunner;
import mfz.bot.core.Caller;
import mfz.bot.core.ControlRules;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30 at the console, as the README says: {@code /game new size:demo}, {@code /game seat
 * strength:easy}, build, start, and one person plays a whole game against the bot. The person's
 * lines are typed from what the table offers them; the seat answers at once after each line,
 * under its own name. The game ends, the bot's actions are in the log with it as their actor,
 * the host can take one back, and the export imports as played.
 */
class PlayAloneAtTheConsoleTest {

    @TempDir
    Path dir;

    @Test
    void onePersonPlaysAWholeDemoGameAgainstTheBot() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            StringBuilder out = new StringBuilder();
            for (String line : List.of("/game new size:demo", "/game seat strength:easy",
                    "/company frames frames:\"Anvil: B G Y Rd ssr:2; Hammer: B Rh Rh G ssr:1\"", "/company ready")) {
                out.append(table.handle(line));
            }
            String lobby = out.toString();
            String started = table.handle("/game start");
            // Off the map the bot can't see the table: said once, at the start (a player's first games)
            assertTrue(started.contains("The bot can't see your table: the host sets its pieces down and moves them "
                    + "as it says, and takes back (`/game undo`) a move or attack they couldn't make"), started);
            out.append(started);
            assertTrue(lobby.contains("Rook (bot)** joined the game") || lobby.contains("Rook (bot) joined the game"), lobby);
            assertTrue(lobby.contains("Rook (bot) declared their company ready."), lobby);
            assertFalse(lobby.contains("Rook-1"), "the seat's company stays secret until the start: " + lobby);

            Game game = app.games().game("console").orElseThrow();
            for (Frame f : game.frames()) {
                out.append(table.handle("/deploy done frame:" + f.name() + (f.owner().equals("ann") ? "" : " owner:@" + f.owner())));
            }
            out.append(table.handle("/deploy done"));
            boolean undone = false;
            for (int i = 0; i < 400 && app.games().game("console").isPresent(); i++) {
                game = app.games().game("console").orElseThrow();
                if (!undone && game.phase() == Phase.COMBAT && game.round() == 2) {
                    String undo = table.handle("/game undo");
                    assertTrue(undo.contains("took back"), undo);
                    out.append(undo);
                    undone = true;
                    // mid-game, with the seat's actions and one taken back: it must import as played
                    String export = table.handle("/game export");
                    assertTrue(export.contains("The game so far"), export);
                    continue;
                }
                out.append(table.handle(next(game)));
            }
            String played = out.toString();
            assertTrue(app.games().game("console").isEmpty(), "the game reached doomsday: " + tail(played));
            assertTrue(played.contains("🤖 Rook (bot):"), played);
            assertTrue(played.contains("Rook (bot)") && played.contains("Rook-1"), "the seat's frames played: " + tail(played));
            assertFalse(played.contains("<@bot-"), "a seat is named, never mentioned: " + played);
            assertFalse(played.contains("Something went wrong"), played);

            assertTrue(undone, "the host took back one of the seat's actions");
            String log = table.handle("/game log count:25");
            assertTrue(log.contains("Rook (bot)"), log);
            assertFalse(log.contains("@bot-"), "the log names a seat it prompts, as the table does: " + log);
            Path file;
            try (var files = Files.list(dir.resolve("exports"))) {
                file = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
            }
            String imported = table.handle("/game import file:" + file);
            assertTrue(imported.contains("restored a game here"), imported);
            Game back = app.games().gameOrLastFinished("console").orElseThrow();
            assertTrue(back.player("bot-easy-1").isPresent(), imported);
            assertEquals("Rook (bot)", back.nameOf("bot-easy-1"));
        }
    }

    /**
     * A rematch's opening seats the last game's bot seat in its host's command, which an import's
     * check of who acted lets pass (ImportChecks.actedFor): its export comes back (a review: once
     * the rematch stopped seating people, nothing else exported a game opened so).
     */
    @Test
    void aRematchThatSeatsTheBotComesBackFromItsExport() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            String company = "/company frames frames:\"Anvil: B G Y Rd ssr:2; Hammer: B Rh Rh G ssr:1\"";
            for (String line : List.of("/game new size:demo doomsday:1", "/game seat strength:easy", company,
                    "/company ready", "/game start")) {
                table.handle(line);
            }
            for (Frame f : app.games().game("console").orElseThrow().frames()) {
                table.handle("/deploy done frame:" + f.name() + (f.owner().equals("ann") ? "" : " owner:@" + f.owner()));
            }
            table.handle("/deploy done");
            for (int i = 0; i < 200 && app.games().game("console").isPresent(); i++) {
                table.handle(next(app.games().game("console").orElseThrow()));
            }
            assertTrue(app.games().game("console").isEmpty(), "the first game reached doomsday");
            String rematch = table.handle("/game rematch");
            assertTrue(rematch.contains("Rook (bot)"), "the seat sits down again: " + rematch);
            for (String line : List.of(company, "/company ready", "/game start")) {
                table.handle(line);
            }
            assertTrue(table.handle("/game export").contains("The game so far"));
            table.handle("/game end confirm:true");
            Path file;
            try (var files = Files.list(dir.resolve("exports"))) {
                file = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
            }
            String imported = table.handle("/game import file:" + file);
            assertTrue(imported.contains("restored a game here"), imported);
            assertTrue(app.games().game("console").orElseThrow().player("bot-easy-1").isPresent(), imported);
        }
    }

    /**
     * A second seat withdraws every ready, the first seat's too, which readies again at once: the
     * lobby's foot names only the people still to declare (it named the seats, which readied in the
     * lines below it, and they read as stuck: a docs audit).
     */
    @Test
    void theLobbysFootNamesThePeopleStillToDeclareNotTheSeats() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "30"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            table.handle("/game new size:skirmish");
            table.handle("/game seat strength:easy");
            String second = table.handle("/game seat strength:easy");
            assertTrue(second.contains("👉 Still to declare their company ready: ann."), second);
            assertFalse(second.contains("ready: ann, ") || second.contains("ready: Rook"), second);
            Game lobby = app.games().game("console").orElseThrow();
            assertTrue(lobby.players().stream().filter(p -> !p.id().equals("ann")).allMatch(p -> p.ready()),
                    "the seats readied again: " + second);
        }
    }

    /**
     * The log names a seat it prompts, as the table does: its id written as a mention read
     * `@bot-easy-1` there, and `<@bot-easy-1>` on Discord (an adversarial play, 2026-11-28).
     */
    @Test
    void theLogNamesASeatItPrompts() {
        String out = MainRunner.run(List.of("--console", "--seed", "7"), Map.of("MFZ_DB",
                dir.resolve("log.db").toString()), """
                @vincent /game new size:demo
                @vincent /game seat
                @vincent /company frame name:Anvil loadout:"B G Y Rd" ssr:3
                @vincent /company frame name:Hammer loadout:"G Rh"
                @vincent /company ready
                @vincent /game start
                @vincent /deploy done frame:Anvil
                @vincent /deploy done frame:Hammer
                @vincent /deploy done frame:Rook-1 owner:bot-easy-1
                @vincent /deploy done frame:Rook-2 owner:bot-easy-1
                @vincent /deploy done
                @vincent /turn start frame:Anvil target:Rook-1 range:direct
                @vincent /turn defend die:none
                @vincent /turn attack die:W5
                @vincent /game log count:8
                """).out();
        String log = out.substring(out.lastIndexOf("Game log"));
        // a seat's frame is named with its seat's name alone: "(Rook (bot))" nested brackets on every line (a review)
        assertTrue(log.contains("Rook-1 (Rook) has not acted yet"), log);
        assertFalse(log.contains("(bot))"), log);
        assertFalse(log.contains("bot-easy-1"), log);
    }

    /**
     * After the host's undo the seat waits for the next game command from someone at the table,
     * as on Discord: a bystander's line, a roll or the rules woke it at the console, and it redid
     * at once what the host had just taken back (an adversarial play).
     */
    @Test
    void aSeatPutToSleepByAnUndoWakesOnlyForAGameCommandAtTheTable() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "7"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            for (String line : List.of("/game new size:demo", "/game seat strength:hard",
                    "/company frames frames:\"Anvil: B G Y Rd ssr:2; Hammer: B Rh Rh G ssr:1\"", "/company ready",
                    "/game start", "/deploy done frame:Anvil", "/deploy done frame:Hammer",
                    "/deploy done frame:Rook-1 owner:bot-hard-1", "/deploy done frame:Rook-2 owner:bot-hard-1",
                    "/deploy first player:bot-hard-1", "/deploy done")) {
                table.handle(line);
            }
            String undone = table.handle("/game undo");
            assertTrue(undone.contains("took back"), undone);
            for (String bystanding : List.of("@stranger /rules", "/roll dice:2W", "@stranger /game table")) {
                String answer = table.handle(bystanding);
                assertFalse(answer.contains("🤖"), bystanding + " woke the seat: " + answer);
            }
            String atTheTable = table.handle("/game table");
            assertTrue(atTheTable.contains("🤖 Rook (bot):"), "the host's game command wakes it: " + atTheTable);
        }
    }

    /**
     * The demo's host names a seat to go first by its name, as `owner:` and `seat:` do (a bad-input
     * audit); a person named as the seat is, is the person, as `owner:` reads it (a review: the seat
     * outranked them).
     */
    @Test
    void theDemosHostNamesASeatToGoFirstByItsNameAndAPersonOfThatNameByTheirs() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "7"}),
                Map.of("MFZ_DB", dir.resolve("ann.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            String seat = placedAgainstAHardSeat(app, table, "ann");
            String first = table.handle("/deploy first player:Rook");
            assertFalse(first.contains("There is no player"), first);
            assertEquals(seat, app.games().game("console").orElseThrow().firstPlayer(), first);
        }
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "7"}),
                Map.of("MFZ_DB", dir.resolve("rook.db").toString()))) {
            ConsoleTable table = table(app, "rook");
            String seat = placedAgainstAHardSeat(app, table, "rook");
            assertTrue(app.games().game("console").orElseThrow().nameOf(seat).startsWith("Rook"));
            String first = table.handle("/deploy first player:@rook");
            assertEquals("rook", app.games().game("console").orElseThrow().firstPlayer(), first);
        }
    }

    /**
     * The commands printed beside the controls name a seat as players type it ({@code owner:Rook}),
     * not by its id ({@code owner:bot-hard-1}, which a first game read as the name to type), and
     * its number places the seat's frame all the same; by its id where a person answers to its name.
     */
    @Test
    void printedCommandsNameASeatByItsName() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "7"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            String started = startedAgainstAHardSeat(table);
            assertFalse(started.contains("bot-hard-1"), started);
            String place = started.lines().filter(line -> line.contains("/deploy done frame:Rook-1")).findFirst()
                    .orElseThrow(() -> new AssertionError(started));
            assertTrue(place.endsWith("/deploy done frame:Rook-1 owner:Rook"), place);
            assertTrue(started.contains("/deploy first player:Rook\n"), started);

            String placed = table.handle(place.strip().split("\\.")[0]);
            assertTrue(placed.startsWith("→ /deploy done frame:Rook-1 owner:Rook\n"), placed);
            assertTrue(app.games().game("console").orElseThrow().frame("bot-hard-1", "Rook-1").orElseThrow().placed(),
                    placed);
        }
        // A person called rook at the table is who `owner:Rook` names: the seat keeps its id there.
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "7"}),
                Map.of("MFZ_DB", dir.resolve("rook.db").toString()))) {
            String started = startedAgainstAHardSeat(table(app, "rook"));
            assertTrue(started.contains("owner:bot-hard-1\n"), started);
        }
    }

    /** A demo against a hard seat, its host's company ready: what the start prints. */
    private static String startedAgainstAHardSeat(ConsoleTable table) {
        for (String line : List.of("/game new size:demo", "/game seat strength:hard",
                "/company frames frames:\"Anvil: B G Y Rd ssr:2; Hammer: B Rh Rh G ssr:1\"", "/company ready")) {
            table.handle(line);
        }
        return table.handle("/game start");
    }

    /** A demo against a hard seat, every frame placed by its host: the seat's id. */
    private static String placedAgainstAHardSeat(App app, ConsoleTable table, String host) {
        startedAgainstAHardSeat(table);
        table.handle("/deploy done frame:Anvil");
        table.handle("/deploy done frame:Hammer");
        Game game = app.games().game("console").orElseThrow();
        String seat = game.players().stream().map(Player::id).filter(id -> !id.equals(host)).findFirst().orElseThrow();
        for (Frame frame : game.framesOf(seat)) {
            table.handle("/deploy done frame:" + frame.name() + " owner:" + seat);
        }
        return seat;
    }

    /** A seat that left the lobby is named in the log as it joined, not by its id (a seat play). */
    @Test
    void theLogNamesASeatThatLeftAsItJoined() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "7"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            // Bob's id at the console is bob: the log named one who left by it.
            for (String line : List.of("/game new size:demo", "/game seat strength:hard", "@Bob /game join",
                    "@Bob /game leave")) {
                table.handle(line);
            }
            String left = table.handle("/game leave seat:Rook");
            assertTrue(left.contains("Rook (bot) left the game"), left);
            String log = table.handle("/game log");
            assertTrue(log.contains("Rook (bot) — Rook (bot) joined the game.") && log.contains("Rook (bot) left the game."),
                    log);
            assertTrue(log.contains("Bob — Bob left the game."), log);
            assertFalse(log.contains("bot-hard-1"), log);
        }
    }

    /** A seat typed at the console by an id whose seat's name is taken sits down under a free one (a review). */
    @Test
    void aSeatTypedAtTheConsoleTakesAFreeName() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "7"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            table.handle("@bot-hard-1 /game new size:demo");
            String joined = table.handle("@bot-easy-1 /game join");
            assertTrue(joined.contains("Bishop (bot)") && joined.contains("joined the game"), joined);
        }
    }

    /**
     * A control is chosen by its number as it is tapped: once the game has moved on since it was
     * printed (here another front end on the same game answered the defense), it is refused as out
     * of date and changes nothing; typed again as its command, it would have acted on a game it
     * wasn't made for (a review). One made for another player is refused to whoever chooses it.
     */
    @Test
    void aNumberIsATapRefusedOnceTheGameMovedOnAndToAnotherPlayer() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "5"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "vincent");
            for (String line : RoundMessagesTest.DEMO_TO_ROUND_1.lines().toList()) {
                table.handle(line);
            }
            String turn = table.handle("/turn start frame:Anvil target:Fang range:direct");
            Matcher defend = Pattern.compile("(?m)^(\\d+)\\. \\[Defend [^]]*\\] /turn defend ")
                    .matcher(turn);
            assertTrue(defend.find(), turn);

            String notHers = table.handle("@meguey " + defend.group(1));
            assertTrue(notHers.contains("That button is for @vincent, not for you"), notHers);

            long before = app.games().version("console").orElseThrow();
            Reply elsewhere = app.router().route(new Request(null, "console", "console",
                    new Caller("vincent", "vincent", false), "turn defend", Map.of("die", "none")));
            assertFalse(elsewhere.ephemeral(), elsewhere.content());
            long moved = app.games().version("console").orElseThrow();
            assertTrue(moved > before, "the defense was stored");
            String stale = table.handle(defend.group(1));
            assertTrue(stale.contains(ControlRules.OUT_OF_DATE), stale);
            assertEquals(moved, app.games().version("console").orElseThrow(), "nothing changed");
        }
    }

    /**
     * A game of bots only, to watch: at the console anyone may act as anyone, so a seat opens the
     * game and seats another; they ready, start and play it to doomsday with nobody typing. On
     * Discord no caller is ever a seat (their ids are a Discord user's), so it can't happen there.
     */
    @Test
    void aGameOfSeatsOnlyPlaysItselfToDoomsday() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "31"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            table.handle("@bot-easy-1 /game new size:demo");
            String watched = table.handle("@bot-easy-1 /game seat strength:hard");
            assertTrue(watched.contains("Doomsday!"), watched.length() < 3000 ? watched : watched.substring(watched.length() - 3000));
            assertTrue(app.games().game("console").isEmpty(), "the game is over");

            // Its rematch seats both seats again, as themselves, and they play it to doomsday too.
            List<String> seated = app.games().gameOrLastFinished("console").orElseThrow().players().stream()
                    .map(Player::id).toList();
            String again = table.handle("@bot-easy-1 /game rematch");
            assertTrue(again.contains("Doomsday!"), again.length() < 3000 ? again : again.substring(again.length() - 3000));
            assertEquals(seated, app.games().gameOrLastFinished("console").orElseThrow().players().stream()
                    .map(Player::id).toList());
        }
    }

    /**
     * On the map too: a demo's frames start 5 to 6 units from its station, which none of the points
     * a seat tried met, so a seat hosting a demo on the map never placed a frame (a docs audit).
     */
    @Test
    void aDemoOfSeatsOnTheMapPlaysItselfToDoomsday() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "31"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            table.handle("@bot-easy-1 /game new size:demo");
            table.handle("@bot-easy-1 /game options map:true");
            String watched = table.handle("@bot-easy-1 /game seat strength:hard");
            assertTrue(watched.contains("Doomsday!"), watched.length() < 3000 ? watched : watched.substring(watched.length() - 3000));
            // A seat's placements are lettered on no menu: no map each, lettered for its own next one (a review)
            String deployment = watched.substring(0, watched.indexOf("Deployment is over"));
            assertFalse(deployment.contains(".png"), deployment);
            // its moves come with the map, as a person's do (a map audit: away from the table, its frames were
            // seen to move only at the next /map show)
            String combat = watched.substring(watched.indexOf("Deployment is over"));
            assertTrue(combat.contains("🦿") && combat.contains("map.png"), combat.substring(0, 2000));
        }
    }

    /**
     * Two easy seats bring the same company, so a skirmish of them ties at bidding: the start rolls
     * the tie's order, and a seat hosting it starts it all the same (a seat audit: the lobby's
     * trial run of the start rolled no dice, threw, and the game never started).
     */
    @Test
    void aSkirmishOfTwoTiedSeatsStartsAndPlaysItselfToDoomsday() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "31"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = table(app, "ann");
            table.handle("@bot-easy-1 /game new size:skirmish doomsday:1");
            String watched = table.handle("@bot-easy-1 /game seat strength:easy");
            assertTrue(watched.contains("Doomsday!"), watched.length() < 3000 ? watched : watched.substring(watched.length() - 3000));
        }
    }

    /**
     * The seat audit (2026-11-26): a seat that held the campaign's objective at doomsday never
     * chose the next battle's constraints (only the holder may), and its line showed a raw
     * {@code <@bot-…>}. Now it chooses two ready-made ones at once, named, never pinged.
     */
    @Test
    void aSeatHoldingTheObjectiveAtDoomsdayChoosesTheNextBattlesConstraints() throws Exception {
        for (int seed = 31; ; seed++) {
            assertTrue(seed < 41, "some seed ends with a seat holding the objective");
            try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", Integer.toString(seed)}),
                    Map.of("MFZ_DB", dir.resolve("campaign-" + seed + ".db").toString()))) {
                ConsoleTable table = table(app, "ann");
                table.handle("@bot-easy-1 /campaign new name:Moon");
                table.handle("@bot-easy-1 /game new size:skirmish campaign:Moon doomsday:3");
                table.handle("@bot-easy-1 /campaign objective name:Prototype");
                String watched = table.handle("@bot-easy-1 /game seat strength:hard");
                assertTrue(watched.contains("Doomsday!"), watched.substring(Math.max(0, watched.length() - 3000)));
                assertFalse(watched.contains("<@bot-") || watched.contains("@bot-"), "a seat is never pinged");
                if (!watched.contains("held Prototype at doomsday")) {
                    continue;
                }
                assertTrue(watched.contains("held Prototype at doomsday and chose the constraints for battle 2: "),
                        watched.substring(Math.max(0, watched.length() - 3000)));
                // and the next battle opens by a tap, as after a person's choice (only typed before)
                assertTrue(watched.contains("[Open battle 2 here: skirmish] /game new size:skirmish campaign:Moon"),
                        watched.substring(Math.max(0, watched.length() - 1500)));
                String status = table.handle("/campaign status");
                assertFalse(status.contains("Waiting on"), "nobody is waited on to choose: " + status);
                return;
            }
        }
    }

    /** What the person types next: the first thing the table offers them, played plainly. */
    private static String next(Game game) {
        if (game.pending() instanceof PendingDecision.HitChoice hit && hit.player().equals("ann")) {
            return "/damage take system:" + hit.options().getFirst();
        }
        if (game.pending() instanceof PendingDecision.DoomsdayChoice d && d.player().equals("ann")) {
            return "/doomsday pass";
        }
        List<Choice> choices = GameQueries.choices(game, "ann");
        Optional<Choice> start = choices.stream().filter(c -> c.action() == Action.START_TURN).findFirst();
        String enemy = game.frames().stream().filter(f -> !f.owner().equals("ann") && f.alive()).map(Frame::name)
                .findFirst().orElse("none");
        if (start.isPresent()) {
            boolean activated = game.turn().isPresent();
            return "/turn start" + (activated ? "" : " frame:" + start.get().frames().getFirst().frame())
                    + (enemy.equals("none") ? "" : " target:" + enemy + " range:hand");
        }
        for (Choice c : choices) {
            switch (c.action()) {
                case DEFEND -> {
                    return "/turn defend die:" + c.options().getFirst();
                }
                case ATTACK -> {
                    return "/turn attack die:" + c.options().getFirst();
                }
                default -> {
                }
            }
        }
        if (choices.stream().anyMatch(c -> c.action() == Action.END_TURN)) {
            return "/turn end";
        }
        if (choices.stream().anyMatch(c -> c.action() == Action.PASS)) {
            return "/turn pass";
        }
        return "/game table";
    }

    private static String tail(String s) {
        return s.length() < 3000 ? s : s.substring(s.length() - 3000);
    }

    /** The console table of this app, its lines typed by the test, a bare line being {@code player}'s. */
    private ConsoleTable table(App app, String player) {
        return new ConsoleTable(app.router(), new BufferedReader(new StringReader("")),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false,
                dir.resolve("exports"), app.seats(), player);
    }
}
