package mfz.rules.campaign;

import java.util.List;

/** What deciding a campaign command gives: the events, or why it is refused (nothing changes). */
public sealed interface CampaignDecision {

    record Accepted(List<CampaignEvent> events) implements CampaignDecision {
        public Accepted {
            events = List.copyOf(events);
        }
    }

    record Refused(String message) implements CampaignDecision {
    }
}
