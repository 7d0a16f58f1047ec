package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stats;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Names are one whatever their case, in both stores alike: each row keeps its name's key (the
 * rules' {@code Names.key}), unique per server, user or channel, and the upserts and lookups
 * look for the key. SQLite's NOCASE folded ASCII only ("Möön" and "MÖÖN" were two names there,
 * one on PostgreSQL); now both stores agree that they are one.
 */
class NamesOnBothStoresTest {

    private static final Instant NOW = Instant.parse("2026-11-23T20:00:00Z");

    @TempDir
    Path dir;

    private Database open(Dialect dialect) throws Exception {
        return BothStores.open(dialect, dir);
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aCompanySavedAgainUnderAnotherCaseReplacesTheFirst(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            SavedCompanyStore companies = new SavedCompanyStore(database);
            assertTrue(companies.save("42", "Anvil", "{\"v\":1}", NOW));
            assertTrue(companies.save("42", "ANVIL", "{\"v\":2}", NOW));
            assertTrue(companies.save("42", "bolt", "{\"v\":3}", NOW));
            assertEquals(List.of("ANVIL", "bolt"), companies.names("42"));
            assertEquals("{\"v\":2}", companies.load("42", "anvil").orElseThrow());
        }
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aCompanySavedAgainUnderAnotherCaseOfAnyScriptReplacesTheFirst(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            SavedCompanyStore companies = new SavedCompanyStore(database);
            assertTrue(companies.save("42", "Möön", "{\"v\":1}", NOW));
            assertTrue(companies.save("42", "MÖÖN", "{\"v\":2}", NOW));
            assertTrue(companies.save("42", "STRASSE", "{\"v\":3}", NOW));
            assertTrue(companies.save("42", "Straße", "{\"v\":4}", NOW));
            assertEquals(List.of("MÖÖN", "Straße"), companies.names("42"));
            assertEquals("{\"v\":2}", companies.load("42", "möön").orElseThrow());
            assertEquals("{\"v\":4}", companies.load("42", "strasse").orElseThrow());
        }
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aCampaignOfAnyScriptIsFoundWhateverTheCaseAndNamedOnce(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            CampaignStore campaigns = new CampaignStore(database);
            CampaignRecord made = campaigns.create("g1", "Möön", NOW).orElseThrow();
            assertTrue(campaigns.create("g1", "MÖÖN", NOW).isEmpty(), "the same name in another case");
            assertTrue(campaigns.create("g1", "\uFF2D\u00D6\u00D6\uFF2E", NOW).isEmpty(), "in full-width letters");
            assertEquals(made, campaigns.find("g1", "mÖöN").orElseThrow());
            assertTrue(campaigns.create("g2", "MÖÖN", NOW).isPresent(), "another server's campaign");
        }
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void anElementAndAMapOfAnyScriptAreNamedOnceWhateverTheCase(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            HwElementStore elements = new HwElementStore(database);
            Stats stats = new Stats(3, 2, 4, 5, 1);
            assertTrue(elements.add("c1", "u1", Element.fresh("Öl", ElementKind.MECH, stats), NOW));
            assertTrue(!elements.add("c1", "u1", Element.fresh("ÖL", ElementKind.MECH, stats), NOW));
            assertEquals("Öl", elements.find("c1", "öL").orElseThrow().element().name());
            assertTrue(elements.remove("c1", "ÖL"));

            MapLayoutStore layouts = new MapLayoutStore(database);
            assertEquals(MapLayoutStore.Saved.SAVED, layouts.save("g1", "Straße", "{}", "u1", NOW, false));
            assertEquals(MapLayoutStore.Saved.SAVED, layouts.save("g1", "STRASSE", "{\"v\":2}", "u1", NOW, false));
            assertEquals(List.of("STRASSE"), layouts.names("g1"));
            assertEquals("{\"v\":2}", layouts.load("g1", "straße").orElseThrow());
        }
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aCampaignIsFoundWhateverTheCaseAndNamedOnce(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            CampaignStore campaigns = new CampaignStore(database);
            CampaignRecord made = campaigns.create("g1", "Iron Tide", NOW).orElseThrow();
            assertTrue(campaigns.create("g1", "IRON TIDE", NOW).isEmpty(), "the same name in another case");
            assertEquals(made, campaigns.find("g1", "iron tide").orElseThrow());
        }
    }
}
