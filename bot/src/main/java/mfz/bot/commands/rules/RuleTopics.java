package mfz.bot.commands.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;

/**
 * The {@code /rules} topics, read once from {@code rules/topics.txt} (presentation, kept out of
 * the code), and which one explains where a game stands now.
 */
public final class RuleTopics {

    private static final List<RuleTopic> ALL = load();

    private RuleTopics() {
    }

    public static List<RuleTopic> all() {
        return ALL;
    }

    /** By key, or by title, ignoring case. */
    public static Optional<RuleTopic> find(String name) {
        String wanted = name.strip();
        return ALL.stream().filter(t -> t.key().equalsIgnoreCase(wanted) || t.title().equalsIgnoreCase(wanted))
                .findFirst();
    }

    /** The topic that explains the step a game is at (or how to start one). */
    public static RuleTopic forStep(Game game) {
        String key;
        if (game == null) {
            key = "demo";
        } else if (game.pending() != null) {
            key = switch (game.pending()) {
                case PendingDecision.HighTieChoice tie -> "bidding";
                case PendingDecision.DoomsdayChoice clock -> "clock";
                case PendingDecision.HitChoice hit -> "damage";
                case PendingDecision.OverrideChoice override -> "map";
                case PendingDecision.PlacementOverride override -> "map";
                case PendingDecision.SpotOverride override -> "map";
                case PendingDecision.CoverChoice cover -> "map";
            };
        } else {
            key = switch (game.phase()) {
                case NONE, LOBBY -> "company";
                case BIDDING -> "bidding";
                case DEPLOYMENT -> "deployment";
                case COMBAT -> combatStep(game);
                case ENDED -> "score";
            };
        }
        return find(key).orElseThrow();
    }

    private static String combatStep(Game game) {
        Turn active = game.roundState() == null ? null : game.roundState().active();
        if (active == null) {
            return "tactical-order";
        }
        if (active.activatedBy() != null && active.stage() == Stage.DEFENDING) {
            return "defender-roll";
        }
        return active.attack() != null || active.stage() == Stage.ACTING ? "attack" : "turn";
    }

    private static List<RuleTopic> load() {
        try (InputStream in = RuleTopics.class.getResourceAsStream("/rules/topics.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<RuleTopic> topics = new ArrayList<>();
            for (String block : text.split("(?m)^=== ")) {
                if (block.startsWith("#")) {
                    continue;
                }
                String[] lines = block.strip().split("\n");
                String[] head = lines[0].split("\\|", 2);
                StringBuilder answer = new StringBuilder();
                String commands = "";
                for (int i = 1; i < lines.length; i++) {
                    if (lines[i].startsWith("Commands:")) {
                        commands = lines[i].substring("Commands:".length()).strip();
                    } else {
                        answer.append(answer.isEmpty() ? "" : "\n").append(lines[i].strip());
                    }
                }
                topics.add(new RuleTopic(head[0].strip(), head[1].strip(), answer.toString(), commands));
            }
            return List.copyOf(topics);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
