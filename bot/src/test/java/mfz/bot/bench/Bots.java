package mfz.bot.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.Features;
import mfz.bot.commands.hw.HwElements;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.Play;
import mfz.bot.config.Config;
import mfz.bot.core.CommandRouter;
import mfz.bot.discord.DiscordFrontEnd;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.game.SavedLayouts;
import mfz.bot.reminders.Reminders;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.GameThreadStore;
import mfz.bot.store.HwElementStore;
import mfz.bot.store.MapLayoutStore;
import mfz.bot.store.ReminderStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.bot.store.StoreException;
import mfz.bot.store.TableMessageStore;
import mfz.rules.dice.SeededDice;

/** The bot's parts wired as {@code App} wires them, over one database, with seeded dice. */
record Bots(Database database, GameService games, CommandRouter router, BotSeats seats) implements AutoCloseable {

    static Bots open(Path file, long seed) throws StoreException {
        return over(Database.open(file), seed);
    }

    /** The parts over a database already open (a PostgreSQL one, say); closing them closes it. */
    static Bots over(Database database, long seed) {
        Clock clock = Clock.systemUTC();
        GameService games = new GameService(new GameStore(database), new SeededDice(seed), clock);
        // As App wires them: the reminders watch every stored command (a read, often a write, each time).
        Reminders reminders = new Reminders(new ReminderStore(database), clock);
        games.watch(reminders);
        CampaignService campaigns = new CampaignService(new CampaignStore(database), clock);
        CommandRouter router = Features.router(new SeededDice(seed), games,
                new SavedCompanies(new SavedCompanyStore(database), clock), campaigns,
                new HwElements(new HwElementStore(database), clock), reminders,
                new SavedLayouts(new MapLayoutStore(database), clock));
        return new Bots(database, games, router, new BotSeats(new Play(games, campaigns)));
    }

    /** On Discord as {@code App} starts it: with the stored table messages, game threads and bot seats. */
    DiscordFrontEnd discord(Config config, CommandRouter answering)
            throws InterruptedException, DiscordFrontEnd.StartFailure {
        return DiscordFrontEnd.start(config, answering, new TableMessageStore(database), new GameThreadStore(database),
                seats);
    }

    /**
     * A fresh folder under {@code target/}: on the disk the bot's database would use, not a
     * RAM-backed /tmp, so every commit pays a real fsync.
     */
    static Path folder(String name) throws IOException {
        Path dir = Path.of("target", "bench", name + "-" + System.nanoTime()).toAbsolutePath();
        return Files.createDirectories(dir);
    }

    @Override
    public void close() {
        database.close();
    }
}
