package mfz.rules.turn;

import java.util.List;
import java.util.Objects;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.Constraint;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.company.HazardKinds;
import mfz.rules.company.SystemType;

/**
 * Which hazards a frame copes with (docs/rules.md §5 step 2 and §9, environments). A hazard has
 * a kind; an environmental system copes with one kind. The table's <em>usual</em> hazard is the
 * one named by nobody ({@code hazard:true}, a plain {@code E}) and, in a campaign battle under
 * an environmental constraint, that environment, by its name or its system's ("vacuum", "air
 * tanks"). So a plain {@code E} means what it always meant, and a table can hold a campaign's
 * vacuum and another area's heat at once: {@code E:heat} copes with the heat only.
 */
public final class Hazards {

    private Hazards() {
    }

    /** The kind to keep in a turn's record: null for the usual hazard, else its one spelling. */
    public static String recorded(String named, CampaignTerms terms) {
        String kind = HazardKinds.spelled(named);
        return usual(kind, terms) ? null : kind;
    }

    /** Whether the frame has an environmental system coping with a hazard of this kind (null: the usual). */
    public static boolean copes(Frame frame, String named, CampaignTerms terms) {
        String kind = HazardKinds.spelled(named);
        boolean usualHazard = usual(kind, terms);
        for (FrameSystem system : frame.systems()) {
            if (system.type() == SystemType.ENVIRONMENTAL
                    && (usualHazard ? usual(system.kind(), terms) : kind.equals(system.kind()))) {
                return true;
            }
        }
        return false;
    }

    /** The kinds the frames' environmental systems name, once each, in order: what a hazard may be named. */
    public static List<String> named(List<Frame> frames) {
        return frames.stream().flatMap(f -> f.systems().stream()).map(FrameSystem::kind)
                .filter(Objects::nonNull).distinct().sorted().toList();
    }

    private static boolean usual(String kind, CampaignTerms terms) {
        if (kind == null) {
            return true;
        }
        Constraint.Environment environment = terms == null ? null : terms.environment().orElse(null);
        return environment != null && (kind.equals(HazardKinds.spelled(environment.environment()))
                || kind.equals(HazardKinds.spelled(environment.copes())));
    }
}
