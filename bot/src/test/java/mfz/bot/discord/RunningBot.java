package mfz.bot.discord;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import mfz.bot.App;
import mfz.bot.Arguments;
import mfz.bot.config.Config;
import mfz.bot.config.ConfigLoader;
import mfz.bot.core.CommandRouter;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.render.pictures.DieFace;

/**
 * The bot connected to a {@link FakeDiscord}: started the way a user starts it (arguments and
 * environment through {@link App}), or with a test's own router. Closing it shuts JDA down
 * and waits until its threads are gone.
 */
final class RunningBot implements AutoCloseable {

    private final App app;
    private final DiscordFrontEnd frontEnd;

    /** The bot's connections, for what a test sends through them as the bot would ({@link DiscordNotices}). */
    DiscordFrontEnd frontEnd() {
        return frontEnd;
    }

    private RunningBot(App app, DiscordFrontEnd frontEnd) {
        this.app = app;
        this.frontEnd = frontEnd;
    }

    /**
     * {@code mfz-bot --discord} with the fake's environment plus {@code extraEnv}, on an
     * application that has its die emojis from an earlier run (so a test's start-up uploads
     * none: drawing and uploading them is {@link #startFirstTime}'s to test).
     */
    static RunningBot start(FakeDiscord fake, Path database, Map<String, String> extraEnv) throws Exception {
        withDieEmojis(fake);
        return startFirstTime(fake, database, extraEnv);
    }

    private static void withDieEmojis(FakeDiscord fake) {
        Set<String> present = fake.applicationEmojis().stream().map(e -> e.get("name").asText())
                .collect(Collectors.toSet());
        for (DieFace face : DieFace.all()) {
            if (!present.contains(face.emojiName())) {
                fake.addApplicationEmoji(face.emojiName(), new byte[0]);
            }
        }
    }

    /** As {@link #start(FakeDiscord, Path, Map)}, rolling seeded dice ({@code --seed}, allowed against the fake). */
    static RunningBot startSeeded(FakeDiscord fake, Path database, long seed) throws Exception {
        withDieEmojis(fake);
        return startFirstTime(fake, database, Map.of(), "--discord", "--seed", Long.toString(seed));
    }

    /** As {@link #startSeeded(FakeDiscord, Path, long)}, with {@code extraEnv} too. */
    static RunningBot startSeeded(FakeDiscord fake, Path database, long seed, Map<String, String> extraEnv)
            throws Exception {
        withDieEmojis(fake);
        return startFirstTime(fake, database, extraEnv, "--discord", "--seed", Long.toString(seed));
    }

    /** As {@link #start(FakeDiscord, Path, Map)}, on an application with no die emojis yet (unless the test made some). */
    static RunningBot startFirstTime(FakeDiscord fake, Path database, Map<String, String> extraEnv) throws Exception {
        return startFirstTime(fake, database, extraEnv, "--discord");
    }

    private static RunningBot startFirstTime(FakeDiscord fake, Path database, Map<String, String> extraEnv,
                                             String... arguments) throws Exception {
        Map<String, String> env = fake.env(database);
        env.putAll(extraEnv);
        App app = App.create(Arguments.parse(arguments), env);
        try {
            RunningBot bot = new RunningBot(app, app.startDiscord());
            // The die emojis are set up in the background; tests read replies once they are known.
            bot.frontEnd.diceFacesReady().get(30, TimeUnit.SECONDS);
            return bot;
        } catch (Exception | Error e) {
            app.close();
            throw e;
        }
    }

    /** The Discord front end alone, answering with the given router. */
    static RunningBot start(FakeDiscord fake, Path database, CommandRouter router, Duration deferAfter)
            throws Exception {
        Config config = ConfigLoader.load(null, fake.env(database));
        return new RunningBot(null, DiscordFrontEnd.start(config, router, deferAfter));
    }

    /** The bot as started by {@link App}, or null when started with a test's own router. */
    App app() {
        return app;
    }

    @Override
    public void close() {
        frontEnd.close();
        if (app != null) {
            app.close();
        }
    }
}
