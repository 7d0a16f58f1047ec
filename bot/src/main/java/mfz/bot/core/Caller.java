package mfz.bot.core;

/**
 * Who sent a command: their user id, the name to show, and whether they may manage the
 * channel (Discord's Manage Channels permission, which makes them a host of its game).
 */
public record Caller(String id, String name, boolean managesChannel) {

    public Caller {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a caller needs an id");
        }
        name = name == null || name.isBlank() ? id : name;
    }
}
