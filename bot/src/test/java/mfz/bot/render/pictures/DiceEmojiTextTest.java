package mfz.bot.render.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.render.DiceView;
import mfz.rules.dice.Die;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import org.junit.jupiter.api.Test;

class DiceEmojiTextTest {

    private static final Map<String, String> FACES = Map.of("R5", "<:r5:1>", "R2", "<:r2:2>", "d8R7", "<:r87:3>",
            "W6", "<:w6:4>");

    @Test
    void aColourLineShowsItsDiceAsFacesAfterTheColourName() {
        List<String> lines = DiceView.byColour(List.of(die(DieColour.RED, 6, 5), die(DieColour.RED, 6, 2),
                die(DieColour.RED, 8, 7)));

        assertEquals("**Red** <:r5:1><:r2:2><:r87:3> — total 14", DiceEmojiText.withFaces(lines.getFirst(), FACES));
    }

    /** Faces take some 25 characters where a die's notation takes 2: text that would pass Discord's limit dressed stays text. */
    @Test
    void aTextTooLongWithFacesKeepsItsDiceAsText() {
        String rolled = "🎲 Anvil rolls: " + String.join("  ", DiceView.inline(List.of(die(DieColour.RED, 6, 5),
                die(DieColour.RED, 6, 2))));
        // Discord's emoji mentions, as long as real ones (an 18-digit id).
        Map<String, String> faces = Map.of("R5", "<:r5:123456789012345678>", "R2", "<:r2:123456789012345679>");
        String log = String.join("\n", Collections.nCopies(120, rolled));
        assertEquals(true, log.length() <= 4096 && DiceEmojiText.withFaces(log, faces).length() > 4096, "the case");
        Reply reply = new Reply("", List.of(Embed.of("Game log", log)), List.of(), true);
        assertEquals(log, DiceEmojiText.withFaces(reply, faces).embeds().getFirst().description(), "left as text");
        Reply shortOne = new Reply("", List.of(Embed.of("Game log", rolled)), List.of(), true);
        assertEquals(DiceEmojiText.withFaces(rolled, faces),
                DiceEmojiText.withFaces(shortOne, faces).embeds().getFirst().description(), "dressed when it fits");
    }

    @Test
    void aDieWrittenWithItsSquareBecomesItsFace() {
        String rolled = "🎲 Anvil rolls: " + String.join("  ", DiceView.inline(List.of(die(DieColour.RED, 6, 5),
                die(DieColour.BLUE, 6, 3))));

        assertEquals("🎲 Anvil rolls: <:r5:1>  🟦B3", DiceEmojiText.withFaces(rolled, FACES),
                "a die without a face keeps its square and letters");
    }

    @Test
    void eachFramesInitiativeD20ShowsAsItsFace() {
        Map<String, String> d20 = Map.of("d20W17", "<:w17:5>", "d20W3", "<:w3:6>");

        assertEquals("🎲 Initiative d20s: Anvil <:w17:5>, Big Bolt <:w3:6>.",
                DiceEmojiText.withFaces("🎲 Initiative d20s: Anvil 17, Big Bolt 3.", d20));
        assertEquals("🎲 Initiative d20s: Big Bolt <:w3:6>, Anvil <:w3:6>.\n🎲 Ties rolled off (the lower goes first), "
                + "at 3: Anvil <:w17:5>, Big Bolt <:w3:6>; at 17: A2 <:w3:6>, F4 <:w17:5>.", DiceEmojiText.withFaces(
                "🎲 Initiative d20s: Big Bolt 3, Anvil 3.\n🎲 Ties rolled off (the lower goes first), at 3: Anvil 17, "
                + "Big Bolt 3; at 17: A2 3, F4 17.", d20));
    }

    @Test
    void otherTextIsLeftAloneAndALineWithAFacelessDieStaysWhole() {
        assertEquals("Frame R5 attacks W6 with R2", DiceEmojiText.withFaces("Frame R5 attacks W6 with R2", FACES));
        String mixed = "🟥 **Red** R5 R3 — total 8";
        assertEquals(mixed, DiceEmojiText.withFaces(mixed, FACES));
        assertEquals("🟥R5", DiceEmojiText.withFaces("🟥R5", Map.of()), "no emojis: letters");
    }

    @Test
    void repliesChangeInTheirTextAndEmbedsAndButtonsNameTheirDie() {
        Reply reply = Reply.of(Embed.of("🎲 rolled", "🟥 **Red** R5 — total 5").withField("Pool", "⬜W6", false))
                .withFiles(List.of(new Reply.Attachment("a.png", new byte[] {1})));

        Reply shown = DiceEmojiText.withFaces(reply, FACES);

        assertEquals("**Red** <:r5:1> — total 5", shown.embeds().getFirst().description());
        assertEquals("<:w6:4>", shown.embeds().getFirst().fields().getFirst().value());
        assertEquals(1, shown.files().size());
        assertEquals(Optional.of("R5"), DiceEmojiText.dieAtEnd("Attack R5"));
        assertEquals(Optional.of("d8B7"), DiceEmojiText.dieAtEnd("Defend d8B7"));
        assertEquals(Optional.empty(), DiceEmojiText.dieAtEnd("Defend: none"));
    }

    private static RolledDie die(DieColour colour, int sides, int value) {
        return new RolledDie(new Die(colour, sides), value);
    }
}
