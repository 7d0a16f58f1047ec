package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.bot.game.SavedLayouts;
import mfz.rules.map.MapLayout;
import mfz.rules.map.Ruler;
import mfz.rules.map.ShapeNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saved battlefield layouts in a real SQLite file, per server, across a restart. */
class MapLayoutStoreTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T19:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    /** The store's database: a SQLite file here, PostgreSQL in {@code MapLayoutStoreOnPostgresqlTest}. */
    Database open() throws Exception {
        return Database.open(dir.resolve("mfz.db"));
    }

    /** The same database again, as after a restart. */
    Database reopen() throws Exception {
        return open();
    }

    private static MapLayout city() {
        MapLayout empty = MapLayout.empty(Ruler.SIX);
        return empty.with(ShapeNotation.terrain("tower", "rect 2,2,2,3", 9, empty))
                .with(ShapeNotation.terrain("ridge", "poly 8,8 12,8 10,11.5", 2, empty));
    }

    @Test
    void aSavedLayoutLoadsAgainAfterARestart() throws Exception {
        try (Database db = open()) {
            new SavedLayouts(new MapLayoutStore(db), CLOCK).save("g1", "City", city(), "u1", false);
        }
        try (Database db = reopen()) {
            SavedLayouts layouts = new SavedLayouts(new MapLayoutStore(db), CLOCK);
            assertEquals(city(), layouts.load("g1", "city"), "names ignore case");
            assertEquals(List.of("City"), layouts.names("g1"));
            assertEquals(List.of(), layouts.names("g2"), "layouts belong to their server");
            assertEquals("This server has no saved map called `City`.",
                    assertThrows(PlayerError.class, () -> layouts.load("g2", "City")).getMessage());
        }
    }

    @Test
    void savingUnderATakenNameReplacesIt() throws Exception {
        try (Database db = open()) {
            MapLayoutStore store = new MapLayoutStore(db);
            assertEquals(MapLayoutStore.Saved.SAVED, store.save("g1", "City", "{\"a\":1}", "u1", CLOCK.instant(), true));
            assertEquals(MapLayoutStore.Saved.SAVED, store.save("g1", "CITY", "{\"a\":2}", "u2", CLOCK.instant(), true));
            assertEquals(List.of("CITY"), store.names("g1"));
            assertEquals(Optional.of("{\"a\":2}"), store.load("g1", "city"));
        }
    }

    /**
     * A map is replaced only by whoever saved it, or by someone who manages the server: a
     * player of any game could otherwise silently replace a map the whole server uses (a trust
     * audit), and the refusal says so and stores nothing.
     */
    @Test
    void onlyItsSaverOrAServerManagerSavesOverAMap() throws Exception {
        try (Database db = open()) {
            SavedLayouts layouts = new SavedLayouts(new MapLayoutStore(db), CLOCK);
            layouts.save("g1", "League", city(), "u1", false);
            MapLayout other = MapLayout.empty(Ruler.SIX).with(ShapeNotation.terrain("wall", "rect 1,1,4,1", 6,
                    MapLayout.empty(Ruler.SIX)));
            assertEquals("Someone else saved a map called `LEAGUE`: only they, or someone who manages the server, can "
                    + "save over it. Give yours another name.", assertThrows(PlayerError.class,
                    () -> layouts.save("g1", "LEAGUE", other, "u2", false)).getMessage());
            assertEquals(city(), layouts.load("g1", "League"), "nothing changed");
            // Nor under a name that reads as it, its e Cyrillic, listed beside it in the load menu (a trust audit).
            assertEquals("This server has a saved map called `League`, which reads the same: give yours another name "
                    + "(its saver, or someone who manages the server, may save over it by its own name).",
                    assertThrows(PlayerError.class,
                    () -> layouts.save("g1", "L\u0435ague", other, "u2", false)).getMessage());
            assertEquals(List.of("League"), layouts.names("g1"));
            layouts.save("g1", "League", other, "u1", false);
            assertEquals(other, layouts.load("g1", "League"), "its saver replaces it");
            layouts.save("g1", "League", city(), "u3", true);
            assertEquals(city(), layouts.load("g1", "League"), "so does a server manager");
            layouts.save("g2", "League", other, "u2", false);
            assertEquals(other, layouts.load("g2", "League"), "another server's maps are its own");
        }
    }

    @Test
    void aServerKeepsAtMostFiftyLayouts() throws Exception {
        try (Database db = open()) {
            MapLayoutStore store = new MapLayoutStore(db);
            for (int i = 0; i < MapLayoutStore.MAX_PER_SERVER; i++) {
                assertEquals(MapLayoutStore.Saved.SAVED, store.save("g1", "map " + i, "{}", "u1", CLOCK.instant(),
                        true));
            }
            assertEquals(MapLayoutStore.Saved.FULL, store.save("g1", "one more", "{}", "u1", CLOCK.instant(), true));
            assertEquals(MapLayoutStore.Saved.SAVED, store.save("g1", "map 7", "{}", "u1", CLOCK.instant(), true),
                    "replacing is still allowed");
            assertEquals(MapLayoutStore.Saved.SAVED, store.save("g2", "one more", "{}", "u1", CLOCK.instant(), true),
                    "another server has its own");
        }
    }
}
