package mfz.bot.discord;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
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
    static final java.time.Duration FIRST_WAIT = java.time.Duration.ofMillis(500);
    static final java.time.Duration LONGEST_WAIT = java.time.Duration.ofSeconds(30);
    /** How long it waits for the uploading process in all, before it shows coloured squares. */
    static final java.time.Duration WAIT_IN_ALL = java.time.Duration.ofMinutes(5);

    /**
     * @param faces   every face to have
     * @param draw    draws a face's PNG: only the missing ones are drawn (a restart draws none)
     * @param uploads whether this process sets the faces up (the one holding shard 0, as for the
     *                commands): the others only look, until the faces are all there. Every process
     *                uploading at once raced for the names (Discord refuses a name taken), and one
     *                deleting another version's faces broke the messages a process of that version
     *                still sent (a review of real Discord against the fake).
     * @return the mention of each face's emoji, by die notation; empty when it failed (logged in one line)
     */
    static Map<String, String> sync(JDA jda, List<DieFace> faces, Function<DieFace, byte[]> draw, boolean uploads) {
        try {
            return uploads ? setUp(jda, faces, draw) : awaitFaces(jda, faces);
        } catch (RuntimeException refused) {
            Throwable cause = refused instanceof java.util.concurrent.CompletionException && refused.getCause() != null
                    ? refused.getCause() : refused;
            log.warn("Dice are shown as coloured squares: the die emojis could not be set up ({})", cause.toString());
            return Map.of();
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
            return Map.of();
        }
    }

    private static Map<String, String> setUp(JDA jda, List<DieFace> faces, Function<DieFace, byte[]> draw) {
        Map<String, ApplicationEmoji> existing = listed(jda);
        Set<String> wanted = faces.stream().map(DieFace::emojiName).collect(Collectors.toSet());
        List<CompletableFuture<Void>> deleted = existing.values().stream()
                .filter(old -> DieFace.isDieEmoji(old.getName()) && !wanted.contains(old.getName()))
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
            } catch (java.util.concurrent.CompletionException taken) {
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
    private static Map<String, String> awaitFaces(JDA jda, List<DieFace> faces) throws InterruptedException {
        long until = System.nanoTime() + WAIT_IN_ALL.toNanos();
        java.time.Duration wait = FIRST_WAIT;
        while (true) {
            Optional<Map<String, String>> mentions = mentions(faces, listed(jda));
            if (mentions.isPresent()) {
                log.info("Dice emojis ready: {} faces, set up by the process holding shard 0", mentions.get().size());
                return mentions.get();
            }
            if (System.nanoTime() + wait.toNanos() > until) {
                throw new IllegalStateException("the process holding shard 0 had not set them up after " + WAIT_IN_ALL);
            }
            Thread.sleep(wait.toMillis());
            wait = wait.multipliedBy(2).compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait.multipliedBy(2);
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
