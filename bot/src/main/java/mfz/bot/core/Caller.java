package mfz.bot.core;

/**
 * Who sent a command: their user id, the name to show, whether they may manage the channel
 * (Discord's Manage Channels permission, which makes them a host of its game), and whether they
 * may manage the server (Manage Server: its defaults, such as games in threads).
 */
public record Caller(String id, String name, boolean managesChannel, boolean managesServer) {

    public Caller {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a caller needs an id");
        }
        name = name == null || name.isBlank() ? id : name;
    }

    /** A caller who doesn't manage the server. */
    public Caller(String id, String name, boolean managesChannel) {
        this(id, name, managesChannel, false);
    }
}
