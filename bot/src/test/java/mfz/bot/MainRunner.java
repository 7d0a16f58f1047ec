package mfz.bot;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** Runs the program's entry point in this JVM with the given arguments, environment and input. */
public final class MainRunner {

    private MainRunner() {
    }

    public record Result(int status, String out, String err) {
    }

    public static Result run(List<String> args, Map<String, String> env, String input) {
        return run(args, env, input.getBytes(StandardCharsets.UTF_8));
    }

    /** The same with the input's bytes as they are: a terminal that doesn't send UTF-8. */
    public static Result run(List<String> args, Map<String, String> env, byte[] input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args.toArray(String[]::new), env,
                new ByteArrayInputStream(input),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                false);
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
