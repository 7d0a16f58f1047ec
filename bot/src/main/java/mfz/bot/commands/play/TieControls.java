package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Shortened;
import mfz.rules.bidding.Position;
import mfz.rules.bidding.TieOption;
import mfz.rules.campaign.Constraints;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.FrameDraft;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.stations.Station;

/**
 * Adding a frame to break a tie for highest score, by tapping: one menu of common loadouts,
 * only those this game allows for this company (the frame's own limits, the advanced options,
 * a campaign battle's constraints), under a name the company doesn't use yet; and "a frame
 * of my own…", which opens a form for any other name and loadout.
 */
public final class TieControls {

    /** Loadouts players commonly build, from all-round to specialised; the menu keeps the legal ones. */
    static final List<String> LOADOUTS = List.of("B G Y Rd", "B G Y Rh", "B G Y Ra", "B G Rd Rd", "B G Rh Rh",
            "B G Rd Ra", "B B G Rd", "B G G Rh", "B Y Y Ra", "G Y Rd Ra", "B G Rh Rd", "B G Y E", "B G Y",
            "B G Rd", "G Y Rd");

    private TieControls() {
    }

    /** A tie for highest score: add a frame (its menu, a form for one's own), remove one, or defer. */
    static List<Component.Row> forTie(Game game, PendingDecision.HighTieChoice tie, Map<String, String> mine) {
        List<Component.Row> rows = new ArrayList<>();
        if (tie.options().contains(TieOption.ADD_FRAME)) {
            addFrame(game, tie.player(), mine).ifPresent(rows::add);
        }
        if (tie.options().contains(TieOption.REMOVE_FRAME)) {
            Map<String, String> fixed = new LinkedHashMap<>(mine);
            fixed.put("option", "remove-frame");
            // Only a frame whose removal the rules take (a campaign's constraints may refuse some: a campaign
            // audit found them listed, and refused once chosen), its SSRs passed to some other frame if it has any.
            List<Component.Option> frames = game.framesOf(tie.player()).stream()
                    .filter(f -> removable(game, tie.player(), f.name()))
                    .map(f -> Controls.option(f.name(), f.name(), f.loadout() + outcome(game, tie.player(),
                            new Command.RemoveFrameToBreakTie(tie.player(), f.name(), null))
                            .map(then -> " · " + then).orElse(""))).toList();
            Controls.menu(ComponentIds.menu("bid choose", fixed, "frame"), "Remove a frame…", frames).ifPresent(rows::add);
        }
        if (tie.options().contains(TieOption.DEFER)) {
            Map<String, String> options = new LinkedHashMap<>(mine);
            options.put("option", "defer");
            // What follows, said: "Defer to vincent" left open whether vincent then chooses (a phone review).
            String to = tie.deferTo() == null ? "" : ": " + Shortened.to(game.nameOf(tie.deferTo()), 32)
                    + " chooses instead";
            rows.add(new Component.Row(List.of(Controls.button(ComponentIds.button("bid choose", options),
                    "Defer" + to, Component.Style.SECONDARY))));
        }
        if (tie.options().contains(TieOption.ADD_FRAME) && rows.size() < Controls.MAX_ROWS) {
            rows.add(ownFrame(mine));
        }
        return rows;
    }

    private static boolean removable(Game game, String player, String frame) {
        return GameQueries.accepts(game, new Command.RemoveFrameToBreakTie(player, frame, null))
                || game.framesOf(player).stream().filter(other -> !other.name().equals(frame)).anyMatch(other ->
                GameQueries.accepts(game, new Command.RemoveFrameToBreakTie(player, frame, other.name())));
    }

    /**
     * Smaller loadouts, offered when fewer than {@link #FEW} of the common ones fit: under a
     * campaign's reduced average of systems every common one carried too many, and the menu
     * offered nothing to tap (a campaign audit).
     */
    static final List<String> SMALL_LOADOUTS = List.of("G Rd", "B Rd", "G Rh", "B Rh", "G Ra", "B G", "G Y",
            "Rd", "Rh", "G", "B");

    private static final int FEW = 3;

    /** The loadouts a frame added to break this player's tie may carry, common ones first. */
    static List<String> legalLoadouts(Game game, String player) {
        String name = freeName(game, player);
        List<FrameDraft> company = game.framesOf(player).stream()
                .map(f -> new FrameDraft(f.name(), f.loadout(), f.ssrs())).toList();
        List<String> stations = game.stationsOf(player).stream().map(Station::name).toList();
        List<String> legal = new ArrayList<>();
        for (List<String> candidates : List.of(LOADOUTS, SMALL_LOADOUTS)) {
            if (legal.size() >= FEW) {
                break;
            }
            for (String loadout : candidates) {
                FrameDraft frame = new FrameDraft(name, loadout, 0);
                if (!CompanyValidation.frameProblems(frame, game.options()).isEmpty()) {
                    continue;
                }
                if (game.options().campaign() != null) {
                    List<FrameDraft> after = new ArrayList<>(company);
                    after.add(frame);
                    if (!Constraints.companyProblems(new CompanyDraft(after, stations), game.options().campaign())
                            .isEmpty()) {
                        continue;
                    }
                }
                legal.add(loadout);
            }
        }
        return legal;
    }

    /**
     * A design to show as the example of one's own frame: a legal one where there is one (the
     * form's "Spare: B G Y Rd" broke a campaign's ban and its average: a campaign audit).
     */
    public static String exampleDesign(Game game, String player) {
        return legalLoadouts(game, player).stream().findFirst().map(loadout -> "Spare: " + loadout)
                .orElse("Spare: B G Y Rd");
    }

    static Optional<Component.Row> addFrame(Game game, String player, Map<String, String> mine) {
        String name = freeName(game, player);
        List<Component.Option> options = new ArrayList<>();
        for (String loadout : legalLoadouts(game, player)) {
            options.add(Controls.option("Add " + name + ": " + loadout, ComponentIds.choice(Map.of("name", name,
                    "loadout", loadout)), outcome(game, player, new Command.AddFrameToBreakTie(player, name, loadout,
                    null)).orElse(null)));
        }
        Map<String, String> fixed = new LinkedHashMap<>(mine);
        fixed.put("option", "add-frame");
        return Controls.menu(ComponentIds.menu("bid choose", fixed, ComponentIds.MANY), "Add a frame…", options);
    }

    /**
     * What a choice leads to, for its menu line: who defends, then every score after it, the
     * chooser first ("vincent defends: you 24, vincent 49"), or that it ties again.
     * Adding a frame costs the chooser points an asset and makes them an attacker, which nothing
     * said before the tap (a phone review). Empty when the rules would refuse it as it stands.
     */
    static Optional<String> outcome(Game game, String chooser, Command choice) {
        Optional<Game> after = GameQueries.after(game, choice);
        if (after.isEmpty()) {
            return Optional.empty();
        }
        Game then = after.get();
        // A new tie for highest: who chooses then is the dice's (GameQueries.after's are a counter's).
        if (then.pending() instanceof PendingDecision.HighTieChoice) {
            return Optional.of("a new tie for highest score");
        }
        List<String> scores = new ArrayList<>();
        scores.add("you " + then.score(chooser));
        then.players().stream().filter(p -> !p.id().equals(chooser))
                .forEach(p -> scores.add(then.nameOf(p.id()) + " " + then.score(p.id())));
        // Who defends first: a menu's description is cut at 100 characters, and with five long names the scores
        // took them all and cut off what decides the choice (a five-player audit).
        String defends = then.players().stream().filter(p -> p.position() == Position.DEFENDER).findFirst()
                .map(p -> p.id().equals(chooser) ? "you defend: " : then.nameOf(p.id()) + " defends: ").orElse("");
        return Optional.of(defends + String.join(", ", scores));
    }

    /** The button for any other name and loadout: a form asks for them ({@code /bid choose} with neither). */
    static Component.Row ownFrame(Map<String, String> mine) {
        Map<String, String> options = new LinkedHashMap<>(mine);
        options.put("option", "add-frame");
        return new Component.Row(List.of(Controls.button(ComponentIds.button("bid choose", options),
                "Add a frame of my own…", Component.Style.SECONDARY)));
    }

    /**
     * The name the company's own frames suggest, {@code Bob-5} after Bob-1 to Bob-4 (a phone review:
     * a Frame-5 stood among them), else {@code Frame-5}: the first such the company doesn't have.
     */
    static String freeName(Game game, String player) {
        List<String> names = game.framesOf(player).stream().map(f -> f.name()).toList();
        String prefix = names.isEmpty() ? null : names.getFirst().replaceFirst("-\\d+$", "");
        boolean shared = prefix != null && !prefix.equals(names.getFirst()) && names.stream()
                .allMatch(name -> name.matches(Pattern.quote(prefix) + "-\\d+"));
        // (a stem too long for a frame's name with its number would leave the menu without a frame: a review)
        String stem = shared && prefix.length() + 4 <= CompanyValidation.MAX_NAME ? prefix : "Frame";
        for (int n = names.size() + 1; ; n++) {
            String name = stem + "-" + n;
            if (game.frame(player, name).isEmpty()) {
                return name;
            }
        }
    }
}
