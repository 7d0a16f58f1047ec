package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.bidding.Bid;
import mfz.rules.bidding.Placing;
import mfz.rules.bidding.Position;
import mfz.rules.company.Frame;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.options.GameOptions;
import mfz.rules.stations.Station;

/**
 * A game played command by command with scripted dice: every die a command rolls must be
 * scripted and every scripted die used. Keeps the history and checks that it replays.
 */
public final class Replay {

    private final List<Event> history = new ArrayList<>();
    private Game game;

    public Replay(List<Event> start) {
        history.addAll(start);
        game = Game.replay(start);
    }

    public Game game() {
        return game;
    }

    public List<Event> history() {
        return List.copyOf(history);
    }

    /** Plays a command that must be accepted, rolling exactly these dice; returns its events. */
    public List<Event> play(Command command, int... dice) {
        ScriptedDice script = ScriptedDice.of(dice);
        Decision d = game.decide(command, script);
        if (d instanceof RuleViolation v) {
            fail("refused " + command + ": " + v.message());
        }
        assertEquals(0, script.remaining(), () -> "unused dice after " + command);
        for (Event e : d.events()) {
            Json.roundTrip(e, Event.class);
        }
        history.addAll(d.events());
        game = game.applyAll(d.events());
        assertEquals(game, Game.replay(history), "replaying rebuilds the game");
        return d.events();
    }

    /** The command is refused with exactly this message. */
    public void refused(Command command, String message) {
        Decision d = game.decide(command, ScriptedDice.of());
        assertTrue(d instanceof RuleViolation, () -> "accepted: " + d.events());
        assertEquals(message, ((RuleViolation) d).message());
    }

    /** A placed frame with this loadout and no SSRs. */
    public static Frame frame(String owner, String name, String loadout) {
        return frame(owner, name, loadout, 0);
    }

    public static Frame frame(String owner, String name, String loadout, int ssrs) {
        return Frame.build(owner, name, LoadoutNotation.read(loadout).systems(), ssrs).placedNear(null);
    }

    /**
     * Straight into combat: these players (ids and names, in table order), PPAs, frames and
     * stations, and this tactical order.
     */
    public static List<Event> combat(GameOptions options, List<String> ids, List<String> names, List<Integer> ppas,
                                     List<Frame> frames, List<Station> stations, List<String> order) {
        List<Event> events = new ArrayList<>();
        events.add(new Event.GameCreated(ids.getFirst(), names.getFirst(), options));
        for (int i = 1; i < ids.size(); i++) {
            events.add(new Event.PlayerJoined(ids.get(i), names.get(i)));
        }
        events.add(new Event.GameStarted(frames, stations));
        List<Bid> bids = new ArrayList<>();
        List<Placing> placings = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            int f = (int) frames.stream().filter(x -> x.owner().equals(id)).count();
            int s = (int) stations.stream().filter(x -> id.equals(x.owner())).count();
            bids.add(new Bid(id, f, 0, s, ppas.get(i), (f + s) * ppas.get(i)));
            placings.add(new Placing(id, id.equals(order.getFirst()) ? Position.DEFENDER
                    : id.equals(order.getLast()) ? Position.POINT_ATTACKER : Position.SECONDARY_ATTACKER));
        }
        events.add(new Event.CompaniesCompared(bids));
        events.add(new Event.BiddingSettled(placings, null, List.of(), order));
        events.add(new Event.CombatBegan(order));
        return events;
    }
}
