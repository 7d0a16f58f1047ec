package mfz.rules.bidding;

import static mfz.rules.game.Refusal.require;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import mfz.rules.campaign.Constraints;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.company.Names;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.Roll;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Player;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.stations.Station;

/**
 * Bidding (docs/rules.md §2): compare the companies, set PPA and starting scores, settle a tie
 * for highest score through the tied players' choices (bidding then restarts), settle a tie
 * for lowest at random, and hand out tactical positions.
 *
 * <p>Rulings: a frame added to break a tie carries no SSRs (the company keeps the agreed
 * count); a removed frame's SSRs move to another frame of the company (the player's choice,
 * else the first remaining frame). A tie for highest is drawn afresh each time bidding
 * restarts into a new tie. Players with equal starting scores that no bidding tie settles
 * (secondary attackers, or the others in a tie for lowest) are ordered once at random.
 */
public final class BiddingRules {

    public static final int STARTING_PPA = 5;

    private BiddingRules() {
    }

    /** The comparison of bidding steps 1–3, one bid per player in table order. */
    public static List<Bid> bids(Game g) {
        List<int[]> counts = new ArrayList<>();
        for (Player p : g.players()) {
            List<Frame> frames = g.framesOf(p.id());
            int systems = frames.stream().mapToInt(f -> f.design().size()).sum();
            counts.add(new int[] {frames.size(), systems, g.stationsOf(p.id()).size()});
        }
        return compared(g, counts);
    }

    private static List<Bid> compared(Game g, List<int[]> counts) {
        int maxF = counts.stream().mapToInt(c -> c[0]).max().orElse(0);
        int minF = counts.stream().mapToInt(c -> c[0]).min().orElse(0);
        int maxS = counts.stream().mapToInt(c -> c[1]).max().orElse(0);
        int minS = counts.stream().mapToInt(c -> c[1]).min().orElse(0);
        List<Bid> bids = new ArrayList<>();
        for (int i = 0; i < g.players().size(); i++) {
            int[] c = counts.get(i);
            int ppa = STARTING_PPA - (c[0] == maxF ? 1 : 0) + (c[0] == minF ? 1 : 0)
                    - (c[1] == maxS ? 1 : 0) + (c[1] == minS ? 1 : 0);
            bids.add(new Bid(g.players().get(i).id(), c[0], c[1], c[2], ppa, (c[0] + c[2]) * ppa));
        }
        return bids;
    }

    /** Compares the companies and either asks the first of a tie for highest, or settles bidding. */
    public static void compare(Tx tx) {
        List<Bid> bids = bids(tx.game());
        tx.emit(new Event.CompaniesCompared(bids));
        int high = bids.stream().mapToInt(Bid::score).max().orElseThrow();
        List<String> tiedHigh = bids.stream().filter(b -> b.score() == high).map(Bid::player).toList();
        if (tiedHigh.size() >= 2) {
            List<Integer> rolls = new ArrayList<>();
            List<String> order = Shuffle.order(tiedHigh, tx.dice().forRoll(Roll.TIE_ORDER), rolls);
            tx.emit(new Event.TieOrderDrawn(tiedHigh, rolls, order));
            ask(tx, order.getFirst(), order, List.of());
            return;
        }
        settle(tx, bids);
    }

    private static void ask(Tx tx, String player, List<String> order, List<String> deferred) {
        Game g = tx.game();
        CompanyLimits limits = CompanyLimits.of(g.players().size(), g.options().size());
        int frames = g.framesOf(player).size();
        List<TieOption> options = new ArrayList<>();
        if (frames < limits.maxFrames()) {
            options.add(TieOption.ADD_FRAME);
        }
        if (frames > limits.minFrames()) {
            options.add(TieOption.REMOVE_FRAME);
        }
        if (order.indexOf(player) + 1 < order.size()) {
            options.add(TieOption.DEFER);
        }
        tx.emit(new Event.DecisionRequested(new PendingDecision.HighTieChoice(player, order, deferred, options)));
    }

    private static void settle(Tx tx, List<Bid> bids) {
        int high = bids.stream().mapToInt(Bid::score).max().orElseThrow();
        int low = bids.stream().mapToInt(Bid::score).min().orElseThrow();
        String defender = bids.stream().filter(b -> b.score() == high).findFirst().orElseThrow().player();
        List<String> tiedLow = bids.stream().filter(b -> b.score() == low).map(Bid::player).toList();
        List<Integer> rolls = new ArrayList<>();
        LowTie lowTie = null;
        String point = tiedLow.getFirst();
        if (tiedLow.size() >= 2) {
            point = Shuffle.pick(tiedLow, tx.dice().forRoll(Roll.TIE_ORDER), rolls);
            String loser = point;
            lowTie = new LowTie(loser, tiedLow.stream().filter(p -> !p.equals(loser)).toList());
        }
        List<Placing> placings = new ArrayList<>();
        for (Bid b : bids) {
            Position pos = b.player().equals(defender) ? Position.DEFENDER
                    : b.player().equals(point) ? Position.POINT_ATTACKER : Position.SECONDARY_ATTACKER;
            placings.add(new Placing(b.player(), pos));
        }
        Map<Integer, List<String>> byScore = new TreeMap<>(Comparator.reverseOrder());
        for (Bid b : bids) {
            byScore.computeIfAbsent(b.score(), k -> new ArrayList<>()).add(b.player());
        }
        List<String> order = new ArrayList<>();
        for (List<String> group : byScore.values()) {
            if (lowTie != null && group.contains(lowTie.loser())) {
                order.addAll(Shuffle.order(lowTie.tiedWith(), tx.dice().forRoll(Roll.TIE_ORDER), rolls));
                order.add(lowTie.loser());
            } else {
                order.addAll(Shuffle.order(group, tx.dice().forRoll(Roll.TIE_ORDER), rolls));
            }
        }
        tx.emit(new Event.BiddingSettled(placings, lowTie, rolls, order));
        tx.emit(new Event.DeploymentStepStarted(DeploymentStep.TERRAIN, null));
    }

    private static PendingDecision.HighTieChoice choice(Tx tx) {
        return choice(tx.game());
    }

    private static PendingDecision.HighTieChoice choice(Game g) {
        if (g.pending() instanceof PendingDecision.HighTieChoice choice) {
            return choice;
        }
        throw new Refusal("There is no tie for highest score to settle.");
    }

    /**
     * Refused unless this player settles the tie for highest score now: asked before the bot opens
     * the form for a frame to add (a bad-input play found the form first, the refusal only after it).
     */
    public static void requireTheirTie(Game g, String player) {
        Refusal.requireWithWaiting(choice(g).player().equals(player), "Not your decision: ", g);
    }

    public static void addFrame(Tx tx, Command.AddFrameToBreakTie c) {
        PendingDecision.HighTieChoice choice = choice(tx);
        Game g = tx.game();
        CompanyLimits limits = CompanyLimits.of(g.players().size(), g.options().size());
        require(choice.options().contains(TieOption.ADD_FRAME), "You can't add a frame: your company already has "
                + limits.maxFrames() + " frames, the most allowed. " + offered(g, choice));
        FrameDraft draft = new FrameDraft(c.name(), c.loadout(), 0, c.disc());
        List<String> problems = new ArrayList<>(CompanyValidation.frameProblems(draft, g.options()));
        // A name chosen now: the limits a newly chosen name has (a %), beside those it keeps (CompanyValidation).
        Names.newlyChosenProblem("A frame's name", draft.name()).ifPresent(problems::add);
        // the same name as the lobby's rule reads it, by its stored key too (a rules audit: `STRASSE` beside `Straße`)
        if (!draft.name().isEmpty() && g.framesOf(c.actor()).stream()
                .anyMatch(f -> CompanyValidation.sameName(f.name(), draft.name()))) {
            problems.add("Your company already has a frame named `" + draft.name() + "`.");
        }
        List<FrameDraft> after = new ArrayList<>(drafts(g, c.actor()));
        after.add(draft);
        problems.addAll(campaignProblems(g, c.actor(), after));
        if (!problems.isEmpty()) {
            throw new Refusal("That frame can't join your company:\n- " + String.join("\n- ", problems));
        }
        tx.emit(new Event.TieFrameAdded(Frame.build(c.actor(), draft.name(),
                LoadoutNotation.read(draft.loadout()).systems(), 0, draft.disc())));
        compare(tx);
    }

    public static void removeFrame(Tx tx, Command.RemoveFrameToBreakTie c) {
        PendingDecision.HighTieChoice choice = choice(tx);
        Game g = tx.game();
        CompanyLimits limits = CompanyLimits.of(g.players().size(), g.options().size());
        require(choice.options().contains(TieOption.REMOVE_FRAME), "You can't remove a frame: your company has only "
                + limits.minFrames() + " frames, the fewest allowed. " + offered(g, choice));
        Frame frame = g.frame(c.actor(), c.frame() == null ? "" : c.frame())
                .orElseThrow(() -> new Refusal("Your company has no frame named `" + c.frame() + "`."));
        List<FrameDraft> after = drafts(g, c.actor()).stream().filter(d -> !d.name().equals(frame.name())).toList();
        List<String> problems = campaignProblems(g, c.actor(), after);
        if (!problems.isEmpty()) {
            throw new Refusal("Removing `" + frame.name() + "` would break the campaign's constraints:\n- "
                    + String.join("\n- ", problems));
        }
        String to = null;
        List<String> spread = new ArrayList<>();
        int most = CompanyValidation.MAX_SSRS_PER_FRAME;
        if (frame.ssrs() > 0) {
            List<Frame> others = g.framesOf(c.actor()).stream().filter(f -> f != frame).toList();
            // "none" asks for them spread, as the refusal below offers (no frame may be named so).
            if (c.ssrsTo() != null && !c.ssrsTo().isBlank() && !c.ssrsTo().strip().equalsIgnoreCase("none")) {
                Frame target = g.frame(c.actor(), c.ssrsTo())
                        .orElseThrow(() -> new Refusal("Your company has no frame named `" + c.ssrsTo() + "` to take the SSRs."));
                require(target != frame, "`" + frame.name() + "` is the frame being removed: its SSRs must go to another frame.");
                require(target.ssrs() + frame.ssrs() <= most, "`" + target.name() + "` has room for "
                        + (most - target.ssrs()) + " more SSR(s), at most " + most + " a frame: name another frame, "
                        + "or none to spread them.");
                to = target.name();
            } else {
                // The first frame with room for them all; if none has, one each where there is room.
                to = others.stream().filter(f -> f.ssrs() + frame.ssrs() <= most).findFirst().map(Frame::name)
                        .orElse(null);
                if (to == null) {
                    int left = frame.ssrs();
                    for (Frame f : others) {
                        for (int room = most - f.ssrs(); room > 0 && left > 0; room--, left--) {
                            spread.add(f.name());
                        }
                    }
                    require(left == 0, "The other frames have no room for " + frame.name() + "'s SSRs (at most "
                            + most + " a frame).");
                }
            }
        }
        tx.emit(new Event.TieFrameRemoved(c.actor(), frame.name(), to, spread));
        compare(tx);
    }

    public static void defer(Tx tx, Command.DeferTie c) {
        PendingDecision.HighTieChoice choice = choice(tx);
        require(choice.options().contains(TieOption.DEFER), "You can't defer: nobody is left in the tie to defer to (a player who deferred can't be deferred to again). "
                + offered(tx.game(), choice));
        String to = choice.deferTo();
        tx.emit(new Event.TieDeferred(c.actor(), to));
        List<String> deferred = new ArrayList<>(choice.deferred());
        deferred.add(c.actor());
        ask(tx, to, choice.order(), deferred);
    }

    /** The player's company as it stands, frame by frame (its designs, not what damage left). */
    private static List<FrameDraft> drafts(Game g, String player) {
        return g.framesOf(player).stream().map(f -> new FrameDraft(f.name(), f.loadout(), f.ssrs())).toList();
    }

    /** What a campaign battle's constraints forbid in the company these frames would make (docs/rules.md §9). */
    private static List<String> campaignProblems(Game g, String player, List<FrameDraft> frames) {
        if (g.options().campaign() == null) {
            return List.of();
        }
        List<String> stations = g.stationsOf(player).stream().map(Station::name).toList();
        return Constraints.companyProblems(new CompanyDraft(frames, stations), g.options().campaign());
    }

    private static String offered(Game g, PendingDecision.HighTieChoice choice) {
        List<String> words = choice.options().stream()
                .map(o -> o == TieOption.DEFER ? "defer to " + g.nameOf(choice.deferTo()) : o.word()).toList();
        return "You may " + String.join(" or ", words) + ".";
    }
}
