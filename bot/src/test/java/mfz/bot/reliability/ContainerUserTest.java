package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The container runs the bot as a user of its own, never as root: read from the Dockerfile's final stage. */
class ContainerUserTest {

    @Test
    void theFinalStageRunsAsANonRootUser() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("../Dockerfile")).stream().map(String::strip)
                .filter(l -> !l.startsWith("#") && !l.isEmpty()).toList();
        int lastFrom = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).toUpperCase(Locale.ROOT).startsWith("FROM ")) {
                lastFrom = i;
            }
        }
        assertTrue(lastFrom >= 0, "the Dockerfile has a FROM");
        List<String> finalStage = lines.subList(lastFrom, lines.size());
        String user = null;
        boolean userBeforeEntrypoint = false;
        for (String line : finalStage) {
            String upper = line.toUpperCase(Locale.ROOT);
            if (upper.startsWith("USER ")) {
                user = line.substring(5).strip();
            }
            if (upper.startsWith("ENTRYPOINT") || upper.startsWith("CMD")) {
                userBeforeEntrypoint = user != null;
            }
        }
        assertTrue(user != null, "the final stage sets a USER: " + finalStage);
        String name = user.split(":")[0];
        assertFalse(name.equals("root") || name.equals("0"), "the final stage's user is not root: " + user);
        assertTrue(userBeforeEntrypoint, "USER comes before the ENTRYPOINT");
        assertTrue(finalStage.stream().anyMatch(l -> l.contains("useradd") && l.contains(name)),
                "the user " + name + " is created in the final stage");
    }
}
