package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.CampaignDecision;
import mfz.rules.campaign.ObjectiveBehaviour;
import org.junit.jupiter.api.Test;

/** What the campaign's messages tell players. */
class CampaignTextTest {

    /** A battle opened before the holder chose is played without constraints: its opening says so, and how to undo it. */
    @Test
    void aBattleOpenedBeforeTheHolderChoseSaysTheChoiceLapsed() {
        Campaign moon = Campaign.named("Moon");
        moon = accept(moon, new CampaignCommand.OpenBattle("a", 1, "c1", "2026-11-21"));
        moon = accept(moon, new CampaignCommand.FinishBattle("a", 1, "2026-11-21",
                List.of(new Battle.Result("a", "Anna", 30), new Battle.Result("b", "Ben", 24)), List.of("a"),
                "Leader", ObjectiveBehaviour.ORDERS, "b"));
        moon = accept(moon, new CampaignCommand.OpenBattle("a", 2, "c1", "2026-11-22"));
        String opened = CampaignText.opened(moon);
        assertTrue(opened.contains("Constraints in force: none.") && opened.contains("Ben had not chosen the "
                + "constraints yet, so this battle has none; to let them choose, end it with `/game end` before it "
                + "starts."), opened);
    }

    private static Campaign accept(Campaign campaign, CampaignCommand command) {
        return campaign.applyAll(((CampaignDecision.Accepted) campaign.decide(command)).events());
    }
}
