package mfz.rules.campaign;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/** What happens to a campaign between and around its battles. Decide with {@link Campaign#decide}. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = CampaignCommand.OpenBattle.class, name = "open-battle"),
        @JsonSubTypes.Type(value = CampaignCommand.FinishBattle.class, name = "finish-battle"),
        @JsonSubTypes.Type(value = CampaignCommand.AbandonBattle.class, name = "abandon-battle"),
        @JsonSubTypes.Type(value = CampaignCommand.ChooseConstraints.class, name = "choose-constraints"),
})
public sealed interface CampaignCommand {

    /** The user id of who acts. */
    String actor();

    /**
     * A game opens as the campaign's next battle.
     *
     * @param managesServer the actor manages the server (Discord's Manage Server): they may open
     *                      it without having played (a campaign whose players have all gone)
     */
    record OpenBattle(String actor, long gameId, String channel, String date, boolean managesServer)
            implements CampaignCommand {

        public OpenBattle(String actor, long gameId, String channel, String date) {
            this(actor, gameId, channel, date, false);
        }
    }

    /** The battle's game reached doomsday: its final scores and who held the objective. */
    record FinishBattle(String actor, long gameId, String date, List<Battle.Result> results, List<String> winners,
                        String objective, ObjectiveBehaviour behaviour, String holder) implements CampaignCommand {
        public FinishBattle {
            results = List.copyOf(results);
            winners = List.copyOf(winners);
        }
    }

    /**
     * The battle's game was ended by its host before doomsday; who played in it, and their scores
     * then. {@code beforeStart}: in its lobby, before any company was revealed; it then doesn't
     * count as one of the campaign's battles (see {@link Campaign}).
     */
    record AbandonBattle(String actor, long gameId, String date, List<Battle.Result> results, boolean beforeStart)
            implements CampaignCommand {
        public AbandonBattle {
            results = results == null ? List.of() : List.copyOf(results);
        }

        /** Abandoned once started. */
        public AbandonBattle(String actor, long gameId, String date, List<Battle.Result> results) {
            this(actor, gameId, date, results, false);
        }
    }

    /**
     * The objective's holder sets two constraints of different kinds for the next battle.
     *
     * @param by the last battle's host choosing for the absent holder ({@code actor}), or null
     */
    record ChooseConstraints(String actor, List<Constraint> constraints, String by) implements CampaignCommand {
        public ChooseConstraints {
            constraints = constraints == null ? List.of() : List.copyOf(constraints);
        }

        public ChooseConstraints(String actor, List<Constraint> constraints) {
            this(actor, constraints, null);
        }
    }
}
