package mfz.rules.game;

import java.util.List;
import java.util.Optional;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;

/**
 * Checks an imported history command by command before any of it is kept: an export is a game,
 * not an arbitrary list of facts. Each command of the lobby (opening, joining, leaving, options,
 * companies, ready, the start) is read back from its events and decided again, with the dice
 * its events hold; it must be accepted and cause exactly the recorded events, so every name,
 * limit and company check applies as when it was typed. The commands of play are checked
 * event by event against the game they follow (every frame named exists and a destroyed one
 * doesn't act; a roll is exactly the frame's pool; the clock only counts down, on its dial).
 */
public final class ImportReplay {

    private ImportReplay() {
    }

    /**
     * Why this command's events can't follow {@code before}, or empty when they can.
     *
     * @param events one exported command's events, in order
     */
    public static Optional<String> problem(Game before, List<Event> events) {
        ScriptedDice dice = new ScriptedDice(RecordedRolls.of(events));
        Game game = before;
        int at = 0;
        while (at < events.size()) {
            Optional<Command> command = commandOf(game, events.get(at));
            if (command.isEmpty()) {
                return playProblem(game, events.subList(at, events.size()));
            }
            Decision decision;
            try {
                decision = game.decide(command.get(), dice);
            } catch (IllegalStateException unscripted) {
                return Optional.of("its dice don't match what it did.");
            }
            switch (decision) {
                case RuleViolation violation -> {
                    return Optional.of("the rules refuse it: " + violation.message());
                }
                case Decision.Accepted accepted -> {
                    int end = at + accepted.events().size();
                    if (end > events.size() || !accepted.events().equals(events.subList(at, end))) {
                        return Optional.of("decided again, it doesn't give the events it records.");
                    }
                    game = accepted.after();
                    at = end;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The lobby command whose first event this is, or empty for the events of play (and of a
     * campaign's terms, which come from the campaign, not from a command in the file).
     */
    private static Optional<Command> commandOf(Game game, Event event) {
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
        return Optional.empty();
    }

    /** The host's one change of option that makes {@code now} of the game's options. */
    private static Optional<Command> optionCommand(Game game, GameOptions now) {
        GameOptions was = game.options();
        String host = game.host();
        if (was == null || now == null || now.campaign() != null) {
            return Optional.empty();
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
        for (AdvancedOption option : AdvancedOption.values()) {
            if (now.has(option) != was.has(option)) {
                return Optional.of(new Command.SetAdvancedOption(host, option, now.has(option)));
            }
        }
        return Optional.of(new Command.SetSsrCount(host, now.ssrCount()));
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
        Optional<mfz.rules.company.Frame> frame = game.frame(named.owner(), named.frame());
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
        mfz.rules.company.Frame frame = game.frame(roll.owner(), roll.frame()).orElseThrow();
        boolean unprotected = started.hazard() && !mfz.rules.turn.Hazards.copes(frame, started.hazardKind(),
                game.options().campaign());
        List<mfz.rules.dice.Die> pool = mfz.rules.turn.Pool.of(frame, started.range(), started.ssrsFired(),
                unprotected).dice();
        List<mfz.rules.dice.Die> rolled = roll.dice().stream().map(mfz.rules.dice.RolledDie::die).toList();
        if (!pool.equals(rolled)) {
            return Optional.of(roll.frame() + " rolls " + rolled.size() + " dice that aren't its pool ("
                    + new mfz.rules.dice.DicePool(pool).notation() + ").");
        }
        return Optional.empty();
    }
}
