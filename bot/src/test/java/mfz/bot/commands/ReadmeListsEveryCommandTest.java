package mfz.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.hw.HwElements;
import mfz.bot.core.CommandSpec;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.game.SavedLayouts;
import mfz.bot.reminders.Reminders;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.HwElementStore;
import mfz.bot.store.MapLayoutStore;
import mfz.bot.store.ReminderStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README promises "every command" in one table: a command added without its line there
 * (as {@code /turn plan} once was) fails here, naming it, and so does an option its line leaves
 * out (24 had been, {@code /turn spot owner:} and {@code /damage fall owner:} among them).
 */
class ReadmeListsEveryCommandTest {

    @TempDir
    Path dir;

    @Test
    void everyCommandTheBotRegistersHasALineInTheReadmeWithEveryOption() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        List<String> missing = new ArrayList<>();
        List<String> unlisted = new ArrayList<>();
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            Clock clock = Clock.systemUTC();
            GameService games = new GameService(new GameStore(database), new SeededDice(1), clock);
            var router = Features.router(new SeededDice(1), games,
                    new SavedCompanies(new SavedCompanyStore(database), clock),
                    new CampaignService(new CampaignStore(database), clock),
                    new HwElements(new HwElementStore(database), clock),
                    new Reminders(new ReminderStore(database), clock),
                    new SavedLayouts(new MapLayoutStore(database), clock));
            for (CommandSpec command : router.specs()) {
                if (command.subcommands().isEmpty()) {
                    check(readme, "/" + command.name(), missing);
                }
                for (CommandSpec sub : command.subcommands()) {
                    check(readme, "/" + command.name() + " " + sub.name(), missing);
                }
            }
            for (CommandSpec command : router.specs()) {
                if (command.subcommands().isEmpty()) {
                    checkOptions(readme, "/" + command.name(), command, unlisted);
                }
                for (CommandSpec sub : command.subcommands()) {
                    checkOptions(readme, "/" + command.name() + " " + sub.name(), sub, unlisted);
                }
            }
        }
        assertEquals(List.of(), missing, "commands the README's table doesn't list");
        assertEquals(List.of(), unlisted, "options the README's table doesn't show with their command");
    }

    /**
     * Every option of a command shows in the README's lines that give the command, written as
     * typed ({@code name:} or {@code [name]}); {@code as:} and {@code seat:}, the host's, are said
     * once above the table for every game command.
     */
    private static void checkOptions(String readme, String typed, CommandSpec command, List<String> unlisted) {
        String lines = readme.lines()
                .filter(line -> line.startsWith("|") && (line.contains("`" + typed + " ") || line.contains("`" + typed + "`")
                        || line.contains("`" + typed + "\\|")))
                .map(line -> line.substring(0, line.indexOf(" | ") < 0 ? line.length() : line.indexOf(" | ")))
                .collect(Collectors.joining("\n"));
        for (var option : command.options()) {
            String name = option.name();
            if (name.equals("as") || name.equals("seat")) {
                continue;
            }
            boolean shown = lines.contains(" " + name + ":") || lines.contains("[" + name + ":")
                    || lines.contains("[" + name + "]") || lines.contains("`" + name + ":")
                    || lines.contains("[" + name + " ") || lines.contains(" " + name + "]");
            if (!shown) {
                unlisted.add(typed + " " + name);
            }
        }
    }

    /** A command is listed when its name is written as typed: followed by a space, a backquote or a bar. */
    private static void check(String readme, String typed, List<String> missing) {
        boolean listed = readme.contains("`" + typed + " ") || readme.contains("`" + typed + "`")
                || readme.contains("`" + typed + "\\|");
        if (!listed) {
            missing.add(typed);
        }
    }
}
