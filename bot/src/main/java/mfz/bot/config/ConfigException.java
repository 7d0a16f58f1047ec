package mfz.bot.config;

/** A setting that stops start-up; the message is one line naming the setting and what is wrong. */
public final class ConfigException extends Exception {

    public ConfigException(String message) {
        super(message, null, false, false);
    }
}
