package mfz.rules.game;
// Over 400 lines on purpose: the sealed list of every event, one small record each, read as the table of contents of a game.

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.attack.Cover;
import mfz.rules.attack.DieEffect;
import mfz.rules.attack.Situation;
import mfz.rules.bidding.Bid;
import mfz.rules.bidding.LowTie;
import mfz.rules.bidding.Placing;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.campaign.Standing;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.RolledDie;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapPlacement;
import mfz.rules.options.GameOptions;
import mfz.rules.round.InitiativeSlot;
import mfz.rules.stations.Station;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;

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
        @JsonSubTypes.Type(value = Event.MapChanged.class, name = "map-changed"),
        @JsonSubTypes.Type(value = Event.PlacedAt.class, name = "placed-at"),
        @JsonSubTypes.Type(value = Event.StationPlaced.class, name = "station-placed"),
        @JsonSubTypes.Type(value = Event.FramePlaced.class, name = "frame-placed"),
        @JsonSubTypes.Type(value = Event.FirstPlayerChosen.class, name = "first-player-chosen"),
        @JsonSubTypes.Type(value = Event.CombatBegan.class, name = "combat-began"),
        @JsonSubTypes.Type(value = Event.FrameStandsNear.class, name = "frame-stands-near"),
        @JsonSubTypes.Type(value = Event.FrameStandsAway.class, name = "frame-stands-away"),
        @JsonSubTypes.Type(value = Event.StationControlChanged.class, name = "station-control-changed"),
        @JsonSubTypes.Type(value = Event.RoundEnded.class, name = "round-ended"),
        @JsonSubTypes.Type(value = Event.DoomsdayCountedDown.class, name = "doomsday-counted-down"),
        @JsonSubTypes.Type(value = Event.DoomsdayHeld.class, name = "doomsday-held"),
        @JsonSubTypes.Type(value = Event.RoundStarted.class, name = "round-started"),
        @JsonSubTypes.Type(value = Event.GameEnded.class, name = "game-ended"),
        @JsonSubTypes.Type(value = Event.InitiativeRolled.class, name = "initiative-rolled"),
        @JsonSubTypes.Type(value = Event.InitiativeDieSkipped.class, name = "initiative-die-skipped"),
        @JsonSubTypes.Type(value = Event.InitiativePassed.class, name = "initiative-passed"),
        @JsonSubTypes.Type(value = Event.SystemsJettisoned.class, name = "systems-jettisoned"),
        @JsonSubTypes.Type(value = Event.TurnStarted.class, name = "turn-started"),
        @JsonSubTypes.Type(value = Event.PoolRolled.class, name = "pool-rolled"),
        @JsonSubTypes.Type(value = Event.DefenseAssigned.class, name = "defense-assigned"),
        @JsonSubTypes.Type(value = Event.FrameMoved.class, name = "frame-moved"),
        @JsonSubTypes.Type(value = Event.AttackDeclared.class, name = "attack-declared"),
        @JsonSubTypes.Type(value = Event.FrameActivated.class, name = "frame-activated"),
        @JsonSubTypes.Type(value = Event.DamageRolled.class, name = "damage-rolled"),
        @JsonSubTypes.Type(value = Event.FallDamageRolled.class, name = "fall-damage-rolled"),
        @JsonSubTypes.Type(value = Event.DamageDieResolved.class, name = "damage-die-resolved"),
        @JsonSubTypes.Type(value = Event.CoverDestroyed.class, name = "cover-destroyed"),
        @JsonSubTypes.Type(value = Event.SystemLost.class, name = "system-lost"),
        @JsonSubTypes.Type(value = Event.WhiteLost.class, name = "white-lost"),
        @JsonSubTypes.Type(value = Event.FrameDestroyed.class, name = "frame-destroyed"),
        @JsonSubTypes.Type(value = Event.RetreatedFromStation.class, name = "retreated-from-station"),
        @JsonSubTypes.Type(value = Event.OverrideDecided.class, name = "override-decided"),
        @JsonSubTypes.Type(value = Event.CoverChosen.class, name = "cover-chosen"),
        @JsonSubTypes.Type(value = Event.DamageResolved.class, name = "damage-resolved"),
        @JsonSubTypes.Type(value = Event.SpotPlaced.class, name = "spot-placed"),
        @JsonSubTypes.Type(value = Event.TurnEnded.class, name = "turn-ended"),
        @JsonSubTypes.Type(value = Event.ObjectiveNamed.class, name = "objective-named"),
        @JsonSubTypes.Type(value = Event.ObjectivePlaced.class, name = "objective-placed"),
        @JsonSubTypes.Type(value = Event.ObjectiveApproved.class, name = "objective-approved"),
        @JsonSubTypes.Type(value = Event.ObjectiveMoved.class, name = "objective-moved"),
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

    /**
     * @param ssrsTo     the frame that took the removed frame's SSRs, or null if it carried none
     *                   or no one frame had room for them all
     * @param ssrsSpread then, the frames that took them one each, in order (a frame named once
     *                   per SSR): at most 3 a frame (§1); empty in games stored before
     */
    record TieFrameRemoved(String player, String frame, String ssrsTo, List<String> ssrsSpread) implements Event {
        public TieFrameRemoved {
            ssrsSpread = ssrsSpread == null ? List.of() : List.copyOf(ssrsSpread);
        }

        public TieFrameRemoved(String player, String frame, String ssrsTo) {
            this(player, frame, ssrsTo, List.of());
        }
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

    /** Map mode, deployment step 1: the terrain changed; every approval so far is void. */
    record MapChanged(String player, MapEvent change) implements Event {
    }

    /** Map mode: a station or frame now stands here (placed in deployment, or moved in play). */
    record PlacedAt(MapPlacement placement) implements Event {
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

    /** In deployment: the frame no longer stands near this station or the objective; near the other still. */
    record FrameStandsAway(String owner, String frame, String station) implements Event {
    }

    /** @param from previous holder (null: nobody) @param to new holder (null: nobody) */
    record StationControlChanged(String station, String from, String to) implements Event {
    }

    // ---- end of round and doomsday ------------------------------------------------------

    /** No frame is left to act: every defense and spot marker comes off, and the countdown follows. */
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

    // ---- the round: order of play ---------------------------------------------------------

    /**
     * Per-frame initiative for the round: every d20 of every frame in acting order (lowest
     * first, equal values ordered by roll-offs).
     *
     * @param rolls every d20 rolled, in order (the frames' dice, then any roll-offs)
     */
    record InitiativeRolled(List<InitiativeSlot> slots, List<Integer> rolls) implements Event {
        public InitiativeRolled {
            slots = List.copyOf(slots);
            rolls = List.copyOf(rolls);
        }
    }

    /** Per-frame initiative: the owner keeps this frame for its higher d20. */
    record InitiativeDieSkipped(String owner, String frame, int value) implements Event {
    }

    /** The initiative holder passed to the next player. */
    record InitiativePassed(String player) implements Event {
    }

    // ---- the turn ---------------------------------------------------------------------

    /** Jettisoning (advanced): systems thrown away before the roll, as if destroyed. */
    record SystemsJettisoned(String owner, String frame, List<FrameSystem> systems) implements Event {
        public SystemsJettisoned {
            systems = List.copyOf(systems);
        }
    }

    /**
     * A frame begins its turn: its target and range (null: none), the SSRs it fires (used up
     * now) and whether it starts in a hazard, and of which kind (null: the table's usual one;
     * events from before kinds have none, and meant that).
     */
    record TurnStarted(String owner, String frame, Target target, Range range, int ssrsFired, boolean hazard,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String hazardKind) implements Event {

        public TurnStarted(String owner, String frame, Target target, Range range, int ssrsFired, boolean hazard) {
            this(owner, frame, target, range, ssrsFired, hazard, null);
        }
    }

    /** The whole pool, rolled at once, in pool order. */
    record PoolRolled(String owner, String frame, List<RolledDie> dice) implements Event {
        public PoolRolled {
            dice = List.copyOf(dice);
        }
    }

    /** @param die the blue or white die defending, or null: no defense (0) */
    record DefenseAssigned(String owner, String frame, RolledDie die) implements Event {
    }

    /** @param nearStation the station it stands within 1 unit of after the move, or null */
    record FrameMoved(String owner, String frame, RolledDie die, String nearStation) implements Event {
    }

    /** An attack announced against the turn's target. */
    record AttackDeclared(String owner, String frame, AttackDeclaration attack) implements Event {
    }

    /** Combat order: a frame that had not acted is attacked and must act at once. */
    record FrameActivated(String owner, String frame, String byOwner, String byFrame) implements Event {
    }

    /**
     * An attack is resolved: damage dice = attack + spot − defense; these dice were rolled (none:
     * a miss). A spot used comes off the target.
     */
    record DamageRolled(String attackerOwner, String attackerFrame, Target target, int attack, int spot, int defense,
                        Situation situation, Cover cover, Integer coverHits, List<Integer> dice) implements Event {
        public DamageRolled {
            dice = List.copyOf(dice);
        }
    }

    /** Falling (advanced): 1 damage die per 3 bricks, on the falling chart. */
    record FallDamageRolled(String owner, String frame, int bricks, List<Integer> dice) implements Event {
        public FallDamageRolled {
            dice = List.copyOf(dice);
        }
    }

    /**
     * The lowest damage die left, and what it did.
     *
     * @param bricks bricks the table removes: 6 for a hit on terrain (a terrain target or terrain cover), else 0
     */
    record DamageDieResolved(int value, DieEffect effect, int bricks) implements Event {
    }

    /** The cover is gone: the remaining dice use the out-of-cover chart. */
    record CoverDestroyed(Cover cover) implements Event {
    }

    record SystemLost(String owner, String frame, FrameSystem system) implements Event {
    }

    record WhiteLost(String owner, String frame) implements Event {
    }

    /** No longer an asset, off every station, never acts again; its turn, if underway, is over. */
    record FrameDestroyed(String owner, String frame) implements Event {
    }

    /**
     * The host confirmed (or refused) an attack a player declared against the map; what the map
     * had measured is kept with it, for the log.
     */
    record OverrideDecided(String host, String declarer, boolean confirmed, String mapSaid) implements Event {
    }

    /** On the map the target's owner said which cover is hit first (as its name, or {@code owner/name} for a frame). */
    record CoverChosen(String player, String cover) implements Event {
    }

    /** The frame ignores a hit by leaving the station it held. */
    record RetreatedFromStation(String owner, String frame, String station) implements Event {
    }

    /** Every damage die is resolved (or the target is gone). */
    record DamageResolved(Target target) implements Event {
    }

    record SpotPlaced(String owner, String frame, RolledDie die, String targetOwner, String targetFrame)
            implements Event {
    }

    /** @param discarded the dice left unassigned */
    record TurnEnded(String owner, String frame, List<RolledDie> discarded) implements Event {
        public TurnEnded {
            discarded = List.copyOf(discarded);
        }
    }

    // ---- campaign (docs/rules.md §9) ------------------------------------------------------------

    /** The battle's special objective is named (or renamed, until it is placed). */
    record ObjectiveNamed(String name, ObjectiveBehaviour behaviour) implements Event {
    }

    /** Deployment step 7: the objective is on the table, held by nobody, like a neutral station. */
    record ObjectivePlaced(String name) implements Event {
    }

    /** The player agrees where the objective and the frames around it stand (step 7 ends when all have). */
    record ObjectiveApproved(String player) implements Event {
    }

    /**
     * The objective moved: exactly these frames now stand within 1 unit of it; every other frame
     * that stood near it no longer does.
     *
     * @param player who moved it
     * @param how    by orders, following its holder's frame, or scared away (afraid)
     */
    record ObjectiveMoved(String player, ObjectiveBehaviour how, List<Standing> near) implements Event {
        public ObjectiveMoved {
            near = List.copyOf(near);
        }
    }
}
