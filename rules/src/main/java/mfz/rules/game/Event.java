package mfz.rules.game;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import mfz.rules.bidding.Bid;
import mfz.rules.bidding.LowTie;
import mfz.rules.bidding.Placing;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.options.GameOptions;
import mfz.rules.stations.Station;

/**
 * What happened. Events are facts: {@link Game#apply(Event)} never refuses one from a valid
 * history, and every rolled value is inside them, so replaying never rolls. The JSON type
 * names below are stable: stored games depend on them.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Event.GameCreated.class, name = "game-created"),
        @JsonSubTypes.Type(value = Event.PlayerJoined.class, name = "player-joined"),
        @JsonSubTypes.Type(value = Event.PlayerLeft.class, name = "player-left"),
        @JsonSubTypes.Type(value = Event.OptionsChanged.class, name = "options-changed"),
        @JsonSubTypes.Type(value = Event.CompanyChanged.class, name = "company-changed"),
        @JsonSubTypes.Type(value = Event.CompanyReady.class, name = "company-ready"),
        @JsonSubTypes.Type(value = Event.GameStarted.class, name = "game-started"),
        @JsonSubTypes.Type(value = Event.CompaniesCompared.class, name = "companies-compared"),
        @JsonSubTypes.Type(value = Event.TieOrderDrawn.class, name = "tie-order-drawn"),
        @JsonSubTypes.Type(value = Event.DecisionRequested.class, name = "decision-requested"),
        @JsonSubTypes.Type(value = Event.TieFrameAdded.class, name = "tie-frame-added"),
        @JsonSubTypes.Type(value = Event.TieFrameRemoved.class, name = "tie-frame-removed"),
        @JsonSubTypes.Type(value = Event.TieDeferred.class, name = "tie-deferred"),
        @JsonSubTypes.Type(value = Event.BiddingSettled.class, name = "bidding-settled"),
        @JsonSubTypes.Type(value = Event.DeploymentStepStarted.class, name = "deployment-step-started"),
        @JsonSubTypes.Type(value = Event.PlacementPassed.class, name = "placement-passed"),
        @JsonSubTypes.Type(value = Event.TerrainApproved.class, name = "terrain-approved"),
        @JsonSubTypes.Type(value = Event.StationPlaced.class, name = "station-placed"),
        @JsonSubTypes.Type(value = Event.FramePlaced.class, name = "frame-placed"),
        @JsonSubTypes.Type(value = Event.FirstPlayerChosen.class, name = "first-player-chosen"),
        @JsonSubTypes.Type(value = Event.CombatBegan.class, name = "combat-began"),
        @JsonSubTypes.Type(value = Event.FrameStandsNear.class, name = "frame-stands-near"),
        @JsonSubTypes.Type(value = Event.StationControlChanged.class, name = "station-control-changed"),
        @JsonSubTypes.Type(value = Event.RoundEnded.class, name = "round-ended"),
        @JsonSubTypes.Type(value = Event.DoomsdayCountedDown.class, name = "doomsday-counted-down"),
        @JsonSubTypes.Type(value = Event.DoomsdayHeld.class, name = "doomsday-held"),
        @JsonSubTypes.Type(value = Event.RoundStarted.class, name = "round-started"),
        @JsonSubTypes.Type(value = Event.GameEnded.class, name = "game-ended"),
})
public sealed interface Event {

    // ---- lobby -------------------------------------------------------------------------

    record GameCreated(String host, String hostName, GameOptions options) implements Event {
    }

    record PlayerJoined(String player, String name) implements Event {
    }

    record PlayerLeft(String player) implements Event {
    }

    /** New options. Every company stops being ready (its validity may have changed). */
    record OptionsChanged(GameOptions options) implements Event {
    }

    /** The player's company as it now stands (any edit in the lobby). */
    record CompanyChanged(String player, CompanyDraft company) implements Event {
    }

    record CompanyReady(String player) implements Event {
    }

    /** The companies as built from the ready drafts; the neutral station of a demo game included. */
    record GameStarted(List<Frame> frames, List<Station> stations) implements Event {
        public GameStarted {
            frames = List.copyOf(frames);
            stations = List.copyOf(stations);
        }
    }

    // ---- bidding -----------------------------------------------------------------------

    /** A comparison of the companies (bidding steps 1–3), one bid per player in table order. */
    record CompaniesCompared(List<Bid> bids) implements Event {
        public CompaniesCompared {
            bids = List.copyOf(bids);
        }
    }

    /**
     * The random order of players tied for highest score.
     *
     * @param rolls the dice rolled to draw it (a shuffle: die with n, n−1, … 2 sides)
     */
    record TieOrderDrawn(List<String> tied, List<Integer> rolls, List<String> order) implements Event {
        public TieOrderDrawn {
            tied = List.copyOf(tied);
            rolls = List.copyOf(rolls);
            order = List.copyOf(order);
        }
    }

    /** The game now waits on this choice. */
    record DecisionRequested(PendingDecision decision) implements Event {
    }

    record TieFrameAdded(Frame frame) implements Event {
    }

    /** @param ssrsTo the frame that took the removed frame's SSRs, or null if it carried none */
    record TieFrameRemoved(String player, String frame, String ssrsTo) implements Event {
    }

    record TieDeferred(String player, String to) implements Event {
    }

    /**
     * Bidding is over: positions, the tie for lowest (if any), and the tactical order with
     * any equal scores ordered at random.
     *
     * @param lowTie null when nobody tied for lowest
     * @param rolls  every die rolled to settle the tie for lowest and to order equal scores
     */
    record BiddingSettled(List<Placing> placings, LowTie lowTie, List<Integer> rolls, List<String> tacticalOrder)
            implements Event {
        public BiddingSettled {
            placings = List.copyOf(placings);
            rolls = List.copyOf(rolls);
            tacticalOrder = List.copyOf(tacticalOrder);
        }
    }

    // ---- deployment --------------------------------------------------------------------

    /** @param placer the player who acts in this step (null when every player does: terrain) */
    record DeploymentStepStarted(DeploymentStep step, String placer) implements Event {
    }

    /** In the alternating steps (4 and 5): this attacker places next. */
    record PlacementPassed(String player) implements Event {
    }

    record TerrainApproved(String player) implements Event {
    }

    record StationPlaced(String station) implements Event {
    }

    /** @param nearStation the station it stands within 1 unit of, or null */
    record FramePlaced(String owner, String frame, String nearStation) implements Event {
    }

    record FirstPlayerChosen(String player) implements Event {
    }

    /** Deployment is over: round 1 begins, in this tactical order. */
    record CombatBegan(List<String> tacticalOrder) implements Event {
        public CombatBegan {
            tacticalOrder = List.copyOf(tacticalOrder);
        }
    }

    // ---- stations ----------------------------------------------------------------------

    /** @param station null: near no station */
    record FrameStandsNear(String owner, String frame, String station) implements Event {
    }

    /** @param from previous holder (null: nobody) @param to new holder (null: nobody) */
    record StationControlChanged(String station, String from, String to) implements Event {
    }

    // ---- end of round and doomsday ------------------------------------------------------

    record RoundEnded(int round) implements Event {
    }

    /** @param player who chose it, or null for the automatic end-of-round count */
    record DoomsdayCountedDown(String player, int clock) implements Event {
    }

    record DoomsdayHeld(String player) implements Event {
    }

    record RoundStarted(int round) implements Event {
    }

    /** @param winners the player with the highest score, or all those tied for it */
    record GameEnded(List<String> winners) implements Event {
        public GameEnded {
            winners = List.copyOf(winners);
        }
    }
}
