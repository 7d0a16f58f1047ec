package mfz.rules.company;

/**
 * A frame as its player wrote it in the lobby, before validation: a name, the loadout in
 * notation (kept as typed, so problems can quote it) and the SSRs it carries.
 */
public record FrameDraft(String name, String loadout, int ssrs) {

    public FrameDraft {
        name = name == null ? "" : name.strip();
        loadout = loadout == null ? "" : loadout.strip();
    }
}
