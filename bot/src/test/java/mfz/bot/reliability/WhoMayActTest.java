package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.reliability.Stage.Point;
import mfz.rules.company.Frame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Who may change a game: only its players; only a frame's owner acts for it; the host (or a
 * channel manager with the host's authority) may act for others, and the game log says who
 * really did.
 */
class WhoMayActTest {

    /** Commands that don't act in this channel's game (or open a new one), so anyone may use them. */
    private static final Set<String> NOT_GAME_ACTIONS = Set.of("roll", "odds", "rules", "help", "game new", "game import",
            "game table", "game log", "game export", "company save", "company list", "company load", "game join");

    @TempDir
    Path dir;

    @Test
    void someoneNotPlayingChangesNothingWithAnyCommandAtAnyPoint() throws Exception {
        for (Point point : List.of(Point.LOBBY, Point.DEPLOYMENT, Point.ROUND, Point.TURN, Point.ACTING)) {
            try (Stage stage = new Stage(dir.resolve("outsider-" + point + ".db"), point)) {
                for (String path : stage.commandPaths()) {
                    // The Horizon Wars helper belongs to no game: anyone in the channel may use it.
                    if (NOT_GAME_ACTIONS.contains(path) || path.startsWith("hw ")) {
                        continue;
                    }
                    String before = stage.fingerprint();
                    Reply reply = stage.send("x9", false, path, plausibleOptions(path));
                    assertTrue(reply.ephemeral(), point + " /" + path + ": " + reply.content());
                    assertFalse(reply.content().isBlank(), point + " /" + path);
                    assertEquals(before, stage.fingerprint(), "x9 changed the game with /" + path + " at " + point);
                }
            }
        }
    }

    @Test
    void onlyTheOwnerActsForAFrame() throws Exception {
        try (Stage stage = new Stage(dir.resolve("owner.db"), Point.ROUND)) {
            String before = stage.fingerprint();
            for (Frame frame : stage.game().frames()) {
                if (frame.owner().equals("p0")) {
                    continue;
                }
                Reply turn = stage.send("p0", false, "turn start", Map.of("frame", frame.name()));
                assertEquals("You have no frame named `" + frame.name() + "`.", turn.content());
                // p0 hosts and may correct any frame; another player may not
                String other = frame.owner().equals("p1") ? "p2" : "p1";
                Reply near = stage.send(other, false, "station near", Map.of("frame", frame.name(), "station", "none"));
                assertEquals("Only " + frame.owner() + " (or the host) can say where " + frame.owner() + "'s frames stand.",
                        near.content());
            }
            assertEquals(before, stage.fingerprint());
        }
        try (Stage stage = new Stage(dir.resolve("turn.db"), Point.ACTING)) {
            String before = stage.fingerprint();
            for (String other : List.of("p1", "p2")) {
                for (String[] action : List.of(new String[] {"turn move", "die", "G6"},
                        new String[] {"turn attack", "die", "R4"}, new String[] {"turn end", null, null})) {
                    Reply reply = stage.send(other, false, action[0], action[1] == null ? Map.of()
                            : Map.of(action[1], action[2]));
                    assertEquals("Not your turn: p0's P0-F0 is acting.", reply.content(), other + " /" + action[0]);
                }
            }
            assertEquals(before, stage.fingerprint());
        }
    }

    /**
     * A refusal of what the host did for another player says for whom: the rules' "Not your turn"
     * read as said to the host (an adversarial play, 2026-11-28).
     */
    @Test
    void aRefusalOfTheHostActingForAnotherSaysForWhom() throws Exception {
        try (Stage stage = new Stage(dir.resolve("for-whom.db"), Point.ACTING)) {
            String before = stage.fingerprint();
            Reply reply = stage.send("p0", false, "turn end", Map.of("as", "p1"));
            assertEquals("Acting for **p1**: Not your turn: p0's P0-F0 is acting.", reply.content());
            assertEquals(before, stage.fingerprint());
        }
    }

    @Test
    void theHostActingForAnotherIsLoggedWithWhoReallyDidIt() throws Exception {
        try (Stage stage = new Stage(dir.resolve("host.db"), Point.LOBBY)) {
            Reply secret = stage.send("p0", false, "company station", Map.of("name", "Hosted", "as", "p2"));
            assertTrue(secret.content().startsWith("Companies are secret until the game starts"), secret.content());
            assertFalse(stage.game().player("p2").orElseThrow().company().stations().contains("Hosted"));
            Reply forP2 = stage.send("p0", false, "game leave", Map.of("as", "p2"));
            assertFalse(forP2.ephemeral(), forP2.content());
            assertTrue(stage.game().player("p2").isEmpty(), "the host took the absent player out of the lobby");

            Reply manager = stage.send("m7", true, "game options", Map.of("ssr", "2"));
            assertFalse(manager.ephemeral(), manager.content());

            String log = logText(stage.send("p1", false, "game log", Map.of("count", "2")));
            assertTrue(log.contains("**p2 (by p0)**"), log);
            // A manager who doesn't play, by a mention (Discord shows the name; it was the raw id).
            assertTrue(log.contains("**p0 (by <@m7>)**"), log);
        }
    }

    private static String logText(Reply reply) {
        return reply.embeds().stream().map(Embed::description).reduce("", String::concat);
    }

    /** Options that would be accepted from the right player at some point, so only who sends them is wrong. */
    private static Map<String, String> plausibleOptions(String path) {
        return switch (path) {
            case "game options" -> Map.of("ssr", "2");
            case "company frame" -> Map.of("name", "Sneaky", "loadout", "B G Y Rd");
            case "company station", "company remove" -> Map.of("name", "P0-F0");
            case "bid choose" -> Map.of("option", "defer");
            case "deploy done" -> Map.of("frame", "P0-F0");
            case "deploy first" -> Map.of("player", "p0");
            case "station near" -> Map.of("frame", "P0-F0", "station", "none");
            case "turn start" -> Map.of("frame", "P0-F1");
            case "turn wait" -> Map.of("frame", "P0-F0");
            case "turn defend" -> Map.of("die", "B4");
            case "turn move" -> Map.of("die", "G6");
            case "turn attack" -> Map.of("die", "R4");
            case "turn spot" -> Map.of("frame", "P1-F0", "die", "W5");
            case "damage take" -> Map.of("system", "B");
            case "damage fall" -> Map.of("frame", "P0-F0", "bricks", "3");
            case "game end" -> Map.of("confirm", "true");
            default -> Map.of();
        };
    }
}
