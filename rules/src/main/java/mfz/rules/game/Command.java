package mfz.rules.game;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import mfz.rules.company.CompanyDraft;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameSize;

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
        @JsonSubTypes.Type(value = Command.PlaceStation.class, name = "place-station"),
        @JsonSubTypes.Type(value = Command.PlaceFrame.class, name = "place-frame"),
        @JsonSubTypes.Type(value = Command.FinishDeploymentStep.class, name = "finish-deployment-step"),
        @JsonSubTypes.Type(value = Command.ChooseFirstPlayer.class, name = "choose-first-player"),
        @JsonSubTypes.Type(value = Command.StandNear.class, name = "stand-near"),
        @JsonSubTypes.Type(value = Command.EndRound.class, name = "end-round"),
        @JsonSubTypes.Type(value = Command.ChooseDoomsday.class, name = "choose-doomsday"),
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
    record DesignFrame(String actor, String name, String loadout, int ssrs) implements Command {
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
    record AddFrameToBreakTie(String actor, String name, String loadout) implements Command {
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

    // ---- round end and doomsday ----------------------------------------------------------

    /**
     * Host only: the round's turns are over. Stand-in until the turns themselves (part 2)
     * end the round on their own; it starts the end-of-round doomsday countdown.
     */
    record EndRound(String actor) implements Command {
    }

    /** Answer to the doomsday choice: count the clock down by 1 more, or not. */
    record ChooseDoomsday(String actor, boolean countDown) implements Command {
    }
}
