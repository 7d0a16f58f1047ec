package mfz.rules.campaign;

import java.util.List;
import java.util.Optional;

/**
 * What makes a game a battle of a campaign: the campaign's name, the constraints in force
 * (chosen at the end of the previous battle), and this battle's special objective once named.
 *
 * @param campaign    the campaign's name (for players to read)
 * @param constraints the constraints in force for this battle (empty: none)
 * @param objective   the special objective's name, or null until it is named
 * @param behaviour   how the objective moves
 */
public record CampaignTerms(String campaign, List<Constraint> constraints, String objective,
                            ObjectiveBehaviour behaviour) {

    public CampaignTerms {
        constraints = constraints == null ? List.of() : List.copyOf(constraints);
        behaviour = behaviour == null ? ObjectiveBehaviour.NONE : behaviour;
    }

    public CampaignTerms withObjective(String name, ObjectiveBehaviour b) {
        return new CampaignTerms(campaign, constraints, name, b);
    }

    public Optional<Constraint.Environment> environment() {
        return of(Constraint.Environment.class);
    }

    public Optional<Constraint.Design> design() {
        return of(Constraint.Design.class);
    }

    public Optional<Constraint.Average> average() {
        return of(Constraint.Average.class);
    }

    public Optional<Constraint.Size> size() {
        return of(Constraint.Size.class);
    }

    private <T extends Constraint> Optional<T> of(Class<T> type) {
        return constraints.stream().filter(type::isInstance).map(type::cast).findFirst();
    }
}
