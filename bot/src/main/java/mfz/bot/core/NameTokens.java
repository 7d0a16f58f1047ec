package mfz.bot.core;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The short tokens names travel as in component ids ({@link ComponentIds}: a 32-character frame
 * name would break Discord's 100), and their reading back to the one name of the channel's game
 * that has each, every earlier way of making them included so old cards still work.
 */
final class NameTokens {

    /** What a token starts with: no name has it (names are letters, digits, - and _). */
    static final char TOKEN = '~';

    private NameTokens() {
    }

    /**
     * A name's token: {@code ~} and the first 48 bits of the lower-cased name's SHA-256 in
     * URL-safe base 64, 9 characters. It was the name's {@code hashCode}, which a player could
     * collide with an opponent's frame in milliseconds by naming one of theirs (the frame's buttons
     * then answered "out of date" for the rest of the game), then 40 bits in base 36, which a
     * graphics card matches in minutes (a trust audit). 48 bits take it hours, and are no longer
     * than those 40 were: 64 bits (12 characters) put the plan's longest ids past Discord's 100,
     * and those controls were left out (a review).
     */
    static String token(String name) {
        String known = TOKENS.get(name);
        if (known != null) {
            return known;
        }
        String token = TOKEN + Base64.getUrlEncoder().withoutPadding()
                .encodeToString(Arrays.copyOf(digest(name), 6));
        if (TOKENS.size() < 65_536) {
            TOKENS.put(name, token);
        }
        return token;
    }

    /**
     * Every way a name has been tokenised, the current one first: 48 bits; the 64 main held for
     * an hour on 2026-11-27, before they were found too long; the 40 of 2026-11-26 and 27; the
     * {@code hashCode} before that.
     */
    private static final List<Function<String, String>> TOKENS_NEWEST_FIRST = List.of(
            NameTokens::token, NameTokens::wideToken, NameTokens::shortToken, NameTokens::legacyToken);

    /** A name's token of 2026-11-26 and 27: 40 bits of its SHA-256. */
    static String shortToken(String name) {
        byte[] digest = digest(name);
        long bits = 0;
        for (int i = 0; i < 5; i++) {
            bits = bits << 8 | (digest[i] & 0xFF);
        }
        return TOKEN + Long.toString(bits, 36);
    }

    /** A name's 64-bit token, 12 characters, as briefly made on 2026-11-27: still read. */
    static String wideToken(String name) {
        return TOKEN + Base64.getUrlEncoder().withoutPadding()
                .encodeToString(Arrays.copyOf(digest(name), 8));
    }

    /** A name's token before 2026-11-26: {@code ~} and its lower-cased {@code hashCode} in base 36. */
    static String legacyToken(String name) {
        return TOKEN + Integer.toUnsignedString(name.strip().toLowerCase(Locale.ROOT).hashCode(), 36);
    }

    /** Tokens already worked out: a game's few dozen names are tokenised on every reply and tap. */
    private static final Map<String, String> TOKENS = new ConcurrentHashMap<>();

    private static byte[] digest(String name) {
        try {
            return MessageDigest.getInstance("SHA-256")
                    .digest(name.strip().toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * The options with each token replaced by the one name among {@code names} (the channel's
     * game's frames, stations…) that has it.
     *
     * @throws PlayerError when no name, or more than one, has a token: the control is out of date
     */
    public static Map<String, String> resolveNames(Map<String, String> options, Collection<String> names) {
        Map<String, String> resolved = new LinkedHashMap<>(options);
        for (Map.Entry<String, String> option : options.entrySet()) {
            String value = option.getValue();
            // Only the name options ever carry a token: a typed value starting with ~ elsewhere (an
            // element named ~x) was told "out of date" instead of what is wrong with it (a play).
            if (value == null || value.isEmpty() || value.charAt(0) != TOKEN
                    || !ComponentIds.NAME_OPTIONS.contains(option.getKey())) {
                continue;
            }
            List<String> matching = List.of();
            // A control posted with an older token is still read, so the cards on the tables at an
            // upgrade keep working; only when no name has it the current way.
            for (Function<String, String> tokenOf : TOKENS_NEWEST_FIRST) {
                matching = oneACase(names.stream().filter(n -> tokenOf.apply(n).equals(value)).toList());
                if (!matching.isEmpty()) {
                    break;
                }
            }
            if (matching.size() != 1) {
                throw new PlayerError(ControlRules.OUT_OF_DATE + "what it names is no longer in the game, so nothing "
                        + "was done. Use the newest message's buttons, or `/help` to see what you can do now.");
            }
            resolved.put(option.getKey(), matching.getFirst());
        }
        return resolved;
    }

    /**
     * The names, one of each that differ only in letter case: a token is the lower-cased name's,
     * and the rules read names without case (the owner the control carries tells two players'
     * frames apart). Kept apart, an opponent who named a frame or objective {@code ANVIL-1} left
     * every control naming {@code Anvil-1} "out of date" for the rest of the game (a trust audit).
     */
    private static List<String> oneACase(List<String> names) {
        Map<String, String> byCase = new LinkedHashMap<>();
        names.forEach(name -> byCase.putIfAbsent(name.strip().toLowerCase(Locale.ROOT), name));
        return List.copyOf(byCase.values());
    }
}
