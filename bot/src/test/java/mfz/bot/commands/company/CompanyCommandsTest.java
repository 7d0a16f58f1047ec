package mfz.bot.commands.company;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each {@code /company} subcommand through the router on a real SQLite file: its effect, and a refusal. */
class CompanyCommandsTest {

    @TempDir
    Path dir;

    private GameHarness lobby() throws Exception {
        GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1);
        table.type("vincent", "game new", "size", "skirmish", "ssr", "0");
        table.type("meguey", "game join");
        return table;
    }

    private static CompanyDraft company(GameHarness table, String player) {
        return table.game().player(player).orElseThrow().company();
    }

    @Test
    void frameAddsAFrameAndAnswersPrivatelyWithTheCard() throws Exception {
        try (GameHarness table = lobby()) {
            Reply reply = table.type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G Y Rd");
            assertTrue(reply.ephemeral());
            assertEquals("vincent's company", reply.embeds().getFirst().title());
            assertEquals(List.of("Anvil-1"), company(table, "vincent").frames().stream().map(FrameDraft::name).toList());
            table.refused("nobody", "company frame", "name", "Anvil-2", "loadout", "B G Y Rd");
        }
    }

    /**
     * After the start the card is the company as revealed, names the start changed included,
     * and asks nothing more of it (a campaign play found the draft shown, with fixes to make).
     */
    @Test
    void afterTheStartTheCardIsTheRevealedCompany() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 7)) {
            table.started();
            Reply card = table.type("vincent", "company show");
            assertTrue(card.ephemeral());
            assertEquals("vincent's company", card.embeds().getFirst().title());
            assertTrue(card.embeds().getFirst().description().startsWith("As it stands now"), card.embeds().toString());
            String frames = card.embeds().getFirst().fields().getFirst().value();
            Frame first = table.game().framesOf("vincent").getFirst();
            // Its systems and whites as they stand, as the table shows them.
            assertTrue(frames.contains("**" + first.name() + "** "
                    + LoadoutNotation.write(first.systems()) + " · " + "⬜".repeat(first.whites())),
                    frames);
            assertFalse(card.embeds().getFirst().description().contains("Still to fix"), card.embeds().toString());
            assertEquals("Revealed at the start: everyone sees it.", card.embeds().getFirst().footer());
        }
    }

    /** A frame of no systems, typed {@code -}, reads "none" on the card, as it does once built (a play-test saw "Naked -"). */
    @Test
    void aFrameOfNoSystemsReadsNone() throws Exception {
        try (GameHarness table = lobby()) {
            Reply reply = table.type("vincent", "company frame", "name", "Naked", "loadout", "-");
            String frames = reply.embeds().getFirst().fields().stream().filter(f -> f.name().equals("Frames"))
                    .findFirst().orElseThrow().value();
            assertEquals("**Naked** none", frames);
        }
    }

    @Test
    void anEnvironmentalSystemNamesItsKindOfHazardInTheLoadout() throws Exception {
        try (GameHarness table = lobby()) {
            table.type("vincent", "game options", "hazards", "true");
            Reply reply = table.type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G e:Zero_G Rd");
            assertFalse(reply.embeds().getFirst().description().contains("Anvil-1"), reply.embeds().toString());
            Reply wrong = table.type("vincent", "company frame", "name", "Anvil-2", "loadout", "B G Y:heat");
            assertTrue(wrong.embeds().getFirst().description().contains("Y:heat"), wrong.toString());
        }
    }

    @Test
    void stationAddsAStationForPlayersOnly() throws Exception {
        try (GameHarness table = lobby()) {
            table.type("meguey", "company station", "name", "Alpha");
            assertEquals(List.of("Alpha"), company(table, "meguey").stations());
            table.refused("nobody", "company station", "name", "Beta");
        }
    }

    @Test
    void removeTakesOutAFrameOrAStation() throws Exception {
        try (GameHarness table = lobby()) {
            table.type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G Y Rd");
            table.type("vincent", "company station", "name", "Alpha");
            table.type("vincent", "company remove", "name", "Anvil-1");
            table.type("vincent", "company remove", "name", "alpha");
            assertTrue(company(table, "vincent").frames().isEmpty());
            assertTrue(company(table, "vincent").stations().isEmpty());
            assertEquals("Your company has no frame or station called `Nope`.",
                    table.refused("vincent", "company remove", "name", "Nope"));
        }
    }

    /** A station named twice stood as "S1, S1", and one remove then took both (a campaign audit). */
    @Test
    void aStationsNameIsItsOwn() throws Exception {
        try (GameHarness table = lobby()) {
            table.type("vincent", "company station", "name", "S1");
            assertEquals("Your company already has a station named `S1`: give this one a name of its own. Nothing was "
                    + "added.", table.refused("vincent", "company station", "name", "s1"));
            table.refused("vincent", "company station", "name", "\u04051");
            assertEquals(List.of("S1"), company(table, "vincent").stations());
        }
    }

    @Test
    void showListsTheCompanyWithItsProblems() throws Exception {
        try (GameHarness table = lobby()) {
            table.type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G Y Rd");
            Reply shown = table.type("vincent", "company show");
            assertTrue(shown.ephemeral());
            assertTrue(shown.embeds().getFirst().description().startsWith("Still to fix:"));
            assertEquals("You are not playing in this game: `/game join` first.",
                    table.refused("nobody", "company show"));
        }
    }

    @Test
    void readyDeclaresAValidCompanyFinal() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            table.type("vincent", "company remove", "name", "AA");
            table.refused("vincent", "company ready");
            table.type("vincent", "company station", "name", "AA");
            Reply ready = table.type("vincent", "company ready");
            assertFalse(ready.ephemeral(), "everyone is told");
            assertTrue(table.game().player("vincent").orElseThrow().ready());
        }
    }

    @Test
    void saveLoadAndListKeepCompaniesAcrossGames() throws Exception {
        try (GameHarness table = lobby()) {
            assertTrue(table.type("vincent", "company list").content().startsWith("You have no saved companies yet."));
            assertEquals("Your company has no frames yet: there is nothing to save.",
                    table.refused("vincent", "company save", "name", "Mine"));
            table.type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G Y Rd");
            table.type("vincent", "company save", "name", "Mine");
            assertEquals("Your saved companies: `Mine`.", table.type("vincent", "company list").content());
            assertEquals(List.of("Mine"), table.suggest("vincent", "company load", "name"));

            table.type("meguey", "company load", "name", "Mine");
            assertTrue(company(table, "meguey").frames().isEmpty(), "meguey has no company called Mine");
            table.type("vincent", "company remove", "name", "Anvil-1");
            table.type("vincent", "company load", "name", "Mine");
            assertEquals(List.of("Anvil-1"), company(table, "vincent").frames().stream().map(FrameDraft::name).toList());
        }
    }

    @Test
    void saveAsOnTheCardAsksTheNameInAForm() throws Exception {
        try (GameHarness table = lobby()) {
            Reply card = table.type("vincent", "company frame", "name", "Anvil-1", "loadout", "B G Y Rd");
            Reply asked = table.tap("vincent", GameHarness.control(card, "Save as…"));
            assertTrue(asked.form() != null && asked.ephemeral(), "a form, privately: " + asked);
            assertEquals("company save", ComponentIds.decode(asked.form().id()).command());
            Reply saved = table.type("vincent", "company save", "name", "Lancers");
            assertTrue(saved.content().startsWith("Saved your company as `Lancers`"), saved.content());
        }
    }
}
