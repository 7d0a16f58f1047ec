package mfz.rules.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LongByteMapTest {

    @Test
    void keepsWhatItIsGivenAndForgetsAllWhenFull() {
        LongByteMap map = new LongByteMap();
        for (long key = 0; key < LongByteMap.MAX_ENTRIES; key++) {
            map.put(key * 31, (int) (key % 100));
        }
        assertEquals(LongByteMap.MAX_ENTRIES, map.size());
        assertEquals(77, map.get(177 * 31));
        assertEquals(-1, map.get(5));
        map.put(5, 3);
        assertEquals(1, map.size(), "full: it started again");
        assertEquals(3, map.get(5));
        assertEquals(-1, map.get(177 * 31));
    }
}
