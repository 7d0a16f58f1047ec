package mfz.rules.turn;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.FrameSystem;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/**
 * Environments have kinds (docs/rules.md §5 step 2, environments): an environmental system
 * copes with one kind of hazard; a plain {@code E} and a hazard nobody names are the table's
 * usual kind, which in a campaign battle is its environment.
 */
class HazardKindsTest {

    private static final CampaignTerms VACUUM = new CampaignTerms("Moon",
            List.of(new Constraint.Environment("vacuum", "air tanks", false)), null, ObjectiveBehaviour.NONE);

    private static Frame with(String loadout) {
        return Frame.build("a", "x", LoadoutNotation.read(loadout).systems(), 0);
    }

    @Test
    void anEnvironmentalSystemNamesTheKindItCopesWithAfterAColon() {
        LoadoutNotation.Reading reading = LoadoutNotation.read("B e:Zero_G E:heat E");
        assertEquals(List.of(FrameSystem.parse("B"), FrameSystem.environmental("zero-g"),
                FrameSystem.environmental("heat"), FrameSystem.environmental(null)), reading.systems());
        assertEquals("B E:zero-g E:heat E", LoadoutNotation.write(reading.systems()));
        assertEquals(List.of("Y:heat", "E:", "E:much-too-long-a-kind"),
                LoadoutNotation.read("Y:heat E: E:much-too-long-a-kind").unreadable());
    }

    @Test
    void anEnvironmentalSystemCopesOnlyWithItsOwnKind() {
        assertTrue(Hazards.copes(with("E:heat"), "heat", null));
        assertFalse(Hazards.copes(with("E:heat"), "vacuum", null), "heat gear in a vacuum");
        assertFalse(Hazards.copes(with("E:heat"), null, null), "named gear isn't the usual hazard's");
        assertFalse(Hazards.copes(with("E"), "heat", null), "a plain E copes with the usual hazard only");
        assertTrue(Hazards.copes(with("E"), null, null));
        assertFalse(Hazards.copes(with("B G"), null, null));
    }

    @Test
    void theUsualHazardOfACampaignBattleIsItsEnvironmentByItsNameOrItsSystems() {
        assertTrue(Hazards.copes(with("E"), "Vacuum", VACUUM), "a plain E is the campaign's air tanks");
        assertTrue(Hazards.copes(with("E:air-tanks"), null, VACUUM));
        assertTrue(Hazards.copes(with("E:vacuum"), "air tanks", VACUUM));
        assertFalse(Hazards.copes(with("E"), "heat", VACUUM), "another area's heat needs its own gear");
        assertEquals(null, Hazards.recorded("air tanks", VACUUM), "the usual hazard is recorded as none named");
        assertEquals("heat", Hazards.recorded(" Heat ", VACUUM));
    }

    @Test
    void aCampaignVacuumAndAnAreasHeatAreOnOneTable() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withCampaign(VACUUM)
                .with(AdvancedOption.HAZARDS, true);
        Frame suited = Frame.build("a", "Suited", LoadoutNotation.read("B G E").systems(), 0).placedNear(null);
        Table r = new Table(Table.combat(options, 2, List.of(suited, frame("b", "b1")), List.of(), null,
                List.of("a", "b")));
        List<Event> inHeat = r.play(new Command.StartTurn("a", "Suited", null, null, null, 0, false, null, "heat"),
                6, 5, 4, 3);
        assertEquals(new Event.TurnStarted("a", "Suited", Target.NONE, null, 0, true, "heat"), inHeat.getFirst());
        assertEquals(1, whites(inHeat), "air tanks don't cope with heat");
    }

    @Test
    void aHazardOfTheUsualKindLetsAPlainEnvironmentalSystemRollBothWhites() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.HAZARDS, true);
        Frame suited = Frame.build("a", "Suited", LoadoutNotation.read("B G E").systems(), 0).placedNear(null);
        Table r = new Table(Table.combat(options, 2, List.of(suited, frame("b", "b1")), List.of(), null,
                List.of("a", "b")));
        List<Event> in = r.play(new Command.StartTurn("a", "Suited", null, null, null, 0, true, null), 6, 5, 4, 3, 2);
        assertEquals(new Event.TurnStarted("a", "Suited", Target.NONE, null, 0, true, null), in.getFirst());
        assertEquals(2, whites(in));
    }

    @Test
    void aTurnStartedBeforeKindsReadsAsTheUsualHazardAndIsWrittenAsBefore() throws Exception {
        String before = "{\"type\":\"turn-started\",\"owner\":\"a\",\"frame\":\"x\",\"target\":{\"kind\":\"NONE\","
                + "\"owner\":null,\"frame\":null},\"range\":null,\"ssrsFired\":0,\"hazard\":true}";
        ObjectMapper mapper = new ObjectMapper();
        Event old = mapper.readValue(before, Event.class);
        assertEquals(new Event.TurnStarted("a", "x", Target.NONE, null, 0, true), old);
        assertEquals(before, mapper.writeValueAsString(old), "stored games and exports keep their bytes");
    }

    @Test
    void aKindOfHazardIsACompanyProblemOnlyWhereEnvironmentalSystemsAreAllowed() {
        CompanyDraft draft = new CompanyDraft(List.of(new FrameDraft("F1", "B G E:heat", 3),
                new FrameDraft("F2", "B G Rd", 0), new FrameDraft("F3", "B G Rd", 0), new FrameDraft("F4", "B G Rd", 0)),
                List.of("S1", "S2", "S3"));
        GameOptions hazards = GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.HAZARDS, true);
        assertEquals(List.of(), CompanyValidation.problems(draft, hazards, 2));
        assertTrue(CompanyValidation.problems(draft, GameOptions.defaults(GameSize.SKIRMISH), 2)
                .stream().anyMatch(p -> p.contains("hazardous areas are off")));
    }

    @Test
    void aPlainEOnTheCommandNamesAFramesOnlyKindOfEnvironmentalSystem() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.HAZARDS, true)
                .with(AdvancedOption.JETTISON, true).with(AdvancedOption.ELEVATION, true);
        Frame heat = Frame.build("a", "Hot", LoadoutNotation.read("B G E:heat").systems(), 0).placedNear(null);
        Frame cold = Frame.build("b", "Cold", LoadoutNotation.read("B G E:ice").systems(), 0).placedNear(null);
        Table r = new Table(Table.combat(options, 2, List.of(heat, cold), List.of(), null, List.of("a", "b")));
        r.play(new Command.Fall("b", null, "Cold", 3), 6);
        r.play(new Command.TakeHit("b", "e"));
        assertEquals(LoadoutNotation.read("B G").systems(), r.game().frame("b", "Cold").orElseThrow().systems());
        List<Event> thrown = r.play(new Command.StartTurn("a", "Hot", null, null, null, 0, false, "E"), 6, 5, 4, 3, 2);
        assertEquals(new Event.SystemsJettisoned("a", "Hot", List.of(FrameSystem.environmental("heat"))),
                thrown.getFirst());
    }

    private static long whites(List<Event> events) {
        return ((Event.PoolRolled) events.getLast()).dice().stream().filter(d -> d.colour() == DieColour.WHITE).count();
    }
}
