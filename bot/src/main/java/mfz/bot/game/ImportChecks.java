package mfz.bot.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import java.util.List;
import java.util.function.Consumer;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Shortened;
import mfz.rules.company.PlayerNames;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.ImportReplay;
import mfz.rules.lobby.LobbyRules;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The checks an import's commands pass beside the rules' own ({@link GameTransfer#importGame}):
 * names as the bot shows them, who acted, a game whole enough to play, and why a file can't be
 * read, in the player's words.
 */
final class ImportChecks {

    private static final Logger log = LoggerFactory.getLogger(ImportChecks.class);

    private ImportChecks() {
    }

    /**
     * The players' names an imported file gives, as the bot shows a name: one typed into a file
     * (or kept by a console, whose logins may hold {@code _}) had its lone marks unescaped, and
     * they restyled every message naming two players (a security audit). A name exported by the
     * bot comes back unchanged.
     */
    static Event withNamesAsShown(Event event) {
        return switch (event) {
            case Event.GameCreated created -> new Event.GameCreated(created.host(), marksEscaped(created.hostName()),
                    created.options());
            case Event.PlayerJoined joined -> new Event.PlayerJoined(joined.player(), marksEscaped(joined.name()));
            default -> event;
        };
    }

    /**
     * The name with its lone marks escaped; what the rules refuse in a name (a link, a bar, a
     * backtick) is left for them to refuse, as is a name too long for a game.
     */
    private static String marksEscaped(String name) {
        return name == null || name.length() > LobbyRules.MAX_PLAYER_NAME ? name
                : Shortened.to(PlayerNames.withMarksEscaped(name),
                        LobbyRules.MAX_PLAYER_NAME); // escaped, cut again as a rematch does
    }

    /**
     * Who acted, as the log will say it, checked against the rules: where the events say whose
     * command it was (a frame's turn, a hit to take), the rules decided it for that player and the
     * file must say so too (an adversarial audit: an unsealed file credited one player with
     * another's turn). A command the bot stores as one is one player's, but for the players a
     * rematch seats with its opening (its bot seats, and people too in files from before a rematch
     * asked them to join). Who acted for them ({@code onBehalfOf}: the host, or a
     * channel's manager standing in) the rules can't tell: in a file without the seal it is the
     * file's word, as the restore's warning says.
     *
     * @return who acted for the player, or null when the player acted themselves
     */
    static String actedFor(int step, GameExport.ExportedCommand command, ImportReplay.Replayed replayed, Game after) {
        List<Command> decided = replayed.commands();
        for (int i = 0; i < decided.size(); i++) {
            String actor = decided.get(i).actor();
            boolean seatedByARematch = i > 0 && decided.get(i) instanceof Command.JoinGame;
            if (!actor.equals(command.actor()) && !seatedByARematch) {
                throw new PlayerError("Command #" + step + " of that export is given by " + clip(after.nameOf(
                        command.actor())) + ", but what it did was " + clip(after.nameOf(actor)) + "'s to do.");
            }
        }
        String host = command.onBehalfOf();
        return host == null || host.equals(command.actor()) ? null : host; // as a live command stores it (Submission)
    }

    /** True when this id is the game's host or one of its players. */
    static boolean plays(Game game, String id) {
        return id.equals(game.host()) || game.player(id).isPresent();
    }

    /**
     * Events that follow each other can still leave out what a game needs (a host, a player's
     * id, a company changed to none): such an export is refused here, before it is stored and
     * breaks every later command.
     */
    static void checkPlayable(Game game, Consumer<Game> tryOut) {
        boolean whole;
        try {
            whole = game.host() != null && game.options() != null
                    && game.players().stream().allMatch(p -> p.id() != null && p.name() != null && p.company() != null)
                    && game.frames().stream().allMatch(f -> f.owner() != null && f.name() != null);
            if (whole) {
                GameQueries.waitingOn(game);
                game.ranking().forEach(game::score);
                game.players().forEach(p -> GameQueries.choices(game, p.id()));
                tryOut.accept(game);
            }
        } catch (RuntimeException broken) {
            log.info("An imported game can't be played: {}", broken.toString());
            whole = false;
        }
        if (!whole) {
            throw new PlayerError("That export's events don't make a whole game (a part of it is missing or "
                    + "damaged), so nothing was restored.");
        }
    }

    /**
     * Why an exported event can't be read, in the player's words: the parser's own message
     * names Java classes and lists every event type, which helps nobody at the table.
     */
    static String unreadable(JsonNode node, Exception e) {
        if (e instanceof InvalidTypeIdException unknown) {
            return unknown.getTypeId() == null ? "it names no event type (`type`)."
                    : "`" + clip(unknown.getTypeId()) + "` is not an event this bot knows.";
        }
        String type = node.path("type").asText("");
        return "its fields don't fit" + (type.isEmpty() ? "" : " a `" + clip(type) + "` event")
                + " (one is missing or holds the wrong kind of value).";
    }

    static String clip(String text) {
        String line = text.lines().findFirst().orElse("");
        return Shortened.to(line, 41);
    }
}
