package mfz.rules.seat;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.RandomLoadouts;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.round.Turn;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * A random legal player, the benchmark's baseline: a random company, and in play a random one
 * of the choices the rules offer ({@link GameQueries#choices}), with random targets, ranges,
 * SSRs, dice and stations (as RandomGamesTest plays). Deployment, which only places pieces,
 * it leaves to the easy seat.
 */
public final class RandomPlayer implements SeatGames.Brain {

    private final SplittableRandom rnd;

    public RandomPlayer(long seed) {
        this.rnd = new SplittableRandom(seed);
    }

    @Override
    public Optional<Command> next(Game g, String me) {
        if (g.player(me).isEmpty() || g.phase() == Phase.ENDED) {
            return Optional.empty();
        }
        if (g.pending() != null) {
            return g.pending().player().equals(me) ? Optional.of(answer(g, me, g.pending())) : Optional.empty();
        }
        return switch (g.phase()) {
            case LOBBY -> lobby(g, me);
            case DEPLOYMENT -> Seat.next(g, me, Strength.EASY);
            case COMBAT -> combat(g, me);
            default -> Optional.empty();
        };
    }

    private Optional<Command> lobby(Game g, String me) {
        if (g.player(me).orElseThrow().ready()) {
            return Optional.empty();
        }
        if (LobbyRules.problems(g, me).isEmpty()) {
            return Optional.of(new Command.DeclareReady(me));
        }
        CompanyLimits limits = CompanyLimits.of(g.players().size(), g.options().size());
        return Optional.of(new Command.SetCompany(me, RandomLoadouts.company(rnd, g.options(), limits,
                f -> "R" + me + "-" + f, s -> "R" + me + " station " + s)));
    }

    private Command answer(Game g, String me, PendingDecision pending) {
        return switch (pending) {
            case PendingDecision.HighTieChoice tie -> switch (tie.options().get(rnd.nextInt(tie.options().size()))) {
                case ADD_FRAME -> new Command.AddFrameToBreakTie(me, "R" + me + "-new" + g.framesOf(me).size(),
                        RandomLoadouts.of(rnd, g.options(), 0, 4));
                case REMOVE_FRAME -> new Command.RemoveFrameToBreakTie(me,
                        g.framesOf(me).get(rnd.nextInt(g.framesOf(me).size())).name(), null);
                case DEFER -> new Command.DeferTie(me);
            };
            case PendingDecision.DoomsdayChoice d -> new Command.ChooseDoomsday(me, rnd.nextInt(3) == 0);
            case PendingDecision.HitChoice hit -> hit.retreatFrom() != null && rnd.nextInt(3) == 0
                    ? new Command.Retreat(me) : new Command.TakeHit(me, hit.options().get(rnd.nextInt(hit.options().size())));
            case PendingDecision.CoverChoice c -> new Command.ChooseCover(me, c.covers().get(rnd.nextInt(c.covers().size())));
            default -> new Command.ConfirmOverride(me, false);
        };
    }

    private Optional<Command> combat(Game g, String me) {
        boolean mine = g.turn().map(Turn::owner).map(me::equals)
                .orElseGet(() -> GameQueries.initiative(g).map(me::equals).orElse(false));
        if (!mine) {
            return Optional.empty();
        }
        List<Choice> choices = GameQueries.choices(g, me).stream()
                .filter(c -> c.action() != Action.FALL && c.action() != Action.MOVE_OBJECTIVE).toList();
        if (choices.isEmpty()) {
            return Optional.empty();
        }
        Choice c = choices.get(rnd.nextInt(choices.size()));
        List<String> o = c.options();
        return Optional.of(switch (c.action()) {
            case START_TURN -> start(g, me, c);
            case PASS -> new Command.Pass(me);
            case WAIT_FOR_LATER_DIE -> new Command.WaitForLaterDie(me, c.frames().getFirst().frame());
            case DEFEND -> new Command.Defend(me, o.get(rnd.nextInt(o.size())));
            case MOVE -> new Command.Move(me, o.get(rnd.nextInt(o.size())), randomStation(g));
            case ATTACK -> {
                Turn t = g.turn().orElseThrow();
                boolean spot = t.target().frameTarget() && g.frame(t.target().owner(), t.target().frame())
                        .map(f -> f.spot() != null).orElse(false) && rnd.nextBoolean();
                yield new Command.Attack(me, o.get(rnd.nextInt(o.size())), spot, null, null, null);
            }
            case SPOT -> spot(g, me, c);
            default -> new Command.EndTurn(me);
        });
    }

    private Command start(Game g, String me, Choice c) {
        FrameRef ref = c.frames().get(rnd.nextInt(c.frames().size()));
        boolean activated = g.turn().isPresent();
        Frame frame = g.frame(ref.owner(), ref.frame()).orElseThrow();
        String name = activated ? null : frame.name();
        List<Frame> enemies = g.frames().stream().filter(f -> !f.owner().equals(me) && f.alive() && f.placed()).toList();
        if (enemies.isEmpty() || rnd.nextInt(10) == 0) {
            return new Command.StartTurn(me, name, null, null, null, 0, false, null);
        }
        Frame t = enemies.get(rnd.nextInt(enemies.size()));
        List<Range> ranges = TurnRules.legalRanges(frame);
        Range range = ranges.get(rnd.nextInt(ranges.size()));
        int ssrs = 0;
        if (range == Range.DIRECT && frame.ssrs() > 0) {
            boolean needs = TurnRules.needsAnSsr(frame, range);
            ssrs = (needs ? 1 : 0) + rnd.nextInt(Math.min(2, frame.ssrs()) - (needs ? 1 : 0) + 1);
        }
        return new Command.StartTurn(me, name, t.name(), t.owner(), range, ssrs, false, null);
    }

    private String randomStation(Game g) {
        List<Station> onTable = g.stations().stream().filter(Station::placed).toList();
        if (onTable.isEmpty() || rnd.nextInt(3) != 0) {
            return null;
        }
        return onTable.get(rnd.nextInt(onTable.size())).name();
    }

    private Command spot(Game g, String me, Choice c) {
        String die = c.options().get(rnd.nextInt(c.options().size()));
        int value = Integer.parseInt(die.replaceAll("^(d8)?[A-Z]", ""));
        List<FrameRef> can = c.frames().stream().filter(ref -> g.frame(ref.owner(), ref.frame())
                .map(f -> f.spot() == null || f.spot() < value).orElse(false)).toList();
        if (can.isEmpty()) {
            return new Command.EndTurn(me);
        }
        FrameRef f = can.get(rnd.nextInt(can.size()));
        return new Command.Spot(me, f.frame(), f.owner(), die);
    }

}
