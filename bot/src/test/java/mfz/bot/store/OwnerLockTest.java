package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One database file, one owner: a second bot is refused, and a killed owner leaves the file free. */
class OwnerLockTest {

    @TempDir
    Path dir;

    @Test
    void aSecondOwnerInAnotherProcessIsRefusedUntilTheFirstIsKilled() throws Exception {
        Path file = dir.resolve("mfz.db");
        Process owner = owner(file);
        try {
            StoreException refused = assertThrows(StoreException.class, () -> Database.open(file));
            assertEquals("the database " + file + " is in use by another bot process (" + file
                    + ".lock is locked); only one bot may use a database file at a time", refused.getMessage());
            try (Database reading = Database.openWithoutOwning(file)) {
                assertTrue(new GameStore(reading).loadOpen("c").isPresent(), "a reader still sees the owner's game");
            }
        } finally {
            owner.destroyForcibly();
            assertTrue(owner.waitFor(30, TimeUnit.SECONDS));
        }
        // kill -9 leaves no lock behind: the system drops it with the process.
        try (Database database = Database.open(file)) {
            assertTrue(new GameStore(database).loadOpen("c").isPresent());
        }
    }

    /**
     * Ownership is the file's, not its name's: through a symbolic link a second bot is refused
     * like through the file's own name, and a file with a second hard link (two names SQLite
     * would keep two journals for) is refused whichever name opens it.
     */
    @Test
    void aSecondOwnerThroughALinkIsRefused() throws Exception {
        Path file = dir.resolve("mfz.db");
        Path folderLink = Files.createSymbolicLink(dir.resolve("elsewhere"), dir);
        Path link = Files.createSymbolicLink(dir.resolve("link.db"), file);
        Process owner = owner(file);
        try {
            for (Path name : List.of(link, folderLink.resolve("mfz.db"), folderLink.resolve("link.db"))) {
                StoreException refused = assertThrows(StoreException.class, () -> Database.open(name));
                assertEquals("the database " + name + " is in use by another bot process (" + file.toRealPath()
                        + ".lock is locked); only one bot may use a database file at a time", refused.getMessage());
            }
        } finally {
            owner.destroyForcibly();
            assertTrue(owner.waitFor(30, TimeUnit.SECONDS));
        }
        Path hard = Files.createLink(dir.resolve("hard.db"), file);
        for (Path name : List.of(file, hard)) {
            StoreException refused = assertThrows(StoreException.class, () -> Database.open(name));
            assertEquals("the database " + name + " has 2 names (hard links): SQLite keeps a journal beside each "
                    + "name, so one bot's commands would be lost to the other; keep one name and reach it by a "
                    + "symbolic link instead", refused.getMessage());
        }
        Files.delete(hard);
        try (Database database = Database.open(link)) {
            assertTrue(new GameStore(database).loadOpen("c").isPresent(), "through the link, the same file");
        }
    }

    @Test
    void aSecondOwnerInThisProcessIsRefusedAndTheFileIsFreeOnceClosed() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Database first = Database.open(file)) {
            assertThrows(StoreException.class, () -> Database.open(file));
        }
        Database.open(file).close();
    }

    /**
     * The database renamed under a running bot: a second bot opening it by its new name took the
     * new name's lock, and both owned the file (a storage audit). The file itself is locked too.
     */
    @Test
    void aSecondOwnerOfTheSameFileRenamedIsRefused() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Database first = Database.open(file)) {
            Path renamed = Files.move(file, dir.resolve("renamed.db"));
            StoreException refused = assertThrows(StoreException.class, () -> Database.open(renamed));
            assertTrue(refused.getMessage().contains("in use by another bot process"), refused.getMessage());
        }
        Database.open(dir.resolve("renamed.db")).close();
    }

    /**
     * The database moved to another folder under a running bot (or reached by a new hard link, its
     * first name removed): a second bot opening it there took that folder's locks, and the first
     * one's game was lost (a storage audit). The file's lock in the machine's folder holds.
     */
    @Test
    void aSecondOwnerOfTheSameFileMovedToAnotherFolderIsRefused() throws Exception {
        Path file = dir.resolve("mfz.db");
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere")).resolve("mfz.db");
        try (Database first = Database.open(file)) {
            Files.move(file, elsewhere);
            StoreException refused = assertThrows(StoreException.class, () -> Database.open(elsewhere));
            assertTrue(refused.getMessage().contains("in use by another bot process"), refused.getMessage());
            assertTrue(refused.getMessage().contains(OwnerLock.MACHINE_LOCKS.toString()), refused.getMessage());
        }
        Database.open(elsewhere).close();
        assertTrue(Files.readString(elsewhere.resolveSibling("mfz.db.lock")).startsWith("Locked by the MFZ:RA bot"),
                "a lock file says what it is, not to be taken for a stale one");
    }

    /**
     * A lock file is never written through a link (its note went wherever the link pointed: a review),
     * and a lock that can't be used in the machine's folder leaves the start to the locks beside the file.
     */
    @Test
    void aLockFileIsNeverWrittenThroughALink() throws Exception {
        Path file = dir.resolve("mfz.db");
        Path victim = Files.writeString(dir.resolve("victim.txt"), "mine");
        Files.createSymbolicLink(dir.resolve("mfz.db.lock"), victim);
        StoreException refused = assertThrows(StoreException.class, () -> Database.open(file));
        assertTrue(refused.getMessage().endsWith("mfz.db.lock): it is a link: remove it, or give the database another "
                + "name"), refused.getMessage());
        assertEquals("mine", Files.readString(victim));
        Files.delete(dir.resolve("mfz.db.lock"));
        Files.createFile(file);
        String inode = Files.getAttribute(file, "unix:dev") + "-" + Files.getAttribute(file, "unix:ino");
        Files.createDirectories(OwnerLock.MACHINE_LOCKS);
        Files.deleteIfExists(OwnerLock.MACHINE_LOCKS.resolve(inode + ".lock")); // an earlier file's of that inode
        Path planted = Files.createSymbolicLink(OwnerLock.MACHINE_LOCKS.resolve(inode + ".lock"), victim);
        try {
            Database.open(file).close();
            assertEquals("mine", Files.readString(victim), "the machine's lock is left out, the file untouched");
        } finally {
            Files.deleteIfExists(planted);
        }
        // a folder others may write in is not the user's own: left out too
        Files.setPosixFilePermissions(OwnerLock.MACHINE_LOCKS, PosixFilePermissions.fromString("rwxrwxrwx"));
        try (Database opened = Database.open(file)) {
            assertFalse(Files.exists(OwnerLock.MACHINE_LOCKS.resolve(inode + ".lock")));
        } finally {
            Files.setPosixFilePermissions(OwnerLock.MACHINE_LOCKS, PosixFilePermissions.fromString("rwx------"));
        }
    }

    /** An empty file made beforehand becomes the database: its owner's alone, as a file the bot makes (a storage audit). */
    @Test
    void anEmptyFileMadeBeforehandBecomesTheOwnersAlone() throws Exception {
        Path file = Files.createFile(dir.resolve("empty.db"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rw-r--r--")));
        Database.open(file).close();
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    /**
     * A re-audit: a pipe as the lock file hung the start with no word; another program's file of the
     * lock's name (Cargo.lock beside a database named Cargo) was overwritten by the note; a device or a
     * pipe as the database was made its owner's alone (/dev/null, for every user).
     */
    @Test
    void onlyPlainFilesOfItsOwnAreLocksOrDatabases() throws Exception {
        Path pipe = dir.resolve("piped.db.lock");
        assertEquals(0, new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor());
        StoreException hung = assertTimeoutPreemptively(java.time.Duration.ofSeconds(10),
                () -> assertThrows(StoreException.class, () -> Database.open(dir.resolve("piped.db"))));
        assertTrue(hung.getMessage().endsWith("piped.db.lock is not a plain file of this user's: remove it, or give the "
                + "database another name"), hung.getMessage());
        Path cargo = Files.writeString(dir.resolve("Cargo.lock"), "# This file is automatically @generated by Cargo.\n");
        StoreException foreign = assertThrows(StoreException.class, () -> Database.open(dir.resolve("Cargo")));
        assertTrue(foreign.getMessage().endsWith("Cargo.lock is another program's file, not this bot's lock: give the "
                + "database another name"), foreign.getMessage());
        assertTrue(Files.readString(cargo).startsWith("# This file is automatically"), "untouched");
        Path fifo = dir.resolve("fifo.db");
        assertEquals(0, new ProcessBuilder("mkfifo", "-m", "644", fifo.toString()).start().waitFor());
        StoreException device = assertThrows(StoreException.class, () -> Database.open(fifo));
        assertTrue(device.getMessage().endsWith("is not a plain file (a device, a pipe or a folder): give the path of a "
                + "file"), device.getMessage());
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(fifo)), "left as it was");
        // a lock file this bot left behind is its own, taken again; so is one of zeros (a note a power cut never wrote)
        Database.open(dir.resolve("again.db")).close();
        Database.open(dir.resolve("again.db")).close();
        Files.write(dir.resolve("again.db.lock"), new byte[185]);
        Database.open(dir.resolve("again.db")).close();
    }

    /**
     * In a folder others write in (sticky, as /tmp), another user's database file, or a link another
     * user made on the way to it, is refused (a re-audit planted each). Run as root, which may give a
     * file to another user; skipped otherwise.
     */
    @Test
    void anotherUsersFileOrLinkInASharedFolderIsRefused() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.getAttribute(Path.of("/proc/self"), "unix:uid").equals(0),
                "only root gives a file to another user");
        Path shared = Files.createDirectories(dir.resolve("shared"));
        Files.setAttribute(shared, "unix:mode", 0_1777);
        Path planted = Files.writeString(shared.resolve("planted.db"), "");
        Files.setAttribute(planted, "unix:uid", 4321);
        StoreException refused = assertThrows(StoreException.class, () -> Database.open(planted));
        assertTrue(refused.getMessage().endsWith("is another user's file in a folder others write in: keep the database "
                + "in a folder of your own"), refused.getMessage());
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Path link = Files.createSymbolicLink(shared.resolve("d"), mine);
        Files.setAttribute(link, "unix:uid", 4321, java.nio.file.LinkOption.NOFOLLOW_LINKS);
        StoreException through = assertThrows(StoreException.class, () -> Database.open(link.resolve("mfz.db")));
        assertTrue(through.getMessage().contains("a link another user made in a folder others write in"),
                through.getMessage());
        assertFalse(Files.exists(mine.resolve("mfz.db")), "nothing made through it");
    }

    /** A database named as SQLite names its journals: a bot on x.db-wal and one on x.db wrote over each other. */
    @Test
    void aDatabaseNamedAsAJournalIsRefused() {
        for (String name : List.of("x.db-wal", "x.db-shm", "x.db-journal", "x.db.lock", "x.db-WAL", "x.db.LOCK")) {
            StoreException refused = assertThrows(StoreException.class, () -> Database.open(dir.resolve(name)));
            assertTrue(refused.getMessage().contains("is named as SQLite names the files it keeps beside a database"),
                    refused.getMessage());
            assertFalse(Files.exists(dir.resolve(name)), "nothing made: " + name);
        }
    }

    /**
     * A link to a file not made yet (a volume mounted for it, say): the lock is the file's, where
     * SQLite makes it, not the link's, or a second bot opening the file by its own name took
     * another lock and both owned it (a trust audit, 2026-11-26).
     */
    @Test
    void aLinkToAFileNotMadeYetLocksTheFileItself() throws Exception {
        Path volume = Files.createDirectories(dir.resolve("volume"));
        Path link = Files.createSymbolicLink(Files.createDirectories(dir.resolve("data")).resolve("mfz.db"),
                Path.of("../volume/mfz.db"));
        try (Database first = Database.open(link)) {
            assertTrue(Files.isRegularFile(volume.resolve("mfz.db")), "made where the link points");
            StoreException refused = assertThrows(StoreException.class, () -> Database.open(volume.resolve("mfz.db")));
            assertTrue(refused.getMessage().contains("is in use"), refused.getMessage());
        }
        Path unmounted = Files.createSymbolicLink(dir.resolve("unmounted.db"), dir.resolve("nowhere/mfz.db"));
        assertEquals("the database " + unmounted + " is a link into " + dir.resolve("nowhere") + ", which doesn't exist",
                assertThrows(StoreException.class, () -> Database.open(unmounted)).getMessage());
        assertTrue(!Files.exists(dir.resolve("nowhere")), "nothing made there");
        Path loop = Files.createSymbolicLink(dir.resolve("loop.db"), dir.resolve("loop.db"));
        assertEquals("the database " + loop + " is a loop of symbolic links",
                assertThrows(StoreException.class, () -> Database.open(loop)).getMessage());
    }

    /** Starts {@link Owner} on the file in a process of its own, and waits until it owns it. */
    private static Process owner(Path file) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process owner = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), Owner.class.getName(), file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        var lines = new BufferedReader(new InputStreamReader(owner.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("open", lines.readLine());
        return owner;
    }

    /** The other process: owns the file, stores a game, says so, and waits to be killed. */
    public static final class Owner {

        private Owner() {
        }

        public static void main(String[] args) throws Exception {
            Database database = Database.open(Path.of(args[0]));
            new GameStore(database).create("g", "c", "host", null, List.of(new NewEvent("Opened", "{}")), null,
                    Instant.parse("2026-11-23T18:00:00Z"));
            System.out.println("open");
            System.out.flush();
            Thread.sleep(TimeUnit.MINUTES.toMillis(2));
        }
    }
}
