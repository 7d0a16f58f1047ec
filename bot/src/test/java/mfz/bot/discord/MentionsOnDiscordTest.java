package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.rules.company.Names;
import mfz.rules.company.PlayerNames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Names can't make the bot ping anyone: a display name holding a mention is shown escaped, a
 * frame named like a mention (or holding Discord formatting) is refused, and every message allows exactly the users the bot
 * itself means (the fake Discord sees each message's {@code allowed_mentions}).
 */
class MentionsOnDiscordTest {

    private static final String VICTIM = "700000000000000009";

    @TempDir
    Path dir;

    @Test
    void aNameLikeAMentionNeverPings() throws Exception {
        FakeWorld standard = FakeWorld.standard();
        FakeWorld.User mallory = new FakeWorld.User("700000000000000001", "<@" + VICTIM + "> **@everyone**");
        FakeWorld.User alice = standard.members().get(1);
        FakeWorld world = new FakeWorld(standard.botId(), standard.botName(), standard.applicationId(),
                standard.guildId(), standard.guildName(), standard.ownerId(), standard.channels(),
                List.of(mallory, alice, new FakeWorld.User(VICTIM, "victim")));
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);

            RecordedRequest opened = fake.awaitCallback(fake.slash(mallory, channel, "game new", "size", "skirmish"));
            String content = opened.message().get("content").asText();
            assertFalse(content.contains("<@" + VICTIM + ">"), "the display name's mention is escaped: " + content);
            assertFalse(content.contains("**@everyone**"), "its markdown too: " + content);
            assertNothingPingedBut(opened, List.of());

            RecordedRequest joined = fake.awaitCallback(fake.slash(alice, channel, "game join"));
            assertFalse(joined.ephemeral(), joined.toString());

            RecordedRequest frame = fake.awaitCallback(fake.slash(alice, channel, "company frame",
                    "name", "<@" + VICTIM + ">", "loadout", "B G Y Rd"));
            assertTrue(frame.ephemeral(), frame.toString());
            assertTrue(frame.message().get("content").asText().contains("names can't mention people"),
                    frame.toString());
            assertNothingPingedBut(frame, List.of());

            RecordedRequest station = fake.awaitCallback(fake.slash(alice, channel, "company station",
                    "name", "@here"));
            assertTrue(station.message().get("content").asText().contains("can't hold `@here`"), station.toString());

            // Formatting in a chosen name would restyle every message it appears in: refused, with the reason.
            RecordedRequest bold = fake.awaitCallback(fake.slash(alice, channel, "company frame",
                    "name", "**Boss**", "loadout", "B G Y Rd"));
            assertTrue(bold.message().get("content").asText().contains("can't hold `*`: names show as written"),
                    bold.toString());
            RecordedRequest spoiler = fake.awaitCallback(fake.slash(alice, channel, "company station",
                    "name", "||hidden||"));
            assertTrue(spoiler.message().get("content").asText().contains("can't hold `|`"), spoiler.toString());
        }
    }

    /**
     * A display name written as a masked link, or holding an address, shows as words: the link
     * and the masked link broken by an invisible space, where JDA's sanitizer left both (a trust
     * audit). The player still joins: it is their name, and a clan tag's brackets read as written.
     */
    @Test
    void aNameLikeALinkShowsAsWords() {
        String shown = JdaRequests.shownName("[Vincent](https://evil.example/login)");
        assertEquals("[Vincent]\u200B(https:/\u200B/evil.example/login)", shown);
        assertEquals(Optional.empty(), Names.shownAsSomethingElse("A player's name", shown));
        assertEquals("[FR] Eve of www\u200B.eve.example", JdaRequests.shownName("[FR] Eve of www.eve.example"));
    }

    /**
     * JDA escapes only whole regions, so a lone {@code ||} or backtick in a display name stayed,
     * and paired with another name's in one message (a trust audit): they show as lookalikes,
     * which the rules accept.
     */
    @Test
    void aNameWithALoneSpoilerOrCodeMarkShowsItsLookalike() {
        assertEquals("Bob ǀǀ", JdaRequests.shownName("Bob ||"));
        assertEquals("ˋEve", JdaRequests.shownName("`Eve"));
        assertEquals("Ann Lee", JdaRequests.shownName("Ann\u2028Lee"), "a line separator, which the rules refuse, is a space");
        assertEquals("\\# Big", JdaRequests.shownName("# Big"), "a name can't open a heading");
        assertEquals(Optional.empty(), PlayerNames.restylingProblem("A player's name",
                JdaRequests.shownName("||`x`||")));
    }

    /**
     * JDA leaves a lone {@code *}, {@code _} or {@code ~} too, which paired with another name's in
     * one message and styled everything between them; a name ending in a backslash escaped the
     * bot's bold after it. Each is escaped on its own, and shows as written on a button.
     */
    @Test
    void aNameWithALoneStylingMarkHasItEscaped() {
        assertEquals("Ann\\*", JdaRequests.shownName("Ann*"));
        assertEquals("\\~\\~Zed", JdaRequests.shownName("~~Zed"));
        assertEquals("snake\\_case\\_name", JdaRequests.shownName("snake_case_name"), "escaped once, as before");
        assertEquals("\\*\\*bold\\*\\*", JdaRequests.shownName("**bold**"));
        assertEquals("Bo\\\\", JdaRequests.shownName("Bo\\"));
        assertEquals("Ann*", JdaMessages.plain(JdaRequests.shownName("Ann*")));
        assertEquals("Bo\\", JdaMessages.plain(JdaRequests.shownName("Bo\\")));
    }

    @Test
    void aMessageAllowsOnlyTheUsersItMeansAndNoneInCode() {
        assertEquals(List.of("7001"), JdaMessages.meant("👉 <@7001> choose; `<@7002>` is a frame's name"));
        assertEquals(List.of(), JdaMessages.meant("@everyone <@&5> <#6>"));
        assertEquals(List.of("7001"), JdaMessages.meant("**Ra\\`ven**'s Hawk is hit. 👉 <@7001> choose"),
                "an escaped backquote in a name opens no code span");
    }

    private static void assertNothingPingedBut(RecordedRequest reply, List<String> users) {
        JsonNode allowed = reply.message().get("allowed_mentions");
        assertTrue(allowed.path("parse").isEmpty(), "nothing is parsed from the text: " + allowed);
        assertTrue(allowed.path("roles").isEmpty(), allowed.toString());
        List<String> allowedUsers = allowed.path("users").valueStream().map(JsonNode::asText).toList();
        assertEquals(users, allowedUsers, reply.toString());
    }
}
