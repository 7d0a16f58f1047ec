package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RecentInteractionsTest {

    @Test
    void anIdIsNewOnlyOnce() {
        RecentInteractions recent = new RecentInteractions(10);

        assertTrue(recent.firstTime("1"));
        assertTrue(recent.firstTime("2"));
        assertFalse(recent.firstTime("1"));
        assertFalse(recent.firstTime("2"));
    }

    @Test
    void theOldestIdsAreForgottenBeyondTheCapacity() {
        RecentInteractions recent = new RecentInteractions(2);
        recent.firstTime("1");
        recent.firstTime("2");
        recent.firstTime("3");

        assertFalse(recent.firstTime("3"));
        assertFalse(recent.firstTime("2"));
        assertTrue(recent.firstTime("1"), "forgotten, so new again");
    }
}
