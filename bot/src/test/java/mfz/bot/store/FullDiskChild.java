package mfz.bot.store;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * Run by {@link FullDiskTest} in a JVM whose files may not grow past a limit (the shell's
 * {@code ulimit -f}): stores a game, then a command too big for the limit, then more small
 * ones, and prints what happened to each, one line per step.
 */
public final class FullDiskChild {

    private FullDiskChild() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int bigBytes = Integer.parseInt(args[1]);
        Instant now = Instant.parse("2026-11-23T18:00:00Z");
        try (Database database = Database.open(file)) {
            GameStore store = new GameStore(database);
            GameRecord game = store.create("g", "c", "host", null, List.of(small(0)), null, now);
            for (int i = 1; i <= 3; i++) {
                game = store.append(game, game.lastSeq(), List.of(small(i)), "host", null, null, GameStatus.LOBBY, now);
            }
            System.out.println("stored " + game.lastSeq());
            try {
                store.append(game, game.lastSeq(), List.of(new NewEvent("Big", "\"" + "x".repeat(bigBytes) + "\"")),
                        "host", null, null, GameStatus.LOBBY, now);
                System.out.println("big stored");
            } catch (StoreException refused) {
                System.out.println("big refused: " + refused.getMessage());
            }
            for (int i = 4; i <= 6; i++) {
                try {
                    game = store.append(game, game.lastSeq(), List.of(small(i)), "host", null, null, GameStatus.LOBBY, now);
                    System.out.println("stored " + game.lastSeq());
                } catch (StoreException failed) {
                    System.out.println("failed: " + failed.getMessage());
                }
            }
            List<StoredEvent> events = store.loadOpen("c").orElseThrow().eventsAfterSnapshot();
            System.out.println("loaded " + events.size() + " events: "
                    + String.join(" ", events.stream().map(StoredEvent::type).toList()));
        }
    }

    private static NewEvent small(int n) {
        return new NewEvent("Small" + n, "{\"n\":" + n + "}");
    }
}
