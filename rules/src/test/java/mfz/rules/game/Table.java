package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.FrameDraft;
import mfz.rules.dice.Dice;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.options.GameSize;

/**
 * Builds games for tests by playing real commands: players {@code a}…{@code e} named
 * Anna, Ben, Cleo, Dev and Eve, {@code a} the host. Every command must be accepted.
 */
public final class Table {

    public static final List<String> IDS = List.of("a", "b", "c", "d", "e");
    public static final List<String> NAMES = List.of("Anna", "Ben", "Cleo", "Dev", "Eve");

    public static final String SOLDIER = "B G Y Rd";

    private final List<Event> history = new ArrayList<>();
    private Game game = Game.EMPTY;

    public Game game() {
        return game;
    }

    public List<Event> history() {
        return List.copyOf(history);
    }

    /** Plays a command that must be accepted; returns its events. */
    public List<Event> play(Command command, Dice dice) {
        Decision decision = game.decide(command, dice);
        if (decision instanceof RuleViolation v) {
            fail("refused " + command + ": " + v.message());
        }
        history.addAll(decision.events());
        game = game.applyAll(decision.events());
        assertEquals(game, ((Decision.Accepted) decision).after(), "the decided game is its events applied");
        return decision.events();
    }

    public List<Event> play(Command command) {
        return play(command, ScriptedDice.of());
    }

    /** A lobby of n players; a is the host. */
    public static Table lobby(GameSize size, int players) {
        Table t = new Table();
        t.play(new Command.CreateGame("a", "Anna", size));
        for (int i = 1; i < players; i++) {
            t.play(new Command.JoinGame(IDS.get(i), NAMES.get(i)));
        }
        return t;
    }

    /**
     * A company of frames with these loadouts, named {@code <player>1}, {@code <player>2}…,
     * the first carrying all {@code ssrs}, and stations named {@code <player>-S1}…
     */
    public static CompanyDraft company(String player, int ssrs, int stations, String... loadouts) {
        List<FrameDraft> frames = new ArrayList<>();
        for (int i = 0; i < loadouts.length; i++) {
            frames.add(new FrameDraft(player + (i + 1), loadouts[i], i == 0 ? ssrs : 0));
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < stations; i++) {
            names.add(player + "-S" + (i + 1));
        }
        return new CompanyDraft(frames, names);
    }

    /** n frames of the given loadout. */
    public static String[] frames(int n, String loadout) {
        String[] out = new String[n];
        java.util.Arrays.fill(out, loadout);
        return out;
    }

    /** Sets every player's company (in order a, b, …) with 3 SSRs, declares all ready. */
    public Table companies(int stations, String[]... loadouts) {
        for (int i = 0; i < loadouts.length; i++) {
            String id = IDS.get(i);
            play(new Command.SetCompany(id, company(id, game.options().ssrCount(), stations, loadouts[i])));
            play(new Command.DeclareReady(id));
        }
        return this;
    }

    /** The host starts the game with these dice. */
    public Table start(Dice dice) {
        play(new Command.StartGame("a"), dice);
        return this;
    }
}
