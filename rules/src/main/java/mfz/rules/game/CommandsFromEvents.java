package mfz.rules.game;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.attack.Cover;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.FrameSystem;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.Point;
import mfz.rules.map.ShapeNotation;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.turn.Target;

/**
 * Reads back, from an exported command's events, the command that gave them, for
 * {@link ImportReplay} to decide again. This reading only proposes: the rules decide whether the
 * command is allowed and whether it gives exactly those events.
 */
public final class CommandsFromEvents {

    private CommandsFromEvents() {
    }

    /**
     * The command that these events begin, read back from them alone (the rules, not this
     * reading, decide whether it gives them): empty when they begin no command.
     *
     * @param actor who the file says acted, for the commands whose events don't say it (null: unknown)
     */
    public static Optional<Command> commandAt(Game game, String actor, List<Event> following) {
        if (following.getFirst() instanceof Event.SystemsJettisoned thrown && following.size() > 1
                && following.get(1) instanceof Event.TurnStarted started) {
            return Optional.of(startTurn(started, thrown.systems().stream()
                    .map(FrameSystem::notation).collect(Collectors.joining(" "))));
        }
        Optional<Command> command = commandOf(game, following);
        return command.isEmpty() && actor != null ? actedCommandOf(actor, following) : command;
    }

    /**
     * The lobby command whose first event this is, or empty for the events of play (and of a
     * campaign's terms, which come from the campaign, not from a command in the file).
     */
    private static Optional<Command> commandOf(Game game, List<Event> following) {
        Event event = following.getFirst();
        if (event instanceof Event.GameCreated created) {
            return Optional.of(new Command.CreateGame(created.host(), created.hostName(),
                    created.options() == null ? null : created.options().size()));
        } else if (event instanceof Event.PlayerJoined joined) {
            return Optional.of(new Command.JoinGame(joined.player(), joined.name()));
        } else if (event instanceof Event.PlayerLeft left) {
            return Optional.of(new Command.LeaveGame(left.player()));
        } else if (event instanceof Event.CompanyChanged changed) {
            return Optional.of(new Command.SetCompany(changed.player(), changed.company()));
        } else if (event instanceof Event.CompanyReady ready) {
            return Optional.of(new Command.DeclareReady(ready.player()));
        } else if (event instanceof Event.GameStarted) {
            return Optional.of(new Command.StartGame(game.host()));
        } else if (event instanceof Event.OptionsChanged changed) {
            return optionCommand(game, changed.options());
        }
        if (event instanceof Event.MapChanged changed && changed.change() instanceof MapEvent.CoverTaken taken
                && following.size() > 1 && following.get(1) instanceof Event.AttackDeclared declared) {
            // On the map an attack behind terrain names the piece first: the attack named it so.
            Command.Attack read = attack(declared);
            return Optional.of(new Command.Attack(read.actor(), read.die(), read.spot(), taken.terrain(), null,
                    read.coverHits()));
        }
        return turnCommandOf(game, following).or(() -> otherCommandOf(game, following));
    }

    /**
     * The other commands of play whose first event says who did what: ties of bidding,
     * deployment, the doomsday choice, a hit taken or retreated from. Deployment's actor is whoever places now; a hit's, the player who must choose.
     */
    private static Optional<Command> otherCommandOf(Game game, List<Event> following) {
        Event event = following.getFirst();
        String placer = game.deployment() == null ? null : game.deployment().placer();
        PendingDecision pending = game.pending();
        return Optional.ofNullable(switch (event) {
            case Event.TieFrameAdded e -> new Command.AddFrameToBreakTie(e.frame().owner(), e.frame().name(),
                    e.frame().systems().stream().map(FrameSystem::notation)
                            .collect(Collectors.joining(" ")), e.frame().disc());
            case Event.TieFrameRemoved e -> new Command.RemoveFrameToBreakTie(e.player(), e.frame(), e.ssrsTo());
            case Event.TieDeferred e -> new Command.DeferTie(e.player());
            case Event.DoomsdayCountedDown e when pending instanceof PendingDecision.DoomsdayChoice ->
                    new Command.ChooseDoomsday(e.player(), true);
            case Event.DoomsdayHeld e when pending instanceof PendingDecision.DoomsdayChoice ->
                    new Command.ChooseDoomsday(e.player(), false);
            case Event.TerrainApproved e -> new Command.ApproveTerrain(e.player());
            // On the map a placement also records the point: the command placed it there.
            case Event.StationPlaced e when placer != null -> placedAt(following, null, e.station(), true)
                    .<Command>map(at -> new Command.PlaceStationAt(placer, e.station(), at))
                    .orElse(new Command.PlaceStation(placer, e.station()));
            case Event.FramePlaced e when placer != null -> placedAt(following, e.owner(), e.frame(), false)
                    .<Command>map(at -> new Command.PlaceFrameAt(placer, e.owner(), e.frame(), at))
                    .orElse(new Command.PlaceFrame(placer, e.owner(), e.frame(), e.nearStation()));
            case Event.FirstPlayerChosen e when placer != null -> new Command.ChooseFirstPlayer(placer, e.player());
            case Event.SystemLost e when pending instanceof PendingDecision.HitChoice hit ->
                    new Command.TakeHit(hit.player(), e.system().notation());
            case Event.WhiteLost e when pending instanceof PendingDecision.HitChoice hit ->
                    new Command.TakeHit(hit.player(), "white");
            case Event.RetreatedFromStation e when pending instanceof PendingDecision.HitChoice hit ->
                    new Command.Retreat(hit.player());
            case Event.DecisionRequested e when e.decision() instanceof PendingDecision.AgainstTheMap o ->
                    switch (o.declared()) {
                        case PendingDecision.AttackDeclared a ->
                                new Command.DeclareAttack(o.declarer(), a.die(), a.spot(), a.cover(), a.coverOwner(),
                                        a.coverHits());
                        case PendingDecision.PlacementDeclared p -> p.move()
                                ? new Command.DeclareMove(o.declarer(), p.die(), p.at())
                                : new Command.DeclarePlacement(o.declarer(), p.owner(), p.piece(), p.station(), p.at());
                        case PendingDecision.SpotDeclared s ->
                                new Command.DeclareSpot(o.declarer(), s.target(), s.targetOwner(), s.die());
                        case PendingDecision.NearDeclared n ->
                                new Command.DeclareNear(o.declarer(), n.owner(), n.frame(), n.station());
                    };
            case Event.OverrideDecided e -> new Command.ConfirmOverride(e.host(), e.confirmed());
            // On the map, an attack whose target stands in several covers waits for its owner's choice.
            case Event.DecisionRequested e when e.decision() instanceof PendingDecision.CoverChoice o ->
                    new Command.Attack(o.declarer(), o.die(), o.spot(), null, null, null);
            case Event.CoverChosen e -> new Command.ChooseCover(e.player(), e.cover());
            // A correction of where a frame stands may be its owner's or the host's: the event doesn't
            // say whose, so it is left to the event checks.
            default -> null;
        });
    }

    /** A command whose first event doesn't say who acted, as the recorded actor's. */
    private static Optional<Command> actedCommandOf(String actor, List<Event> following) {
        return Optional.ofNullable(switch (following.getFirst()) {
            case Event.DeploymentStepStarted e -> new Command.FinishDeploymentStep(actor);
            case Event.CombatBegan e -> new Command.FinishDeploymentStep(actor);
            case Event.FrameStandsNear e -> new Command.StandNear(actor, e.owner(), e.frame(), e.station());
            case Event.FrameStandsAway e -> new Command.StandAway(actor, e.owner(), e.frame(), e.station());
            case Event.InitiativeDieSkipped e -> new Command.WaitForLaterDie(actor, e.frame());
            case Event.FallDamageRolled e -> new Command.Fall(actor, e.owner(), e.frame(), e.bricks());
            case Event.ObjectiveNamed e -> new Command.NameObjective(actor, e.name(), e.behaviour());
            case Event.ObjectiveApproved e -> new Command.FinishDeploymentStep(actor);
            case Event.ObjectiveMoved e -> new Command.MoveObjective(actor, e.near().stream()
                    .map(standing -> standing.owner() + "/" + standing.frame()).toList());
            case Event.MapChanged e -> switch (e.change()) {
                case MapEvent.TerrainLaid laid -> new Command.LayTerrain(actor, laid.terrain().name(),
                        ShapeNotation.notation(laid.terrain().outline()), laid.terrain().bricks());
                case MapEvent.TerrainRemoved removed -> new Command.RemoveTerrain(actor, removed.name());
                case MapEvent.LayoutLoaded loaded -> new Command.LoadLayout(actor, loaded.name(),
                        loaded.layout());
                case MapEvent.TerrainWorn worn -> null; // an attack's, never a command's first event
                case MapEvent.CoverTaken taken -> null; // begins an attack: see commandOf
            };
            default -> null;
        });
    }

    /**
     * The command of a frame's turn whose first event this is: the turn's start (with what it
     * jettisons), its defense, move, attack and spot, its end, and a pass of the initiative.
     * The actor is the frame's owner, as when the host acts for an absent player. Decided again,
     * these refuse what the rules refuse: a die the pool doesn't hold, a frame out of its turn,
     * a second move.
     */
    private static Optional<Command> turnCommandOf(Game game, List<Event> following) {
        return Optional.ofNullable(switch (following.getFirst()) {
            case Event.SystemsJettisoned e -> null; // begins a turn whose start follows: see below
            case Event.TurnStarted e -> startTurn(e, null);
            case Event.DefenseAssigned e -> new Command.Defend(e.owner(), e.die() == null ? "none" : e.die().notation());
            case Event.FrameMoved e -> move(game, e, following);
            case Event.AttackDeclared e -> attack(e);
            case Event.SpotPlaced e -> new Command.Spot(e.owner(), e.targetFrame(), e.targetOwner(), e.die().notation());
            case Event.TurnEnded e -> new Command.EndTurn(e.owner());
            case Event.InitiativePassed e -> new Command.Pass(e.player());
            default -> null;
        });
    }

    /**
     * A move: on the map, to the point its placement records; in a campaign, carrying the
     * objective that follows its holder.
     */
    private static Command move(Game game, Event.FrameMoved e, List<Event> following) {
        Optional<Point> at = placedAt(following, e.owner(), e.frame(), false);
        if (at.isPresent()) {
            // On the map an objective that follows its holder comes along by itself.
            return new Command.MoveTo(e.owner(), e.die().notation(), at.get());
        }
        boolean followed = following.stream().anyMatch(later -> later instanceof Event.ObjectiveMoved);
        if (followed && game.isTheObjective(e.nearStation())
                && !(following.size() > 1 && following.get(1) instanceof Event.ObjectiveMoved)) {
            // Carried with `objective:true`, control checked before it came along; a plain move to the
            // objective (it comes along at once after the frame) gives the same events bar that order.
            return new Command.MoveWithObjective(e.owner(), e.die().notation(), false);
        }
        // An objective following this frame comes along unless the move crossed cover, as its mover said.
        boolean leftBehind = !followed && ObjectiveRules.carries(game, e.owner(), e.frame());
        return new Command.Move(e.owner(), e.die().notation(), e.nearStation() == null ? "none" : e.nearStation(),
                leftBehind);
    }

    /** Where this command's events put the piece on the map, if they do (owner null: any). */
    private static Optional<Point> placedAt(List<Event> following, String owner, String name,
                                                         boolean station) {
        return following.stream().skip(1).filter(later -> later instanceof Event.PlacedAt)
                .map(later -> ((Event.PlacedAt) later).placement())
                .filter(p -> p.station() == station && p.name().equals(name) && (owner == null || p.owner().equals(owner)))
                .map(MapPlacement::at).findFirst();
    }

    private static Command.StartTurn startTurn(Event.TurnStarted e, String jettison) {
        Target target = e.target() == null ? Target.NONE : e.target();
        String named = switch (target.kind()) {
            case NONE -> "none";
            case TERRAIN -> target.piece() == null ? "terrain" : target.piece();
            case FRAME -> target.frame();
        };
        return new Command.StartTurn(e.owner(), e.frame(), named, target.frameTarget() ? target.owner() : null, e.range(),
                e.ssrsFired(), e.hazard(), jettison, e.hazardKind());
    }

    private static Command.Attack attack(Event.AttackDeclared e) {
        AttackDeclaration attack = e.attack();
        Cover cover = attack.cover() == null ? Cover.NONE : attack.cover();
        String named = switch (cover.kind()) {
            case NONE -> "none";
            case TERRAIN -> "terrain";
            case FRAME -> cover.frame();
        };
        return new Command.Attack(e.owner(), attack.die().notation(), attack.useSpot(), named,
                cover.frameCover() ? cover.owner() : null, attack.coverHits());
    }

    /** The host's one change of option that makes {@code now} of the game's options. */
    private static Optional<Command> optionCommand(Game game, GameOptions now) {
        GameOptions was = game.options();
        String host = game.host();
        if (was == null || now == null) {
            return Optional.empty();
        }
        if (now.campaign() != null && !now.campaign().equals(was.campaign())) {
            // Only entering a campaign sets its terms (the objective is named by events of its
            // own): decided again as the host's, so the campaign's name and constraints pass the
            // checks they passed when entered, and terms changed in a campaign battle are refused.
            return Optional.of(new Command.EnterCampaign(host, now.campaign().campaign(),
                    now.campaign().constraints()));
        }
        if (now.size() != was.size()) {
            return Optional.of(new Command.SetGameSize(host, now.size()));
        }
        if (now.ssrCount() != was.ssrCount()) {
            return Optional.of(new Command.SetSsrCount(host, now.ssrCount()));
        }
        if (now.startingDoomsday() != was.startingDoomsday()) {
            return Optional.of(new Command.SetStartingDoomsday(host, now.startingDoomsday()));
        }
        if (now.map() != was.map()) {
            return Optional.of(new Command.SetMap(host, now.map()));
        }
        for (AdvancedOption option : AdvancedOption.values()) {
            if (now.has(option) != was.has(option)) {
                return Optional.of(new Command.SetAdvancedOption(host, option, now.has(option)));
            }
        }
        return Optional.of(new Command.SetSsrCount(host, now.ssrCount()));
    }
}
