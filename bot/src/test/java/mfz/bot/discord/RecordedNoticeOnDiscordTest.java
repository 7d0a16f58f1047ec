package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The delivery audit (2026-11-26): when Discord refused a stored command's announcement, the
 * channel was told "Your action was recorded" with the next player's controls, but nobody was
 * pinged: the player who must decide next never heard. The notice now says who decides, and pings them.
 */
class RecordedNoticeOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void theRecordedNoticePingsWhoeverMustDecideNext() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), 3, 2)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            table.lobby("skirmish");
            for (int i = 0; i < 200 && !waitingForATurn(table.game().orElseThrow()); i++) {
                table.play(1);
            }
            Game game = table.game().orElseThrow();
            assertTrue(waitingForATurn(game), "the game reached a turn to take");
            String holder = GameQueries.initiative(game).orElseThrow();
            FakeWorld.User holding = fake.world().members().stream().filter(u -> u.id().equals(holder)).findFirst()
                    .orElseThrow();

            fake.fail(RestFault.invalid("POST", "interactions/\\d+/[^/]+/callback"), 1);
            fake.slash(holding, channel, "turn pass");
            RecordedRequest notice = fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                    && r.message().path("content").asText().startsWith(ReplyDelivery.RECORDED), "the recorded notice");
            JsonNode message = notice.message();
            String other = fake.world().members().stream().map(FakeWorld.User::id).filter(id -> !id.equals(holder))
                    .findFirst().orElseThrow();
            assertTrue(message.get("content").asText().contains("👉 <@" + other + ">"), "who decides now: " + notice);
            assertEquals("[\"" + other + "\"]", message.get("allowed_mentions").path("users").toString(),
                    "and only they are pinged: " + notice);
        }
    }

    /** In combat, between turns: the initiative's holder may pass it. */
    private static boolean waitingForATurn(Game game) {
        return game.phase() == Phase.COMBAT && game.turn().isEmpty() && game.pending() == null
                && GameQueries.initiative(game).isPresent();
    }
}
