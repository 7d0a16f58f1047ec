package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Horizon Wars helper at the console table: elements outlive the program. */
class HwConsoleTest {

    @TempDir
    Path dir;

    @Test
    void aShotBetweenElementsGroupsItsHitsForTheOwnerAndTheElementsOutliveTheProgram() throws Exception {
        // Fire 9 8 7, Incoming 2 7: the 7 is cancelled, 9+8 reach 12. Then the recovery: 12 and 1.
        Path dice = dir.resolve("dice.txt");
        Files.writeString(dice, "9 8 7 2 7\n");
        MainRunner.Result first = run("""
                @ann /hw element-add name:Hound fire:3 move:4 armour:4 defense:2 presence:2
                @bo /hw element-add name:Tank fire:4 move:2 armour:4 defense:2 presence:1 kind:vehicle
                @ann /hw shoot from:Hound at:Tank range:8
                @ann /hw element-hit name:Tank stat:armour owed:true
                @bo /hw element-hit name:Tank stat:armour owed:true
                @bo /hw element-hit name:Tank stat:fire owed:true
                """, dice);
        assertEquals(0, first.status(), first.err());
        String out = first.out();
        assertTrue(out.contains("""
                ┃ 🎯 Hound shoots at Tank: 1 hit
                ┃ Effective range 12 (range 8 + Armour 4)
                ┃ Fire 3d12: 9 8 7
                ┃ Incoming 2d12: 2 7 — cancelled 7
                ┃ Groups: [9+8 = 17]
                """), out);
        assertTrue(out.contains("[Tank: −1 Fire] @bo /hw") && out.contains(". [Tank: −1 Move] @bo /hw")
                && out.contains(". [Tank: −1 Armour] @bo /hw"), out);
        assertTrue(out.contains("Tank belongs to @bo: only its owner acts with it, says which stats its hits"), out);
        assertTrue(out.contains("💥 Tank loses 1 Armour. Tank (vehicle) F 4/4 · M 2/2 · A 3/4"), out);
        assertTrue(out.contains("Tank has no hits waiting: nothing was changed."), out);

        Files.writeString(dice, "12 1\n");
        MainRunner.Result second = run("""
                /hw elements
                @bo /hw recover element:Tank
                @bo /hw element-recover name:Tank stat:fire
                @bo /hw element-recover name:Tank stat:armour
                @bo /hw element-recover name:Tank stat:armour
                """, dice);
        String after = second.out();
        assertTrue(after.contains("Tank (vehicle) F 4/4 · M 2/2 · A 3/4 · D 2 · P 1 · damage 1"), after);
        assertTrue(after.contains("Defense 2d12: 12 1 — above 1 damage: 1"), after);
        assertTrue(after.contains("Tank's Fire is already at its starting 4: put the point elsewhere."), after);
        assertTrue(after.contains("🔧 Tank gets 1 Armour back."), after);
        assertTrue(after.contains("Tank has no recovered points to place"), after);
    }

    private MainRunner.Result run(String input, Path dice) {
        return MainRunner.run(List.of("--dice", dice.toString()), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()),
                input);
    }
}
