package mfz.bot.commands.odds;

import java.util.Arrays;
import java.util.List;
import mfz.bot.core.PlayerError;
import mfz.rules.attack.Situation;
import mfz.rules.odds.DamageSetup;
import mfz.rules.odds.Odds;

/**
 * The {@code situation:} of {@code /odds}, as players name the charts (PRODUCT.md's names; the
 * game's own words: {@code cover:terrain} is the target in terrain's cover, {@code target:terrain}
 * an attack on it).
 */
enum OddsSituation {
    HAND("hand", Situation.HAND_TO_HAND),
    OPEN("open", Situation.OUT_OF_COVER),
    COVER("cover", Situation.TERRAIN_COVER),
    FRAME_COVER("frame-cover", Situation.FRAME_COVER),
    TERRAIN("terrain", Situation.TERRAIN_TARGET),
    FALL("fall", Situation.FALLING);

    static final List<String> NAMES = Arrays.stream(values()).map(s -> s.name).toList();

    /** The highest value an attack die shows (a d8), and a defense or spot die (a d6). */
    static final int MOST_ATTACK = 8;
    static final int MOST_DEFENSE = 6;

    private final String name;
    private final Situation chart;

    OddsSituation(String name, Situation chart) {
        this.name = name;
        this.chart = chart;
    }

    static OddsSituation named(String name) {
        return Arrays.stream(values()).filter(s -> s.name.equals(name)).findFirst()
                .orElseThrow(() -> new PlayerError("`situation:` must be one of: " + String.join(", ", NAMES) + "."));
    }

    /** The dice and chart, refusing options that don't belong to this situation. */
    DamageSetup setup(int attack, int defense, int spot, Integer coverHits, Integer coveringDefense) {
        if (coverHits != null && this != COVER && this != FRAME_COVER) {
            throw new PlayerError("`cover-hits:` is for cover: `situation:cover` or `situation:frame-cover`.");
        }
        if (coveringDefense != null && this != FRAME_COVER) {
            throw new PlayerError("`covering-defense-systems:` is for `situation:frame-cover`.");
        }
        if (this == FALL && (defense != 0 || spot != 0)) {
            throw new PlayerError("A fall has no defense or spot: `attack:` is its damage dice (1 per 3 bricks).");
        }
        if (this == TERRAIN && (defense != 0 || spot != 0)) {
            throw new PlayerError("Terrain has defense 0 and can't be spotted: give only `attack:`.");
        }
        // What the dice can show (an attack die a red d8 at most, a defense or spot a d6): anything more
        // can't happen in a game, and its odds only mislead.
        if (this != FALL && (attack > MOST_ATTACK || defense > MOST_DEFENSE || spot > MOST_DEFENSE)) {
            throw new PlayerError("`attack:` is a die's value, 1 to " + MOST_ATTACK + " (a red d8 at most); `defense:` and "
                    + "`spot:`, 0 to " + MOST_DEFENSE + ". Only a fall takes more: `situation:fall attack:<dice>`.");
        }
        int dice = this == FALL ? attack : Odds.damageDice(attack, spot, defense);
        return new DamageSetup(dice, chart, coverHits, coveringDefense != null && coveringDefense >= 2, null);
    }
}
