package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Migration 10 on a database of schema 9, in both stores: every stored name gets its key from
 * the program once the files have run, rows keep their order and their links (a campaign's
 * games and events), and two names that the old store told apart but the key makes one are both
 * kept, the later renamed with a number ("STRASSE (2)" beside "Straße"), each found by its name.
 */
class NameKeysMigrationTest {

    private static final Instant NOW = Instant.parse("2026-11-25T20:00:00Z");

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void storedNamesGetTheirKeysAndNamesTheKeyMakesOneAreKeptApart(Dialect dialect) throws Exception {
        String url = SchemaAt.version(dialect, dir, "9");
        try (Connection connection = DriverManager.getConnection(url);
             Statement statement = connection.createStatement()) {
            // Names both old stores told apart (neither NOCASE nor lower() folds ß into ss, nor
            // full-width letters or ligatures into plain ones), which are one now.
            statement.execute("INSERT INTO campaigns (id, guild_id, name, created_at) VALUES "
                    + "(1, 'g1', 'Straße', 'x'), (2, 'g1', 'STRASSE', 'x'), (3, 'g2', 'STRASSE', 'x')");
            statement.execute("INSERT INTO games (id, guild_id, channel_id, host_user_id, campaign_id, status, "
                    + "created_at) VALUES (7, 'g1', 'c1', 'u1', 2, 'finished', 'x')");
            statement.execute("INSERT INTO campaign_events (campaign_id, seq, type, payload, actor_user_id, created_at) "
                    + "VALUES (2, 1, 't', '{}', 'u1', 'x')");
            statement.execute("INSERT INTO saved_companies (user_id, name, company, updated_at) VALUES "
                    + "('42', 'fang', '{\"v\":1}', '2026-11-01'), ('42', '\uFF26\uFF41\uFF4E\uFF47', '{\"v\":2}', '2026-11-02')");
            statement.execute("INSERT INTO hw_elements (channel_id, name, kind, owner_user_id, f0, m0, a0, d, p, "
                    + "f, m, a, created_at) VALUES "
                    + "('c1', 'Rook', 'mech', 'u1', 3, 2, 4, 5, 1, 3, 2, 4, '2026-11-01T10:00:00Z'), "
                    + "('c1', '\uFB01re', 'mech', 'u1', 3, 2, 4, 5, 1, 3, 2, 4, '2026-11-01T10:01:00Z'), "
                    + "('c1', 'FIRE', 'mech', 'u1', 3, 2, 4, 5, 1, 3, 2, 4, '2026-11-01T10:02:00Z')");
            statement.execute("INSERT INTO map_layouts (guild_id, name, layout, saved_by, updated_at) VALUES "
                    + "('g1', 'City', '{}', 'u1', '2026-11-01')");
        }
        try (Database database = SchemaAt.open(dialect, url)) {
            assertEquals(Migrations.latest(), database.schemaVersion());

            CampaignStore campaigns = new CampaignStore(database);
            assertEquals(new CampaignRecord(1, "g1", "Straße"), campaigns.find("g1", "strasse").orElseThrow());
            assertEquals(new CampaignRecord(2, "g1", "STRASSE (2)"), campaigns.find("g1", "Strasse (2)").orElseThrow());
            assertEquals(new CampaignRecord(3, "g2", "STRASSE"), campaigns.find("g2", "straße").orElseThrow(),
                    "another server's name is its own");
            assertEquals(2, campaigns.lastPlayedIn("g1", "c1").orElseThrow().id(), "its battles still link to it");
            assertEquals(List.of("{}"), campaigns.events(2));
            assertTrue(campaigns.create("g1", "STRASSE", NOW).isEmpty(), "the key is unique from now on");

            SavedCompanyStore companies = new SavedCompanyStore(database);
            assertEquals(List.of("fang", "\uFF26\uFF41\uFF4E\uFF47 (2)"), companies.names("42"));
            assertEquals("{\"v\":1}", companies.load("42", "FANG").orElseThrow());
            assertEquals("{\"v\":2}", companies.load("42", "fang (2)").orElseThrow());

            HwElementStore elements = new HwElementStore(database);
            assertEquals(List.of("Rook", "\uFB01re", "FIRE (2)"),
                    elements.all("c1").stream().map(owned -> owned.element().name()).toList(), "in the order added");
            assertEquals("Rook", elements.find("c1", "ROOK").orElseThrow().element().name());

            MapLayoutStore layouts = new MapLayoutStore(database);
            assertEquals("{}", layouts.load("g1", "\uFF43\uFF49\uFF54\uFF59").orElseThrow());
        }
        if (dialect == Dialect.SQLITE) {
            try (Connection connection = DriverManager.getConnection(url);
                 Statement statement = connection.createStatement();
                 var broken = statement.executeQuery("PRAGMA foreign_key_check")) {
                assertFalse(broken.next(), "every game and campaign event still has its campaign");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aKeyLostOrNeverGivenIsGivenAtTheNextStart(Dialect dialect) throws Exception {
        String url = switch (dialect) {
            case SQLITE -> "jdbc:sqlite:" + dir.resolve("keys.db");
            case POSTGRESQL -> {
                String unavailable = EmbeddedPostgresServer.unavailable();
                assumeTrue(unavailable == null, unavailable);
                yield EmbeddedPostgresServer.newMigratedDatabase();
            }
        };
        try (Database database = SchemaAt.open(dialect, url)) {
            assertTrue(new SavedCompanyStore(database).save("42", "Möön", "{}", NOW));
        }
        try (Connection connection = DriverManager.getConnection(url);
             Statement statement = connection.createStatement()) {
            statement.execute("UPDATE saved_companies SET name_key = NULL");
        }
        try (Database database = SchemaAt.open(dialect, url)) {
            assertEquals("{}", new SavedCompanyStore(database).load("42", "MÖÖN").orElseThrow());
        }
    }
}
