package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.ControlRules;
import mfz.bot.core.Reply;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The buttons and menus under game announcements: what they offer, to whom, and that they go stale. */
class ControlsTest {

    @TempDir
    Path dir;

    @Test
    void theLobbyOffersJoinAndReadyToEveryone() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Reply opened = table.type("vincent", "game new", "size", "skirmish");

            Component join = GameHarness.control(opened, "Join");
            assertEquals("game join", join.id(), "no owner, no version: one button serves everyone");
            assertEquals("company ready", GameHarness.control(opened, "My company is ready").id());

            Reply joined = table.tap("meguey", join);
            assertFalse(joined.ephemeral(), joined.content());
            assertTrue(joined.content().contains("meguey"), joined.content());
            Reply again = table.tap("meguey", join);
            assertTrue(again.ephemeral(), "the rules refuse a second seat: " + again.content());
        }
    }

    @Test
    void deploymentOffersThePlacerTheirUnplacedFramesAndStationsAndGoesStaleOnceUsed() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            table.type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            Reply started = table.type("vincent", "game start");
            assertEquals(Phase.DEPLOYMENT, table.game().phase(), started.content());

            Component approve = GameHarness.control(started, "Approve the terrain");
            assertEquals("deploy done|step=terrain", approve.id(), "the button says its step");
            table.tap("vincent", approve);
            Reply step2 = table.tap("meguey", approve);
            assertEquals(DeploymentStep.DEFENDER_SETUP, table.game().deployment().step());
            String placer = table.game().deployment().placer();
            String other = placer.equals("vincent") ? "meguey" : "vincent";
            assertTrue(step2.rows().size() <= Controls.MAX_ROWS);

            Component.SelectMenu frames = (Component.SelectMenu) GameHarness.control(step2, "Place a frame");
            assertEquals(table.game().framesOf(placer).stream().map(f -> "frame=" + f.name()).toList(),
                    frames.options().stream().map(Component.Option::value).toList(),
                    "no station is on the table yet: each frame is placed near none");
            ComponentIds.Action action = ComponentIds.decode(frames.id());
            assertEquals(placer, action.options().get(ComponentIds.FOR));
            assertEquals(Long.toString(table.games().version(GameHarness.CHANNEL).orElseThrow()),
                    action.options().get(ComponentIds.VERSION));
            Component.SelectMenu stations = (Component.SelectMenu) GameHarness.control(step2, "Place a station");
            assertEquals(3, stations.options().size());
            assertFalse(labels(step2).contains("Finish step 2"), "the step can't finish yet: no button for it");

            Reply foreign = table.tap(other, frames, frames.options().get(0).value());
            assertTrue(foreign.ephemeral());
            assertTrue(foreign.content().startsWith("That button is for <@" + placer + ">"), foreign.content());

            Reply placed = table.tap(placer, frames, frames.options().get(0).value());
            assertFalse(placed.ephemeral(), placed.content());
            Reply stale = table.tap(placer, frames, frames.options().get(1).value());
            assertTrue(stale.content().startsWith(ControlRules.OUT_OF_DATE), stale.content());
            assertEquals(1, table.game().framesOf(placer).stream().filter(f -> f.placed()).count(),
                    "the stale menu placed nothing");

            Component.SelectMenu fewer = (Component.SelectMenu) GameHarness.control(placed, "Place a frame");
            assertEquals(frames.options().size() - 1, fewer.options().size(), "the placed frame is not offered again");
        }
    }

    @Test
    void deploymentMenusOfferOnlyWhatTheRulesAcceptNoThirdFrameInStepTwoAndTheStepEndsWithTheLastPlacement() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            table.type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            table.type("vincent", "game start");
            table.type("vincent", "deploy done");
            table.type("meguey", "deploy done");
            String placer = table.game().deployment().placer();
            List<String> frames = table.game().framesOf(placer).stream().map(f -> f.name()).toList();
            table.type(placer, "deploy done", "frame", frames.get(0));
            Reply two = table.type(placer, "deploy done", "frame", frames.get(1));
            assertFalse(labels(two).stream().anyMatch(l -> l.startsWith("Place a frame")),
                    "2 frames are placed in step 2: a third is not offered: " + labels(two));
            assertFalse(labels(two).contains("Finish step 2"), "stations are still off the table");
            List<String> stations = table.game().stationsOf(placer).stream().map(s -> s.name()).toList();
            for (String station : stations.subList(0, stations.size() - 1)) {
                table.type(placer, "deploy done", "station", station);
            }
            // Nothing else to place after the last station: the step ends by itself, no button to finish it.
            Reply last = table.type(placer, "deploy done", "station", stations.getLast());
            assertFalse(labels(last).contains("Finish step 2"), labels(last).toString());
            assertEquals(DeploymentStep.POINT_FRAME, table.game().deployment().step());
        }
    }

    private static List<String> labels(Reply reply) {
        return reply.rows().stream().flatMap(row -> row.components().stream()).map(c -> switch (c) {
            case Component.Button button -> button.label();
            case Component.SelectMenu menu -> menu.placeholder();
        }).toList();
    }

    @Test
    void aTieForHighestScoreOffersRemoveAFrameDeferToItsPlayerAndAFrameOfOnesOwnInAForm() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd", "B Y Ra");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            Reply started = table.type("vincent", "game start");
            PendingDecision.HighTieChoice tie = (PendingDecision.HighTieChoice) table.game().pending();
            String chooser = tie.player();

            assertTrue(started.content().contains("<@" + chooser + ">"), "the chooser is mentioned: " + started.content());
            // A frame of one's own (any name, any loadout) is tapped too: a form asks for it.
            Component own = GameHarness.control(started, "Add a frame of my own");
            Reply asked = table.tap(chooser, own);
            assertTrue(asked.form() != null, "a form: " + asked);
            ComponentIds.Action form = ComponentIds.decode(asked.form().id());
            assertEquals("bid choose", form.command());
            assertEquals("/bid choose option:add-frame design:\"Spare: B G Y Rd\"", asked.form().typed());
            // A disc typed with the command goes with its form, and the frame submitted stands on it (a review).
            Reply wide = table.type(chooser, "bid choose", "option", "add-frame", "disc", "2");
            ComponentIds.Action widely = ComponentIds.decode(wide.form().id());
            assertEquals("2", widely.options().get("disc"), wide.form().id());
            assertTrue(wide.form().typed().endsWith(" disc:2"), wide.form().typed());
            String refused = table.refused(chooser, "bid choose", "option", "add-frame", "design", "no colon here");
            assertTrue(refused.contains("a colon"), refused);
            Component.SelectMenu remove = (Component.SelectMenu) GameHarness.control(started, "Remove a frame");
            assertEquals(5, remove.options().size());
            Component defer = GameHarness.control(started, "Defer");
            assertEquals(chooser, ComponentIds.decode(defer.id()).options().get(ComponentIds.FOR));
            // what follows, said on the button ("Defer to vincent" left it open)
            assertTrue(((Component.Button) defer).label().matches("Defer: \\S+ chooses instead"),
                    ((Component.Button) defer).label());

            Reply deferred = table.tap(chooser, defer);
            assertFalse(deferred.ephemeral(), deferred.content());
            Reply twice = table.tap(chooser, defer);
            assertTrue(twice.content().startsWith(ControlRules.OUT_OF_DATE), twice.content());
        }
    }

    @Test
    void aFivePlayerDemoStaysWithinDiscordsLimitsAndOffersEachOwnersFramesInTurn() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            List<String> players = List.of("host", "p2", "p3", "p4", "p5");
            Reply opened = table.type("host", "game new", "size", "demo", "ssr", "0");
            for (String player : players.subList(1, players.size())) {
                table.tap(player, GameHarness.control(opened, "Join"));
            }
            for (String player : players) {
                table.type(player, "company frame", "name", "Long-named frame of " + player + " one", "loadout", "B G Y Rd");
                table.type(player, "company frame", "name", "Long-named frame of " + player + " two", "loadout", "B G Y Rh");
                table.type(player, "company ready");
            }
            Reply latest = table.type("host", "game start");
            if (table.game().deployment().step() == DeploymentStep.TERRAIN) {
                for (String player : players) {
                    latest = table.tap(player, GameHarness.control(latest, "Approve the terrain"));
                }
            }
            assertEquals(DeploymentStep.DEMO_PLACEMENT, table.game().deployment().step(), latest.content());

            assertWithinLimits(latest);
            assertEquals(Controls.MAX_ROWS - 1, latest.rows().size(),
                    "four owners' menus; no finish button while frames are off the table, and the last row the "
                            + "Table button's (who goes first is typed here)");
            for (int frame = 0; frame < 2; frame++) {
                Component.SelectMenu first = (Component.SelectMenu) GameHarness.control(latest, "Place host's frame");
                latest = table.tap("host", first, first.options().get(0).value());
                assertFalse(latest.ephemeral(), latest.content());
                assertWithinLimits(latest);
            }
            GameHarness.control(latest, "Place p5's frame");
        }
    }

    @Test
    void theDoomsdayChoiceIsTickOrPassForTheChooserOnly() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.type("vincent", "game new", "size", "skirmish");
            table.type("meguey", "game join");
            // The round's end comes with combat (rules part 2): ask the decision of the game directly.
            Game asked = table.game().apply(new Event.DecisionRequested(
                    new PendingDecision.DoomsdayChoice("meguey", List.of("vincent"))));

            List<Component.Row> rows = Controls.forGame(asked, 17);

            assertEquals(1, rows.size());
            List<String> ids = rows.getFirst().components().stream().map(Component::id).toList();
            assertEquals(List.of("doomsday tick|for=meguey|v=17", "doomsday pass|for=meguey|v=17"), ids);
            Component.Button tick = (Component.Button) rows.getFirst().components().getFirst();
            // A clock not yet started stands at 0 here: any tick would end the game, and the button says so.
            assertTrue(tick.label().startsWith("Tick to 0: the game ends, "), tick.label());
            // A reminder carries the controls of whom it reminds, none of another player's.
            assertEquals(rows, Controls.forPlayer(asked, 17, "meguey"));
            assertEquals(List.of(), Controls.forPlayer(asked, 17, "vincent"));
            assertEquals(List.of(), Controls.forPlayer(asked, 17, "megue"), "an id that begins the same is another");
        }
    }

    /** A crowded battle on the map may line up more than five covers: each gets its button, five a row. */
    @Test
    void everyCoverTheMapFoundIsAButtonFiveARow() {
        List<String> covers = List.of("Wall", "b/b2", "c/c1", "c/c2", "d/d1", "d/d3", "e/e4");
        List<Component.Row> rows = Controls.coverChoice(Game.EMPTY, new PendingDecision.CoverChoice("b", "a", "a1",
                "b1", "R5", false, covers), Controls.mine("b", 7));
        assertEquals(List.of(5, 2), rows.stream().map(r -> r.components().size()).toList());
        assertEquals(List.of("Hit first: Wall", "Hit first: b2", "Hit first: c1", "Hit first: c2", "Hit first: d1",
                "Hit first: d3", "Hit first: e4"), rows.stream().flatMap(r -> r.components().stream())
                .map(c -> ((Component.Button) c).label()).toList());
    }

    /** Two players' frames of one name are told apart by their owners: there were two "Hit first: X1" (an audit). */
    @Test
    void twoCoversOfOneNameAreToldApartByTheirOwners() {
        List<String> covers = List.of("b/X1", "c/X1", "c/X2");
        List<Component.Row> rows = Controls.coverChoice(Game.EMPTY, new PendingDecision.CoverChoice("b", "a", "a1",
                "b1", "R5", false, covers), Controls.mine("b", 7));
        assertEquals(List.of("Hit first: X1 (b)", "Hit first: X1 (c)", "Hit first: X2"), rows.stream()
                .flatMap(r -> r.components().stream()).map(c -> ((Component.Button) c).label()).toList());
    }

    /**
     * Two covers of one 32-character name, named owner/name with 19-digit ids, in a channel's later
     * game (7-digit versions): those buttons would pass Discord's 100, and are left out while the
     * others stay (an audit: the whole reply lost its controls and its ping).
     */
    @Test
    void aCoverWhoseButtonCantFitIsLeftOutAndTheOthersStay() {
        String name = "x".repeat(32);
        String owner = "1".repeat(19);
        String other = "2".repeat(19);
        List<String> covers = List.of("Wall", owner + "/" + name, other + "/" + name);
        List<Component.Row> rows = Controls.coverChoice(Game.EMPTY, new PendingDecision.CoverChoice(owner, other,
                "a1", "b1", "R5", false, covers), Controls.mine(owner, 1_048_577));
        assertEquals(List.of("Hit first: Wall"), rows.stream().flatMap(r -> r.components().stream())
                .map(c -> ((Component.Button) c).label()).toList());
    }

    private static void assertWithinLimits(Reply reply) {
        assertTrue(reply.rows().size() <= Controls.MAX_ROWS);
        for (Component.Row row : reply.rows()) {
            assertTrue(row.components().size() <= 5);
            for (Component component : row.components()) {
                assertTrue(component.id().length() <= ComponentIds.MAX_LENGTH);
                if (component instanceof Component.SelectMenu menu) {
                    assertTrue(menu.options().size() <= Controls.MAX_OPTIONS);
                    menu.options().forEach(o -> assertTrue(o.label().length() <= Controls.MAX_LABEL));
                    assertEquals(1, row.components().size(), "a menu fills its row");
                }
            }
        }
    }
}
