package mfz.rules.hw;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

/**
 * Writes {@link GroupCounts}' table (a minute of searching). Run it again only if the search or
 * the table's layout changes:
 * {@code ./mvnw -q -pl rules test-compile exec:java} is not set up on purpose; run the class
 * from the IDE or with {@code java -cp rules/target/classes:rules/target/test-classes
 * mfz.rules.hw.GroupCountsTableWriter rules/src/main/resources/mfz/rules/hw/group-counts.bin}.
 */
final class GroupCountsTableWriter {

    private GroupCountsTableWriter() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        try (OutputStream out = Files.newOutputStream(file);
                DataOutputStream data = new DataOutputStream(new GZIPOutputStream(out))) {
            data.writeInt(GroupCounts.VERSION);
            for (int range = 1; range <= GroupCounts.MAX_RANGE; range++) {
                long start = System.nanoTime();
                Map<Long, long[]> counts = GroupCountSearch.count(range);
                data.writeInt(counts.size());
                for (Map.Entry<Long, long[]> entry : counts.entrySet()) {
                    long[] byGroups = entry.getValue();
                    int length = byGroups.length;
                    while (length > 1 && byGroups[length - 1] == 0) {
                        length--;
                    }
                    data.writeLong(entry.getKey());
                    data.writeByte(length);
                    for (int g = 0; g < length; g++) {
                        data.writeInt(Math.toIntExact(byGroups[g]));
                    }
                }
                System.out.printf("range %d: %d patterns, %.1f s%n", range, counts.size(),
                        (System.nanoTime() - start) / 1e9);
            }
        }
    }
}
