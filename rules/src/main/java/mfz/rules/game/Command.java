package mfz.rules.game;
// Over 400 lines on purpose: the sealed list of every command, one small record each, read as the table of contents of what players do.

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.CompanyDraft;
import mfz.rules.map.MapLayout;
import mfz.rules.map.Point;
import mfz.rules.map.Ruler;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameSize;
import mfz.rules.turn.Range;

/**
 * What a player asks for. Every command names the acting player ({@link #actor()}, a user
 * id); the engine checks that this player may do it. Decide with
 * {@link Game#decide(Command, mfz.rules.dice.Dice)}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Command.CreateGame.class, name = "create-game"),
        @JsonSubTypes.Type(value = Command.JoinGame.class, name = "join-game"),
        @JsonSubTypes.Type(value = Command.LeaveGame.class, name = "leave-game"),
        @JsonSubTypes.Type(value = Command.SetGameSize.class, name = "set-game-size"),
        @JsonSubTypes.Type(value = Command.SetSsrCount.class, name = "set-ssr-count"),
        @JsonSubTypes.Type(value = Command.SetAdvancedOption.class, name = "set-advanced-option"),
        @JsonSubTypes.Type(value = Command.SetStartingDoomsday.class, name = "set-starting-doomsday"),
        @JsonSubTypes.Type(value = Command.DesignFrame.class, name = "design-frame"),
        @JsonSubTypes.Type(value = Command.ScrapFrame.class, name = "scrap-frame"),
        @JsonSubTypes.Type(value = Command.NameStations.class, name = "name-stations"),
        @JsonSubTypes.Type(value = Command.SetCompany.class, name = "set-company"),
        @JsonSubTypes.Type(value = Command.DeclareReady.class, name = "declare-ready"),
        @JsonSubTypes.Type(value = Command.StartGame.class, name = "start-game"),
        @JsonSubTypes.Type(value = Command.AddFrameToBreakTie.class, name = "add-frame-to-break-tie"),
        @JsonSubTypes.Type(value = Command.RemoveFrameToBreakTie.class, name = "remove-frame-to-break-tie"),
        @JsonSubTypes.Type(value = Command.DeferTie.class, name = "defer-tie"),
        @JsonSubTypes.Type(value = Command.ApproveTerrain.class, name = "approve-terrain"),
        @JsonSubTypes.Type(value = Command.SetMap.class, name = "set-map"),
        @JsonSubTypes.Type(value = Command.LayTerrain.class, name = "lay-terrain"),
        @JsonSubTypes.Type(value = Command.RemoveTerrain.class, name = "remove-terrain"),
        @JsonSubTypes.Type(value = Command.LoadLayout.class, name = "load-layout"),
        @JsonSubTypes.Type(value = Command.PlaceStationAt.class, name = "place-station-at"),
        @JsonSubTypes.Type(value = Command.PlaceFrameAt.class, name = "place-frame-at"),
        @JsonSubTypes.Type(value = Command.MoveTo.class, name = "move-to"),
        @JsonSubTypes.Type(value = Command.PlaceStation.class, name = "place-station"),
        @JsonSubTypes.Type(value = Command.PlaceFrame.class, name = "place-frame"),
        @JsonSubTypes.Type(value = Command.FinishDeploymentStep.class, name = "finish-deployment-step"),
        @JsonSubTypes.Type(value = Command.ChooseFirstPlayer.class, name = "choose-first-player"),
        @JsonSubTypes.Type(value = Command.StandNear.class, name = "stand-near"),
        @JsonSubTypes.Type(value = Command.StandAway.class, name = "stand-away"),
        @JsonSubTypes.Type(value = Command.ChooseDoomsday.class, name = "choose-doomsday"),
        @JsonSubTypes.Type(value = Command.StartTurn.class, name = "start-turn"),
        @JsonSubTypes.Type(value = Command.Pass.class, name = "pass"),
        @JsonSubTypes.Type(value = Command.WaitForLaterDie.class, name = "wait-for-later-die"),
        @JsonSubTypes.Type(value = Command.Defend.class, name = "defend"),
        @JsonSubTypes.Type(value = Command.Move.class, name = "move"),
        @JsonSubTypes.Type(value = Command.Attack.class, name = "attack"),
        @JsonSubTypes.Type(value = Command.DeclareAttack.class, name = "declare-attack"),
        @JsonSubTypes.Type(value = Command.ConfirmOverride.class, name = "confirm-override"),
        @JsonSubTypes.Type(value = Command.ChooseCover.class, name = "choose-cover"),
        @JsonSubTypes.Type(value = Command.DeclarePlacement.class, name = "declare-placement"),
        @JsonSubTypes.Type(value = Command.DeclareMove.class, name = "declare-move"),
        @JsonSubTypes.Type(value = Command.DeclareSpot.class, name = "declare-spot"),
        @JsonSubTypes.Type(value = Command.DeclareNear.class, name = "declare-near"),
        @JsonSubTypes.Type(value = Command.Spot.class, name = "spot"),
        @JsonSubTypes.Type(value = Command.EndTurn.class, name = "end-turn"),
        @JsonSubTypes.Type(value = Command.TakeHit.class, name = "take-hit"),
        @JsonSubTypes.Type(value = Command.Retreat.class, name = "retreat"),
        @JsonSubTypes.Type(value = Command.Fall.class, name = "fall"),
        @JsonSubTypes.Type(value = Command.EnterCampaign.class, name = "enter-campaign"),
        @JsonSubTypes.Type(value = Command.NameObjective.class, name = "name-objective"),
        @JsonSubTypes.Type(value = Command.MoveObjective.class, name = "move-objective"),
        @JsonSubTypes.Type(value = Command.MoveWithObjective.class, name = "move-with-objective"),
})
public sealed interface Command {

    /** The user id of the player acting. */
    String actor();

    // ---- lobby -------------------------------------------------------------------------

    /** Opens a lobby; the actor becomes the host and first player. */
    record CreateGame(String actor, String actorName, GameSize size) implements Command {
    }

    record JoinGame(String actor, String actorName) implements Command {
    }

    /** Ruling: the host can't leave a lobby that still has other players. */
    record LeaveGame(String actor) implements Command {
    }

    /** Host only. Also resets the starting clock to the size's default. */
    record SetGameSize(String actor, GameSize size) implements Command {
    }

    /** Host only: 0 to 8 SSRs per company. */
    record SetSsrCount(String actor, int count) implements Command {
    }

    /** Host only. */
    record SetAdvancedOption(String actor, AdvancedOption option, boolean on) implements Command {
    }

    /** Host only: where the doomsday clock starts (1 to 30). */
    record SetStartingDoomsday(String actor, int clock) implements Command {
    }

    /** Adds a frame to the actor's company, or redesigns the frame of that name (ignoring case). */
    record DesignFrame(String actor, String name, String loadout, int ssrs,
                       @JsonInclude(
                               JsonInclude.Include.NON_NULL) Double disc)
            implements Command {

        /** A frame of the usual width on a map. */
        public DesignFrame(String actor, String name, String loadout, int ssrs) {
            this(actor, name, loadout, ssrs, null);
        }
    }

    /** Takes a frame out of the actor's company. */
    record ScrapFrame(String actor, String name) implements Command {
    }

    /** Sets the names of the actor's stations (replacing any named before). */
    record NameStations(String actor, List<String> names) implements Command {
        public NameStations {
            names = List.copyOf(names);
        }
    }

    /** Replaces the actor's whole company. */
    record SetCompany(String actor, CompanyDraft company) implements Command {
    }

    /** Declares the actor's company final; refused with every problem while it isn't valid. */
    record DeclareReady(String actor) implements Command {
    }

    /** Host only: every company ready, 2 to 5 players. Starts bidding (or a demo's deployment). */
    record StartGame(String actor) implements Command {
    }

    // ---- bidding -----------------------------------------------------------------------

    /** Answer to a tie for highest score: add this new frame (it carries no SSRs). */
    record AddFrameToBreakTie(String actor, String name, String loadout,
                              @JsonInclude(
                                      JsonInclude.Include.NON_NULL) Double disc)
            implements Command {

        /** A frame of the usual width on a map. */
        public AddFrameToBreakTie(String actor, String name, String loadout) {
            this(actor, name, loadout, null);
        }
    }

    /**
     * Answer to a tie for highest score: remove this frame. Its SSRs move to {@code ssrsTo}
     * (another of the actor's frames; null: the first remaining frame).
     */
    record RemoveFrameToBreakTie(String actor, String frame, String ssrsTo) implements Command {
    }

    /** Answer to a tie for highest score: pass the choice to the next tied player. */
    record DeferTie(String actor) implements Command {
    }

    // ---- deployment --------------------------------------------------------------------

    record ApproveTerrain(String actor) implements Command {
    }

    /** Host, before the start: map mode with this ruler, or off (null). */
    record SetMap(String actor, Ruler ruler) implements Command {
    }

    /** Map mode, step 1: a piece of terrain, in the notation of {@link mfz.rules.map.ShapeNotation}. */
    record LayTerrain(String actor, String name, String shape, int bricks) implements Command {
    }

    record RemoveTerrain(String actor, String name) implements Command {
    }

    /** Map mode, step 1: a layout saved from an earlier game, in place of the terrain there is. */
    record LoadLayout(String actor, String name, MapLayout layout) implements Command {
    }

    /** Map mode: {@link PlaceStation} at a place, checked against the map. */
    record PlaceStationAt(String actor, String station, Point at) implements Command {
    }

    /** Map mode: {@link Move} to a place, checked against the map; the station follows from where it ends. */
    record MoveTo(String actor, String die, Point to) implements Command {
    }

    /** Map mode: {@link PlaceFrame} at a place; the station it stands near follows from the map. */
    record PlaceFrameAt(String actor, String owner, String frame, Point at) implements Command {
    }

    /** Places one of the actor's stations on the table. */
    record PlaceStation(String actor, String station) implements Command {
    }

    /**
     * Places a frame, standing within 1 unit of {@code nearStation} (null: of no station).
     * {@code owner} is the frame's company (null: the actor's); only the host of a demo game
     * places other players' frames.
     */
    record PlaceFrame(String actor, String owner, String frame, String nearStation) implements Command {
    }

    /** The step's owner says it is done (steps 2, 3, 6 and the demo placement). */
    record FinishDeploymentStep(String actor) implements Command {
    }

    /** Demo game, host only: who starts the round-robin (default: the host). */
    record ChooseFirstPlayer(String actor, String player) implements Command {
    }

    // ---- stations ----------------------------------------------------------------------

    /**
     * Corrects which station a placed frame stands within 1 unit of (null: none), as with
     * {@code /station near}. {@code owner} as in {@link PlaceFrame}.
     */
    record StandNear(String actor, String owner, String frame, String station) implements Command {
    }

    /**
     * In deployment: a placed frame no longer stands near this station, or the campaign's
     * objective, and keeps the other (near none clears both), as with {@code /station away}; on
     * the map the objective only (the map measures the stations).
     */
    record StandAway(String actor, String owner, String frame, String station) implements Command {
    }

    // ---- round end and doomsday ----------------------------------------------------------


    /** Answer to the doomsday choice: one more tick off the clock, or none. */
    record ChooseDoomsday(String actor, boolean countDown) implements Command {
    }

    // ---- the round (docs/rules.md §4, §5) ----------------------------------------------------------

    /**
     * {@code /turn start frame:<n> [target:<frame|terrain>] [range:<hand|direct|artillery>]
     * [ssr:<n>] [hazard:<bool>] [jettison:<systems>]}: the initiative holder starts a turn of
     * one of their frames, or the owner of a frame just activated by an attack starts its turn.
     *
     * @param frame       the actor's frame (null: the frame an attack just activated)
     * @param target      a frame's name, {@code terrain}, or null/{@code none} for nothing
     * @param targetOwner whose frame the target is (player id or name; null: the only frame of that name)
     * @param range       the range the attack will come from (needed with a target)
     * @param ssrs        SSRs fired (direct fire only; used up at the roll)
     * @param hazard      hazardous areas: the frame starts its turn in a hazard
     * @param jettison    jettisoning: systems thrown away before the roll, in loadout notation (null: none)
     * @param hazardKind  the hazard's kind (heat, vacuum…), or null: the table's usual one; naming
     *                    one puts the frame in that hazard
     * @param defendBest  {@code defend:best}: once rolled, the frame defends at once with its best
     *                    blue die when no white die would defend higher (nothing better could be
     *                    chosen: a blue die does nothing else); otherwise the defense is asked as usual
     */
    record StartTurn(String actor, String frame, String target, String targetOwner, Range range, int ssrs,
                     boolean hazard, String jettison, String hazardKind, boolean defendBest) implements Command {

        public StartTurn(String actor, String frame, String target, String targetOwner, Range range, int ssrs,
                         boolean hazard, String jettison) {
            this(actor, frame, target, targetOwner, range, ssrs, hazard, jettison, null);
        }

        public StartTurn(String actor, String frame, String target, String targetOwner, Range range, int ssrs,
                         boolean hazard, String jettison, String hazardKind) {
            this(actor, frame, target, targetOwner, range, ssrs, hazard, jettison, hazardKind, false);
        }
    }

    /** {@code /turn pass}: the initiative holder passes to the next player. */
    record Pass(String actor) implements Command {
    }

    /** Per-frame initiative: the frame whose lower d20 came up waits for its higher one. */
    record WaitForLaterDie(String actor, String frame) implements Command {
    }

    /** {@code /turn defend die:<B4|W6|none>}. */
    record Defend(String actor, String die) implements Command {
    }

    /**
     * {@code /turn move die:<G5|W3> [station:<n|none>] [cover:true]}.
     *
     * @param station      the station the frame now stands within 1 unit of; {@code none}: no
     *                     station; null: where it stood before
     * @param crossesCover the move crossed cover, so a campaign objective following its holder
     *                     stays behind (it comes along with any other move of the holding frame)
     */
    record Move(String actor, String die, String station, boolean crossesCover) implements Command {

        public Move(String actor, String die, String station) {
            this(actor, die, station, false);
        }
    }

    /**
     * {@code /turn attack die:<R5|W6> [spot:<bool>] [cover:<none|terrain|frame name>] [cover-hits:<n>]}
     * against the turn's target.
     *
     * @param cover      null/{@code none}, {@code terrain}, or the covering frame's name
     * @param coverOwner whose frame covers (null: the only frame of that name)
     * @param coverHits  terrain cover: how many hits it still stands through (null: the whole attack)
     */
    record Attack(String actor, String die, boolean spot, String cover, String coverOwner, Integer coverHits)
            implements Command {
    }

    /**
     * {@code /turn attack … override:true} on the map: the attack as the player declares it,
     * against what the map measured (range or cover); it waits for the host's confirmation.
     */
    record DeclareAttack(String actor, String die, boolean spot, String cover, String coverOwner, Integer coverHits)
            implements Command {
    }

    /**
     * {@code /map cover name:<piece>}: on the map, the owner of an attack's target in several
     * covers says which one is hit first ({@link PendingDecision.CoverChoice}).
     *
     * @param cover a terrain piece's name, or a frame's ({@code owner/name} when two share it)
     */
    record ChooseCover(String actor, String cover) implements Command {
    }

    /** {@code /map confirm [accept:false]}: the host confirms (or refuses) an attack, placement or move declared against the map. */
    record ConfirmOverride(String actor, boolean accept) implements Command {
    }

    /**
     * {@code /deploy done station:|frame: … at:x,y override:true} on the map: a placement the
     * map refuses, declared as the player sees it; it waits for the host's confirmation.
     *
     * @param station true for a station, false for a frame
     */
    record DeclarePlacement(String actor, String owner, String piece, boolean station, Point at) implements Command {
    }

    /**
     * {@code /turn move die:<d> to:x,y override:true} on the map: a move the map refuses (its
     * reach, the cover crossed), declared as the player sees it; it waits for the host.
     */
    record DeclareMove(String actor, String die, Point to) implements Command {
    }

    /**
     * {@code /turn spot … override:true} on the map: a spot the map refuses (the spotter's comms
     * against range and cover), declared as the player sees it; it waits for the host.
     */
    record DeclareSpot(String actor, String frame, String owner, String die) implements Command {
    }

    /**
     * {@code /station near … override:true} on the map: the station a player's frame stands near,
     * against the map's measure (§10 rulings: an override the host confirms); it waits for the host.
     */
    record DeclareNear(String actor, String owner, String frame, String station) implements Command {
    }

    /** {@code /turn spot frame:<n> die:<Y4|W2>}: places a spot marker on an opponent's frame. */
    record Spot(String actor, String frame, String owner, String die) implements Command {
    }

    /** {@code /turn end}: unassigned dice are discarded. */
    record EndTurn(String actor) implements Command {
    }

    /** {@code /damage take system:<B|G|Y|Rh|Rd|Ra|E|Rd/Ra…|white>}: what a hit takes. */
    record TakeHit(String actor, String system) implements Command {
    }

    /** {@code /damage retreat}: ignore this hit by leaving the station the frame holds. */
    record Retreat(String actor) implements Command {
    }

    /**
     * {@code /damage fall frame:<n> bricks:<n>} (elevation and falling): the frame fell so many
     * bricks; 1 damage die per 3 bricks.
     */
    record Fall(String actor, String owner, String frame, int bricks) implements Command {
    }

    // ---- campaign (docs/rules.md §9) ------------------------------------------------------------

    /**
     * Host, in the lobby: this game is a battle of the named campaign, under the constraints
     * its previous battle set. The size and SSR count follow them and can't be changed after.
     */
    record EnterCampaign(String actor, String campaign, List<Constraint> constraints) implements Command {
        public EnterCampaign {
            constraints = constraints == null ? List.of() : List.copyOf(constraints);
        }
    }

    /**
     * {@code /campaign objective name:<n> [behaviour:<none|orders|follow|afraid>]}: any player
     * names (or renames) the battle's special objective, until it is placed.
     */
    record NameObjective(String actor, String name, ObjectiveBehaviour behaviour) implements Command {
    }

    /**
     * {@code /campaign move [near:<frames>]}: the objective is moved (by orders: its holder;
     * afraid: any other player, on their initiative). The mover says which frames now stand
     * within 1 unit of it (names, comma-separated; {@code owner/frame} when two share a name).
     */
    record MoveObjective(String actor, List<String> near) implements Command {
        public MoveObjective {
            near = near == null ? List.of() : List.copyOf(near);
        }
    }

    /**
     * {@code /turn move die:<G5> objective:true [cover:true]}: an objective that follows its
     * holder moves with the acting frame; refused when the move crosses cover.
     */
    record MoveWithObjective(String actor, String die, boolean crossesCover) implements Command {
    }
}
