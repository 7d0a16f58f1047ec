package mfz.rules.seat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import mfz.rules.bidding.TieOption;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.deployment.Deployment;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.stations.Station;

/**
 * A seat the bot plays: the next command a player owes, or nothing while the game waits on
 * somebody else. Pure: the same game gives the same command, no dice are rolled here and none
 * are guessed (the seat reads its own roll once the rules have made it), and before the
 * companies are revealed the seat reads no other company but their stations' names.
 *
 * <p>The seat owes a command when a decision pending is its own (a tie, a hit, the doomsday
 * choice, a cover), when it holds the initiative or its frame's turn is under way, when a
 * deployment placement or approval is its, and in the lobby while its company is not ready.
 * It never acts for anyone else, so it never plays ahead of a player. Every command it returns
 * is one the rules accept now (checked with {@link GameQueries#accepts}); the plays themselves
 * are {@link Tactics}'s.
 */
public final class Seat {

    private Seat() {
    }

    /** The next command this seat owes in this game, or empty when it owes none now. */
    public static Optional<Command> next(Game game, String seat, Strength strength) {
        if (game.player(seat).isEmpty() || game.phase() == Phase.ENDED || game.phase() == Phase.NONE) {
            return Optional.empty();
        }
        List<Command> wanted = new ArrayList<>();
        if (game.pending() != null) {
            if (!game.pending().player().equals(seat)) {
                return Optional.empty();
            }
            wanted.addAll(answer(game, seat, strength, game.pending()));
        } else {
            switch (game.phase()) {
                case LOBBY -> wanted.addAll(lobby(game, seat, strength));
                case DEPLOYMENT -> wanted.addAll(deploy(game, seat));
                case COMBAT -> wanted.addAll(new Tactics(game, seat, strength).play());
                default -> {
                }
            }
        }
        return wanted.stream().filter(c -> GameQueries.accepts(game, c)).findFirst();
    }

    // ---- the lobby ----------------------------------------------------------------------------

    private static List<Command> lobby(Game game, String seat, Strength strength) {
        Player me = game.player(seat).orElseThrow();
        if (me.ready()) {
            // A seat hosts only a game of seats (a demo to watch): it starts once everyone is ready.
            boolean everyoneReady = game.players().size() >= LobbyRules.MIN_PLAYERS
                    && game.players().stream().allMatch(Player::ready);
            return seat.equals(game.host()) && everyoneReady ? List.of(new Command.StartGame(seat)) : List.of();
        }
        if (!LobbyRules.problems(game, seat).isEmpty()) {
            // Built anew whenever the table changed under it (a player joined, the size changed).
            return Archetypes.company(game, seat, strength).filter(c -> !c.equals(me.company()))
                    .map(c -> List.<Command>of(new Command.SetCompany(seat, c))).orElse(List.of());
        }
        return List.of(new Command.DeclareReady(seat));
    }

    // ---- decisions ----------------------------------------------------------------------------

    private static List<Command> answer(Game game, String seat, Strength strength, PendingDecision pending) {
        return switch (pending) {
            case PendingDecision.HighTieChoice tie -> tie(game, seat, tie);
            case PendingDecision.DoomsdayChoice d -> List.of(new Command.ChooseDoomsday(seat, tick(game, seat, strength)));
            case PendingDecision.HitChoice hit -> Damage.answer(game, seat, strength, hit);
            case PendingDecision.CoverChoice cover -> List.of(new Command.ChooseCover(seat, Damage.cover(game, seat, cover)));
            // The host's confirmations: a seat is never the host of a game on Discord; at the console
            // it takes the map at its word, as its declarations never go against it.
            case PendingDecision.AgainstTheMap o -> List.of(new Command.ConfirmOverride(seat, false));
        };
    }

    /**
     * A tie for highest score, in the order tried until the rules take one: a frame more (the
     * archetype's first loadout, else one its company already carries, fewest systems first, else
     * a frame with no system, which no campaign constraint refuses); else defer; else a frame goes,
     * fewest systems first. (A seat audit: in a campaign banning the archetype's loadout, or
     * lowering the average, it had only the one frame to add and the one to remove, and the game
     * waited on it for good.)
     */
    private static List<Command> tie(Game game, String seat, PendingDecision.HighTieChoice tie) {
        List<Command> out = new ArrayList<>();
        List<Frame> fewestFirst = game.framesOf(seat).stream()
                .sorted(Comparator.comparingInt((Frame f) -> f.systems().size())).toList();
        if (tie.options().contains(TieOption.ADD_FRAME)) {
            String stem = Archetypes.stem(game.nameOf(seat));
            int n = game.framesOf(seat).size() + 1;
            String name = stem + "-" + n;
            while (game.frame(seat, name).isPresent()) {
                name = stem + "-" + (++n);
            }
            LinkedHashSet<String> loadouts = new LinkedHashSet<>();
            loadouts.add(Archetypes.spareLoadout());
            fewestFirst.forEach(f -> loadouts.add(f.loadout()));
            loadouts.add("none");
            for (String loadout : loadouts) {
                out.add(new Command.AddFrameToBreakTie(seat, name, loadout));
            }
        }
        if (tie.options().contains(TieOption.DEFER)) {
            out.add(new Command.DeferTie(seat));
        }
        if (tie.options().contains(TieOption.REMOVE_FRAME)) {
            fewestFirst.forEach(f -> out.add(new Command.RemoveFrameToBreakTie(seat, f.name(), null)));
        }
        return out;
    }

    /**
     * The doomsday choice: count the clock down when the seat leads alone (the end comes sooner
     * while it is ahead). Hard also waits while its lead is less than one asset of its own and
     * more than one round is left, as one destroyed frame would turn it.
     */
    static boolean tick(Game game, String seat, Strength strength) {
        int mine = game.score(seat);
        int best = game.players().stream().map(Player::id).filter(p -> !p.equals(seat)).mapToInt(game::score).max()
                .orElse(0);
        if (mine <= best) {
            return false;
        }
        return strength == Strength.EASY || mine - best >= game.ppa(seat) || game.doomsday() <= 2;
    }

    // ---- deployment ---------------------------------------------------------------------------

    private static List<Command> deploy(Game game, String seat) {
        Deployment d = game.deployment();
        List<Command> out = new ArrayList<>();
        switch (d.step()) {
            case TERRAIN -> {
                if (!d.approved().contains(seat)) {
                    out.add(new Command.ApproveTerrain(seat));
                }
            }
            case SPECIAL_OBJECTIVE -> {
                if (!d.approved().contains(seat)) {
                    out.add(new Command.FinishDeploymentStep(seat));
                }
            }
            case DEMO_PLACEMENT -> {
                if (seat.equals(d.placer())) {
                    game.frames().stream().filter(f -> !f.placed()).findFirst()
                            .ifPresent(f -> out.addAll(Placement.frame(game, seat, f)));
                    out.add(new Command.FinishDeploymentStep(seat));
                }
            }
            default -> {
                if (!seat.equals(d.placer())) {
                    break;
                }
                if (d.step().placesStations()) {
                    game.stationsOf(seat).stream().filter(s -> !s.placed()).map(Station::name).findFirst()
                            .ifPresent(s -> out.addAll(Placement.station(game, seat, s)));
                }
                if (d.step().placesFrames()) {
                    game.framesOf(seat).stream().filter(f -> !f.placed()).findFirst()
                            .ifPresent(f -> out.addAll(Placement.frame(game, seat, f)));
                }
                out.add(new Command.FinishDeploymentStep(seat));
            }
        }
        return out;
    }

    /** What a system is worth to the seat, to choose what a hit takes (the least) or what a tie removes. */
    static double worth(Frame f, FrameSystem system) {
        long same = f.systems().stream().filter(s -> s.equals(system)).count();
        double base = switch (system.type()) {
            case HAND_TO_HAND, DIRECT_FIRE, ARTILLERY -> 3.0;
            case DEFENSE -> 2.0;
            case MOVEMENT -> 1.2;
            case COMMS -> 0.8;
            case ENVIRONMENTAL -> 0.5;
        };
        if (system.type().weapon() && same == 1 && f.systems().stream().filter(s -> s.type().weapon()).count() == 1) {
            base += 1.5; // the last weapon: without it the frame fights with whites only
        }
        return same > 1 ? base * 0.6 : base;
    }

    /** How a seat's player id begins: {@code bot-easy-1}, never a Discord user's (digits only). */
    public static final String ID_PREFIX = "bot-";

    /** The strength a seat plays at, read from its player id; empty for a person. */
    public static Optional<Strength> strengthOf(String playerId) {
        if (playerId == null || !playerId.startsWith(ID_PREFIX)) {
            return Optional.empty();
        }
        String[] parts = playerId.split("-");
        return parts.length == 3 ? Strength.read(parts[1]) : Optional.empty();
    }

    /** True for a seat the bot plays. */
    public static boolean isSeat(String playerId) {
        return strengthOf(playerId).isPresent();
    }
}
