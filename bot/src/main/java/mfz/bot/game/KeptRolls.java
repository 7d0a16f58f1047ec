package mfz.bot.game;

import java.util.List;
import mfz.bot.store.GameStore;
import mfz.rules.game.Event;
import mfz.rules.game.RecordedRolls;

/** The dice a command rolled, as an undo (or an import) keeps them: each for the roll it came from. */
final class KeptRolls {

    private KeptRolls() {
    }

    /** Each die with its roller (the table's as {@link GameStore#TABLE}) and its kind of roll, in the order rolled. */
    static List<GameStore.KeptDie> of(List<? extends Event> events) {
        return RecordedRolls.labelled(events).stream().map(rolled -> GameStore.KeptDie.of(
                rolled.roll().roller() == null ? GameStore.TABLE : rolled.roll().roller(),
                rolled.roll().kind().word(), rolled.kept().notation())).toList();
    }
}
