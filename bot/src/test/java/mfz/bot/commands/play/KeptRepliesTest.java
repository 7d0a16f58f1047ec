package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Caller;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.Applied;
import mfz.bot.game.GameService;
import mfz.bot.render.WhoDecides;
import mfz.bot.store.Database;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stored command whose reply failed to render is answered with the table as it stands; when
 * that command ended the game, the table says so, as a rendered reply's does, so a game thread's
 * channel still hears of the end (a threads audit: it never did).
 */
class KeptRepliesTest {

    @TempDir
    Path dir;

    @Test
    void theKeptReplyOfTheEndingCommandSaysTheGameEnded() throws Exception {
        Game before = new Table(Table.combat(2, List.of(frame("a", "a1"), frame("b", "b1")), List.of(), null,
                List.of("a", "b"))).game();
        Event ended = new Event.GameEnded(List.of("a"));
        Game after = before.apply(ended);
        GameRecord record = new GameRecord(1, "g", "c", "a", null, GameStatus.of(after.phase()), 9, 3, 0);
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            Play play = new Play(new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC()));
            Reply kept = KeptReplies.unshown(play, new Request("i", "g", "c", new Caller("a", "a", false),
                    "doomsday tick", Map.of()), new Applied(before, after, List.of(ended), record),
                    new IllegalStateException("a font missing"), KeptReplies.STORED);
            assertTrue(kept.table() != null && kept.table().ended(), kept.toString());
        }
    }

    /** The kept reply pings whom the game now waits on: the controls that would have said it may be what failed. */
    @Test
    void theKeptReplyPingsWhomTheGameWaitsOn() throws Exception {
        Game game = new Table(Table.combat(2, List.of(frame("a", "a1"), frame("b", "b1")), List.of(), null,
                List.of("a", "b"))).game();
        GameRecord record = new GameRecord(1, "g", "c", "a", null, GameStatus.of(game.phase()), 9, 3, 0);
        String waiting = WhoDecides.player(game).orElseThrow();
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            Play play = new Play(new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC()));
            Reply kept = KeptReplies.unshown(play, new Request("i", "g", "c", new Caller("a", "a", false),
                    "turn plan", Map.of()), new Applied(game, game, List.of(), record),
                    new IllegalStateException("an id too long"), KeptReplies.STORED);
            assertTrue(kept.content().startsWith(KeptReplies.STORED + "\n👉 <@" + waiting + "> "), kept.content());
        }
    }
}
