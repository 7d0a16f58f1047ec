package mfz.bot.reminders;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.round.Initiative;
import mfz.rules.round.RoundState;

/**
 * Who is next in line after the player holding the initiative: with per-frame initiative the
 * owner of the next d20 to come up that is not theirs; in a demo game the next player round
 * the table who has a frame to act; otherwise the player the initiative goes to if the holder
 * passes (the next in score order who has not passed and has a frame to act). Nobody while a
 * turn or a decision is under way (the initiative is held by nobody then).
 *
 * @param userId who is next
 * @param afterUserId who holds the initiative now
 */
public record NextInLine(String userId, String afterUserId) {

    public static Optional<NextInLine> of(Game game) {
        Optional<String> holder = GameQueries.initiative(game);
        if (holder.isEmpty()) {
            return Optional.empty();
        }
        String now = holder.get();
        RoundState round = game.roundState();
        Optional<String> next;
        if (Initiative.perFrame(game)) {
            next = round.slots().stream()
                    .filter(slot -> game.frame(slot.owner(), slot.frame()).map(f -> f.readyToAct()).orElse(false))
                    .map(slot -> slot.owner()).filter(owner -> !owner.equals(now)).findFirst();
        } else {
            // A demo goes round the table only while every score is equal; then by score, as any game.
            boolean roundTheTable = Initiative.roundTheTable(game);
            List<String> order = roundTheTable ? game.players().stream().map(p -> p.id()).toList() : game.ranking();
            int at = order.indexOf(now);
            next = IntStream.range(1, order.size())
                    .mapToObj(i -> order.get((at + i) % order.size()))
                    .filter(p -> (roundTheTable || order.indexOf(p) > at) && !round.passed().contains(p)
                            && Initiative.hasFrameToAct(game, p))
                    .findFirst();
        }
        return next.map(player -> new NextInLine(player, now));
    }
}
