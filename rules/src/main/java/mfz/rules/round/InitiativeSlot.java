package mfz.rules.round;

/**
 * Per-frame initiative: one d20 of one frame, in acting order (lowest first, ties rolled off).
 *
 * @param owner the frame's owner
 * @param frame the frame's name
 * @param value the d20 it showed
 */
public record InitiativeSlot(String owner, String frame, int value) {

    public boolean of(String owner, String frame) {
        return this.owner.equals(owner) && this.frame.equalsIgnoreCase(frame);
    }
}
