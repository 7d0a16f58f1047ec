package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Kids' Basic Campaign of three battles (two more called off in their lobby, a sixth abandoned)
 * typed at the console table,
 * one session per run of the program on the same SQLite file: each run is a bot restart. Every
 * die rolls 3 (test resource {@code campaign/dice.txt}). Each battle starts its clock at 1, so it
 * ends after one round. The sessions' scripts are {@code campaign/battle1.txt} and so on.
 */
class CampaignConsoleTest {

    @TempDir
    Path dir;

    @Test
    void aThreeBattleCampaignAcrossRestarts() throws IOException {
        Path dice = dir.resolve("dice.txt");
        Files.writeString(dice, resource("dice.txt"));

        // Battle 1: the objective follows orders; Meguey holds it at doomsday and chooses.
        String one = session(dice, "battle1.txt");
        assertTrue(one.contains("📜 This is battle 1 of the campaign Moon. Constraints in force: none."), one);
        assertTrue(one.contains("Place Leader together; say which of your frames stand within 1 unit of it with "
                + "`/station near frame:<name> station:Leader`, then agree with `/deploy done`."), "help in step 7: " + one);
        assertTrue(one.contains("Deployment step 7: the special objective is placed by consensus.\n🎯 Leader goes on the "
                + "table where you all agree, held by nobody: say which frames stand within 1 unit of it"), "step 7 said once: " + one);
        assertTrue(one.contains("🎯 meguey gains the objective Leader."), one);
        // the host's correction out of turn says the objective as itself (a report review)
        assertTrue(one.contains("M1 (meguey) now stands near the objective Leader. The objective changes hands only "
                + "by play."), one);
        // the result card says the objective as itself, not among the stations (a report review)
        assertTrue(Pattern.compile("meguey 27 points · frames lost \\d/\\d · stations [^\n]* · objective Leader\n")
                .matcher(one).find(), one.substring(one.lastIndexOf("Doomsday")));
        assertTrue(one.contains("[Agree where Leader stands]"), "step 7 has a button: " + one);
        assertTrue(one.contains("> @vincent /campaign move near:V1\n(only @vincent sees this)\n"
                + "Only its holder (meguey) gives `Leader` orders."), "orders: only the holder: " + one);
        assertTrue(one.contains("🎯 meguey moves the objective by orders; now near it: M2 (meguey)."), one);
        assertTrue(one.contains("> @meguey /campaign move near:\",\"\n(only @meguey sees this)\n`near:` names frames, "
                + "comma-separated (`ann/A1, B2`), or says `none`."), "a list of nothing is no `none`: " + one);
        // Its holder may also tap it: one menu of the frames it stands near after, several at once.
        assertTrue(Pattern.compile("\\[Move Leader: near which frames…][^\n]*\n  \\d+\\. Near no frame[^\n]* "
                + "@meguey /campaign move").matcher(one).find(), one);
        assertTrue(one.contains("> @meguey /campaign move near:M1\n(only @meguey sees this)\n"
                + "`Leader` has already moved this round."), one);
        assertTrue(one.contains("┃ 🟦 meguey — 27 pts (9 × 3) · point attacker:"), "the objective is an asset: " + one);
        assertTrue(one.contains("🎯 **Leader** (special objective, orders) — held by meguey") || one.contains(
                "🎯 Leader (special objective, orders) — held by meguey"), one);
        assertTrue(one.contains("🏁 Doomsday! The game is over: vincent wins with 49 points. Final scores: vincent 49, "
                + "meguey 27.\n📜 Battle 1 of Moon is "
                + "over.\n👉 @meguey held Leader at doomsday: choose two constraints of different kinds"), one);
        // /help after the battle: the holder is told to choose, the other that she chooses first (both were
        // told "`/game new` opens the next one", which the campaign refused: a campaign play).
        assertTrue(one.contains("You held Leader at doomsday: choose two constraints for the next battle with "
                + "`/campaign choose first:<environment|design|average|size> second:<…>`"), one);
        assertTrue(one.contains("meguey held Leader at doomsday and chooses the next battle's constraints "
                + "first; then `/game new size:… campaign:Moon` opens the next battle, at the size its constraints set."),
                one);
        assertTrue(one.contains("Away, the host of battle 1 may choose for them (`/campaign choose … as:@meguey`)."),
                "the host may act for an absent holder: " + one);
        // two at once, by their numbers on one line (an audit: by number they could never be chosen)
        assertTrue(Pattern.compile("\\[Two constraints, of different kinds…] \\(choose 2: their numbers on "
                + "one line\\)\n  \\d+\\. Size: the next battle is played at skirmish size[^\n]* /campaign").matcher(one).find(), one);
        // No rematch in a campaign, and no `/game new` offered before the holder chose (a campaign audit).
        assertTrue(one.contains("> @vincent /game rematch\n(only @vincent sees this)\nA campaign goes on with its next "
                + "battle, not a rematch: meguey held Leader at doomsday and chooses the next battle's "
                + "constraints first"), one);
        assertTrue(one.contains("> @vincent /game options\n(only @vincent sees this)\nThe battle in this channel is "
                + "over: `/game table` shows how it ended, and `/help` says how the campaign goes on."), one);
        // Refusals: not the holder, the same kind twice, invalid values, twice.
        assertTrue(one.contains("(only @vincent sees this)\nOnly meguey, who held the objective at doomsday, chooses "
                + "the constraints."), one);
        assertTrue(one.contains("(only @meguey sees this)\nTwo size constraints: the two constraints must be of "
                + "different kinds."), one);
        assertTrue(one.contains("(only @meguey sees this)\n`average:` of `/campaign choose` must be 0 to 3, not 5."), one);
        assertTrue(one.contains("(only @meguey sees this)\n`Q` is not a system type: B, G, Y, Rh, Rd, Ra or E."), one);
        assertTrue(one.contains("📜 meguey chose the constraints for battle 2 of Moon: average constraint: at most 3 "
                + "systems per frame on average; design constraint: no surveillance/comms systems (`Y`)."), one);
        assertTrue(one.contains("(only @meguey sees this)\nmeguey already chose: average constraint"), one);
        assertTrue(one.contains("> @vincent /game undo\n(only @vincent sees this)\nThere is no game being played in "
                + "this channel to undo anything in: one that is over (at doomsday or ended) can't be taken back."), one);

        // Battle 2, after a restart: the constraints are enforced; the objective follows its holder.
        String two = session(dice, "battle2.txt");
        assertTrue(two.contains("Constraints in force for the next battle: average constraint: at most 3 systems per "
                + "frame on average; design constraint: no surveillance/comms systems (`Y`)."), "status survived: " + two);
        assertTrue(two.contains("(only @meguey sees this)\nBattle 2 is open: the constraints for it were fixed "
                + "when it opened"), "too late to choose: " + two);
        assertTrue(two.contains("Your company isn't valid yet:\n- `V1` carries `Y`: this "
                + "campaign battle allows no surveillance/comms systems (`Y`).\n- Your company carries 13 "
                + "systems on 4 frames: this campaign battle allows at most 3 systems per frame on average, "
                + "12 in all."), two);
        assertTrue(two.contains("> @vincent /turn move die:G3 objective:true cover:true\n(only @vincent sees this)\n"
                + "`Prototype` follows its holder only while the move doesn't cross cover"), two);
        assertTrue(two.contains("🎯 vincent moves the objective along with their frame; now near it: V1 (vincent)."),
                two);
        assertTrue(two.contains("(only @meguey sees this)\nYou don't hold `Prototype` (vincent does)."), two);
        assertTrue(two.contains("vincent wins with 56 points."), "49 + the objective's 7: " + two);
        assertTrue(two.contains("📜 vincent chose the constraints for battle 3 of Moon: environmental constraint: "
                + "vacuum over the whole table"), two);
        assertTrue(two.contains("A campaign goes on with its next battle, not a rematch: `/game new size:battle "
                + "campaign:Moon` opens the next battle, with these constraints: environmental constraint"),
                "the size the constraint sets: " + two);
        // Its report says which battle it is, in its title and file name (two battles' reports had one name).
        String report = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()),
                "@vincent /game report\n").out();
        Matcher saved = Pattern.compile("📎 mfz-report-\\d{4}-\\d\\d-\\d\\d-moon-battle-2-skirmish-vincent-meguey\\.html"
                + " saved as (\\S+)").matcher(report);
        assertTrue(saved.find(), report);
        assertTrue(Files.readString(Path.of(saved.group(1))).contains("<title>Battle 2 of Moon · Skirmish: vincent and "
                + "meguey</title>"), saved.group(1));
        // and battle 1's, by its result's button, whatever the channel played since
        Matcher button = Pattern.compile("/game report game:(\\d+)").matcher(one);
        assertTrue(button.find(), one);
        String first = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()),
                "@vincent /game report game:" + button.group(1) + "\n").out();
        assertTrue(first.contains("-moon-battle-1-skirmish-vincent-meguey"), first);

        // Battle 3: a battle, not a skirmish; the vacuum costs a white without air tanks; the objective is afraid.
        String three = session(dice, "battle3.txt");
        assertTrue(three.contains("The campaign Moon fixes this: size constraint: played at battle size. Open it "
                + "with `size:battle`."), three);
        assertTrue(three.contains("▶️ V1 (vincent) starts its turn with no target, in the vacuum (without air tanks it "
                + "sets a white aside).\n🎲 V1 rolls: ⬜W3  ⬜W3  🟦B3  🟩G3"), "air tanks (E): both whites: " + three);
        assertTrue(three.contains("🎲 M1 rolls: ⬜W3  🟦B3  🟩G3  🟨Y3"), "no air tanks: one white: " + three);
        assertTrue(three.contains("`Spaceport` is afraid of you, its holder: only the other players may move it."),
                three);
        assertTrue(three.contains("🎯 meguey moves the objective: it flees; now near it: M1 (meguey).\n🎯 meguey takes "
                + "the objective Spaceport from vincent."), three);
        assertTrue(three.contains("👉 @meguey held Spaceport at doomsday: choose two constraints of different kinds"), three);

        // Later: battle 4 waits for meguey's choice, so vincent can't open it; meguey opens it herself,
        // so her choice lapses and it says so; called off in its lobby (ended before its start) it
        // doesn't count, and meguey chooses after all (the choice used to be lost for good). Battle 4
        // opens again under her constraints and is called off in its turn; opened a third time and ended
        // once started, it is abandoned and sheds none of them (the three share the number 4, since a
        // battle called off doesn't count: a campaign audit). Status and history tell it all.
        String later = session(dice, "later.txt");
        assertTrue(later.contains("meguey held the objective at the doomsday of battle 3 and hasn't chosen this "
                + "battle's constraints yet: they choose first (`/campaign choose`), or open it themselves to play "
                + "without them."), later);
        String chosen = "size constraint: played at skirmish size; average constraint: at most 2 systems per frame "
                + "on average";
        assertTrue(later.contains("📜 This is battle 4 of the campaign Moon. Constraints in force: none. Name its special "
                + "objective with `/campaign objective name:<n>`. meguey had not chosen the constraints yet, so this "
                + "battle has none; to let them choose, end it before it starts (`/game end`)."), later);
        assertTrue(later.contains("(only @meguey sees this)\nBattle 4 is open: the constraints for it were fixed when it "
                + "opened, and its own holder chooses at its doomsday. It hasn't started: the host can call it off with "
                + "`/game end`, and then meguey chooses."), later);
        assertTrue(later.contains("Battle 4 of the campaign Moon is called off before its start: it doesn't count, and "
                + "the next battle opens with no constraints unless meguey chooses first (`/campaign choose`)."), later);
        // /help where it was called off tells what the campaign waits on, as after a doomsday (a campaign audit)
        String helpAfter = later.substring(later.indexOf("> @vincent /help step:true"));
        assertTrue(helpAfter.contains("meguey held Spaceport at doomsday and chooses the next battle's constraints "
                + "first"), helpAfter);
        helpAfter = later.substring(later.indexOf("> @meguey /help step:true"));
        assertTrue(helpAfter.contains("You held Spaceport at doomsday: choose two constraints"), helpAfter);
        assertTrue(later.contains("📜 meguey chose the constraints for battle 4 of Moon: " + chosen + "."),
                "the menu's picks, after all: " + later);
        assertTrue(later.contains("📜 This is battle 4 of the campaign Moon. Constraints in force: " + chosen + "."), later);
        assertTrue(later.contains("Battle 4 of the campaign Moon is called off before its start: it doesn't count, and "
                + "the next battle opens with these constraints: " + chosen + "."), later);
        String today = LocalDate.now(ZoneOffset.UTC).toString();
        assertTrue(later.contains("""
                📜 Campaign Moon: 4 battles so far, and 2 called off before their start.
                • Battle 1: won by vincent; objective Leader (it follows orders) held by meguey at doomsday.
                • Battle 2: won by vincent; objective Prototype (it follows its holder) held by vincent at doomsday.
                • Battle 3: won by vincent; objective Spaceport (it is afraid) held by meguey at doomsday.
                • Battle 4: called off before its start.
                • Battle 4: called off before its start.
                • Battle 4: abandoned.
                Constraints in force for the next battle: %s.""".formatted(chosen)), later);
        assertTrue(later.contains("Battle 4 of the campaign Moon is recorded as abandoned: it sets none of its own, and "
                + "the next battle opens with the same: " + chosen + "."), "once started, an abandoned battle counts: "
                + later);
        assertTrue(later.contains("Battle 1 — " + today + ", in #console, constraints: none.\n"
                + "  Final scores: vincent 49, meguey 27. Winner: vincent.\n"
                + "  Objective Leader (it follows orders) held by meguey at doomsday.\n"
                + "  Chosen for the next battle: average constraint"), later);
        assertTrue(later.contains("  Final scores: vincent 56, meguey 24. Winner: vincent.\n"
                + "  Objective Prototype (it follows its holder) held by vincent at doomsday."), later);
        assertTrue(later.contains("  Final scores: vincent 56, meguey 30. Winner: vincent.\n"
                + "  Objective Spaceport (it is afraid) held by meguey at doomsday.\n"
                + "  Chosen for the next battle: " + chosen + "."), later);
        assertTrue(later.contains("Battle 4 — " + today + ", in #console, constraints: none.\n"
                + "  Called off before its start: it doesn't count."), later);
        assertTrue(later.contains("Battle 4 — " + today + ", in #console, constraints: " + chosen + ".\n"
                + "  Called off before its start: it doesn't count."), later);
        assertTrue(later.contains("  Abandoned (players: meguey, vincent): it set no constraints of its own."),
                later);

        // Battle 1's report by its result's button names it, though another campaign opened here since (a review:
        // the channel's last campaign was looked in)
        String elsewhere = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), """
                @vincent /campaign new name:Sun
                @vincent /game new size:skirmish campaign:Sun
                @vincent /game report game:%s
                """.formatted(button.group(1))).out();
        assertTrue(elsewhere.contains("This is battle 1 of the campaign **Sun**") || elsewhere.contains(
                "This is battle 1 of the campaign Sun"), elsewhere);
        assertTrue(elsewhere.contains("-moon-battle-1-skirmish-vincent-meguey"), elsewhere);
    }

    /**
     * Naming the objective by its menu at step 7 asks the rules first whether it may be named,
     * with a stand-in name: a company station already called "Objective" refused it, and the form
     * never opened (a last read of the change).
     */
    @Test
    void theObjectivesMenuOpensItsFormBesideAStationNamedObjective() throws IOException {
        Path dice = dir.resolve("dice.txt");
        Files.writeString(dice, resource("dice.txt"));
        String out = session(dice, "station-named-objective.txt");
        assertTrue(out.contains("> @meguey /campaign objective behaviour:orders\n(only @meguey sees this)\n"
                + "Name the objective: `/campaign objective name:Leader behaviour:orders`"), out);
    }

    /**
     * The doomsday menu's two constraints, chosen at the console by their numbers on one line (a
     * console audit: a number sent one, and two could never be chosen).
     */
    @Test
    void theTwoConstraintsAreChosenByTheirNumbersOnOneLine() throws IOException {
        Path dice = dir.resolve("dice.txt");
        Files.writeString(dice, resource("dice.txt"));
        String battle = resource("battle1.txt");
        String untilDoomsday = battle.substring(0, battle.indexOf("@vincent /campaign choose"));
        String one = MainRunner.run(List.of("--dice", dice.toString()), Map.of("MFZ_DB", dir.resolve("mfz.db")
                .toString()), untilDoomsday).out();
        String menu = one.substring(one.lastIndexOf("[Two constraints, of different kinds…]"));
        Matcher first = Pattern.compile("\n  (\\d+)\\. Size: the next battle is played at skirmish size").matcher(menu);
        Matcher second = Pattern.compile("\n  (\\d+)\\. Average: at most 3 systems").matcher(menu);
        assertTrue(first.find() && second.find(), menu);
        // the same session again on a database of its own, numbered alike, then the two numbers
        String chosen = MainRunner.run(List.of("--dice", dice.toString()), Map.of("MFZ_DB", dir.resolve("again.db")
                .toString()), untilDoomsday + "@meguey " + first.group(1) + " " + second.group(1) + "\n").out();
        assertTrue(chosen.contains("meguey chose the constraints for battle 2 of Moon"), chosen.substring(
                Math.max(0, chosen.length() - 2000)));
    }

    private String session(Path dice, String script) throws IOException {
        MainRunner.Result result = MainRunner.run(List.of("--dice", dice.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), resource(script));
        assertEquals(0, result.status(), result.err());
        assertFalse(result.out().contains("Something went wrong"), result.out());
        assertFalse(result.out().contains("The dice file has no rolls left"), result.out());
        return result.out().replace("**", "");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = CampaignConsoleTest.class.getResourceAsStream("/campaign/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
