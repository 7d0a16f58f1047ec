package mfz.bot.commands.rules;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Game;

/**
 * {@code /rules [topic]}: a rule explained briefly, with the commands that go with it. Without
 * a topic: the one for where this channel's game stands, and the list of topics.
 */
public final class RulesCommand implements SlashCommand {

    private static final CommandSpec SPEC = CommandSpec.of("rules", "A rule explained briefly, with its commands",
            new OptionSpec("topic", "What to explain: start typing (turn, cover, clock, damage…)",
                    OptionSpec.Type.STRING, false, "topic", List.of(), true, 100));

    private final Function<String, Optional<Game>> games;

    /** @param games the open game of a channel, if any */
    public RulesCommand(Function<String, Optional<Game>> games) {
        this.games = games;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        RuleTopic topic;
        Optional<String> asked = request.option("topic");
        if (asked.isPresent()) {
            topic = RuleTopics.find(asked.get()).orElseThrow(() -> {
                List<String> near = RuleTopics.nearMisses(asked.get());
                return new PlayerError("There is no rules topic `" + asked.get().strip() + "`."
                        + (near.isEmpty() ? "" : " Did you mean " + String.join(" or ", near.stream()
                        .map(key -> "`" + key + "`").toList()) + "?")
                        + " Start typing after `topic:` to see them, or `/rules` for the list.");
            });
        } else {
            topic = RuleTopics.forStep(games.apply(request.channelId()).orElse(null));
        }
        Embed embed = Embed.of("📖 " + topic.title(), topic.answer()).withColour(0x5865F2);
        if (!topic.commands().isEmpty()) {
            embed = embed.withField("Commands", topic.commands(), false);
        }
        if (asked.isEmpty()) {
            embed = embed.withFooter("Other topics: " + String.join(", ", RuleTopics.all().stream()
                    .map(RuleTopic::key).toList()));
        }
        return new Reply("", List.of(embed), List.of(), true);
    }

    @Override
    public List<String> suggest(Request request, String option) {
        return option.equals("topic") ? RuleTopics.all().stream().map(RuleTopic::key).toList() : List.of();
    }
}
