package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The delivery audit (2026-11-26): a tap that goes on in the same turn edits the turn's card,
 * but a tap answered late (deferred while its channel was busy) can only answer with a new
 * message, and the old card kept its buttons, dead from then on. They are taken off it.
 */
class LateTapOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aCardWhoseTapWasAnsweredLateLosesItsDeadButtons() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), 3, 2)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            table.lobby("skirmish");
            for (int i = 0; i < 200 && !betweenTurns(table.game().orElseThrow()); i++) {
                table.play(1);
            }
            Game game = table.game().orElseThrow();
            assertTrue(betweenTurns(game), "the game reached a turn to take");
            String holder = GameQueries.initiative(game).orElseThrow();
            FakeWorld.User holding = member(fake, holder);
            FakeWorld.User other = fake.world().members().stream().filter(u -> !u.id().equals(holder)).findFirst()
                    .orElseThrow();
            JsonNode card = null;
            for (Frame frame : game.frames().stream().filter(f -> f.owner().equals(holder) && f.alive()).toList()) {
                RecordedRequest started = fake.awaitCallback(fake.slash(holding, channel, "turn start", "frame",
                        frame.name(), "target", "none"));
                if (!started.ephemeral()) {
                    card = started.message();
                    break;
                }
            }
            assertTrue(card != null, "a turn started");
            JsonNode defend = TappedGame.controls(card).stream()
                    .filter(c -> c.get("custom_id").asText().startsWith("turn defend|")).findFirst().orElseThrow();

            // Someone else's command first, whose answer Discord holds back 2.5 s: the tap waits behind it.
            fake.fail(RestFault.rateLimit("POST", "interactions/\\d+/[^/]+/callback", 2.5), 1);
            fake.slash(other, channel, "roll", "dice", "W");
            RecordedRequest tapped = new TappedGame(fake, channel, List.of(holding)).press(holding, defend, card);
            long after = tapped.order();
            // The card is the tapped message: edited through the tap's own webhook, its controls alone.
            RecordedRequest cleared = fake.await(r -> r.order() > after && r.method().equals("PATCH")
                    && r.path().matches("webhooks/\\d+/[^/]+/messages/\\d+") && r.body().size() == 1
                    && r.body().has("components") && r.body().get("components").isEmpty(),
                    "the late-answered card's buttons taken off");
            assertEquals(0, cleared.body().get("components").size(), cleared.toString());
        }
    }

    private static boolean betweenTurns(Game game) {
        return game.phase() == Phase.COMBAT && game.turn().isEmpty() && game.pending() == null
                && GameQueries.initiative(game).isPresent();
    }

    private static FakeWorld.User member(FakeDiscord fake, String id) {
        return fake.world().members().stream().filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }
}
