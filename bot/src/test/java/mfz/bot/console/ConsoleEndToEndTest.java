package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console table as a user runs it: the real program, lines piped in, its output read back. */
class ConsoleEndToEndTest {

    static final String SCRIPT = """
            # a comment line is skipped, and so are blank lines

            @vincent /roll dice:"2W 2R d8R B Y"
            @meguey /roll dice:3d6
            /roll dice:2Q
            /help
            """;

    @TempDir
    Path dir;

    @Test
    void aPipedScriptWithASeedGivesIdenticalOutputTwice() {
        MainRunner.Result first = run(SCRIPT, "--seed", "42");
        MainRunner.Result second = run(SCRIPT, "--seed", "42");
        assertEquals(0, first.status(), first.err());
        assertEquals(first.out(), second.out());
        assertTrue(first.out().contains("> @vincent /roll dice:\"2W 2R d8R B Y\""), first.out());
        assertTrue(first.out().contains("🎲 vincent rolled W W R R d8R B Y"), first.out());
        assertTrue(first.out().contains("🟥 Red "), first.out());
        assertTrue(first.out().contains("(only @player sees this)\n`Q` is not a die colour: use W, R, G, B or Y."),
                first.out());
        assertFalse(first.out().contains("a comment line"), "comments are not echoed");
        assertFalse(run(SCRIPT, "--seed", "43").out().equals(first.out()), "another seed rolls differently");
    }

    @Test
    void aDiceFileGivesTheRollsInOrder() throws Exception {
        Path dice = dir.resolve("dice.txt");
        Files.writeString(dice, "6 5 # the whites\n4 3 8\n");
        MainRunner.Result result = run("/roll dice:\"2W 2R d8R\"\n/roll dice:W\n", "--dice", dice.toString());
        assertTrue(result.out().contains("⬜ White W6 W5 — total 11"), result.out());
        assertTrue(result.out().contains("🟥 Red R4 R3 d8R8 — total 15"), result.out());
        assertTrue(result.out().contains("The dice file has no rolls left, so nothing was rolled."), result.out());
    }

    /**
     * The console audit (2026-11-26): a value the die can't show printed a stack trace and
     * "something went wrong", and was used up, so every later roll shifted by one.
     */
    @Test
    void aDiceFileValueTheDieCantShowIsSaidAndStaysNext() throws Exception {
        Path dice = dir.resolve("dice.txt");
        Files.writeString(dice, "7 3\n");
        MainRunner.Result result = run("/roll dice:W\n/roll dice:d8R\n/roll dice:W\n", "--dice", dice.toString());
        assertTrue(result.out().contains("The dice file says 7 next, but this roll is of a d6, so nothing was rolled or "
                + "changed."), result.out());
        assertTrue(result.out().contains("🟥 Red d8R7"), "the 7 stayed next: " + result.out());
        assertTrue(result.out().contains("⬜ White W3"), result.out());
        assertFalse(result.err().contains("Exception"), result.err());
    }

    /** The console audit (2026-11-26): `quit` was refused as a command; it leaves, as Ctrl-D does. */
    @Test
    void quitLeavesTheTable() {
        MainRunner.Result result = run("/roll dice:W\nquit\n/roll dice:R\n", "--seed", "1");
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("⬜ White"), result.out());
        assertFalse(result.out().contains("🟥 Red"), "nothing is read after quit: " + result.out());
    }

    /**
     * The console audit (2026-11-26): bytes that aren't UTF-8 (a Latin-1 terminal's é) became
     * U+FFFD, and a frame was stored under a name nobody could type again. The line is refused.
     */
    @Test
    void aLineThatIsntUtf8IsRefusedAndChangesNothing() {
        byte[] latin1 = "@v /game new size:demo\n@v /company frame name:Andr\u00e9s loadout:\"B G Y Rd\"\n@v /company show\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        MainRunner.Result result = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), latin1);
        assertTrue(result.out().contains("That line holds bytes that aren't UTF-8 text"), result.out());
        assertFalse(result.out().contains("Andr\uFFFDs B G Y Rd"), "no frame was stored: " + result.out());
    }

    /**
     * The console audit (2026-11-26): a control made for another player than the line's default
     * one printed a command that, typed as printed, acted as the wrong player and was refused.
     */
    @Test
    void aControlForAnotherPlayerIsPrintedWithWhoTypesIt() {
        MainRunner.Result result = run("""
                @v /game new size:demo
                @m /game join
                @v /game end confirm:true
                """);
        assertTrue(result.out().contains("[Join] /game join"), "a control for anyone: " + result.out());
        String started = run(RoundMessagesTest.DEMO_STARTED).out();
        assertTrue(started.contains(" @vincent /deploy done frame:"), "the host's placement, typed as vincent: " + started);
    }

    /**
     * Every control printed is numbered, across all the replies a line printed, and typing its
     * number (or {@code @who} and its number) types the command shown beside it: the command is
     * shown first, then its answer. A number nothing above has is refused, and changes nothing.
     */
    @Test
    void aControlIsChosenByTypingItsNumber() {
        String opened = "@v /game new size:demo\n@m 1\n";
        String out = run(opened).out();
        assertTrue(out.contains("1. [Join] /game join"), out);
        assertTrue(out.contains("> @m 1\n→ @m /game join\n"), out);
        String lobby = out.substring(out.lastIndexOf("> @m 1"));
        Matcher clock = Pattern
                .compile("\n  (\\d+)\\. Doomsday clock: starts at 8 /game options doomsday:8\n").matcher(lobby);
        assertTrue(clock.find(), "the host's options menu, numbered on after the buttons: " + lobby);
        int number = Integer.parseInt(clock.group(1));
        assertTrue(number > 7, "after the lobby's seven buttons: " + number);

        Path again = dir.resolve("again.db");
        String chosen = MainRunner.run(List.of("--console"), Map.of("MFZ_DB", again.toString()),
                opened + "@v " + number + "\n@v 999\n/game options\n").out();
        assertTrue(chosen.contains("> @v " + number + "\n→ @v /game options doomsday:8\n"), chosen);
        assertTrue(chosen.contains("There is no choice 999 above"), chosen);
        assertTrue(chosen.substring(chosen.lastIndexOf("> /game options")).contains("doomsday clock starts at 8"),
                "the menu's choice was made: " + chosen.substring(chosen.lastIndexOf("> /game options")));
    }

    /**
     * Several numbers on a line choose several options of one menu that takes them (a console
     * audit: the campaign's two constraints could never be chosen by number); a menu taking one,
     * or numbers from two menus, are refused and change nothing.
     */
    @Test
    void severalNumbersChooseSeveralOptionsOfOneMenu() {
        String opened = "@v /game new size:demo\n@m 1\n";
        String out = run(opened).out();
        String lobby = out.substring(out.lastIndexOf("> @m 1"));
        Matcher clock = Pattern
                .compile("\n  (\\d+)\\. Doomsday clock: starts at 8 /game options doomsday:8\n").matcher(lobby);
        assertTrue(clock.find(), lobby);
        int number = Integer.parseInt(clock.group(1));
        String chosen = MainRunner.run(List.of("--console"), Map.of("MFZ_DB", dir.resolve("again.db").toString()),
                opened + "@v " + number + " " + (number + 1) + "\n@v 1 " + number + "\n").out();
        assertTrue(chosen.contains("Choice " + number + " takes one number alone."), chosen);
        assertTrue(chosen.contains("Choice 1 takes one number alone."), "a button: " + chosen);
    }

    /**
     * A private reply's controls are its reader's (a play-test: anyone could tap the controls of
     * another player's company card by number, and a bare number acted as the line's player): they
     * are shown with the reader's name, a bare number taps them as the reader, and anyone else's
     * number is refused, as on Discord, where no one else sees them. A number may end in a dot.
     */
    @Test
    void aPrivateRepliesControlsAreItsReadersAlone() {
        String out = run("@v /game new size:demo\n@m /game join\n@v /company show\n@m 1\n1.\n").out();
        assertTrue(out.contains("1. [Add frames…] @v /company frames\n"), out);
        assertTrue(out.contains("> @m 1\n(only @m sees this)\nChoice 1 was shown to @v alone: only they can tap it."), out);
        assertTrue(out.contains("> 1.\n→ @v /company frames\n(only @v sees this)"), out);
    }

    /** Discord's timestamps read as a date and time at the console, not as their markup (a play-test). */
    @Test
    void aTimestampReadsAsItsTime() {
        assertEquals("Next: 27 Nov 2026, 02:36 UTC.", TextView.plain("Next: <t:1795746960:R>."));
    }

    /** A channel reads as #name, as a mention does as @name (a campaign play: "being played in <#console>"). */
    @Test
    void aChannelReadsAsItsName() {
        assertEquals("Battle 3: being played in #console, by @ann.",
                TextView.plain("Battle 3: being played in <#console>, by <@ann>."));
    }

    /** The console audit (2026-11-26): a script saved with a byte-order mark lost its first line. */
    @Test
    void aScriptSavedWithAByteOrderMarkReadsItsFirstLine() {
        MainRunner.Result result = run("\uFEFF/roll dice:W\n", "--seed", "1");
        assertTrue(result.out().contains("⬜ White"), result.out());
        assertFalse(result.out().contains("Commands start with"), result.out());
    }

    @Test
    void theBannerSaysThisIsTheLocalTable() {
        MainRunner.Result result = run("", "--console");
        assertEquals(0, result.status());
        assertTrue(result.out().startsWith("MFZ:RA table bot, console table."), result.out());
    }

    @Test
    void aLineThatNamesNobodyIsTheTerminalUsers() {
        String script = "/company show\n/roll dice:2Q\n";
        MainRunner.Result alice = MainRunner.run(List.of("--console"),
                Map.of("MFZ_DB", dir.resolve("alice.db").toString(), "USER", "alice"), "/game new size:demo\n" + script);
        assertTrue(alice.out().contains("a line that names nobody is alice's."), alice.out());
        assertTrue(alice.out().contains("alice's company"), alice.out());
        assertTrue(alice.out().contains("(only @alice sees this)"), alice.out());
        // A login that can't be typed back as @name gives way to a plain one.
        MainRunner.Result odd = MainRunner.run(List.of("--console"),
                Map.of("MFZ_DB", dir.resolve("odd.db").toString(), "USER", "déjà vu"), script);
        assertTrue(odd.out().contains("(only @player sees this)"), odd.out());
        assertEquals("player", ConsoleTable.playerName(null));
        assertEquals("bob.smith", ConsoleTable.playerName("bob.smith"));
    }

    @Test
    void moreShowsTheLongMenusAboveWhole() {
        MainRunner.Result result = run("more\n/game new size:skirmish\nmore\n/roll dice:W\nmore\n", "--seed", "1");
        String out = result.out();
        assertTrue(out.substring(out.indexOf("> more"), out.indexOf("> /game new")).contains("Nothing above was cut short"),
                out);
        // The hidden choices keep the numbers the shown ones count on to.
        Matcher cut = Pattern
                .compile("… and (\\d+) more, (\\d+)–(\\d+) \\(`more` shows them\\)").matcher(out);
        assertTrue(cut.find(), out);
        int all = Integer.parseInt(cut.group(3));
        assertEquals(Integer.parseInt(cut.group(1)), all - Integer.parseInt(cut.group(2)) + 1, cut.group());
        String whole = out.substring(out.indexOf("> more", out.indexOf("> /game new")), out.indexOf("> /roll"));
        assertTrue(whole.contains("[Host: the game's options…]"), whole);
        assertTrue(whole.contains("\n  " + all + ". "), "every option, numbered to " + all + ": " + whole);
        assertFalse(whole.contains("more (`more`"), whole);
        // A roll shows no controls: the game's above still stand, and so do their numbers.
        assertEquals(whole.substring("> more".length()), out.substring(out.lastIndexOf("> more") + "> more".length()),
                "after the roll, the same menus whole");
    }

    @Test
    void aBadDiceFileStopsStartUpWithOneLine() throws Exception {
        Path dice = dir.resolve("dice.txt");
        Files.writeString(dice, "6 five\n");
        MainRunner.Result result = run("", "--dice", dice.toString());
        assertEquals(2, result.status());
        assertEquals("mfz-bot: --dice " + dice + ": line 1: `five` is not a die value (1 to 20)\n", result.err());
    }

    @Test
    void theRealProgramReadsPipedInputAndExitsAtItsEnd() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                "mfz.bot.Main", "--seed", "42")
                .directory(dir.toFile())
                .redirectError(dir.resolve("stderr.txt").toFile());
        // A developer's own settings must not leak in: no token means the console table.
        builder.environment().keySet().removeIf(name -> name.equals("DISCORD_TOKEN") || name.startsWith("MFZ_"));
        Process process = builder.start();
        process.getOutputStream().write(SCRIPT.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the program ends at the end of its input");
        assertEquals(0, process.exitValue(), Files.readString(dir.resolve("stderr.txt")));
        assertEquals(run(SCRIPT, "--seed", "42").out(), out, "the process prints what the table prints");
        assertTrue(Files.isRegularFile(dir.resolve("data" + File.separator + "mfz.db")), "the default database");
    }

    private MainRunner.Result run(String input, String... args) {
        String[] all = new String[args.length];
        System.arraycopy(args, 0, all, 0, args.length);
        return MainRunner.run(List.of(all), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), input);
    }
}
