package mfz.bot.commands.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Caller;
import mfz.bot.core.ChannelSight;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.discord.PhoneCapture;
import mfz.bot.game.BattleEnd;
import mfz.bot.store.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign opens no battle while one is being played, and {@code /game end} works only in the
 * battle's own channel: once that channel or thread is deleted, {@code /campaign abandon} ends
 * the battle from any channel, for its host or someone who manages the server (a campaign audit).
 */
class CampaignAbandonTest {

    private static final String ELSEWHERE = "c2";

    @TempDir
    Path dir;

    @Test
    void theBattlesHostAbandonsItFromAnotherChannelAndTheCampaignGoesOn() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.type("meguey", "game join");
            Reply elsewhere = elsewhere(table, "meguey", false, "game new", "size", "skirmish", "campaign", "Moon");
            assertTrue(elsewhere.content().contains("is still being played"), elsewhere.content());

            Reply refused = elsewhere(table, "meguey", false, "campaign abandon", "campaign", "Moon", "confirm", "true");
            assertTrue(refused.ephemeral(), refused.toString());
            assertEquals("Only the host of battle 1 or someone who manages the server can abandon it; in its channel, "
                    + "the host's `/game end` does it.", refused.content());
            assertTrue(table.games().game(GameHarness.CHANNEL).isPresent(), "refused: nothing changed");

            Reply asked = elsewhere(table, "vincent", false, "campaign abandon", "campaign", "Moon");
            assertTrue(asked.ephemeral() && asked.content().contains("<#" + GameHarness.CHANNEL + ">"), asked.toString());
            assertTrue(table.games().game(GameHarness.CHANNEL).isPresent(), "only asked");
            Component button = GameHarness.control(asked, "Abandon battle 1");
            ComponentIds.Action action = ComponentIds.decode(button.id());
            Reply done = route(table, "vincent", false, ELSEWHERE, action.command(), action.optionsWith(List.of()));
            assertFalse(done.ephemeral(), done.toString());
            assertTrue(done.content().contains("abandoned battle 1 of **Moon**"), done.content());
            assertTrue(done.content().contains("called off before its start"), "still in its lobby: " + done.content());
            assertTrue(table.games().game(GameHarness.CHANNEL).isEmpty(), "the battle's game is ended");
            PhoneCapture.ifAskedReplies("campaign-abandon", List.of(asked, done));

            Reply opened = elsewhere(table, "vincent", false, "game new", "size", "skirmish", "campaign", "Moon");
            assertFalse(opened.ephemeral(), "the campaign goes on: " + opened.content());
            // the old button, tapped again: it was for the battle called off, so the new one stays, though both are
            // battle 1 to the players (one called off doesn't count)
            Reply stale = route(table, "vincent", false, ELSEWHERE, action.command(), action.optionsWith(List.of()));
            assertEquals("That was for an earlier battle 1, called off since, so nothing was abandoned: another battle 1 "
                    + "is being played now. Ask again to abandon it.", stale.content());
            assertTrue(stale.ephemeral(), stale.toString());
            assertTrue(elsewhere(table, "vincent", false, "campaign status", "campaign", "Moon").content()
                    .contains("• Battle 1: being played"), "the new battle still plays");
            // typed, the number alone is the called-off one's too: refused, and the ask names both (a code review)
            Reply typed = elsewhere(table, "vincent", false, "campaign abandon", "campaign", "Moon", "battle", "1",
                    "confirm", "true");
            assertTrue(typed.ephemeral() && typed.content().startsWith("That was for an earlier battle 1"),
                    typed.content());
            assertTrue(elsewhere(table, "vincent", false, "campaign status", "campaign", "Moon").content()
                    .contains("• Battle 1: being played"), "nothing was abandoned");
            assertTrue(elsewhere(table, "vincent", false, "campaign abandon", "campaign", "Moon").content()
                    .contains("battle:1/2 confirm:true`"), "the typed command names both");
        }
    }

    /** A battle whose game ended without the campaign hearing of it: a server manager lets the campaign go on. */
    @Test
    void aServerManagerAbandonsABattleWhoseGameIsGone() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.games().abandon(GameHarness.CHANNEL, BattleEnd.NONE);
            assertTrue(elsewhere(table, "ann", false, "campaign abandon", "campaign", "Moon", "confirm", "true")
                    .content().startsWith("Only the host of battle 1 or someone who manages the server can abandon it."));
            Reply done = elsewhere(table, "ann", true, "campaign abandon", "campaign", "Moon", "confirm", "true");
            assertFalse(done.ephemeral(), done.toString());
            assertTrue(done.content().contains("abandoned battle 1 of **Moon**"), done.content());
            assertTrue(elsewhere(table, "ann", true, "campaign abandon", "campaign", "Moon", "confirm", "true")
                    .content().contains("has no battle being played"));
            assertFalse(elsewhere(table, "vincent", false, "game new", "size", "skirmish", "campaign", "Moon")
                    .ephemeral());
        }
    }

    /**
     * The battle's channel was deleted: the front end finds it nowhere, so nobody reads it (a
     * review: the campaign was then hidden from everyone, its host and the server's managers
     * too, so the command made for it could never run).
     */
    @Test
    void aBattleWhoseChannelIsGoneIsAbandonedByItsHostOrAManager() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.type("meguey", "game join");
            Reply hidden = route(table, new Caller("meguey", "meguey", false, false, GONE), "campaign abandon",
                    Map.of("campaign", "Moon", "confirm", "true"));
            assertTrue(hidden.ephemeral() && table.games().game(GameHarness.CHANNEL).isPresent(), hidden.toString());
            Reply done = route(table, new Caller("vincent", "vincent", false, false, GONE), "campaign abandon",
                    Map.of("campaign", "Moon", "confirm", "true"));
            assertTrue(done.content().contains("abandoned battle 1 of **Moon**"), done.toString());
            assertTrue(table.games().game(GameHarness.CHANNEL).isEmpty());

            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            Reply managed = route(table, new Caller("mod", "mod", true, true, GONE), "campaign abandon",
                    Map.of("campaign", "Moon", "confirm", "true"));
            // the first, abandoned in its lobby, was called off: it doesn't count, and this one is battle 1 too
            assertTrue(managed.content().contains("abandoned battle 1 of **Moon**"), managed.toString());
        }
    }

    /** The battle's game ended in its own channel meanwhile: the abandon says so and records nothing. */
    @Test
    void aBattleEndedMeanwhileIsNotAbandoned() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            GameRecord record = table.games().record(GameHarness.CHANNEL).orElseThrow();
            table.type("vincent", "game end", "confirm", "true");
            String refused = assertThrows(PlayerError.class, () -> table.games().abandonFromElsewhere(
                    GameHarness.CHANNEL, record.id(), (game, end) -> null)).getMessage();
            assertTrue(refused.startsWith("This game ended meanwhile"), refused);
        }
    }

    /** Nobody reads a channel the front end can't find. */
    private static final ChannelSight GONE = new ChannelSight() {
        @Override
        public boolean callerReads(String channelId) {
            return !channelId.equals(GameHarness.CHANNEL);
        }

        @Override
        public boolean everyoneReads(String channelId) {
            return !channelId.equals(GameHarness.CHANNEL);
        }
    };

    private static Reply route(GameHarness table, Caller caller, String command, Map<String, String> options) {
        Reply reply = table.router().route(new Request("i-" + System.nanoTime(), "g", ELSEWHERE, caller, command,
                options));
        table.games().settleWatcher();
        return reply;
    }

    private static Reply elsewhere(GameHarness table, String user, boolean managesServer, String command,
                                   String... options) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            map.put(options[i], options[i + 1]);
        }
        return route(table, user, managesServer, ELSEWHERE, command, map);
    }

    private static Reply route(GameHarness table, String user, boolean managesServer, String channel, String command,
                               Map<String, String> options) {
        Reply reply = table.router().route(new Request("i-" + command.hashCode() + System.nanoTime(), "g", channel,
                new Caller(user, user, managesServer, managesServer), command, options));
        table.games().settleWatcher();
        return reply;
    }
}
