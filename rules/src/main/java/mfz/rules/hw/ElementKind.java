package mfz.rules.hw;

/** What an element is; infantry and vehicles have rules of their own in a charge. */
public enum ElementKind {
    MECH, VEHICLE, INFANTRY;

    /** In a charge's special resolutions mechs and vehicles are one side, infantry the other. */
    public boolean isInfantry() {
        return this == INFANTRY;
    }
}
