package mfz.bot.core;

import java.util.Map;
import java.util.Optional;

/**
 * One command from any front end, in one shape: where it came from, who sent it, which
 * command (its full path, such as {@code roll} or {@code game new}) and its options as text.
 *
 * @param interactionId the front end's id for this request (Discord's interaction id), used
 *                      to recognise a request delivered twice; may be null
 */
public record Request(String interactionId, String guildId, String channelId, Caller caller, String command,
                      Map<String, String> options) {

    public Request {
        if (channelId == null || channelId.isBlank()) {
            throw new IllegalArgumentException("a request needs a channel");
        }
        if (caller == null) {
            throw new IllegalArgumentException("a request needs a caller");
        }
        if (command == null || command.isBlank()) {
            throw new IllegalArgumentException("a request needs a command");
        }
        options = Map.copyOf(options == null ? Map.of() : options);
    }

    public Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    /** The first word of the command: {@code game} for {@code game new}. */
    public String root() {
        int space = command.indexOf(' ');
        return space < 0 ? command : command.substring(0, space);
    }
}
