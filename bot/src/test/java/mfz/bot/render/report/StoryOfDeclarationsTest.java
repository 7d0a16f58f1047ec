package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.bot.render.GameSummary;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/**
 * What the report tells of the map's overrides and a battle's objective (a report audit): what a
 * player declared against the map was left out (only the host's answer showed), odds were given
 * for an attack no card had offered, and an objective named in the lobby was in no report.
 */
class StoryOfDeclarationsTest {

    @Test
    void aDeclarationAgainstTheMapIsToldAndAConfirmedAttackHasNoOdds() {
        // a1 attacks b1, which the map has behind the wall; Anna declares it out of cover.
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(12, 12));
        List<ReadCommand> history = new ArrayList<>();
        history.add(new ReadCommand("a", null, Instant.EPOCH, table.history()));
        history.add(played(table, new Command.Pass("a")));
        history.add(played(table, new Command.StartTurn("b", "b1", "a1", null, null, 0, false, null),
                6, 5, 5, 4, 3, 2, 1));
        history.add(played(table, new Command.Defend("b", "B3")));
        history.add(played(table, new Command.EndTurn("b")));
        history.add(played(table, new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null),
                6, 5, 5, 4, 3, 2, 1));
        history.add(played(table, new Command.Defend("a", "B3")));
        history.add(played(table, new Command.DeclareAttack("a", "R5", false, "none", null, null)));
        history.add(played(table, new Command.ConfirmOverride(table.game().host(), true), 1, 2));

        List<String> lines = StoryReader.read("c", history).rounds().stream()
                .flatMap(round -> round.blocks().stream()).flatMap(block -> block.entries().stream())
                .flatMap(entry -> entry.lines().stream()).toList();
        assertTrue(lines.stream().anyMatch(line -> line.contains("declares an attack by **a1** with R5 against the map")),
                lines.toString());
        assertFalse(lines.stream().anyMatch(line -> line.startsWith("📈")), "no card offered it odds: " + lines);
    }

    @Test
    void aBattlesObjectiveIsInItsOptions() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withCampaign(new CampaignTerms("Moon", List.of(),
                "Beacon", ObjectiveBehaviour.FOLLOW));
        String shown = GameSummary.options(options);
        assertTrue(shown.contains("its special objective **Beacon** follows its holder"), shown);
    }

    private static ReadCommand played(Table table, Command command, int... dice) {
        return new ReadCommand(command.actor(), null, Instant.EPOCH, table.play(command, dice));
    }
}
