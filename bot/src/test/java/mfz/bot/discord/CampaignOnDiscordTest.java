package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import mfz.bot.campaign.CampaignService;
import mfz.bot.core.ComponentIds;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.ObjectiveBehaviour;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The holder's choice through the real JDA client against the fake Discord: the slash command
 * and the doomsday select menu, with the same refusals as the console. The campaign's first
 * battle is stored before the bot starts (the console test plays whole battles).
 */
class CampaignOnDiscordTest {

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
    void theHolderChoosesByMenuAndOthersAreRefused() throws Exception {
        fake = FakeDiscord.start();
        FakeWorld.User vincent = fake.world().member(0);
        FakeWorld.User alice = fake.world().member(1);
        FakeWorld.Channel channel = fake.world().channel(0);
        Path db = dir.resolve("mfz.db");
        try (Database database = Database.open(db)) {
            CampaignService campaigns = new CampaignService(new CampaignStore(database), Clock.systemUTC());
            CampaignService.Loaded moon = campaigns.create(fake.world().guildId(), "Moon");
            moon = campaigns.decide(moon, new CampaignCommand.OpenBattle(vincent.id(), 1, channel.id(), "2026-01-10"));
            campaigns.decide(moon, new CampaignCommand.FinishBattle(vincent.id(), 1, "2026-01-10",
                    List.of(new Battle.Result(vincent.id(), "vincent", 49), new Battle.Result(alice.id(), "alice", 27)),
                    List.of(vincent.id()), "Leader", ObjectiveBehaviour.ORDERS, alice.id()));
        }
        bot = RunningBot.start(fake, db, Map.of());
        String menu = ComponentIds.menu("campaign choose", Map.of("campaign", "Moon"), "picks");

        RecordedRequest notHolder = fake.awaitCallback(fake.slash(vincent, channel, "campaign choose",
                "first", "size", "second", "average", "size", "battle", "average", 3));
        assertTrue(notHolder.ephemeral());
        assertEquals("Only alice, who held the objective at doomsday, chooses the constraints.", content(notHolder));

        RecordedRequest sameKind = fake.awaitCallback(fake.select(alice, channel, menu, "size-skirmish", "size-battle"));
        assertTrue(sameKind.ephemeral());
        assertEquals("Two size constraints: the two constraints must be of different kinds.", content(sameKind));

        RecordedRequest badValue = fake.awaitCallback(fake.slash(alice, channel, "campaign choose",
                "first", "design", "second", "average", "banned", "Q", "average", 3));
        assertEquals("`Q` is not a system type: B, G, Y, Rh, Rd, Ra or E.", content(badValue));

        RecordedRequest chosen = fake.awaitCallback(fake.select(alice, channel, menu, "no-comms", "average-3"));
        assertFalse(chosen.ephemeral(), "the table sees the choice");
        assertEquals("📜 **alice** chose the constraints for battle 2 of **Moon**: design constraint: no "
                + "surveillance/comms systems (`Y`); average constraint: at most 3 systems per frame on average.",
                content(chosen));
        // the next battle opens by a tap, at either size (no size was chosen); typed, in any channel
        assertEquals(List.of("Open battle 2 here: skirmish", "Open battle 2 here: battle", "⌨️ Type it"),
                chosen.message().path("components").get(0).findValuesAsText("label"));

        RecordedRequest twice = fake.awaitCallback(fake.slash(alice, channel, "campaign choose",
                "first", "size", "second", "average", "size", "battle", "average", 2));
        assertTrue(content(twice).startsWith("alice already chose: design constraint"), content(twice));

        RecordedRequest opened = fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "skirmish",
                "campaign", "moon"));
        assertTrue(content(opened).contains("📜 This is battle 2 of the campaign **Moon**. Constraints in force: "
                + "design constraint: no surveillance/comms systems (`Y`); average constraint"), content(opened));

        RecordedRequest late = fake.awaitCallback(fake.slash(alice, channel, "campaign choose",
                "first", "size", "second", "average", "size", "battle", "average", 2));
        assertTrue(content(late).startsWith("Battle 2 is open"), content(late));

        RecordedRequest status = fake.awaitCallback(fake.slash(alice, fake.world().channel(1), "campaign status"));
        // under the constraints it was opened with, said while it is played too (a campaign audit)
        assertTrue(content(status).contains("• Battle 2: being played in <#" + channel.id() + ">, under design "
                + "constraint: no surveillance/comms systems (`Y`); average constraint"), content(status));
    }

    private static String content(RecordedRequest reply) {
        return reply.message().path("content").asText();
    }
}
