package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import mfz.bot.core.CommandRouter;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random button ids and menu choices clicked through the real JDA client at the real
 * bot, in a channel with a game and one without: ids the bot never made, bad escapes, reserved
 * options, real commands with wrong options. Each is answered once, privately, with a reason,
 * and none changes the game.
 */
class RandomControlsOnDiscordTest {

    private static final List<String> PARTS = List.of("game join", "game start", "turn pass", "turn defend",
            "deploy done", "company frame", "nope", "game", "TURN END", "", " ", "turn  end", "ü");
    private static final List<String> OPTIONS = List.of("|v=1", "|v=999999999999", "|for=1", "|for=<@1>", "|die",
            "|die=R5", "|die=%", "|die=%7C", "|die=%zz", "|frame=x|frame=y", "|dice=2W", "|confirm=true",
            "|size=skirmish", "||", "|=", "|as=1", "|\u0000");

    @TempDir
    Path dir;

    @Test
    @SuppressWarnings("try") // the running bot only has to be there, and closed
    void randomControlIdsAreEachRefusedOncePrivatelyAndChangeNothing() throws Exception {
        SplittableRandom random = new SplittableRandom(Long.getLong("mfz.fuzz.seed", 99L));
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel withGame = fake.world().channel(0);
            FakeWorld.User host = fake.world().member(0);
            FakeWorld.User other = fake.world().member(1);
            fake.awaitCallback(fake.slash(host, withGame, "game new", "size", "skirmish"));
            List<SentInteraction> clicks = new ArrayList<>();
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                StringBuilder id = new StringBuilder(PARTS.get(random.nextInt(PARTS.size())));
                for (int o = random.nextInt(4); o > 0; o--) {
                    id.append(OPTIONS.get(random.nextInt(OPTIONS.size())));
                }
                String customId = random.nextInt(10) == 0 ? id + "x".repeat(100) : id.toString();
                if (customId.equals("game join") || customId.isEmpty()) {
                    continue;
                }
                FakeWorld.Channel channel = fake.world().channel(random.nextInt(2));
                FakeWorld.User user = random.nextBoolean() ? host : other;
                ids.add(customId);
                clicks.add(random.nextInt(3) == 0
                        ? fake.select(user, channel, customId, "R5", "%7C")
                        : fake.clickButton(user, channel, customId));
            }
            for (int i = 0; i < clicks.size(); i++) {
                RecordedRequest answer = fake.awaitCallback(clicks.get(i));
                String content = answer.message().path("content").asText();
                assertEquals(1, fake.requestsFor(clicks.get(i)).size(), ids.get(i));
                assertTrue(answer.ephemeral(), ids.get(i) + " → " + content);
                assertFalse(content.isBlank(), ids.get(i));
                assertFalse(content.equals(CommandRouter.UNEXPECTED), ids.get(i));
            }
            // The game is as it was opened: still only its host in it.
            RecordedRequest log = fake.awaitCallback(fake.slash(host, withGame, "game log"));
            assertEquals(1, log.message().path("embeds").get(0).path("description").asText().lines().count(),
                    log.message().toString());
        }
    }
}
