package mfz.rules.hw;

import java.util.Arrays;

/**
 * An open-addressing map from non-negative long keys to small non-negative values, for the
 * covering search's memo: millions of entries, where boxed keys in a HashMap would cost ten
 * times the memory and most of the time. It forgets everything when full, so a memo kept
 * between odds never holds more than about 18 MB.
 */
final class LongByteMap {

    private static final long EMPTY = -1;
    static final int MAX_ENTRIES = 1 << 20;

    private long[] keys = empty(1 << 12);
    private byte[] values = new byte[1 << 12];
    private int size;

    /** The value stored for the key, or -1. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
            long found = keys[slot];
            if (found == key) {
                return values[slot];
            }
            if (found == EMPTY) {
                return -1;
            }
        }
    }

    void put(long key, int value) {
        if (value < 0 || value > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("value out of range: " + value);
        }
        if (size >= MAX_ENTRIES) {
            keys = empty(1 << 12);
            values = new byte[1 << 12];
            size = 0;
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        insert(key, (byte) value);
    }

    int size() {
        return size;
    }

    private void insert(long key, byte value) {
        int mask = keys.length - 1;
        for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
            if (keys[slot] == key) {
                values[slot] = value;
                return;
            }
            if (keys[slot] == EMPTY) {
                keys[slot] = key;
                values[slot] = value;
                size++;
                return;
            }
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        byte[] oldValues = values;
        keys = empty(oldKeys.length * 2);
        values = new byte[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                insert(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int slot(long key, int mask) {
        long mixed = key * 0x9E3779B97F4A7C15L;
        return (int) (mixed ^ (mixed >>> 32)) & mask;
    }

    private static long[] empty(int length) {
        long[] array = new long[length];
        Arrays.fill(array, EMPTY);
        return array;
    }
}
