package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.bot.fakediscord.SentInteraction;
import mfz.bot.render.pictures.DieFace;
import mfz.bot.render.pictures.DieFacePainter;
import mfz.bot.render.pictures.ScoreChart;
import mfz.bot.render.pictures.ScoreHistory;
import mfz.rules.dice.DieColour;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bot's pictures on Discord: its die faces as its own emojis, and the score chart with the result. */
class PicturesOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void theDieFacesAreUploadedOnceAsTheApplicationsEmojisAndOnlyDrawingsTwoBackAreDeleted() throws Exception {
        Path database = dir.resolve("mfz.db");
        try (FakeDiscord fake = FakeDiscord.start()) {
            String older = createEmoji(fake, "mfzdie0_d6R5");
            String someoneElses = createEmoji(fake, "party_parrot");
            long before = uploads(fake);

            try (RunningBot bot = RunningBot.startFirstTime(fake, database, Map.of())) {
                assertEquals(DieFace.all().size(), uploads(fake) - before, "every face uploaded once");
            }
            Map<String, String> idByName = fake.applicationEmojis().stream()
                    .collect(Collectors.toMap(e -> e.get("name").asText(), e -> e.get("id").asText()));
            Set<String> faces = DieFace.all().stream().map(DieFace::emojiName).collect(Collectors.toSet());
            assertTrue(idByName.keySet().containsAll(faces));
            assertTrue(idByName.containsValue(older), "the face of the drawing before stays: a process of that "
                    + "version may still show it, in a rolling upgrade");
            assertTrue(ApplicationEmojiSync.outdated("mfzdie1_d6R5", 3) && !ApplicationEmojiSync.outdated("mfzdie2_d6R5", 3)
                    && !ApplicationEmojiSync.outdated("party_parrot", 3), "two drawings back, a face is deleted");
            assertTrue(idByName.containsValue(someoneElses), "an emoji that is not a die face is left alone");
            BufferedImage red5 = ImageIO.read(new ByteArrayInputStream(
                    fake.applicationEmojiImage(idByName.get("mfzdie1_d6R5")).orElseThrow()));
            assertEquals(DieFacePainter.SIZE, red5.getWidth());

            try (RunningBot again = RunningBot.startFirstTime(fake, database, Map.of())) {
                SentInteraction roll = fake.slash(fake.world().member(0), fake.world().channel(0), "roll",
                        "dice", "R d8B");
                String description = fake.awaitCallback(roll).message().get("embeds").get(0).get("description")
                        .asText();
                assertTrue(description.contains("<:mfzdie1_d6R") && description.contains("<:mfzdie1_d8B"),
                        "dice shown with the faces uploaded before the restart: " + description);
                assertTrue(description.contains(":" + idByName.get(faceIn(description, "mfzdie1_d6R")) + ">"));
            }
            assertEquals(DieFace.all().size(), uploads(fake) - before, "nothing uploaded again after the restart");
            assertEquals(2, fake.requests().stream().filter(r -> r.is("GET", emojis(fake))).count(),
                    "each start-up lists the emojis");
        }
    }

    @Test
    void whereTheEmojisCannotBeMadeDiceKeepTheirColouredSquares() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            fake.fail(RestFault.serverError("GET", "applications/\\d+/emojis", 403), 1);
            try (RunningBot bot = RunningBot.startFirstTime(fake, dir.resolve("mfz.db"), Map.of())) {
                SentInteraction roll = fake.slash(fake.world().member(0), fake.world().channel(0), "roll",
                        "dice", "2R");
                String description = fake.awaitCallback(roll).message().get("embeds").get(0).get("description")
                        .asText();
                assertTrue(description.startsWith("🟥 **Red** R"), description);
                assertEquals(0, uploads(fake));
            }
        }
    }

    /**
     * A reply's picture reaches Discord as an attachment, byte for byte (the result of a game
     * carries its chart so: played to the end at the console, see ScoreChartAtTheConsoleTest).
     */
    @Test
    void aScoreChartIsAttachedToTheMessageByteForByte() throws Exception {
        byte[] chart = ScoreChart.png(new ScoreHistory("Score after each round", List.of("start", "R1", "R2"),
                List.of(new ScoreHistory.Line("vincent", 0xE74C3C, List.of(10, 15, 15)),
                        new ScoreHistory.Line("alice", 0x3498DB, List.of(10, 5, 0)))));
        SlashCommand result = new SlashCommand() {
            @Override
            public CommandSpec spec() {
                return CommandSpec.of("result", "A result with its chart");
            }

            @Override
            public Reply handle(Request request) {
                return Reply.text("🏁 Doomsday! vincent wins with 15 points.")
                        .withFiles(List.of(new Reply.Attachment("mfz-scores-1-42.png", chart)));
            }
        };
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), new CommandRouter(List.of(result)),
                     DiscordFrontEnd.DEFER_AFTER)) {
            RecordedRequest sent = fake.awaitCallback(fake.slash(fake.world().member(0), fake.world().channel(0),
                    "result"));
            assertEquals("mfz-scores-1-42.png", sent.message().path("attachments").get(0).get("filename").asText());
            assertArrayEquals(chart, fake.sentFile("mfz-scores-1-42.png").orElseThrow());
            assertEquals(ScoreChart.WIDTH, ImageIO.read(new ByteArrayInputStream(chart)).getWidth());
        }
    }

    private static long uploads(FakeDiscord fake) {
        return fake.requests().stream().filter(r -> r.is("POST", emojis(fake)) && r.status() == 201).count();
    }

    private static String emojis(FakeDiscord fake) {
        return "applications/" + fake.world().applicationId() + "/emojis";
    }

    private static String faceIn(String text, String prefix) {
        int at = text.indexOf("<:" + prefix);
        return text.substring(at + 2, text.indexOf(':', at + 2));
    }

    /** Creates an emoji as another program (or an older version of this bot) would have. */
    private static String createEmoji(FakeDiscord fake, String name) throws Exception {
        byte[] png = DieFacePainter.png(new DieFace(DieColour.RED, 6, 1));
        String body = "{\"name\":\"" + name + "\",\"image\":\"data:image/png;base64,"
                + Base64.getEncoder().encodeToString(png) + "\"}";
        HttpResponse<String> created = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(fake.restUrl() + emojis(fake)))
                .header("Authorization", "Bot " + FakeDiscord.TOKEN).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(201, created.statusCode(), created.body());
        return new ObjectMapper().readTree(created.body()).get("id").asText();
    }

}
