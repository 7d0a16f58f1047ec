package mfz.bot.discord;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/**
 * The bot user a Discord token is for, read from the token itself: its first part is the bot's
 * user id in base64. It lets start-up check whose database it was given before connecting
 * (an application refused after connecting spent one of the day's 1,000 gateway logins on each
 * restart of its restart loop, a review). A token not made that way (a test server's) gives none.
 */
final class TokenUserId {

    private TokenUserId() {
    }

    static Optional<String> of(String token) {
        int dot = token.indexOf('.');
        if (dot <= 0) {
            return Optional.empty();
        }
        String first = token.substring(0, dot);
        try {
            String id = new String(Base64.getDecoder().decode(padded(first)), StandardCharsets.US_ASCII);
            return id.matches("[0-9]{15,21}") ? Optional.of(id) : Optional.empty();
        } catch (IllegalArgumentException notBase64) {
            return Optional.empty();
        }
    }

    private static String padded(String base64) {
        return base64 + "=".repeat((4 - base64.length() % 4) % 4);
    }
}
