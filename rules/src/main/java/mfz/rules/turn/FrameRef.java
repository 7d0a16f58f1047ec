package mfz.rules.turn;

/**
 * A frame as a front end offers it: owner and name to put in a command, and a label to show.
 *
 * @param owner the owner's player id
 * @param frame the frame's name
 * @param label "Ben's Hawk"
 */
public record FrameRef(String owner, String frame, String label) {
}
