package mfz.bot.commands.play;

import static mfz.bot.commands.OptionNames.COVER;
import static mfz.bot.commands.OptionNames.COVER_OWNER;
import static mfz.bot.commands.OptionNames.DIE;
import static mfz.bot.commands.OptionNames.END;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.STATION;
import static mfz.bot.commands.OptionNames.TO;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Shortened;
import mfz.bot.render.DiceView;
import mfz.bot.render.PlayerChoices;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.company.Names;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.map.CoverPiece;
import mfz.rules.map.MapCover;
import mfz.rules.map.Units;
import mfz.rules.round.Turn;
import mfz.rules.seat.Suggestions;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * The controls of a frame's actions, so that tapping never drops a rule the typed command
 * has: attacks with and without the target's spot marker, each showing its damage dice, and
 * in a ranged attack the cover (terrain, and how many hits it stands; or a named frame); a
 * move with the station the frame then stands near (or the objective it carries); a spot
 * with the die the player picks. Dice are offered best first, each with its colour.
 *
 * <p>A choice that fills several options at once is a {@link ComponentIds#MANY} menu.
 */
final class TurnControls {

    private TurnControls() {
    }

    /** A die as a player reads it on a phone: its colour and notation, {@code 🟥 R5}. */
    static String shown(String die) {
        return colour(die).map(c -> DiceView.square(c) + " ").orElse("") + die;
    }

    /** Highest value first, "none" last, so the best choice is the first one a thumb meets. */
    static List<String> bestFirst(List<String> dice) {
        // At the same value the die of the step's own colour comes first: it keeps the white for later.
        return dice.stream().sorted(Comparator.comparingInt(TurnControls::rank).reversed()
                .thenComparing(die -> colour(die).orElse(null) == DieColour.WHITE)).toList();
    }

    /**
     * Off the map, where a move's length isn't measured: the move's own colour first, the highest
     * first, then the whites (wild: they attack and spot too). "⬜ W6, then near Centre" came first
     * and was tapped, the G5 and the sprint d8 left unused (a phone review).
     */
    static List<String> ownColourFirst(List<String> dice) {
        return dice.stream().sorted(Comparator.comparing((String die) -> colour(die).orElse(null) == DieColour.WHITE)
                .thenComparing(Comparator.comparingInt(TurnControls::rank).reversed())).toList();
    }

    /** Of two dice that do the same, the one to spend first: not a white (wild), then the lower value. */
    static int cheapestFirst(MovePoints.Offer a, MovePoints.Offer b) {
        return Comparator.comparing((String die) -> colour(die).orElse(null) == DieColour.WHITE)
                .thenComparingInt(TurnControls::rank).compare(a.die(), b.die());
    }

    private static int rank(String die) {
        return die.equals("none") ? -1 : CombatControls.value(die);
    }

    private static Optional<DieColour> colour(String die) {
        // The letters between the optional size (d8) and the value: no pattern compiled per die.
        int from = 0;
        if (die.startsWith("d")) {
            from = 1;
            while (from < die.length() && Character.isDigit(die.charAt(from))) {
                from++;
            }
        }
        int to = die.length();
        while (to > from && Character.isDigit(die.charAt(to - 1))) {
            to--;
        }
        return to - from == 1 ? DieColour.fromLetter(die.charAt(from)) : Optional.empty();
    }

    /** One menu: each move die with each station the frame may then stand near, or none; the objective when it follows. */
    static Optional<Component.Row> moves(Game game, String player, List<String> dice, Map<String, String> mine) {
        String id = ComponentIds.menu("turn move", mine, ComponentIds.MANY);
        if (game.map().isEmpty()) {
            // Four move dice by six stations pass Discord's 25 choices (a play-test lost the lowest dice's).
            return Controls.menu(id, "Move… (and near what after)",
                    fitted(game, player, ownColourFirst(dice), false));
        }
        List<Component.Option> options = new ArrayList<>();
        // On the map each point's letter, as the picture sent with the card draws it (MovePoints).
        // The map knows which station it ends near: points it accepts are offered (into the target's range,
        // near each station), a point's dice together and the cheapest first (MovePoints: a phone review found
        // "A · W5" before "A · G1" to the same point, and the W5 spent); then a form asks for any other point.
        for (MovePoints.Offer offer : MovePoints.of(game)) {
            if (dice.contains(offer.die())) {
                Suggestions.Suggested point = offer.point();
                String change = Suggestions.stationChange(game, point.at(), point.words());
                options.add(Controls.option(offer.letter() + " · " + shown(offer.die()) + " → " + point.words(),
                        ComponentIds.choice(Map.of(DIE, offer.die(), TO, point.at().notation())),
                        "to " + point.at().notation() + (change.isEmpty() ? "" : "; " + change)));
            }
        }
        for (String die : bestFirst(dice)) {
            options.add(Controls.option(shown(die) + ": somewhere else…", ComponentIds.choice(Map.of(DIE, die)),
                    "reaches " + Units.distance(CombatControls.value(die)) + ": say where"));
        }
        return Controls.menu(id, "Move… (where to)", options);
    }

    /**
     * Off the map, each die's ends, as many as a menu holds: every end for the first dice listed
     * ({@link #ownColourFirst}) while the rest fit, the last cut first to their likeliest ends (the
     * station the frame stands near now, none, over cover) and "near another station…", then to that
     * line alone, whose tap
     * offers every end next ({@link MoveStep}). With {@code firstKeepsAll} the first die is never
     * cut: the one whose stations that step opened.
     */
    static List<Component.Option> fitted(Game game, String player, List<String> dice, boolean firstKeepsAll) {
        List<List<List<Component.Option>>> tiers = new ArrayList<>();
        for (String die : dice) {
            Component.Option another = Controls.option(shown(die) + ", then near another station…",
                    ComponentIds.choice(Map.of(DIE, die, STATION, Names.ASKS)), "choose the station next");
            List<Component.Option> likeliest = new ArrayList<>(stationsAfter(game, player, die, false));
            likeliest.add(another);
            tiers.add(List.of(stationsAfter(game, player, die, true), likeliest, List.of(another)));
        }
        int[] level = new int[dice.size()];
        for (int cut = 1; cut <= 2; cut++) {
            for (int i = dice.size() - 1; i >= (firstKeepsAll ? 1 : 0) && size(tiers, level) > Controls.MAX_OPTIONS; i--) {
                level[i] = cut;
            }
        }
        List<Component.Option> options = new ArrayList<>();
        for (int i = 0; i < dice.size(); i++) {
            options.addAll(tiers.get(i).get(level[i]));
        }
        return options;
    }

    private static int size(List<List<List<Component.Option>>> tiers, int[] level) {
        int size = 0;
        for (int i = 0; i < level.length; i++) {
            size += tiers.get(i).get(level[i]).size();
        }
        return size;
    }

    /**
     * Off the map, the ends of a move with this die: near each placed station (or only the one
     * the frame stands near now, unless {@code every}), near none, and, carrying the objective
     * that follows the frame, over cover leaving it.
     */
    static List<Component.Option> stationsAfter(Game game, String player, String die, boolean every) {
        Turn turn = game.roundState().active();
        Frame self = game.frame(turn.owner(), turn.frame()).orElse(null);
        List<String> stations = game.stations().stream().filter(Station::placed).map(Station::name).toList();
        Optional<String> carried = carried(game, player);
        List<Component.Option> options = new ArrayList<>();
        // The objective following this frame comes along with each of these; only a move over cover leaves it.
        String along = carried.map(objective -> objective + " comes along").orElse(null);
        // Where it stands now, in the label: said only in the description, a phone review missed it; and what each
        // end leaves (near another station, it gave up the objective unsaid: a phone review), the objective kept
        // as ObjectiveRules.nearAfterMove says.
        String recorded = self == null ? null : self.nearStation();
        Optional<String> objectiveNear = self != null && carried.isEmpty() && game.nearObjective(self)
                ? ObjectiveRules.objective(game).map(Station::name) : Optional.empty();
        List<String> now = new ArrayList<>();
        Optional.ofNullable(recorded).ifPresent(now::add);
        objectiveNear.ifPresent(now::add);
        for (String station : stations) {
            boolean stays = now.stream().anyMatch(station::equalsIgnoreCase);
            if (!every && !stays) {
                continue;
            }
            List<String> kept = new ArrayList<>(List.of(station));
            if (self != null && ObjectiveRules.nearAfterMove(game, self, station)) {
                objectiveNear.ifPresent(kept::add);
            }
            options.add(Controls.option(shown(die) + ", then near " + station + (stays ? " (stays)" : ""),
                    ComponentIds.choice(Map.of(DIE, die, STATION, station)), leaving(now, kept, along)));
        }
        options.add(Controls.option(shown(die) + ", then near no station",
                ComponentIds.choice(Map.of(DIE, die, STATION, "none")), leaving(now, List.of(), along)));
        // Offered only to a frame that may cross cover (a movement system or the sprint die, §5.4).
        carried.filter(objective -> TurnRules.mayCrossCover(turn)).ifPresent(objective -> options.add(Controls.option(
                shown(die) + " over cover, leaving " + objective,
                ComponentIds.choice(Map.of(DIE, die, STATION, "none", COVER, "true")),
                "then near no station; " + objective + " stays where it is")));
        return options;
    }

    /** A move's description: what it leaves of where the frame stands now, and the objective that comes along. */
    private static String leaving(List<String> now, List<String> kept, String along) {
        List<String> left = now.stream().filter(place -> kept.stream().noneMatch(place::equalsIgnoreCase)).toList();
        String leaves = left.isEmpty() ? null : "leaves " + String.join(" and ", left);
        return leaves == null ? along : along == null ? leaves : leaves + "; " + along;
    }

    /** The objective the acting frame may carry along in its move, when it follows its holder. */
    private static Optional<String> carried(Game game, String player) {
        if (!ObjectiveRules.followsItsHolder(game)) {
            return Optional.empty();
        }
        boolean offered = PlayerChoices.of(game, player).stream().anyMatch(c -> c.action() == Action.MOVE_OBJECTIVE);
        return offered ? ObjectiveRules.objective(game).map(Station::name) : Optional.empty();
    }

    /**
     * Buttons for the attacks out of cover (each die, with and without the spot marker),
     * and for a ranged attack on a frame a menu of the same attacks in cover.
     */
    static List<Component.Row> attacks(Game game, List<String> dice, Map<String, String> mine) {
        Turn turn = game.roundState().active();
        Frame target = AttackOffers.targetFrame(game, turn);
        Integer defense = AttackOffers.knownDefense(game, turn);
        // On the map the cover is measured, not chosen: one piece (or none) is what the attack gets.
        List<CoverPiece> onTheMap = MapCover.coversNow(game).orElse(null);
        List<AttackOffers.Offered> offered = AttackOffers.offered(game, dice);
        List<AttackOffers.Attack> attacks = offered.stream().map(AttackOffers.Offered::attack).toList();
        List<Component.Row> rows = new ArrayList<>();
        List<Component.Button> buttons = new ArrayList<>();
        List<Component.Option> more = new ArrayList<>();
        for (AttackOffers.Offered attack : offered) {
            String label = "Attack " + attack.label();
            if (buttons.size() < Controls.ROW) {
                buttons.add(Controls.button(ComponentIds.button("turn attack", Controls.with(mine, attack.options())), label,
                        Component.Style.DANGER));
            } else {
                more.add(Controls.option(label, ComponentIds.choice(attack.options()), onTheMap == null ? "no cover"
                        : onTheMap.size() > 1 ? "its owner says which cover is hit first" : "cover as the map has it"));
            }
        }
        if (!buttons.isEmpty()) {
            rows.add(new Component.Row(new ArrayList<>(buttons)));
        }
        // The lower dice that find no button come first in the one menu, before the attacks in cover.
        String id = ComponentIds.menu("turn attack", mine, ComponentIds.MANY);
        if (onTheMap != null) {
            // Several covers on the map: the target's owner says which is hit first (RULES §5), so the
            // attack is offered without one and the owner is asked; naming one here was always refused.
            Controls.menu(ComponentIds.menu("turn attack", mine, ComponentIds.MANY), "Attack with a lower die…", more)
                    .ifPresent(rows::add);
        } else if (target != null && turn.range() != Range.HAND) {
            String placeholder = more.isEmpty() ? "Attack, the target in cover…"
                    : "Attack: a lower die, or the target in cover…";
            more.addAll(covered(attacks, defense));
            Controls.menu(id, placeholder, more).ifPresent(rows::add);
        } else {
            Controls.menu(id, "Attack with a lower die…", more).ifPresent(rows::add);
        }
        return rows;
    }

    /**
     * One choice per attack, "in cover…": what covers the target is asked next, on the same card
     * ({@link CoverStep}), so the menu holds a line per attack rather than one per attack and
     * per cover (25 look-alike lines in a game of many frames).
     */
    static List<Component.Option> covered(List<AttackOffers.Attack> attacks, Integer defense) {
        return covered(attacks, defense, "", Map.of());
    }

    /** The same, each label after {@code before} and each choice filling {@code more} too. */
    static List<Component.Option> covered(List<AttackOffers.Attack> attacks, Integer defense, String before,
                                          Map<String, String> more) {
        List<Component.Option> options = new ArrayList<>();
        for (AttackOffers.Attack attack : attacks) {
            options.add(Controls.option(before + attack.words(defense) + ", in cover…", ComponentIds.choice(Controls.with(
                    Controls.with(attack.options(), Map.of(COVER, Names.ASKS)), more)),
                    "terrain or a frame: choose it next"));
        }
        return options;
    }

    /**
     * One menu: which frame to spot, each with the highest die the spot rule allows on it. A spot
     * is the turn's last action and every die left goes unused, so a lower one never does better
     * (typed, any die still may): a line a frame, not a line a frame and die (25 look-alike lines).
     */
    static Optional<Component.Row> spots(Game game, String player, Choice choice, Map<String, String> mine) {
        List<Component.Option> options = new ArrayList<>();
        for (FrameRef ref : choice.frames()) {
            Frame frame = game.frame(ref.owner(), ref.frame()).orElseThrow();
            for (String die : bestFirst(choice.options())) {
                if (TurnRules.whyNotSpot(game, player, frame, CombatControls.value(die)).isEmpty()
                        && (game.map().isEmpty()
                        || GameQueries.accepts(game, new Command.Spot(player, ref.frame(), ref.owner(), die)))) {
                    // The frame first: with long player names every "Spot Bartholomew's …" looked alike.
                    // Whose frame goes along, as a target's owner does: two players may each have a frame of
                    // this name (docs/rules.md §10; an audit found the tap refused, two alike values Discord refuses).
                    Map<String, String> spot = Map.of(DIE, die, FRAME, ref.frame(), END, "true",
                            OptionNames.OWNER, ref.owner());
                    options.add(Controls.option(ref.frame() + " with " + shown(die), ComponentIds.choice(spot),
                            Shortened.to(game.nameOf(frame.owner()), 40) + "'s"
                                    + (frame.spot() == null ? "" : "; replaces its spot of " + frame.spot())));
                    break;
                }
            }
        }
        return Controls.menu(ComponentIds.menu("turn spot", mine, ComponentIds.MANY), "Spot and end the turn…", options);
    }
}
