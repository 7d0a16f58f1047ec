package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.FrameDraft;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;

/** Random legal loadouts for the tests' random players: any systems, and hazard and split-range ones where allowed. */
public final class RandomLoadouts {

    private static final String[] CODES = {"B", "G", "Y", "Rh", "Rd", "Ra"};

    private RandomLoadouts() {
    }

    /** A loadout of {@code fewest} to {@code most} systems that these options allow a frame. */
    public static String of(SplittableRandom rnd, GameOptions options, int fewest, int most) {
        while (true) {
            List<String> codes = new ArrayList<>();
            int n = fewest + rnd.nextInt(most - fewest + 1);
            for (int i = 0; i < n; i++) {
                int pick = rnd.nextInt(8);
                if (pick == 6 && options.has(AdvancedOption.HAZARDS)) {
                    codes.add("E");
                } else if (pick == 7 && options.has(AdvancedOption.SPLIT_RANGE)) {
                    codes.add(List.of("Rh/Rd", "Rd/Ra", "Rh/Ra").get(rnd.nextInt(3)));
                } else {
                    codes.add(CODES[rnd.nextInt(CODES.length)]);
                }
            }
            String loadout = String.join(" ", codes);
            if (CompanyValidation.frameProblems(new FrameDraft("x", loadout, 0), options).isEmpty()) {
                return loadout;
            }
        }
    }

    /**
     * A random company the limits allow: between their fewest and most frames, each a random
     * loadout of 0 to 4 systems, the game's SSRs spread over them, and the stations it needs.
     */
    public static CompanyDraft company(SplittableRandom rnd, GameOptions options,
                                                        CompanyLimits limits,
                                                        IntFunction<String> frameName,
                                                        IntFunction<String> stationName) {
        int n = limits.minFrames() + rnd.nextInt(limits.maxFrames() - limits.minFrames() + 1);
        List<FrameDraft> frames = new ArrayList<>();
        for (int f = 0; f < n; f++) {
            frames.add(new FrameDraft(frameName.apply(f), of(rnd, options, 0, 4), 0));
        }
        if (options.size() == GameSize.DEMO) {
            // A soldier and one variant of it (docs/rules.md §9): the variant is any other loadout.
            int soldier = rnd.nextInt(n);
            frames.set(soldier, new FrameDraft(frameName.apply(soldier), "B G Y Rd", 0));
            int other = 1 - soldier;
            while (CompanyValidation.isDemoSoldier(frames.get(other).loadout())) {
                frames.set(other, new FrameDraft(frameName.apply(other), of(rnd, options, 0, 4), 0));
            }
        }
        for (int s = 0; s < options.ssrCount(); s++) {
            int at = rnd.nextInt(n);
            while (frames.get(at).ssrs() == CompanyValidation.MAX_SSRS_PER_FRAME) {
                at = (at + 1) % n;
            }
            FrameDraft d = frames.get(at);
            frames.set(at, new FrameDraft(d.name(), d.loadout(), d.ssrs() + 1));
        }
        List<String> stations = new ArrayList<>();
        for (int s = 0; s < limits.stations(); s++) {
            stations.add(stationName.apply(s));
        }
        return new CompanyDraft(frames, stations);
    }
}
