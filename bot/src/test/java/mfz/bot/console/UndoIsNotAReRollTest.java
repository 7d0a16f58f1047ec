package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Undo is fair (docs/rules.md, "Undo"): it can't take back the start (companies are revealed then),
 * it says what it took back with its dice, and an undone roll comes back the same for the same
 * decision, even across a restart, so undo is never a re-roll.
 */
class UndoIsNotAReRollTest {

    @TempDir
    Path dir;

    private static final String TO_COMBAT = RoundMessagesTest.DEMO_STARTED + """
            @vincent /game undo
            @vincent /deploy done frame:Anvil
            @vincent /deploy done frame:Hammer
            @vincent /deploy done frame:Fang owner:@meguey
            @vincent /deploy done frame:Bolt owner:@meguey
            @vincent /deploy done
            """;

    @Test
    void theStartStaysAndAnUndoneRollComesBackTheSame() {
        String first = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                """, 5);
        assertTrue(first.contains("The start can't be undone: the companies are revealed, and nobody changes a "
                + "company after seeing the others."), first);
        List<String> pools = pools(first, "Anvil");
        assertEquals(1, pools.size(), first);
        String undo = first.substring(first.indexOf("took back: "));
        assertTrue(undo.contains("Anvil rolls: " + pools.getFirst()), "the undo says which dice it took back: " + first);
        assertTrue(undo.contains("These dice are kept for the next roll of their kind (the same decision taken again, "
                + "say), whatever comes between."), undo);

        // Another seed after a restart: the same decision still gets the kept dice.
        String again = run("""
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                @vincent /turn pass
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                """, 99);
        assertEquals(List.of(pools.getFirst(), pools.getFirst()), pools(again, "Anvil"), again);
    }

    /**
     * The undo audit (2026-11-26): undoing two commands made the later one's kept dice stale, so
     * giving both again re-rolled the later. The same command again leaves the game on the same
     * path: every kept roll along it still applies.
     */
    @Test
    void undoingTwoTurnsAndTakingThemAgainRollsTheSameDiceForBoth() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        List<String> fang = pools(out, "Fang");
        assertEquals(2, anvil.size(), out);
        assertEquals(anvil.getFirst(), anvil.getLast(), "Anvil's dice kept: " + out);
        assertEquals(2, fang.size(), out);
        assertEquals(fang.getFirst(), fang.getLast(), "Fang's dice kept too, though Anvil's turn was undone after: "
                + out);
    }

    /**
     * A review (2026-11-26): making kept dice stale when another command was stored at an earlier
     * point let a detour re-roll them: undo back, give another command there, undo it, give the
     * first again. Kept dice wait for their roll, whatever is played before it.
     */
    @Test
    void aDetourThroughAnotherCommandIsNoReRollEither() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /turn start frame:Hammer
                @vincent /game undo
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                """, 5);
        List<String> fang = pools(out, "Fang");
        assertEquals(2, fang.size(), out);
        assertEquals(fang.getFirst(), fang.getLast(), "Fang's dice kept through the detour: " + out);
    }

    /**
     * The undo audit (2026-11-26): a decision that asks for more dice than were kept (a target,
     * an SSR) rolls the rest fresh, and undoing it again kept only the first dice, so the rest
     * were re-rolled each time. Undoing it again keeps every die it showed, the fresh ones too.
     */
    @Test
    void theDiceRolledBeyondTheKeptOnesAreKeptToo() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(3, anvil.size(), out);
        assertEquals(anvil.get(1), anvil.get(2), "the larger pool comes back whole: " + out);
    }

    /**
     * An adversarial test (2026-11-27): the kept dice were found by the point of the game only, so
     * the host undid a roll, declared a station and took it back (the game as it was, two events
     * on), and rolled afresh, as often as they liked, their own pools and the damage they took.
     * An undone roll's dice now wait for their player's next roll, wherever it comes.
     */
    @Test
    void commandsThatRollNothingInBetweenAreNoReRoll() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                @vincent /station near frame:Anvil station:Centre
                @vincent /station near frame:Anvil station:none
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(2, anvil.size(), out);
        assertEquals(anvil.getFirst(), anvil.getLast(), "the same pool after the station came and went: " + out);
    }

    /**
     * The kept dice are their player's: another player's roll in between gets dice of its own,
     * and the kept ones wait for the player whose command was undone.
     */
    @Test
    void anUndoneRollWaitsForItsPlayerWhileOthersRoll() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil
                @vincent /game undo
                @vincent /turn pass
                @meguey /turn start frame:Fang
                @meguey /turn defend die:none
                @meguey /turn end
                @vincent /turn start frame:Anvil
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(2, anvil.size(), out);
        assertEquals(anvil.getFirst(), anvil.getLast(), "Anvil's kept pool, after Fang's turn: " + out);
    }

    /**
     * A review (2026-11-27): kept dice were looked for only at earlier points, so taking back a
     * command before the roll too (a station declared, then the roll) and rolling again at the
     * earlier point rolled afresh.
     */
    @Test
    void takingBackTheCommandBeforeTheRollTooIsNoReRoll() {
        String out = run(TO_COMBAT + """
                @vincent /station near frame:Anvil station:Centre
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(2, anvil.size(), out);
        assertEquals(anvil.getFirst(), anvil.getLast(), out);
    }

    /**
     * A review (2026-11-27): one roll spent every row kept for its player, so of two rolls undone
     * and given again past a command in between, the second rolled afresh. Each kept roll waits
     * for one roll; the latest taken back is rolled first, as it was the first given.
     */
    @Test
    void twoRollsTakenBackAndGivenAgainPastAnotherCommandRollTheirOwnDice() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                @meguey /turn defend die:none
                @meguey /turn end
                @vincent /turn start frame:Hammer
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /game undo
                @vincent /station near frame:Anvil station:Centre
                @vincent /station near frame:Anvil station:none
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn pass
                @vincent /turn start frame:Hammer
                """, 5);
        // meguey passes where Fang acted before: Hammer's roll comes at another point.
        for (String frame : List.of("Anvil", "Hammer")) {
            List<String> pools = pools(out, frame);
            assertEquals(2, pools.size(), frame + ": " + out);
            assertEquals(pools.getFirst(), pools.getLast(), frame + "'s dice kept: " + out);
        }
    }

    /**
     * A review (2026-11-27): the host acting for a player rolled for the host's kept dice, not the
     * player's, so the host re-rolled a player's undone pool by acting for them.
     */
    @Test
    void theHostActingForAPlayerRollsThePlayersKeptDice() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                @vincent /game undo
                @vincent /turn start frame:Fang as:@meguey
                """, 5);
        List<String> fang = pools(out, "Fang");
        assertEquals(2, fang.size(), out);
        assertEquals(fang.getFirst(), fang.getLast(), "meguey's kept pool, rolled by the host for her: " + out);
    }

    /**
     * A review (2026-11-27): an undo, the same command again and an undo again kept the same dice
     * twice, and the copy still waiting was rolled again by the player's next, other roll.
     */
    @Test
    void undoingTheSameRollTwiceKeepsItOnceAndTheNextRollIsItsOwn() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil
                @vincent /game undo
                @vincent /turn start frame:Anvil
                @vincent /game undo
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                @meguey /turn defend die:none
                @meguey /turn end
                @vincent /turn start frame:Hammer
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(3, anvil.size(), out);
        assertEquals(1, anvil.stream().distinct().count(), "the same pool each time: " + out);
        String hammer = pools(out, "Hammer").getFirst();
        assertTrue(!numbers(hammer).equals(numbers(anvil.getFirst()).subList(0, numbers(hammer).size())),
                "Hammer's roll is its own, not Anvil's kept again: " + hammer + " / " + anvil.getFirst());
    }

    /** A pool's values in order, without their colours. */
    private static List<String> numbers(String pool) {
        Matcher m = Pattern.compile("[WRBGY](\\d)").matcher(pool);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /**
     * A round's initiative d20s are the table's, not a player's: rolled by whichever command starts
     * the round (here the last agreement of a campaign battle's objective step), they come back the
     * same when the two agreements are taken back and given again in the other order (an adversarial
     * play re-rolled them so, the dice waiting for the player who had agreed last).
     */
    @Test
    void theTablesInitiativeD20sComeBackWhoeverStartsTheRound() {
        String out = run("""
                @vincent /campaign new name:C1
                @vincent /game new size:skirmish ssr:0 doomsday:1 campaign:C1
                @vincent /game options per-frame-initiative:true
                @meguey /game join
                @vincent /company frame name:A1 loadout:"B G Y Rd"
                @vincent /company frame name:A2 loadout:"B Rd"
                @vincent /company frame name:A3 loadout:"B Rd"
                @vincent /company frame name:A4 loadout:"G Rd"
                @vincent /company station name:S1
                @vincent /company station name:S2
                @vincent /company station name:S3
                @vincent /company ready
                @meguey /company frame name:F1 loadout:"B G Y Rd"
                @meguey /company frame name:F2 loadout:"B G Y Rd"
                @meguey /company frame name:F3 loadout:"B G Y Rd"
                @meguey /company frame name:F4 loadout:"B G Y Rd"
                @meguey /company frame name:F5 loadout:"B G Y Rd"
                @meguey /company station name:T1
                @meguey /company station name:T2
                @meguey /company station name:T3
                @meguey /company ready
                @vincent /campaign objective name:Leader
                @vincent /game start
                @vincent /deploy done
                @meguey /deploy done
                @vincent /deploy done station:S1
                @vincent /deploy done station:S2
                @vincent /deploy done station:S3
                @vincent /deploy done frame:A1 station:S1
                @vincent /deploy done frame:A2 station:S2
                @meguey /deploy done frame:F1
                @meguey /deploy done frame:F2
                @meguey /deploy done frame:F3
                @meguey /deploy done frame:F4
                @meguey /deploy done frame:F5
                @meguey /deploy done station:T1
                @meguey /deploy done station:T2
                @meguey /deploy done station:T3
                @vincent /deploy done frame:A3
                @vincent /deploy done frame:A4
                @vincent /deploy done step:objective
                @meguey /deploy done step:objective
                @vincent /game undo
                @vincent /game undo
                @meguey /deploy done step:objective
                @vincent /deploy done step:objective
                """, 7);
        Matcher rolled = Pattern.compile("(?m)^🎲 Initiative d20s: (.*)$").matcher(out);
        List<String> rolls = new ArrayList<>();
        while (rolled.find()) {
            rolls.add(rolled.group(1));
        }
        assertEquals(2, rolls.size(), out);
        assertTrue(out.contains("These dice are kept: the round starts with them again, whoever's command starts it."),
                out);
        assertEquals(rolls.get(0), rolls.get(1), "the same d20s, whoever agreed last");
    }

    /**
     * A bad-input audit (2026-11-28): a turn started again with an SSR fired, or another range, showed
     * the frame's blue, green and yellow afresh, since the SSR's d8 took the first kept value that fit
     * and the rest were rolled anew: undo, then fish. Each die now takes its own kind's kept value; the
     * new d8 alone is fresh, and kept too.
     */
    @Test
    void aTurnStartedAgainWithAnotherPoolKeepsEachDiesValue() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil target:Fang range:direct
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(4, anvil.size(), out);
        List<String> first = List.of(anvil.getFirst().split("\\s+"));
        List<String> withTheSsr = new ArrayList<>(List.of(anvil.get(1).split("\\s+")));
        assertTrue(first.stream().allMatch(withTheSsr::remove), "every die of the first pool comes back: " + anvil);
        assertEquals(1, withTheSsr.size(), "the SSR's d8 alone is new: " + anvil);
        assertEquals(anvil.getFirst(), anvil.get(2), "the first pool again: " + anvil);
        assertEquals(anvil.get(1), anvil.get(3), "the larger pool again, its d8 kept too: " + anvil);
    }

    /**
     * A review (2026-11-28): a pool that left out one of the point's first kept dice and added another
     * kind never grew them, so the same command again rolled that kind afresh at every try; and each
     * try left the first dice it didn't show waiting for another roll once more.
     */
    @Test
    void theSameCommandAgainAtAPointGetsItsDiceEveryTime() throws Exception {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Hammer target:Fang range:hand
                @vincent /game undo
                @vincent /turn start frame:Anvil target:none
                @vincent /game undo
                @vincent /turn start frame:Anvil target:none
                @vincent /game undo
                @vincent /turn start frame:Anvil target:none
                """, 5);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(3, anvil.size(), out);
        assertEquals(1, anvil.stream().distinct().count(), "the same pool at every try: " + anvil);
        // What waits is Hammer's pool less the dice of their kind Anvil's took, each once (kept_dice, migration 24).
        List<String> expected = new ArrayList<>(notations(pools(out, "Hammer").getFirst()));
        for (String die : notations(anvil.getLast())) {
            expected.stream().filter(h -> h.replaceFirst("\\d+$", "").equals(die.replaceFirst("\\d+$", "")))
                    .findFirst().ifPresent(h -> {
                        assertEquals(h, die, "a kept die shows its own value");
                        expected.remove(expected.indexOf(h));
                    });
        }
        try (var connection = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("mfz.db"));
             var left = connection.createStatement().executeQuery("SELECT die FROM kept_dice "
                     + "WHERE roller = 'vincent' AND kind = 'pool' ORDER BY place")) {
            List<String> waiting = new ArrayList<>();
            while (left.next()) {
                waiting.add(left.getString(1));
            }
            assertEquals(expected, waiting, "what the tries left waits once");
        }
    }

    /** A pool as shown ({@code ⬜W6  🟥R4}), as notations. */
    private static List<String> notations(String pool) {
        Matcher m = Pattern.compile("(?:d\\d+)?[A-Z]\\d+").matcher(pool);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    /**
     * A review (2026-11-28): another history reaching the same point (a pass, then a station, each one
     * event) handed vincent's turn there meguey's pool, kept there for her turn, and hers waited still.
     * Kept dice go to their own player's roll of their kind (since 2026-11-29, wherever it comes).
     */
    @Test
    void anotherPlayersDiceKeptAtThePointStayTheirs() {
        // Fang's turn rolled and taken back, then a station: Anvil's start lands on the point Fang's pool was kept at.
        String toThePoint = """
                @vincent /turn pass
                @meguey /turn start frame:Fang target:Anvil range:direct
                @vincent /game undo
                @vincent /game undo
                @vincent /station near frame:Anvil station:Centre
                @vincent /turn start frame:Anvil target:Fang range:direct
                """;
        String out = run(TO_COMBAT + toThePoint + """
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct
                @vincent /game undo
                @vincent /game undo
                """ + toThePoint, 11);
        List<String> anvil = pools(out, "Anvil");
        List<String> fang = pools(out, "Fang");
        assertEquals(3, anvil.size(), out);
        assertEquals(1, anvil.stream().distinct().count(), "Anvil's own pool each time: " + anvil);
        assertFalse(anvil.contains(fang.getFirst()), "never Fang's: " + anvil + " " + fang);
        assertEquals(2, fang.size(), out);
        assertEquals(fang.getFirst(), fang.getLast(), "Fang's dice stay hers: " + fang);
    }

    /**
     * A re-review (2026-11-28): away from its point a roll took only the latest undo still waiting for
     * the player, so a smaller roll taken back (no reds: `target:none`) hid the older pool and the reds
     * it left, and with a station declared in between to leave the point, the reds came fresh at every
     * try. Every die kept for the player's pools now waits for them, the latest undo's first.
     */
    @Test
    void aSmallerRollTakenBackHidesNoneOfTheDiceAwayFromThePoint() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil target:Fang range:direct
                @vincent /game undo
                @vincent /turn start frame:Anvil target:none
                @vincent /game undo
                @vincent /station near frame:Anvil station:Centre
                @vincent /turn start frame:Anvil target:Fang range:direct
                """, 42);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(3, anvil.size(), out);
        assertEquals(anvil.getFirst(), anvil.getLast(), "the reds too, after the station: " + anvil);
    }

    /**
     * A re-review (2026-11-28): at a point, its own first dice (a smaller pool, no reds) hid the dice
     * waiting elsewhere, so the reds came fresh there and as kept with a station declared first: the
     * player chose which reds by declaring it or not. Every die kept for the player's pools now waits
     * for them, wherever the pool comes.
     */
    @Test
    void aPointsSmallerPoolHidesNoneOfTheDiceWaitingElsewhere() {
        String out = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil target:none
                @vincent /game undo
                @vincent /station near frame:Anvil station:Centre
                @vincent /turn start frame:Anvil target:Fang range:direct
                @vincent /game undo
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct
                @vincent /game undo
                @vincent /station near frame:Anvil station:Centre
                @vincent /turn start frame:Anvil target:Fang range:direct
                """, 42);
        List<String> anvil = pools(out, "Anvil");
        assertEquals(4, anvil.size(), out);
        assertEquals(1, anvil.subList(1, 4).stream().distinct().count(), "the same reds with or without the station: "
                + anvil);
    }

    /**
     * A re-review (2026-11-28): a damage roll's values are bare numbers, as a pool's were before kinds
     * were kept, so beside a pool's kept dice they were left out (the damage came fresh away from its
     * point), and a pool at a point where damage was kept took its values in order (the player chose
     * between two blues by declaring stations or not). Each kept die waits for its own kind of roll
     * (since 2026-11-29): a pool's die never takes a damage value.
     */
    @Test
    void damageDiceAndPoolDiceKeptTogetherEachGoToTheirOwnRoll() {
        String attack = """
                @vincent /turn start frame:Anvil target:terrain range:direct
                @vincent /turn attack die:W6 defend:B6
                @vincent /game undo
                @vincent /game undo
                """;
        String out = run(TO_COMBAT + attack + """
                @vincent /station near frame:Anvil station:Centre
                @vincent /turn start frame:Anvil target:terrain range:hand
                @vincent /turn attack die:W6 defend:B6
                """, 42);
        List<String> damage = damage(out, "Anvil");
        assertEquals(2, damage.size(), out);
        assertEquals(damage.getFirst(), damage.getLast(), "the damage again, away from its point: " + damage);
        String onTheDamagesPoint = runOn("point.db", TO_COMBAT + attack + """
                @vincent /station near frame:Anvil station:Centre
                @vincent /station near frame:Anvil station:none
                @vincent /turn start frame:Anvil target:terrain range:direct
                """, 42);
        List<String> anvil = pools(onTheDamagesPoint, "Anvil");
        assertEquals(anvil.getFirst(), anvil.getLast(), "the pool again, not the damage's values: " + anvil);
        // and again at each try there (a check of that mend: the redo there came fresh each time)
        String again = runOn("again.db", TO_COMBAT + attack + """
                @vincent /station near frame:Anvil station:Centre
                @vincent /station near frame:Anvil station:none
                @vincent /turn start frame:Anvil target:terrain range:direct
                @vincent /game undo
                @vincent /turn start frame:Anvil target:terrain range:direct
                @vincent /game undo
                @vincent /turn start frame:Anvil target:terrain range:direct
                """, 42);
        assertEquals(1, pools(again, "Anvil").stream().distinct().count(), "one pool at every try: " + pools(again, "Anvil"));
    }

    /**
     * A re-review (2026-11-29): the player whose turn it is may declare another's frame fell, and a
     * fall's kept dice waited for any fall of that owner's frames: Bolt's fall took Fang's, and
     * Fang's fall again came fresh. A fall's dice wait for that frame's fall.
     */
    @Test
    void aFallsKeptDiceWaitForThatFramesFall() {
        String first = run(RoundMessagesTest.DEMO_TO_ROUND_1.replace("@meguey /game join\n",
                "@vincent /game options elevation:true\n@meguey /game join\n") + """
                @vincent /turn start frame:Anvil target:none
                @vincent /turn defend die:none
                @vincent /damage fall frame:Fang owner:@meguey bricks:6
                @vincent /game undo
                """, 42);
        String bolt = run("@vincent /damage fall frame:Bolt owner:@meguey bricks:6\n", 7);
        String fang = run("""
                @meguey /damage take system:Y
                @meguey /damage take system:Ra
                @vincent /damage fall frame:Fang owner:@meguey bricks:6
                """, 11);
        List<String> fangs = falls(first, "Fang");
        assertEquals(1, fangs.size(), first);
        assertEquals(fangs, falls(fang, "Fang"), "Fang's fall again, after Bolt's: " + fang);
        assertEquals(1, falls(bolt, "Bolt").size(), bolt);
        assertFalse(falls(bolt, "Bolt").equals(fangs), "Bolt's fall its own dice: " + bolt);
    }

    private static List<String> falls(String out, String frame) {
        Matcher m = Pattern.compile("(?m)^🪂 " + frame + " falls \\d+ bricks: .*$").matcher(out);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group().replaceFirst("^🪂 \\S+", ""));
        }
        return found;
    }

    private static List<String> damage(String out, String frame) {
        Matcher m = Pattern.compile("(?m)^🎯 " + frame + "'s attack .*?: ([\\d, ]+)\\.$").matcher(out);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /** Each pool the frame rolled, as the bot shows it (ExportImportTest reads them so too). */
    static List<String> pools(String out, String frame) {
        Matcher m = Pattern.compile("(?m)^🎲 " + frame + " rolls: (.*)$").matcher(out);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    private String run(String script, int seed) {
        return runOn("mfz.db", script, seed);
    }

    /** The script at the console on a database of its own, by name. */
    private String runOn(String database, String script, int seed) {
        MainRunner.Result result = MainRunner.run(List.of("--seed", Integer.toString(seed)),
                Map.of("MFZ_DB", dir.resolve(database).toString()), script);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }
}
