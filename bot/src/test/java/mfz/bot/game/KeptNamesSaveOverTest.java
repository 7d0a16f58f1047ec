package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import mfz.bot.core.PlayerError;
import mfz.bot.store.Database;
import mfz.bot.store.MapLayoutStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.company.CompanyDraft;
import mfz.rules.map.MapLayout;
import mfz.rules.map.Ruler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved company or map named before a {@code %} was refused in new names ("100% Armour")
 * loads as it always did, and its owner may save over it by that name; a new name with a
 * {@code %} is still refused.
 */
class KeptNamesSaveOverTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-27T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void aSavedCompanyKeptWithAPercentIsSavedOverByItsName() throws Exception {
        try (Database db = Database.open(dir.resolve("mfz.db"))) {
            SavedCompanyStore store = new SavedCompanyStore(db);
            // As saved before the refusal: the store itself takes any name.
            store.save("u1", "100% Armour", "{\"frames\":[],\"stations\":[]}", CLOCK.instant());
            SavedCompanies saved = new SavedCompanies(store, CLOCK);
            CompanyDraft two = new CompanyDraft(List.of(), List.of("Relay"));

            saved.save("u1", "100% Armour", two);
            assertEquals(two, saved.load("u1", "100% Armour"));
            assertEquals(List.of("100% Armour"), saved.names("u1"));

            String refused = assertThrows(PlayerError.class, () -> saved.save("u1", "50% Armour", two)).getMessage();
            assertTrue(refused.contains("can't hold `%`"), refused);
            assertThrows(PlayerError.class, () -> saved.save("u2", "100% Armour", two),
                    "another user's name is theirs: for u2 it is a new name");
        }
    }

    @Test
    void aSavedMapKeptWithAPercentIsSavedOverByItsName() throws Exception {
        try (Database db = Database.open(dir.resolve("mfz.db"))) {
            MapLayoutStore store = new MapLayoutStore(db);
            MapLayout empty = MapLayout.empty(Ruler.SIX);
            SavedLayouts layouts = new SavedLayouts(store, CLOCK);
            store.save("g1", "50% Cover", new GameJson().mapper().writeValueAsString(empty), "u1", CLOCK.instant(),
                    false);
            MapLayout eight = MapLayout.empty(Ruler.EIGHT);

            layouts.save("g1", "50% Cover", eight, "u1", false);
            assertEquals(eight, layouts.load("g1", "50% Cover"));

            String refused = assertThrows(PlayerError.class,
                    () -> layouts.save("g1", "60% Cover", eight, "u1", false)).getMessage();
            assertTrue(refused.contains("can't hold `%`"), refused);
        }
    }
}
