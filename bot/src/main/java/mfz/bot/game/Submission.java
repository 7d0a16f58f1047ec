package mfz.bot.game;

import java.util.List;
import mfz.rules.game.Command;

/**
 * What a request asks of a channel's game: its rules commands, decided in order and stored as
 * one (all or nothing, and undone together).
 *
 * @param onBehalfOf    when the host acts for an absent player: the host's id (logged), else null
 * @param interactionId the Discord interaction that carried it (stored, so a repeat is refused), or null
 */
public record Submission(String channelId, List<Command> commands, String onBehalfOf, String interactionId) {

    public Submission {
        commands = List.copyOf(commands);
        if (commands.isEmpty()) {
            throw new IllegalArgumentException("a submission needs a command");
        }
        // The host correcting a bot seat's frame (seat:) acts in their own name: the log says
        // "vincent", not "vincent (by vincent)".
        if (onBehalfOf != null && onBehalfOf.equals(commands.getFirst().actor())) {
            onBehalfOf = null;
        }
    }

    /** Who gives the commands (the first one's actor). */
    String actor() {
        return commands.getFirst().actor();
    }
}
