package mfz.rules.campaign;

import java.util.List;

/**
 * One battle of a campaign as the campaign remembers it.
 *
 * @param number    1 for the first battle
 * @param gameId    the game it was played as (the bot's id for it)
 * @param channel   where it was played
 * @param opened    when it was opened (a date as the front end writes it)
 * @param status    being played, finished at doomsday, or abandoned
 * @param ended     when it finished or was abandoned, or null
 * @param inForce   the constraints it was played under
 * @param results   each player's final score, in final ranking order (finished battles; abandoned: the
 *                  players and their scores when it was abandoned)
 * @param winners   the winner, or everyone tied for highest
 * @param objective the special objective's name, or null if none was named
 * @param behaviour how the objective moved
 * @param holder    who held the objective at doomsday (player id), or null
 * @param chosen    the constraints the holder chose for the next battle (empty until chosen)
 * @param chosenBy  the host who chose them for the absent holder, or null
 */
public record Battle(int number, long gameId, String channel, String opened, Status status, String ended,
                     List<Constraint> inForce, List<Result> results, List<String> winners, String objective,
                     ObjectiveBehaviour behaviour, String holder, List<Constraint> chosen, String chosenBy) {

    /**
     * Being played; finished at its doomsday; abandoned with {@code /game end} once started; or
     * called off in its lobby (also {@code /game end}), before any company was revealed, which
     * doesn't count as a battle played: the choice before it carries on past it.
     */
    public enum Status { PLAYING, FINISHED, ABANDONED, CALLED_OFF }

    /** A player's final score. */
    public record Result(String player, String name, int score) {
    }

    public Battle {
        inForce = inForce == null ? List.of() : List.copyOf(inForce);
        results = results == null ? List.of() : List.copyOf(results);
        winners = winners == null ? List.of() : List.copyOf(winners);
        chosen = chosen == null ? List.of() : List.copyOf(chosen);
    }

    /** The display name of a player of this battle, or the id. */
    public String nameOf(String player) {
        return results.stream().filter(r -> r.player().equals(player)).map(Result::name).findFirst().orElse(player);
    }

    Battle finished(String date, List<Result> r, List<String> w, String o, ObjectiveBehaviour b, String h) {
        return new Battle(number, gameId, channel, opened, Status.FINISHED, date, inForce, r, w, o, b, h, chosen,
                chosenBy);
    }

    Battle abandoned(String date, List<Result> players, boolean beforeStart) {
        return new Battle(number, gameId, channel, opened, beforeStart ? Status.CALLED_OFF : Status.ABANDONED, date,
                inForce, players, winners, objective,
                behaviour, holder, chosen, chosenBy);
    }

    Battle withChosen(List<Constraint> c, String by) {
        return new Battle(number, gameId, channel, opened, status, ended, inForce, results, winners, objective,
                behaviour, holder, c, by);
    }
}
