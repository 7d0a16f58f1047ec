package mfz.rules.hw;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * How many multisets of low dice (dice below the effective range) make each number of groups,
 * by their pattern of counts, for every effective range up to {@link #MAX_RANGE}: the part of
 * the odds that costs a bin-covering search per multiset, done once ahead of time instead of on
 * every {@code /hw odds}.
 *
 * <p>A multiset's chance of being left after Incoming depends only on its pattern (how many
 * faces show each count), so the odds need, per pattern, only how many multisets of it make
 * each number of groups. There are at most 272 patterns (partitions of up to 12 dice), so a
 * query is a few hundred small polynomial products instead of a search over 2.7 million
 * multisets. The table ships with the rules as data ({@code group-counts.bin}, written by the
 * test-scope {@code GroupCountsTableWriter}, spot-checked against the search by
 * {@code GroupCountsTest}). Above {@link #MAX_RANGE} no twelve d12s reach the range.
 */
final class GroupCounts {

    static final int VERSION = 1;
    /** Twelve 12s: no multiset of up to twelve dice adds up to more. */
    static final int MAX_RANGE = Odds.MAX_FIRE * Covering.FACES;

    /**
     * @param pattern  how many faces show each count: four bits a count, count 1 in the lowest
     * @param byGroups how many multisets of that pattern make 0, 1, 2 … groups
     */
    record PatternCount(long pattern, int dice, int[] byGroups) {
    }

    private GroupCounts() {
    }

    /** Every pattern of up to twelve low dice at this effective range, from 1 to {@link #MAX_RANGE}. */
    static List<PatternCount> at(int range) {
        if (range < 1 || range > MAX_RANGE) {
            throw new IllegalArgumentException("the table covers ranges 1 to " + MAX_RANGE);
        }
        return Table.BY_RANGE.get(range - 1);
    }

    /** The number of dice in a pattern. */
    static int dice(long pattern) {
        int dice = 0;
        for (int count = 1; count <= Odds.MAX_FIRE; count++) {
            dice += count * (int) (pattern >>> (4 * (count - 1)) & 0xF);
        }
        return dice;
    }

    /** Read once, at the first odds asked: a holder class, so loading is lazy and thread-safe. */
    private static final class Table {

        static final List<List<PatternCount>> BY_RANGE = read();

        private static List<List<PatternCount>> read() {
            try (InputStream in = GroupCounts.class.getResourceAsStream("group-counts.bin")) {
                if (in == null) {
                    throw new IllegalStateException("group-counts.bin is missing from the rules module");
                }
                DataInputStream data = new DataInputStream(new GZIPInputStream(in, 1 << 16));
                if (data.readInt() != VERSION) {
                    throw new IllegalStateException("group-counts.bin has another layout");
                }
                PatternCount[][] byRange = new PatternCount[MAX_RANGE][];
                for (int range = 1; range <= MAX_RANGE; range++) {
                    PatternCount[] entries = new PatternCount[data.readInt()];
                    for (int i = 0; i < entries.length; i++) {
                        long pattern = data.readLong();
                        int[] byGroups = new int[data.readByte()];
                        for (int g = 0; g < byGroups.length; g++) {
                            byGroups[g] = data.readInt();
                        }
                        entries[i] = new PatternCount(pattern, dice(pattern), byGroups);
                    }
                    byRange[range - 1] = entries;
                }
                return Arrays.stream(byRange).map(List::of).toList();
            } catch (IOException e) {
                throw new UncheckedIOException("group-counts.bin can't be read", e);
            }
        }
    }
}
