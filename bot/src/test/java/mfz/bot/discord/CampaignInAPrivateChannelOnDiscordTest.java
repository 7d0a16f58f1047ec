package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import mfz.bot.campaign.CampaignService;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameThreadStore;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.ObjectiveBehaviour;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign whose battle was played in a private channel is told only to members who may
 * read that channel, and in public only there: Discord's own permissions (a View Channel
 * overwrite on @everyone and on each reader) as the real JDA client reads them.
 */
class CampaignInAPrivateChannelOnDiscordTest {

    @TempDir
    Path dir;

    private FakeDiscord fake;
    private RunningBot bot;

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        if (fake != null) {
            fake.close();
        }
    }

    @Test
    void onlyThoseWhoReadItsChannelsHearOfIt() throws Exception {
        startWithAPrivateChannel();
        FakeWorld.User vincent = fake.world().member(0);
        FakeWorld.User alice = fake.world().member(1);
        FakeWorld.User bruno = fake.world().member(2);
        FakeWorld.Channel secret = fake.world().channel(0);
        FakeWorld.Channel open = fake.world().channel(1);
        Path db = dir.resolve("mfz.db");
        try (Database database = Database.open(db)) {
            CampaignService campaigns = new CampaignService(new CampaignStore(database), Clock.systemUTC());
            vincentWon(campaigns, "Moon", 1, secret, new Battle.Result(alice.id(), "alice", 27), "Leader",
                    ObjectiveBehaviour.ORDERS, alice.id());
            campaigns.create(fake.world().guildId(), "Sun");
            // Star's battle was played in a game thread of the private channel, since archived:
            // Discord's cache no longer holds it, and it is judged by the channel it was opened in.
            CampaignService.Loaded star = campaigns.create(fake.world().guildId(), "Star");
            campaigns.decide(star, new CampaignCommand.OpenBattle(alice.id(), 2, ARCHIVED_THREAD, "2026-01-11"));
            GameThreadStore threads = new GameThreadStore(database);
            threads.opened(secret.id(), ARCHIVED_THREAD);
            threads.closed(ARCHIVED_THREAD);
            // Comet's was played in a channel since deleted: only its players hear of it.
            CampaignService.Loaded comet = campaigns.create(fake.world().guildId(), "Comet");
            comet = campaigns.decide(comet, new CampaignCommand.OpenBattle(alice.id(), 3, "810000000000000098", "2026-01-12"));
            campaigns.decide(comet, new CampaignCommand.FinishBattle(alice.id(), 3, "2026-01-12",
                    List.of(new Battle.Result(alice.id(), "alice", 30), new Battle.Result(vincent.id(), "vincent", 20)),
                    List.of(alice.id()), "Core", ObjectiveBehaviour.NONE, alice.id()));
            // Dust's one battle was called off in its lobby, in the private channel: never played, it
            // hides the campaign from nobody (it locked everyone else out, a campaign audit).
            CampaignService.Loaded dust = campaigns.create(fake.world().guildId(), "Dust");
            dust = campaigns.decide(dust, new CampaignCommand.OpenBattle(vincent.id(), 4, secret.id(), "2026-01-13"));
            campaigns.decide(dust, new CampaignCommand.AbandonBattle(vincent.id(), 4, "2026-01-13", List.of(), true));
        }
        bot = RunningBot.start(fake, db, Map.of());

        RecordedRequest named = fake.awaitCallback(fake.slash(bruno, open, "campaign status", "campaign", "Moon"));
        assertTrue(named.ephemeral());
        assertEquals("**Moon** was played in channels you can't read, so I can't tell you about it here.",
                content(named));
        RecordedRequest report = fake.awaitCallback(fake.slash(bruno, open, "campaign report", "campaign", "moon"));
        assertTrue(content(report).startsWith("**Moon** was played in channels you can't read"), content(report));

        RecordedRequest unnamed = fake.awaitCallback(fake.slash(bruno, open, "campaign history"));
        assertFalse(content(unnamed).contains("Moon"), "the one campaign bruno may read is Sun: " + content(unnamed));
        assertTrue(content(unnamed).contains("Sun"), content(unnamed));

        RecordedRequest archived = fake.awaitCallback(fake.slash(bruno, open, "campaign status", "campaign", "Star"));
        assertEquals(CampaignService.unreadable("Star"), content(archived), "judged by the private channel it was in");
        RecordedRequest archivedToAReader = fake.awaitCallback(fake.slash(vincent, open, "campaign status",
                "campaign", "Star"));
        assertTrue(archivedToAReader.ephemeral() && content(archivedToAReader).contains("Star"),
                content(archivedToAReader));
        RecordedRequest deleted = fake.awaitCallback(fake.slash(bruno, open, "campaign history", "campaign", "Comet"));
        assertEquals(CampaignService.unreadable("Comet"), content(deleted));
        RecordedRequest deletedToAPlayer = fake.awaitCallback(fake.slash(vincent, open, "campaign history",
                "campaign", "Comet"));
        assertTrue(deletedToAPlayer.ephemeral() && content(deletedToAPlayer).contains("Comet"), content(deletedToAPlayer));

        RecordedRequest opening = fake.awaitCallback(fake.slash(bruno, open, "game new", "size", "skirmish",
                "campaign", "Moon"));
        assertEquals(CampaignService.unreadable("Moon"), content(opening), "no players named, no channel");
        RecordedRequest choosing = fake.awaitCallback(fake.slash(bruno, open, "campaign choose", "campaign", "Moon",
                "first", "size", "second", "average", "size", "battle", "average", 3));
        assertEquals(CampaignService.unreadable("Moon"), content(choosing), "the holder's name stays untold");

        RecordedRequest elsewhere = fake.awaitCallback(fake.slash(vincent, open, "campaign history", "campaign", "Moon"));
        assertTrue(elsewhere.ephemeral(), "bruno reads this channel: vincent alone sees the answer");
        assertTrue(content(elsewhere).startsWith("🔒 Only you see this: some of its battles were played in channels "
                + "not everyone here may read."), content(elsewhere));
        assertTrue(content(elsewhere).contains("vincent"), content(elsewhere));

        RecordedRequest there = fake.awaitCallback(fake.slash(alice, secret, "campaign status", "campaign", "Moon"));
        assertFalse(there.ephemeral(), "told in the channel it was played in, to those who read it: " + content(there));
        assertTrue(content(there).contains("Moon"), content(there));

        RecordedRequest chosen = fake.awaitCallback(fake.slash(alice, open, "campaign choose", "campaign", "Moon",
                "first", "size", "second", "average", "size", "battle", "average", 3));
        assertTrue(chosen.ephemeral(), "the choice is told where bruno reads it to alice alone");
        assertTrue(content(chosen).contains("chose the constraints for battle 2 of **Moon**"), content(chosen));
        PhoneCapture.ifAsked("campaign-private", List.of(there, named, elsewhere));

        RecordedRequest calledOff = fake.awaitCallback(fake.slash(bruno, open, "game new", "size", "skirmish",
                "campaign", "Dust"));
        assertFalse(calledOff.ephemeral(), "a battle called off in a private channel hides nothing: "
                + content(calledOff));
    }

    /**
     * A battle opened, or called off, where everyone may read says nothing of an earlier battle
     * played in a private channel beyond the constraints it plays under: not who held its
     * objective (a seat's choice named them and the objective too), which only its readers hear.
     */
    @Test
    void aBattleOpenedInPublicDoesntTellOfAPrivateOne() throws Exception {
        startWithAPrivateChannel();
        FakeWorld.User vincent = fake.world().member(0);
        FakeWorld.User alice = fake.world().member(1);
        FakeWorld.Channel secret = fake.world().channel(0);
        FakeWorld.Channel open = fake.world().channel(1);
        Path db = dir.resolve("mfz.db");
        try (Database database = Database.open(db)) {
            CampaignService campaigns = new CampaignService(new CampaignStore(database), Clock.systemUTC());
            vincentWon(campaigns, "Tide", 1, secret, new Battle.Result(alice.id(), "alice", 27), "Lighthouse",
                    ObjectiveBehaviour.NONE, alice.id());
            vincentWon(campaigns, "Reef", 2, secret, new Battle.Result("bot-easy-1", "Rook (bot)", 27), "Beacon",
                    ObjectiveBehaviour.NONE, "bot-easy-1");
        }
        bot = RunningBot.start(fake, db, Map.of());

        // The owner opens Tide's next battle before alice chose: her choice lapses, unnamed here.
        RecordedRequest lapsed = fake.awaitCallback(fake.slash(vincent, open, "game new", "size", "skirmish",
                "campaign", "Tide"));
        assertFalse(lapsed.ephemeral(), content(lapsed));
        assertTrue(content(lapsed).contains("This is battle 2 of the campaign **Tide**") && content(lapsed).contains(
                "The last battle's objective holder had not chosen the constraints yet, so this battle has none; "
                + "to let them choose, end it before it starts."), content(lapsed));
        assertFalse(content(lapsed).contains("alice"), content(lapsed));
        RecordedRequest calledOff = fake.awaitCallback(fake.slash(vincent, open, "game end", "confirm", true));
        assertTrue(content(calledOff).contains("unless the last battle's objective holder chooses first"),
                content(calledOff));
        assertFalse(content(calledOff).contains("alice"), content(calledOff));

        // Reef's holder was a seat: it chooses as the battle opens, and where is told only in the private channel.
        RecordedRequest chosenBySeat = fake.awaitCallback(fake.slash(vincent, open, "game new", "size", "skirmish",
                "campaign", "Reef"));
        assertTrue(content(chosenBySeat).contains("This is battle 2 of the campaign **Reef**"), content(chosenBySeat));
        assertFalse(content(chosenBySeat).contains("Rook") || content(chosenBySeat).contains("Beacon"),
                content(chosenBySeat));
    }

    /** Three players on a server whose first channel vincent and alice alone may read. */
    private void startWithAPrivateChannel() throws IOException {
        FakeWorld three = FakeWorld.threePlayers();
        fake = FakeDiscord.start(three.withPrivateChannel(0, three.member(0).id(), three.member(1).id()),
                FakeDiscord.TOKEN);
    }

    /**
     * A new campaign whose first battle, game {@code game} played in {@code channel}, vincent won
     * against {@code other}, with {@code holder} holding the objective at doomsday.
     */
    private void vincentWon(CampaignService campaigns, String name, long game, FakeWorld.Channel channel,
                            Battle.Result other, String objective, ObjectiveBehaviour behaviour, String holder) {
        String vincent = fake.world().member(0).id();
        CampaignService.Loaded campaign = campaigns.create(fake.world().guildId(), name);
        campaign = campaigns.decide(campaign, new CampaignCommand.OpenBattle(vincent, game, channel.id(), "2026-01-10"));
        campaigns.decide(campaign, new CampaignCommand.FinishBattle(vincent, game, "2026-01-10",
                List.of(new Battle.Result(vincent, "vincent", 49), other), List.of(vincent), objective, behaviour, holder));
    }

    /** A thread of the private channel, archived: not in the fake's (nor JDA's) channels. */
    private static final String ARCHIVED_THREAD = "810000000000000099";

    private static String content(RecordedRequest reply) {
        return reply.message().path("content").asText();
    }
}
