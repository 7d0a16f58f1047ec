package mfz.bot;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import mfz.bot.console.ConsoleTable;
import mfz.bot.discord.DiscordFrontEnd;
import org.slf4j.LoggerFactory;

/**
 * Starts the bot: on Discord when a token is configured, otherwise the console table.
 * Exit status 0 when done, 2 when a setting or argument stops start-up (one line on
 * standard error says which), 1 on an unexpected failure, or when Discord ended the
 * connection for good without being asked to stop.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        // The pictures (dice emojis, score charts) are drawn in memory: no display, ever.
        System.setProperty("java.awt.headless", "true");
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.exit(run(args, System.getenv(), System.in, out, System.err, interactive()));
    }

    static int run(String[] args, Map<String, String> env, InputStream in, PrintStream out, PrintStream err,
                   boolean interactive) {
        Arguments arguments;
        try {
            arguments = Arguments.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("mfz-bot: " + e.getMessage());
            return 2;
        }
        if (arguments.help()) {
            out.println(Arguments.USAGE);
            return 0;
        }
        // Decided before the first logger exists: the console table keeps its terminal quiet.
        boolean console = arguments.mode() == Arguments.Mode.CONSOLE
                || (arguments.mode() == Arguments.Mode.AUTO && blank(env.get("DISCORD_TOKEN")));
        if (console && System.getProperty("mfz.log.level") == null) {
            System.setProperty("mfz.log.level", "WARN");
        }
        try (App app = App.create(arguments, env)) {
            if (app.mode() == Arguments.Mode.CONSOLE) {
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                Path exports = app.config().exports();
                // Ctrl-C closes the database too: SQLite then folds its write-ahead log back into
                // data/mfz.db, so a copy of that one file holds every game (README, backing up).
                Thread closing = new Thread(app::close, "shutdown");
                Runtime.getRuntime().addShutdownHook(closing);
                try {
                    new ConsoleTable(app.router(), reader, out, interactive, exports, app.seats(),
                            ConsoleTable.playerName(env.get("USER"))).run();
                } finally {
                    removeHook(closing);
                }
            } else {
                // The hook closes everything itself, and from before the connection (a stop while
                // Discord can't be reached closes the database too): the JVM ends when its hooks
                // do, so the main thread's close after awaitShutdown may never run, and the
                // database was left with its write-ahead log beside it (an operations audit: a copy
                // of the file, as the README says to back up, missed the newest games). Reminders
                // stop first, so none is claimed while the connections drain.
                AtomicBoolean stopping = new AtomicBoolean();
                AtomicReference<DiscordFrontEnd> started = new AtomicReference<>();
                Thread closing = new Thread(() -> {
                    stopping.set(true);
                    app.stopReminders();
                    DiscordFrontEnd front = started.get();
                    if (front != null) {
                        front.close();
                    }
                    app.close();
                }, "shutdown");
                Runtime.getRuntime().addShutdownHook(closing);
                DiscordFrontEnd discord;
                try {
                    discord = app.startDiscord();
                } catch (Exception failed) {
                    removeHook(closing);
                    throw failed;
                }
                started.set(discord);
                discord.awaitShutdown();
                if (!stopping.get()) {
                    // Discord ended every connection for good (a token reset, say): not a clean stop,
                    // so a supervisor restarting on failure sees one. What was under way finishes
                    // first, while the database is still open.
                    removeHook(closing);
                    app.stopReminders();
                    discord.close();
                    err.println("mfz-bot: Discord closed the connection and the bot stopped (details in the log)");
                    return 1;
                }
            }
            return 0;
        } catch (App.StartupException e) {
            err.println("mfz-bot: " + e.getMessage());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (Exception e) {
            LoggerFactory.getLogger(Main.class).error("The bot stopped unexpectedly", e);
            err.println("mfz-bot: stopped unexpectedly: " + e.getClass().getSimpleName() + " (details in the log)");
            return 1;
        }
    }

    /** The hook is for a stop signal; after a normal end (or a failed start) the app is closed as usual, once. */
    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is already running its hooks: this one closes the app
        }
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    /**
     * True when a person is typing at a terminal. From Java 22, System.console() exists even
     * for piped input, and Console.isTerminal() tells the difference; it is called by name so
     * the program still runs on Java 21.
     */
    private static boolean interactive() {
        var console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) console.getClass().getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }
}
