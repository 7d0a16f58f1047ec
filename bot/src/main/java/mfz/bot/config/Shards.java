package mfz.bot.config;

/**
 * Which of the bot's gateway shards this process connects. Discord puts each server on shard
 * {@code (server id >> 22) % total}; several processes sharing one PostgreSQL each take a
 * range, and together they cover {@code 0..total-1}.
 *
 * @param from  the first shard this process connects
 * @param to    the last (inclusive)
 * @param total how many shards the bot has in all; 0 means "as many as Discord recommends",
 *              all of them in this process (the default, one process)
 */
public record Shards(int from, int to, int total) {

    /** One process, every shard, as many as Discord recommends. */
    public static final Shards ALL = new Shards(0, -1, 0);

    /** The shard Discord delivers a server's events on. */
    public static int of(long guildId, int total) {
        return (int) ((guildId >>> 22) % total);
    }

    /** True when this process connects the given shard of {@code actualTotal} (the total in use). */
    public boolean owns(int shard, int actualTotal) {
        return total == 0 ? shard < actualTotal : shard >= from && shard <= to;
    }

    /** True for the default: one process with all shards. */
    public boolean all() {
        return total == 0;
    }

    @Override
    public String toString() {
        return all() ? "all shards" : (from == to ? "shard " + from : "shards " + from + "-" + to) + " of " + total;
    }
}
