package mfz.rules.bidding;

import static mfz.rules.bidding.Position.DEFENDER;
import static mfz.rules.bidding.Position.POINT_ATTACKER;
import static mfz.rules.bidding.Position.SECONDARY_ATTACKER;
import static mfz.rules.bidding.TieOption.ADD_FRAME;
import static mfz.rules.bidding.TieOption.DEFER;
import static mfz.rules.bidding.TieOption.REMOVE_FRAME;
import static mfz.rules.game.Table.frames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.campaign.Constraint;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.company.SystemType;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision.HighTieChoice;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameSize;
import mfz.rules.seat.Seat;
import mfz.rules.seat.Strength;
import org.junit.jupiter.api.Test;

/** Bidding (docs/rules.md §2), every case worked out by hand. */
class BiddingTest {

    private static final String BGY = "B G Y";
    private static final String SOLDIER = Table.SOLDIER;

    private static Table ready(GameSize size, int stations, String[]... companies) {
        return Table.lobby(size, companies.length).companies(stations, companies);
    }

    private static Event settled(List<Placing> placings, LowTie tie, List<Integer> rolls, List<String> order) {
        return new Event.BiddingSettled(placings, tie, rolls, order);
    }

    private static final Event TERRAIN = new Event.DeploymentStepStarted(DeploymentStep.TERRAIN, null);

    // ---- 2 players ----------------------------------------------------------------------------

    @Test
    void mostFramesLosesOnePointOfPpaAndFewestGainsOne() {
        Table t = ready(GameSize.SKIRMISH, 3, frames(4, SOLDIER),
                new String[] {BGY, BGY, BGY, BGY, SOLDIER});
        // a: 4 frames (fewest, +1), 16 systems; b: 5 frames (most, -1), 16 systems (equal: +1 -1)
        Table.given(t.game()).when(new Command.StartGame("a")).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 4, 16, 3, 6, 42), new Bid("b", 5, 16, 3, 4, 32))),
                settled(List.of(new Placing("a", DEFENDER), new Placing("b", POINT_ATTACKER)), null, List.of(),
                        List.of("a", "b")),
                TERRAIN);
    }

    @Test
    void mostSystemsLosesOnePointOfPpaAndFewestGainsOne() {
        Table t = ready(GameSize.SKIRMISH, 3, frames(4, SOLDIER), frames(4, BGY));
        Game g = Table.given(t.game()).when(new Command.StartGame("a")).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 4, 16, 3, 4, 28), new Bid("b", 4, 12, 3, 6, 42))),
                settled(List.of(new Placing("a", POINT_ATTACKER), new Placing("b", DEFENDER)), null, List.of(),
                        List.of("b", "a")),
                TERRAIN);
        assertEquals(28, g.score("a"));
        assertEquals(42, g.score("b"));
        assertEquals(List.of("b", "a"), g.ranking());
        assertEquals(Phase.DEPLOYMENT, g.phase());
    }

    /**
     * §2.1 and §2.3: every company's points per asset start at 5 and move one for each count it
     * is most or fewest in; its starting score is its frames and stations times that.
     */
    @Test
    void pointsPerAssetStartAtFiveAndTheStartingScoreIsAssetsTimesThem() {
        Game g = Table.ok(ready(GameSize.SKIRMISH, 3, frames(4, SOLDIER), frames(4, BGY)).game(),
                new Command.StartGame("a"));
        assertEquals(5 + 1 - 1 - 1, g.player("a").orElseThrow().ppa(), "as many frames (+1 −1), most systems (−1)");
        assertEquals(5 + 1 - 1 + 1, g.player("b").orElseThrow().ppa(), "as many frames (+1 −1), fewest systems (+1)");
        assertEquals((4 + 3) * 4, g.score("a"));
        assertEquals((4 + 3) * 6, g.score("b"));
    }

    /**
     * §2.2: with equal counts, every company is both most and fewest, so its −1 and +1 cancel: two
     * identical companies keep 5 points per asset.
     */
    @Test
    void withEqualCountsTheMinusOneAndPlusOneCancel() {
        List<Bid> bids = ready(GameSize.SKIRMISH, 3, frames(4, SOLDIER), frames(4, SOLDIER)).play(
                new Command.StartGame("a"), 1).stream().filter(Event.CompaniesCompared.class::isInstance)
                .map(e -> ((Event.CompaniesCompared) e).bids()).findFirst().orElseThrow();
        assertEquals(List.of(5, 5), bids.stream().map(Bid::ppa).toList());
    }

    /** §1 ruling: a split-range weapon is one system toward bidding's counts, as toward the four-system limit. */
    @Test
    void aSplitRangeWeaponCountsAsOneSystemTowardBidding() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetAdvancedOption("a", AdvancedOption.SPLIT_RANGE, true));
        t.companies(3, frames(4, "B G Y Rh/Rd"), frames(4, "B G Y Rd"));
        List<Bid> bids = t.play(new Command.StartGame("a"), 1).stream()
                .filter(Event.CompaniesCompared.class::isInstance).map(e -> ((Event.CompaniesCompared) e).bids())
                .findFirst().orElseThrow();
        assertEquals(16, bids.get(0).systems(), "4 frames of 4 systems, the split weapon one of them");
        assertEquals(bids.get(1).systems(), bids.get(0).systems(), "no more than the same frames with one weapon");
        assertEquals(bids.get(1).ppa(), bids.get(0).ppa());
    }

    @Test
    void tieForHighestDrawsARandomOrderAndAsksTheFirst() {
        Table t = ready(GameSize.SKIRMISH, 3, frames(5, SOLDIER), frames(5, SOLDIER));
        // equal counts: every adjustment cancels, PPA 5, (5 + 3) x 5 = 40 each
        Game g = Table.given(t.game()).when(new Command.StartGame("a"), ScriptedDice.of(1)).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 5, 20, 3, 5, 40), new Bid("b", 5, 20, 3, 5, 40))),
                new Event.TieOrderDrawn(List.of("a", "b"), List.of(1), List.of("b", "a")),
                new Event.DecisionRequested(new HighTieChoice("b", List.of("b", "a"), List.of(),
                        List.of(ADD_FRAME, REMOVE_FRAME, DEFER))));
        assertEquals(Phase.BIDDING, g.phase());
        assertEquals("Ben must settle the tie for highest score: add a frame, remove a frame or defer to Anna.",
                GameQueries.waitingOn(g));
    }

    private static Game twoTied() {
        Table t = ready(GameSize.SKIRMISH, 3, frames(5, SOLDIER), frames(5, SOLDIER));
        t.start(ScriptedDice.of(2)); // order a, b
        return t.game();
    }

    @Test
    void tieForHighestFirstPlayerMayAddAFrameAndBiddingRestarts() {
        Frame added = Frame.build("a", "Spare", LoadoutNotation.read(SOLDIER).systems(), 0);
        Game g = Table.given(twoTied()).when(new Command.AddFrameToBreakTie("a", "Spare", SOLDIER)).thenEvents(
                new Event.TieFrameAdded(added),
                // a: 6 frames and 24 systems, both most: 5 - 2 = 3, (6 + 3) x 3 = 27; b: both fewest, 7 x 8 = 56
                new Event.CompaniesCompared(List.of(new Bid("a", 6, 24, 3, 3, 27), new Bid("b", 5, 20, 3, 7, 56))),
                settled(List.of(new Placing("a", POINT_ATTACKER), new Placing("b", DEFENDER)), null, List.of(),
                        List.of("b", "a")),
                TERRAIN);
        assertEquals(6, g.framesOf("a").size());
        assertEquals(0, g.frame("a", "spare").orElseThrow().ssrs());
        assertNull(g.pending());
    }

    /** A tie's new frame has its disc on a map, as a frame built in the lobby has (docs/rules.md §10: set per frame). */
    @Test
    void aFrameAddedToBreakATieSetsItsDiscAsABuiltOneDoes() {
        Game g = Table.given(twoTied()).when(new Command.AddFrameToBreakTie("a", "Spare", SOLDIER, 2.0)).accepted();
        assertEquals(2.0, g.frame("a", "Spare").orElseThrow().disc());
        Table.given(twoTied()).when(new Command.AddFrameToBreakTie("a", "Spare", SOLDIER, 9.0))
                .thenRefused("That frame can't join your company:\n- `Spare` stands on a disc 9.0 units across: a frame's "
                        + "disc is 0.5 to 3 units across (1 if not set).");
    }

    @Test
    void tieForHighestFirstPlayerMayRemoveAFrame() {
        Game g = Table.given(twoTied()).when(new Command.RemoveFrameToBreakTie("a", "A2", null)).thenEvents(
                new Event.TieFrameRemoved("a", "a2", null),
                new Event.CompaniesCompared(List.of(new Bid("a", 4, 16, 3, 7, 49), new Bid("b", 5, 20, 3, 3, 24))),
                settled(List.of(new Placing("a", DEFENDER), new Placing("b", POINT_ATTACKER)), null, List.of(),
                        List.of("a", "b")),
                TERRAIN);
        assertEquals(3, g.frame("a", "a1").orElseThrow().ssrs());
    }

    @Test
    void aRemovedFramesSsrsGoToTheFirstRemainingFrameUnlessTheyAreSentElsewhere() {
        Game first = Table.given(twoTied()).when(new Command.RemoveFrameToBreakTie("a", "a1", null)).accepted();
        assertEquals(3, first.frame("a", "a2").orElseThrow().ssrs());
        Game chosen = Table.given(twoTied()).when(new Command.RemoveFrameToBreakTie("a", "a1", "a4")).accepted();
        assertEquals(3, chosen.frame("a", "a4").orElseThrow().ssrs());
        assertEquals(0, chosen.frame("a", "a2").orElseThrow().ssrs());
        assertEquals(3, chosen.framesOf("a").stream().mapToInt(Frame::ssrs).sum());
        Table.given(twoTied()).when(new Command.RemoveFrameToBreakTie("a", "a1", "a1"))
                .thenRefused("`a1` is the frame being removed: its SSRs must go to another frame.");
        Table.given(twoTied()).when(new Command.RemoveFrameToBreakTie("a", "a1", "zz"))
                .thenRefused("Your company has no frame named `zz` to take the SSRs.");
        Table.given(twoTied()).when(new Command.RemoveFrameToBreakTie("a", "nope", null))
                .thenRefused("Your company has no frame named `nope`.");
    }

    /**
     * A removed frame's SSRs go where there is room, at most 3 a frame (§1; an audit, 2026-11-26:
     * with 6 SSRs a company, removing a1 put 6 on a2): to the first frame that takes them all,
     * else one each; a frame named without the room is refused.
     */
    @Test
    void aRemovedFramesSsrsGoWhereThereIsRoomAtMostThreeAFrame() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetSsrCount("a", 8));
        for (String id : List.of("a", "b")) {
            List<FrameDraft> frames = new ArrayList<>();
            for (int i = 1; i <= 5; i++) {
                frames.add(new FrameDraft(id + i, SOLDIER, i == 1 ? 3 : i == 2 ? 2 : 1));
            }
            t.play(new Command.SetCompany(id, new CompanyDraft(frames, List.of(id + "-S1", id + "-S2",
                    id + "-S3"))));
            t.play(new Command.DeclareReady(id));
        }
        t.start(ScriptedDice.of(2)); // order a, b
        Game tied = t.game();
        Game moved = Table.given(tied).when(new Command.RemoveFrameToBreakTie("a", "a1", null)).accepted();
        assertEquals(List.of(3, 3, 1, 1), moved.framesOf("a").stream().map(Frame::ssrs).toList(),
                "no frame has room for all three (2, 1, 1, 1 carried): one each where there is room, a2 then a3");
        Table.given(tied).when(new Command.RemoveFrameToBreakTie("a", "a1", "a2")).thenRefused(
                "`a2` has room for 1 more SSR(s), at most 3 a frame: name another frame, or none to spread them.");
        // as that refusal offers (an audit: "none" was looked for as a frame's name)
        assertEquals(moved.framesOf("a").stream().map(Frame::ssrs).toList(), Table.given(tied)
                .when(new Command.RemoveFrameToBreakTie("a", "a1", "none")).accepted().framesOf("a").stream()
                .map(Frame::ssrs).toList());
        Game named = Table.given(tied).when(new Command.RemoveFrameToBreakTie("a", "a5", "a2")).accepted();
        assertEquals(3, named.frame("a", "a2").orElseThrow().ssrs(), "a5's one SSR fits on a2");
    }

    @Test
    void aPlayerWhoDeferredCannotBeDeferredToAgain() {
        Game g = Table.given(twoTied()).when(new Command.DeferTie("a")).thenEvents(
                new Event.TieDeferred("a", "b"),
                new Event.DecisionRequested(new HighTieChoice("b", List.of("a", "b"), List.of("a"),
                        List.of(ADD_FRAME, REMOVE_FRAME))));
        Table.given(g).when(new Command.DeferTie("b")).thenRefused("You can't defer: nobody is left in the tie to "
                + "defer to (a player who deferred can't be deferred to again). You may add a frame or remove a frame.");
        Game after = Table.given(g).when(new Command.RemoveFrameToBreakTie("b", "b5", null)).accepted();
        assertEquals(DEFENDER, after.position("b"));
        assertEquals(POINT_ATTACKER, after.position("a"));
    }

    @Test
    void onlyTheNamedPlayerAnswersATieAndNothingElseHappensMeanwhile() {
        Game g = twoTied();
        String waiting = "Anna must settle the tie for highest score: add a frame, remove a frame or defer to Ben.";
        Table.given(g).when(new Command.DeferTie("b")).thenRefused("Not your decision: " + waiting);
        Table.given(g).when(new Command.AddFrameToBreakTie("b", "x", SOLDIER)).thenRefused("Not your decision: " + waiting);
        Table.given(g).when(new Command.ApproveTerrain("a")).thenRefused("Not now: " + waiting);
        Table.given(g).when(new Command.Pass("a")).thenRefused("Not now: " + waiting);
    }

    @Test
    void anOptionThatBreaksTheCompanySizeLimitsIsNotOffered() {
        // skirmish for 2: 4 to 6 frames
        Table full = ready(GameSize.SKIRMISH, 3, frames(6, SOLDIER), frames(6, SOLDIER));
        full.start(ScriptedDice.of(2));
        assertEquals(List.of(REMOVE_FRAME, DEFER), ((HighTieChoice) full.game().pending()).options());
        Table.given(full.game()).when(new Command.AddFrameToBreakTie("a", "x", SOLDIER)).thenRefused(
                "You can't add a frame: your company already has 6 frames, the most allowed. "
                        + "You may remove a frame or defer to Ben.");

        Table small = ready(GameSize.SKIRMISH, 3, frames(4, SOLDIER), frames(4, SOLDIER));
        small.start(ScriptedDice.of(2));
        assertEquals(List.of(ADD_FRAME, DEFER), ((HighTieChoice) small.game().pending()).options());
        Table.given(small.game()).when(new Command.RemoveFrameToBreakTie("a", "a1", null)).thenRefused(
                "You can't remove a frame: your company has only 4 frames, the fewest allowed. "
                        + "You may add a frame or defer to Ben.");
    }

    /** a and b tied under "no comms" and "average 3 systems": 5 frames of B G Rd each (15 systems, the most). */
    private static Game twoTiedInACampaign() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.EnterCampaign("a", "Moon", List.of(new Constraint.Design(
                List.of(SystemType.COMMS), null), new Constraint.Average(3))));
        t.companies(3, frames(5, "B G Rd"), frames(5, "B G Rd"));
        t.start(ScriptedDice.of(2));
        return t.game();
    }

    @Test
    void aFrameAddedToBreakATieKeepsTheCampaignsConstraints() {
        Game g = twoTiedInACampaign();
        Table.given(g).when(new Command.AddFrameToBreakTie("a", "Spare", "B G Y Rd")).thenRefused(
                "That frame can't join your company:\n"
                        + "- `Spare` carries `Y`: this campaign battle allows "
                        + "no surveillance/comms systems (`Y`).\n"
                        + "- Your company carries 19 systems on 6 frames: this campaign battle allows at most "
                        + "3 systems per frame on average, 18 in all.");
        Table.given(g).when(new Command.AddFrameToBreakTie("a", "Spare", "B G Rd")).accepted();
    }

    /**
     * The bot's seat settling a tie under a campaign's constraints: the archetype's spare frame
     * (B G Rd Rd) breaks the average, so it adds one like its own (a seat audit: it had that one
     * frame to add, and where it could neither defer nor remove, the game waited on it for good).
     */
    @Test
    void aSeatSettlesATieWithAFrameTheCampaignAllows() {
        Game g = twoTiedInACampaign();
        String asked = ((PendingDecision.HighTieChoice) g.pending()).player();
        assertEquals(Optional.of(new Command.AddFrameToBreakTie(asked, g.nameOf(asked) + "-6", "B G Rd")),
                Seat.next(g, asked, Strength.EASY));
    }

    @Test
    void aFrameAddedToBreakATieCarriesNoBannedTypeOfASetSplitWeaponsIncluded() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.EnterCampaign("a", "Moon", List.of(new Constraint.Design(
                List.of(SystemType.DIRECT_FIRE, SystemType.ARTILLERY), null))));
        t.play(new Command.SetAdvancedOption("a", AdvancedOption.SPLIT_RANGE, true));
        t.companies(3, frames(5, "B G Rh"), frames(5, "B G Rh"));
        t.start(ScriptedDice.of(2));
        Table.given(t.game()).when(new Command.AddFrameToBreakTie("a", "Spare", "B G Rh/Ra")).thenRefused(
                "That frame can't join your company:\n"
                        + "- `Spare` carries `Rh/Ra`: this campaign battle allows no direct-fire weapon or "
                        + "artillery weapon systems (`Rd`, `Ra`).");
        Table.given(t.game()).when(new Command.AddFrameToBreakTie("a", "Spare", "B G Rh")).accepted();
    }

    @Test
    void aFrameRemovedToBreakATieKeepsTheCampaignsAverage() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.EnterCampaign("a", "Moon", List.of(new Constraint.Average(3))));
        t.companies(3, new String[] {"B G Rd Rd", "B G Rd", "B G", "B G Rd", "B G Rd"},
                new String[] {"B G Rd Rd", "B G Rd", "B G", "B G Rd", "B G Rd"});
        t.start(ScriptedDice.of(2));
        Table.given(t.game()).when(new Command.RemoveFrameToBreakTie("a", "a3", null)).thenRefused(
                "Removing `a3` would break the campaign's constraints:\n"
                        + "- Your company carries 13 systems on 4 frames: this campaign battle allows at most "
                        + "3 systems per frame on average, 12 in all.");
        Table.given(t.game()).when(new Command.RemoveFrameToBreakTie("a", "a1", null)).accepted();
    }

    @Test
    void anAddedFrameMustBeAValidFrameWithANewName() {
        Table.given(twoTied()).when(new Command.AddFrameToBreakTie("a", "A1", "B B B Rx")).thenRefused(
                "That frame can't join your company:\n"
                        + "- `A1`: `Rx` is not a system code; use " + LoadoutNotation.CODES + ".\n"
                        + "- `A1` carries 3 defense systems; a frame carries at most 2 of a type "
                        + "(each half of a split-range weapon counts as half).\n"
                        + "- Your company already has a frame named `A1`.");
    }

    /** A tie frame's name is new as the lobby reads names: by their stored key too, full-width letters and ß folded. */
    @Test
    void anAddedFramesNameIsNewByItsKeyToo() {
        Table.given(twoTied()).when(new Command.AddFrameToBreakTie("a", "\uFF21\uFF11", SOLDIER)).thenRefused(
                "That frame can't join your company:\n- Your company already has a frame named `\uFF21\uFF11`.");
    }

    @Test
    void thereIsNoTieToSettleOutsideATie() {
        Table t = ready(GameSize.SKIRMISH, 3, frames(4, SOLDIER), frames(4, BGY));
        t.start(ScriptedDice.of());
        Table.given(t.game()).when(new Command.DeferTie("a"))
                .thenRefused("There is no tie for highest score to settle.");
    }

    // ---- 3 players ----------------------------------------------------------------------------

    @Test
    void highestIsDefenderLowestIsPointAttackerTheRestSecondary() {
        Table t = ready(GameSize.SKIRMISH, 2, frames(3, BGY), frames(4, BGY), frames(5, BGY));
        Table.given(t.game()).when(new Command.StartGame("a")).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 3, 9, 2, 7, 35), new Bid("b", 4, 12, 2, 5, 30),
                        new Bid("c", 5, 15, 2, 3, 21))),
                settled(List.of(new Placing("a", DEFENDER), new Placing("b", SECONDARY_ATTACKER),
                        new Placing("c", POINT_ATTACKER)), null, List.of(), List.of("a", "b", "c")),
                TERRAIN);
    }

    @Test
    void tieForLowestIsLostAtRandomAndTheLoserGoesLast() {
        Table t = ready(GameSize.SKIRMISH, 2, frames(3, BGY), frames(5, BGY), frames(5, BGY));
        Game g = Table.given(t.game()).when(new Command.StartGame("a"), ScriptedDice.of(1)).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 3, 9, 2, 7, 35), new Bid("b", 5, 15, 2, 3, 21),
                        new Bid("c", 5, 15, 2, 3, 21))),
                settled(List.of(new Placing("a", DEFENDER), new Placing("b", POINT_ATTACKER),
                        new Placing("c", SECONDARY_ATTACKER)), new LowTie("b", List.of("c")), List.of(1),
                        List.of("a", "c", "b")),
                TERRAIN);
        assertEquals(new LowTie("b", List.of("c")), g.lowTie());
        assertEquals(List.of("a", "c", "b"), g.ranking());
    }

    @Test
    void tiedPlayersDeferDownTheOrderAndBiddingRestartsAfterAChange() {
        Table t = ready(GameSize.SKIRMISH, 2, frames(4, BGY), frames(4, BGY), frames(4, BGY));
        // all 30: the shuffle rolls a d3 (1: c to the back... swap 3rd with 1st) then a d2 (swap 2nd with 1st)
        Game g = Table.given(t.game()).when(new Command.StartGame("a"), ScriptedDice.of(1, 1)).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 4, 12, 2, 5, 30), new Bid("b", 4, 12, 2, 5, 30),
                        new Bid("c", 4, 12, 2, 5, 30))),
                new Event.TieOrderDrawn(List.of("a", "b", "c"), List.of(1, 1), List.of("b", "c", "a")),
                new Event.DecisionRequested(new HighTieChoice("b", List.of("b", "c", "a"), List.of(),
                        List.of(ADD_FRAME, REMOVE_FRAME, DEFER))));
        g = Table.given(g).when(new Command.DeferTie("b")).thenEvents(
                new Event.TieDeferred("b", "c"),
                new Event.DecisionRequested(new HighTieChoice("c", List.of("b", "c", "a"), List.of("b"),
                        List.of(ADD_FRAME, REMOVE_FRAME, DEFER))));
        g = Table.given(g).when(new Command.DeferTie("c")).thenEvents(
                new Event.TieDeferred("c", "a"),
                new Event.DecisionRequested(new HighTieChoice("a", List.of("b", "c", "a"), List.of("b", "c"),
                        List.of(ADD_FRAME, REMOVE_FRAME))));
        // a adds a frame: a 5 frames 15 systems, PPA 3, 21; b and c 4 frames 12 systems, PPA 7, 42: a new tie
        g = Table.given(g).when(new Command.AddFrameToBreakTie("a", "a5", BGY), ScriptedDice.of(1)).thenEvents(
                new Event.TieFrameAdded(Frame.build("a", "a5", LoadoutNotation.read(BGY).systems(), 0)),
                new Event.CompaniesCompared(List.of(new Bid("a", 5, 15, 2, 3, 21), new Bid("b", 4, 12, 2, 7, 42),
                        new Bid("c", 4, 12, 2, 7, 42))),
                new Event.TieOrderDrawn(List.of("b", "c"), List.of(1), List.of("c", "b")),
                new Event.DecisionRequested(new HighTieChoice("c", List.of("c", "b"), List.of(),
                        List.of(ADD_FRAME, REMOVE_FRAME, DEFER))));
        // c removes a frame: c 3 frames 9 systems PPA 7, 35; b 4/12 PPA 5, 30; a 5/15 PPA 3, 21
        g = Table.given(g).when(new Command.RemoveFrameToBreakTie("c", "c2", null)).thenEvents(
                new Event.TieFrameRemoved("c", "c2", null),
                new Event.CompaniesCompared(List.of(new Bid("a", 5, 15, 2, 3, 21), new Bid("b", 4, 12, 2, 5, 30),
                        new Bid("c", 3, 9, 2, 7, 35))),
                settled(List.of(new Placing("a", POINT_ATTACKER), new Placing("b", SECONDARY_ATTACKER),
                        new Placing("c", DEFENDER)), null, List.of(), List.of("c", "b", "a")),
                TERRAIN);
        assertEquals(35, g.score("c"));
    }

    // ---- 4 players ----------------------------------------------------------------------------

    @Test
    void fourPlayersAdjustEveryTiedCompany() {
        Table t = ready(GameSize.SKIRMISH, 2, frames(3, BGY), frames(4, BGY), frames(4, SOLDIER), frames(3, SOLDIER));
        Game g = Table.given(t.game()).when(new Command.StartGame("a")).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 3, 9, 2, 7, 35), new Bid("b", 4, 12, 2, 4, 24),
                        new Bid("c", 4, 16, 2, 3, 18), new Bid("d", 3, 12, 2, 6, 30))),
                settled(List.of(new Placing("a", DEFENDER), new Placing("b", SECONDARY_ATTACKER),
                        new Placing("c", POINT_ATTACKER), new Placing("d", SECONDARY_ATTACKER)), null, List.of(),
                        List.of("a", "d", "b", "c")),
                TERRAIN);
        assertEquals(List.of("a", "d", "b", "c"), g.ranking());
    }

    @Test
    void equalScoresNoBiddingTieSettlesAreOrderedOnceAtRandom() {
        Table t = ready(GameSize.SKIRMISH, 2, frames(3, BGY), frames(4, BGY), frames(4, BGY), frames(4, SOLDIER));
        Table.given(t.game()).when(new Command.StartGame("a"), ScriptedDice.of(1)).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 3, 9, 2, 7, 35), new Bid("b", 4, 12, 2, 4, 24),
                        new Bid("c", 4, 12, 2, 4, 24), new Bid("d", 4, 16, 2, 3, 18))),
                settled(List.of(new Placing("a", DEFENDER), new Placing("b", SECONDARY_ATTACKER),
                        new Placing("c", SECONDARY_ATTACKER), new Placing("d", POINT_ATTACKER)), null, List.of(1),
                        List.of("a", "c", "b", "d")),
                TERRAIN);
    }

    /**
     * §2.5: the tie for highest is settled before the tie for lowest: four players, a and b tied
     * highest, c and d lowest; c and d's tie is drawn only once a's added frame settled the other.
     */
    @Test
    void theTieForHighestIsSettledBeforeTheTieForLowest() {
        // a and b 3 frames of B G Y (PPA 7, 35); c and d 4 frames of the soldier (PPA 3, 18)
        Table t = ready(GameSize.SKIRMISH, 2, frames(3, BGY), frames(3, BGY), frames(4, SOLDIER), frames(4, SOLDIER));
        t.start(ScriptedDice.of(2)); // order a, b
        assertEquals(new HighTieChoice("a", List.of("a", "b"), List.of(), List.of(ADD_FRAME, DEFER)), t.game().pending());
        assertEquals(null, t.game().lowTie(), "c and d's tie waits for the tie for highest");
        // a adds a B G Y: a 4 frames 12 systems: most frames -1, PPA 4, 24; b alone fewest: 7, 35;
        // c, d most frames and systems: 3, 18 each, a tie for lowest: d6... a d2 picks c
        Game g = Table.given(t.game()).when(new Command.AddFrameToBreakTie("a", "a4", BGY), ScriptedDice.of(1))
                .thenEvents(
                        new Event.TieFrameAdded(Frame.build("a", "a4", LoadoutNotation.read(BGY).systems(), 0)),
                        new Event.CompaniesCompared(List.of(new Bid("a", 4, 12, 2, 4, 24), new Bid("b", 3, 9, 2, 7, 35),
                                new Bid("c", 4, 16, 2, 3, 18), new Bid("d", 4, 16, 2, 3, 18))),
                        settled(List.of(new Placing("a", SECONDARY_ATTACKER), new Placing("b", DEFENDER),
                                new Placing("c", POINT_ATTACKER), new Placing("d", SECONDARY_ATTACKER)),
                                new LowTie("c", List.of("d")), List.of(1), List.of("b", "a", "d", "c")),
                        TERRAIN);
        assertEquals(new LowTie("c", List.of("d")), g.lowTie());
    }

    // ---- 5 players ----------------------------------------------------------------------------

    @Test
    void fivePlayersWithATieForLowestAndASecondaryTie() {
        Table t = ready(GameSize.SKIRMISH, 1, frames(3, BGY), frames(4, BGY), frames(4, BGY), frames(4, SOLDIER),
                frames(4, SOLDIER));
        // dice: d2 = 1 picks d to lose the tie for lowest; d2 = 2 keeps b before c
        Table.given(t.game()).when(new Command.StartGame("a"), ScriptedDice.of(1, 2)).thenStartedAnd(
                new Event.CompaniesCompared(List.of(new Bid("a", 3, 9, 1, 7, 28), new Bid("b", 4, 12, 1, 4, 20),
                        new Bid("c", 4, 12, 1, 4, 20), new Bid("d", 4, 16, 1, 3, 15), new Bid("e", 4, 16, 1, 3, 15))),
                settled(List.of(new Placing("a", DEFENDER), new Placing("b", SECONDARY_ATTACKER),
                        new Placing("c", SECONDARY_ATTACKER), new Placing("d", POINT_ATTACKER),
                        new Placing("e", SECONDARY_ATTACKER)), new LowTie("d", List.of("e")), List.of(1, 2),
                        List.of("a", "b", "c", "e", "d")),
                TERRAIN);
    }

    @Test
    void fiveTiedPlayersDeferUntilOneRemovesAFrame() {
        Table t = ready(GameSize.SKIRMISH, 1, frames(4, BGY), frames(4, BGY), frames(4, BGY), frames(4, BGY),
                frames(4, BGY));
        // five at 25: shuffle d5=5, d4=4, d3=3, d2=2 keeps the table order a..e
        t.start(ScriptedDice.of(5, 4, 3, 2));
        for (String p : List.of("a", "b", "c", "d")) {
            t.play(new Command.DeferTie(p));
        }
        assertEquals(new HighTieChoice("e", List.of("a", "b", "c", "d", "e"), List.of("a", "b", "c", "d"),
                List.of(REMOVE_FRAME)), t.game().pending());
        // e removes one: 3 frames 9 systems, PPA 7, (3 + 1) x 7 = 28; the others 4 frames 12 systems:
        // most of both, PPA 3, 15 each: a tie for lowest among four; d4 = 3 picks c; the rest shuffled d3=3, d2=2
        List<Event> events = t.play(new Command.RemoveFrameToBreakTie("e", "e4", null), ScriptedDice.of(3, 3, 2));
        assertEquals(new Event.CompaniesCompared(List.of(new Bid("a", 4, 12, 1, 3, 15), new Bid("b", 4, 12, 1, 3, 15),
                new Bid("c", 4, 12, 1, 3, 15), new Bid("d", 4, 12, 1, 3, 15), new Bid("e", 3, 9, 1, 7, 28))),
                events.get(1));
        assertEquals(settled(List.of(new Placing("a", SECONDARY_ATTACKER), new Placing("b", SECONDARY_ATTACKER),
                new Placing("c", POINT_ATTACKER), new Placing("d", SECONDARY_ATTACKER), new Placing("e", DEFENDER)),
                new LowTie("c", List.of("a", "b", "d")), List.of(3, 3, 2), List.of("e", "a", "b", "d", "c")),
                events.get(2));
        assertEquals(28, t.game().score("e"));
    }

    @Test
    void battleSizesUseTheBattleLimits() {
        // battle for 2: 5 to 8 frames; at 8 only removing or deferring is offered
        Table t = ready(GameSize.BATTLE, 3, frames(8, BGY), frames(8, BGY));
        t.start(ScriptedDice.of(2));
        assertEquals(List.of(REMOVE_FRAME, DEFER), ((HighTieChoice) t.game().pending()).options());
    }

    /** A frame named to break a tie is a name chosen now: a % is refused, as when a company is built. */
    @Test
    void aFrameAddedToBreakATieTakesANameAsAnyChosenOne() {
        Table.given(twoTied()).when(new Command.AddFrameToBreakTie("a", "100%", SOLDIER)).thenRefused(
                "That frame can't join your company:\n- A frame's name can't hold `%`: the buttons carry names, and "
                        + "Discord keeps what a button carries short.");
    }
}
