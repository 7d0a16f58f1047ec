package mfz.rules.game;

import java.util.List;
import mfz.rules.campaign.Standing;
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
 * @param objectiveNear the frames standing within 1 unit of a campaign battle's objective (off
 *                   the map): kept apart from each frame's station, since a frame may stand near
 *                   both, and the objective moving never moves a frame
 * @param movedAtRoundsEnd the frame whose turn ended its round after a move: "right after" that
 *                   move lasts until the next turn starts, the next round's first (null: none, and
 *                   in a snapshot from before it was kept)
 * @param combatOrderSeen a frame has acted first because it was attacked, once at least this game:
 *                   what that means is then said shortly (false in a snapshot from before it was kept)
 */
public record Combat(List<Frame> frames, List<Station> stations, int doomsday, int round, RoundState roundState,
                     List<String> winners, List<Standing> objectiveNear, RoundState.Moved movedAtRoundsEnd,
                     boolean combatOrderSeen) {

    /** Before the game starts. */
    static final Combat NONE = new Combat(List.of(), List.of(), 0, 0, null, List.of(), List.of(), null, false);

    public Combat {
        frames = frames == null ? List.of() : List.copyOf(frames);
        stations = stations == null ? List.of() : List.copyOf(stations);
        winners = winners == null ? List.of() : List.copyOf(winners);
        objectiveNear = objectiveNear == null ? List.of() : List.copyOf(objectiveNear);
    }

    Combat withFrames(List<Frame> changed) {
        return new Combat(changed, stations, doomsday, round, roundState, winners, objectiveNear,
                movedAtRoundsEnd, combatOrderSeen);
    }

    Combat withStations(List<Station> changed) {
        return new Combat(frames, changed, doomsday, round, roundState, winners, objectiveNear,
                movedAtRoundsEnd, combatOrderSeen);
    }

    Combat withClock(int clock, int newRound) {
        return new Combat(frames, stations, clock, newRound, roundState, winners, objectiveNear,
                movedAtRoundsEnd, combatOrderSeen);
    }

    Combat withMovedAtRoundsEnd(RoundState.Moved moved) {
        return new Combat(frames, stations, doomsday, round, roundState, winners, objectiveNear, moved,
                combatOrderSeen);
    }

    Combat withRoundState(RoundState changed) {
        return new Combat(frames, stations, doomsday, round, changed, winners, objectiveNear, movedAtRoundsEnd,
                combatOrderSeen);
    }

    Combat withWinners(List<String> changed) {
        return new Combat(frames, stations, doomsday, round, roundState, changed, objectiveNear,
                movedAtRoundsEnd, combatOrderSeen);
    }

    Combat withCombatOrderSeen() {
        return new Combat(frames, stations, doomsday, round, roundState, winners, objectiveNear,
                movedAtRoundsEnd, true);
    }

    Combat withObjectiveNear(List<Standing> changed) {
        return new Combat(frames, stations, doomsday, round, roundState, winners, changed, movedAtRoundsEnd,
                combatOrderSeen);
    }
}
