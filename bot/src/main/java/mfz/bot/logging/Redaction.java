package mfz.bot.logging;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The secrets that must never appear in a log line. Start-up registers the token here
 * before anything that could log it runs; the log converters blank every occurrence.
 */
public final class Redaction {

    static final String MASK = "[redacted]";

    private static final List<String> SECRETS = new CopyOnWriteArrayList<>();

    private Redaction() {
    }

    public static void register(String secret) {
        if (secret != null && !secret.isEmpty() && !SECRETS.contains(secret)) {
            SECRETS.add(secret);
        }
    }

    public static String apply(String text) {
        if (text == null || SECRETS.isEmpty()) {
            return text;
        }
        String result = text;
        for (String secret : SECRETS) {
            if (result.contains(secret)) {
                result = result.replace(secret, MASK);
            }
        }
        return result;
    }
}
