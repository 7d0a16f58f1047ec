package mfz.bot.core;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The host standing in for a player by tapping that player's controls. A tap on another player's
 * control by the host is answered with a private offer; its one button confirms it, and the tap
 * then runs for the player ({@code as:}). The offer is kept here, under a short key, rather than
 * written into the button: the tapped control's id with a menu's choice and {@code as:} added
 * passed Discord's 100 characters (starting a turn against an opponent's frame), and a name read
 * back and written again lost what it named (a review). Once confirmed, the host's further taps
 * on that player's controls act for them without asking again, for as long as nobody else's
 * command comes between (a private turn plan, a whole turn); then the next tap asks again.
 *
 * <p>Kept in memory: an offer lives {@value #MINUTES} minutes, a restart forgets it (the host
 * taps the player's control again), and a channel's commands all come to the process holding
 * its server.
 */
public final class StandIns {

    /** The confirm's command: no slash command has this name, the router answers it itself. */
    public static final String CONFIRM = "stand-in";
    public static final String KEY = "k";
    static final int MINUTES = 15;
    private static final int MOST_OFFERS = 1_024;

    static final String EXPIRED = "That offer has gone (it lasts " + MINUTES + " minutes, and a restart forgets "
            + "it): tap their button again.";

    /** A confirm typed by someone other than whom it was offered to (it said the offer had gone: a trust audit). */
    static final String ANOTHERS = "That offer was made to whoever tapped the player's button, not to you: "
            + "nothing was done.";

    private record Offer(String channelId, String hostId, String command, Map<String, String> options,
                         String playerId, long version, Instant made) {
    }

    private record Standing(String hostId, String playerId, long version) {
    }

    private final Clock clock;
    private final Map<String, Offer> offers = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Offer> eldest) {
            return size() > MOST_OFFERS;
        }
    };
    private final Map<String, Standing> standing = new ConcurrentHashMap<>();

    public StandIns(Clock clock) {
        this.clock = clock;
    }

    /** The private offer to act for the player {@code tap}'s control is for, at this version, in the game {@code hostId} hosts. */
    Reply offer(Request tap, long version, String hostId) {
        String player = tap.options().get(ComponentIds.FOR);
        Map<String, String> options = new HashMap<>(tap.options());
        options.remove(ComponentIds.FOR);
        String key = Long.toString(ThreadLocalRandom.current().nextLong(1L << 40, 1L << 45), 36);
        synchronized (offers) {
            offers.put(key, new Offer(tap.channelId(), tap.caller().id(), tap.command(), options, player, version,
                    clock.instant()));
        }
        String who = tap.caller().id().equals(hostId) ? "As the host you" : "Standing in for the host, you";
        return Reply.privately("That button is for <@" + player + ">. " + who + " may act for them: this does `/"
                + tap.command() + "` for them, and says so.").withRows(List.of(new Component.Row(List.of(
                        new Component.Button(ComponentIds.button(CONFIRM, Map.of(KEY, key)), "Act for them",
                                Component.Style.SECONDARY, false)))));
    }

    /**
     * The request a confirm stands for: the tapped command for its player, as the one who was
     * offered it, in this interaction. Empty when the offer has gone; refused when it is another's.
     */
    Optional<Request> confirmed(Request confirm) {
        Offer offer;
        synchronized (offers) {
            offer = offers.get(confirm.options().getOrDefault(KEY, ""));
            if (offer == null || !offer.channelId().equals(confirm.channelId())) {
                return Optional.empty();
            }
            if (!offer.hostId().equals(confirm.caller().id())) {
                throw new PlayerError(ANOTHERS);
            }
            offers.remove(confirm.options().get(KEY));
        }
        if (offer.made().plus(Duration.ofMinutes(MINUTES)).isBefore(clock.instant())) {
            return Optional.empty();
        }
        standing.put(offer.channelId(), new Standing(offer.hostId(), offer.playerId(), offer.version()));
        return Optional.of(forPlayer(confirm, offer.command(), offer.options(), offer.playerId()));
    }

    /**
     * After a command the host gave standing in ({@code acting}, with {@code as:}): the stand-in
     * lasts at the version it made, so the host's next tap for the same player needs no confirm.
     * Only a stand-in at {@code from}, the version before the command, goes on: one someone
     * else's command had ended stays ended.
     */
    void keptAt(Request acting, long from, OptionalLong version) {
        String player = acting.options().get("as");
        if (player != null && version.isPresent()) {
            standing.computeIfPresent(acting.channelId(), (channel, now) -> now.hostId().equals(acting.caller().id())
                    && now.playerId().equals(player) && from == now.version()
                    ? new Standing(now.hostId(), player, version.getAsLong()) : now);
        }
    }

    /** Whether {@code request} is its caller's, with {@code as:} naming the player they stand in for here. */
    boolean standing(Request request) {
        Standing now = standing.get(request.channelId());
        return now != null && now.hostId().equals(request.caller().id())
                && now.playerId().equals(request.options().get("as"));
    }

    /** A tap by the host on the controls of the player they confirmed acting for, at the same version: for them. */
    Optional<Request> standingIn(Request tap, long version) {
        Standing now = standing.get(tap.channelId());
        String player = tap.options().get(ComponentIds.FOR);
        if (now == null || player == null || !now.hostId().equals(tap.caller().id()) || !now.playerId().equals(player)
                || now.version() != version) {
            return Optional.empty();
        }
        Map<String, String> options = new HashMap<>(tap.options());
        options.remove(ComponentIds.FOR);
        return Optional.of(forPlayer(tap, tap.command(), options, player));
    }

    private static Request forPlayer(Request from, String command, Map<String, String> options, String player) {
        Map<String, String> acting = new HashMap<>(options);
        acting.put("as", player);
        return new Request(from.interactionId(), from.guildId(), from.channelId(), from.caller(), command, acting);
    }
}
