package mfz.bot.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * A game as a file: its whole history, command by command, so an import rebuilds it exactly
 * (undo included). The format is versioned; an import refuses what it does not know.
 *
 * @param format   always {@link #FORMAT}
 * @param version  the version of this format
 * @param from     the first game of the line the file comes from, in this bot's store (an export of
 *                 an import names the same), under the seal: an import seeks the game that went on
 *                 from the file in that line (and among unsealed copies), never in a rematch
 *                 that started alike (a review); null in files from before version 3 (and left out
 *                 of them, so their seal still holds)
 * @param commands every accepted command, oldest first
 * @param seal     this bot's seal on the rest ({@link ExportSeal}); null in a file made elsewhere
 *                 or before exports were sealed
 */
public record GameExport(String format, int version, @JsonInclude(JsonInclude.Include.NON_NULL) Long from,
                         List<ExportedCommand> commands, String seal) {

    public static final String FORMAT = "mfz-ra-game";
    /**
     * 2 added {@code seal}, 3 {@code from}. An import reads the version before the fields, so a newer
     * file is refused by it.
     */
    public static final int VERSION = 3;
    /** Version 1 is still read (sealed or not: the seal covers the version it was made under). */
    public static final int OLDEST_READ = 1;

    /** The refusal of a file of this format version, or empty when this bot reads it. */
    public static Optional<String> versionProblem(int version) {
        return version >= OLDEST_READ && version <= VERSION ? Optional.empty()
                : Optional.of("That export is format version " + version + "; this bot reads versions "
                        + OLDEST_READ + " to " + VERSION + ".");
    }

    public GameExport {
        commands = commands == null ? List.of() : List.copyOf(commands);
    }

    /** The export without its seal: what the seal is of. */
    GameExport unsealed() {
        return new GameExport(format, version, from, commands, null);
    }

    /** One accepted command: who gave it (and the host, when acting for them) and its events as JSON. */
    public record ExportedCommand(String actor, String onBehalfOf, List<JsonNode> events) {
        public ExportedCommand {
            events = events == null ? List.of() : List.copyOf(events);
        }
    }
}
