package mfz.rules.stations;

import java.util.Collection;

/**
 * Who holds a station after frames move (docs/rules.md §7), from who held it and which players
 * have a frame standing within 1 unit of it now:
 * <ul>
 *   <li>exactly one player near: that player holds it (gains it, or keeps it);</li>
 *   <li>nobody near: it stays with whoever held it (or nobody);</li>
 *   <li>two or more near: the holder keeps it while one of its frames is among them;
 *       otherwise nobody holds it (contested) until only one player remains near.</li>
 * </ul>
 */
public final class StationControl {

    private StationControl() {
    }

    public static String holderAfter(String holder, Collection<String> playersNear) {
        if (playersNear.size() == 1) {
            return playersNear.iterator().next();
        }
        if (playersNear.isEmpty()) {
            return holder;
        }
        return holder != null && playersNear.contains(holder) ? holder : null;
    }

    /** Contested: nobody may hold it because two or more players without the holder stand near it. */
    public static boolean contested(String holder, Collection<String> playersNear) {
        return playersNear.size() >= 2 && (holder == null || !playersNear.contains(holder));
    }
}
