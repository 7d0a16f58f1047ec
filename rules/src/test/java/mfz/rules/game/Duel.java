package mfz.rules.game;

import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;

/** Small tables for rule tests: players a, b, c (Anna, Ben, Cleo), PPA 5, order a, b, c. */
public final class Duel {

    private Duel() {
    }

    public static Replay of(List<Frame> frames, AdvancedOption... options) {
        return of(frames, List.of(), options);
    }

    public static Replay of(List<Frame> frames, List<Station> stations, AdvancedOption... options) {
        GameOptions o = GameOptions.defaults(GameSize.SKIRMISH);
        for (AdvancedOption option : options) {
            o = o.with(option, true);
        }
        int players = frames.stream().anyMatch(f -> f.owner().equals("c")) ? 3 : 2;
        List<String> ids = List.of("a", "b", "c").subList(0, players);
        List<String> names = List.of("Anna", "Ben", "Cleo").subList(0, players);
        List<Integer> ppas = List.of(5, 5, 5).subList(0, players);
        return new Replay(Replay.combat(o, ids, names, ppas, frames, stations, ids));
    }

    public static Command start(String actor, String frame, String target, mfz.rules.turn.Range range) {
        return new Command.StartTurn(actor, frame, target, null, range, 0, false, null);
    }
}
