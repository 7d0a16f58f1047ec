package mfz.bot.commands.hw;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.HwElementStore;
import mfz.rules.hw.Element;
import mfz.rules.hw.HwText;
import mfz.rules.hw.Odds;
import mfz.rules.hw.Stat;

/** How the {@code /hw} replies show dice, elements, odds and the owner's buttons. */
final class HwView {

    static final int COLOUR = 0xC27C0E;

    private HwView() {
    }

    static String dice(List<Integer> dice) {
        return dice.isEmpty() ? "—" : dice.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }

    static String element(Element e) {
        String stats = "F " + e.now().fire() + "/" + e.start().fire() + " · M " + e.now().move() + "/" + e.start().move()
                + " · A " + e.now().armour() + "/" + e.start().armour() + " · D " + e.start().defense() + " · P "
                + e.start().presence();
        String state = e.destroyed() ? " — **destroyed**" : "";
        String owed = (e.hitsOwed() > 0 ? " — " + HwText.count(e.hitsOwed(), "hit") + " to take" : "")
                + (e.recoveriesOwed() > 0 ? " — " + HwText.count(e.recoveriesOwed(), "point") + " to recover" : "");
        return "**" + e.name() + "** (" + e.kind().name().toLowerCase(Locale.ROOT) + ") " + stats + " · damage "
                + e.damage() + state + owed;
    }

    /** Each number of hits with its chance, and the average. */
    static String odds(Odds odds) {
        // Each count a line, but the unlikely tails (under 0.05% each) one line each, summed: dropped, a shot's
        // 5 hits just rolled stood nowhere in its odds, and the average counted lines that weren't shown (an
        // audit of the HW helper).
        List<Double> byHits = odds.byHits();
        int first = 0;
        int last = byHits.size() - 1;
        while (first < last && byHits.get(first) < SHOWN) {
            first++;
        }
        while (last > first && byHits.get(last) < SHOWN) {
            last--;
        }
        StringBuilder text = new StringBuilder();
        double fewer = byHits.subList(0, first).stream().mapToDouble(Double::doubleValue).sum();
        if (fewer > CERTAIN_WITHIN) {
            text.append(first == 1 ? "0 hits " : hits(first - 1) + " or fewer ").append(percent(fewer)).append('\n');
        }
        for (int hits = first; hits <= last; hits++) {
            text.append(hits(hits)).append(' ').append(percent(byHits.get(hits))).append('\n');
        }
        double more = byHits.subList(last + 1, byHits.size()).stream().mapToDouble(Double::doubleValue).sum();
        if (more > CERTAIN_WITHIN) {
            text.append(last + 2 == byHits.size() ? hits(last + 1) : (last + 1) + " or more hits").append(' ')
                    .append(percent(more)).append('\n');
        }
        text.append(String.format(Locale.ROOT, "average %.2f hits; at least one %s", odds.expectedHits(),
                percent(odds.atLeast(1))));
        return text.toString();
    }

    /** A chance below this gets no line of its own: it would read "under 0.1%" beside the others. */
    private static final double SHOWN = 0.0005;

    private static String hits(int n) {
        return n + (n == 1 ? " hit" : " hits");
    }

    /** A chance to a tenth of a percent; one that rounds to 0 or 100 without being so says so (it read 100.0%). */
    static String percent(double p) {
        String shown = String.format(Locale.ROOT, "%.1f%%", 100 * p);
        // Sums of products leave a certainty a hair under 1 (0.9999999999999997): only a real gap says so.
        if (p > CERTAIN_WITHIN && shown.equals("0.0%")) {
            return "under 0.1%";
        }
        if (p < 1 - CERTAIN_WITHIN && shown.equals("100.0%")) {
            return "over 99.9%";
        }
        return shown;
    }

    /** How far from 0 or 1 a chance may be from rounding alone (the smallest real chance here is about 1e-13). */
    private static final double CERTAIN_WITHIN = 1e-14;

    /**
     * The reply, pinging in its text the other players whose elements now owe hits: a mention in
     * an embed notifies nobody, and they decide next (an adversarial test: nobody was told). An
     * element destroyed outright leaves its owner nothing to do: named below, not pinged (an audit
     * of pings: they were, twice when the reply was deferred).
     */
    static Reply pingingOwners(Reply reply, Request request,
                                            List<HwElementStore.Owned> concerned) {
        return pingingOwners(reply, request, concerned, "your element was hit (below).");
    }

    /** The same with what they are told ({@code why}): a recovery's points to place, not a hit (a review). */
    static Reply pingingOwners(Reply reply, Request request, List<HwElementStore.Owned> concerned, String why) {
        List<String> owners = concerned.stream().map(HwElementStore.Owned::ownerUserId)
                .filter(owner -> !owner.equals(request.caller().id())).distinct().toList();
        if (owners.isEmpty()) {
            return reply;
        }
        return reply.withContent(String.join(" ", owners.stream().map(owner -> "<@" + owner + ">").toList())
                + ": " + why);
    }

    /**
     * An element its hits destroyed at once, as many as its Fire, Move and Armour left: its owner
     * has nothing to place, and a charge's "falls back" no longer concerns it (it read "take 0 hit(s)").
     */
    static String destroyedOutright(HwElementStore.Owned owned) {
        return "<@" + owned.ownerUserId() + ">: **destroyed**: its hits took all the Fire, Move and Armour it had left.";
    }

    /**
     * One button a stat, for the owner to take a hit from it or put a recovered point into it;
     * none when an id would pass Discord's 100 characters (on the console a player's id is their
     * typed name, up to 32, beside an element's name of up to 24): the reply's text says what to
     * type instead. Never thrown: the element is already stored when the buttons are built.
     */
    static List<Component.Row> statButtons(String command, HwElementStore.Owned owned, String verb) {
        Element e = owned.element();
        List<Component> buttons = new ArrayList<>();
        for (Stat stat : Stat.values()) {
            // Only the stats that can take it: a Fire already at 0 offered "−1 Fire", which was then refused.
            if ((command.equals("hw element-hit") ? e.whyNoHit(stat) : e.whyNoRecovery(stat)).isPresent()) {
                continue;
            }
            Optional<String> id = ComponentIds.fitting(() -> ComponentIds.button(command, Map.of(HwOptions.NAME,
                    e.name(), HwOptions.STAT, stat.name().toLowerCase(Locale.ROOT), HwOptions.OWED, "true",
                    ComponentIds.FOR, owned.ownerUserId())));
            if (id.isEmpty()) {
                return List.of();
            }
            buttons.add(Component.Button.of(id.get(), e.name() + ": " + verb + " " + HwText.name(stat)));
        }
        return buttons.isEmpty() ? List.of() : List.of(new Component.Row(buttons));
    }
}
