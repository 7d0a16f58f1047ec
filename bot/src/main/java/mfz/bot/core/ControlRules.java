package mfz.bot.core;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * The rules every button and menu obeys before its command runs, whatever the command:
 * <ul>
 * <li>a control meant for one player ({@value ComponentIds#FOR}{@code =<user id>} in its id)
 * works only for that player; anyone else is told, privately, who it is for;</li>
 * <li>a control made for one state of the channel's game ({@value ComponentIds#VERSION}{@code =<n>},
 * the game's version when the control was posted) is refused once the game has moved on, so
 * a second tap on the same button, or a tap on an old message, never applies anything twice.</li>
 * </ul>
 * Controls without these options (join, ready: the same button serves every player, again
 * and again) go straight to their command, whose rules refuse what makes no sense.
 */
public final class ControlRules {

    public static final String OUT_OF_DATE = "That button is out of date: ";

    /** A control made for an earlier version of the game than it is now. */
    static final String MOVED_ON = OUT_OF_DATE + "the game has moved on since it was posted, so nothing was done. "
            + "Use the newest message's buttons, or `/help` to see what you can do now.";

    private ControlRules() {
    }

    /**
     * @param currentVersion the version of the channel's open game now, or empty when it has none
     * @return the request without the reserved options, ready for its command
     * @throws PlayerError when the control is for someone else, or out of date
     */
    public static Request check(Request request, OptionalLong currentVersion) {
        return check(request, currentVersion, command -> false);
    }

    /**
     * Whether this tap of another player's control is the host's (or a channel manager's) to be
     * offered to act for that player ({@link StandIns}): a command that takes {@code as:}, on a
     * control of the game as it stands. A host standing in for an absent player had to type every
     * command with {@code as:} while the player's buttons sat under the card (a phone audit; a tap
     * alone would act for a present player by mistake, hence the offer and its confirm).
     *
     * @param host the user id of the host of the channel's open game, if any
     */
    static boolean mayStandIn(Request request, OptionalLong currentVersion, Predicate<String> standsIn,
                              Optional<String> host) {
        Map<String, String> options = request.options();
        String forUser = options.get(ComponentIds.FOR);
        String version = options.get(ComponentIds.VERSION);
        boolean hosts = host.isPresent() && (host.get().equals(request.caller().id()) || request.caller().managesChannel());
        return forUser != null && !forUser.equals(request.caller().id()) && hosts && standsIn.test(request.command())
                && !options.containsKey("as") && !options.containsKey("seat") && version != null
                && currentVersion.isPresent() && currentVersion.getAsLong() >= 0
                && version.equals(Long.toString(currentVersion.getAsLong()));
    }

    /**
     * As above; {@code standsIn} says whether a command lets the host act for a player
     * ({@code as:}): the refusal of another player's control then says how (a phone audit: a host
     * standing in for an absent player was refused every tap, with no word of the way that works).
     */
    public static Request check(Request request, OptionalLong currentVersion,
                                Predicate<String> standsIn) {
        Map<String, String> options = request.options();
        if (!options.containsKey(ComponentIds.FOR) && !options.containsKey(ComponentIds.VERSION)) {
            return request;
        }
        // Out of date first, whoever taps it: the host of a stale control was told "not for you"
        // where nobody could use it (a review).
        String version = options.get(ComponentIds.VERSION);
        if (version != null) {
            if (currentVersion.isEmpty()) {
                // Over, abandoned, or never opened here: the control's game is not open.
                throw new PlayerError(OUT_OF_DATE + "this channel has no open game now. `/help` says what you can "
                        + "do now.");
            }
            // A negative current version is one no control was made for (the lobby's): none matches it,
            // not even a forged id naming it (a review).
            if (currentVersion.getAsLong() < 0 || !version.equals(Long.toString(currentVersion.getAsLong()))) {
                throw new PlayerError(MOVED_ON);
            }
        }
        String forUser = options.get(ComponentIds.FOR);
        if (forUser != null && !forUser.equals(request.caller().id())) {
            throw new PlayerError("That button is for <@" + forUser + ">, not for you: it does nothing for you. "
                    + "`/help` says what you can do now." + (standsIn.test(request.command())
                    ? " The host, standing in for them, taps it too, or types `/" + request.command()
                    + "` with `as:` naming them." : ""));
        }
        Map<String, String> rest = new HashMap<>(options);
        rest.remove(ComponentIds.FOR);
        rest.remove(ComponentIds.VERSION);
        return new Request(request.interactionId(), request.guildId(), request.channelId(), request.caller(),
                request.command(), rest);
    }
}
