package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign's events written by another process after this one counted them: its rows break the
 * (campaign, seq) key, which is the campaign changed meanwhile, told as such (an audit: two
 * processes on PostgreSQL, both counting under read committed, and the player read the generic
 * storage failure). Staged here by a count that falls short of the events stored.
 */
class CampaignTakenMeanwhileTest {

    @TempDir
    Path dir;

    @Test
    void rowsTakenMeanwhileAreTheCampaignChanged() throws Exception {
        Instant now = Instant.parse("2026-11-27T12:00:00Z");
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            CampaignStore store = new CampaignStore(database);
            CampaignRecord moon = store.create("g", "Moon", now).orElseThrow();
            store.append(moon.id(), 0, List.of(new NewEvent("x", "{}"), new NewEvent("x", "{}")), "a", now);
            database.transaction("count one event short", connection -> {
                try (PreparedStatement drop = connection.prepareStatement(
                        "DELETE FROM campaign_events WHERE campaign_id = ? AND seq = 1")) {
                    drop.setLong(1, moon.id());
                    drop.executeUpdate();
                }
                return null;
            });
            assertThrows(StoreException.CampaignChanged.class,
                    () -> store.append(moon.id(), 1, List.of(new NewEvent("x", "{}")), "b", now));
        }
    }
}
