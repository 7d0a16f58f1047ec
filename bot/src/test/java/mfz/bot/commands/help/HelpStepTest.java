package mfz.bot.commands.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The "⌨️ Type it" button answers with this step's commands only, not the whole of /help. */
class HelpStepTest {

    @TempDir
    Path dir;

    @Test
    void typeItShowsThisStepsCommandsOnly() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "game new", "size", "demo");
            Reply step = table.type("vincent", "help", "step", "true");
            Reply whole = table.type("vincent", "help");
            assertEquals("What you can do now", step.embeds().getFirst().title());
            assertTrue(step.embeds().getFirst().description().contains("/company frame"), step.toString());
            assertTrue(step.embeds().getFirst().description().contains("the soldier, `/company frame name:Anvil "
                    + "loadout:\"B G Y Rd\" ssr:1`, and one variant of it"), "a demo company as the rules take it: "
                    + step.embeds().getFirst().description());
            int shown = step.embeds().getFirst().description().length();
            int all = whole.embeds().getFirst().fields().stream().mapToInt(f -> f.value().length()).sum();
            assertTrue(shown < 600 && shown * 2 < all, shown + " of " + all + " characters");
        }
    }
}
