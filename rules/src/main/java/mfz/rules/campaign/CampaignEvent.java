package mfz.rules.campaign;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/** What happened to a campaign. The JSON type names are stable: stored campaigns depend on them. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = CampaignEvent.BattleOpened.class, name = "battle-opened"),
        @JsonSubTypes.Type(value = CampaignEvent.BattleFinished.class, name = "battle-finished"),
        @JsonSubTypes.Type(value = CampaignEvent.BattleAbandoned.class, name = "battle-abandoned"),
        @JsonSubTypes.Type(value = CampaignEvent.ConstraintsChosen.class, name = "constraints-chosen"),
})
public sealed interface CampaignEvent {

    /** @param inForce the constraints the battle is played under */
    record BattleOpened(int number, long gameId, String channel, String date, List<Constraint> inForce)
            implements CampaignEvent {
        public BattleOpened {
            inForce = List.copyOf(inForce);
        }
    }

    record BattleFinished(int number, String date, List<Battle.Result> results, List<String> winners, String objective,
                          ObjectiveBehaviour behaviour, String holder) implements CampaignEvent {
        public BattleFinished {
            results = List.copyOf(results);
            winners = List.copyOf(winners);
        }
    }

    /**
     * @param results     who played in it, with their scores when it was abandoned (0 before bidding)
     * @param beforeStart ended in its lobby: called off (events stored before 2026-11-26 read false)
     */
    record BattleAbandoned(int number, String date, List<Battle.Result> results, boolean beforeStart)
            implements CampaignEvent {
        public BattleAbandoned {
            results = List.copyOf(results);
        }
    }

    /** @param by the host who chose for the absent holder ({@code player}), or null (and in events from before it) */
    record ConstraintsChosen(int number, String player, List<Constraint> constraints, String by) implements CampaignEvent {
        public ConstraintsChosen {
            constraints = List.copyOf(constraints);
        }

        public ConstraintsChosen(int number, String player, List<Constraint> constraints) {
            this(number, player, constraints, null);
        }
    }
}
