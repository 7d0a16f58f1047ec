package mfz.bot.commands.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.Database;
import mfz.bot.store.HwElementStore;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.hw.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The /hw commands through the router, on a real SQLite file, with scripted d12s. */
class HwCommandsTest {

    @TempDir
    Path dir;

    private Database database;
    private HwElements elements;
    private final List<Integer> script = new ArrayList<>();

    @BeforeEach
    void open() throws Exception {
        database = Database.open(dir.resolve("mfz.db"));
        elements = new HwElements(new HwElementStore(database), Clock.systemUTC());
    }

    @AfterEach
    void close() {
        database.close();
    }

    @Test
    void infantryBeatingAChargingVehicleChargesBackAndDestroysIt() {
        element("bo", "Tank", "4 2 3 2 1", "vehicle");
        element("ann", "Squad", "2 3 2 2 1", "infantry");
        // Tank 4 against Squad 8: the squad charges back, 11 against 3.
        Reply reply = type("bo", "hw charge", "from", "Tank", "at", "Squad", "moved", "true", 4, 8, 11, 3);
        String text = reply.embeds().get(0).description();
        assertTrue(text.contains("The infantry wins and charges back at once:"), text);
        assertTrue(text.contains("Tank is destroyed. Squad takes 1 (half the other's value, rounded down; the infantry "
                + "halves it again, rounding up)."), "the hits the squad owes are explained: " + text);
        Element tank = elements.find("c1", "Tank").element();
        assertTrue(tank.destroyed());
        assertTrue(reply.embeds().get(0).fields().stream().noneMatch(f -> f.name().equals("Tank")),
                "the caller's own, told in the charge's words, isn't told again: " + reply.embeds());
        Element squad = elements.find("c1", "Squad").element();
        assertEquals(1, squad.hitsOwed(), "the tank's 3 deals 1; the squad halves that, rounding up");
        assertEquals(1, reply.rows().size(), "only the squad's owner has hits to place");
        assertTrue(reply.rows().get(0).components().get(0).id().contains("name=Squad"));
        assertTrue(type("ann", "hw recover", "element", "Squad").content().startsWith("Squad still has 1 hit to place (`/hw element-hit`): place it first"),
                "a recovery waits for the hits still to place: its damage counts them");
        assertTrue(type("ann", "hw shoot", "from", "Squad", "at", "Tank", "range", "3").content()
                .startsWith("Squad owes 1 hit: place it first"), "owing a hit, it doesn't act at full strength");
        type("ann", "hw element-hit", "name", "Squad", "stat", "fire");
        assertTrue(type("ann", "hw shoot", "from", "Squad", "at", "Tank", "range", "3").content()
                .contains("Tank is destroyed."));
        assertTrue(type("bo", "hw odds", "from", "Tank", "at", "Squad", "range", "3").content()
                .contains("Tank is destroyed."), "no odds for a destroyed shooter either");
        // Only its owner acts with an element (an audit, 2026-11-26: anyone could charge with it, or roll its recovery).
        assertTrue(type("bo", "hw recover", "element", "Squad").content().startsWith("Squad belongs to <@ann>"),
                "bo can't roll ann's squad's recovery");
        assertTrue(type("bo", "hw charge", "from", "Squad", "at", "Tank").content().startsWith("Squad belongs to <@ann>"));
    }

    /**
     * Sides not named are called by their kind, which stays right when the infantry charges back
     * ("the defender" was then the one charging), and start a sentence capitalised (an audit).
     */
    @Test
    void anUnnamedSideIsCalledByItsKindAlsoWhenTheInfantryChargesBack() {
        // ann's vehicle 4 against the infantry's 8: it charges back, 11 against 3.
        String text = type("ann", "hw charge", "presence", "1", "attacker", "vehicle", "defender-presence", "1",
                "defender", "infantry", 4, 8, 11, 3).embeds().get(0).description();
        assertTrue(text.startsWith("ann: ") && text.contains("\nThe infantry: "), text);
        assertTrue(text.contains("ann is destroyed. The infantry takes 1"), text);
        assertFalse(text.contains("defender"), text);
        element("bo", "the Twins", "3 2 6 2 1");
        String named = type("ann", "hw charge", "presence", "1", "at", "the Twins", 9, 3).embeds().get(0).description();
        assertTrue(named.contains("\nthe Twins: "), "a name as its player typed it: " + named);
    }

    /** Infantry charging infantry: whichever takes more is destroyed; with as much each, neither, said (an audit). */
    @Test
    void infantryTakingAsMuchAsTheOtherInfantrySaysNeitherIsDestroyed() {
        // 9 against 8: both take 4.
        // (a kind typed capitalised is taken as listed: `attacker:Infantry` was refused at the console, an audit)
        String text = type("ann", "hw charge", "presence", "1", "attacker", "Infantry", "defender-presence", "1",
                "defender", "INFANTRY", 9, 8).embeds().get(0).description();
        assertTrue(text.contains("ann takes 4, the infantry takes 4 (half the other's value, rounded down): as much "
                + "each, so neither is destroyed."), text);
    }

    /** A shot at a target with no Incoming dice says none: "Incoming 0d12: — — cancelled —" (an audit). */
    @Test
    void aShotWithNoIncomingDiceHasNoIncomingLine() {
        String text = type("ann", "hw shoot", "fire", "2", "incoming", "0", "armour", "1", "range", "1", 6, 5)
                .embeds().get(0).description();
        assertFalse(text.contains("Incoming"), text);
        assertTrue(text.contains("Fire 2d12: 6 5"), text);
    }

    /** A hint's command names an element as it is typed: "name:Red Fox" read as two options (an audit). */
    @Test
    void aHintNamesAnElementWithASpaceQuoted() {
        element("ann", "Red Fox", "3 3 4 2 2");
        element("bo", "Ox", "3 2 6 2 1");
        assertEquals("Red Fox has no recovered points to place: `/hw recover element:\"Red Fox\"` rolls for them.",
                type("ann", "hw element-recover", "name", "Red Fox", "stat", "fire").content());
        type("bo", "hw shoot", "from", "Ox", "at", "Red Fox", "range", "0", 12, 12, 12, 1, 1);
        assertTrue(type("bo", "hw shoot", "from", "Ox", "at", "Red Fox", "range", "0").content()
                .contains("(`/hw element-hit name:\"Red Fox\" stat:<fire|move|armour>`)"));
    }

    @Test
    void aChargeDealsHalfTheOthersValueRoundedDownAndEachOwnerPlacesIt() {
        element("ann", "Hound", "3 3 4 2 2");
        element("bo", "Ox", "3 2 6 2 1");
        // Hound: 10 and 10, +1 for the match, moved: 12. Ox: 5.
        Reply reply = type("ann", "hw charge", "from", "Hound", "at", "Ox", "moved", "true", 10, 10, 5);
        String text = reply.embeds().get(0).description();
        assertTrue(text.contains("Hound takes 2, Ox takes 6 (half the other's value, rounded down)."), text);
        assertTrue(text.contains("Ox falls back 1\"."), text);
        assertEquals(2, elements.find("c1", "Hound").element().hitsOwed());
        assertEquals(6, elements.find("c1", "Ox").element().hitsOwed());
        assertEquals(2, reply.rows().size(), "both owners have hits to place");
        Reply small = type("ann", "hw charge", "presence", "1", "defender-presence", "1", 3, 1);
        assertTrue(small.embeds().get(0).description().contains("ann takes 0, the mech takes 1"),
                small.embeds().get(0).description());
    }

    @Test
    void theOwnersButtonPlacesAHitOnceAndOnlyForTheOwner() {
        element("bo", "Tank", "4 2 3 1 1");
        element("ann", "Squad", "2 3 2 2 1", "infantry");
        Reply shot = type("ann", "hw shoot", "from", "Squad", "at", "Tank", "range", "0", 12, 6, 1);
        assertEquals("🎯 Squad shoots at Tank: 2 hits", shot.embeds().get(0).title());
        Component armour = shot.rows().get(0).components().get(2);
        assertTrue(tap("ann", armour).content().startsWith("That button is for <@bo>"));
        assertTrue(tap("bo", armour).content().startsWith("💥 Tank loses 1 Armour."));
        assertTrue(tap("bo", armour).content().startsWith("💥 Tank loses 1 Armour."));
        Reply third = tap("bo", armour);
        assertTrue(third.ephemeral());
        assertEquals("Tank has no hits waiting: nothing was changed.", third.content());
        assertEquals(1, elements.find("c1", "Tank").element().now().armour());
    }

    @Test
    void refusalsSayWhyAndChangeNothing() {
        element("bo", "Tank", "4 2 3 1 1", "vehicle");
        assertEquals("A vehicle can't counter-charge.",
                type("ann", "hw charge", "presence", "2", "at", "Tank", "counter", "true").content());
        assertEquals("`moved-far:true` says the charger moved, and `moved:false` that it didn't: give one of them.",
                type("ann", "hw charge", "presence", "2", "moved-far", "true", "moved", "false").content());
        assertEquals("Say the shooter's Fire: `fire:<n>`, or `from:<element>`.",
                type("ann", "hw shoot", "armour", "2", "incoming", "1", "range", "4").content());
        assertEquals("The odds are worked out for up to 12 Fire dice and 12 Incoming dice.",
                type("ann", "hw odds", "fire", "13", "armour", "2", "incoming", "1", "range", "4").content());
        assertEquals("There is no element called `Nobody` in this channel. `/hw elements` lists them.",
                type("ann", "hw shoot", "from", "Nobody", "at", "Tank", "range", "4").content());
        assertTrue(type("ann", "hw element-add", "name", "tank", "fire", "1", "move", "1", "armour", "1", "defense",
                "1", "presence", "1").content().startsWith("This channel already has an element called `Tank`:"),
                "named as the channel's element is");
        // read as it: "Таnk shoots at Tank", its T and a Cyrillic (a trust audit)
        assertEquals("This channel already has an element called `Tank`, which reads the same: give yours another "
                + "name (its owner may remove it with `/hw element-remove`).", type("ann", "hw element-add", "name",
                "\u0422\u0430nk", "fire", "1", "move", "1", "armour", "1", "defense", "1", "presence", "1").content());
        assertEquals(1, elements.all("c1").size());
    }

    /**
     * A shot or charge writes its damage to the elements it names, so it takes their stats, and
     * only a shot or charge from the caller's own element writes to another's (a trust audit,
     * 2026-11-26: anyone could shoot Bob's Tank as if it stood at Armour 1 with no Incoming, or
     * charge it at the most Presence against none, and destroy it; a review then found an element
     * added just for it, with numbers typed beside it, did the same).
     */
    @Test
    void aShotOrChargeTakesTheNamedElementsStatsAndWritesDamageOnlyFromTheCallersOwnElement() {
        element("bo", "Tank", "4 2 4 3 2");
        assertEquals("`armour:` would replace Tank's own: leave it out (its stats are used), or leave out `at:` to "
                + "roll with numbers of your own.", type("eve", "hw shoot", "at", "Tank", "range", "0", "fire", "12",
                "armour", "1", "incoming", "0").content());
        assertEquals("`defender-presence:` would replace Tank's own: leave it out (its stats are used), or leave out "
                + "`at:` to roll with numbers of your own.", type("eve", "hw charge", "at", "Tank", "presence", "9",
                "defender-presence", "0").content());
        assertEquals("`defender:` would replace Tank's own: leave it out (its stats are used), or leave out `at:` to "
                + "roll with numbers of your own.", type("eve", "hw charge", "at", "Tank", "presence", "2",
                "defender", "infantry").content());
        assertEquals("`fire:` would replace Tank's own: leave it out (its stats are used), or leave out `from:` to "
                + "roll with numbers of your own.", type("bo", "hw shoot", "from", "Tank", "fire", "12", "armour", "1",
                "incoming", "0", "range", "0").content());
        // Eve has no element here: her shot is rolled and shown, and Tank owes nothing.
        Reply shot = type("eve", "hw shoot", "at", "Tank", "range", "0", "fire", "12",
                12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 1, 1);
        assertTrue(shot.embeds().getFirst().title().startsWith("🎯 eve shoots at Tank: "), shot.toString());
        assertTrue(shot.embeds().getFirst().fields().stream().anyMatch(f -> f.name().equals("Tank")
                && f.value().equals("Not written: only a shot or charge from your own element (`from:`) writes damage.")), shot.toString());
        assertTrue(shot.rows().isEmpty(), "no buttons to place hits");
        Reply charge = type("eve", "hw charge", "at", "Tank", "presence", "9", 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 1);
        assertTrue(charge.embeds().getFirst().fields().stream().anyMatch(f -> f.value().startsWith("Not written:")),
                charge.toString());
        // An element of her own, added for it, and her numbers typed beside it: still not written.
        element("eve", "Decoy", "1 1 1 1 1");
        Reply typed = type("eve", "hw charge", "at", "Tank", "presence", "9", 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 1);
        assertTrue(typed.embeds().getFirst().fields().stream().anyMatch(f -> f.value().startsWith("Not written:")),
                typed.toString());
        Element tank = elements.find("c1", "Tank").element();
        assertEquals(0, tank.hitsOwed());
        assertEquals(4, tank.now().armour(), "nothing was changed");
        assertEquals("`defense:` would replace Decoy's own: leave it out (its stats are used), or leave out "
                + "`element:` to roll with numbers of your own.", type("eve", "hw recover", "element", "Decoy",
                "defense", "12", "damage", "0").content());
    }

    @Test
    void aTargetAtArmourZeroIsDestroyedAndNeitherShotNorWorkedOut() {
        element("bo", "Tank", "4 2 1 1 1");
        element("bo", "Hound", "3 3 2 1 1");
        assertEquals("The target is at Armour 0: it is destroyed and can't be shot.",
                type("ann", "hw shoot", "fire", "2", "armour", "0", "incoming", "1", "range", "4").content());
        assertEquals("The target is at Armour 0: it is destroyed and can't be shot.",
                type("ann", "hw odds", "fire", "2", "armour", "0", "incoming", "1", "range", "4").content());
        assertEquals("`armour:` would replace Tank's own: leave it out (its stats are used), or leave out `at:` to "
                        + "roll with numbers of your own.",
                type("bo", "hw shoot", "from", "Hound", "at", "Tank", "armour", "0", "range", "4").content(),
                "a shot that writes to Tank takes its Armour");
        assertEquals(0, elements.find("c1", "Tank").element().hitsOwed(), "nothing was changed");
        // The Tank loses its last Armour: a shot at it, or its odds, is refused by name.
        element("ann", "Squad", "2 3 2 2 1", "infantry");
        type("ann", "hw shoot", "from", "Squad", "at", "Tank", "range", "0", 12, 6, 1);
        type("bo", "hw element-hit", "name", "Tank", "stat", "armour", "owed", "true");
        assertTrue(elements.find("c1", "Tank").element().destroyed());
        assertEquals("Tank is destroyed.", type("ann", "hw odds", "from", "Hound", "at", "Tank", "range", "4").content());
        assertEquals("Tank is destroyed.", type("ann", "hw odds", "from", "Hound", "at", "Tank", "armour", "2",
                "range", "4").content(), "an Armour typed over its 0 doesn't bring it back");
        assertEquals("Tank is destroyed.", type("bo", "hw shoot", "from", "Hound", "at", "Tank", "range", "4").content());
    }

    @Test
    void movingShootsHalfTheFireAndTheOddsCommandRollsNothing() {
        Reply shot = type("ann", "hw shoot", "fire", "5", "armour", "1", "incoming", "0", "range", "9", "moving", "true",
                10, 5, 5);
        assertEquals("🎯 ann shoots: 2 hits", shot.embeds().get(0).title());
        assertTrue(shot.embeds().get(0).description().contains("Fire 3d12 (moving): 10 5 5"));
        Reply odds = type("ann", "hw odds", "fire", "1", "armour", "1", "incoming", "0", "range", "11");
        assertEquals("Effective range 12 (range 11 + Armour 1).\n0 hits 91.7%\n1 hit 8.3%\naverage 0.08 hits; at least "
                + "one 8.3%", odds.embeds().get(0).description());
        assertFalse(odds.ephemeral());
        // The halving said, as the shot says it: "4 Fire dice … at 14" hid it (an audit of the HW helper).
        Reply moving = type("ann", "hw odds", "fire", "7", "armour", "2", "incoming", "2", "range", "12", "moving",
                "true");
        assertTrue(moving.embeds().get(0).description().startsWith("Effective range 14 (range 12 + Armour 2); Fire 7, "
                + "halved for moving.\n"), moving.embeds().get(0).description());
    }

    /**
     * The unlikely tails are summed on one line each, not dropped: a shot's 5 hits just rolled stood
     * nowhere in its odds, and the average counted lines that weren't shown (an audit of the HW helper).
     */
    @Test
    void theOddsSumTheirUnlikelyTailsRatherThanDropThem() {
        String odds = type("ann", "hw odds", "fire", "7", "armour", "1", "incoming", "2", "range", "8")
                .embeds().get(0).description();
        assertTrue(odds.contains("\n0 hits under 0.1%\n"), odds);
        assertTrue(odds.contains("\n7 hits under 0.1%\n"), "0.023%, four times the 0 hits shown: " + odds);
        String shot = type("ann", "hw odds", "fire", "6", "armour", "3", "incoming", "2", "range", "9")
                .embeds().get(0).description();
        assertTrue(shot.contains("\n5 or more hits under 0.1%\n"), shot);
    }

    /** The odds at a target still owing hits say its Armour may yet drop: the shot itself is refused until then. */
    @Test
    void theOddsAtATargetOwingHitsSayItsArmourMayDrop() {
        element("ann", "Tank", "4 2 3 1 2", "vehicle");
        element("bo", "Walker", "4 2 2 1 2", "mech");
        type("bo", "hw shoot", "from", "Walker", "at", "Tank", "range", "0", 12, 12, 1, 1, 5);
        String odds = type("bo", "hw odds", "from", "Walker", "at", "Tank", "range", "3").embeds().get(0).description();
        assertTrue(odds.contains("\nTank still owes 2 hits: its Armour may drop before a shot.\n"), odds);
    }

    @Test
    void aChargeWithoutADefenderIsTheChargersValue() {
        Reply reply = type("ann", "hw charge", "presence", "3", "attacker", "infantry", "moved-far", "true", 7, 7, 2);
        assertEquals("⚔️ ann charges: 8", reply.embeds().get(0).title(), "infantry adds at most one");
    }

    /** A recovery with nothing to roll or nothing to mend says so, not "0d12: — — above 0 damage" (a bad-input play). */
    @Test
    void aRecoveryWithNoDiceOrNoDamageSaysSoInWords() {
        assertEquals("With Defense 0 it rolls no dice: nothing comes back.",
                type("ann", "hw recover", "defense", "0", "damage", "2").embeds().get(0).description());
        Reply none = type("ann", "hw recover", "defense", "2", "damage", "0");
        assertEquals("It has taken no damage: there is nothing to recover.", none.embeds().get(0).description());
        assertEquals("🔧 ann recovers nothing", none.embeds().get(0).title(), "not \"recovers 2 points\" (an audit)");
    }

    /**
     * A recovery's title gives the points that come back, not the dice above the damage ("recovers 3
     * points" over "put 1 point back"), and one with every stat back at its start is refused before
     * rolling (it rolled, and read "recovers nothing": an audit of the HW helper).
     */
    @Test
    void aRecoveryIsTitledWithThePointsThatComeBack() {
        element("ann", "Tank", "4 2 3 3 2", "vehicle");
        type("ann", "hw element-hit", "name", "Tank", "stat", "fire");
        Reply recovered = type("ann", "hw recover", "element", "Tank", 5, 5, 5);
        assertEquals("🔧 Tank recovers 1 point", recovered.embeds().get(0).title());
        assertEquals("Tank's stats are all back at their start once the points it owes are placed: there is nothing "
                + "to recover.", type("ann", "hw recover", "element", "Tank").content());
        type("ann", "hw element-recover", "name", "Tank", "stat", "fire");
        assertEquals("Tank's stats are all back at their start: there is nothing to recover.",
                type("ann", "hw recover", "element", "Tank").content());
    }

    /**
     * The hit that destroys an element owing more says they fall away, and a hit button left under
     * the shot says it is destroyed ("has no hits waiting" read as a hit lost: an audit of the HW helper).
     */
    @Test
    void hitsOwedByAnElementDestroyedFallAwaySaidSo() {
        element("ann", "T2", "4 2 2 1 2");
        element("bo", "Walker", "5 3 2 2 2");
        type("bo", "hw shoot", "from", "Walker", "at", "T2", "range", "3", 10, 9, 12, 1, 2, 5);
        assertEquals(3, elements.all("c1").stream().filter(o -> o.element().name().equals("T2")).findFirst()
                .orElseThrow().element().hitsOwed());
        type("ann", "hw element-hit", "name", "T2", "stat", "armour", "owed", "true");
        String destroying = type("ann", "hw element-hit", "name", "T2", "stat", "armour", "owed", "true").content();
        assertTrue(destroying.endsWith(" Destroyed, it places no more hits: 1 hit owed falls away."), destroying);
        assertEquals("T2 is already destroyed.",
                type("ann", "hw element-hit", "name", "T2", "stat", "fire", "owed", "true").content());
    }

    /**
     * The buttons under a hit or a recovery offer only the stats that can take it (an audit: "−1
     * Fire" at Fire 0, refused once tapped), and a recovery a channel manager rolls for another
     * player's element pings its owner in the text, who places the points.
     */
    @Test
    void theStatButtonsOfferOnlyWhatCanTakeItAndAManagersRecoveryPingsTheOwner() {
        element("bo", "Tank", "1 2 4 3 1");
        element("ann", "Gun", "4 2 3 1 1");
        Reply shot = type("ann", "hw shoot", "from", "Gun", "at", "Tank", "range", "0", 12, 1, 1, 1, 1, 1, 1);
        assertEquals(List.of("Tank: −1 Fire", "Tank: −1 Move", "Tank: −1 Armour"), labels(shot));
        assertTrue(tap("bo", shot.rows().getFirst().components().getFirst()).content().startsWith("💥 Tank loses 1 Fire."));
        Reply again = type("ann", "hw shoot", "from", "Gun", "at", "Tank", "range", "0", 12, 1, 1, 1, 1, 1, 1);
        assertEquals(List.of("Tank: −1 Move", "Tank: −1 Armour"), labels(again), "its Fire is at 0 now");
        assertTrue(tap("bo", again.rows().getFirst().components().getLast()).content().startsWith("💥 Tank loses 1 Armour."));
        Reply recovered = type("mod", "hw recover", "element", "Tank", 9, 9, 9);
        assertEquals("<@bo>: your element recovered points to place (below).", recovered.content(),
                "its owner places the points");
        List<String> offered = labels(recovered);
        assertTrue(offered.contains("Tank: +1 Fire") && !offered.contains("Tank: +1 Move"),
                "only what is below its start: " + offered);
    }

    /**
     * Hits still owed may come off Armour as the owner places them: an element owing them is not shot
     * at at an Armour that may be gone (an audit: a target owing hits was shot at its old Armour).
     */
    @Test
    void anElementOwingHitsIsNotShotAtItsOldArmour() {
        element("bo", "Tank", "3 2 4 3 1");
        element("ann", "Gun", "4 2 3 1 1");
        type("ann", "hw shoot", "from", "Gun", "at", "Tank", "range", "0", 12, 1, 1, 1, 1, 1, 1);
        assertEquals(1, elements.find("c1", "Tank").element().hitsOwed());
        assertEquals("`Tank` still owes 1 hit to place, so its Armour isn't known yet: its owner places it first "
                + "(`/hw element-hit name:Tank stat:<fire|move|armour>`), then shoot.",
                type("ann", "hw shoot", "from", "Gun", "at", "Tank", "range", "0").content());
        assertTrue(type("ann", "hw odds", "from", "Gun", "at", "Tank", "range", "0").embeds().size() > 0,
                "the odds, which write nothing, may still be asked");
        assertEquals(1, elements.find("c1", "Tank").element().hitsOwed(), "refused: nothing changed");
        type("bo", "hw element-hit", "name", "Tank", "stat", "armour", "owed", "true");
        assertTrue(type("ann", "hw shoot", "from", "Gun", "at", "Tank", "range", "0", 12, 1, 1, 1, 1, 1, 1)
                .embeds().getFirst().description().contains("Armour 3"), "placed, its Armour is known: 3");
    }

    @Test
    void anElementWithNoMoveShootsWithoutMoving() {
        element("ann", "Still", "2 0 2 1 1");
        assertEquals("Still has no Move left: it shoots without moving (no `moving`).",
                type("ann", "hw shoot", "from", "Still", "armour", "1", "incoming", "0", "range", "3", "moving", "true")
                        .content());
    }

    private static List<String> labels(Reply reply) {
        return reply.rows().stream().flatMap(row -> row.components().stream())
                .map(c -> ((Component.Button) c).label()).toList();
    }

    /**
     * A counter-charge moves up to 1", so it adds +1 for moving and never +1 more for over 4"; a
     * named charger moves as its Move allows, up to twice it (the seed's summary; an adversarial
     * test: an option gave a counter-charge over 4", and an element with Move 0 both bonuses).
     */
    @Test
    void aChargeMovesAsFarAsItsMoveAllowsAndACounterChargeOneInch() {
        // Charger 2d12: 5, 3 → 5; defender 2d12: 6, 1 → 6 + 1 (moved) = 7.
        Reply reply = type("ann", "hw charge", "presence", "2", "defender-presence", "2", "counter", "true", 5, 3, 6, 1);
        String text = reply.embeds().get(0).description();
        assertTrue(text.contains("The mech: ") && text.contains("= **7**"), text);
        assertTrue(type("ann", "hw charge", "presence", "2", "counter-far", "true").ephemeral(), "no such option now");
        element("bo", "Brute", "5 0 1 1 2");
        element("bo", "Runner", "5 2 1 1 2");
        assertEquals("Brute has no Move left: it charges without moving (no `moved`).",
                type("bo", "hw charge", "from", "Brute", "moved", "true").content());
        assertEquals("Runner charges at most 4\" (twice its Move of 2): never over 4\", so no `moved-far`.",
                type("bo", "hw charge", "from", "Runner", "moved-far", "true").content());
        assertFalse(type("bo", "hw charge", "from", "Runner", "moved", "true", 4, 2).ephemeral());
    }

    /** A counter-charge moves up to 1": an element with no Move, or one owing hits, can't make one (a play). */
    @Test
    void anElementWithNoMoveOrOwingHitsCantCounterCharge() {
        element("ann", "Ram", "2 3 3 1 3");
        element("bo", "Post", "1 0 2 1 2");
        assertEquals("Post has no Move left: it can't counter-charge.",
                type("ann", "hw charge", "from", "Ram", "at", "Post", "counter", "true").content());
        element("bo", "Walker", "2 2 3 0 1");
        type("ann", "hw shoot", "from", "Ram", "at", "Walker", "range", "1", 12, 12);
        assertTrue(type("ann", "hw charge", "from", "Ram", "at", "Walker", "counter", "true").content()
                .startsWith("Walker owes "), "owing hits, it doesn't counter-charge");
    }

    /** A chance that rounds to 0 or 100 without being so says so (8 Fire against 2 at 13 read "at least one 100.0%"). */
    @Test
    void aChanceNearlyCertainIsNotShownAsCertain() {
        assertEquals("over 99.9%", HwView.percent(0.9999));
        assertEquals("under 0.1%", HwView.percent(0.0001));
        assertEquals("100.0%", HwView.percent(1));
        assertEquals("100.0%", HwView.percent(0.9999999999999997), "a certainty summed in floating point");
        assertEquals("0.0%", HwView.percent(0));
        assertTrue(type("ann", "hw odds", "fire", "2", "incoming", "0", "range", "1", "armour", "1").embeds().getFirst()
                .description().endsWith("at least one 100.0%"), "two dice at range 2 always hit");
    }

    /** A typed name starting with ~ is told what is wrong with it, not that a button is out of date (a play). */
    @Test
    void aNameStartingWithATildeIsRefusedForItsMark() {
        String refused = type("ann", "hw element-add", "name", "~x", "fire", "2", "move", "2", "armour", "2", "defense",
                "0", "presence", "1").content();
        assertTrue(refused.contains("can't hold `~`"), refused);
    }

    /** Hits as many as an element has Fire, Move and Armour left destroy it: nothing to place, and it says so (a play). */
    @Test
    void hitsThatDestroyAnElementOutrightSaySo() {
        element("ann", "Gun", "6 2 3 0 1");
        element("bo", "Tgt", "1 0 1 0 2");
        Reply shot = type("ann", "hw shoot", "from", "Gun", "at", "Tgt", "range", "0", 12, 12, 12, 12, 12, 12);
        String said = shot.embeds().getFirst().fields().stream().filter(f -> f.name().equals("Tgt")).findFirst()
                .orElseThrow().value();
        assertTrue(said.contains("**destroyed**"), said);
        assertTrue(shot.rows().isEmpty(), "no hits to place: " + shot.rows());
        assertEquals("", shot.content(), "nothing left to do: named below, not pinged (an audit of pings)");
    }

    /** A charge whose damage destroys the defender at once says so, doesn't ping its owner (nothing to do), and doesn't have it fall back (a review). */
    @Test
    void aChargeWhoseHitsDestroyTheDefenderSaysSo() {
        element("ann", "Ram", "5 3 5 1 6");
        element("bo", "Tgt", "1 0 1 0 1");
        Reply charge = type("ann", "hw charge", "from", "Ram", "at", "Tgt", 12, 12, 12, 11, 10, 9, 2);
        assertEquals("", charge.content(), "nothing left to do: named below, not pinged");
        assertFalse(charge.embeds().getFirst().description().contains("Tgt falls back"),
                charge.embeds().getFirst().description());
        assertTrue(charge.embeds().getFirst().fields().stream().anyMatch(f -> f.name().equals("Tgt")
                && f.value().contains("its hits took all")), charge.embeds().toString());
    }

    /** A charger its own damage destroys moves on nowhere (a review). */
    @Test
    void aChargerDestroyedByItsHitsMovesOnNowhere() {
        element("ann", "Ram", "1 1 1 0 6");
        element("bo", "Inf", "1 1 5 0 3", "infantry");
        Reply charge = type("ann", "hw charge", "from", "Ram", "at", "Inf", 12, 12, 12, 12, 12, 12, 12, 12, 12);
        String said = charge.embeds().getFirst().description();
        assertTrue(charge.embeds().getFirst().fields().stream().anyMatch(f -> f.name().equals("Ram")
                && f.value().contains("its hits took all")), said + charge.embeds());
        assertFalse(said.contains("Ram moves on") || said.contains("Ram falls back"), said);
    }

    /** Through the infantry's charge-back the sides swap: the charger its hits destroyed still falls back nowhere (a review). */
    @Test
    void throughAChargeBackTheDestroyedChargerFallsBackNowhere() {
        element("ann", "Ram", "1 1 1 0 1");
        element("bo", "Inf", "1 1 5 0 1", "infantry");
        Reply charge = type("ann", "hw charge", "from", "Ram", "at", "Inf", 3, 5, 8, 8);
        String said = charge.embeds().getFirst().description();
        assertTrue(said.contains("charges back"), said);
        assertTrue(charge.embeds().getFirst().fields().stream().anyMatch(f -> f.name().equals("Ram")
                && f.value().contains("its hits took all")), said + charge.embeds());
        assertFalse(said.contains("Ram falls back") || said.contains("Ram moves on"), said);
    }

    /** Another player's element the charge's result destroys: its owner finds it below, unpinged (nothing to do). */
    @Test
    void anotherPlayersElementTheChargeDestroysIsToldToItsOwner() {
        element("bo", "Squad", "2 3 2 2 1", "infantry");
        element("ann", "Tank", "4 2 3 2 1", "vehicle");
        Reply charge = type("bo", "hw charge", "from", "Squad", "at", "Tank", 11, 3);
        assertTrue(charge.embeds().get(0).description().contains("Tank is destroyed."), charge.embeds().toString());
        assertEquals("", charge.content(), "nothing left to do: named below, not pinged");
        assertTrue(charge.embeds().get(0).fields().stream().anyMatch(f -> f.name().equals("Tank")
                && f.value().equals("<@ann>: **destroyed** by the charge.")), charge.embeds().toString());
        Element tank = elements.all("c1").stream().map(HwElementStore.Owned::element)
                .filter(e -> e.name().equals("Tank")).findFirst().orElseThrow();
        assertTrue(tank.destroyed() && tank.damage() > 0, "not \"damage 0 — destroyed\" (an audit): " + tank);
    }

    /** The other player whose element now owes hits is pinged in the text, where a mention notifies. */
    @Test
    void theOwnerOfAnElementOwingHitsIsPinged() {
        element("bo", "Tank", "4 2 3 0 1");
        element("ann", "Gun", "4 2 3 0 1");
        Reply shot = type("ann", "hw shoot", "from", "Gun", "at", "Tank", "range", "1", 12, 12, 12, 12);
        assertEquals("<@bo>: your element was hit (below).", shot.content());
    }

    @Test
    void onlyItsOwnerRemovesAnElement() {
        element("bo", "Tank", "4 2 3 1 1");
        assertTrue(type("ann", "hw element-remove", "name", "Tank").content().startsWith("Tank belongs to <@bo>"));
        assertEquals(1, elements.all("c1").size(), "a refused removal changes nothing");
        assertEquals("➖ Tank is no longer tracked here.", type("bo", "hw element-remove", "name", "Tank").content());
        assertTrue(elements.all("c1").isEmpty());
    }

    @Test
    void everyOptionNamingAnElementSuggestsTheChannelsElementsAndNoOtherDoes() {
        element("bo", "Tank", "4 2 3 1 1");
        Request request = new Request(null, "g", "c1", new Caller("ann", "ann", false), "hw shoot", Map.of());
        for (HwCommand command : List.of(new HwShoot(new ScriptedDice(List.of()), elements), new HwOdds(elements),
                new HwCharge(new ScriptedDice(List.of()), elements), new HwRecover(new ScriptedDice(List.of()), elements),
                new HwElementHit(elements), new HwElementRecover(elements), new HwElementRemove(elements))) {
            assertFalse(command.elementOptions().isEmpty(), command.spec().name());
            for (String option : command.elementOptions()) {
                assertEquals(List.of("Tank"), command.suggest(request, option), command.spec().name() + " " + option);
            }
            assertEquals(List.of(), command.suggest(request, HwOptions.FIRE), command.spec().name());
        }
    }

    /**
     * On the console a player's id is their typed name (up to 32 characters): with an element's
     * name of 24, a hit button's id passed Discord's 100 and the shot failed after storing its
     * hits (an audit). The hits are stored once, the reply says what to type instead of buttons.
     */
    @Test
    void hitsOnALongNamedElementOfALongNamedPlayerAreTypedNotTapped() {
        String owner = "a-player-with-a-very-long-name-x";
        type(owner, "hw element-add", "name", "Heavy Assault Walker Mk2", "fire", "4", "move", "2", "armour", "3",
                "defense", "1", "presence", "1");
        element("ann", "Squad", "2 3 2 2 1", "infantry");
        Reply shot = type("ann", "hw shoot", "from", "Squad", "at", "Heavy Assault Walker Mk2", "range", "0", 12, 6, 1);
        assertEquals("🎯 Squad shoots at Heavy Assault Walker Mk2: 2 hits", shot.embeds().get(0).title());
        assertEquals(List.of(), shot.rows(), "no button whose id Discord would refuse");
        assertTrue(shot.embeds().get(0).fields().toString().contains("`/hw element-hit`"), shot.toString());
        assertEquals(2, elements.find("c1", "Heavy Assault Walker Mk2").element().hitsOwed());
    }

    /** An element can't shoot or charge itself: its two sides would be written from two copies (an audit). */
    @Test
    void anElementCantShootOrChargeItself() {
        element("ann", "Squad", "2 3 2 2 1", "infantry");
        assertEquals("Squad can't charge itself: name another element with `at:`.",
                type("ann", "hw charge", "from", "Squad", "at", "squad").content());
        assertEquals("Squad can't shoot at itself: name another element with `at:`.",
                type("ann", "hw shoot", "from", "Squad", "at", "Squad", "range", "2").content());
        assertEquals(2, elements.find("c1", "Squad").element().now().armour());
        assertEquals(0, elements.find("c1", "Squad").element().hitsOwed());
    }

    /**
     * A channel's 40 elements with the longest names, owned by Discord-length ids, list in full
     * within Discord's limits: 4,096 characters an embed's description, 6,000 a message's embeds
     * (an audit: one embed passed the first, and the list failed whole).
     */
    @Test
    void aChannelsMostElementsListWithinDiscordsLimits() {
        for (int n = 0; n < HwElementStore.MAX_PER_CHANNEL; n++) {
            String name = String.format("Longest-Named-Element-%02d", n);
            assertEquals(24, name.length());
            Reply added = route("81000000000000" + String.format("%04d", n), "hw element-add", Map.of("name", name,
                    "fire", "12", "move", "12", "armour", "12", "defense", "12", "presence", "12", "kind", "infantry"));
            assertFalse(added.ephemeral(), added.content());
        }
        assertListFits(0);
        // Each owing hits and points to recover as well, the longest lines (a review): the owners give way.
        for (HwElementStore.Owned owned : elements.all("c1")) {
            Element e = owned.element();
            elements.update("c1", new Element(e.name(), e.kind(), e.start(), e.now(), 12, 12, 12));
        }
        assertListFits(1);
    }

    /** The channel's list within Discord's limits, every element on a line of its own, and {@code notes} more. */
    private void assertListFits(int notes) {
        Reply list = type("ann", "hw elements");
        assertFalse(list.ephemeral(), list.content());
        int total = 0;
        for (Embed embed : list.embeds()) {
            assertTrue(embed.description().length() <= 4096, embed.description().length() + " characters");
            total += embed.title().length() + embed.description().length();
        }
        assertTrue(total <= 6000, total + " characters in all");
        String all = list.embeds().stream().map(Embed::description).collect(
                Collectors.joining("\n"));
        assertEquals(HwElementStore.MAX_PER_CHANNEL + notes, all.lines().count(), "every element listed");
    }

    /** A typed command; options as name, value pairs, then the d12s it rolls. */
    private Reply type(String user, String command, Object... optionsThenDice) {
        Map<String, String> options = new LinkedHashMap<>();
        script.clear();
        int i = 0;
        for (; i + 1 < optionsThenDice.length && optionsThenDice[i] instanceof String; i += 2) {
            options.put((String) optionsThenDice[i], (String) optionsThenDice[i + 1]);
        }
        for (; i < optionsThenDice.length; i++) {
            script.add((Integer) optionsThenDice[i]);
        }
        return route(user, command, options);
    }

    private Reply tap(String user, Component control) {
        ComponentIds.Action action = ComponentIds.decode(control.id());
        script.clear();
        return route(user, action.command(), action.optionsWith(List.of()));
    }

    private Reply route(String user, String command, Map<String, String> options) {
        ScriptedDice dice = new ScriptedDice(script);
        CommandRouter router = new CommandRouter(List.of(HwCommands.group(dice, elements)));
        // "mod" manages the channel: the host's part in Horizon Wars, acting for any element.
        Reply reply = router.route(new Request(null, "g", "c1", new Caller(user, user, user.equals("mod")), command,
                options));
        assertEquals(0, dice.remaining(), "every scripted d12 was rolled");
        return reply;
    }

    /** An element added by its owner: Fire, Move, Armour, Defense and Presence in that order, and its kind if any. */
    private void element(String owner, String name, String stats, String... kind) {
        String[] v = stats.split(" ");
        List<String> options = new ArrayList<>(List.of("name", name, "fire", v[0], "move", v[1], "armour", v[2],
                "defense", v[3], "presence", v[4]));
        if (kind.length > 0) {
            options.addAll(List.of("kind", kind[0]));
        }
        type(owner, "hw element-add", options.toArray());
    }
}
