package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.FrameDraft;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.map.MapLayout;
import mfz.rules.map.Polygon;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/**
 * Every name the rules take in goes through the one rule of names ({@code company.Names}),
 * however it comes: a frame or station typed, a company loaded or imported whole, a tie's
 * frame, the objective, terrain laid or loaded with a saved map, a campaign's environment. An
 * import decides its commands again, so a file holding such a name is refused with the same
 * reason.
 */
class NamesEnterByOneRuleTest {

    private static final String BIDI = "A frame's name can't hold a direction control (U+202E RIGHT-TO-LEFT OVERRIDE):"
            + " it would reorder the text around the name.";

    @Test
    void aTypedFrameOrStationIsRefusedWithTheReason() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.refused(new Command.DesignFrame("a", "Anvil\u202E1", "B G Y Rd", 0), BIDI);
        t.refused(new Command.NameStations("a", List.of("Home <t:0:R>")), "A station's name can't hold `<t:`: names "
                + "show as written, so they can't hold Discord markup (timestamps, other servers' emoji, commands).");
    }

    @Test
    void aWholeCompanyLoadedOrImportedIsRefusedWithTheReason() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        CompanyDraft company = new CompanyDraft(List.of(new FrameDraft("Anvil\u202E1", "B G Y Rd", 0)), List.of("Home"));
        t.refused(new Command.SetCompany("a", company), BIDI);
        assertEquals(Optional.of("the rules refuse it: " + BIDI),
                ImportReplay.problem(t.game(), "a", List.of(new Event.CompanyChanged("a", company))));

        CompanyDraft invisibleStation = new CompanyDraft(List.of(), List.of("Ho\u200Bme"));
        assertEquals(Optional.of("the rules refuse it: A station's name can't hold an invisible character (U+200B ZERO"
                        + " WIDTH SPACE): every character of a name must show."),
                ImportReplay.problem(t.game(), "a", List.of(new Event.CompanyChanged("a", invisibleStation))));
    }

    @Test
    void theObjectiveAndTheEnvironmentAreRefusedWithTheReason() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.refused(new Command.EnterCampaign("a", "Moon", List.of(new Constraint.Environment("vacuum www.x.example",
                "air tanks", true))), "The environment's name can't hold"
                + " `www.`: names can't hold links or invites.");
        t.play(new Command.EnterCampaign("a", "Moon", List.of()));
        t.refused(new Command.NameObjective("b", "Le\u0336\u0351\u0352ader", ObjectiveBehaviour.ORDERS),
                "The objective's name can't stack 3 marks on one character (`e`): at most 2, so the name stays on its"
                        + " line.");
    }

    @Test
    void aCampaignBattlesTermsInAnImportAreDecidedAgain() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        Game before = t.game();
        Event.OptionsChanged entered = (Event.OptionsChanged) t.play(new Command.EnterCampaign("a", "Moon", List.of()))
                .getFirst();
        assertEquals(Optional.empty(), ImportReplay.problem(before, "a", List.of(entered)));
        Event.OptionsChanged forged = new Event.OptionsChanged(entered.options().withCampaign(
                new CampaignTerms("Moon\u202E", List.of(), null, ObjectiveBehaviour.NONE)));
        assertEquals(Optional.of("the rules refuse it: The campaign's name can't hold a direction control (U+202E"
                + " RIGHT-TO-LEFT OVERRIDE): it would reorder the text around the name."),
                ImportReplay.problem(before, "a", List.of(forged)));
        assertEquals(Optional.of("the rules refuse it: This game is already a battle of Moon."),
                ImportReplay.problem(t.game(), "a", List.of(forged)), "terms changed once entered");
    }

    @Test
    void terrainLaidOrLoadedIsRefusedWithTheReason() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetMap("a", Ruler.EIGHT));
        t.companies(3, Table.frames(4, "B G Y"), Table.frames(5, "B G Y")).start(ScriptedDice.of());
        t.refused(new Command.LayTerrain("a", "Hill\u2066", "rect 1,1,2,2", 6), "A terrain's name can't hold a"
                + " direction control (U+2066 LEFT-TO-RIGHT ISOLATE): it would reorder the text around the name.");

        MapLayout ridge = MapLayout.empty(Ruler.EIGHT).with(new Terrain("Ridge\u00A0", Polygon.rectangle(1, 1, 2, 2), 3));
        t.refused(new Command.LoadLayout("a", "Ridgeway", ridge), "Map Ridgeway: A terrain's name can't hold an unusual"
                + " space (U+00A0 NO-BREAK SPACE): use an ordinary space.");
        t.refused(new Command.LoadLayout("a", "discord.gg/raid", MapLayout.empty(Ruler.EIGHT)), "The saved map's name"
                + " can't hold `discord.gg/`: names can't hold links or invites.");
    }
}
