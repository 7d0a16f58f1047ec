package mfz.rules.odds;

import java.util.List;
import mfz.rules.attack.Situation;

/**
 * The odds of every attack the acting frame can make on its target now.
 *
 * @param attacker      the acting frame's name
 * @param target        the target as players say it ("Ben's Hawk", or "terrain")
 * @param defense       the target's defense now (0 without a marker)
 * @param defendsFirst  the target hasn't acted: it will be activated and may still raise its defense
 * @param systems       the target's systems left (0 for terrain)
 * @param whites        the target's whites left (0 for terrain)
 * @param chart         the chart the dice start on
 * @param choices       one per distinct red or white die left, with and without the spot
 * @param mayLeave      the station the target may leave to ignore one hit (§6), which the odds of
 *                      destroying it count; null when none
 */
public record AttackOdds(String attacker, String target, int defense, boolean defendsFirst, int systems, int whites,
                         Situation chart, List<AttackChoice> choices, String mayLeave) {

    public AttackOdds {
        choices = List.copyOf(choices);
    }
}
