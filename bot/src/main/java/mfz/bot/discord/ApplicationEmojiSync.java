package mfz.bot.discord;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /**
     * @param faces every face to have
     * @param draw  draws a face's PNG: only the missing ones are drawn (a restart draws none)
     * @return the mention of each face's emoji, by die notation; empty when it failed (logged in one line)
     */
    static Map<String, String> sync(JDA jda, List<DieFace> faces, Function<DieFace, byte[]> draw) {
        try {
            Map<String, ApplicationEmoji> existing = new HashMap<>();
            for (ApplicationEmoji emoji : jda.retrieveApplicationEmojis().complete()) {
                existing.put(emoji.getName(), emoji);
            }
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
            Map<String, String> mentions = new HashMap<>();
            for (DieFace face : faces) {
                ApplicationEmoji emoji = existing.containsKey(face.emojiName()) ? existing.get(face.emojiName())
                        : uploads.get(face.emojiName()).join();
                mentions.put(face.notation(), emoji.getAsMention());
            }
            log.info("Dice emojis ready: {} faces, {} uploaded now", mentions.size(), uploads.size());
            return mentions;
        } catch (RuntimeException refused) {
            Throwable cause = refused instanceof java.util.concurrent.CompletionException && refused.getCause() != null
                    ? refused.getCause() : refused;
            log.warn("Dice are shown as coloured squares: the die emojis could not be set up ({})", cause.toString());
            return Map.of();
        }
    }
}
