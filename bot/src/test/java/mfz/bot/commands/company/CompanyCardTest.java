package mfz.bot.commands.company;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.bot.core.Component;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/** The private company card's buttons. */
class CompanyCardTest {

    /**
     * "Save as <name>" only where a saved company may have that name: a display name with a die's
     * square (refused in new names) gave a button that was then refused (a review); Save as… asks.
     */
    @Test
    void saveAsTheirNameOnlyWhereThatNameMayBeKept() {
        Table t = Table.lobby(GameSize.SKIRMISH, 1);
        t.play(new Command.JoinGame("c", "🟦 Blue"));
        t.play(new Command.DesignFrame("c", "Anvil", "B G Y Rd", 0, null));
        t.play(new Command.DesignFrame("a", "Hawk", "B G Y Rd", 0, null));
        assertEquals(List.of("Save as…"), saves(t, "c"));
        assertEquals(List.of("Save as “" + t.game().nameOf("a") + "”", "Save as…"), saves(t, "a"));
    }

    /** One frame is "1 asset" (it read "1 assets"), and the rate is said in words, not "PPA". */
    @Test
    void theStartingScoreCountsItsAssets() {
        Table t = Table.lobby(GameSize.SKIRMISH, 1);
        t.play(new Command.DesignFrame("a", "Hawk", "B G Y Rd", 0, null));
        assertEquals("**1** asset × 3 to 7 points an asset: a score of 3 to 7, set at the start by comparing the "
                + "companies (the most frames, and the most systems, each cost a point per asset; the fewest each "
                + "earn one)", CompanyCard.startingScore(t.game(), "a"));
        t.play(new Command.DesignFrame("a", "Kite", "B G Y Rd", 0, null));
        assertTrue(CompanyCard.startingScore(t.game(), "a").startsWith("**2** assets × "));
    }

    private static List<String> saves(Table t, String player) {
        return CompanyCard.controls(t.game(), player).stream().flatMap(row -> row.components().stream())
                .map(c -> ((Component.Button) c).label()).filter(label -> label.startsWith("Save as")).toList();
    }
}
