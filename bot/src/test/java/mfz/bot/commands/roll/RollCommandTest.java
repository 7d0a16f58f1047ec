package mfz.bot.commands.roll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.help.HelpCommand;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.dice.Dice;
import mfz.rules.dice.ScriptedDice;
import org.junit.jupiter.api.Test;

class RollCommandTest {

    private static final Caller MEGUEY = new Caller("7", "Meguey", false);

    @Test
    void theRollIsShownByColourWithD8sMarkedAndEachColoursTotal() {
        ScriptedDice dice = ScriptedDice.of(3, 6, 2, 5, 7, 4, 1);
        Reply reply = rollOnly(dice).route(roll("2W 2R d8R B Y"));
        assertFalse(reply.ephemeral(), "a roll is public");
        Embed embed = reply.embeds().get(0);
        assertEquals("🎲 Meguey rolled W W R R d8R B Y", embed.title());
        assertEquals("""
                ⬜ **White** W6 W3 — total 9
                🟥 **Red** R5 R2 d8R7 — total 14
                🟦 **Blue** B4 — total 4
                🟨 **Yellow** Y1 — total 1""", embed.description());
        assertEquals(0, dice.remaining());
    }

    @Test
    void aBadPoolIsRefusedPrivatelyAndRollsNothing() {
        ScriptedDice dice = ScriptedDice.of();
        CommandRouter router = rollOnly(dice);
        Reply reply = router.route(roll("2W 3Q"));
        assertTrue(reply.ephemeral());
        assertEquals("`Q` is not a die colour: use W, R, G, B or Y.", reply.content());
        Reply tooLong = router.route(roll("W".repeat(101)));
        assertEquals("`dice:` of `/roll` is too long: at most 100 characters.", tooLong.content());
    }

    @Test
    void helpListsEveryCommandPrivately() {
        RollCommand roll = new RollCommand(ScriptedDice.of());
        CommandRouter router = new CommandRouter(List.of(roll,
                new HelpCommand(() -> List.of(roll.spec(), HelpCommandSpec.SPEC), channel -> Optional.empty())));
        Reply reply = router.route(
                new Request(null, "g", "c", MEGUEY, "help", Map.of()));
        assertTrue(reply.ephemeral());
        assertTrue(reply.embeds().get(0).fields().get(0).value().startsWith("There is no game in this channel."));
        String commands = reply.embeds().get(0).fields().get(2).value() + reply.embeds().get(0).fields().get(3).value();
        assertTrue(commands.contains("`/roll dice:<pool>`"), commands);
        assertTrue(commands.contains("`/help"), commands);
    }

    /** The help command's own spec, to list it beside /roll. */
    private static final class HelpCommandSpec {
        static final CommandSpec SPEC = new HelpCommand(List::of, channel -> Optional.empty()).spec();
    }

    private static CommandRouter rollOnly(Dice dice) {
        return new CommandRouter(List.of(new RollCommand(dice)));
    }

    private static Request roll(String pool) {
        return new Request(null, "g", "c", MEGUEY, "roll", Map.of("dice", pool));
    }
}
