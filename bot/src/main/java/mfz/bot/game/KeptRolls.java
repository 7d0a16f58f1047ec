package mfz.bot.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import mfz.bot.store.GameStore;
import mfz.rules.dice.Dice;
import mfz.rules.dice.KeptDice;
import mfz.rules.dice.Roll;
import mfz.rules.game.Event;
import mfz.rules.game.RecordedRolls;

/**
 * The dice a command rolled, as an undo (or an import) keeps them, each for the roll it came from;
 * and a later command's rolls taking them ({@link Taking}).
 */
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

    /**
     * A command's dice: each roll the rules make ({@link Dice#forRoll}) takes the dice kept for it
     * (whose, and which kind) before fresh ones; {@link #taken} then says which kept dice went.
     */
    static final class Taking implements Dice {
        private final List<GameStore.KeptDie> kept;
        private final Dice fresh;
        private final Map<Roll, ForRoll> rolls = new HashMap<>();

        Taking(List<GameStore.KeptDie> kept, Dice fresh) {
            this.kept = List.copyOf(kept);
            this.fresh = fresh;
        }

        @Override
        public int roll(int sides) {
            return fresh.roll(sides);
        }

        @Override
        public Dice forRoll(Roll roll) {
            return kept.isEmpty() ? fresh : rolls.computeIfAbsent(roll, r -> ForRoll.of(kept, r, fresh)).dice();
        }

        /** The places of the kept dice these rolls took: they wait no more. */
        List<Long> taken() {
            List<Long> places = new ArrayList<>();
            for (ForRoll roll : rolls.values()) {
                Set<Integer> left = Set.copyOf(roll.dice().leftAt());
                IntStream.range(0, roll.kept().size()).filter(i -> !left.contains(i))
                        .forEach(i -> places.add(roll.kept().get(i).place()));
            }
            return places;
        }
    }

    /** The dice kept for one roll (whose, and which kind), rolled before fresh ones, and where each waits. */
    private record ForRoll(List<GameStore.KeptDie> kept, KeptDice dice) {

        static ForRoll of(List<GameStore.KeptDie> waiting, Roll roll, Dice fresh) {
            String roller = roll.roller() == null ? GameStore.TABLE : roll.roller();
            // (a die the store holds that no notation reads waits on, unread, rather than stop the game)
            List<GameStore.KeptDie> own = waiting.stream().filter(die -> die.roller().equals(roller)
                    && roll.kindKey().equals(die.kind()) && KeptDice.Kept.read(die.die()).isPresent()).toList();
            return new ForRoll(own, new KeptDice(own.stream().map(die -> KeptDice.Kept.read(die.die()).orElseThrow())
                    .toList(), fresh));
        }
    }
}
