package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.company.Frame;

/** The largest legal battle's frames, for the tests of what fits Discord's menus: five players of five frames. */
final class LargestBattle {

    static final List<String> PLAYERS = List.of("a", "b", "c", "d", "e");

    private LargestBattle() {
    }

    /** a1 to e5, each of this loadout but Anna's a1, which fires twice at direct range ({@code Rd Rd B G Y}). */
    static List<Frame> frames(String loadout) {
        List<Frame> frames = new ArrayList<>();
        for (String player : PLAYERS) {
            for (int i = 1; i <= 5; i++) {
                frames.add(frame(player, player + i, player.equals("a") && i == 1 ? "Rd Rd B G Y" : loadout));
            }
        }
        return frames;
    }
}
