package mfz.bot.discord;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import mfz.bot.App;
import mfz.bot.Arguments;
import mfz.bot.config.Config;
import mfz.bot.config.ConfigLoader;
import mfz.bot.core.CommandRouter;
import mfz.bot.fakediscord.FakeDiscord;

/**
 * The bot connected to a {@link FakeDiscord}: started the way a user starts it (arguments and
 * environment through {@link App}), or with a test's own router. Closing it shuts JDA down
 * and waits until its threads are gone.
 */
final class RunningBot implements AutoCloseable {

    private final App app;
    private final DiscordFrontEnd frontEnd;

    private RunningBot(App app, DiscordFrontEnd frontEnd) {
        this.app = app;
        this.frontEnd = frontEnd;
    }

    /** {@code mfz-bot --discord} with the fake's environment plus {@code extraEnv}. */
    static RunningBot start(FakeDiscord fake, Path database, Map<String, String> extraEnv) throws Exception {
        Map<String, String> env = fake.env(database);
        env.putAll(extraEnv);
        App app = App.create(Arguments.parse("--discord"), env);
        try {
            return new RunningBot(app, app.startDiscord());
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
