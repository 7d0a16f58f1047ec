package mfz.bot.game;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The seal on a game export: an HMAC-SHA256 of the export's contents under this bot's secret
 * ({@code store.ExportKey}). The rules decide every imported step again, but not its dice nor
 * who gave it: those are the file's word. A sealed file was exported by this bot and not changed
 * since, so its word is the bot's own; any other says so when it is imported.
 */
final class ExportSeal {

    private static final String ALGORITHM = "HmacSHA256";

    private ExportSeal() {
    }

    /** The seal of these contents: the export as JSON, without its seal. */
    static String of(byte[] key, String contents) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(mac(key, contents));
    }

    /** True when the seal is this bot's for exactly these contents (compared in constant time). */
    static boolean holds(byte[] key, String contents, String seal) {
        if (seal == null) {
            return false;
        }
        byte[] given;
        try {
            given = Base64.getUrlDecoder().decode(seal);
        } catch (IllegalArgumentException notBase64) {
            return false;
        }
        return MessageDigest.isEqual(mac(key, contents), given);
    }

    private static byte[] mac(byte[] key, String contents) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(key, ALGORITHM));
            return mac.doFinal(contents.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }
}
