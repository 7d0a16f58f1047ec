/**
 * The Kids' Basic Campaign (docs/rules.md §9): a named series of battles and what each leaves to the next.
 *
 * <p>Inside a battle (a {@link mfz.rules.game.Game} whose options carry {@link
 * mfz.rules.campaign.CampaignTerms}): the special objective is named
 * ({@link mfz.rules.game.Command.NameObjective}), placed in deployment step 7, held like a
 * neutral station and moved by its behaviour ({@link mfz.rules.campaign.ObjectiveRules}); the
 * constraints in force shape companies and turns ({@link mfz.rules.campaign.Constraints}).
 *
 * <p>Between battles: the {@link mfz.rules.campaign.Campaign} aggregate records each battle and
 * the holder's choice of two constraints of different kinds for the next one. It is decided and
 * evolved like a game ({@code decide} → events → {@code apply}), and round-trips through a plain
 * Jackson {@code ObjectMapper}.
 */
package mfz.rules.campaign;
