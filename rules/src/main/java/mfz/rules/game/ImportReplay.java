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
 * against the game they follow (a frame destroyed must exist; the clock stays on the dial).
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

    /** The checks of play: what a command of play names must exist, and the clock stays on its dial. */
    private static Optional<String> playProblem(Game before, List<Event> events) {
        Game game = before;
        for (Event event : events) {
            if (event instanceof Event.FrameDestroyed destroyed
                    && game.frame(destroyed.owner(), destroyed.frame()).isEmpty()) {
                return Optional.of("it destroys a frame the game doesn't have.");
            }
            game = game.apply(event);
            if (game.doomsday() < 0 || game.doomsday() > GameOptions.MAX_DOOMSDAY) {
                return Optional.of("it puts the doomsday clock at " + game.doomsday() + ", off its dial (0 to "
                        + GameOptions.MAX_DOOMSDAY + ").");
            }
        }
        return Optional.empty();
    }
}
