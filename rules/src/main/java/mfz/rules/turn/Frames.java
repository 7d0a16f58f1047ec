package mfz.rules.turn;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.Player;
import mfz.rules.game.Refusal;
import mfz.rules.lobby.SeatNames;

/** Finding frames from what players type, and naming them back. */
public final class Frames {

    private Frames() {
    }

    /** "Ben's Hawk"; a bot seat's by its name alone, "Rook's Rook-1", as in brackets (SeatNames). */
    public static String label(Game g, Frame f) {
        return label(g, f.owner(), f.name());
    }

    public static String label(Game g, String owner, String frame) {
        return SeatNames.inBrackets(g, owner) + "'s " + frame;
    }

    /** The actor's own frame of this name. */
    public static Frame own(Game g, String actor, String name) {
        Refusal.require(name != null && !name.isBlank(), "Name one of your frames.");
        return g.frame(actor, name).orElseThrow(() -> new Refusal("You have no frame named `" + name.strip() + "`."));
    }

    /**
     * Any frame at the table: by owner (a player id or display name) and name, or by name alone
     * when only one frame at the table has it.
     */
    public static Frame any(Game g, String owner, String name) {
        Refusal.require(name != null && !name.isBlank(), "Name a frame.");
        if (owner != null && !owner.isBlank()) {
            String id = playerId(g, owner);
            return g.frame(id, name).orElseThrow(() -> new Refusal(
                    g.nameOf(id) + " has no frame named `" + name.strip() + "`."));
        }
        List<Frame> named = g.frames().stream().filter(f -> f.name().equalsIgnoreCase(name.strip())).toList();
        Refusal.require(!named.isEmpty(), "There is no frame named `" + name.strip() + "`.");
        Refusal.require(named.size() == 1, "Several frames are named `" + name.strip() + "` ("
                + String.join(", ", named.stream().map(f -> label(g, f)).toList()) + "): say whose.");
        return named.getFirst();
    }

    /**
     * A frame {@code actor} aims at (a target, a spot): as {@link #any}, but a name the actor's
     * own frame shares means the other player's, since one's own frame is never aimed at (an
     * adversarial test: both players' {@code A1} was "several frames, say whose").
     */
    public static Frame aimedAt(Game g, String actor, String owner, String name) {
        if (name != null && (owner == null || owner.isBlank())) {
            List<Frame> theirs = g.frames().stream()
                    .filter(f -> f.name().equalsIgnoreCase(name.strip()) && !f.owner().equals(actor)).toList();
            if (theirs.size() == 1) {
                return theirs.getFirst();
            }
        }
        return any(g, owner, name);
    }

    /**
     * A player's id from their id or display name (ignoring case), or from the name before its
     * bracket when only one player's has it: a bot seat, {@code Rook (bot)}, is {@code Rook}.
     */
    public static String playerId(Game g, String idOrName) {
        String t = idOrName.strip();
        return g.players().stream().filter(p -> p.id().equals(t)).findFirst()
                .or(() -> g.players().stream().filter(p -> p.name().equalsIgnoreCase(t)).findFirst())
                .or(() -> {
                    List<Player> bracketed = g.players().stream()
                            .filter(p -> p.name().toLowerCase(Locale.ROOT)
                                    .startsWith(t.toLowerCase(Locale.ROOT) + " (")).toList();
                    return bracketed.size() == 1 ? Optional.of(bracketed.getFirst()) : Optional.empty();
                })
                .map(p -> p.id())
                .orElseThrow(() -> new Refusal("There is no player `" + t + "` in this game."));
    }
}
