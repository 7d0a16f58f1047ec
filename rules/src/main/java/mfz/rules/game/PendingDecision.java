package mfz.rules.game;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import mfz.rules.bidding.TieOption;
import mfz.rules.map.Point;

/**
 * A choice the rules wait on. It names the one player who must answer and the legal
 * answers; until it is settled only that player's answering commands are accepted.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = PendingDecision.HighTieChoice.class, name = "high-tie"),
        @JsonSubTypes.Type(value = PendingDecision.DoomsdayChoice.class, name = "doomsday"),
        @JsonSubTypes.Type(value = PendingDecision.HitChoice.class, name = "hit"),
        // stored before the three overrides became one (2026-11) under their own names: read as it
        @JsonSubTypes.Type(value = PendingDecision.AgainstTheMap.class, name = "against-the-map",
                names = {"override", "placement-override", "spot-override"}),
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
     * End of round: one more tick off the doomsday clock, or none.
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
     * On the map (docs/rules.md §10): something the map refuses, declared anyway (an attack, a
     * placement or a move, a spot, the station a frame stands near); the host confirms it (it stands as declared, decided by the
     * usual rules) or refuses it. Either way it is logged.
     *
     * @param player   the host, who decides
     * @param declarer the player who declared it
     * @param declared what was declared
     * @param mapSaid  what the map measured, in the words of its refusal
     */
    record AgainstTheMap(String player, String declarer, Declaration declared, String mapSaid)
            implements PendingDecision {

        /**
         * Reads one as stored, and as the three kinds were stored before they became one: their
         * fields flat beside the player's ({@code frame, die, cover…}, {@code piece, at…}, {@code target…}).
         */
        @JsonCreator
        static AgainstTheMap read(@JsonProperty("player") String player, @JsonProperty("declarer") String declarer,
                                  @JsonProperty("declared") Declaration declared, @JsonProperty("mapSaid") String mapSaid,
                                  @JsonProperty("frame") String frame, @JsonProperty("die") String die,
                                  @JsonProperty("spot") boolean spot, @JsonProperty("cover") String cover,
                                  @JsonProperty("coverOwner") String coverOwner,
                                  @JsonProperty("coverHits") Integer coverHits, @JsonProperty("owner") String owner,
                                  @JsonProperty("piece") String piece, @JsonProperty("station") boolean station,
                                  @JsonProperty("at") Point at,
                                  @JsonProperty("targetOwner") String targetOwner,
                                  @JsonProperty("target") String target) {
            Declaration what = declared != null ? declared
                    : piece != null ? new PlacementDeclared(owner, piece, station, die, at)
                    : target != null ? new SpotDeclared(frame, die, targetOwner, target)
                    : new AttackDeclared(frame, die, spot, cover, coverOwner, coverHits);
            return new AgainstTheMap(player, declarer, what, mapSaid);
        }
    }

    /** What was declared against the map. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "what")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = AttackDeclared.class, name = "attack"),
            @JsonSubTypes.Type(value = PlacementDeclared.class, name = "placement"),
            @JsonSubTypes.Type(value = SpotDeclared.class, name = "spot"),
            @JsonSubTypes.Type(value = NearDeclared.class, name = "near"),
    })
    sealed interface Declaration {
    }

    /** An attack, by the frame whose turn it is, as declared. */
    record AttackDeclared(String frame, String die, boolean spot, String cover, String coverOwner, Integer coverHits)
            implements Declaration {
    }

    /**
     * A placement or a move.
     *
     * @param owner   the piece's owner
     * @param piece   the station or frame
     * @param station true for a station
     * @param die     the move's die; null for a placement
     * @param at      where the player says it stands
     */
    record PlacementDeclared(String owner, String piece, boolean station, String die, Point at)
            implements Declaration {

        public boolean move() {
            return die != null;
        }
    }

    /** A spot by the frame whose turn it is, of another player's frame. */
    record SpotDeclared(String frame, String die, String targetOwner, String target) implements Declaration {
    }

    /** Which station a player's frame stands near (null: none), as its owner declares it. */
    record NearDeclared(String owner, String frame, String station) implements Declaration {

        /** {@code a1 near A-S}, or {@code a1 near no station}. */
        public String words() {
            return frame + " near " + (station == null ? "no station" : station);
        }
    }
}
