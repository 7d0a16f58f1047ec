package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class ComponentIdsTest {

    @Test
    void aButtonNamesItsCommandAndOptionsInNameOrder() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("spot", "true");
        options.put("die", "R5");

        assertEquals("turn attack|die=R5|spot=true", ComponentIds.button("turn attack", options));
        assertEquals("roll|dice=2W 2R d8R", ComponentIds.button("roll", Map.of("dice", "2W 2R d8R")));
        assertEquals("game join", ComponentIds.button("game join", Map.of()));
    }

    @Test
    void aButtonDecodesToTheSameCommand() {
        ComponentIds.Action action = ComponentIds.decode("turn attack|die=R5|spot=true");

        assertEquals("turn attack", action.command());
        assertEquals(Map.of("die", "R5", "spot", "true"), action.options());
        assertEquals(Optional.empty(), action.choiceOption());
        assertEquals(Map.of("die", "R5", "spot", "true"), action.optionsWith(List.of()));
    }

    @Test
    void aMenuNamesTheOptionItsChoiceFills() {
        String id = ComponentIds.menu("damage take", Map.of("die", "R5"), "system");
        assertEquals("damage take|die=R5|system", id);

        ComponentIds.Action action = ComponentIds.decode(id);
        assertEquals(Optional.of("system"), action.choiceOption());
        assertEquals(Map.of("die", "R5", "system", "B"), action.optionsWith(List.of("B")));
        assertEquals(Map.of("die", "R5", "system", "B G"), action.optionsWith(List.of("B", "G")),
                "several choices, one space apart");
    }

    @Test
    void aNameTravelsAsAShortTokenResolvedAgainstTheGame() {
        String longest = "Frame With A Thirty-Two Char Nam";
        String id = ComponentIds.menu("turn start", Map.of("frame", longest, "range", "artillery",
                "for", "12345678901234567890", "v", "1234567890", "ssr", "1"), "target");

        assertTrue(!id.contains(longest) && id.contains("frame=~"), id);
        assertTrue(id.length() <= 93, id.length() + " characters: " + id);
        Map<String, String> options = ComponentIds.decode(id).options();
        Map<String, String> resolved = ComponentIds.resolveNames(options,
                List.of("Hammer", "frame with a thirty-two char nam", "Anvil"));
        assertEquals("frame with a thirty-two char nam", resolved.get("frame"), "names match ignoring case");
        assertEquals("artillery", resolved.get("range"));
        assertEquals("none", ComponentIds.decode(ComponentIds.button("turn start", Map.of("target", "none")))
                .options().get("target"), "words that are not names stay");
    }

    /**
     * A token is 48 bits of a name's SHA-256, not its {@code hashCode}, which a player could
     * match in milliseconds by naming a frame of theirs to collide with an opponent's ("Aa" and
     * "BB" share theirs), leaving that frame's buttons "out of date" for the rest of the game.
     */
    @Test
    void namesWithTheSameHashCodeHaveTokensOfTheirOwn() {
        assertEquals("Aa".hashCode(), "BB".hashCode());
        assertTrue(!ComponentIds.token("Aa").equals(ComponentIds.token("BB")));
        Map<String, String> options = ComponentIds.decode(ComponentIds.button("turn plan", Map.of("frame", "BB")))
                .options();
        assertEquals("BB", ComponentIds.resolveNames(options, List.of("Aa", "BB")).get("frame"));
        // A card posted before the change still works: its token is read the old way when no name has it the new way.
        assertEquals("Hammer", ComponentIds.resolveNames(Map.of("frame", NameTokens.legacyToken("Hammer")),
                List.of("Anvil", "Hammer")).get("frame"));
        // so does one of the 40-bit tokens that followed (a trust audit: a graphics card matches 40 bits in minutes)
        assertEquals("Hammer", ComponentIds.resolveNames(Map.of("frame", NameTokens.shortToken("Hammer")),
                List.of("Anvil", "Hammer")).get("frame"));
        assertEquals("Hammer", ComponentIds.resolveNames(Map.of("frame", NameTokens.wideToken("Hammer")),
                List.of("Anvil", "Hammer")).get("frame"), "and the 64-bit ones main held briefly");
        assertTrue(ComponentIds.token("Hammer").length() == 9 && !ComponentIds.token("Hammer")
                .equals(NameTokens.shortToken("Hammer")), "48 bits now, no longer than before: "
                + ComponentIds.token("Hammer"));
    }

    /**
     * A name only an opponent's case away (a frame or objective named {@code ANVIL-1} beside
     * {@code Anvil-1}) shares its token, which the rules read without case: the control still
     * names the frame, where it was refused as out of date for the rest of the game.
     */
    @Test
    void aNameThatDiffersOnlyInCaseLeavesNoControlOutOfDate() {
        Map<String, String> options = ComponentIds.decode(ComponentIds.button("turn start", Map.of("frame", "Anvil-1")))
                .options();
        assertEquals("Anvil-1", ComponentIds.resolveNames(options, List.of("Anvil-1", "ANVIL-1", "Hammer")).get("frame"));
    }

    /**
     * A menu choice holding a long name full of % (each written %25) would pass Discord's 100
     * characters and fail the whole reply (a review): it carries the name's token, resolved when
     * tapped as an id's are.
     */
    @Test
    void aChoiceTooLongForItsNameCarriesItsToken() {
        String name = "%".repeat(18) + "Frame With Pct";
        String value = ComponentIds.choice(Map.of("frame", name, "owner", "12345678901234567890"));
        assertTrue(value.length() <= 100 && value.contains("frame=~"), value);
        Map<String, String> chosen = ComponentIds.decode(ComponentIds.menu("deploy done", Map.of(), ComponentIds.MANY))
                .optionsWith(List.of(value));
        assertEquals(name, ComponentIds.resolveNames(chosen, List.of("Other", name)).get("frame"));
        assertEquals("frame=Anvil|owner=7", ComponentIds.choice(Map.of("frame", "Anvil", "owner", "7")),
                "a choice that fits is written as before");
    }

    @Test
    void aTokenNoNameInTheGameHasIsOutOfDate() {
        Map<String, String> options = ComponentIds.decode(ComponentIds.button("turn plan", Map.of("frame", "Gone")))
                .options();
        PlayerError stale = assertThrows(PlayerError.class, () -> ComponentIds.resolveNames(options, List.of("Here")));
        assertTrue(stale.getMessage().startsWith(ControlRules.OUT_OF_DATE), stale.getMessage());
        assertEquals("~tilde", ComponentIds.decode(ComponentIds.button("roll", Map.of("dice", "~tilde")))
                .options().get("dice"), "a tilde elsewhere is escaped, never taken for a token");
    }

    @Test
    void valuesKeepEveryCharacterThroughTheRoundTrip() {
        String value = "100% | pipes|and=equals and ünïcode 🎲";
        String id = ComponentIds.button("company frame", Map.of("name", value));

        assertEquals("company frame|name=100%25 %7C pipes%7Cand=equals and ünïcode 🎲", id);
        assertEquals(value, ComponentIds.decode(id).options().get("name"));
    }

    @Test
    void anIdLongerThanDiscordAllowsIsRefusedWhenMade() {
        String fits = "x".repeat(ComponentIds.MAX_LENGTH - "roll|dice=".length());
        assertEquals(ComponentIds.MAX_LENGTH, ComponentIds.button("roll", Map.of("dice", fits)).length());

        IllegalArgumentException tooLong = assertThrows(IllegalArgumentException.class,
                () -> ComponentIds.button("roll", Map.of("dice", fits + "x")));
        assertTrue(tooLong.getMessage().contains("100"), tooLong.getMessage());
    }

    @Test
    void namesFollowDiscordsRuleForCommandAndOptionNames() {
        assertThrows(IllegalArgumentException.class, () -> ComponentIds.button("Roll", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> ComponentIds.button("roll", Map.of("a|b", "1")));
        assertThrows(IllegalArgumentException.class, () -> ComponentIds.button("roll", Map.of("a=b", "1")));
        assertThrows(IllegalArgumentException.class, () -> ComponentIds.menu("roll", Map.of("dice", "W"), "dice"));
    }

    @Test
    void idsTheBotDidNotMakeAreRefused() {
        for (String foreign : new String[] {"", "Accept", "roll|", "roll||x=1", "roll|a=1|a=2", "roll|a|b",
                "roll|dice=50%", "roll|dice=%41", "x".repeat(101)}) {
            assertThrows(IllegalArgumentException.class, () -> ComponentIds.decode(foreign), foreign);
        }
    }

    @Test
    void aButtonTakesNoChosenValues() {
        ComponentIds.Action button = ComponentIds.decode("game join");

        assertThrows(IllegalArgumentException.class, () -> button.optionsWith(List.of("W")));
    }

    /** A reminder's control is marked so a tap answers below it; the mark changes nothing the command reads (NoticeIds). */
    @Test
    void aNoticesControlIsMarkedAndReadsAsTheSameCommand() {
        String id = ComponentIds.button("turn defend", Map.of("die", "B5", "for", "7", "v", "3"));
        String marked = NoticeIds.of(id).orElseThrow();
        Assertions.assertTrue(NoticeIds.is(marked));
        Assertions.assertFalse(NoticeIds.is(id));
        Assertions.assertEquals(ComponentIds.decode(id), ComponentIds.decode(marked));
        Assertions.assertEquals(Optional.empty(),
                NoticeIds.of(ComponentIds.distinct(id, 2).orElseThrow()), "already a part: left out");
    }
}
