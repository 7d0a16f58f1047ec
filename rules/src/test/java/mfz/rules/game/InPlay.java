package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.bidding.Bid;
import mfz.rules.bidding.LowTie;
import mfz.rules.bidding.Placing;
import mfz.rules.bidding.Position;
import mfz.rules.company.Frame;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;

/**
 * Histories that jump straight to combat with frames and stations already on the table, for
 * testing what happens there. Players are {@code a}, {@code b}, … (Anna, Ben, …), PPA 5 each.
 */
public final class InPlay {

    private InPlay() {
    }

    /** A placed frame of {@code B G Y} standing near no station. */
    public static Frame frame(String owner, String name) {
        return Frame.build(owner, name, LoadoutNotation.read("B G Y").systems(), 0).placedNear(null);
    }

    /** A company station on the table, held by its owner. */
    public static Station station(String owner, String name) {
        return Station.ofCompany(owner, name).onTable();
    }

    public static List<Event> combat(int players, List<Frame> frames, List<Station> stations, LowTie lowTie,
                                     List<String> order) {
        return combat(GameOptions.defaults(GameSize.SKIRMISH), players, frames, stations, lowTie, order);
    }

    public static List<Event> combat(GameOptions options, int players, List<Frame> frames, List<Station> stations,
                                     LowTie lowTie, List<String> order) {
        List<Event> events = new ArrayList<>();
        events.add(new Event.GameCreated("a", "Anna", options));
        for (int i = 1; i < players; i++) {
            events.add(new Event.PlayerJoined(Table.IDS.get(i), Table.NAMES.get(i)));
        }
        events.add(new Event.GameStarted(frames, stations));
        List<Bid> bids = new ArrayList<>();
        List<Placing> placings = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            String id = Table.IDS.get(i);
            bids.add(new Bid(id, 0, 0, 0, 5, 0));
            placings.add(new Placing(id, id.equals(order.getFirst()) ? Position.DEFENDER
                    : id.equals(order.getLast()) ? Position.POINT_ATTACKER : Position.SECONDARY_ATTACKER));
        }
        events.add(new Event.CompaniesCompared(bids));
        events.add(new Event.BiddingSettled(placings, lowTie, List.of(), order));
        events.add(new Event.CombatBegan(order));
        return events;
    }
}
