package mfz.bot.fakediscord;

import java.nio.charset.StandardCharsets;

/**
 * A file a user attaches to a slash command's ATTACHMENT option. The fake serves it from its
 * own REST server, as Discord's CDN would, and announces {@code claimedSize} as its size (the
 * real size, unless a test wants Discord's word and the file to differ).
 */
public record FakeUpload(String id, String fileName, byte[] content, int claimedSize) {

    public static FakeUpload text(String fileName, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return new FakeUpload(Payloads.snowflake(), fileName, bytes, bytes.length);
    }

    public FakeUpload claimingSize(int size) {
        return new FakeUpload(id, fileName, content, size);
    }
}
