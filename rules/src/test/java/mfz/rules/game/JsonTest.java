package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import mfz.rules.bidding.TieOption;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.FrameDraft;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.map.LayoutRules;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapLayout;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.Point;
import mfz.rules.map.Ruler;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Events, commands and the whole game round-trip through a plain {@code new ObjectMapper()}
 * ({@link Json#MAPPER}): the configuration the bot uses for storage and export.
 */
class JsonTest {

    @Test
    void eventsAreWrittenWithStableTypeNames() {
        assertEquals("{\"type\":\"player-joined\",\"player\":\"b\",\"name\":\"Ben\"}",
                Json.write(new Event.PlayerJoined("b", "Ben")));
        assertEquals("{\"type\":\"decision-requested\",\"decision\":{\"kind\":\"doomsday\",\"player\":\"a\",\"after\":[\"b\"]}}",
                Json.write(new Event.DecisionRequested(new PendingDecision.DoomsdayChoice("a", List.of("b")))));
    }

    /** Games stored before the three map overrides became one decision read as they were declared. */
    @Test
    void theThreeOverridesStoredUnderTheirOldNamesReadAsOneDecision() throws Exception {
        String attack = "{\"kind\":\"override\",\"player\":\"a\",\"declarer\":\"b\",\"frame\":\"b1\","
                + "\"die\":\"R5\",\"spot\":true,\"cover\":\"none\",\"coverOwner\":null,\"coverHits\":2,"
                + "\"mapSaid\":\"out of range\"}";
        String placement = "{\"kind\":\"placement-override\",\"player\":\"a\",\"declarer\":\"b\",\"owner\":\"b\","
                + "\"piece\":\"b1\",\"station\":false,\"die\":\"G4\",\"at\":{\"x\":4.0,\"y\":14.5},"
                + "\"mapSaid\":\"too far\"}";
        String spot = "{\"kind\":\"spot-override\",\"player\":\"a\",\"declarer\":\"b\",\"frame\":\"b1\","
                + "\"die\":\"Y4\",\"targetOwner\":\"a\",\"target\":\"a2\",\"mapSaid\":\"in cover\"}";
        assertEquals(new PendingDecision.AgainstTheMap("a", "b",
                new PendingDecision.AttackDeclared("b1", "R5", true, "none", null, 2), "out of range"),
                Json.MAPPER.readValue(attack, PendingDecision.class));
        assertEquals(new PendingDecision.AgainstTheMap("a", "b", new PendingDecision.PlacementDeclared("b", "b1", false,
                "G4", new Point(4, 14.5)), "too far"), Json.MAPPER.readValue(placement, PendingDecision.class));
        assertEquals(new PendingDecision.AgainstTheMap("a", "b",
                new PendingDecision.SpotDeclared("b1", "Y4", "a", "a2"), "in cover"),
                Json.MAPPER.readValue(spot, PendingDecision.class));
        for (String old : List.of(attack, placement, spot)) {
            PendingDecision read = Json.MAPPER.readValue(old, PendingDecision.class);
            String written = Json.write(read);
            assertTrue(written.startsWith("{\"kind\":\"against-the-map\""), written);
            assertEquals(read, Json.MAPPER.readValue(written, PendingDecision.class), "written anew, read the same");
        }
        PendingDecision near = new PendingDecision.AgainstTheMap("b", "a", new PendingDecision.NearDeclared("a", "a1",
                "A-S"), "the map measures a1 near no station");
        assertEquals(near, Json.MAPPER.readValue(Json.write(near), PendingDecision.class), "a station declared, too");
    }

    @Test
    void unknownPropertiesAreRefusedSoStaleDataIsNoticed() {
        assertThrows(UnrecognizedPropertyException.class, () -> Json.MAPPER.readValue(
                "{\"type\":\"player-joined\",\"player\":\"b\",\"name\":\"Ben\",\"extra\":1}", Event.class));
    }

    @Test
    void everyEventAndCommandTypeIsRegisteredForJson() {
        assertEquals(permitted(Event.class), registered(Event.class));
        assertEquals(permitted(Command.class), registered(Command.class));
        assertEquals(permitted(PendingDecision.class), registered(PendingDecision.class));
        assertEquals(permitted(PendingDecision.Declaration.class), registered(PendingDecision.Declaration.class));
        assertEquals(permitted(MapEvent.class), registered(MapEvent.class));
    }

    private static Set<Class<?>> permitted(Class<?> sealed) {
        return Set.of(sealed.getPermittedSubclasses());
    }

    private static Set<Class<?>> registered(Class<?> sealed) {
        return Arrays.stream(sealed.getAnnotation(JsonSubTypes.class).value()).map(JsonSubTypes.Type::value)
                .collect(Collectors.toSet());
    }

    @Test
    void everyCommandRoundTrips() {
        List<Command> commands = List.of(
                new Command.CreateGame("a", "Anna", GameSize.BATTLE), new Command.JoinGame("b", "Ben"),
                new Command.LeaveGame("b"), new Command.ChooseCover("b", "Wall"), new Command.SetGameSize("a", GameSize.DEMO), new Command.SetSsrCount("a", 4),
                new Command.SetAdvancedOption("a", AdvancedOption.HAZARDS, true), new Command.SetStartingDoomsday("a", 9),
                new Command.DesignFrame("a", "Hawk", "B G Y Rd", 1), new Command.ScrapFrame("a", "Hawk"),
                new Command.NameStations("a", List.of("Mill")),
                new Command.SetCompany("a", new CompanyDraft(List.of(new FrameDraft("Hawk", "B", 3)), List.of("Mill"))),
                new Command.DeclareReady("a"), new Command.StartGame("a"),
                new Command.AddFrameToBreakTie("a", "New", "B G"), new Command.RemoveFrameToBreakTie("a", "Hawk", null),
                new Command.DeferTie("a"), new Command.ApproveTerrain("a"), new Command.PlaceStation("a", "Mill"),
                new Command.PlaceFrame("a", null, "Hawk", "Mill"), new Command.FinishDeploymentStep("a"),
                new Command.ChooseFirstPlayer("a", "b"), new Command.StandNear("a", "a", "Hawk", null),
                new Command.StandAway("a", null, "Hawk", "Mill"),
                new Command.ChooseDoomsday("a", false),
                new Command.StartTurn("a", "Hawk", "Fang", "b", Range.DIRECT, 1, true, "B"),
                new Command.StartTurn("a", "Hawk", null, null, null, 0, false, null),
                new Command.Pass("a"), new Command.WaitForLaterDie("a", "Hawk"), new Command.Defend("a", "B4"),
                new Command.Move("a", "G5", "Mill"), new Command.Attack("a", "R5", true, "Tree", null, 1),
                new Command.Spot("a", "Fang", "b", "Y4"), new Command.EndTurn("a"), new Command.TakeHit("a", "Rd/Ra"),
                new Command.Retreat("a"), new Command.Fall("a", "a", "Hawk", 6),
                new Command.EnterCampaign("a", "Moon", List.of(new Constraint.Average(3),
                        new Constraint.Environment("ice", "heater", false))),
                new Command.NameObjective("a", "Leader", ObjectiveBehaviour.AFRAID),
                new Command.MoveObjective("a", List.of("Hawk", "b/Fang")), new Command.MoveWithObjective("a", "G5", false),
                new Command.SetMap("a", Ruler.SIX), new Command.LayTerrain("a", "Hill", "rect 1,1,2,2", 6),
                new Command.RemoveTerrain("a", "Hill"),
                new Command.LoadLayout("a", "Ridgeway", MapLayout.empty(Ruler.EIGHT)),
                new Command.PlaceStationAt("a", "Mill", new Point(3, 4.5)),
                new Command.PlaceFrameAt("a", null, "Hawk", new Point(3, 5.5)),
                new Command.MoveTo("a", "G5", new Point(8, 5.5)),
                new Command.DeclareAttack("a", "R5", false, "none", null, null), new Command.ConfirmOverride("b", true),
                new Command.DeclarePlacement("a", "a", "Hawk", false, new Point(3, 5.5)),
                new Command.DeclareMove("a", "G5", new Point(8, 5.5)),
                new Command.DeclareSpot("a", "b1", "b", "W6"), new Command.DeclareNear("a", null, "a1", "A-S"));
        assertEquals(permitted(Command.class), commands.stream().map(Object::getClass).collect(Collectors.toSet()));
        commands.forEach(c -> Json.roundTrip(c, Command.class));
    }

    @Test
    void theMapsEventsRoundTrip() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        Json.roundTrip(new Event.MapChanged("a", LayoutRules.lay(layout, "Hill", "poly 1,1 4,1 2,3", 6)),
                Event.class);
        Json.roundTrip(new Event.PlacedAt(new MapPlacement("a", "Hawk", false,
                new Point(2.5, 7))), Event.class);
        Json.roundTrip(new Event.OptionsChanged(GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.SIX)),
                Event.class);
    }

    @Test
    void theGameRoundTripsInEveryPhase() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        Json.roundTrip(Game.EMPTY, Game.class);
        Json.roundTrip(t.game(), Game.class);
        t.companies(3, Table.frames(5, Table.SOLDIER), Table.frames(5, Table.SOLDIER)).start(ScriptedDice.of(2));
        assertEquals(List.of(TieOption.ADD_FRAME, TieOption.REMOVE_FRAME, TieOption.DEFER),
                ((PendingDecision.HighTieChoice) Json.roundTrip(t.game(), Game.class).pending()).options());
        t.play(new Command.RemoveFrameToBreakTie("a", "a1", null));
        Json.roundTrip(t.game(), Game.class);
        assertEquals(Phase.DEPLOYMENT, t.game().phase());
        assertEquals(t.game(), Game.replay(t.history()));
        for (Event e : t.history()) {
            Json.roundTrip(e, Event.class);
        }
    }

    @Test
    void aGameInTheMiddleOfACombatOrderChainAndAHitRoundTrips() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "Rh Rh", 0), Table.frame("b", "b1", "B G Y")));
        r.play(Table.start("a", "a1", "b1", Range.HAND), 1, 1, 6, 6, 8, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Attack("a", "R6", false, null, null, null));
        r.play(Table.start("b", "b1", null, null), 1, 1, 1, 1, 1, 1);
        Json.roundTrip(r.game(), Game.class);
        r.play(new Command.Defend("b", "W1"), 5, 5, 1, 1, 1);
        assertEquals(PendingDecision.HitChoice.class, Json.roundTrip(r.game(), Game.class).pending().getClass());
        assertEquals(2, Json.roundTrip(r.game(), Game.class).roundState().turns().size());
    }

    @Test
    void aCombatSnapshotStoredBeforeRoundsHadTurnsLoadsReadyToPlay() {
        Game g = Game.replay(Table.combat(2, List.of(Table.frame("a", "a1"), Table.frame("b", "b1")), List.of(), null,
                List.of("a", "b")));
        String json = Json.write(g).replace(",\"roundState\":" + Json.write(g.roundState()), "");
        Assertions.assertFalse(json.contains("roundState"));
        Game old = Json.read(json, Game.class);
        assertEquals(Optional.of("a"), GameQueries.initiative(old));
        assertEquals(g, old);
    }
}
