package mfz.bot.discord;

import java.util.Map;
import java.util.Optional;
import mfz.bot.core.PhoneText;
import mfz.bot.core.Reply;
import mfz.bot.render.pictures.DiceEmojiText;
import net.dv8tion.jda.api.entities.emoji.Emoji;

/**
 * The die faces this bot has as application emojis on Discord, by die notation ({@code R5},
 * {@code d8B7}): empty until they are known, and for good where they could not be uploaded
 * (then dice keep their coloured squares and letters).
 */
final class DiceEmojis {

    private volatile Map<String, String> mentionByNotation = Map.of();

    /** No emojis: dice as coloured squares and letters. */
    static DiceEmojis none() {
        return new DiceEmojis();
    }

    void use(Map<String, String> mentions) {
        mentionByNotation = Map.copyOf(mentions);
    }

    boolean known() {
        return !mentionByNotation.isEmpty();
    }

    /**
     * How long this text is as a message shows it, every die as its face: a text whose faces would
     * pass Discord's limit goes out with its dice as letters instead ({@link DiceEmojiText}).
     */
    int shownLength(String content) {
        String shown = PhoneText.forButtons(Reply.text(content)).content();
        String dressed = DiceEmojiText.withFaces(shown, mentionByNotation);
        return dressed == null ? 0 : dressed.length();
    }

    Reply dress(Reply reply) {
        return DiceEmojiText.withFaces(reply, mentionByNotation);
    }

    /** The face to show on a button whose label ends with a die. */
    Optional<Emoji> forLabel(String label) {
        Map<String, String> mentions = mentionByNotation;
        return DiceEmojiText.dieAtEnd(label).map(mentions::get).map(Emoji::fromFormatted);
    }
}
