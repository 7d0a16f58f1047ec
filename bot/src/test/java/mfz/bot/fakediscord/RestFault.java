package mfz.bot.fakediscord;

import java.util.regex.Pattern;

/**
 * A failure the fake REST server answers instead of the normal response, for the next
 * {@code times} requests matching the method and path pattern: a 429 with Retry-After (a
 * rate limit), a 5xx (an outage) or a 400 (a message Discord refuses).
 */
public record RestFault(String method, Pattern path, int status, double retryAfterSeconds) {

    public static RestFault rateLimit(String method, String pathRegex, double retryAfterSeconds) {
        return new RestFault(method, Pattern.compile(pathRegex), 429, retryAfterSeconds);
    }

    public static RestFault serverError(String method, String pathRegex, int status) {
        return new RestFault(method, Pattern.compile(pathRegex), status, 0);
    }

    /** Discord refusing the request as invalid (a 400), as it does a message over its limits; never retried. */
    public static RestFault invalid(String method, String pathRegex) {
        return new RestFault(method, Pattern.compile(pathRegex), 400, 0);
    }

    boolean matches(String method, String path) {
        return this.method.equals(method) && this.path.matcher(path).matches();
    }
}
