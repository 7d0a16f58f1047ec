package mfz.rules.game;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import mfz.rules.bidding.TieOption;

/**
 * A choice the rules wait on. It names the one player who must answer and the legal
 * answers; until it is settled only that player's answering commands are accepted.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = PendingDecision.HighTieChoice.class, name = "high-tie"),
        @JsonSubTypes.Type(value = PendingDecision.DoomsdayChoice.class, name = "doomsday"),
        @JsonSubTypes.Type(value = PendingDecision.HitChoice.class, name = "hit"),
        @JsonSubTypes.Type(value = PendingDecision.OverrideChoice.class, name = "override"),
        @JsonSubTypes.Type(value = PendingDecision.PlacementOverride.class, name = "placement-override"),
        @JsonSubTypes.Type(value = PendingDecision.SpotOverride.class, name = "spot-override"),
        @JsonSubTypes.Type(value = PendingDecision.CoverChoice.class, name = "cover"),
})
public sealed interface PendingDecision {

    /** The player who must decide. */
    String player();

    /**
     * Tie for highest score: the player first in the drawn order (who has not deferred) adds a
     * frame, removes one, or defers to the next tied player.
     *
     * @param order    the tied players in the random order drawn
     * @param deferred players who already deferred (they can't be deferred to again)
     * @param options  the legal answers: only those keeping the company within its size limits,
     *                 and defer only while a later tied player remains
     */
    record HighTieChoice(String player, List<String> order, List<String> deferred, List<TieOption> options)
            implements PendingDecision {
        public HighTieChoice {
            order = List.copyOf(order);
            deferred = List.copyOf(deferred);
            options = List.copyOf(options);
        }

        /** Who a deferral would pass the choice to, or null. */
        public String deferTo() {
            int at = order.indexOf(player);
            return at >= 0 && at + 1 < order.size() ? order.get(at + 1) : null;
        }
    }

    /**
     * End of round: count the doomsday clock down by 1 more, or not.
     *
     * @param after the players who choose after this one, in score order
     */
    record DoomsdayChoice(String player, List<String> after) implements PendingDecision {
        public DoomsdayChoice {
            after = List.copyOf(after);
        }
    }

    /**
     * A hit on a frame: its owner chooses what it loses.
     *
     * @param player      the frame's owner
     * @param frame       the frame hit
     * @param options     the legal answers: system codes ({@code B}, {@code Rd/Ra}…) and/or {@code white}
     * @param retreatFrom the station the frame may leave to ignore this hit, or null
     */
    record HitChoice(String player, String frame, List<String> options, String retreatFrom) implements PendingDecision {
        public HitChoice {
            options = List.copyOf(options);
        }
    }

    /**
     * On the map (docs/rules.md §10): a player declares an attack against what the map measured;
     * the host confirms it (it goes ahead as declared) or refuses it. Either way it is logged.
     *
     * @param player   the host, who decides
     * @param declarer the attacking player
     * @param frame    the attacking frame
     * @param mapSaid  what the map measured, in the words of its refusal
     */
    record OverrideChoice(String player, String declarer, String frame, String die, boolean spot, String cover,
                          String coverOwner, Integer coverHits, String mapSaid) implements PendingDecision {
    }

    /**
     * On the map (docs/rules.md §10): the attack's target stands in several covers, and its owner
     * says which one is hit first; the attack then goes ahead behind it.
     *
     * @param player   the target's owner, who chooses
     * @param declarer the attacking player
     * @param frame    the attacking frame
     * @param target   the target frame
     * @param die      the attack's die
     * @param spot     whether the attack uses the target's spot
     * @param covers   the covers the map finds, as they are named: a terrain piece's name, or a
     *                 frame's as {@code owner/name}
     */
    record CoverChoice(String player, String declarer, String frame, String target, String die, boolean spot,
                       List<String> covers) implements PendingDecision {
        public CoverChoice {
            covers = List.copyOf(covers);
        }

        /** A cover as players read it: the terrain piece's name, or the frame's without its owner. */
        public static String shownName(String cover) {
            return cover.substring(cover.indexOf('/') + 1);
        }

        /** The player whose frame this cover is, or null for terrain. */
        public static String ownerOf(String cover) {
            int slash = cover.indexOf('/');
            return slash < 0 ? null : cover.substring(0, slash);
        }
    }

    /**
     * On the map (docs/rules.md §10): a player declares a placement or a move the map refuses;
     * the host confirms it (the piece stands there) or refuses it. Either way it is logged.
     *
     * @param player   the host, who decides
     * @param declarer the player placing or moving
     * @param owner    the piece's owner
     * @param piece    the station or frame
     * @param station  true for a station
     * @param die      the move's die; null for a placement
     * @param at       where the player says it stands
     * @param mapSaid  what the map measured, in the words of its refusal
     */
    record PlacementOverride(String player, String declarer, String owner, String piece, boolean station, String die,
                             mfz.rules.map.Point at, String mapSaid) implements PendingDecision {

        public boolean move() {
            return die != null;
        }
    }

    /**
     * On the map (docs/rules.md §10): a player declares a spot the map refuses; the host confirms
     * it (the spot is placed) or refuses it. Either way it is logged.
     *
     * @param player      the host, who decides
     * @param declarer    the spotting player
     * @param frame       the spotting frame
     * @param targetOwner the spotted frame's owner
     * @param target      the spotted frame
     */
    record SpotOverride(String player, String declarer, String frame, String die, String targetOwner, String target,
                        String mapSaid) implements PendingDecision {
    }
}
