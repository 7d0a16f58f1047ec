package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Player;
import mfz.rules.map.Point;
import mfz.rules.seat.Suggestions;
import mfz.rules.stations.Station;

/**
 * The points a map deployment's menus offer now, in the menus' order, each with a letter (A,
 * B, C …; one point, one letter, whichever pieces it is offered for). The menus start each
 * choice with its point's letter and the map picture sent with them draws the points with the
 * same letters, so a phone player finds on the picture where a choice puts the piece. Both are
 * made from this one list of the same game, so they agree.
 */
public final class DeploymentPoints {

    /**
     * A point offered for a piece: a station ({@code frame} false) or a frame of {@code owner}.
     *
     * @param letter the point's letter on the picture
     */
    public record Offer(boolean frame, String owner, String name, Suggestions.Suggested point, String letter) {

        /** The menu's label: the letter first, {@code A · Anvil-1 → near Alpha}. */
        String label() {
            return letter + " · " + name + " → " + point.words();
        }
    }

    private DeploymentPoints() {
    }

    /** The offers of the placer's menus now: stations first, then each owner's frames; none off the map. */
    public static List<Offer> of(Game game) {
        String placer = game.deployment() == null ? null : game.deployment().placer();
        if (game.map().isEmpty() || placer == null || game.pending() != null) {
            return List.of();
        }
        List<Offer> offers = new ArrayList<>();
        Map<Point, String> letters = new LinkedHashMap<>();
        if (game.deployment().step().placesStations()) {
            for (Station s : game.stationsOf(placer)) {
                if (s.placed() || !GameQueries.acceptsAsUsual(game, new Command.PlaceStation(placer, s.name()))) {
                    continue;
                }
                for (Suggestions.Suggested point : Suggestions.forStation(game, placer, s.name())) {
                    offers.add(new Offer(false, placer, s.name(), point, letter(letters, point.at())));
                }
            }
        }
        if (game.deployment().step().placesFrames()) {
            List<Player> owners = game.demo() ? game.players() : game.player(placer).map(List::of).orElse(List.of());
            for (Player owner : owners) {
                List<Frame> unplaced = game.framesOf(owner.id()).stream().filter(f -> f.alive() && !f.placed()).toList();
                // Room in the menu for every frame's "somewhere else…", and points for as many as fit.
                int room = Math.max(0, Controls.MAX_OPTIONS / Math.max(1, unplaced.size()) - 1);
                for (Frame f : unplaced) {
                    if (!GameQueries.acceptsAsUsual(game, new Command.PlaceFrame(placer, owner.id(), f.name(), null))) {
                        continue;
                    }
                    for (Suggestions.Suggested point : Suggestions.forFrame(game, placer, owner.id(), f.name())
                            .stream().limit(room).toList()) {
                        offers.add(new Offer(true, owner.id(), f.name(), point, letter(letters, point.at())));
                    }
                }
            }
        }
        return offers;
    }

    /** A, B … Z, then AA, AB …: the same point keeps its letter. */
    static String letter(Map<Point, String> letters, Point at) {
        return letters.computeIfAbsent(at, p -> {
            int n = letters.size();
            return n < 26 ? String.valueOf((char) ('A' + n)) : "" + (char) ('A' + n / 26 - 1) + (char) ('A' + n % 26);
        });
    }
}
