package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.discord.PhoneCapture;
import mfz.bot.render.WhoDecides;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In a battle of five companies the target of a ranged attack may stand behind any of 23 other
 * frames, and with the terrain's lines that passes a menu's 25: the cover step keeps the frames
 * nearest the target and "behind another frame…" opens the rest on the same card (a search of
 * random battles found the farthest frames, and every other attack in cover, cut unseen).
 */
class CoverInABattleTest {

    @TempDir
    Path dir;

    @Test
    void everyFrameOfTheLargestBattleCanBeTheCoverByTapping() throws Exception {
        List<String> players = LargestBattle.PLAYERS;
        List<Station> stations = players.stream().map(player -> station(player, player.toUpperCase() + "-S")).toList();
        Table table = new Table(Table.combat(GameOptions.defaults(GameSize.BATTLE), 5, LargestBattle.frames("B G Y"),
                stations, null, players));
        table.play(new Command.StartTurn("a", "a1", "b1", "b", Range.DIRECT, 0, false, null), 6, 5, 4, 3, 2, 6, 5, 4);

        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            Reply card = new Reply(WhoDecides.prompt(harness.game(), harness.game()).orElse(""), List.of(),
                    Controls.forGame(harness.game(), harness.version()), false);
            Component.SelectMenu attacks = menu(card, "Defend and attack");
            String inCover = attacks.options().stream().filter(o -> o.label().endsWith(", in cover…")).findFirst()
                    .orElseThrow(() -> new AssertionError(attacks.options().toString())).value();
            long before = harness.version();
            Component.SelectMenu covers = menu(harness.tap("a", attacks, inCover), "Cover for");
            List<String> labels = covers.options().stream().map(Component.Option::label).toList();
            assertEquals(25, labels.size(), labels.toString());
            assertTrue(labels.contains("Terrain: stands the whole attack"), labels.toString());
            assertEquals("Behind another frame…", labels.getLast());

            Reply farther = harness.tap("a", covers, covers.options().getLast().value());
            PhoneCapture.ifAskedReplies("cover-farther", List.of(card, harness.tap("a", attacks, inCover),
                    farther));
            assertFalse(farther.ephemeral(), farther.content());
            assertTrue(farther.sameCard());
            assertEquals(before, harness.version(), "nothing is stored before the cover is chosen");
            Component.SelectMenu rest = menu(farther, "Cover for");
            List<String> restLabels = rest.options().stream().map(Component.Option::label).toList();
            // 23 frames may cover: 19 in the first step, the last 4 here, and the terrain again
            List<String> behind = new ArrayList<>(labels.stream().filter(l -> l.startsWith("Behind ")).toList());
            behind.remove("Behind another frame…");
            restLabels.stream().filter(l -> l.startsWith("Behind ")).forEach(behind::add);
            assertEquals(23, behind.stream().distinct().count(), behind.toString());
            assertTrue(restLabels.contains("Behind e5"), restLabels.toString());

            Reply attacked = harness.tap("a", rest, rest.options().stream().filter(o -> o.label().equals("Behind e5"))
                    .findFirst().orElseThrow().value());
            assertFalse(attacked.ephemeral(), attacked.content());
            assertTrue(harness.version() > before, "the defense and the attack are stored");
            assertTrue(attacked.content().contains("e5"), "the attack names its cover: " + attacked.content());
        }
    }

    private static Component.SelectMenu menu(Reply reply, String placeholder) {
        return reply.rows().stream().flatMap(r -> r.components().stream())
                .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith(placeholder))
                .map(Component.SelectMenu.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no menu " + placeholder + " under " + reply));
    }
}
