package mfz.bot.discord;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import mfz.bot.render.pictures.DieFace;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Icon;
import net.dv8tion.jda.api.entities.emoji.ApplicationEmoji;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes the application's emojis hold exactly the die faces of this version: lists what is
 * there, deletes faces of other versions (a redraw), uploads only what is missing. Run once at
 * start-up, off the start-up path: until it is done, and for good if Discord refuses, dice
 * are shown with coloured squares.
 */
final class ApplicationEmojiSync {

    private static final Logger log = LoggerFactory.getLogger(ApplicationEmojiSync.class);

    private ApplicationEmojiSync() {
    }

    /** How long a process that doesn't upload waits between looks, doubling up to {@link #LONGEST_WAIT}. */
    static final Duration FIRST_WAIT = Duration.ofMillis(500);
    static final Duration LONGEST_WAIT = Duration.ofSeconds(30);
    /** How long it waits for the uploading process in all, before it shows coloured squares. */
    static final Duration WAIT_IN_ALL = Duration.ofMinutes(5);

    /**
     * Sets the faces up, or waits for them, telling {@code use} the faces as soon as there is an
     * answer: a process that only looks and has waited {@link #WAIT_IN_ALL} is told none (coloured
     * squares), then goes on looking every {@link #LONGEST_WAIT} and is told the faces once they
     * are there (it gave up for good before: a review). Returns when the faces are known, Discord
     * refused, or the thread is interrupted (the front end closing).
     *
     * @param faces   every face to have
     * @param draw    draws a face's PNG: only the missing ones are drawn (a restart draws none)
     * @param uploads whether this process sets the faces up (the one holding shard 0, as for the
     *                commands): the others only look, until the faces are all there. Every process
     *                uploading at once raced for the names (Discord refuses a name taken), and one
     *                deleting another version's faces broke the messages a process of that version
     *                still sent (a review of real Discord against the fake).
     * @param use     takes the mention of each face's emoji, by die notation; none when it failed (logged in one line)
     */
    static void sync(JDA jda, List<DieFace> faces, Function<DieFace, byte[]> draw, boolean uploads,
                     Consumer<Map<String, String>> use) {
        try {
            if (uploads) {
                use.accept(setUp(jda, faces, draw));
            } else {
                awaitFaces(jda, faces, use);
            }
        } catch (RuntimeException refused) {
            Throwable cause = refused instanceof CompletionException && refused.getCause() != null
                    ? refused.getCause() : refused;
            log.warn("Dice are shown as coloured squares: the die emojis could not be set up ({})", cause.toString());
            use.accept(Map.of());
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
            use.accept(Map.of());
        }
    }

    private static Map<String, String> setUp(JDA jda, List<DieFace> faces, Function<DieFace, byte[]> draw) {
        Map<String, ApplicationEmoji> existing = listed(jda);
        Set<String> wanted = faces.stream().map(DieFace::emojiName).collect(Collectors.toSet());
        // Faces of the drawing before this one stay: a process of that version, still stopping
        // while this one starts, shows them (deleted, its messages showed broken emojis: a review).
        List<CompletableFuture<Void>> deleted = existing.values().stream()
                .filter(old -> !wanted.contains(old.getName()) && outdated(old.getName(), DieFace.VERSION))
                .map(old -> old.delete().submit()).toList();
        CompletableFuture.allOf(deleted.toArray(CompletableFuture[]::new)).join();
        Map<String, CompletableFuture<ApplicationEmoji>> uploads = new HashMap<>();
        for (DieFace face : faces) {
            if (!existing.containsKey(face.emojiName())) {
                // Sent together: JDA keeps to Discord's rate limits and queues what must wait.
                uploads.put(face.emojiName(),
                        jda.createApplicationEmoji(face.emojiName(), Icon.from(draw.apply(face))).submit());
            }
        }
        boolean refused = false;
        for (Map.Entry<String, CompletableFuture<ApplicationEmoji>> upload : uploads.entrySet()) {
            try {
                existing.put(upload.getKey(), upload.getValue().join());
            } catch (CompletionException taken) {
                refused = true; // another process may have uploaded it meanwhile: looked for below
            }
        }
        if (refused) {
            existing = listed(jda);
        }
        Map<String, String> mentions = mentions(faces, existing)
                .orElseThrow(() -> new IllegalStateException("Discord refused some of the faces"));
        log.info("Dice emojis ready: {} faces, {} uploaded now", mentions.size(), uploads.size());
        return mentions;
    }

    /** A process that doesn't upload looks until every face is there, waiting longer each time. */
    private static void awaitFaces(JDA jda, List<DieFace> faces, Consumer<Map<String, String>> use)
            throws InterruptedException {
        long until = System.nanoTime() + WAIT_IN_ALL.toNanos();
        boolean toldNone = false;
        Duration wait = FIRST_WAIT;
        while (true) {
            Optional<Map<String, String>> mentions;
            try {
                mentions = mentions(faces, listed(jda));
            } catch (RuntimeException unreachable) {
                mentions = Optional.empty(); // Discord busy or refusing now: looked at again later
            }
            if (mentions.isPresent()) {
                log.info("Dice emojis ready: {} faces, set up by the process holding shard 0", mentions.get().size());
                use.accept(mentions.get());
                return;
            }
            if (!toldNone && System.nanoTime() + wait.toNanos() > until) {
                log.warn("Dice are shown as coloured squares for now: the process holding shard 0 had not set the "
                        + "die emojis up after {}; looking again every {}", WAIT_IN_ALL, LONGEST_WAIT);
                use.accept(Map.of());
                toldNone = true;
            }
            Thread.sleep(wait.toMillis());
            wait = wait.multipliedBy(2).compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait.multipliedBy(2);
        }
    }

    /** A die face of a drawing older than the one before {@code current}: no process of this bot shows it any more. */
    static boolean outdated(String name, int current) {
        return DieFace.isDieEmoji(name) && drawing(name) < current - 1;
    }

    /** The drawing's version in a die emoji's name ({@code mfzdie1_d6R5}: 1); 0 when it says none. */
    static int drawing(String name) {
        try {
            return Integer.parseInt(name.substring(DieFace.EMOJI_PREFIX.length(), name.indexOf('_')));
        } catch (RuntimeException unreadable) {
            return 0;
        }
    }

    private static Map<String, ApplicationEmoji> listed(JDA jda) {
        Map<String, ApplicationEmoji> existing = new HashMap<>();
        for (ApplicationEmoji emoji : jda.retrieveApplicationEmojis().complete()) {
            existing.put(emoji.getName(), emoji);
        }
        return existing;
    }

    /** Each face's mention, when every face is there. */
    private static Optional<Map<String, String>> mentions(List<DieFace> faces, Map<String, ApplicationEmoji> existing) {
        Map<String, String> mentions = new HashMap<>();
        for (DieFace face : faces) {
            ApplicationEmoji emoji = existing.get(face.emojiName());
            if (emoji == null) {
                return Optional.empty();
            }
            mentions.put(face.notation(), emoji.getAsMention());
        }
        return Optional.of(mentions);
    }
}
