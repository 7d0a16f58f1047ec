package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import mfz.bot.fakediscord.FakeUpload;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Files in and out through the real JDA client: an ATTACHMENT option arrives as the file's
 * text (downloaded from the fake's CDN, within the option's size limit), and a reply's files
 * are sent as attachments of a multipart message.
 */
class AttachmentsOnDiscordTest {


    @RegisterExtension
    static final BotOnFakeDiscord discord = new BotOnFakeDiscord(
            (fake, database) -> RunningBot.start(fake, database, new TestCommands().router(), Duration.ofSeconds(10)));

    private static FakeWorld.User vincent() {
        return discord.fake().world().member(0);
    }

    private static FakeWorld.Channel channel() {
        return discord.fake().world().channel(0);
    }

    @Test
    void theOptionIsRegisteredAsAnAttachment() {
        var shout = discord.fake().globalRegistrations().getLast().findValues("name").stream().anyMatch(n -> n.asText().equals("shout"));
        assertTrue(shout);
        var command = discord.fake().globalRegistrations().getLast().findParents("name").stream()
                .filter(n -> n.get("name").asText().equals("file")).findFirst().orElseThrow();
        assertEquals(11, command.get("type").asInt());
    }

    @Test
    void anAttachedFileArrivesAsItsTextAndAReplysFileIsSentAsAnAttachment() {
        FakeUpload upload = FakeUpload.text("notes.txt", "héllo world");

        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), channel(), "shout", "file", upload));

        assertFalse(reply.ephemeral());
        assertEquals("read 11 characters: héllo world", reply.message().get("content").asText());
        assertEquals(Map.of("shout.txt", "HÉLLO WORLD"), reply.files(), "sent as a file: " + reply);
        assertTrue(discord.fake().requests().stream().anyMatch(r -> r.is("GET", "/attachments/" + upload.id() + "/notes.txt")),
                "downloaded from Discord's link");
    }

    @Test
    void aFileDiscordSaysIsTooBigIsRefusedWithoutDownloadingIt() {
        FakeUpload upload = FakeUpload.text("big.json", "{}").claimingSize(TestCommands.SHOUT_LIMIT + 1);

        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), channel(), "shout", "file", upload));

        assertTrue(reply.ephemeral());
        assertEquals("The file `big.json` is too big: at most 64 bytes is accepted, so nothing was read or changed.",
                reply.message().get("content").asText());
        assertTrue(discord.fake().requests().stream().noneMatch(r -> r.path().startsWith("/attachments/" + upload.id())),
                "never downloaded");
    }

    @Test
    void aFileBiggerThanItsAnnouncedSizeIsStillCappedAtTheLimit() {
        FakeUpload upload = FakeUpload.text("sly.txt", "x".repeat(TestCommands.SHOUT_LIMIT * 4)).claimingSize(10);

        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), channel(), "shout", "file", upload));

        assertTrue(reply.ephemeral());
        assertTrue(reply.message().get("content").asText().startsWith("The file `sly.txt` is too big"),
                reply.message().toString());
    }
}
