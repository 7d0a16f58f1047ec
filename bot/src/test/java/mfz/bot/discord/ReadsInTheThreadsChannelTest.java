package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Caller;
import mfz.bot.core.GameThreads;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import org.junit.jupiter.api.Test;

/**
 * A read of a channel's game typed in a channel with none open, whose game is played in a thread,
 * points there: it showed the channel's last finished game as if it were the one being played (a
 * threads audit). A channel with a game of its own, a command that isn't a read, and a report
 * its button names are routed as usual. (On the fake Discord: {@code GameThreadOnDiscordTest}.)
 */
class ReadsInTheThreadsChannelTest {

    private final GameThreads threads = GameThreads.inMemory();
    private final GameThreadFlow flow = new GameThreadFlow(threads, channel -> { });

    ReadsInTheThreadsChannelTest() {
        threads.opened("parent", "thread");
    }

    @Test
    void aReadInTheChannelPointsToTheThreadsGame() {
        for (String read : List.of("game table", "game log", "game export", "game report")) {
            Optional<Reply> pointed = flow.readElsewhere(request(read, Map.of()), id -> false);
            assertEquals(Optional.of("This channel's game is played in its thread <#thread>: ask there."),
                    pointed.map(Reply::content), read);
        }
    }

    @Test
    void aChannelsOwnGameAnotherCommandAndANamedReportAreLeftAlone() {
        assertEquals(Optional.empty(), flow.readElsewhere(request("game table", Map.of()), id -> true), "its own game");
        assertEquals(Optional.empty(), flow.readElsewhere(request("game join", Map.of()), id -> {
            throw new AssertionError("only a read asks whether a game is open");
        }), "not a read");
        assertEquals(Optional.empty(), flow.readElsewhere(request("game report", Map.of("game", "7")), id -> false),
                "a report its button names");
        assertEquals(Optional.empty(), flow.readElsewhere(request("game table", Map.of()), id -> {
            throw new IllegalStateException("the database is unreachable");
        }), "the store down: left to the router, which says so");
        threads.closed("thread");
        assertEquals(Optional.empty(), flow.readElsewhere(request("game table", Map.of()), id -> false), "no thread game");
    }

    private static Request request(String command, Map<String, String> options) {
        return new Request("i", "g", "parent", new Caller("u", "u", false), command, options);
    }
}
