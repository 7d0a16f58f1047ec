package mfz.rules.campaign;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;

/**
 * The constraints as rules: which sets of them are valid, and what they forbid in a company
 * (docs/rules.md §9). Every problem names the constraint, so a player knows why a company that
 * would be fine elsewhere is refused in this battle.
 */
public final class Constraints {

    /** The holder chooses exactly this many, of different kinds. */
    public static final int CHOSEN = 2;

    private Constraints() {
    }

    /** What is wrong with a set of constraints in force: bad values, or two of one kind. */
    public static List<String> problems(List<Constraint> constraints) {
        List<String> out = new ArrayList<>();
        Set<Constraint.Kind> kinds = new HashSet<>();
        for (Constraint c : constraints) {
            if (c == null) {
                out.add("A constraint is missing.");
                continue;
            }
            out.addAll(c.problems());
            if (!kinds.add(c.kind())) {
                out.add("Two " + c.kind().word() + " constraints: the two constraints must be of different kinds.");
            }
        }
        return out;
    }

    /**
     * What a campaign battle forbids in this company (empty: nothing): what the design and
     * average constraints rule out, and a station named like the special objective.
     */
    public static List<String> companyProblems(CompanyDraft company, CampaignTerms terms) {
        List<String> out = new ArrayList<>();
        if (terms.objective() != null) {
            company.stations().stream().filter(s -> s.strip().equalsIgnoreCase(terms.objective())).findFirst()
                    .ifPresent(s -> out.add("`" + s + "` is the name of this battle's special objective: name the "
                            + "station otherwise."));
        }
        terms.design().filter(d -> !d.banned().isEmpty()).ifPresent(d -> {
            for (FrameDraft frame : company.frames()) {
                LoadoutNotation.read(frame.loadout()).systems().stream().filter(d::bans).findFirst()
                        // What it bans only, in a sentence: "but the campaign's design constraint: no …, 1 SSR per
                        // company" had no verb and an SSR count beside the point (a campaign audit).
                        .ifPresent(s -> out.add("`" + frame.name() + "` carries `" + s.notation()
                                + "`: this campaign battle allows no " + d.bannedWords() + "."));
            }
        });
        terms.average().ifPresent(a -> {
            int frames = company.frames().size();
            int systems = company.frames().stream()
                    .mapToInt(f -> LoadoutNotation.read(f.loadout()).systems().size()).sum();
            int allowed = frames * a.average();
            if (frames > 0 && systems > allowed) {
                out.add("Your company carries " + CompanyValidation.count(systems, "system") + " on "
                        + CompanyValidation.count(frames, "frame") + ": this campaign battle allows " + a.allows()
                        + (a.average() == 0 ? "." : ", " + allowed + " in all."));
            }
        });
        return out;
    }

    /** True when the environmental constraint makes environmental systems ({@code E}) legal. */
    public static boolean allowsEnvironmentalSystems(CampaignTerms terms) {
        return terms != null && terms.environment().isPresent();
    }
}
