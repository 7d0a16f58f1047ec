package mfz.bot.commands.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.DriverManager;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import mfz.rules.dice.RolledDie;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.GameHarness;
import mfz.bot.console.ConsoleLine;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.ObjectiveBehaviour;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code /campaign} subcommands through the router on a real SQLite file. */
class CampaignCommandsTest {

    @TempDir
    Path dir;

    @Test
    void newStartsACampaignWhoseNextBattleOpensHere() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            assertTrue(table.type("vincent", "campaign new", "name", "Moon").content().contains("the campaign **Moon**"));
            table.refused("meguey", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            assertTrue(table.type("vincent", "campaign status").content().contains("Moon"));
        }
    }

    /**
     * A campaign battle's objective is named by taps too: its behaviour from the lobby's menu, then
     * a form for its name (a product audit, 2026-11-26: typed only, against PRODUCT.md's promise
     * that every decision can be tapped).
     */
    @Test
    void theObjectiveIsNamedByTaps() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            Reply opened = table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.type("meguey", "game join");
            Component.SelectMenu menu = (Component.SelectMenu) GameHarness.control(opened,
                    "Name the special objective");
            assertEquals(List.of("It stays where it is placed", "It follows orders", "It follows its holder",
                    "It is afraid"), menu.options().stream().map(Component.Option::label).toList());
            Reply asked = table.tap("meguey", menu, "follow");
            assertTrue(asked.form() != null, "a form asks its name: " + asked);
            var form = ComponentIds.decode(asked.form().id());
            Map<String, String> options = new LinkedHashMap<>(form.options());
            options.put("name", "Prototype");
            Reply named = table.type("meguey", form.command(), options.entrySet().stream()
                    .flatMap(e -> Stream.of(e.getKey(), e.getValue())).toArray(String[]::new));
            assertFalse(named.ephemeral(), named.content());
            assertEquals("Prototype", table.game().options().campaign().objective());
            assertEquals(ObjectiveBehaviour.FOLLOW, table.game().options().campaign().behaviour());
            // Where naming one would be refused (here, a game that is no campaign's battle), it is
            // refused before any form opens, not after the player typed a name (a review).
            table.type("vincent", "game end", "confirm", "true");
            table.type("vincent", "game new", "size", "skirmish");
            Reply refused = table.tap("vincent", menu, "none");
            assertTrue(refused.form() == null && refused.ephemeral(), refused.toString());
        }
    }

    /** Naming the objective again to mend a typo keeps its behaviour unless another is given (a campaign audit). */
    @Test
    void theObjectiveNamedAgainKeepsItsBehaviour() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.type("vincent", "campaign objective", "name", "Protoype", "behaviour", "follow");
            table.type("vincent", "campaign objective", "name", "Prototype");
            assertEquals("Prototype", table.game().options().campaign().objective());
            assertEquals(ObjectiveBehaviour.FOLLOW, table.game().options().campaign().behaviour());
            table.type("vincent", "campaign objective", "name", "Prototype", "behaviour", "none");
            assertEquals(ObjectiveBehaviour.NONE, table.game().options().campaign().behaviour());
        }
    }

    /**
     * A station named like the objective (each secret from the other until the start) is renamed
     * at the start, and the reply says it was the objective's name, not another company's (an
     * adversarial test).
     */
    @Test
    void aStationNamedLikeTheObjectiveIsRenamedForIt() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon", "ssr", "0");
            table.type("meguey", "game join");
            for (String player : List.of("vincent", "meguey")) {
                for (int i = 1; i <= 4; i++) {
                    table.type(player, "company frame", "name", player.charAt(0) + "F" + i, "loadout", "B G Y Rd");
                }
                for (String station : List.of("Alpha", player + "-B", player + "-C")) {
                    table.type(player, "company station", "name", player.equals("vincent") ? station : "M" + station);
                }
                table.type(player, "company ready");
            }
            // Named in other letters than the station: told as the objective is named.
            table.type("vincent", "campaign objective", "name", "alpha");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            Reply started = table.type("vincent", "game start");
            assertTrue(started.content().contains("The objective is named `alpha`: **vincent**'s station is now "
                    + "`Alpha-2`."), started.content());
        }
    }

    @Test
    void statusAndHistoryTellTheCampaignNamedOrThisChannels() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            String status = table.type("meguey", "campaign status", "campaign", "Moon").content();
            String history = table.type("meguey", "campaign history", "campaign", "Moon").content();
            assertTrue(status.contains("Moon"), status);
            assertTrue(history.contains("Moon"), history);
            assertFalse(status.equals(history));
            table.refused("meguey", "campaign status", "campaign", "Mars");
            table.refused("meguey", "campaign history", "campaign", "Mars");
        }
    }

    /**
     * A campaign battle exported and restored is played on its own, and the restore says so: the
     * campaign keeps the battle it opened (a campaign audit, 2026-11-26: nothing said that its end
     * would never be recorded).
     */
    @Test
    void aCampaignBattleRestoredSaysItIsPlayedOnItsOwn() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "ssr", "0", "campaign", "Moon");
            table.type("meguey", "game join");
            for (String player : List.of("vincent", "meguey")) {
                String prefix = player.equals("vincent") ? "Anvil-" : "Fang-";
                for (int i = 1; i <= (player.equals("vincent") ? 4 : 5); i++) {
                    table.type(player, "company frame", "name", prefix + i, "loadout", "B G Y Rd");
                }
                for (String station : List.of("A", "B", "C")) {
                    table.type(player, "company station", "name", prefix.charAt(0) + station);
                }
                table.type(player, "company ready");
            }
            table.type("vincent", "game start");
            String file = new String(table.type("vincent", "game export").files().getFirst().content(),
                    StandardCharsets.UTF_8);
            table.type("vincent", "game end", "confirm", "true");
            String restored = table.type("vincent", "game import", "file", file).content();
            assertTrue(restored.contains("restored a game here") && restored.contains("This game was a battle of the "
                    + "campaign **Moon**. Restored, it keeps the campaign's constraints and objective but is played on "
                    + "its own: its end isn't recorded in the campaign"), restored);
            // Unsealed, its constraints are the file's word, said as such (a campaign audit: an edited file with
            // none was told it kept the campaign's).
            table.type("vincent", "game end", "confirm", "true");
            ObjectNode unsealed = (ObjectNode) new ObjectMapper().readTree(file);
            unsealed.remove("seal");
            String edited = table.type("vincent", "game import", "file", unsealed.toString()).content();
            assertTrue(edited.contains("The file says this game was a battle of the campaign **Moon**, under no "
                    + "constraint: the file's word, not the campaign's."), edited);
            assertFalse(edited.contains("keeps the campaign's constraints"), edited);
        }
    }

    @Test
    void theReportsWaitForTheEnd() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            assertTrue(table.refused("meguey", "campaign report", "campaign", "Moon").contains(
                    "No battle of Moon has reached doomsday yet"));
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            assertTrue(table.refused("meguey", "campaign report", "campaign", "Moon").contains(
                    "No battle of Moon has reached doomsday yet"));
            assertTrue(table.refused("meguey", "game report").startsWith("The report comes after the end"));
        }
    }

    @Test
    void objectiveNamesTheBattlesSpecialObjective() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "game new", "size", "skirmish");
            table.refused("vincent", "campaign objective", "name", "Leader");
        }
        try (GameHarness table = new GameHarness(dir.resolve("campaign.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.refused("vincent", "campaign objective", "name", "Leader", "behaviour", "sleepy");
            long before = table.version();
            assertTrue(table.type("vincent", "campaign objective", "name", "Leader", "behaviour", "orders").content()
                    .contains("Leader"));
            assertTrue(table.version() > before);
        }
    }

    @Test
    void moveAndChooseWaitForTheObjectiveToBePlacedAndHeld() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            table.type("meguey", "game join");
            table.type("vincent", "campaign objective", "name", "Leader", "behaviour", "orders");
            table.refused("vincent", "campaign move", "near", "none");
            assertTrue(table.refused("vincent", "campaign choose", "first", "size", "second", "average", "size", "battle",
                            "average", "2").contains("its own holder chooses at its doomsday"));
        }
    }

    /**
     * The next battle waits for the holder's choice: a bot seat that held the objective, whose
     * choice at doomsday wasn't stored (its reply failed), chooses when the next battle opens,
     * and the battle opens under it (an audit: nobody could choose for it, and the choice lapsed).
     */
    @Test
    void aBotSeatsChoiceLeftUnstoredIsMadeWhenTheNextBattleOpens() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Database database = Database.open(file)) {
            CampaignService campaigns = new CampaignService(
                    new CampaignStore(database), Clock.systemUTC());
            var moon = campaigns.create("g", "Moon");
            moon = campaigns.decide(moon, new CampaignCommand.OpenBattle("vincent", 1, "old",
                    "2026-11-01"));
            campaigns.decide(moon, new CampaignCommand.FinishBattle("vincent", 1, "2026-11-01",
                    List.of(new Battle.Result("vincent", "vincent", 20),
                            new Battle.Result("bot-hard-1", "Hard bot", 30)), List.of("bot-hard-1"),
                    "Leader", ObjectiveBehaviour.NONE, "bot-hard-1"));
        }
        try (GameHarness table = new GameHarness(file, 1)) {
            var opened = table.type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
            assertFalse(opened.ephemeral(), opened.content());
            assertFalse(table.game().options().campaign().constraints().isEmpty(),
                    "opened under the seat's choice: " + opened.content());
            assertTrue(opened.content().contains("chose the constraints for battle 2"), "and told: " + opened.content());
        }
    }

    /**
     * A choice is stored once: an option that belongs to neither chosen kind, or typed beside
     * {@code picks:}, is refused with the reason, where it was dropped without a word (an audit).
     */
    @Test
    void aChoiceRefusesWhatItWouldLeaveOut() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "campaign new", "name", "Moon");
            assertEquals("`ssr:` is for the design constraint, which isn't one of the two chosen (size and average): "
                    + "nothing was chosen. Leave it out, or choose `design`.", table.refused("vincent",
                    "campaign choose", "first", "size", "second", "average", "size", "battle", "average", "2",
                    "ssr", "0"));
            assertEquals("`picks:` chooses both constraints: give it alone, or `first:` and `second:` without it.",
                    table.refused("vincent", "campaign choose", "picks", "no-comms average-3", "first", "size"));
        }
    }

    /**
     * The host may act for an absent player: the host of the battle whose doomsday left the choice
     * chooses for its holder with {@code as:}, so an absent holder doesn't hold up the campaign
     * (battle 1 of the console's campaign script, meguey holding Leader at its doomsday).
     */
    @Test
    void theLastBattlesHostChoosesForAnAbsentHolder() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            battle1Until(table, "@meguey /help step:true");
            String[] choice = {"first", "size", "second", "average", "size", "battle", "average", "3"};
            assertEquals("Only the host of battle 1 (vincent) can choose for meguey (`as:`).",
                    table.refused("ada", "campaign choose", with(choice, "as", "meguey")));
            assertEquals("Only meguey, who held the objective at doomsday, chooses the constraints.",
                    table.refused("vincent", "campaign choose", with(choice, "as", "ada")), "the rules' word first");
            String chosen = table.type("vincent", "campaign choose", with(choice, "as", "meguey")).content();
            assertTrue(chosen.startsWith("📜 **vincent** (the host, for **meguey**, who held the objective) chose the "
                    + "constraints for battle 2 of **Moon**: "), chosen);
            // who chose, the host for her (a campaign audit: it said she had)
            assertEquals("vincent (the host) already chose for meguey: size constraint: played at battle size; average "
                    + "constraint: at most 3 systems per frame on average.", table.refused("meguey", "campaign choose",
                    choice));
            String history = table.type("meguey", "campaign history").content();
            assertTrue(history.contains("Chosen for the next battle by vincent (the host), for meguey: size constraint"),
                    "the campaign's own record says who chose, as the game log does: " + history);
        }
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("mfz.db"));
             var latest = connection.createStatement().executeQuery(
                     "SELECT type, actor_user_id FROM campaign_events ORDER BY seq DESC LIMIT 1")) {
            assertTrue(latest.next());
            assertEquals("vincent", latest.getString("actor_user_id"), "the log keeps who chose: " + latest.getString("type"));
        }
    }

    /**
     * Battle 1 of the console's campaign script, typed up to (not including) this line. The script's
     * dice all roll 3; these are seeded, so M1's move takes the green it rolled.
     */
    private void battle1Until(GameHarness table, String stop) throws Exception {
        try (InputStream in = getClass().getResourceAsStream("/campaign/battle1.txt")) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> l.startsWith("@")).toList();
            for (String line : lines.subList(0, lines.indexOf(stop))) {
                ConsoleLine typed = ConsoleLine.parse(line.equals("@meguey /turn move die:G3")
                        ? "@meguey /turn move die:" + green(table) : line);
                table.type(typed.user(), typed.command(), typed.options().entrySet().stream()
                        .flatMap(o -> Stream.of(o.getKey(), o.getValue().replace("@", "")))
                        .toArray(String[]::new));
            }
        }
    }

    /** The green die the acting frame rolled. */
    private static String green(GameHarness table) {
        return table.game().roundState().active().left().stream().map(RolledDie::notation)
                .filter(die -> die.startsWith("G")).findFirst().orElseThrow();
    }

    private static String[] with(String[] options, String... more) {
        return Stream.concat(Stream.of(options), Stream.of(more)).toArray(String[]::new);
    }

    /**
     * The holder of an objective that takes orders moves it by tapping: one menu of the frames
     * standing near it after, several at once (battle 1 of the console's campaign script, up to
     * the objective being held).
     */
    @Test
    void theHolderMovesTheObjectiveByTappingTheFramesNearItAfter() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            battle1Until(table, "@meguey /turn move die:G3");
            // M1, declared near Leader out of turn, takes it with its own move (§7), in its turn
            Reply moved = table.type("meguey", "turn move", "die", green(table));
            var menu = (Component.SelectMenu) GameHarness.control(moved, "Move Leader: near which frames");
            assertTrue(menu.maxValues() > 1, "several frames at once");
            String v1 = menu.options().stream().filter(o -> o.label().equals("Near vincent's V1")).findFirst()
                    .orElseThrow().value();
            String m1 = menu.options().stream().filter(o -> o.label().equals("Near meguey's M1")).findFirst()
                    .orElseThrow().value();
            String ordered = table.tap("meguey", menu, v1, m1).content();
            assertTrue(ordered.contains("now near it: V1 (vincent), M1 (meguey)") || ordered.contains(
                    "now near it: M1 (meguey), V1 (vincent)"), ordered);
        }
    }
}
