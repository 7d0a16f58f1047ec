package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.play.TablePlayer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33's second game, measured as a phone player lives it: five players whose names (and
 * their frames' and stations') are 32 characters with emoji among the words, everything after
 * {@code /game new} tapped through the real JDA client and the fake Discord (the companies by
 * their forms, every name typed into them). Prints the same {@code phones:} line
 * as the scripted game; about a minute, so it runs with {@code -Pbench}.
 */
class LongNamesByTappingOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    @Tag("bench")
    void fivePlayersWithTheLongestNamesPlayByTappingWithinThePhoneTargets() throws Exception {
        FakeWorld standard = FakeWorld.standard();
        List<FakeWorld.User> users = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            users.add(new FakeWorld.User(Long.toString(700000000000000000L + i),
                    TablePlayer.longest("🔥Commander" + i + " Bartholomew 🚀Quickfoot the Bold")));
        }
        FakeWorld world = new FakeWorld(standard.botId(), standard.botName(), standard.applicationId(),
                standard.guildId(), standard.guildName(), users.getFirst().id(), standard.channels(), users);
        try (FakeDiscord fake = FakeDiscord.start(world, FakeDiscord.TOKEN)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            TappedGame game = new TappedGame(fake, channel, users);
            try (RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 20261126L)) {
                FakeWorld.User host = users.getFirst();
                SetupTaps taps = new SetupTaps(fake, channel, game, users);
                JsonNode lobby = game.callback(fake.slash(host, channel, "game new", "size", "skirmish", "ssr", 0,
                        "doomsday", 2)).message();
                for (FakeWorld.User player : users.subList(1, 5)) {
                    lobby = taps.accepted(player, lobby, "Join", 0);
                }
                for (int p = 0; p < 5; p++) {
                    // one system fewer for each seat: five different scores, no tie to settle
                    Map<String, String> frames = new LinkedHashMap<>();
                    for (int f = 1; f <= 4; f++) {
                        frames.put(TablePlayer.longest("P" + p + "F" + f + " 🔥of🚀the🎯Very💥Long🔥Named🚀Company"),
                                f > 4 - p ? "B G Rh" : "B G Y Rd");
                    }
                    taps.company(lobby, users.get(p), frames,
                            List.of(TablePlayer.longest("S" + p + " 🛰️ Orbital Relay Station of the Far")));
                }
                for (FakeWorld.User player : users) {
                    lobby = taps.accepted(player, lobby, "My company is ready", 0);
                }
                JsonNode latest = taps.accepted(host, lobby, "Start (host)", 0);
                latest = ScriptedGameOnDiscordTest.deployByTapping(game, users, latest, "holds the initiative");

                game.startMeasuring();
                JsonNode result = game.playToDoomsday(latest, 800);
                TappedGame.Measure measure = game.withinThePhoneGoals("5 long names", result);
                assertTrue(measure.frameTurns() >= 20, "every frame of the five took a turn: " + measure);
                String shown = result.toString();
                for (FakeWorld.User player : users) {
                    assertTrue(shown.contains(player.name()), "the result names " + player.name() + " whole: "
                            + shown);
                }
            }
        }
    }
}
