package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whole games typed at the console table, from {@code /game new} to doomsday, with scripted
 * dice and a real SQLite file: the scripts and dice files are in {@code src/test/resources/games},
 * commented with the rules that make each result what it is.
 */
class WholeGameTest {

    /** Where the scripts and the dice files are cut in two for the restart test. */
    static final String RESTART = "# --- restart here ---";

    @TempDir
    Path dir;

    @TempDir
    static Path shared;

    /** The skirmish played without a stop, once for the tests that read it. */
    private static String skirmish;

    static synchronized String skirmish() throws IOException {
        if (skirmish == null) {
            Path dice = shared.resolve("skirmish.dice");
            Files.writeString(dice, resource("skirmish-3p.dice"));
            skirmish = run(shared.resolve("skirmish.db"), resource("skirmish-3p.txt"), dice);
        }
        return skirmish;
    }

    @Test
    void aThreePlayerSkirmishIsPlayedFromGameNewToDoomsday() throws IOException {
        String out = skirmish();
        List<Reply> replies = replies(out);
        assertEquals(148, replies.size(), "every line of the script was read");
        for (Reply reply : replies) {
            assertEquals(companyEdit(reply), reply.text().startsWith("(only @"), "only company edits are private: "
                    + reply);
        }

        assertEquals("""
                The game starts: companies are revealed. 10 frames, 6 stations.
                Bidding: vincent 3 frames, 10 systems: 7 points an asset, score 35; meguey 3 frames, 11 systems: \
                6 points an asset, score 30; ada 4 frames, 13 systems: 3 points an asset, score 18.
                Bidding settled: vincent defender; meguey secondary attacker; ada point attacker.
                Deployment step 1: lay out the terrain; every player approves it.""",
                reply(replies, "@vincent /game start", 0).lines().limit(4).reduce((a, b) -> a + "\n" + b).orElseThrow());

        // Combat order: attacking a frame that has not acted makes it act first.
        assertTrue(reply(replies, "@vincent /turn attack die:R5", 0).startsWith("""
                💥 Anvil-3 attacks Eye-3 (ada) with R5.
                ⚡ Eye-3 (ada) has not acted yet: it names its target, rolls and defends now, before Anvil-3's attack \
                lands, and finishes its turn after Anvil-3's. @ada, start its turn, \
                for example answering the attacker: `/turn start frame:Eye-3 target:Anvil-3 range:artillery`.
                👉 @ada Round 1, doomsday clock at 3: Eye-3 was attacked and acts now: ada names its target and \
                range and rolls.
                """));
        // The activated frame's defense lands first; its owner chooses what each hit takes.
        assertEquals("""
                🛡️ Eye-3 defends with W1.
                🎯 Anvil-3's attack 5 − defense 1 = 4 damage dice (out of cover: 5, 6 hit): 2, 3, 5, 6.
                • 2: nothing.
                • 3: nothing.
                • 5: hits!
                👉 @ada must choose what Eye-3 loses to the hit: B, Y or Ra. Damage die still to come: 6.
                `/damage take system:<B|Y|Ra>`.
                """, reply(replies, "@ada /turn defend die:W1", 0));
        assertTrue(reply(replies, "@ada /damage take system:Y", 0).startsWith("""
                🔧 Eye-3 (ada) loses Y.
                • 6: hits!
                👉 @ada must choose what Eye-3 loses to the hit: B or Ra.
                """));
        // A frame near a station its owner holds may fall back instead of taking the hit.
        assertTrue(reply(replies, "@meguey /turn attack die:W6", 0).contains("""
                👉 @vincent must choose what Anvil-1 loses to the hit: B, G, Y, Rd or retreat from Alpha.
                `/damage take system:<B|G|Y|Rd>` or `/damage retreat` (control is re-checked).
                """));
        assertTrue(reply(replies, "@vincent /damage retreat", 0).startsWith(
                "↩️ Anvil-1 ignores the hit by falling back from station Alpha.\n👉 @meguey "));
        // A destruction, and the score it costs.
        assertTrue(reply(replies, "@meguey /turn attack die:R6", 0).startsWith("""
                💥 Fang-2 attacks Eye-3 (ada) with R6.
                🎯 Fang-2's attack 6 − defense 1 = 5 damage dice (out of cover: 5, 6 hit): 1, 2, 5, 6, 6.
                • 1: nothing.
                • 2: nothing.
                • 5: hits!
                🔧 Eye-3 (ada) loses Ra.
                • 6: hits!
                🔧 Eye-3 (ada) loses a white die.
                • 6: hits!
                🔧 Eye-3 (ada) loses a white die.
                💀 Eye-3 (ada) is destroyed.
                📊 Score: ada 18 → 15.
                """));
        // Stations changing hands: by a move, and by a retreat that leaves only the enemy near.
        assertTrue(reply(replies, "@ada /turn move die:G8 station:Gamma", 0).startsWith("""
                🦿 Eye-4 moves up to 8 units (d8G8), now near station Gamma.
                🛰️ ada seizes station Gamma from meguey.
                📊 Scores: meguey 30 → 24, ada 15 → 18.
                """));
        assertTrue(reply(replies, "@ada /damage retreat", 0).startsWith("""
                ↩️ Eye-4 ignores the hit by falling back from station Gamma.
                🛰️ meguey seizes station Gamma from ada.
                📊 Scores: meguey 24 → 30, ada 18 → 15.
                """));
        // A spot placed by one player is used by another, and used up.
        assertTrue(reply(replies, "@ada /turn attack die:R6 spot:true", 0).startsWith("""
                💥 Eye-1 attacks Fang-2 (meguey) with R6, using the spot.
                🎯 Eye-1's attack 6 + spot 5 − defense 3 = 8 damage dice (out of cover: 5, 6 hit): 1, 1, 2, 3, 4, 5, 5, 6.
                """));
        assertTrue(reply(replies, "@ada /turn attack die:R2", 0).startsWith(
                "💥 Eye-2 attacks Anvil-1 (vincent) with R2.\n➖ Eye-2's attack 2 − defense 5: no damage dice, a miss.\n"));
        // The end of round 1 and the doomsday choices, highest score first.
        assertTrue(reply(replies, "@ada /turn end", 3).endsWith("""
                Round 1 is over. Defense and spot markers are removed.
                ⏳ The doomsday clock counts down to 2.
                👉 @vincent must choose whether to take one more tick off the doomsday clock (it stands at 2). \
                Scores: vincent 35, meguey 30, ada 15. A tick leaves 1 to go.
                `/doomsday tick` or `/doomsday pass`.
                """));
        assertTrue(reply(replies, "@vincent /doomsday pass", 0).startsWith(
                "vincent leaves the doomsday clock as it is.\n👉 @meguey must choose"));
        assertTrue(reply(replies, "@ada /doomsday tick", 0).startsWith("""
                ⏳ ada counts the doomsday clock down to 1.
                Round 2 begins; tactical order: vincent, meguey, ada.
                👉 @vincent Round 2, doomsday clock at 1: holds the initiative.
                """));

        // Every surviving frame acted exactly once in each round.
        int round2 = out.indexOf("Round 2 begins;");
        assertEquals(List.of("Anvil-1", "Anvil-2", "Anvil-3", "Eye-1", "Eye-2", "Eye-3", "Eye-4", "Fang-1", "Fang-2",
                "Fang-3"), turnsStarted(out.substring(0, round2)));
        assertEquals(List.of("Anvil-1", "Anvil-2", "Anvil-3", "Eye-1", "Eye-2", "Eye-4", "Fang-1", "Fang-2",
                "Fang-3"), turnsStarted(out.substring(round2)));
        assertEquals(List.of(
                "📊 Score: ada 18 → 15.",
                "📊 Scores: meguey 30 → 24, ada 15 → 18.",
                "📊 Scores: meguey 24 → 30, ada 18 → 15.",
                "📊 Score: ada 15 → 12.",
                "📊 Scores: vincent 35 → 42, ada 12 → 9.",
                "📊 Score: meguey 30 → 24."), out.lines().filter(l -> l.startsWith("📊")).toList());

        // Doomsday: 6 x 7 = 42, 4 x 6 = 24, 3 x 3 = 9 (worked out in skirmish-3p.txt).
        assertTrue(out.endsWith(SKIRMISH_END), out.substring(out.length() - 2000));
    }

    /** The last command's reply: the end of the game and the final table. */
    static final String SKIRMISH_END = """
            > @ada /turn end
            ⏹️ Eye-2 ends its turn, discarding W2 W2 R3 Y1.
            Round 2 is over. Defense and spot markers are removed.
            ⏳ The doomsday clock counts down to 0.
            🏁 Doomsday! The game is over: vincent wins with 42 points. Final scores: vincent 42, meguey 24, ada 9.
            ┃ 🏆 vincent wins
            ┃ 1. vincent 42 points · frames lost 0/3 · stations Alpha, Beta, Omega
            ┃ 2. meguey 24 points · frames lost 1/3 · stations Gamma, Delta
            ┃ 3. ada 9 points · frames lost 2/4 · stations Sigma
            ┃ Skirmish · over · ⏳ 0
            ┃ vincent wins with 42 points.
            ┃ 🟥 vincent — 42 pts (6 × 7) · defender:
            ┃   Anvil-1 B Y Rd · ⬜⬜ · at Omega
            ┃   Anvil-2 Rh Rh · ⬜⬜ · at Beta
            ┃   Anvil-3 Ra · ⬜⬜
            ┃ 🟦 meguey — 24 pts (4 × 6) · secondary attacker:
            ┃   Fang-1 no systems · ⬜⬜
            ┃   Fang-2 destroyed
            ┃   Fang-3 Rh Rh · ⬜⬜ · at Gamma
            ┃ 🟩 ada — 9 pts (3 × 3) · point attacker:
            ┃   Eye-1 B G Y Rd · ⬜⬜
            ┃   Eye-2 B G Y Rd · ⬜⬜ · at Omega
            ┃   Eye-3 destroyed
            ┃   Eye-4 destroyed
            ┃ Stations:
            ┃   🛰️ Alpha (vincent's) — held by vincent
            ┃   🛰️ Beta (vincent's) — held by vincent · near: vincent
            ┃   🛰️ Gamma (meguey's) — held by meguey · near: meguey
            ┃   🛰️ Delta (meguey's) — held by meguey
            ┃   🛰️ Omega (ada's) — held by vincent · near: vincent, ada
            ┃   🛰️ Sigma (ada's) — held by ada
            ┃ Options: skirmish, no SSRs, doomsday clock starts at 3
            1. [Rematch] /game rematch game:1
            2. [📜 Report] /game report game:1
            📎 mfz-scores-console-317.png saved as <exports>/mfz-scores-console-317.png

            """;

    @Test
    void aDemoGameIsPlayedToItsEndATie() throws IOException {
        String out = play("demo", resource("demo.txt"), resource("demo.dice"));
        List<Reply> replies = replies(out);
        for (Reply reply : replies) {
            assertEquals(companyEdit(reply), reply.text().startsWith("(only @"), reply.toString());
        }
        assertTrue(reply(replies, "@vincent /game start", 0).startsWith("""
                The game starts: companies are revealed. 4 frames, 1 station.
                Deployment step 1: the host places every frame around the neutral station — vincent's turn.
                """));
        assertTrue(reply(replies, "@vincent /turn move die:G3 station:Centre", 0).contains("""
                🛰️ vincent gains station Centre.
                📊 Score: vincent 10 → 15.
                """));
        // §7: the host's correction out of Bolt's own move records where it stands and nothing more.
        assertTrue(reply(replies, "@vincent /station near frame:Bolt owner:@meguey station:Centre", 0).startsWith(
                "Bolt (meguey) now stands near station Centre. No station changes hands: only play does that.\n"),
                reply(replies, "@vincent /station near frame:Bolt owner:@meguey station:Centre", 0));
        assertTrue(reply(replies, "@vincent /deploy done", 0).startsWith(
                "Deployment is over. Round 1 begins; tactical order: vincent, meguey.\n"));
        // An SSR adds a red d8; terrain cover takes the 4 and the 5, then falls.
        assertTrue(reply(replies, "@vincent /turn start frame:Anvil target:Fang range:direct ssr:1", 0).startsWith("""
                ▶️ Anvil (vincent) starts its turn against Fang (meguey) at direct fire, firing 1 SSR.
                🎲 Anvil rolls: ⬜W5  ⬜W2  🟥R4  🟥R3  🟥d8R8  🟦B4  🟩G3  🟨Y5
                """));
        assertEquals("""
                🛡️ Fang defends with B3.
                🎯 Anvil's attack 8 − defense 3 = 5 damage dice (in cover of terrain: 4, 5 hit the cover, 6 hits): 1, 4, 5, 6, 6.
                • 1: nothing.
                • 4: hits the cover (take 6 bricks off it).
                • 5: hits the cover (take 6 bricks off it).
                🧱 The cover is gone: the remaining dice count as out of cover.
                • 6: hits!
                👉 @meguey must choose what Fang loses to the hit: B, G, Y or Rd. Damage die still to come: 6.
                `/damage take system:<B|G|Y|Rd>`.
                """, reply(replies, "@meguey /turn defend die:B3", 0));
        // Fang lost its Y to the hit but resumes with the Y2 it rolled: its spot prompt follows
        // that die (in cover or not), not the systems left (docs/rules.md §5, spotting).
        String resumed = reply(replies, "@vincent /turn end", 0);
        assertTrue(resumed.contains("with W6 W1 Y2: `/turn spot") && resumed.contains("in cover or not")
                && !resumed.contains("out of cover"), resumed);
        // Scores differ (vincent 15, meguey 10): the initiative follows them, not the table (§9).
        assertTrue(reply(replies, "@meguey /turn end", 0).endsWith("""
                👉 @vincent Round 1, doomsday clock at 5: holds the initiative.
                Take a turn with Hammer: `/turn start frame:<name> target:<frame|terrain|none> \
                range:<hand|direct|artillery>`. Ranges each frame may name: Hammer: hand.
                Pass the initiative: `/turn pass`.
                """), reply(replies, "@meguey /turn end", 0));
        assertTrue(reply(replies, "@meguey /doomsday tick", 0).startsWith(
                "⏳ meguey counts the doomsday clock down to 2.\nRound 2 begins; tactical order: "));
        // Two combat orders in a row: Anvil sets off Fang, and Fang sets off Hammer.
        assertTrue(reply(replies, "@meguey /turn attack die:R5", 0).startsWith("""
                💥 Fang attacks Hammer (vincent) with R5.
                ⚡ Hammer (vincent) has not acted yet: it acts first, before Fang's attack lands. @vincent, start its \
                turn, \
                for example answering the attacker: `/turn start frame:Hammer target:Fang range:hand` (with no weapon, \
                it can still strike hand to hand with a white die, once within 1 unit), or `target:none`.
                """));
        assertTrue(reply(replies, "@vincent /damage take system:white", 0).startsWith("""
                🔧 Hammer (vincent) loses a white die.
                💀 Hammer (vincent) is destroyed.
                The other damage dice (6, 6) have nothing left to hit.
                📊 Score: vincent 15 → 10.
                """));
        assertTrue(out.endsWith("""
                > @vincent /doomsday tick
                ⏳ vincent counts the doomsday clock down to 0.
                🏁 Doomsday! The game is over: a tie between vincent and meguey with 10 points each. Final scores: \
                vincent 10, meguey 10.
                ┃ 🤝 A tie for the win: vincent and meguey
                ┃ 1. vincent 10 points · frames lost 1/2 · stations Centre
                ┃ 1. meguey 10 points · frames lost 0/2 · stations none
                ┃ Demo game · over · ⏳ 0
                ┃ A tie between vincent and meguey with 10 points each.
                ┃ 🟥 vincent — 10 pts (2 × 5):
                ┃   Anvil B Y Rd · ⬜⬜ · 🚀2 · at Centre
                ┃   Hammer destroyed
                ┃ 🟦 meguey — 10 pts (2 × 5):
                ┃   Fang B Rd · ⬜⬜ · 🚀3
                ┃   Bolt B Ra · ⬜⬜ · at Centre
                ┃ Stations:
                ┃   🛰️ Centre (neutral) — held by vincent · near: vincent, meguey
                ┃ Options: demo game, 3 SSRs per company, doomsday clock starts at 5
                1. [Rematch] /game rematch game:1
                2. [📜 Report] /game report game:1
                📎 mfz-scores-console-120.png saved as <exports>/mfz-scores-console-120.png

                """), out.substring(out.length() - 1500));
        // Its report heads the tie under a handshake too, its result card in no one's colour (a report review).
        String report = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("demo.db").toString()),
                "@vincent /game report\n").out();
        Matcher saved = Pattern.compile("saved as (\\S+\\.html)").matcher(report);
        assertTrue(saved.find(), report);
        String page = Files.readString(Path.of(saved.group(1)));
        assertTrue(page.contains("<p>🤝 A tie between <b>vincent</b> and <b>meguey</b> with 10 points each."), page);
        assertTrue(page.contains("<div class=\"result\" style=\"--c:#99AAB5\">"), "a tie's grey");
        // What the channel told the table to do reads as done in the record (a report review).
        assertTrue(page.contains("hits the cover (6 bricks off it).") && !page.contains("(take 6 bricks"), page);
    }

    @Test
    void aGameStoppedTwiceAndStartedAgainOnTheSameDatabaseEndsAsIfNeverStopped() throws IOException {
        String script = resource("skirmish-3p.txt");
        String dice = resource("skirmish-3p.dice");
        String whole = skirmish();

        // The program stops where the files say "restart here": at the end of round 1 (ada's doomsday
        // choice pending), then halfway through an attack in round 2 (a hit waiting on a choice).
        // Each new program reads its dice file from the start, so each part has its own.
        List<String> scripts = parts(script);
        List<String> dices = parts(dice);
        assertEquals(3, scripts.size());
        assertEquals(3, dices.size());
        Path db = dir.resolve("restarted.db");
        List<String> outs = new ArrayList<>();
        for (int i = 0; i < scripts.size(); i++) {
            outs.add(run(db, scripts.get(i), write("part" + i + ".dice", dices.get(i))));
        }
        assertFalse(outs.get(0).contains("Doomsday!"), "the first part does not end the game");
        assertTrue(outs.get(0).endsWith("👉 @ada must choose whether to take one more tick off the doomsday clock "
                + "(it stands at 2). Scores: vincent 35, meguey 30, ada 15. A tick leaves 1 to go.\n`/doomsday tick` or "
                + "`/doomsday pass`.\n1. [Tick the clock down (to 1)] @ada /doomsday tick\n2. [Pass (leave it at 2)] @ada /doomsday pass\n\n"),
                "the first part stops on ada's doomsday choice");
        assertTrue(outs.get(1).endsWith("👉 @meguey must choose what Fang-1 loses to the hit: B or Rd. Damage die still to come: 6.\n"
                + "`/damage take system:<B|Rd>`.\n1. [Lose B (defense)] @meguey /damage take system:B\n"
                + "2. [Lose Rd (direct-fire weapon)] @meguey /damage take system:Rd\n\n"),
                "the second part stops on meguey's choice, one damage die still to resolve");
        assertTrue(afterBanner(outs.get(2)).startsWith("""
                > @meguey /damage take system:B
                🔧 Fang-1 (meguey) loses B.
                • 6: hits!
                🔧 Fang-1 (meguey) loses Rd.
                """), "the attack carries on where it stopped");

        assertEquals(whole, outs.get(0) + afterBanner(outs.get(1)) + afterBanner(outs.get(2)),
                "the restarted game reads, line for line, as the uninterrupted one");
        assertTrue(outs.get(2).endsWith(SKIRMISH_END));
    }

    // ---- helpers --------------------------------------------------------------------------

    /** A command line as echoed by the console and the reply printed under it. */
    record Reply(String command, String text) {
    }

    /** Each echoed command ({@code > …}) with the lines printed under it, up to the blank line. */
    static List<Reply> replies(String out) {
        List<Reply> replies = new ArrayList<>();
        for (String block : out.split("\n\n")) {
            int start = block.startsWith("> ") ? 0 : block.indexOf("\n> ") + 1;
            if (!block.startsWith("> ") && start == 0) {
                continue;
            }
            String rest = block.substring(start);
            int end = rest.indexOf('\n');
            replies.add(new Reply(rest.substring(2, end < 0 ? rest.length() : end),
                    end < 0 ? "" : rest.substring(end + 1) + "\n"));
        }
        return replies;
    }

    /** A command answered privately: building a company (declaring it ready is public). */
    static boolean companyEdit(Reply reply) {
        return reply.command().contains("/company ") && !reply.command().endsWith("/company ready");
    }

    /**
     * The reply to the {@code nth} (from 0) occurrence of a command line, without its lines of
     * buttons and menus: these tests read the announcements; the controls have tests of their own.
     */
    static String reply(List<Reply> replies, String command, int nth) {
        String text = replies.stream().filter(r -> r.command().equals(command)).skip(nth).findFirst()
                .orElseThrow(() -> new AssertionError("no reply #" + nth + " to " + command)).text();
        String kept = String.join("\n", text.lines().filter(line -> !CONTROLS.matcher(line).matches()).toList());
        return text.endsWith("\n") ? kept + "\n" : kept;
    }

    /**
     * A console line of a control: a numbered button with the command it sends ({@code 1. [Lose B (defense)]
     * /damage take system:B}), a menu's title ({@code [Place…]}) or one of its numbered options.
     */
    static final Pattern CONTROLS = Pattern.compile(
            "^((\\d+\\. )?\\[[^\\]]*\\]( (@\\S+ )?/.*)?|  \\d+\\. .*|  · .*|  … and \\d+ more.*)$");

    /** The frames whose turns started, sorted by name. */
    static List<String> turnsStarted(String out) {
        return out.lines().filter(l -> l.startsWith("▶️ ")).map(l -> l.substring(3, l.indexOf(' ', 3)))
                .sorted().toList();
    }

    /** The text cut at each restart marker (a marker's line is dropped whole). */
    static List<String> parts(String text) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith(RESTART)) {
                parts.add(part.toString());
                part.setLength(0);
            } else {
                part.append(line).append('\n');
            }
        }
        parts.add(part.toString());
        return parts;
    }

    /** A program's output without the banner it prints on start. */
    static String afterBanner(String out) {
        return out.substring(out.indexOf("\n> ") + 1);
    }

    private String play(String name, String script, String dice) throws IOException {
        return run(dir.resolve(name + ".db"), script, write(name + ".dice", dice));
    }

    private static String run(Path db, String script, Path dice) {
        MainRunner.Result result = MainRunner.run(List.of("--dice", dice.toString()), Map.of("MFZ_DB", db.toString()),
                script);
        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        // Files are saved next to the database, which each test puts in its own folder.
        return result.out().replace(db.toAbsolutePath().getParent().resolve("exports").toString(), "<exports>");
    }

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    static String resource(String name) throws IOException {
        try (InputStream in = WholeGameTest.class.getResourceAsStream("/games/" + name)) {
            if (in == null) {
                throw new IOException("no test resource games/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
