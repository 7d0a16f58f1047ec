package mfz.rules.game;

import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.round.RoundState;
import mfz.rules.stations.Station;

/**
 * The forces on the table and the fight: the frames and stations come in when the game starts
 * (bidding's ties may add or remove a frame), the rest moves in combat.
 *
 * @param frames     every frame in play, in company order (empty in the lobby)
 * @param stations   every station (empty in the lobby)
 * @param doomsday   the doomsday clock
 * @param round      the current round (0 before combat)
 * @param roundState order of play within the round (null outside combat)
 * @param winners    at the end: the winner, or everyone tied for highest
 */
public record Combat(List<Frame> frames, List<Station> stations, int doomsday, int round, RoundState roundState,
                     List<String> winners) {

    /** Before the game starts. */
    static final Combat NONE = new Combat(List.of(), List.of(), 0, 0, null, List.of());

    public Combat {
        frames = frames == null ? List.of() : List.copyOf(frames);
        stations = stations == null ? List.of() : List.copyOf(stations);
        winners = winners == null ? List.of() : List.copyOf(winners);
    }

    Combat withFrames(List<Frame> changed) {
        return new Combat(changed, stations, doomsday, round, roundState, winners);
    }

    Combat withStations(List<Station> changed) {
        return new Combat(frames, changed, doomsday, round, roundState, winners);
    }

    Combat withClock(int clock, int newRound) {
        return new Combat(frames, stations, clock, newRound, roundState, winners);
    }

    Combat withRoundState(RoundState changed) {
        return new Combat(frames, stations, doomsday, round, changed, winners);
    }

    Combat withWinners(List<String> changed) {
        return new Combat(frames, stations, doomsday, round, roundState, changed);
    }
}
