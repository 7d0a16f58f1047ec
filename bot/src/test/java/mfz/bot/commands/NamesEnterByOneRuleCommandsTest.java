package mfz.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.hw.HwElements;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.game.SavedLayouts;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.HwElementStore;
import mfz.bot.store.MapLayoutStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every place a name enters the bot refuses the same names with the same reason (the rules'
 * {@code company.Names}): typed commands, tapped forms, and imports, through the router on a
 * real SQLite file, for frames, stations, saved companies, campaigns, the objective, terrain,
 * saved maps and Horizon Wars elements. Nothing is stored by a refusal.
 */
class NamesEnterByOneRuleCommandsTest {

    private static final String BIDI = "can't hold a direction control (U+202E RIGHT-TO-LEFT OVERRIDE): it would"
            + " reorder the text around the name.";

    @TempDir
    Path dir;

    private Database database;
    private GameService games;
    private SavedCompanies saved;
    private CampaignStore campaigns;
    private HwElements elements;
    private CommandRouter router;
    private final AtomicInteger interactions = new AtomicInteger();

    @BeforeEach
    void open() throws Exception {
        database = Database.open(dir.resolve("mfz.db"));
        SeededDice dice = new SeededDice(3);
        games = new GameService(new GameStore(database), dice, Clock.systemUTC());
        saved = new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC());
        campaigns = new CampaignStore(database);
        elements = new HwElements(new HwElementStore(database), Clock.systemUTC());
        router = Features.router(dice, games, saved, new CampaignService(campaigns, Clock.systemUTC()),
                elements, null,
                new SavedLayouts(new MapLayoutStore(database), Clock.systemUTC()));
    }

    @AfterEach
    void close() {
        database.close();
    }

    private Reply type(String user, String command, String... options) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            map.put(options[i], options[i + 1]);
        }
        return router.route(new Request("i-" + interactions.incrementAndGet(), "g", "c1", new Caller(user, user, false),
                command, map));
    }

    /** The text typed into the form a reply opened, submitted as the front ends submit it. */
    private Reply submit(String user, Reply asked, String text) {
        assertTrue(asked.form() != null, "a form: " + asked);
        ComponentIds.Action action = ComponentIds.decode(asked.form().id());
        return router.route(new Request("i-" + interactions.incrementAndGet(), "g", "c1", new Caller(user, user, false),
                action.command(), action.optionsWith(List.of(text))));
    }

    /** Refused privately with this reason, and the game (if any) unchanged. */
    private void refused(Reply reply, String reason) {
        assertTrue(reply.ephemeral(), "a refusal is private: " + reply);
        assertEquals(reason, reply.content());
    }

    private long version() {
        return games.version("c1").orElse(-1);
    }

    private void lobby() {
        type("vincent", "game new", "size", "skirmish");
        type("meguey", "game join");
        type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G Y Rd");
    }

    @Test
    void aTypedFrameStationOrFrameListIsRefusedWithTheRulesReason() {
        lobby();
        long before = version();
        refused(type("vincent", "company frame", "name", "Anvil\u202E1", "loadout", "B G Y Rd"), "A frame's name " + BIDI);
        refused(type("vincent", "company station", "name", "Home <t:0:R>"), "A station's name can't hold `<t:`: names"
                + " show as written, so they can't hold Discord markup (timestamps, other servers' emoji, commands).");
        refused(type("vincent", "company frames", "frames", "Anvil-2: B G Y Rd; Anvil\u200B3: B G Rh Rh"),
                "A frame's name can't hold an invisible character (U+200B ZERO WIDTH SPACE): every character of a name"
                        + " must show.");
        assertEquals(before, version(), "nothing was stored");
    }

    @Test
    void aNameTappedIntoAFormIsRefusedWithTheSameReason() {
        lobby();
        long before = version();
        refused(submit("vincent", type("vincent", "company frames"), "Anvil-2: B G Y Rd\nAnvil\u202E3: B G Rh Rh"),
                "A frame's name " + BIDI);
        refused(submit("vincent", type("vincent", "company save"), "Lancers https://x.example"),
                "A saved company's name can't hold `https://`: names can't hold links or invites.");
        assertEquals(List.of(), saved.names("vincent"), "no company was saved");
        assertEquals(before, version());
    }

    @Test
    void aCampaignAndItsObjectiveAreRefusedWithTheReason() throws Exception {
        refused(type("vincent", "campaign new", "name", "Moon\u202E"), "A campaign's name " + BIDI);
        assertTrue(campaigns.list("g").isEmpty(), "no campaign was made");
        type("vincent", "campaign new", "name", "Moon");
        type("vincent", "game new", "size", "skirmish", "campaign", "Moon");
        refused(type("vincent", "campaign objective", "name", "Le\u0336\u0351\u0352ader"), "The objective's name can't"
                + " stack 3 marks on one character (`e`): at most 2, so the name stays on its line.");
    }

    @Test
    void anElementIsRefusedWithTheReason() {
        refused(type("bo", "hw element-add", "name", "Tank\u00A0", "fire", "4", "move", "2", "armour", "3",
                "defense", "2", "presence", "1"), "An element's name can't hold an unusual space (U+00A0 NO-BREAK"
                + " SPACE): use an ordinary space.");
        assertEquals(List.of(), elements.all("c1"), "no element was added");
    }

    @Test
    void terrainAndASavedMapAreRefusedWithTheReason() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("map.db"), 5)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            table.type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
            table.type("vincent", "game options", "map", "true");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            table.type("vincent", "game start");
            assertEquals("A terrain's name can't hold a direction control (U+2066 LEFT-TO-RIGHT ISOLATE): it would"
                    + " reorder the text around the name.", table.refused("vincent", "map terrain", "name", "Hill\u2066",
                    "shape", "rect 1,1,2,2", "height", "3"));
            table.type("vincent", "map terrain", "name", "Hill", "shape", "rect 1,1,2,2", "height", "3");
            Reply save = table.type("meguey", "map save", "name", "Ridge discord.gg/x");
            refused(save, "The saved map's name can't hold `discord.gg/`: names can't hold links or invites.");
            assertTrue(table.refused("vincent", "map load", "name", "Ridge discord.gg/x").contains("no saved map"),
                    "no map was saved");
        }
    }

    @Test
    void anImportHoldingSuchANameIsRefusedWithTheRulesReason() {
        // A started game: the lobby is never exported.
        type("vincent", "game new", "size", "demo");
        type("meguey", "game join");
        type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G Y Rd", "ssr", "3");
        type("vincent", "company frame", "name", "Hammer", "loadout", "G Rh");
        type("vincent", "company ready");
        type("meguey", "company frame", "name", "Fang", "loadout", "B G Y Rd", "ssr", "3");
        type("meguey", "company frame", "name", "Bolt", "loadout", "B Y Ra");
        type("meguey", "company ready");
        type("vincent", "game start");
        Reply export = type("vincent", "game export");
        String file = new String(export.files().getFirst().content(), StandardCharsets.UTF_8);
        type("vincent", "game end", "confirm", "true");
        assertTrue(file.contains("\"Anvil-1\""), file);
        Reply imported = type("vincent", "game import", "file", file.replace("\"Anvil-1\"", "\"Anvil\\u202E1\""));
        assertTrue(imported.ephemeral(), imported.toString());
        assertTrue(imported.content().endsWith("is not a legal step: the rules refuse it: A frame's name " + BIDI),
                imported.content());
        assertFalse(games.game("c1").isPresent(), "nothing was imported");
        Reply whole = type("vincent", "game import", "file", file);
        assertFalse(whole.ephemeral(), "the file as exported imports: " + whole.content());
    }
}
