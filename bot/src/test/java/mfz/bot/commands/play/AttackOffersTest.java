package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The order the attack buttons come in. */
class AttackOffersTest {

    /**
     * The most damage first and, at the same total, a weapon's die before a white, which any later
     * step may use (a phone review: "Attack ⬜ W6" came first, was tapped, and the turn could only
     * spot with a W5 after).
     */
    @Test
    void atTheSameTotalAWeaponsDieComesBeforeAWhite() {
        List<String> order = AttackOffers.attacksBestFirst(List.of("W6", "W5", "R6", "d8R5", "R2"), null).stream()
                .map(AttackOffers.Attack::die).toList();
        assertEquals(List.of("R6", "W6", "d8R5", "W5", "R2"), order);
    }
}
