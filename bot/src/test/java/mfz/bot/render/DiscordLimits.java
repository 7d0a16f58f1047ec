package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import mfz.bot.core.Embed;

/** Discord's embed limits (developer docs, "Embed Limits"), asserted on the bot's own embeds. */
final class DiscordLimits {

    private DiscordLimits() {
    }

    static void assertFits(Embed embed) {
        int total = length(embed.title()) + length(embed.description()) + length(embed.footer());
        assertTrue(length(embed.title()) <= 256, "title " + length(embed.title()));
        assertTrue(length(embed.description()) <= 4096, "description " + length(embed.description()));
        assertTrue(length(embed.footer()) <= 2048, "footer " + length(embed.footer()));
        assertTrue(embed.fields().size() <= 25, "fields " + embed.fields().size());
        for (Embed.Field field : embed.fields()) {
            assertTrue(length(field.name()) <= 256, "field name " + field.name());
            assertTrue(length(field.value()) <= 1024, "field value of " + field.name() + ": " + length(field.value()));
            assertTrue(!field.value().isEmpty(), "empty field " + field.name());
            total += length(field.name()) + length(field.value());
        }
        assertTrue(total <= 6000, "an embed holds at most 6000 characters in all, this one " + total);
    }

    private static int length(String text) {
        return text == null ? 0 : text.length();
    }
}
