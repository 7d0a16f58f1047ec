package mfz.bot.discord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import mfz.bot.fakediscord.FakeDiscord;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The real bot connected to a fake Discord, started once for a test class and stopped after
 * it, with its database in a folder of its own:
 * {@code @RegisterExtension static final BotOnFakeDiscord discord = BotOnFakeDiscord.standard();}
 */
final class BotOnFakeDiscord implements BeforeAllCallback, AfterAllCallback {

    /** How the bot is started against the fake (its normal start-up, or with test commands). */
    @FunctionalInterface
    interface Starter {
        RunningBot start(FakeDiscord fake, Path database) throws Exception;
    }

    private final Starter starter;
    private Path dir;
    private FakeDiscord fake;
    private RunningBot bot;

    BotOnFakeDiscord(Starter starter) {
        this.starter = starter;
    }

    /** The bot as {@code mfz-bot --discord} starts it. */
    static BotOnFakeDiscord standard() {
        return new BotOnFakeDiscord((fake, database) -> RunningBot.start(fake, database, Map.of()));
    }

    FakeDiscord fake() {
        return fake;
    }

    RunningBot bot() {
        return bot;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        dir = Files.createTempDirectory("mfz-discord-test");
        fake = FakeDiscord.start();
        bot = starter.start(fake, dir.resolve("mfz.db"));
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (bot != null) {
            bot.close();
        }
        if (fake != null) {
            fake.close();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
