package mfz.rules.deployment;

import static mfz.rules.game.Refusal.require;
import static mfz.rules.game.Refusal.requireWithWaiting;

import java.util.List;
import mfz.rules.bidding.Position;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.round.RoundFlow;
import mfz.rules.stations.Station;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.Frames;

/**
 * Deployment (docs/rules.md §3): the steps in order, each owned by a player. The engine records
 * what is placed and which station each frame stands within 1 unit of; it measures nothing.
 *
 * <p>Rulings: step 1 ends when every player has approved the terrain; steps 2, 3 and 6 end
 * by themselves with the placement that leaves their owner nothing else to place (the
 * defender's stations and 2 frames; the point frame; the defender's last frame), and may be
 * finished early only when nothing required is still off the table, which is never: so
 * {@code /deploy done} with nothing named is refused there, saying what is left;
 * steps 4 and 5 pass from attacker to attacker (highest score first, skipping attackers with
 * nothing left to place) with every placement and end by themselves with the last one;
 * step 7 only exists in campaign battles (see {@link ObjectiveRules}). In a demo game the host places every frame in one
 * step and finishes it; the round-robin starts with the chosen first player (default: the host).
 * Stations never change hands during deployment: every player starts play holding exactly
 * their own stations, wherever the frames stand (docs/rules.md §7).
 */
public final class DeploymentRules {

    private DeploymentRules() {
    }

    public static void approveTerrain(Tx tx, Command.ApproveTerrain c) {
        Deployment d = inStep(tx.game(), DeploymentStep.TERRAIN, "The terrain was approved already.");
        require(!d.approved().contains(c.actor()), "You already approved the terrain.");
        tx.emit(new Event.TerrainApproved(c.actor()));
        if (tx.game().deployment().approved().size() == tx.game().players().size()) {
            advance(tx);
        }
    }

    public static void placeStation(Tx tx, Command.PlaceStation c) {
        Game g = tx.game();
        Deployment d = deployment(g);
        Station station = g.station(c.station() == null ? "" : c.station())
                .orElseThrow(() -> new Refusal("There is no station named `" + c.station() + "`."));
        require(c.actor().equals(station.owner()), "`" + station.name() + "` is not one of your stations.");
        require(!station.placed(), "`" + station.name() + "` is already on the table.");
        requireWithWaiting(d.step().placesStations(), "Stations aren't placed now: ", g);
        requireWithWaiting(c.actor().equals(d.placer()), "Not your placement: ", g);
        tx.emit(new Event.StationPlaced(station.name()));
        if (d.step() == DeploymentStep.ATTACKER_STATIONS) {
            passOn(tx, DeploymentRules::unplacedStations);
        } else {
            endIfNothingLeft(tx);
        }
    }

    public static void placeFrame(Tx tx, Command.PlaceFrame c) {
        Game g = tx.game();
        Deployment d = deployment(g);
        String owner = c.owner() == null || c.owner().isBlank() ? c.actor()
                : g.demo() ? Frames.playerId(g, c.owner()) : c.owner();
        if (g.demo()) {
            require(c.actor().equals(g.host()), "In a demo game the host (" + g.nameOf(g.host()) + ") places every frame.");
        } else {
            require(owner.equals(c.actor()), "You can only place your own frames.");
        }
        // Whose step first: out of turn, a name of the player's own was refused as no frame of theirs (a
        // player's first games).
        switch (d.step()) {
            case DEFENDER_SETUP, POINT_FRAME, ATTACKER_FRAMES, DEFENDER_FRAMES, DEMO_PLACEMENT -> mustPlace(g, d, c);
            default -> throw Refusal.withWaiting("Frames aren't placed now: ", g);
        }
        Frame frame = g.frame(owner, c.frame() == null ? "" : c.frame()).orElseThrow(() -> {
            List<String> toPlace = g.framesOf(owner).stream().filter(f -> f.alive() && !f.placed())
                    .map(f -> "`" + f.name() + "`").toList();
            return new Refusal((owner.equals(c.actor()) ? "Your company" : g.nameOf(owner) + "'s company")
                    + " has no frame named `" + c.frame() + "`" + (toPlace.isEmpty() ? "."
                    : "; still to place: " + String.join(", ", toPlace) + "."));
        });
        // In a demo the host places everyone's: another player's frame of the same name, still to place,
        // is the one meant (a play found "already on the table" with no word of `owner:`).
        List<String> othersToPlace = g.demo() && c.owner() == null ? g.frames().stream()
                .filter(f -> !f.owner().equals(owner) && !f.placed() && f.name().equalsIgnoreCase(frame.name()))
                .map(f -> g.nameOf(f.owner())).toList() : List.of();
        if (frame.placed() && !othersToPlace.isEmpty()) {
            throw new Refusal("Your `" + frame.name() + "` is already on the table; to place "
                    + String.join(" or ", othersToPlace) + "'s, add `owner:` (or `seat:` for one of the bot's).");
        }
        require(!frame.placed(), "`" + frame.name() + "` is already on the table; to change which station it stands near, "
                + "correct its position instead.");
        String near = StationRules.stationOnTable(g, c.nearStation());
        // (The point frame's placement ends its step, endIfNothingLeft: there is never a second.)
        if (d.step() == DeploymentStep.DEFENDER_SETUP) {
            require(placedCount(g, owner) < 2, "The defender places only 2 frames in step 2; the others come in step 6.");
        }
        StationRules.requireDeployableNear(g, owner, frame.name(), near);
        // Deployment never changes station control (docs/rules.md §7): only play does.
        tx.emit(new Event.FramePlaced(owner, frame.name(), near));
        if (d.step() == DeploymentStep.ATTACKER_FRAMES) {
            passOn(tx, DeploymentRules::unplacedFrames);
        } else {
            endIfNothingLeft(tx);
        }
    }

    /**
     * Steps 2, 3 and 6 end with the placement after which their owner has nothing left to
     * place: waiting for a "done" would only cost a tap. A demo's placement waits for its host,
     * who may still choose the first player.
     */
    private static void endIfNothingLeft(Tx tx) {
        Game g = tx.game();
        String placer = g.deployment().placer();
        boolean nothingLeft = switch (g.deployment().step()) {
            case DEFENDER_SETUP -> unplacedStations(g, placer) == 0 && placedCount(g, placer) == 2;
            case POINT_FRAME -> placedCount(g, placer) == 1;
            case DEFENDER_FRAMES -> unplacedFrames(g, placer) == 0;
            default -> false;
        };
        if (nothingLeft) {
            advance(tx);
        }
    }

    public static void finishStep(Tx tx, Command.FinishDeploymentStep c) {
        Game g = tx.game();
        Deployment d = deployment(g);
        switch (d.step()) {
            case DEFENDER_SETUP -> {
                mustPlace(g, d, c);
                List<String> off = g.stationsOf(c.actor()).stream().filter(s -> !s.placed()).map(Station::name).toList();
                require(off.isEmpty(), () -> "Place your stations first: " + String.join(", ", off) + " still off the table.");
                require(placedCount(g, c.actor()) == 2, "Place 2 frames inside your perimeter first ("
                        + placedCount(g, c.actor()) + " placed).");
            }
            case POINT_FRAME -> {
                mustPlace(g, d, c);
                require(placedCount(g, c.actor()) == 1, "Place the point frame first.");
            }
            case DEFENDER_FRAMES -> {
                mustPlace(g, d, c);
                require(unplacedFrames(g, c.actor()) == 0, "Place your remaining frames first: "
                        + String.join(", ", unplacedNames(g, c.actor())) + ".");
            }
            case DEMO_PLACEMENT -> {
                mustPlace(g, d, c);
                List<String> off = g.frames().stream().filter(f -> !f.placed())
                        .map(f -> g.nameOf(f.owner()) + "'s " + f.name()).toList();
                require(off.isEmpty(), () -> "Place every frame first: " + String.join(", ", off) + " still off the table.");
            }
            case SPECIAL_OBJECTIVE -> {
                if (ObjectiveRules.approve(tx, c)) {
                    advance(tx);
                }
                return;
            }
            case TERRAIN -> throw Refusal.withWaiting("The terrain step ends when every player has approved it: ", g);
            default -> throw Refusal.withWaiting("This step ends by itself with the last placement: ", g);
        }
        advance(tx);
    }

    public static void chooseFirstPlayer(Tx tx, Command.ChooseFirstPlayer c) {
        Game g = tx.game();
        require(g.demo(), "Only a demo game goes round the table from a chosen first player.");
        require(g.phase() == Phase.DEPLOYMENT, "The first player is chosen before the first round.");
        require(c.actor().equals(g.host()), "Only the host (" + g.nameOf(g.host()) + ") chooses the first player.");
        require(g.player(c.player()).isPresent(), "There is no player `" + c.player() + "` in this game.");
        tx.emit(new Event.FirstPlayerChosen(c.player()));
    }

    // ---- steps ------------------------------------------------------------------------------

    private static void advance(Tx tx) {
        DeploymentStep step = tx.game().deployment().step();
        while (true) {
            step = next(step, tx.game());
            if (step == DeploymentStep.SPECIAL_OBJECTIVE) {
                ObjectiveRules.beginStep(tx);
                return;
            }
            if (step == null) {
                tx.emit(new Event.CombatBegan(startingOrder(tx.game())));
                RoundFlow.begin(tx);
                return;
            }
            String placer = ownerOf(tx.game(), step);
            if (placer != null) {
                tx.emit(new Event.DeploymentStepStarted(step, placer));
                return;
            }
        }
    }

    private static DeploymentStep next(DeploymentStep step, Game g) {
        if (g.demo()) {
            return null;
        }
        return switch (step) {
            case TERRAIN -> DeploymentStep.DEFENDER_SETUP;
            case DEFENDER_SETUP -> DeploymentStep.POINT_FRAME;
            case POINT_FRAME -> DeploymentStep.ATTACKER_FRAMES;
            case ATTACKER_FRAMES -> DeploymentStep.ATTACKER_STATIONS;
            case ATTACKER_STATIONS -> DeploymentStep.DEFENDER_FRAMES;
            // The special objective (step 7) belongs to campaign battles only.
            case DEFENDER_FRAMES -> g.options().campaignBattle() ? DeploymentStep.SPECIAL_OBJECTIVE : null;
            case SPECIAL_OBJECTIVE, DEMO_PLACEMENT -> null;
        };
    }

    /** Who acts in the step, or null when there is nothing to do in it. */
    private static String ownerOf(Game g, DeploymentStep step) {
        return switch (step) {
            case DEFENDER_SETUP, DEFENDER_FRAMES -> holding(g, Position.DEFENDER);
            case POINT_FRAME -> holding(g, Position.POINT_ATTACKER);
            case ATTACKER_FRAMES -> firstAttacker(g, DeploymentRules::unplacedFrames);
            case ATTACKER_STATIONS -> firstAttacker(g, DeploymentRules::unplacedStations);
            default -> null;
        };
    }

    private static String holding(Game g, Position position) {
        return g.players().stream().filter(p -> p.position() == position).map(Player::id).findFirst().orElse(null);
    }

    private interface Left {
        int count(Game g, String player);
    }

    private static List<String> attackers(Game g) {
        return g.ranking().stream().filter(p -> g.position(p) != Position.DEFENDER).toList();
    }

    private static String firstAttacker(Game g, Left left) {
        return attackers(g).stream().filter(p -> left.count(g, p) > 0).findFirst().orElse(null);
    }

    /** Alternation: the next attacker after the current one (in score order, round again) with something left. */
    private static void passOn(Tx tx, Left left) {
        Game g = tx.game();
        List<String> attackers = attackers(g);
        int at = attackers.indexOf(g.deployment().placer());
        for (int k = 1; k <= attackers.size(); k++) {
            String candidate = attackers.get((at + k) % attackers.size());
            if (left.count(g, candidate) > 0) {
                if (!candidate.equals(g.deployment().placer())) {
                    tx.emit(new Event.PlacementPassed(candidate));
                }
                return;
            }
        }
        advance(tx);
    }

    private static List<String> startingOrder(Game g) {
        return g.demo() ? g.roundTheTable() : g.ranking();
    }

    // ---- helpers -----------------------------------------------------------------------------

    private static Deployment deployment(Game g) {
        requireWithWaiting(g.phase() == Phase.DEPLOYMENT && g.deployment() != null, "That is done during deployment; now: ", g);
        return g.deployment();
    }

    private static Deployment inStep(Game g, DeploymentStep step, String otherwise) {
        Deployment d = deployment(g);
        requireWithWaiting(d.step() == step, otherwise + " Now: ", g);
        return d;
    }

    private static void mustPlace(Game g, Deployment d, Command c) {
        requireWithWaiting(c.actor().equals(d.placer()), "Not your step: ", g);
    }

    /** What a placer still has to place in the step under way: stations, then frames. */
    public record StillToPlace(int stations, int frames) {
    }

    /**
     * What this placer still has to place in the step under way, by the step's own limits: the
     * defender's stations and 2 frames in step 2, every remaining frame in steps 4 and 6 (and the
     * demo's, all players', for its host), stations in step 5.
     */
    public static StillToPlace stillToPlace(Game g, String placer) {
        DeploymentStep step = g.deployment().step();
        int stations = step.placesStations() ? unplacedStations(g, placer) : 0;
        int frames = switch (step) {
            case DEFENDER_SETUP -> Math.max(0, 2 - placedCount(g, placer));
            case ATTACKER_FRAMES, DEFENDER_FRAMES -> unplacedFrames(g, placer);
            case DEMO_PLACEMENT -> g.players().stream().mapToInt(p -> unplacedFrames(g, p.id())).sum();
            default -> 0;
        };
        return new StillToPlace(stations, frames);
    }

    private static int placedCount(Game g, String player) {
        return (int) g.framesOf(player).stream().filter(Frame::placed).count();
    }

    private static int unplacedFrames(Game g, String player) {
        return unplacedNames(g, player).size();
    }

    private static List<String> unplacedNames(Game g, String player) {
        return g.framesOf(player).stream().filter(f -> !f.placed() && f.alive()).map(Frame::name).toList();
    }

    private static int unplacedStations(Game g, String player) {
        return (int) g.stationsOf(player).stream().filter(s -> !s.placed()).count();
    }
}
