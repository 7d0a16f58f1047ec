package mfz.rules.seat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.FrameDraft;
import mfz.rules.game.Game;
import mfz.rules.game.Player;

/**
 * The companies a seat brings: a few archetypes written for the bot, each a cycle of loadouts
 * dealt over as many frames as the table asks, SSRs spread one a frame in turn. The first one
 * the rules accept for this game (its size, players, SSRs and, in a campaign, the battle's
 * constraints) is the seat's: checked by {@link CompanyValidation}, as a player's is.
 */
public final class Archetypes {

    /**
     * The archetypes, most preferred first. Line: the soldier and its heavier twin, defense on
     * every frame. Brawlers: hand-to-hand weapons, which hit on 4+. Gunline: two direct-fire
     * weapons (the red d8) behind a defense. Light: few systems (a better score per asset in
     * bidding). Bare: weapons only, and last of all frames with nothing, for the tightest constraints.
     * Demo: the soldier and its hand-to-hand variant, which only a demo game asks for (docs/rules.md §9).
     */
    static final List<List<String>> LOADOUTS = List.of(
            List.of("B G Rd Rd", "B B Rd Rd", "B G Y Rd", "B Rh Rh G"),
            List.of("B Rh Rh G", "B B Rh Rh", "B G Rh Rd"),
            List.of("B Rd Rd Y", "B B Rd Rd"),
            List.of("B Rd", "B Rh", "Rd Rd"),
            List.of("Rd", "Rh", "Ra"),
            List.of("B G Y", "G", "B"),
            List.of(""),
            List.of("B G Y Rd", "B G Y Rh"));

    private Archetypes() {
    }

    /**
     * The seat's company for this game as it stands: frames named after the seat
     * ({@code Rook-1}…), its stations ({@code Rook Keep A}…), or empty when no archetype fits.
     * Reads only the seat's own place at the table, never another company.
     */
    public static Optional<CompanyDraft> company(Game game, String seat, Strength strength) {
        Player me = game.player(seat).orElseThrow();
        int players = game.players().size();
        CompanyLimits limits = CompanyLimits.of(players, game.options().size());
        String stem = stem(me.name());
        // Hard brings the most frames: every frame lost then costs it less (a lower PPA in bidding).
        int middle = strength == Strength.HARD ? limits.maxFrames() : (limits.minFrames() + limits.maxFrames() + 1) / 2;
        List<Integer> counts = new ArrayList<>();
        counts.add(middle);
        for (int n = limits.minFrames(); n <= limits.maxFrames(); n++) {
            if (n != middle) {
                counts.add(n);
            }
        }
        for (List<String> loadouts : LOADOUTS) {
            for (int frames : counts) {
                CompanyDraft draft = draft(stem, loadouts, frames, limits.stations(), game.options().ssrCount());
                if (CompanyValidation.problems(draft, game.options(), players).isEmpty()) {
                    return Optional.of(draft);
                }
            }
        }
        return Optional.empty();
    }

    /** A loadout for a frame added to settle a tie: the archetype's first. */
    static String spareLoadout() {
        return LOADOUTS.getFirst().getFirst();
    }

    private static CompanyDraft draft(String stem, List<String> loadouts, int n, int stations, int ssrs) {
        int[] carried = new int[n];
        for (int s = 0; s < ssrs; s++) {
            carried[s % n]++;
        }
        List<FrameDraft> frames = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            frames.add(new FrameDraft(stem + "-" + (i + 1), loadouts.get(i % loadouts.size()), carried[i]));
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; names.size() < stations; i++) {
            names.add(stem + " Keep " + (char) ('A' + i));
        }
        return new CompanyDraft(frames, names);
    }

    /** The seat's name as a name stem: its first word's letters and digits, at most 20 characters ("Rook (bot)": Rook). */
    static String stem(String name) {
        String letters = name.strip().split("\\s+")[0].replaceAll("[^A-Za-z0-9]", "");
        if (letters.isEmpty()) {
            letters = "Bot";
        }
        return letters.length() > 20 ? letters.substring(0, 20) : letters;
    }
}
