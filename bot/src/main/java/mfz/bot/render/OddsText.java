package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import mfz.rules.attack.Situation;
import mfz.rules.odds.AttackChoice;
import mfz.rules.odds.AttackOdds;
import mfz.rules.odds.DamageOdds;

/** Odds in player words: a line per attack choice for the turn card, a table for {@code /odds}. */
public final class OddsText {

    private OddsText() {
    }

    /**
     * "R5 + 👁3 → 6 dice: 91 % a hit, 23 % destroyed": one attack choice, as the report and
     * {@code /odds} show it (a turn card's button says it shorter: AttackOffers).
     */
    public static String choiceLine(AttackChoice choice) {
        return choiceLine(choice, true);
    }

    /**
     * The same; without {@code noChanceToDestroy}, a 0 % chance to destroy is left out, as the turn
     * card leaves it (it counts on the target's owner retreating: docs/odds.md).
     */
    public static String choiceLine(AttackChoice choice, boolean noChanceToDestroy) {
        StringBuilder line = new StringBuilder(choice.die().notation());
        if (choice.spot() > 0) {
            line.append(" + 👁").append(choice.spot());
        }
        if (choice.damageDice() == 0) {
            return line.append(" → no damage dice: a miss").toString();
        }
        DamageOdds odds = choice.odds();
        line.append(" → ").append(dice(choice.damageDice())).append(": ")
                .append(percent(odds.targetHitsAtLeast(1))).append(" a hit");
        if (odds.setup().targetHitsToDestroy() != null && (noChanceToDestroy || odds.destroyed() > 0)) {
            line.append(", ").append(percent(odds.destroyed())).append(" destroyed");
        }
        return line.toString();
    }

    /** Every choice of an attack in a game, with what the target has left. */
    public static String attack(AttackOdds odds) {
        List<String> lines = new ArrayList<>();
        lines.add("**" + odds.attacker() + "** on **" + odds.target() + "** — " + odds.chart().words()
                + (odds.target().equals("terrain") ? "" : "; defense " + odds.defense() + ", " + odds.systems()
                + " system" + (odds.systems() == 1 ? "" : "s") + " and " + odds.whites() + " white"
                + (odds.whites() == 1 ? "" : "s") + " left"));
        if (odds.defendsFirst()) {
            lines.add("_It hasn't acted yet: it defends before the dice are rolled, so its defense may rise._");
        }
        if (odds.mayLeave() != null) {
            lines.add("_It may ignore one hit by leaving " + odds.mayLeave() + " (holding a station), counted in "
                    + "the odds of destroying it._");
        }
        if (odds.choices().isEmpty()) {
            lines.add("No red or white die is left to attack with.");
        }
        for (AttackChoice choice : odds.choices()) {
            lines.add("• " + choiceLine(choice) + losses(odds, choice));
        }
        return String.join("\n", lines);
    }

    private static String losses(AttackOdds odds, AttackChoice choice) {
        // (one hit more by a station its owner holds, which it may leave instead, as the chance to destroy it counts)
        int hits = odds.systems() + 1 + (odds.mayLeave() != null ? 1 : 0);
        if (choice.damageDice() == 0 || odds.target().equals("terrain") || odds.systems() == 0
                || choice.odds().waysTargetHitsAtLeast(hits).signum() == 0) {
            return "";
        }
        return " (a white lost: " + percent(choice.odds().targetHitsAtLeast(hits)) + ")";
    }

    /** The whole distribution of one roll of damage dice, for {@code /odds attack:}. */
    public static String distribution(DamageOdds odds) {
        List<String> lines = new ArrayList<>();
        // A covering frame with two defense systems shrugs off the 5s the chart's words give it (a docs audit:
        // the header said "5 hits the covering frame" over odds of none).
        lines.add(dice(odds.setup().dice()) + ", " + (odds.setup().coverShrugs() && odds.setup().chart()
                == Situation.FRAME_COVER ? "covered by a frame with two defense systems: 5 does nothing, 6 hits"
                : odds.setup().chart().words()) + ".");
        lines.add("**At least one hit on the target: " + percent(odds.targetHitsAtLeast(1)) + "**");
        lines.add("Hits on the target:");
        for (int hits = 0; hits <= odds.maxTargetHits(); hits++) {
            lines.add("`" + pad(hits) + "` " + percent(odds.targetHits(hits)));
        }
        if (covered(odds.setup().chart())) {
            lines.add("Hits on the cover:");
            for (int hits = 0; hits <= odds.maxCoverHits(); hits++) {
                lines.add("`" + pad(hits) + "` " + percent(odds.coverHits(hits)));
            }
            // (a covering frame that shrugs off the 5s never falls to them: "The cover falls: 0 % (then 5s hit the
            // target)" stood over "5s do nothing", a review)
            if (odds.setup().coverStandsThrough() != null && !odds.setup().coverShrugs()) {
                lines.add("The cover falls: " + percent(odds.coverFalls()) + " (then 5s hit the target)");
            }
            if (odds.setup().coverShrugs()) {
                lines.add("The covering frame has two defense systems: 5s do nothing.");
            }
        }
        return String.join("\n", lines);
    }

    private static boolean covered(Situation chart) {
        return chart == Situation.TERRAIN_COVER || chart == Situation.FRAME_COVER;
    }

    private static String dice(int n) {
        return n + " damage " + (n == 1 ? "die" : "dice");
    }

    private static String pad(int n) {
        return n < 10 ? " " + n : String.valueOf(n);
    }

    /**
     * Whole percent, but never a rounded 0 % or 100 % for what can happen or fail to: those show
     * as "< 1 %" and "> 99 %".
     */
    public static String percent(double p) {
        if (p <= 0) {
            return "0 %";
        }
        if (p >= 1) {
            return "100 %";
        }
        if (p < 0.005) {
            return "< 1 %";
        }
        if (p > 0.995) {
            return "> 99 %";
        }
        return String.format(Locale.ROOT, "%.0f %%", p * 100);
    }
}
