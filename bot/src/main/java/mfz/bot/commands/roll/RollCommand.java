package mfz.bot.commands.roll;

import java.util.List;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.DiceView;
import mfz.rules.dice.DicePool;
import mfz.rules.dice.Dice;
import mfz.rules.dice.InvalidPoolException;
import mfz.rules.dice.PoolNotation;
import mfz.rules.dice.RolledDie;

/** {@code /roll dice:<pool>}: a free roll of coloured dice, no game needed. */
public final class RollCommand implements SlashCommand {

    private static final CommandSpec SPEC = CommandSpec.of("roll", "Roll coloured dice, like 2W 2R d8R B Y",
            OptionSpec.string(OptionNames.DICE, "The pool: a count, an optional size (d6, d8, d20) and a colour (W R G B Y)")
                    .required().placeholder("pool").maxLength(100).build());

    private final Dice dice;

    public RollCommand(Dice dice) {
        this.dice = dice;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        DicePool pool;
        try {
            pool = PoolNotation.parse(request.option(OptionNames.DICE).orElse(""));
        } catch (InvalidPoolException e) {
            throw new PlayerError(e.getMessage());
        }
        List<RolledDie> rolled = dice.roll(pool);
        Embed embed = Embed.of("🎲 " + request.caller().name() + " rolled " + pool.notation(),
                        String.join("\n", DiceView.byColour(rolled)))
                .withColour(0x5865F2);
        return Reply.of(embed);
    }
}
