package mfz.bot.core;

/**
 * Who sent a command: their user id, the name to show, whether they may manage the channel
 * (Discord's Manage Channels permission, which makes them a host of its game), whether they
 * may manage the server (Manage Server: its defaults, such as games in threads), and which
 * channels they may read.
 */
public record Caller(String id, String name, boolean managesChannel, boolean managesServer, ChannelSight sight) {

    /**
     * What a user's id can be: Discord's digits, or the name a console player types after
     * {@code @} (letters, digits, {@code _ . ' -}, at most 32).
     */
    public static final String USER_ID = "[\\p{L}\\p{N}_.'-]{1,32}";

    public Caller {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a caller needs an id");
        }
        name = name == null || name.isBlank() ? id : name;
        sight = sight == null ? ChannelSight.EVERYWHERE : sight;
    }

    /** A caller who reads every channel (the console, the tests' players). */
    public Caller(String id, String name, boolean managesChannel, boolean managesServer) {
        this(id, name, managesChannel, managesServer, ChannelSight.EVERYWHERE);
    }

    /** A caller who doesn't manage the server. */
    public Caller(String id, String name, boolean managesChannel) {
        this(id, name, managesChannel, false);
    }
}
