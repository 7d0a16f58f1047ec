package mfz.rules.options;

/** The advanced options of docs/rules.md section 8 that are switched on or off (all off by default). */
public enum AdvancedOption {
    SPLIT_RANGE("split-range weapons"),
    ELEVATION("elevation and falling"),
    HAZARDS("hazardous areas and environmental systems"),
    PER_FRAME_INITIATIVE("per-frame initiative"),
    DROP_WHITES("dropping whites for damage"),
    JETTISON("jettisoning");

    private final String word;

    AdvancedOption(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
