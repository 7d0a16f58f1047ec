package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Names are one whatever their case, in both stores: SQLite by its NOCASE columns, PostgreSQL by
 * its indexes on lower(name), which the upserts and lookups must spell the same way.
 */
class NamesOnBothStoresTest {

    private static final Instant NOW = Instant.parse("2026-11-23T20:00:00Z");

    @TempDir
    Path dir;

    private Database open(Dialect dialect) throws Exception {
        return switch (dialect) {
            case SQLITE -> Database.open(dir.resolve("mfz.db"));
            case POSTGRESQL -> {
                String unavailable = EmbeddedPostgresServer.unavailable();
                assumeTrue(unavailable == null, unavailable);
                yield Database.openShared(EmbeddedPostgresServer.newMigratedDatabase(), null, null);
            }
        };
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
    void aCampaignIsFoundWhateverTheCaseAndNamedOnce(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            CampaignStore campaigns = new CampaignStore(database);
            CampaignRecord made = campaigns.create("g1", "Iron Tide", NOW).orElseThrow();
            assertTrue(campaigns.create("g1", "IRON TIDE", NOW).isEmpty(), "the same name in another case");
            assertEquals(made, campaigns.find("g1", "iron tide").orElseThrow());
        }
    }
}
