package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.discord.AsSent;
import mfz.bot.fakediscord.DiscordLimits;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.Names;
import mfz.rules.game.Game;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameSize;
import mfz.rules.seat.RandomPlayer;
import mfz.rules.seat.SeatGames;
import mfz.rules.seat.Strength;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every control a card offers in the largest legal games, at every state random players bring
 * them to: no menu or card is cut to Discord's limits ({@link Controls#CUTS} tells of each cut),
 * and nothing in the payload the Discord adapter makes of them is what Discord refuses.
 * The second steps (cover for an attack and its farther frames, another station for a move, the
 * objective's move and a fall opened from a full card) are opened too, since their menus hold the
 * most lines.
 */
class MenusFitTest {

    private final ListAppender<ILoggingEvent> cuts = new ListAppender<>();

    @BeforeEach
    void listen() {
        cuts.start();
        ((Logger) Controls.CUTS).addAppender(cuts);
    }

    @AfterEach
    void stop() {
        ((Logger) Controls.CUTS).detachAppender(cuts);
    }

    @Test
    void noControlOfAFivePlayerBattleOffTheMapIsCut() {
        assertNoCuts(Stream.of(1L, 2L), false, 5, null, List.of());
    }

    @Test
    void noControlOfAThreePlayerBattleOnTheMapIsCut() {
        assertNoCuts(Stream.of(3L), true, 3, null, List.of());
    }

    @Test
    void noControlOfABattleWithAnObjectiveTakingOrdersIsCut() {
        assertNoCuts(Stream.of(100L), false, 2, ObjectiveBehaviour.ORDERS, List.of());
        assertNoCuts(Stream.of(101L), false, 5, ObjectiveBehaviour.ORDERS, List.of());
    }

    @Test
    void noControlOfABattleWithEveryAdvancedRuleIsCut() {
        assertNoCuts(Stream.of(4L), false, 4, ObjectiveBehaviour.AFRAID, List.of(AdvancedOption.values()));
    }

    /**
     * The same over 256 games: 2 to 5 players, each objective, off the map and on it, with and
     * without the advanced rules (about 4 minutes).
     */
    @Test
    @Tag("bench")
    void noControlIsCutInManyGames() {
        for (int players = 2; players <= 5; players++) {
            for (ObjectiveBehaviour objective : ObjectiveBehaviour.values()) {
                assertNoCuts(LongStream.rangeClosed(100, 107).boxed(), false, players, objective, List.of());
                assertNoCuts(LongStream.rangeClosed(200, 204).boxed(), false, players, objective,
                        List.of(AdvancedOption.values()));
                assertNoCuts(LongStream.rangeClosed(100, 102).boxed(), true, players, objective, List.of());
            }
        }
    }

    private void assertNoCuts(Stream<Long> seeds, boolean map, int players, ObjectiveBehaviour objective,
                              List<AdvancedOption> advanced) {
        Set<String> found = new LinkedHashSet<>();
        seeds.forEach(seed -> {
            List<SeatGames.Brain> brains = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                // Random players don't play on the map (its moves need points): the easy seat does.
                brains.add(map ? SeatGames.seat(Strength.EASY) : new RandomPlayer(seed * 10 + i));
            }
            SeatGames.Played played = SeatGames.play(seed, GameSize.BATTLE, map ? 4 : 0, brains, false, map, objective,
                    advanced);
            Game game = Game.EMPTY;
            int applied = 0;
            for (int end : played.commandEnds()) {
                game = game.applyAll(played.history().subList(applied, end));
                applied = end;
                cuts.list.clear();
                everyStep(game, end);
                Game at = game;
                new ArrayList<>(cuts.list).stream().map(e -> "seed " + seed + ", " + players + " players, objective "
                                + objective + ", " + advanced + ", event " + end + ": " + e.getFormattedMessage() + "; the card: " + shown(at, end))
                        .forEach(found::add);
            }
        });
        assertEquals("", found.stream().limit(20).collect(Collectors.joining("\n")));
    }

    /** The card's controls, and each second step its menus open, each as Discord would take it. */
    private static void everyStep(Game game, long version) {
        List<Component.Row> card = sendable(game, version, Controls.forGame(game, version));
        for (Component.Row row : card) {
            for (Component control : row.components()) {
                if (control.id().startsWith("campaign move") && control.id().contains("near=" + Names.ASKS)) {
                    besideStep(game, version, BesideTheTurn.Kind.OBJECTIVE, "campaign move", row, control);
                } else if (control.id().startsWith("damage fall") && control.id().contains("frame=" + Names.ASKS)) {
                    besideStep(game, version, BesideTheTurn.Kind.FALL, "damage fall", row, control);
                }
            }
            if (!(row.components().getFirst() instanceof Component.SelectMenu menu)) {
                continue;
            }
            for (Component.Option option : menu.options()) {
                Map<String, String> chosen = choice(option.value());
                if (Names.ASKS.equals(chosen.get("cover"))) {
                    coverSteps(game, version, chosen.get("die"), Boolean.parseBoolean(chosen.get("spot")),
                            chosen.get("defend"));
                } else if (Names.ASKS.equals(chosen.get("station")) && menu.id().startsWith("turn move")) {
                    sendable(game, version, MoveStep.rows(game, version, chosen.get("die")));
                }
            }
        }
    }

    /**
     * A decision's step: within Discord's limits, its menu on the card, and every other button of
     * the row that held its button still there (End the turn, Pass).
     */
    private static void besideStep(Game game, long version, BesideTheTurn.Kind kind, String command,
                                   Component.Row buttons, Component open) {
        List<Component.Row> step = sendable(game, version, BesideTheTurn.step(game, version, kind)
                .orElseThrow(() -> new AssertionError(kind + ": no step at " + shown(game, version))));
        String where = kind + "'s step at " + shown(game, version);
        assertTrue(step.size() <= Controls.MAX_ROWS, where);
        assertTrue(step.stream().allMatch(row -> row.components().size() <= Controls.ROW), where);
        assertTrue(step.stream().flatMap(row -> row.components().stream())
                .anyMatch(c -> c instanceof Component.SelectMenu m && m.id().startsWith(command)), where);
        List<Component> kept = step.stream().flatMap(row -> row.components().stream()).toList();
        buttons.components().stream().filter(c -> !c.equals(open))
                .forEach(c -> assertTrue(kept.contains(c), where + ": lost " + c));
    }

    /** The cover step, and the farther frames' step when it offers one. */
    private static void coverSteps(Game game, long version, String die, boolean spot, String defend) {
        for (Component.Row row : sendable(game, version, CoverStep.rows(game, version, die, spot, defend, false))) {
            if (row.components().getFirst() instanceof Component.SelectMenu menu && menu.options().stream()
                    .anyMatch(o -> choice(o.value()).get("cover-owner") != null
                            && choice(o.value()).get("cover-owner").equals(Names.ASKS))) {
                sendable(game, version, CoverStep.rows(game, version, die, spot, defend, true));
            }
        }
    }

    /**
     * The rows as the Discord adapter sends them, checked against what Discord refuses beyond its
     * API description (a custom_id or an option value twice, a menu sharing its row, …).
     */
    private static List<Component.Row> sendable(Game game, long version, List<Component.Row> rows) {
        List<String> problems = DiscordLimits.problems(AsSent.json(new Reply("·", List.of(), rows, false)));
        assertTrue(problems.isEmpty(), problems + " at " + shown(game, version));
        return rows;
    }

    private static String shown(Game game, long version) {
        return Controls.forGame(game, version).stream().map(row -> row.components().stream()
                .map(c -> c instanceof Component.SelectMenu m ? "[" + m.placeholder() + "]" : ((Component.Button) c).label())
                .toList().toString()).collect(Collectors.joining(" "));
    }

    private static Map<String, String> choice(String value) {
        return Stream.of(value.split("\\|")).map(part -> part.split("=", 2)).filter(p -> p.length == 2)
                .collect(Collectors.toMap(p -> p[0], p -> p[1], (a, b) -> b));
    }
}
