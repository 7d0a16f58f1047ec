package mfz.rules.game;

import mfz.rules.attack.FallRules;
import mfz.rules.bidding.BiddingRules;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.damage.DamageRules;
import mfz.rules.deployment.DeploymentRules;
import mfz.rules.dice.Dice;
import mfz.rules.doomsday.DoomsdayRules;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.map.MapAttacking;
import mfz.rules.map.MapCover;
import mfz.rules.map.MapMoving;
import mfz.rules.map.MapOverride;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.MapRetreat;
import mfz.rules.map.MapRules;
import mfz.rules.map.MapTurns;
import mfz.rules.map.MapWear;
import mfz.rules.map.PlacingOverride;
import mfz.rules.round.Initiative;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.TurnRules;

/**
 * Routes a command to the rules of its topic after the checks every command shares: the
 * game exists, the actor plays in it, the game isn't over, and no other player's decision
 * is pending.
 */
final class Decider {

    private Decider() {
    }

    static Decision decide(Game game, Command command, Dice dice) {
        return decide(game, command, dice, true);
    }

    /**
     * @param measured false to decide a move or a station's correction by the usual rules alone,
     *                 as a declaration against the map asks before the host confirms it
     */
    static Decision decide(Game game, Command command, Dice dice, boolean measured) {
        try {
            Refusal.require(command != null, "Say what you want to do.");
            Refusal.require(command.actor() != null && !command.actor().isBlank(), "A command needs the player who gives it.");
            checkCommon(game, command);
            Tx tx = new Tx(game, dice);
            switch (command) {
                case Command.CreateGame c -> LobbyRules.create(tx, c);
                case Command.JoinGame c -> LobbyRules.join(tx, c);
                case Command.LeaveGame c -> LobbyRules.leave(tx, c);
                case Command.SetGameSize c -> LobbyRules.setSize(tx, c);
                case Command.SetSsrCount c -> LobbyRules.setSsrCount(tx, c);
                case Command.SetAdvancedOption c -> LobbyRules.setAdvancedOption(tx, c);
                case Command.SetStartingDoomsday c -> LobbyRules.setStartingDoomsday(tx, c);
                case Command.DesignFrame c -> LobbyRules.designFrame(tx, c);
                case Command.ScrapFrame c -> LobbyRules.scrapFrame(tx, c);
                case Command.NameStations c -> LobbyRules.nameStations(tx, c);
                case Command.SetCompany c -> LobbyRules.setCompany(tx, c);
                case Command.DeclareReady c -> LobbyRules.declareReady(tx, c);
                case Command.StartGame c -> LobbyRules.start(tx, c);
                case Command.AddFrameToBreakTie c -> BiddingRules.addFrame(tx, c);
                case Command.RemoveFrameToBreakTie c -> BiddingRules.removeFrame(tx, c);
                case Command.DeferTie c -> BiddingRules.defer(tx, c);
                case Command.ApproveTerrain c -> DeploymentRules.approveTerrain(tx, c);
                case Command.SetMap c -> LobbyRules.setMap(tx, c);
                case Command.LayTerrain c -> MapRules.lay(tx, c);
                case Command.RemoveTerrain c -> MapRules.remove(tx, c);
                case Command.LoadLayout c -> MapRules.load(tx, c);
                case Command.PlaceStationAt c -> MapPlacing.station(tx, c);
                case Command.PlaceFrameAt c -> MapPlacing.frame(tx, c);
                case Command.MoveTo c -> MapMoving.move(tx, c);
                case Command.PlaceStation c -> {
                    if (measured) {
                        MapTurns.requirePlacedAtAPoint(tx.game());
                    }
                    DeploymentRules.placeStation(tx, c);
                }
                case Command.PlaceFrame c -> {
                    if (measured) {
                        MapTurns.requirePlacedAtAPoint(tx.game());
                    }
                    DeploymentRules.placeFrame(tx, c);
                }
                case Command.FinishDeploymentStep c -> DeploymentRules.finishStep(tx, c);
                case Command.ChooseFirstPlayer c -> DeploymentRules.chooseFirstPlayer(tx, c);
                case Command.StandAway c -> StationRules.standAway(tx, c);
                case Command.StandNear c -> {
                    if (measured) {
                        MapTurns.requireMeasuredStation(tx.game(), c);
                    }
                    StationRules.standNear(tx, c);
                }
                case Command.ChooseDoomsday c -> DoomsdayRules.choose(tx, c);
                case Command.StartTurn c -> MapTurns.start(tx, c);
                case Command.Pass c -> Initiative.pass(tx, c);
                case Command.WaitForLaterDie c -> Initiative.waitForLaterDie(tx, c);
                case Command.Defend c -> TurnRules.defend(tx, c);
                case Command.Move c -> {
                    if (measured) {
                        MapTurns.requireMeasuredMove(tx.game(), c);
                    }
                    ObjectiveRules.moveCarrying(tx, c);
                }
                case Command.Attack c -> {
                    if (measured) {
                        MapAttacking.attack(tx, c);
                    } else {
                        TurnRules.attack(tx, c);
                    }
                }
                case Command.ChooseCover c -> MapCover.choose(tx, c);
                case Command.DeclareAttack c -> MapOverride.declare(tx, c);
                case Command.ConfirmOverride c -> MapOverride.confirm(tx, c);
                case Command.DeclarePlacement c -> PlacingOverride.declare(tx, c);
                case Command.DeclareMove c -> PlacingOverride.declare(tx, c);
                case Command.DeclareSpot c -> MapOverride.declare(tx, c);
                case Command.DeclareNear c -> MapOverride.declare(tx, c);
                case Command.Spot c -> MapTurns.spot(tx, c);
                case Command.EndTurn c -> TurnRules.end(tx, c);
                case Command.TakeHit c -> DamageRules.takeHit(tx, c);
                case Command.Retreat c -> MapRetreat.retreat(tx, c);
                case Command.Fall c -> FallRules.fall(tx, c);
                case Command.EnterCampaign c -> ObjectiveRules.enter(tx, c);
                case Command.NameObjective c -> ObjectiveRules.name(tx, c);
                case Command.MoveObjective c -> ObjectiveRules.move(tx, c);
                case Command.MoveWithObjective c -> ObjectiveRules.moveWith(tx, c);
            }
            Settling.settle(tx);
            // After settling, which resolves the damage dice: the terrain they hit wears down.
            MapWear.wear(tx, game);
            return new Decision.Accepted(tx.events(), tx.game());
        } catch (Refusal refusal) {
            return new RuleViolation(refusal.playerMessage());
        }
    }

    private static void checkCommon(Game game, Command command) {
        if (command instanceof Command.CreateGame) {
            Refusal.require(game.phase() == Phase.NONE, "A game already exists here.");
            return;
        }
        Refusal.require(game.phase() != Phase.NONE, "There is no game here yet: create one first.");
        if (game.phase() == Phase.ENDED) {
            throw new Refusal("The game is over: " + Waiting.describe(game));
        }
        if (command instanceof Command.JoinGame) {
            return;
        }
        Refusal.require(game.player(command.actor()).isPresent(), "You are not playing in this game.");
        PendingDecision pending = game.pending();
        if (pending == null) {
            return;
        }
        boolean answers = switch (pending) {
            case PendingDecision.HighTieChoice d -> command instanceof Command.AddFrameToBreakTie
                    || command instanceof Command.RemoveFrameToBreakTie || command instanceof Command.DeferTie;
            case PendingDecision.DoomsdayChoice d -> command instanceof Command.ChooseDoomsday;
            case PendingDecision.HitChoice d -> command instanceof Command.TakeHit || command instanceof Command.Retreat;
            case PendingDecision.AgainstTheMap d -> command instanceof Command.ConfirmOverride;
            case PendingDecision.CoverChoice d -> command instanceof Command.ChooseCover;
        };
        if (answers && !pending.player().equals(command.actor())) {
            throw new Refusal("Not your decision: " + Waiting.describe(game));
        }
        if (!answers) {
            // A correction of the round's last move comes after the doomsday choices (§7's "right after" lasts
            // until the next turn), and a tick that ends the game leaves none: said, since the undo is then
            // the only way back and must come first (a campaign audit found it refused after the end).
            throw new Refusal("Not now: " + Waiting.describe(game) + (pending instanceof PendingDecision.DoomsdayChoice
                    && command instanceof Command.StandNear ? CORRECTION_AFTER_DOOMSDAY
                    + (game.doomsday() == 1 ? LAST_TICK : "") : ""));
        }
    }

    /** Why a correction waits during the doomsday choices. */
    static final String CORRECTION_AFTER_DOOMSDAY = " A correction of where a frame stands comes after the doomsday "
            + "choices.";

    /** What to do when the next tick ends the game, and no correction comes after it. */
    static final String LAST_TICK = " A tick now ends the game, and leaves none: to put the last move right, the host "
            + "first takes back the turn's end with `/game undo`.";
}
