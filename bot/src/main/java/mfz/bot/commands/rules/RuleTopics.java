package mfz.bot.commands.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.options.AdvancedOption;
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
        String word = wanted.toLowerCase(Locale.ROOT);
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
                .or(() -> ALL.stream().filter(t -> t.title().toLowerCase(Locale.ROOT).contains(word)).findFirst());
    }

    /** Words players say for a topic that its key and title don't hold. */
    private static final Map<String, String> SAME_AS = Map.ofEntries(
            Map.entry("doomsday", "clock"), Map.entry("countdown", "clock"),
            Map.entry("rocket", "ssr"), Map.entry("initiative", "tactical-order"),
            Map.entry("hit", "damage"), Map.entry("retreat", "damage"),
            Map.entry("deploy", "deployment"), Map.entry("placement", "deployment"),
            Map.entry("defense", "turn"), Map.entry("defend", "turn"),
            Map.entry("move", "turn"), Map.entry("range", "ranges"),
            Map.entry("spot", "spots"), Map.entry("station", "stations"),
            Map.entry("points", "score"), Map.entry("win", "score"),
            Map.entry("frame", "company"), Map.entry("loadout", "company"),
            Map.entry("terrain", "cover"), Map.entry("chance", "odds"),
            Map.entry("sprint", "dice"), Map.entry("sprinting", "dice"),
            Map.entry("white", "dice"), Map.entry("colour", "dice"), Map.entry("color", "dice"),
            Map.entry("system", "company"), Map.entry("weapon", "ranges"),
            Map.entry("artillery", "ranges"), Map.entry("direct", "ranges"),
            Map.entry("direct fire", "ranges"), Map.entry("hand-to-hand", "ranges"),
            Map.entry("spotting", "spots"), Map.entry("pass", "tactical-order"),
            Map.entry("round", "clock"), Map.entry("end of round", "clock"),
            Map.entry("constraint", "campaign"), Map.entry("attacker", "bidding"),
            Map.entry("defender", "bidding"), Map.entry("point frame", "deployment"),
            Map.entry("perimeter", "deployment"), Map.entry("horizon wars", "hw"),
            Map.entry("horizon", "hw"), Map.entry("charge", "hw-charge"), Map.entry("charges", "hw-charge"),
            Map.entry("fall", "chart-fall"), Map.entry("falling", "chart-fall"));

    /** Topic keys a mistyped name is close to (a letter or two off), for the refusal to suggest. */
    public static List<String> nearMisses(String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
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
                // a demo places every frame in one step, by its own rules: not the seven steps (an audit)
                case DEPLOYMENT -> game.demo() ? "demo" : "deployment";
                case COMBAT -> combatStep(game);
                case ENDED -> "score";
            };
        }
        return find(key).orElseThrow();
    }

    private static String combatStep(Game game) {
        Turn active = game.roundState() == null ? null : game.roundState().active();
        if (active == null) {
            // who goes next: the d20s with per-frame initiative (tactical order's pass is refused there), the
            // table's round in a demo while scores are level (a rules audit)
            return game.options().has(AdvancedOption.PER_FRAME_INITIATIVE) ? "per-frame-initiative"
                    : game.demo() ? "demo" : "tactical-order";
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
