package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeUpload;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.reminders.Waited;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game moved to another channel through the real JDA client: an export names its players by
 * their Discord ids, and a file can be edited to name anyone, so the import pings nobody and
 * waits (no command, no reminder) until each player the file names has taken their seat.
 */
class ImportOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void anImportPingsNobodyUntilEachOfItsPlayersHasTakenTheirSeat() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), 3, 2)) {
            FakeWorld.Channel one = fake.world().channel(0);
            FakeWorld.Channel two = fake.world().channel(1);
            table.lobby("skirmish");
            table.play(3);
            Game game = table.game().orElseThrow();
            FakeWorld.User host = member(fake, game.host());
            FakeWorld.User other = fake.world().members().stream().filter(u -> !u.id().equals(game.host()))
                    .findFirst().orElseThrow();
            RecordedRequest exported = table.answer(fake.slash(host, one, "game export"));
            String file = exported.files().values().iterator().next();
            table.answer(fake.slash(host, one, "game end", "confirm", true));

            RecordedRequest imported = table.answer(fake.slash(host, two, "game import", "file",
                    FakeUpload.text("game.json", file)));
            JsonNode message = imported.message();
            String content = message.get("content").asText();
            assertTrue(message.toString().contains("restored a game here. It goes on once **" + other.name() + "** has taken "
                    + "their seat."), message.toString());
            assertFalse(content.contains("<@"), "nobody the file names is mentioned: " + content);
            assertTrue(message.get("allowed_mentions").path("users").isEmpty()
                    && message.get("allowed_mentions").path("parse").isEmpty(), message.toString());
            assertEquals("game join", message.get("components").get(0).get("components").get(0).get("custom_id")
                    .asText(), message.toString());

            table.answer(fake.slash(host, two, "game options", "remind", 1));
            RecordedRequest refused = table.answer(fake.slash(host, two, "game undo"));
            assertTrue(refused.ephemeral() && refused.message().get("content").asText().startsWith(
                    "This game was restored from an export"), refused.toString());
            assertEquals(0, bot.app().sendRemindersDue(Instant.now().plus(Duration.ofHours(3))),
                    "nobody is reminded of a seat they haven't taken");

            RecordedRequest seated = table.answer(fake.clickButton(other, two, "game join"));
            String goesOn = seated.message().get("content").asText();
            assertTrue(goesOn.startsWith("🪑 **" + other.name() + "** took their seat. Every seat is taken, so play "
                    + "goes on."), goesOn);
            String waitedOn = Waited.on(game).getFirst();
            assertEquals("[\"" + waitedOn + "\"]", seated.message().get("allowed_mentions").path("users").toString(),
                    "now whoever must act is pinged: " + seated);
            assertEquals(1, bot.app().sendRemindersDue(Instant.now().plus(Duration.ofMinutes(61))),
                    "and reminded, from the moment the last seat was taken");
        }
    }

    private static FakeWorld.User member(FakeDiscord fake, String id) {
        return fake.world().members().stream().filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }
}
