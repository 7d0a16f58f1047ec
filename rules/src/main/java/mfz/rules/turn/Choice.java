package mfz.rules.turn;

import java.util.List;

/**
 * One thing a player can do now, with its legal values, for buttons and contextual help.
 *
 * @param action  what
 * @param options the legal values: dice ({@code R5}, {@code none}), systems ({@code B}, {@code white}), or yes/no
 * @param frames  the frames it concerns: frames that may start, frames that may be spotted, the frame hit
 * @param note    what it means now, in player words
 */
public record Choice(Action action, List<String> options, List<FrameRef> frames, String note) {

    public Choice {
        options = List.copyOf(options);
        frames = List.copyOf(frames);
    }
}
