package mfz.bot.bench;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import mfz.bot.core.Request;
import mfz.bot.play.TablePlayer;

/**
 * For the echo bot: the same kind of commands a table types (a lobby's, over and over), so
 * both bots receive interactions of the same shape; every answer counts as accepted.
 */
final class EchoScript implements Script {

    private final TablePlayer table;
    private final Deque<Request> queued = new ArrayDeque<>();

    EchoScript(String guild, String channel, List<String> players, long seed) {
        this.table = new TablePlayer(seed, guild, channel, players);
    }

    @Override
    public Request next() {
        if (queued.isEmpty()) {
            queued.addAll(table.lobby("skirmish"));
        }
        return queued.poll();
    }

    @Override
    public boolean settle() {
        return true;
    }
}
