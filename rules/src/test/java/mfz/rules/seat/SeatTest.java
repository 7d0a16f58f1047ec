package mfz.rules.seat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/** Bot seats play whole games by the rules: never refused, never stuck, and a seeded game replays. */
class SeatTest {

    @Test
    void easyAndHardPlayASkirmishToDoomsday() {
        for (long seed = 0; seed < 4; seed++) {
            SeatGames.Played p = SeatGames.play(seed, GameSize.SKIRMISH, 0,
                    List.of(SeatGames.seat(Strength.EASY), SeatGames.seat(Strength.HARD)), true);
            assertEquals(Phase.ENDED, p.game().phase());
            assertEquals(p.game(), Game.replay(p.history()));
        }
    }

    @Test
    void seatsPlayAgainstRandomPlayersAtEverySize() {
        for (long seed = 0; seed < 3; seed++) {
            GameSize size = GameSize.values()[(int) (seed % GameSize.values().length)];
            SeatGames.Played p = SeatGames.play(seed, size, 3,
                    List.of(new RandomPlayer(seed), SeatGames.seat(Strength.HARD), SeatGames.seat(Strength.EASY)), true);
            assertEquals(Phase.ENDED, p.game().phase());
        }
    }

    @Test
    void seatsPlayOnTheBattlefieldMap() {
        for (long seed = 0; seed < 3; seed++) {
            SeatGames.Played p = SeatGames.play(seed, seed == 2 ? GameSize.BATTLE : GameSize.SKIRMISH, 3,
                    List.of(SeatGames.seat(Strength.HARD), SeatGames.seat(Strength.EASY)), true, true);
            assertEquals(Phase.ENDED, p.game().phase());
            assertTrue(p.history().stream().anyMatch(e -> e instanceof Event.FrameMoved),
                    "frames moved on the map");
        }
    }

    @Test
    void seatsPlayACampaignBattleWithEachObjectiveBehaviour() {
        for (ObjectiveBehaviour behaviour : ObjectiveBehaviour.values()) {
            SeatGames.Played p = SeatGames.play(behaviour.ordinal(), GameSize.SKIRMISH, 3,
                    List.of(SeatGames.seat(Strength.HARD), SeatGames.seat(Strength.EASY)), true, false, behaviour);
            assertEquals(Phase.ENDED, p.game().phase(), behaviour.name());
            if (behaviour == ObjectiveBehaviour.AFRAID) {
                // whoever holds it, the other seat takes it away to one of its own frames
                assertTrue(p.history().stream().anyMatch(e -> e instanceof Event.ObjectiveMoved),
                        behaviour + ": a seat moved the objective");
            }
        }
    }

    @Test
    void theSameGameGivesTheSameGame() {
        var brains = List.of(SeatGames.seat(Strength.HARD), SeatGames.seat(Strength.EASY));
        assertEquals(SeatGames.play(7, GameSize.SKIRMISH, 0, brains, false).history(),
                SeatGames.play(7, GameSize.SKIRMISH, 0, brains, false).history());
    }

    @Test
    void easyUsuallyBeatsARandomPlayer() {
        int won = 0;
        for (long seed = 0; seed < 12; seed++) {
            if (SeatGames.play(seed, GameSize.SKIRMISH, 0, List.of(SeatGames.seat(Strength.EASY), new RandomPlayer(seed)),
                    false).won(0)) {
                won++;
            }
        }
        assertTrue(won >= 10, "easy won " + won + " of 12");
    }
}
