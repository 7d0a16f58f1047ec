package mfz.rules.company;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A frame as its player wrote it in the lobby, before validation: a name, the loadout in
 * notation (kept as typed, so problems can quote it), the SSRs it carries, and how wide it stands
 * on a map (docs/rules.md §10: set per frame; null: the usual 1 unit).
 */
public record FrameDraft(String name, String loadout, int ssrs,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Double disc) {

    /** The narrowest and widest a frame's disc may be, in ruler units. */
    public static final double LEAST_DISC = 0.5;
    public static final double MOST_DISC = 3;

    public FrameDraft {
        name = name == null ? "" : name.strip();
        loadout = loadout == null ? "" : loadout.strip();
    }

    /** A frame of the usual width. */
    public FrameDraft(String name, String loadout, int ssrs) {
        this(name, loadout, ssrs, null);
    }
}
