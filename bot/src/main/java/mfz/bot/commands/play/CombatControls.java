package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.render.EventText;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import mfz.bot.render.PlayerChoices;

/**
 * Combat's buttons and menus, made from the rules' own list of legal choices for whoever
 * must act: a button per frame that may take a turn (it opens {@code /turn plan}), pass,
 * the legal dice for each step of a turn, spotting, ending the turn, and the systems a hit
 * may take. Every control is that player's alone and goes stale when the game moves on.
 */
public final class CombatControls {

    /** Buttons in one row, as Discord allows. */
    public static final int ROW = 5;

    private CombatControls() {
    }

    public static List<Component.Row> forTurn(Game game, long version) {
        return forTurn(game, version, false);
    }

    /**
     * The turn's controls; with {@code objectiveFirst} (the objective's step, {@code /campaign move
     * near:?}) the objective's move comes first and the turn's own controls after it, as room allows.
     */
    public static List<Component.Row> forTurn(Game game, long version, boolean objectiveFirst) {
        String player = EventText.whoActs(game).orElse(null);
        if (player == null) {
            return List.of();
        }
        Map<String, String> mine = Controls.mine(player, version);
        List<Component.Row> rows = new ArrayList<>();
        List<Component.Button> general = new ArrayList<>();
        // Decisions beside the turn (a fall, the objective's move) come after its own controls. Their
        // rows are the only taps for them, so the start menus (each frame's plan has them too) leave
        // them room: a wide search found the objective's move with no row at a turn's start.
        List<Choice> choices = PlayerChoices.of(game, player);
        List<Component.Row> objective = new ArrayList<>();
        List<Component.Row> beside = new ArrayList<>();
        for (Choice choice : choices) {
            switch (choice.action()) {
                case FALL -> falls(choice, mine).ifPresent(beside::add);
                case MOVE_OBJECTIVE -> objective.addAll(objectiveMove(game, choice, mine));
                default -> {
                }
            }
        }
        beside.addAll(0, objective);
        for (Choice choice : choices) {
            switch (choice.action()) {
                case START_TURN -> {
                    List<Component.Button> frames = new ArrayList<>();
                    for (FrameRef frame : choice.frames()) {
                        frames.add(Controls.button(ComponentIds.button("turn plan", with(mine, "frame", frame.frame())),
                                "Turn: " + frame.frame(), Component.Style.PRIMARY));
                    }
                    // the start menus first (one tap starts a turn), then the buttons to each frame's plan, then Pass
                    int buttonRows = Math.min(2, (frames.size() + ROW - 1) / ROW);
                    rows.addAll(TurnStarts.menus(game, player, choice.frames(), mine,
                            Controls.MAX_ROWS - 1 - buttonRows - rows.size() - beside.size()));
                    addRows(rows, frames, 2);
                }
                case PASS -> general.add(Controls.button(ComponentIds.button("turn pass", mine), "Pass",
                        Component.Style.SECONDARY));
                case WAIT_FOR_LATER_DIE -> general.add(Controls.button(ComponentIds.button("turn wait",
                        with(mine, "frame", choice.frames().getFirst().frame())), "Wait for the higher d20",
                        Component.Style.SECONDARY));
                case DEFEND -> {
                    // Only the defenses worth choosing: a lower blue die, a white no higher than the
                    // best blue one, or none beside a blue die, never do better (typed, they still may).
                    addRows(rows, dice("turn defend", "Defend",
                            mfz.rules.turn.TurnRules.defensesWorthChoosing(game.roundState().active().left()), mine,
                            Component.Style.PRIMARY), 1);
                    DefendAndAttack.menu(game, player, mine).ifPresent(rows::add);
                }
                case MOVE -> TurnControls.moves(game, player, choice.options(), mine).ifPresent(rows::add);
                case ATTACK -> rows.addAll(TurnControls.attacks(game, choice.options(), mine));
                case SPOT -> TurnControls.spots(game, player, choice, mine).ifPresent(rows::add);
                case END_TURN -> general.add(Controls.button(ComponentIds.button("turn end", mine), "End the turn",
                        Component.Style.SECONDARY));
                case FALL, MOVE_OBJECTIVE, TAKE_HIT, RETREAT, CHOOSE_DOOMSDAY -> {
                }
            }
        }
        if (objectiveFirst) {
            rows.addAll(0, objective);
            beside.removeAll(objective);
        } else if (!objective.isEmpty() && rows.size() + (general.isEmpty() ? 0 : 1) + objective.size() > Controls.MAX_ROWS) {
            // Mid-turn a frame's move, attacks, spot and end fill the card: the objective's move is
            // then a button beside "End the turn", opening it on the same card.
            general.add(Controls.button(ComponentIds.button("campaign move", with(mine, "near", OBJECTIVE_STEP)),
                    "Move " + mfz.rules.campaign.ObjectiveRules.objective(game).map(mfz.rules.stations.Station::name)
                            .orElse("the objective") + "…",
                    Component.Style.SECONDARY));
            beside.removeAll(objective);
        }
        if (!general.isEmpty() && rows.size() < Controls.MAX_ROWS) {
            rows.add(new Component.Row(new ArrayList<>(general.subList(0, Math.min(ROW, general.size())))));
        }
        for (Component.Row row : beside) {
            if (rows.size() < Controls.MAX_ROWS) {
                rows.add(row);
            } else {
                Controls.CUTS.warn("a turn's card had no row left for \"{}\"", switch (row.components().getFirst()) {
                    case Component.SelectMenu menu -> menu.placeholder();
                    case Component.Button button -> button.label();
                });
            }
        }
        if (rows.size() > Controls.MAX_ROWS) {
            // the objective's step leaves out the turn's last controls on purpose (they are back after it)
            if (!objectiveFirst) {
                Controls.CUTS.warn("a turn's card cut to {} of its {} rows", Controls.MAX_ROWS, rows.size());
            }
            return rows.subList(0, Controls.MAX_ROWS);
        }
        return rows;
    }

    /** The {@code near} of the button that opens the objective's move on the card: no frame is named so. */
    public static final String OBJECTIVE_STEP = mfz.rules.company.Names.ASKS;

    /** Bricks a fall is offered with: each 3 is a damage die (docs/rules.md §7); longer falls are typed. */
    private static final List<Integer> FALL_BRICKS = List.of(3, 6, 9);

    /**
     * The cover menu's "terrain standing more hits…" carries {@code cover-hits:-1}: no cover
     * stands fewer than 0 hits, so {@code /turn attack} reads it as "ask", and opens a form.
     */
    public static final int ASK_COVER_HITS = -1;

    /** The {@code cover} the attack menu's "in cover…" choices carry: {@code /turn attack} then asks what covers. */
    public static final String ASK_COVER = mfz.rules.company.Names.ASKS;

    /** One menu: which of the player's frames fell, and how far (as damage dice). */
    private static java.util.Optional<Component.Row> falls(Choice choice, Map<String, String> mine) {
        List<Component.Option> options = new ArrayList<>();
        for (FrameRef frame : choice.frames()) {
            for (int bricks : FALL_BRICKS) {
                int dice = bricks / 3;
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
        List<Component.Option> offered = options.size() > Controls.MAX_OPTIONS
                ? options.subList(0, Controls.MAX_OPTIONS) : options;
        String objective = mfz.rules.campaign.ObjectiveRules.objective(game).map(s -> s.name()).orElse("the objective");
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
        return mfz.bot.core.Shortened.to(text, Controls.MAX_LABEL);
    }

    public static List<Component.Row> forHit(Game game, PendingDecision.HitChoice hit, long version) {
        Map<String, String> mine = Controls.mine(hit.player(), version);
        List<Component.Button> buttons = new ArrayList<>();
        for (String system : hit.options()) {
            buttons.add(Controls.button(ComponentIds.button("damage take", with(mine, "system", system)),
                    system.equalsIgnoreCase("white") ? "Drop a white die" : "Lose " + system, Component.Style.DANGER));
        }
        if (hit.retreatFrom() != null) {
            buttons.add(Controls.button(ComponentIds.button("damage retreat", mine), "Retreat from "
                    + hit.retreatFrom(), Component.Style.SECONDARY));
        }
        List<Component.Row> rows = new ArrayList<>();
        addRows(rows, buttons, 2);
        return rows;
    }

    private static List<Component.Button> dice(String command, String verb, List<String> dice, Map<String, String> mine,
                                               Component.Style style) {
        List<Component.Button> buttons = new ArrayList<>();
        for (String die : TurnControls.bestFirst(dice)) {
            String label = die.equals("none") ? verb + ": none" : verb + " " + TurnControls.shown(die);
            buttons.add(Controls.button(ComponentIds.button(command, with(mine, "die", die)), label, style));
        }
        return buttons;
    }

    /** Adds buttons in rows of five, at most {@code maxRows} rows of them, within the message's five rows. */
    private static void addRows(List<Component.Row> rows, List<Component.Button> buttons, int maxRows) {
        for (int i = 0; i < buttons.size() && i / ROW < maxRows && rows.size() < Controls.MAX_ROWS; i += ROW) {
            rows.add(new Component.Row(new ArrayList<>(buttons.subList(i, Math.min(buttons.size(), i + ROW)))));
        }
    }

    /** The value a die notation ends with: {@code R5} → 5, {@code d20W17} → 17 (no pattern compiled per die). */
    public static int value(String die) {
        int digits = die.length();
        while (digits > 0 && Character.isDigit(die.charAt(digits - 1))) {
            digits--;
        }
        return Integer.parseInt(die.substring(digits));
    }

    public static Map<String, String> with(Map<String, String> base, String name, String value) {
        Map<String, String> options = new LinkedHashMap<>(base);
        options.put(name, value);
        return options;
    }
}
