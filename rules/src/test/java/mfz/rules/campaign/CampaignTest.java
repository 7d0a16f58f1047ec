package mfz.rules.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import mfz.rules.company.SystemType;
import mfz.rules.game.Json;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/** The campaign between battles (docs/rules.md §9): the holder's choice and what carries over. */
class CampaignTest {

    static final Constraint NO_COMMS = new Constraint.Design(List.of(SystemType.COMMS), 2);
    static final Constraint BATTLE = new Constraint.Size(GameSize.BATTLE);

    private final List<CampaignEvent> history = new ArrayList<>();
    private Campaign campaign = Campaign.named("Moon");

    private List<CampaignEvent> accept(CampaignCommand command) {
        CampaignDecision d = campaign.decide(command);
        CampaignDecision.Accepted a = assertInstanceOf(CampaignDecision.Accepted.class, d, () -> d.toString());
        for (CampaignEvent e : a.events()) {
            assertEquals(e, Json.roundTrip(e, CampaignEvent.class), "events round-trip through JSON");
        }
        history.addAll(a.events());
        campaign = campaign.applyAll(a.events());
        assertEquals(campaign, Campaign.replay("Moon", history), "replaying rebuilds the campaign");
        return a.events();
    }

    private void refused(CampaignCommand command, String message) {
        CampaignDecision d = campaign.decide(command);
        assertEquals(new CampaignDecision.Refused(message), d);
    }

    private void battle(long game, String holder) {
        accept(new CampaignCommand.OpenBattle("a", game, "war", "2026-11-21"));
        accept(new CampaignCommand.FinishBattle("a", game, "2026-11-21",
                List.of(new Battle.Result("a", "Anna", 30), new Battle.Result("b", "Ben", 24)), List.of("a"),
                "Leader", ObjectiveBehaviour.ORDERS, holder));
    }

    @Test
    void theHolderChoosesTwoDifferentConstraintsForTheNextBattle() {
        battle(1, "b");
        assertEquals(List.of(), campaign.constraintsForNext(), "nothing until the holder chooses");
        assertTrue(campaign.awaitingChoice().isPresent());
        accept(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)));
        assertEquals(List.of(NO_COMMS, BATTLE), campaign.constraintsForNext());
        List<CampaignEvent> opened = accept(new CampaignCommand.OpenBattle("a", 2, "war", "2026-12-01"));
        assertEquals(new CampaignEvent.BattleOpened(2, 2, "war", "2026-12-01", List.of(NO_COMMS, BATTLE)),
                opened.getFirst());
        assertEquals(List.of(NO_COMMS, BATTLE), campaign.battles().get(1).inForce());
    }

    /**
     * A campaign is its players': once a battle has been played, only its players open the next
     * (a trust audit, 2026-11-26: anyone in the server could open it in a channel of their own,
     * which held the campaign, and the holder's choice, until that battle ended).
     */
    @Test
    void onlyTheCampaignsPlayersOpenItsNextBattle() {
        accept(new CampaignCommand.OpenBattle("eve", 1, "hers", "2026-11-21"));
        accept(new CampaignCommand.AbandonBattle("eve", 1, "2026-11-21", List.of(new Battle.Result("eve", "Eve", 0)),
                true));
        battle(2, "b");
        refused(new CampaignCommand.OpenBattle("eve", 3, "hers", "2026-11-22"),
                "Only the players of Moon's battles (or those who manage the server) open its next one: Anna, Ben.");
        accept(new CampaignCommand.OpenBattle("b", 3, "war", "2026-11-22"));
        accept(new CampaignCommand.AbandonBattle("b", 3, "2026-11-22", List.of(), true));
        // Whoever manages the server may, say when the players have all gone.
        accept(new CampaignCommand.OpenBattle("mod", 4, "war", "2026-11-23", true));
    }

    @Test
    void choosingTheSameKindTwiceOrInvalidValuesIsRefused() {
        battle(1, "b");
        refused(new CampaignCommand.ChooseConstraints("b", List.of(BATTLE, new Constraint.Size(GameSize.SKIRMISH))),
                "Two size constraints: the two constraints must be of different kinds.");
        refused(new CampaignCommand.ChooseConstraints("b", List.of(BATTLE)),
                "Choose exactly two constraints, of different kinds.");
        refused(new CampaignCommand.ChooseConstraints("b", List.of(BATTLE, new Constraint.Average(-1))),
                "The reduced average is 0 to 3 systems per frame, not -1.");
        refused(new CampaignCommand.ChooseConstraints("b", List.of(new Constraint.Size(GameSize.DEMO),
                new Constraint.Environment("", "heater", true))),
                "The size constraint is skirmish or battle. The environmental constraint needs the environment's name "
                        + "(vacuum, ice, zero-G…).");
        refused(new CampaignCommand.ChooseConstraints("b", List.of(BATTLE, new Constraint.Design(List.of(), 9))),
                "The design constraint's SSR count is 0 to 8, not 9.");        // Names chosen now refuse a % (a button writes it as three characters); stored terms keep theirs.
        refused(new CampaignCommand.ChooseConstraints("b", List.of(BATTLE, new Constraint.Environment("100% vacuum",
                "air tanks", false))), "The environment's name can't hold `%`: the buttons carry names, and Discord "
                + "keeps what a button carries short.");
    }

    @Test
    void onlyTheHolderChoosesAndOnlyOnce() {
        battle(1, "b");
        refused(new CampaignCommand.ChooseConstraints("a", List.of(NO_COMMS, BATTLE)),
                "Only Ben, who held the objective at doomsday, chooses the constraints.");
        accept(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)));
        refused(new CampaignCommand.ChooseConstraints("b", List.of(BATTLE, new Constraint.Average(2))),
                "Ben already chose: design constraint: no surveillance/comms systems (`Y`), 2 SSRs per company; "
                        + "size constraint: played at battle size.");
    }

    /**
     * §9: the holder chooses for the next battle, so it waits for their choice: another player
     * opening it first took the choice away, for good once it started (a campaign audit,
     * 2026-11-27). The holder may open it and forgo the choice, and someone who manages the server
     * may open it for a holder who has gone; the choice then lapses.
     */
    @Test
    void theNextBattleWaitsForTheHoldersChoice() {
        battle(1, "b");
        refused(new CampaignCommand.OpenBattle("a", 2, "war", "2026-12-01"), "Ben held the objective at the "
                + "doomsday of battle 1 and hasn't chosen this battle's constraints yet: they choose first "
                + "(`/campaign choose`), or open it themselves to play without them. Someone who manages the server "
                + "may open it anyway.");
        assertEquals(1, campaign.battles().size(), "nothing opened");
        List<CampaignEvent> opened = accept(new CampaignCommand.OpenBattle("mod", 2, "war", "2026-12-01", true));
        assertEquals(List.of(), ((CampaignEvent.BattleOpened) opened.getFirst()).inForce());
        assertEquals("b", campaign.lapsedChoice().orElseThrow().holder(), "Ben's choice lapsed");
    }

    @Test
    void choosingAfterTheNextBattleStartedIsRefusedAndThatBattleHasNoConstraints() {
        battle(1, "b");
        List<CampaignEvent> opened = accept(new CampaignCommand.OpenBattle("b", 2, "war", "2026-12-01"));
        assertEquals(List.of(), ((CampaignEvent.BattleOpened) opened.getFirst()).inForce());
        refused(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)),
                "Battle 2 is open: the constraints for it were fixed when it opened, and its own holder chooses "
                        + "at its doomsday.");
        assertEquals("b", campaign.lapsedChoice().orElseThrow().holder(), "Ben's choice lapsed");
    }

    /** §9: whoever held the objective at doomsday chooses the next battle's constraints, whether or not they won. */
    @Test
    void theHolderChoosesWhetherOrNotTheyWon() {
        battle(1, "b");
        assertEquals(List.of("a"), campaign.battles().getFirst().winners(), "Anna won, 30 to 24");
        refused(new CampaignCommand.ChooseConstraints("a", List.of(NO_COMMS, BATTLE)),
                "Only Ben, who held the objective at doomsday, chooses the constraints.");
        accept(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)));
        assertEquals(List.of(NO_COMMS, BATTLE), campaign.constraintsForNext(), "and the win gives Anna nothing more");
    }

    /**
     * §9: a battle's result gives nobody more dice or frames in the next; only the holder's
     * constraints carry over. Two campaigns whose first battles end the other way round, by any
     * margin, open the same next battle.
     */
    @Test
    void aBattlesResultGivesNobodyMoreDiceOrFramesInTheNext() {
        List<List<Battle.Result>> results = List.of(
                List.of(new Battle.Result("a", "Anna", 30), new Battle.Result("b", "Ben", 24)),
                List.of(new Battle.Result("a", "Anna", 2), new Battle.Result("b", "Ben", 61)),
                List.of(new Battle.Result("a", "Anna", 15), new Battle.Result("b", "Ben", 15)));
        List<List<String>> winners = List.of(List.of("a"), List.of("b"), List.of("a", "b"));
        List<CampaignEvent> nextOpened = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            Campaign c = Campaign.named("Moon");
            c = c.applyAll(accepted(c, new CampaignCommand.OpenBattle("a", 1, "war", "2026-11-21")));
            c = c.applyAll(accepted(c, new CampaignCommand.FinishBattle("a", 1, "2026-11-21", results.get(i),
                    winners.get(i), "Leader", ObjectiveBehaviour.ORDERS, "b")));
            c = c.applyAll(accepted(c, new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE))));
            nextOpened.addAll(accepted(c, new CampaignCommand.OpenBattle("a", 2, "war", "2026-12-01")));
        }
        assertEquals(new CampaignEvent.BattleOpened(2, 2, "war", "2026-12-01", List.of(NO_COMMS, BATTLE)),
                nextOpened.getFirst(), "the holder's constraints");
        assertEquals(List.of(nextOpened.getFirst(), nextOpened.getFirst(), nextOpened.getFirst()), nextOpened,
                "the same next battle, under the holder's constraints alone, whoever won and by how much");
    }

    private static List<CampaignEvent> accepted(Campaign c, CampaignCommand command) {
        return assertInstanceOf(CampaignDecision.Accepted.class, c.decide(command), command::toString).events();
    }

    @Test
    void withNoHolderAtDoomsdayThereAreNoConstraints() {
        battle(1, null);
        refused(new CampaignCommand.ChooseConstraints("a", List.of(NO_COMMS, BATTLE)),
                "Nobody held the objective at the doomsday of battle 1: the next battle has no constraints.");
        assertEquals(List.of(), campaign.constraintsForNext());
    }

    /**
     * An abandoned battle sets no constraints of its own: the next is played under those it was
     * (a campaign audit, 2026-11-27: its host could shed the holder's choice by starting it and
     * ending it).
     */
    @Test
    void anAbandonedBattleSetsNoConstraintsAndTheNextKeepsItsOwn() {
        battle(1, "b");
        accept(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)));
        accept(new CampaignCommand.OpenBattle("a", 2, "war", "2026-12-01"));
        accept(new CampaignCommand.AbandonBattle("a", 2, "2026-12-01", List.of(new Battle.Result("a", "Anna", 0))));
        assertEquals("Anna", campaign.battles().get(1).nameOf("a"), "who played is kept");
        assertEquals(Battle.Status.ABANDONED, campaign.battles().get(1).status());
        assertEquals(List.of(NO_COMMS, BATTLE), campaign.constraintsForNext());
        refused(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)),
                "Battle 2 was abandoned before its doomsday, so nobody holds its objective to choose; the next battle is "
                        + "played under the constraints it was.");
    }

    /**
     * A battle ended in its lobby, before its start, was never played: it doesn't count, and the
     * battle before it decides the next one's constraints (a campaign audit, 2026-11-26: ending
     * a battle opened by mistake used to lose the holder's choice for good).
     */
    @Test
    void aBattleCalledOffBeforeItsStartLeavesTheChoiceToTheNext() {
        battle(1, "b");
        accept(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)));
        accept(new CampaignCommand.OpenBattle("a", 2, "wrong", "2026-12-01"));
        accept(new CampaignCommand.AbandonBattle("a", 2, "2026-12-01", List.of(), true));
        assertEquals(Battle.Status.CALLED_OFF, campaign.battles().get(1).status());
        assertEquals(List.of(NO_COMMS, BATTLE), campaign.constraintsForNext());
        List<CampaignEvent> opened = accept(new CampaignCommand.OpenBattle("a", 3, "war", "2026-12-01"));
        assertEquals(List.of(NO_COMMS, BATTLE), ((CampaignEvent.BattleOpened) opened.getFirst()).inForce());
        assertEquals(3, campaign.battles().size(), "the battle called off stays in the history");
        // nor in the numbering: the one opened after it takes its number (a campaign audit: a group's second
        // battle was "battle 3")
        assertEquals(List.of(1, 2, 2), campaign.battles().stream().map(campaign::shownNumber).toList());
        assertEquals(List.of(1, 2, 3), campaign.battles().stream().map(Battle::number).toList(),
                "the campaign's events still name each its own");
        assertEquals(3, campaign.nextShownNumber(), "the one after it is battle 3");
    }

    /** Opened before the holder chose, the battle is played without constraints; called off, the holder chooses after all. */
    @Test
    void aLapsedChoiceComesBackWhenTheBattleIsCalledOffBeforeItsStart() {
        battle(1, "b");
        accept(new CampaignCommand.OpenBattle("b", 2, "war", "2026-12-01"));
        assertTrue(campaign.awaitingChoice().isEmpty(), "the choice lapsed");
        accept(new CampaignCommand.AbandonBattle("a", 2, "2026-12-01", List.of(), true));
        assertEquals(1, campaign.awaitingChoice().orElseThrow().number(), "Ben chooses after all");
        accept(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS, BATTLE)));
        assertEquals(List.of(NO_COMMS, BATTLE), campaign.constraintsForNext());
        assertTrue(campaign.lapsedChoice().isEmpty());
    }

    /** Battles abandoned before 2026-11-26 were stored without saying when: read as started, as they were ruled then. */
    @Test
    void anAbandonmentStoredWithoutBeforeStartReadsAsStarted() {
        CampaignEvent old = Json.read("{\"type\":\"battle-abandoned\",\"number\":2,\"date\":\"2026-11-01\","
                + "\"results\":[]}", CampaignEvent.class);
        assertEquals(new CampaignEvent.BattleAbandoned(2, "2026-11-01", List.of(), false), old);
    }

    @Test
    void oneBattleAtATime() {
        accept(new CampaignCommand.OpenBattle("a", 1, "war", "2026-11-21"));
        refused(new CampaignCommand.OpenBattle("a", 2, "other", "2026-11-21"),
                "Battle 1 of Moon is still being played in <#war>: finish it (or `/game end` it) first.");
        refused(new CampaignCommand.FinishBattle("a", 7, "2026-11-21", List.of(), List.of(), null, null, null),
                "That game is not the battle of Moon being played.");
    }

    @Test
    void theCampaignAndItsCommandsRoundTripThroughJson() {
        battle(1, "b");
        accept(new CampaignCommand.ChooseConstraints("b", List.of(NO_COMMS,
                new Constraint.Environment("vacuum", "air tanks", false))));
        assertEquals(campaign, Json.roundTrip(campaign, Campaign.class));
        CampaignCommand c = new CampaignCommand.ChooseConstraints("b", List.of(new Constraint.Average(3), BATTLE));
        assertEquals(c, Json.roundTrip(c, CampaignCommand.class));
        assertTrue(Json.write(c).contains("\"kind\":\"average\""), Json.write(c));
    }

    @Test
    void everyCampaignTypeIsRegisteredForJsonWithAStableName() {
        for (Class<?> sealed : List.of(CampaignEvent.class, CampaignCommand.class, Constraint.class)) {
            assertEquals(Set.of(sealed.getPermittedSubclasses()), Arrays.stream(
                    sealed.getAnnotation(JsonSubTypes.class).value())
                    .map(JsonSubTypes.Type::value)
                    .collect(Collectors.toSet()), sealed.getSimpleName());
        }
        assertEquals("{\"kind\":\"design\",\"banned\":[\"COMMS\"],\"ssrCount\":2}", Json.write(NO_COMMS));
    }
}
