package mfz.bot.commands.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RulesCommandTest {

    private static final Caller MEGUEY = new Caller("7", "Meguey", false);
    private final CommandRouter router = new CommandRouter(List.of(new RulesCommand(channel -> Optional.empty())));

    private Reply rules(Map<String, String> options) {
        return router.route(new Request(null, "g", "c", MEGUEY, "rules", options));
    }

    @Test
    void everyTopicFitsDiscordAndAPhoneScreen() {
        List<RuleTopic> all = RuleTopics.all();
        assertTrue(all.size() >= 30, "about 30 topics: " + all.size());
        Set<String> keys = new HashSet<>();
        for (RuleTopic topic : all) {
            assertTrue(keys.add(topic.key()), "one topic per key: " + topic.key());
            assertTrue(topic.key().matches("[a-z-]{2,30}"), topic.key());
            Embed embed = rules(Map.of("topic", topic.key())).embeds().getFirst();
            int total = embed.title().length() + embed.description().length()
                    + embed.fields().stream().mapToInt(f -> f.name().length() + f.value().length()).sum();
            assertTrue(embed.title().length() <= 256, topic.key());
            assertTrue(embed.description().length() <= 900, topic.key() + " fits a phone screen: "
                    + embed.description().length());
            assertTrue(total <= 2000, topic.key());
            assertTrue(embed.fields().stream().allMatch(f -> f.value().length() <= 1024), topic.key());
            assertTrue(!topic.commands().isEmpty(), topic.key() + " names its commands");
        }
    }

    @Test
    void whatPlayersAskMostIsThere() {
        assertEquals("📖 When does the defender roll?", rules(Map.of("topic", "defender-roll")).embeds().getFirst().title());
        assertTrue(rules(Map.of("topic", "clock")).embeds().getFirst().description().contains("drops by 1"));
        assertTrue(rules(Map.of("topic", "order-changed")).embeds().getFirst().description().contains("scores"));
        assertEquals("📖 Cover", rules(Map.of("topic", "COVER")).embeds().getFirst().title(), "any case");
    }

    /** Topics are found by the words players use, and a near miss is suggested. */
    @Test
    void theWordsPlayersUseFindTheTopic() {
        String clock = "📖 How the doomsday clock counts down";
        assertEquals(clock, rules(Map.of("topic", "doomsday")).embeds().getFirst().title());
        assertEquals(clock, rules(Map.of("topic", "countdown")).embeds().getFirst().title());
        assertEquals("📖 Single-shot rockets (SSRs)", rules(Map.of("topic", "rockets")).embeds().getFirst().title());
        assertEquals("📖 Spot markers", rules(Map.of("topic", "spot")).embeds().getFirst().title());
        // Words that found nothing, or an advanced option's topic, before (a rules audit, 2026-11-26).
        Map<String, String> said = Map.ofEntries(Map.entry("sprint", "📖 The dice and their colours"),
                Map.entry("whites", "📖 The dice and their colours"),
                Map.entry("systems", "📖 Building a company"), Map.entry("weapons", "📖 Ranges"),
                Map.entry("artillery", "📖 Ranges"), Map.entry("spotting", "📖 Spot markers"),
                Map.entry("scores", "📖 Score"), Map.entry("pass", "📖 Tactical order (who goes next)"),
                Map.entry("constraints", "📖 The Kids' Basic Campaign"),
                Map.entry("perimeter", "📖 Deployment steps"), Map.entry("horizon wars", "📖 Horizon Wars helper"),
                Map.entry("charge", "📖 Horizon Wars charges"),
                Map.entry("falling", "📖 Hit chart: falling (advanced)"),
                // the options themselves, not the first topic naming one (the falling chart: a rules audit)
                Map.entry("advanced", "📖 Advanced options"));
        said.forEach((word, title) -> assertEquals(title, rules(Map.of("topic", word)).embeds().getFirst().title(), word));
        assertTrue(rules(Map.of("topic", "falling")).embeds().getFirst().description().contains("give the station up"),
                "a falling frame may retreat from its station (rules.md §6)");
        // infantry's cases and the counter-charge, said: "(infantry has its own cases)" taught none (an HW audit)
        String hw = rules(Map.of("topic", "charge")).embeds().getFirst().description();
        assertTrue(hw.contains("Infantry against infantry") && hw.contains("counter-charge") && hw.contains("not a "
                + "vehicle"), hw);
        assertEquals("There is no rules topic `clok`. Did you mean `clock`? Start typing after `topic:` to see them, "
                + "or `/rules` for the list.", rules(Map.of("topic", "clok")).content());
    }

    @Test
    void anUnknownTopicIsRefusedWithAWayToFindOne() {
        Reply reply = rules(Map.of("topic", "flying"));
        assertTrue(reply.ephemeral());
        assertEquals("There is no rules topic `flying`. Start typing after `topic:` to see them, or `/rules` for the "
                + "list.", reply.content());
    }

    /**
     * Between turns with per-frame initiative the d20s say who goes next: `/rules` explains that,
     * not tactical order and its pass, which the engine refuses there (a rules audit).
     */
    @Test
    void betweenTurnsWithPerFrameInitiativeTheD20sAreTheStepAtHand(@TempDir Path dir) throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Game game = table.playUntil(Map.of("per-frame-initiative", "true"),
                    g -> g.phase() == Phase.COMBAT && g.turn().isEmpty() && g.pending() == null);
            Embed step = table.type(game.host(), "rules").embeds().getFirst();
            assertEquals("📖 Per-frame initiative (advanced)", step.title(), step.description());
        }
    }

    @Test
    void withoutATopicTheStepAtHandIsExplainedAndEveryTopicListed() {
        Embed embed = rules(Map.of()).embeds().getFirst();
        assertEquals("📖 The demo game", embed.title(), "no game here: how to start learning");
        assertTrue(embed.footer().contains("defender-roll"), embed.footer());
        assertTrue(router.suggest(new Request(null, "g", "c", MEGUEY, "rules", Map.of()), "topic", "clo")
                .contains("clock"));
    }
}
