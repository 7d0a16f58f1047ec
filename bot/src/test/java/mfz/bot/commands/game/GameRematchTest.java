package mfz.bot.commands.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.PhoneText;
import mfz.bot.core.Reply;
import mfz.bot.store.Database;
import mfz.bot.store.GameRecord;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.map.Ruler;
import mfz.rules.options.GameOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /game rematch} refused where it can't follow a finished game. Its effect, after a
 * whole game: {@code CombatOnDiscordTest}, which taps the result's Rematch button.
 */
class GameRematchTest {

    @TempDir
    Path dir;

    @Test
    void aRematchFollowsOnlyAFinishedGame() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 7)) {
            assertTrue(table.refused("vincent", "game rematch").contains("finished game"));
            table.type("vincent", "game new", "size", "skirmish");
            assertTrue(table.refused("vincent", "game rematch").startsWith("This channel already has a game open"));
        }
    }

    /**
     * A game opened after a finished one and ended without being played out takes its place: the
     * channel's table, log, report and rematch showed the game before it (a campaign play).
     */
    @Test
    void aGameEndedAfterAFinishedOneTakesItsPlace() throws Exception {
        List<Event> history = new ArrayList<>(MapTables.skirmish("B G Y Rd",
                List.of(), new Point(12, 12)).history());
        history.add(new Event.GameEnded(List.of("a")));
        try (GameHarness table = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"),
                new Table(history)), 7)) {
            Reply before = table.type("b", "game table");
            assertTrue(before.table() != null && !before.files().isEmpty(), "the finished game's table and chart: " + before);
            table.type("b", "game new", "size", "skirmish");
            assertFalse(table.type("b", "game end", "confirm", "true").ephemeral());
            for (String command : List.of("game table", "game log", "game report", "game export")) {
                Reply after = table.type("b", command);
                assertTrue(after.ephemeral() && after.table() == null && after.files().isEmpty()
                        && after.content().contains("no game"), command + ": " + after.content());
            }
            assertTrue(table.refused("a", "game rematch").contains("finished game"));
        }
    }

    /**
     * The result card's Rematch names its game, as its Report does: an older result's rematched the
     * channel's last game, another's players and options (an adversarial audit).
     */
    @Test
    void aResultsRematchIsOnlyForTheLastGame() throws Exception {
        List<Event> history = new ArrayList<>(MapTables.skirmish("B G Y Rd",
                List.of(), new Point(12, 12)).history());
        history.add(new Event.GameEnded(List.of("a")));
        try (GameHarness table = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"),
                new Table(history)), 7)) {
            long last = table.games().recordOrLastFinished(GameHarness.CHANNEL).orElseThrow().id();
            assertTrue(table.refused("a", "game rematch", "game", Long.toString(last + 1)).startsWith("That rematch "
                    + "was asked for an earlier game"));
            assertTrue(table.games().game(GameHarness.CHANNEL).isEmpty(), "nothing opened");
            assertFalse(table.type("a", "game rematch", "game", Long.toString(last)).ephemeral());
            assertTrue(table.games().game(GameHarness.CHANNEL).isPresent(), "the last game's rematch");
        }
    }

    /** A rematch keeps the options of the game before, map mode and its ruler too (an audit found it dropped). */
    @Test
    void aRematchKeepsTheOptionsMapModeIncluded() throws Exception {
        List<Event> history = new ArrayList<>(MapTables.skirmish("B G Y Rd",
                List.of(), new Point(12, 12)).history());
        history.add(new Event.GameEnded(List.of("a")));
        Game ended = new Table(history).game();
        assertEquals(Phase.ENDED, ended.phase());
        try (GameHarness table = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"),
                new Table(history)), 7)) {
            Reply rematch = table.type("b", "game rematch");
            assertFalse(rematch.ephemeral(), rematch.content());
            GameOptions again = table.game().options();
            assertEquals(ended.options().map(), again.map());
            assertEquals(Ruler.EIGHT, again.map());
            assertEquals(Phase.LOBBY, table.game().phase());
        }
    }

    /**
     * The last game's other players are asked, never seated: a rematch seated them under whoever
     * tapped it, who then hosted them (`/game leave as:` worked on them), and its reminders pinged
     * them for a game they never joined (an authorization audit). Joining, each comes under the
     * name Discord gives them now.
     */
    @Test
    void aRematchAsksTheLastGamesPlayersAndSeatsNone() throws Exception {
        try (GameHarness table = new GameHarness(endedWithBNamed("Ben | EU"), 7)) {
            Reply rematch = table.type("a", "game rematch");
            assertFalse(rematch.ephemeral(), rematch.content());
            assertEquals(List.of("a"), table.game().players().stream().map(p -> p.id()).toList(), "only its host");
            assertTrue(rematch.content().endsWith("\n👉 <@b>, your last game's rematch: **Join** (`/game join`) to play "
                    + "it again."), rematch.content());
            assertTrue(table.refused("a", "game leave", "as", "b").contains("not"), "nobody to act for");
            assertFalse(table.type("b", "game join").ephemeral());
            assertEquals(List.of("a", "b"), table.game().players().stream().map(p -> p.id()).toList());
            assertEquals("b", table.game().nameOf("b"), "the name b joins with");
        }
    }

    /** The reminders' interval the last game had goes on into its rematch (it was dropped, and every rematch had to set it again). */
    @Test
    void aRematchKeepsTheRemindersInterval() throws Exception {
        List<Event> history = new ArrayList<>(MapTables.skirmish("B G Y Rd",
                List.of(), new Point(12, 12)).history());
        history.add(new Event.GameEnded(List.of("a")));
        try (GameHarness table = new GameHarness(Database.open(GameHarness.stored(dir.resolve("mfz.db"),
                new Table(history))), 7, Clock.systemUTC(), true)) {
            GameRecord last = table.games().recordOrLastFinished(GameHarness.CHANNEL).orElseThrow();
            table.reminders().setInterval(last, table.games().requireOrLastFinished(GameHarness.CHANNEL), 5);
            Reply rematch = table.type("b", "game rematch");
            assertTrue(rematch.content().contains("Reminders as in the last game: after 5 hours"), rematch.content());
            // as a phone shows it, the ping last (a review: the line after the ping was dropped there)
            String shown = PhoneText.forButtons(rematch).content();
            assertTrue(shown.contains("Reminders as in the last game: after 5 hours") && shown.endsWith(
                    "👉 <@a>, your last game's rematch: **Join** (`/game join`) to play it again."), shown);
            GameRecord now = table.games().record(GameHarness.CHANNEL).orElseThrow();
            assertTrue(now.id() != last.id(), "a new game");
            assertEquals(5, table.reminders().intervalHours(now));
        }
    }

    /** A store holding a finished map skirmish in which player b's name was stored as {@code name}. */
    private Path endedWithBNamed(String name) throws Exception {
        List<Event> history = new ArrayList<>(MapTables.skirmish("B G Y Rd",
                List.of(), new Point(12, 12)).history()).stream()
                .map(e -> e instanceof Event.PlayerJoined joined && joined.player().equals("b")
                        ? new Event.PlayerJoined("b", name) : e)
                .collect(Collectors.toCollection(ArrayList::new));
        history.add(new Event.GameEnded(List.of("a")));
        return GameHarness.stored(dir.resolve("mfz.db"), new Table(history));
    }
}
