package mfz.bot.game;

import java.util.List;
import mfz.bot.store.GameStore;
import mfz.rules.game.Event;
import mfz.rules.game.RecordedRolls;

/** The dice a command rolled, as an undo (or an import) keeps them: each for the roll it came from. */
final class KeptRolls {

    private KeptRolls() {
    }

    /**
     * Each die, in the order rolled, with its roller (the table's as {@link GameStore#TABLE}) and
     * kind of roll ({@link mfz.rules.dice.Roll#kindKey}).
     */
    static List<GameStore.KeptDie> of(List<? extends Event> events) {
        return RecordedRolls.labelled(events).stream().map(rolled -> GameStore.KeptDie.of(
                rolled.roll().roller() == null ? GameStore.TABLE : rolled.roll().roller(),
                rolled.roll().kindKey(), rolled.kept().notation())).toList();
    }
}
