package mfz.bot.commands.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.rules.game.Phase;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.seat.Seat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each {@code /game} subcommand through the router on a real SQLite file: its effect, and a refusal. */
class GameCommandsTest {

    @TempDir
    Path dir;

    private GameHarness opened() throws Exception {
        GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1);
        table.type("vincent", "game new", "size", "skirmish");
        return table;
    }

    @Test
    void newOpensAGameTheCallerHostsAndOnlyOneAChannel() throws Exception {
        try (GameHarness table = opened()) {
            assertEquals("vincent", table.game().host());
            assertEquals(Phase.LOBBY, table.game().phase());
            assertTrue(table.refused("meguey", "game new", "size", "battle").contains("already has a game"));
            assertEquals("vincent", table.game().host());
        }
    }

    /** Options given as the game opens with them anyway are no change to refuse (it used to: "already 3"). */
    @Test
    void newWithTheOptionsASkirmishHasAnywayOpensIt() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            var options = GameOptions.defaults(GameSize.SKIRMISH);
            table.type("vincent", "game new", "size", "skirmish", "ssr", String.valueOf(options.ssrCount()),
                    "doomsday", String.valueOf(options.startingDoomsday()));
            assertEquals(Phase.LOBBY, table.game().phase(), table.lastReply().content());
            assertEquals(options, table.game().options());
        }
    }

    @Test
    void joinTakesASeatOnce() throws Exception {
        try (GameHarness table = opened()) {
            table.type("meguey", "game join");
            assertTrue(table.game().player("meguey").isPresent());
            table.refused("meguey", "game join");
        }
    }

    @Test
    void leaveGivesUpTheSeat() throws Exception {
        try (GameHarness table = opened()) {
            table.type("meguey", "game join");
            table.type("meguey", "game leave");
            assertTrue(table.game().player("meguey").isEmpty());
            table.refused("meguey", "game leave");
        }
    }

    /** A join or a leave changes the table's limits, so every ready is withdrawn: said, not silently (an audit). */
    @Test
    void aJoinOrALeaveSaysEveryCompanyMustBeReadyAgain() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.bothReady("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            Reply joined = table.type("ada", "game join");
            assertTrue(joined.content().contains("**ada** joined the game. Every company must be declared ready again."),
                    joined.content());
            assertTrue(table.game().players().stream().noneMatch(p -> p.ready()));
            Reply ready = table.type("vincent", "company ready");
            assertFalse(table.game().player("vincent").orElseThrow().ready(), "no longer valid for three players: " + ready);
            table.type("ada", "game leave");
            table.type("vincent", "company ready");
            Reply left = table.type("meguey", "game leave");
            assertTrue(left.content().contains("**meguey** left the game. Every company must be declared ready again."),
                    left.content());
            Reply nobodyReady = table.type("ada", "game join");
            assertFalse(nobodyReady.content().contains("ready again"), "nobody was ready: " + nobodyReady.content());
            // an undo that gives the readies back withdraws none; a leaver's own ready is nobody's to declare again
            table.type("ada", "game leave");
            table.type("meguey", "game join");
            table.type("meguey", "company frame", "name", "Fang-1", "loadout", "B G Y Rd");
            table.type("meguey", "company frame", "name", "Fang-2", "loadout", "B G Rh Rh");
            table.type("meguey", "company frame", "name", "Fang-3", "loadout", "B B G Ra");
            table.type("meguey", "company frame", "name", "Fang-4", "loadout", "G Y Rd");
            for (String station : List.of("FA", "FB", "FC")) {
                table.type("meguey", "company station", "name", station);
            }
            table.type("meguey", "company ready");
            table.type("vincent", "company ready");
            assertTrue(table.game().player("meguey").orElseThrow().ready() && table.game().player("vincent")
                    .orElseThrow().ready(), "both ready again");
            assertTrue(table.type("ada", "game join").content().contains("ready again"));
            Reply undone = table.type("vincent", "game undo");
            assertFalse(undone.content().contains("ready again"), undone.content());
            assertTrue(table.game().player("meguey").orElseThrow().ready());
            table.type("vincent", "game options", "doomsday", "5");
            table.type("meguey", "company ready");
            Reply leaving = table.type("meguey", "game leave");
            assertFalse(leaving.content().contains("ready again"), "only the leaver was ready: " + leaving.content());
        }
    }

    @Test
    void optionsAreTheHostsToSetAndAnyoneCanRead() throws Exception {
        try (GameHarness table = opened()) {
            table.type("meguey", "game join");
            table.type("vincent", "game options", "ssr", "5");
            assertEquals(5, table.game().options().ssrCount());
            table.refused("meguey", "game options", "ssr", "1");
            assertEquals(5, table.game().options().ssrCount());
            assertTrue(table.type("meguey", "game options").content().startsWith("Options: "));
        }
    }

    @Test
    void startRevealsTheCompaniesOnlyWhenAllAreReady() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            String notYet = table.refused("vincent", "game start");
            assertTrue(notYet.contains("Not every company is ready"), notYet);
            String hidden = table.type("vincent", "game table").table().embed().toString();
            assertFalse(hidden.contains("Fang-3") || hidden.contains("Anvil-3"), "secret in the lobby: " + hidden);
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            Reply started = table.type("vincent", "game start");
            assertFalse(table.game().phase() == Phase.LOBBY);
            assertTrue(started.content().contains("companies are revealed"), started.content());
            String shown = started.table().embed().toString();
            assertTrue(shown.contains("Fang-3") && shown.contains("B B G Ra") && shown.contains("Anvil-2"),
                    "both companies on the table: " + shown);
        }
    }

    /**
     * No control made in the lobby carries a version, which counts the players' secret company
     * edits: a forged one guessing versions is out of date whatever it guesses, the right one
     * too, so the answers tell nobody how often the others edited (a security audit).
     */
    @Test
    void aControlNamingAVersionInTheLobbyIsOutOfDateWhateverItGuesses() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            long actual = table.version();
            String right = table.refused("meguey", "game table", "private", "true", "v", Long.toString(actual));
            String wrong = table.refused("meguey", "game table", "private", "true", "v", Long.toString(actual - 1));
            assertEquals(wrong, right);
            assertTrue(right.contains("moved on"), right);
            assertEquals(right, table.refused("meguey", "game table", "private", "true", "v", "-1"),
                    "the lobby's own mark, forged, too");
        }
    }

    @Test
    void tableIsPostedAgainWhereThereIsAGame() throws Exception {
        try (GameHarness table = opened()) {
            Reply reply = table.type("meguey", "game table");
            assertTrue(reply.table().repost());
            assertTrue(reply.table().embed().toString().contains("vincent"));
        }
        try (GameHarness empty = new GameHarness(dir.resolve("empty.db"), 1)) {
            empty.refused("meguey", "game table");
        }
    }

    @Test
    void logTellsTheLatestActionsWithWhoGaveThem() throws Exception {
        try (GameHarness table = opened()) {
            table.type("meguey", "game join");
            String log = table.type("meguey", "game log").embeds().getFirst().description();
            assertTrue(log.contains("**meguey**"), log);
            assertTrue(table.refused("meguey", "game log", "count", "26").contains("1 to 25"));
        }
    }

    @Test
    void undoTakesBackTheLastActionForTheHostOnly() throws Exception {
        try (GameHarness table = opened()) {
            table.type("meguey", "game join");
            assertTrue(table.refused("meguey", "game undo").contains("Only the host (vincent) can undo."));
            table.type("vincent", "game undo");
            assertTrue(table.game().player("meguey").isEmpty());
        }
    }

    @Test
    void endAsksFirstThenAbandonsTheGame() throws Exception {
        try (GameHarness table = opened()) {
            assertTrue(table.refused("meguey", "game end", "confirm", "true").contains("Only the host"));
            Reply asked = table.type("vincent", "game end");
            assertTrue(asked.ephemeral() && asked.content().contains("confirm:true"), asked.content());
            assertTrue(table.games().game(GameHarness.CHANNEL).isPresent());
            // The confirmation is a tap too (a product audit, 2026-11-26: it was typed only), and only the asker's.
            Component end = GameHarness.control(asked, "End the game for everyone");
            // In the lobby it holds no version of the game: comparing two told how often the others had
            // edited their secret companies (a trust audit, 2026-11-27).
            assertFalse(end.id().contains("|v="), end.id());
            assertTrue(table.tap("meguey", end).content().startsWith("That button is for"), "not hers");
            assertTrue(table.games().game(GameHarness.CHANNEL).isPresent());
            assertTrue(table.tap("vincent", end).content().startsWith("🛑 **vincent** ended the game."));
            assertTrue(table.games().game(GameHarness.CHANNEL).isEmpty());
        }
    }

    /**
     * The lobby's confirm holds no version, so it names the game whose lobby it ends: left open, it
     * ended the game once started, or the next game opened (an adversarial audit).
     */
    @Test
    void aLobbysConfirmLeftOpenEndsNoLaterGame() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("demo.db"), 1)) {
            table.type("vincent", "game new", "size", "demo");
            Component another = GameHarness.control(table.type("vincent", "game end"), "End the game for everyone");
            table.type("vincent", "game end", "confirm", "true");
            table.type("vincent", "game new", "size", "demo");
            Component leftOpen = GameHarness.control(table.type("vincent", "game end"), "End the game for everyone");
            assertTrue(table.tap("vincent", another).content().startsWith("That confirmation was for another game's "
                    + "lobby, so nothing was done."), "another game's");
            table.type("meguey", "game join");
            table.type("vincent", "company frames", "frames", "Anvil: B G Y Rd ssr:3; Hammer: G Rh");
            table.type("meguey", "company frames", "frames", "Fang: B G Y Rd ssr:3; Bolt: B Y Ra");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            table.type("vincent", "game start");
            assertTrue(table.tap("vincent", leftOpen).content().equals("That confirmation was for this game's lobby, and "
                + "the game has started since, so nothing was done. To end this game, type `/game end`."), "started since");
            assertTrue(table.games().game(GameHarness.CHANNEL).isPresent(), "still played");
        }
    }

    /** Leaving the lobby and giving the bot a seat are taps too (a product audit, 2026-11-26: typed only). */
    @Test
    void theLobbyCardLeavesAndSeatsTheBotByTaps() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            Reply lobby = table.type("vincent", "game new", "size", "skirmish");
            table.type("meguey", "game join");
            Component hard = GameHarness.control(lobby, "Bot: hard (host)");
            assertTrue(table.tap("meguey", hard).content().startsWith("Only the host"), "the host's");
            table.tap("vincent", hard);
            assertEquals(3, table.game().players().size(), "the bot sat down");
            assertTrue(table.game().players().stream().anyMatch(p -> Seat.isSeat(p.id())));
            table.tap("meguey", GameHarness.control(lobby, "Leave"));
            assertTrue(table.game().player("meguey").isEmpty(), "she left");
        }
    }

    /** A demo's host chooses who goes first each round by a tap too (a product audit, 2026-11-26: typed only). */
    @Test
    void aDemosHostTapsWhoGoesFirst() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("demo.db"), 1)) {
            table.type("vincent", "game new", "size", "demo");
            table.type("meguey", "game join");
            table.type("vincent", "company frames", "frames", "Anvil: B G Y Rd ssr:3; Hammer: G Rh");
            table.type("meguey", "company frames", "frames", "Fang: B G Y Rd ssr:3; Bolt: B Y Ra");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            Reply started = table.type("vincent", "game start");
            Component first = GameHarness.control(started, "Who goes first each round");
            assertTrue(table.tap("meguey", first, "meguey").content().startsWith("That button is for"), "the host's");
            table.tap("vincent", first, "meguey");
            assertEquals("meguey", table.game().firstPlayer());
        }
    }

    /** A channel manager acting with the host's authority is named in the channel, not only in the log (a trust audit). */
    @Test
    void aChannelManagerStandingInForTheHostIsNamed() throws Exception {
        try (GameHarness table = opened()) {
            Reply set = table.typeManaging("mod", "game options", "hazards", "true");
            assertFalse(set.ephemeral(), set.content());
            assertTrue(set.content().startsWith("_(**mod** stands in for the host)_\n"), set.content());
        }
    }

    /** A manager giving the bot a seat is named too: the seat was stored as nobody's act but its own (a trust audit, 2026-11-27). */
    @Test
    void aChannelManagerGivingTheBotASeatIsNamed() throws Exception {
        try (GameHarness table = opened()) {
            Reply seated = table.typeManaging("mod", "game seat");
            assertFalse(seated.ephemeral(), seated.content());
            assertTrue(seated.content().startsWith("_(**mod** stands in for the host)_\n"), seated.content());
            assertEquals(2, table.game().players().size(), "the seat joined: " + table.game().players());
        }
    }

    /** A manager acting for a player with {@code as:} is named too: "the host acts for" alone pointed at the host (a trust audit). */
    @Test
    void aChannelManagerActingForAPlayerIsNamed() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.started();
            Reply done = table.typeManaging("mod", "deploy done", "as", "meguey");
            assertFalse(done.ephemeral(), done.content());
            assertTrue(done.content().startsWith("_(**mod** stands in for the host)_\n_(the host acts for **"),
                    done.content());
            Reply own = table.type("vincent", "deploy done", "as", "meguey");
            assertFalse(own.content().contains("stands in"), "the host's own act: " + own.content());
        }
    }

    @Test
    void aChannelManagerEndsAGameTheyDidNotOpen() throws Exception {
        try (GameHarness table = opened()) {
            table.typeManaging("mod", "game end", "confirm", "true");
            assertTrue(table.games().game(GameHarness.CHANNEL).isEmpty());
        }
    }

    @Test
    void theLobbyIsNeverExportedItsCompaniesAreSecret() throws Exception {
        try (GameHarness table = opened()) {
            table.type("meguey", "game join");
            for (String asker : List.of("vincent", "meguey", "stranger")) {
                assertEquals("The game hasn't started, so its companies are still secret and there is nothing to "
                        + "export yet: export it once `/game start` has revealed them.", table.refused(asker, "game export"));
            }
            table.type("vincent", "game end", "confirm", "true");
            assertTrue(table.refused("vincent", "game import", "file", "not json").contains("not a game export"));
        }
        try (GameHarness empty = new GameHarness(dir.resolve("empty.db"), 1)) {
            empty.refused("vincent", "game export");
        }
    }

    /** A number within its range is taken however it is written: `doomsday:0005` was refused for its length. */
    @Test
    void aNumberWithinItsRangeIsTakenWithLeadingZeros() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("zeros.db"), 5)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            assertFalse(table.type("vincent", "game options", "doomsday", "0005").ephemeral());
            assertEquals(5, table.game().options().startingDoomsday());
            // past nine digits too (a review: "must be a whole number")
            assertFalse(table.type("vincent", "game options", "doomsday", "00000000007").ephemeral());
            assertEquals(7, table.game().options().startingDoomsday());
        }
    }
}
