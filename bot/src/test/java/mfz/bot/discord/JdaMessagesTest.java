package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.tree.ComponentTree;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.utils.data.SerializableData;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

/** What Discord receives for a {@link Reply}: the JSON JDA would send. */
class JdaMessagesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(SerializableData data) throws Exception {
        return JSON.readTree(data.toData().toString());
    }

    @Test
    void anEmbedKeepsItsTitleTextColourFieldsAndFooter() throws Exception {
        Embed embed = Embed.of("🎲 vincent rolled 2W", "⬜ **White** W6 W2 — total 8")
                .withColour(0xE03131)
                .withField("Score", "3", true)
                .withField("Doomsday", "4", false)
                .withFooter("Round 2");

        JsonNode data = json(JdaMessages.toEmbed(embed));

        assertEquals("🎲 vincent rolled 2W", data.get("title").asText());
        assertEquals("⬜ **White** W6 W2 — total 8", data.get("description").asText());
        assertEquals(0xE03131, data.get("color").asInt());
        assertEquals("Score", data.get("fields").get(0).get("name").asText());
        assertEquals("3", data.get("fields").get(0).get("value").asText());
        assertTrue(data.get("fields").get(0).get("inline").asBoolean());
        assertFalse(data.get("fields").get(1).get("inline").asBoolean());
        assertEquals("Round 2", data.get("footer").get("text").asText());
    }

    /**
     * Discord refuses a message whose controls repeat an id (a review found the frame placements'
     * menus sharing one): a repeat carries its part number, and both decode to the same command.
     */
    @Test
    void twoMenusOfOneCommandGetDistinctIdsThatDecodeAlike() throws Exception {
        String id = ComponentIds.menu("deploy done", Map.of(ComponentIds.FOR, "7001", ComponentIds.VERSION, "9"),
                ComponentIds.MANY);
        Component.SelectMenu menu = new Component.SelectMenu(id, "Place a frame…",
                List.of(new Component.Option("A1", "frame=A1", null)), 1, 1);
        Reply reply = new Reply("", List.of(), List.of(new Component.Row(List.of(menu)),
                new Component.Row(List.of(menu)), new Component.Row(List.of(menu))), false);

        JsonNode rows = json(JdaMessages.toMessage(reply)).get("components");
        List<String> ids = new ArrayList<>();
        rows.forEach(row -> ids.add(row.get("components").get(0).get("custom_id").asText()));
        assertEquals(List.of(id, id + "|n=2", id + "|n=3"), ids);
        for (String shown : ids) {
            assertEquals(ComponentIds.decode(id), ComponentIds.decode(shown));
        }
    }

    @Test
    void anEmbedWithoutColourHasNoStripe() throws Exception {
        JsonNode data = json(JdaMessages.toEmbed(Embed.of("Title", "text")));

        assertFalse(data.has("color"), data.toString());
    }

    @Test
    void aReplyCarriesItsTextEmbedsAndControlsWithTheirIds() throws Exception {
        String button = ComponentIds.button("game join", Map.of());
        String menu = ComponentIds.menu("turn defend", Map.of(), "die");
        Reply reply = new Reply("<@700000000000000001> must defend", List.of(Embed.of("Attack", "R5 R4")), List.of(
                new Component.Row(List.of(Component.Button.of(button, "Join"),
                        new Component.Button("game leave", "Leave", Component.Style.DANGER, true))),
                new Component.Row(List.of(new Component.SelectMenu(menu, "Which die?", List.of(
                        new Component.Option("White 6", "W6", "the best"),
                        new Component.Option("None", "none", "take the hits")), 1, 1)))), false);

        JsonNode data = json(JdaMessages.toMessage(reply));

        assertEquals("<@700000000000000001> must defend", data.get("content").asText());
        assertEquals("Attack", data.get("embeds").get(0).get("title").asText());
        JsonNode buttons = data.get("components").get(0);
        assertEquals(1, buttons.get("type").asInt(), "an action row");
        JsonNode join = buttons.get("components").get(0);
        assertEquals(2, join.get("type").asInt(), "a button");
        assertEquals("game join", join.get("custom_id").asText());
        assertEquals("Join", join.get("label").asText());
        assertEquals(1, join.get("style").asInt(), "primary");
        JsonNode leave = buttons.get("components").get(1);
        assertEquals(4, leave.get("style").asInt(), "danger");
        assertTrue(leave.get("disabled").asBoolean());

        JsonNode select = data.get("components").get(1).get("components").get(0);
        assertEquals(3, select.get("type").asInt(), "a string select menu");
        assertEquals("turn defend|die", select.get("custom_id").asText());
        assertEquals("Which die?", select.get("placeholder").asText());
        assertEquals(1, select.get("min_values").asInt());
        assertEquals(1, select.get("max_values").asInt());
        assertEquals("W6", select.get("options").get(0).get("value").asText());
        assertEquals("White 6", select.get("options").get(0).get("label").asText());
        assertEquals("the best", select.get("options").get(0).get("description").asText());
    }

    /**
     * A player's name comes escaped for the messages' markdown; a button's label and a menu's
     * options show text as written, so their escapes go (a {@code cool_guy} read {@code cool\_guy}).
     */
    @Test
    void labelsShowNamesWithoutTheirMarkdownEscapes() throws Exception {
        String menu = ComponentIds.menu("turn start", Map.of(), ComponentIds.MANY);
        Reply reply = new Reply("", List.of(), List.of(
                new Component.Row(List.of(Component.Button.of(ComponentIds.button("game join", Map.of()),
                        "Hit cool\\_guy's Hawk\\*"))),
                new Component.Row(List.of(new Component.SelectMenu(menu, "cool\\_guy: target…", List.of(
                        new Component.Option("Hawk (cool\\_guy)", "W6", "back\\\\slash"),
                        new Component.Option("None", "none", null)), 1, 1)))), false);
        JsonNode data = json(JdaMessages.toMessage(reply));
        assertEquals("Hit cool_guy's Hawk*", data.get("components").get(0).get("components").get(0).get("label").asText());
        JsonNode select = data.get("components").get(1).get("components").get(0);
        assertEquals("cool_guy: target…", select.get("placeholder").asText());
        assertEquals("Hawk (cool_guy)", select.get("options").get(0).get("label").asText());
        assertEquals("back\\slash", select.get("options").get(0).get("description").asText());
    }

    @Test
    void aReplyDiscordCouldNotShowIsRefusedBeforeAnythingIsSent() {
        assertThrows(IllegalArgumentException.class,
                () -> JdaMessages.toMessage(Reply.of(Embed.of("x".repeat(300), "title over 256 characters"))));
        assertThrows(IllegalStateException.class, () -> JdaMessages.toMessage(Reply.text("")),
                "an empty message");
    }

    @Test
    void withDieEmojisADiceButtonShowsItsFaceAndRollsShowFaces() throws Exception {
        DiceEmojis faces = DiceEmojis.none();
        faces.use(Map.of("R5", "<:mfzdie1_d6R5:123456789012345678>"));
        Reply reply = new Reply("🎲 Anvil rolls: 🟥R5", List.of(), List.of(new Component.Row(List.of(
                Component.Button.of("turn attack|die=R5", "Attack R5"),
                Component.Button.of("turn attack|die=R4", "Attack R4")))), false);

        JsonNode data = json(JdaMessages.toMessage(reply, faces));

        assertEquals("🎲 Anvil rolls: <:mfzdie1_d6R5:123456789012345678>", data.get("content").asText());
        JsonNode buttons = data.get("components").get(0).get("components");
        assertEquals("Attack R5", buttons.get(0).get("label").asText(), "the label keeps the letters");
        assertEquals("123456789012345678", buttons.get(0).get("emoji").get("id").asText());
        assertTrue(buttons.get(1).path("emoji").isMissingNode(), "no face, no emoji: " + buttons.get(1));
        assertEquals("🎲 Anvil rolls: 🟥R5", json(JdaMessages.toMessage(reply)).get("content").asText());
    }

    /**
     * A tapped message is the tap's card only when its controls hold the one tapped: a forged
     * tap sent on another message, one with no controls too, leaves that message alone (a security
     * audit and a review).
     */
    @Test
    void aTappedMessageIsTheCardOnlyWhenItHoldsTheControlTapped() {
        Message lobby = Mockito.mock(Message.class);
        Mockito.when(lobby.getComponentTree()).thenReturn(
                ComponentTree.forMessage(List.of(
                        ActionRow.of(
                                Button.primary("game join", "Join"),
                                Button.success("game start", "Start")))));
        assertTrue(JdaMessages.mayHold(lobby, "game join"));
        assertFalse(JdaMessages.mayHold(lobby, "turn end|for=42|v=7"), "a forged control on the lobby's message");
        Message bare = Mockito.mock(Message.class);
        Mockito.when(bare.getComponentTree()).thenReturn(
                ComponentTree.forMessage(List.of()));
        assertFalse(JdaMessages.mayHold(bare, "turn end|for=42|v=7"), "a message with no controls holds none");
    }
}
