package mfz.rules.game;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.dice.DicePool;
import mfz.rules.dice.Die;
import mfz.rules.dice.RolledDie;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.options.GameOptions;
import mfz.rules.turn.Pool;
import mfz.rules.turn.TurnRules;

/**
 * Checks an imported history command by command before any of it is kept: an export is a game,
 * not an arbitrary list of facts. Each command is read back from its first event (and, on the
 * map, the point its placement records) and decided again with the dice its events hold; it
 * must be accepted and cause exactly the recorded events, so every name, limit and rule applies
 * as when it was typed. That covers the lobby, bidding's ties, deployment, a frame's turn, the
 * initiative, the clock, hits, falls, a campaign battle's terms (as the host entered the
 * campaign) and its objective; where the events don't say who acted, the player the file
 * records is the actor. Every event must belong to a command so decided: one that begins no
 * command, or is left over after one, is refused. (The event checks below only explain a
 * refusal in the player's words; they never accept anything.)
 */
public final class ImportReplay {

    private ImportReplay() {
    }

    /**
     * Why this command's events can't follow {@code before}, or empty when they can. Without
     * the actor the file recorded, commands whose events don't say who acted are checked event
     * by event only.
     *
     * @param events one exported command's events, in order
     */
    public static Optional<String> problem(Game before, List<Event> events) {
        return problem(before, null, events);
    }

    /**
     * As {@link #problem(Game, List)}, with the player the file says acted (for whom, when the
     * host acted for an absent player): the commands whose events don't say who acted (ending a
     * deployment step, a correction of where a frame stands, a fall, a frame waiting for its
     * later d20, terrain laid or removed) are decided again as that player's.
     */
    public static Optional<String> problem(Game before, String actor, List<Event> events) {
        return replay(before, actor, events).problem();
    }

    /**
     * What decided again, one command's events come to: why they can't follow {@code before},
     * or the events the rules themselves gave. Those are what an import keeps, not the file's:
     * they equal the file's, yet the file's word is never stored where the rules' can be. With
     * them, the commands decided, each for whom the events say acted ({@link Command#actor()}),
     * which the file's word for it must agree with (an adversarial audit credited one player with
     * another's turn).
     */
    public record Replayed(Optional<String> problem, List<Event> decided, List<Command> commands) {
        public Replayed {
            decided = List.copyOf(decided);
            commands = List.copyOf(commands);
        }

        public Replayed(Optional<String> problem, List<Event> decided) {
            this(problem, decided, List.of());
        }

        static Replayed refused(Optional<String> problem) {
            return new Replayed(problem, List.of());
        }
    }

    /** As {@link #problem(Game, String, List)}, with the events the rules gave when there is none. */
    public static Replayed replay(Game before, String actor, List<Event> events) {
        List<Event> decided = new ArrayList<>();
        List<Command> commands = new ArrayList<>();
        ScriptedDice dice = new ScriptedDice(RecordedRolls.of(events));
        Game game = before;
        int at = 0;
        while (at < events.size()) {
            List<Event> rest = events.subList(at, events.size());
            Optional<Command> command = CommandsFromEvents.commandAt(game, actor, rest);
            if (command.isEmpty()) {
                // Every event is a command's: one that begins none was not decided by the rules.
                Game now = game;
                String which = ordinal(at);
                return Replayed.refused(playProblem(now, rest).or(() -> Optional.of("its " + which + " event (`"
                        + typeName(rest.getFirst()) + "`) is not how any command begins, so no rule decided it.")));
            }
            Decision decision;
            try {
                decision = game.decide(command.get(), dice);
            } catch (IllegalStateException unscripted) {
                Game now = game;
                return Replayed.refused(playProblem(now, rest).or(() -> Optional.of("its dice don't match what it did.")));
            }
            switch (decision) {
                case RuleViolation violation -> {
                    return Replayed.refused(Optional.of("the rules refuse it: " + violation.message()));
                }
                case Decision.Accepted accepted -> {
                    int end = at + accepted.events().size();
                    if (end > events.size() || !sameButToldApart(accepted.events(), events.subList(at, end))) {
                        // Say what is wrong with the recorded events where that can be said.
                        return Replayed.refused(playProblem(game, rest)
                                .or(() -> Optional.of("decided again, it doesn't give the events it records.")));
                    }
                    decided.addAll(accepted.events());
                    commands.add(command.get());
                    game = accepted.after();
                    at = end;
                }
            }
        }
        return new Replayed(Optional.empty(), decided, commands);
    }

    /**
     * The events decided again are the file's, but for a player's name the rules now tell apart
     * from another's at the table ({@code LobbyRules.toldApart}: "Alex (2)" beside "Alex"): a file
     * from before, where two players of one name joined, is no forgery, and is restored with the
     * names the rules give (the decided events are the ones kept).
     */
    static boolean sameButToldApart(List<Event> decided, List<Event> recorded) {
        if (decided.size() != recorded.size()) {
            return false;
        }
        for (int i = 0; i < decided.size(); i++) {
            Event mine = decided.get(i);
            Event theirs = recorded.get(i);
            boolean toldApart = mine instanceof Event.PlayerJoined joined && theirs instanceof Event.PlayerJoined was
                    && joined.player().equals(was.player()) && LobbyRules.toldApartFrom(joined.name(), was.name());
            if (!toldApart && !mine.equals(theirs)) {
                return false;
            }
        }
        return true;
    }

    private static String ordinal(int index) {
        return switch (index) {
            case 0 -> "first";
            case 1 -> "second";
            case 2 -> "third";
            default -> (index + 1) + "th";
        };
    }

    /** An event's name as its file writes it ({@code frame-destroyed}). */
    static String typeName(Event event) {
        for (JsonSubTypes.Type type
                : Event.class.getAnnotation(JsonSubTypes.class).value()) {
            if (type.value() == event.getClass()) {
                return type.name();
            }
        }
        return event.getClass().getSimpleName();
    }

    /**
     * The checks of play, event by event: every frame an event names exists, a destroyed frame
     * doesn't act, a hit takes a system the frame has, a turn's roll is exactly the pool the
     * rules give that frame for that turn (its colours and sizes, in order: only the values are
     * the file's), and the clock only counts down by one, staying on its dial.
     */
    private static Optional<String> playProblem(Game before, List<Event> events) {
        Game game = before;
        Event.TurnStarted started = null;
        for (Event event : events) {
            Optional<String> problem = frameProblem(game, event);
            if (problem.isPresent()) {
                return problem;
            }
            if (event instanceof Event.TurnStarted turn) {
                started = turn;
            } else if (event instanceof Event.PoolRolled roll) {
                Optional<String> pool = poolProblem(game, started, roll);
                if (pool.isPresent()) {
                    return pool;
                }
            }
            int clock = game.doomsday();
            game = game.apply(event);
            if (game.doomsday() < 0 || game.doomsday() > GameOptions.MAX_DOOMSDAY) {
                return Optional.of("it puts the doomsday clock at " + game.doomsday() + ", off its dial (0 to "
                        + GameOptions.MAX_DOOMSDAY + ").");
            }
            if (event instanceof Event.DoomsdayCountedDown count && count.clock() != clock - 1) {
                return Optional.of("it moves the doomsday clock from " + clock + " to " + count.clock()
                        + ": it only counts down by one.");
            }
        }
        return Optional.empty();
    }

    /** What an event of play says of a frame that can't be so. */
    private static Optional<String> frameProblem(Game game, Event event) {
        record Named(String owner, String frame, boolean acts) {
        }
        Named named = switch (event) {
            case Event.FrameDestroyed e -> new Named(e.owner(), e.frame(), false);
            case Event.TurnStarted e -> new Named(e.owner(), e.frame(), true);
            case Event.PoolRolled e -> new Named(e.owner(), e.frame(), true);
            case Event.DefenseAssigned e -> new Named(e.owner(), e.frame(), true);
            case Event.FrameMoved e -> new Named(e.owner(), e.frame(), true);
            case Event.AttackDeclared e -> new Named(e.owner(), e.frame(), true);
            case Event.SpotPlaced e -> new Named(e.owner(), e.frame(), true);
            case Event.SystemLost e -> new Named(e.owner(), e.frame(), false);
            case Event.WhiteLost e -> new Named(e.owner(), e.frame(), false);
            default -> null;
        };
        if (named == null) {
            return Optional.empty();
        }
        Optional<Frame> frame = game.frame(named.owner(), named.frame());
        if (frame.isEmpty()) {
            return Optional.of(event instanceof Event.FrameDestroyed ? "it destroys a frame the game doesn't have."
                    : "it names a frame the game doesn't have (" + named.frame() + ").");
        }
        if (named.acts() && !frame.get().alive()) {
            return Optional.of("the destroyed " + named.frame() + " acts in it.");
        }
        if (event instanceof Event.SystemLost lost && !frame.get().systems().contains(lost.system())) {
            return Optional.of(named.frame() + " loses a " + lost.system().notation() + " it doesn't have.");
        }
        return Optional.empty();
    }

    /** A turn's roll must be the pool the rules give the frame for the turn that just started. */
    private static Optional<String> poolProblem(Game game, Event.TurnStarted started, Event.PoolRolled roll) {
        if (started == null || !started.owner().equals(roll.owner()) || !started.frame().equals(roll.frame())) {
            return Optional.of("it rolls a pool for " + roll.frame() + " with no turn of it starting.");
        }
        Frame frame = game.frame(roll.owner(), roll.frame()).orElseThrow();
        boolean unprotected = TurnRules.unprotected(game, frame, started.hazard(), started.hazardKind());
        List<Die> pool = Pool.of(frame, started.range(), started.ssrsFired(),
                unprotected).dice();
        List<Die> rolled = roll.dice().stream().map(RolledDie::die).toList();
        if (!pool.equals(rolled)) {
            return Optional.of(roll.frame() + " rolls " + rolled.size() + " dice that aren't its pool ("
                    + new DicePool(pool).notation() + ").");
        }
        return Optional.empty();
    }
}
