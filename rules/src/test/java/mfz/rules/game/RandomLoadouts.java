package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.FrameDraft;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;

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
}
