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
        Optional<RuleTopic> exact = ALL.stream()
                .filter(t -> t.key().equalsIgnoreCase(wanted) || t.title().equalsIgnoreCase(wanted)).findFirst();
        if (exact.isPresent() || wanted.isEmpty()) {
            return exact;
        }
        // The words players use: a topic's key or title holding them, or a word that means it.
        String word = wanted.toLowerCase(java.util.Locale.ROOT);
        String meant = SAME_AS.getOrDefault(word, word.endsWith("s") ? SAME_AS.getOrDefault(word.substring(0,
                word.length() - 1), null) : null);
        if (meant != null) {
            return ALL.stream().filter(t -> t.key().equals(meant)).findFirst();
        }
        return containing(word).or(() -> word.endsWith("s") ? containing(word.substring(0, word.length() - 1))
                : Optional.empty());
    }

    /** The first topic whose key, then whose title, holds the word. */
    private static Optional<RuleTopic> containing(String word) {
        return ALL.stream().filter(t -> t.key().contains(word)).findFirst()
                .or(() -> ALL.stream().filter(t -> t.title().toLowerCase(java.util.Locale.ROOT).contains(word)).findFirst());
    }

    /** Words players say for a topic that its key and title don't hold. */
    private static final java.util.Map<String, String> SAME_AS = java.util.Map.ofEntries(
            java.util.Map.entry("doomsday", "clock"), java.util.Map.entry("countdown", "clock"),
            java.util.Map.entry("rocket", "ssr"), java.util.Map.entry("initiative", "tactical-order"),
            java.util.Map.entry("hit", "damage"), java.util.Map.entry("retreat", "damage"),
            java.util.Map.entry("deploy", "deployment"), java.util.Map.entry("placement", "deployment"),
            java.util.Map.entry("defense", "turn"), java.util.Map.entry("defend", "turn"),
            java.util.Map.entry("move", "turn"), java.util.Map.entry("range", "ranges"),
            java.util.Map.entry("spot", "spots"), java.util.Map.entry("station", "stations"),
            java.util.Map.entry("points", "score"), java.util.Map.entry("win", "score"),
            java.util.Map.entry("frame", "company"), java.util.Map.entry("loadout", "company"),
            java.util.Map.entry("terrain", "cover"), java.util.Map.entry("chance", "odds"),
            java.util.Map.entry("sprint", "dice"), java.util.Map.entry("sprinting", "dice"),
            java.util.Map.entry("white", "dice"), java.util.Map.entry("colour", "dice"), java.util.Map.entry("color", "dice"),
            java.util.Map.entry("system", "company"), java.util.Map.entry("weapon", "ranges"),
            java.util.Map.entry("artillery", "ranges"), java.util.Map.entry("direct", "ranges"),
            java.util.Map.entry("direct fire", "ranges"), java.util.Map.entry("hand-to-hand", "ranges"),
            java.util.Map.entry("spotting", "spots"), java.util.Map.entry("pass", "tactical-order"),
            java.util.Map.entry("round", "clock"), java.util.Map.entry("end of round", "clock"),
            java.util.Map.entry("constraint", "campaign"), java.util.Map.entry("attacker", "bidding"),
            java.util.Map.entry("defender", "bidding"), java.util.Map.entry("point frame", "deployment"),
            java.util.Map.entry("perimeter", "deployment"), java.util.Map.entry("horizon wars", "hw"),
            java.util.Map.entry("horizon", "hw"), java.util.Map.entry("charge", "hw"),
            java.util.Map.entry("fall", "chart-fall"), java.util.Map.entry("falling", "chart-fall"));

    /** Topic keys a mistyped name is close to (a letter or two off), for the refusal to suggest. */
    public static List<String> nearMisses(String name) {
        String wanted = name.strip().toLowerCase(java.util.Locale.ROOT);
        return ALL.stream().map(RuleTopic::key).filter(key -> distance(key, wanted) <= 2).limit(3).toList();
    }

    /** Levenshtein distance: how many letters to change, add or take away. */
    private static int distance(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            row[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int above = row[j];
                row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1), diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                diagonal = above;
            }
        }
        return row[b.length()];
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
                case PendingDecision.AgainstTheMap declared -> "map";
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
