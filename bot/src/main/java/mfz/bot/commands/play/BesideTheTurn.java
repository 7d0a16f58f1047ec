package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Shortened;
import mfz.bot.render.PlayerChoices;
import mfz.bot.render.WhoDecides;
import mfz.rules.attack.FallRules;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Names;
import mfz.rules.game.Game;
import mfz.rules.stations.Station;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;

/**
 * Decisions beside a turn's own controls: a frame of the player's that fell (elevation), and the
 * objective moved by orders or out of fear. Each is a menu under the turn's controls while the
 * card has rows for it; when the turn's own controls fill the card (a frame's move, attacks, spot
 * and end), each is a button beside them ("Move Leader…", "A frame fell…") that opens it on the
 * same card in place of the card's last menu: its step ({@code /campaign move near:?},
 * {@code /damage fall frame:?}). Nothing is stored until its menu is used.
 */
public final class BesideTheTurn {

    /** Which decision. */
    public enum Kind { OBJECTIVE, FALL }

    /** One decision: its rows under the card, and the button that opens them there when they don't fit. */
    record Decision(Kind kind, List<Component.Row> rows, Component.Button open) {
    }

    private BesideTheTurn() {
    }

    /** The decisions beside the turn the player's choices hold. */
    static List<Decision> decisions(Game game, List<Choice> choices, Map<String, String> mine) {
        List<Decision> decisions = new ArrayList<>();
        for (Choice choice : choices) {
            switch (choice.action()) {
                case MOVE_OBJECTIVE -> {
                    List<Component.Row> rows = objectiveMove(game, choice, mine);
                    if (!rows.isEmpty()) {
                        decisions.add(new Decision(Kind.OBJECTIVE, rows, Controls.button(ComponentIds.button(
                                "campaign move", Controls.with(mine, "near", Names.ASKS)),
                                "Move " + objectiveName(game) + "…", Component.Style.SECONDARY)));
                    }
                }
                case FALL -> falls(choice, mine).ifPresent(menu -> decisions.add(new Decision(Kind.FALL, List.of(menu),
                        Controls.button(ComponentIds.button("damage fall", Controls.with(mine, "frame", Names.ASKS)),
                                "A frame fell…", Component.Style.SECONDARY))));
                case START_TURN, PASS, WAIT_FOR_LATER_DIE, DEFEND, MOVE, ATTACK, SPOT, END_TURN, TAKE_HIT, RETREAT,
                     CHOOSE_DOOMSDAY, CHOOSE_COVER -> {
                }
            }
        }
        return decisions;
    }

    /**
     * The turn's card with this decision opened: its menu in place of the card's last menu, and
     * its opening button replaced by the decision's own button if it has one (a 5-player battle's
     * "near no frame"); empty when the player has no such decision now.
     */
    public static Optional<List<Component.Row>> step(Game game, long version, Kind kind) {
        Optional<String> player = WhoDecides.player(game);
        if (player.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> mine = Controls.mine(player.get(), version);
        Optional<Decision> decision = decisions(game, PlayerChoices.of(game, player.get()), mine).stream()
                .filter(d -> d.kind() == kind).findFirst();
        if (decision.isEmpty()) {
            return Optional.empty();
        }
        List<Component.Row> card = new ArrayList<>(CombatControls.forTurn(game, version));
        int buttonRow = -1;
        for (int i = 0; i < card.size(); i++) {
            if (card.get(i).components().contains(decision.get().open())) {
                buttonRow = i;
            }
        }
        if (buttonRow < 0) {
            // its menu is on the card already; or neither it nor its button found room (no case found yet)
            return card.contains(decision.get().rows().getFirst()) ? Optional.of(card) : Optional.empty();
        }
        List<Component> around = new ArrayList<>(card.get(buttonRow).components());
        int at = around.indexOf(decision.get().open());
        around.remove(at);
        around.addAll(at, decision.get().rows().stream().skip(1).flatMap(row -> row.components().stream()).toList());
        card.set(buttonRow, new Component.Row(around));
        int menu = buttonRow - 1;
        while (menu >= 0 && !(card.get(menu).components().getFirst() instanceof Component.SelectMenu)) {
            menu--;
        }
        if (menu >= 0) {
            card.set(menu, decision.get().rows().getFirst());
        } else if (card.size() < Controls.MAX_ROWS) {
            card.add(buttonRow, decision.get().rows().getFirst());
        } else {
            return Optional.empty();
        }
        return Optional.of(card);
    }

    /** Bricks a fall is offered with: each 3 is a damage die (docs/rules.md §8); longer falls are typed. */
    private static final List<Integer> FALL_BRICKS = List.of(3, 6, 9);

    /** One menu: which of the player's frames fell, and how far (as damage dice). */
    private static Optional<Component.Row> falls(Choice choice, Map<String, String> mine) {
        List<Component.Option> options = new ArrayList<>();
        for (FrameRef frame : choice.frames()) {
            for (int bricks : FALL_BRICKS) {
                int dice = FallRules.dice(bricks);
                options.add(Controls.option(frame.frame() + " fell " + bricks + "+ bricks", ComponentIds.choice(
                        Map.of("frame", frame.frame(), "bricks", Integer.toString(bricks))),
                        dice + " damage di" + (dice == 1 ? "e" : "ce") + ", 4+ hits"));
            }
        }
        // Farther falls open a form asking how far, for as many frames as the menu has room.
        for (FrameRef frame : choice.frames()) {
            if (options.size() < Controls.MAX_OPTIONS) {
                options.add(Controls.option(frame.frame() + " fell farther…", ComponentIds.choice(
                        Map.of("frame", frame.frame())), "12 bricks or more: say how far"));
            }
        }
        return Controls.menu(ComponentIds.menu("damage fall", mine, ComponentIds.MANY), "A frame fell…", options);
    }

    /**
     * One menu, several choices at once: the frames standing near the objective after it moves
     * ({@code /campaign move near:}). Each value ends in a comma, so the chosen values, joined,
     * are the command's comma-separated list; "near no frame" is the empty one.
     */
    static List<Component.Row> objectiveMove(Game game, Choice choice, Map<String, String> mine) {
        if (choice.frames().isEmpty()) {
            return List.of();
        }
        // Every standing frame of a 5-player battle is 25: "near no frame" is then a button of its own
        // (an audit found the last frame in seat order cut from the menu).
        boolean roomForNone = choice.frames().size() < Controls.MAX_OPTIONS;
        List<Component.Option> options = new ArrayList<>();
        if (roomForNone) {
            options.add(Controls.option("Near no frame", ",", null));
        }
        for (FrameRef frame : choice.frames()) {
            options.add(Controls.option("Near " + frame.label(), frame.owner() + "/" + frame.frame() + ",", null));
        }
        List<Component.Option> offered = options;
        if (options.size() > Controls.MAX_OPTIONS) {
            // more standing frames than a 5-player battle's 25: frames added to break a tie
            Controls.CUTS.warn("the objective's menu cut to {} of its {} frames", Controls.MAX_OPTIONS, options.size());
            offered = options.subList(0, Controls.MAX_OPTIONS);
        }
        String objective = objectiveName(game);
        List<Component.Row> rows = new ArrayList<>(List.of(new Component.Row(List.of(new Component.SelectMenu(
                ComponentIds.menu("campaign move", mine, "near"), cut("Move " + objective + ": near which frames…"),
                offered, 1, offered.size())))));
        if (!roomForNone) {
            rows.add(new Component.Row(List.of(Controls.button(ComponentIds.button("campaign move", mine),
                    "Move " + objective + " near no frame", Component.Style.SECONDARY))));
        }
        return rows;
    }

    private static String cut(String text) {
        return Shortened.to(text, Controls.MAX_LABEL);
    }

    /** The campaign's objective by name, as the buttons and menus say it. */
    public static String objectiveName(Game game) {
        return ObjectiveRules.objective(game).map(Station::name).orElse("the objective");
    }
}
