package mfz.bot.config;

/**
 * A value that must never reach a log or a message (the bot token). Its {@code toString}
 * hides it, so printing a config by mistake shows nothing; only {@link #reveal()} gives it.
 */
public final class Secret {

    private final String value;

    public Secret(String value) {
        this.value = value;
    }

    public String reveal() {
        return value;
    }

    @Override
    public String toString() {
        return "(hidden)";
    }
}
