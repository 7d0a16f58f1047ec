package mfz.bot.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.sqlite.SQLiteConfig;

/**
 * The SQLite file itself: which file a name reaches (links followed, a second hard link
 * refused; its owner's locks are {@link OwnerLock}'s), and how a connection to it is opened
 * (write-ahead logging, full sync, foreign keys).
 */
final class SqliteFile {

    private SqliteFile() {
    }

    /**
     * The database file as the file system knows it, whatever name it was given: a symbolic
     * link (or a folder reached through one) is followed to the real file, so the owner lock
     * and SQLite's journal sit beside it, the same for every name. A file with a second hard
     * link is refused: SQLite keeps its write-ahead log beside the name it opened, so two names
     * of one file give two logs, and commands stored through one are lost to the other. Refused
     * too: a name SQLite gives its journals, anything but a plain file, another user's file or a
     * link another user made on the way to it, in a folder others write in (docs/storage.md).
     */
    static Path theFileItself(Path named) throws StoreException {
        Path file = theFileItself(named, 0);
        // (in any case: on a file system that ignores it, x.db-WAL is x.db-wal)
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (SQLITES_OWN.stream().anyMatch(name::endsWith) || name.endsWith(".lock")) {
            // Another database's journal: a bot on it made x.db-wal a database, and a bot on x.db
            // then wrote its log over it (a storage audit: the first one's game was lost).
            throw new StoreException("the database " + named + " is named as SQLite names the files it keeps beside a "
                    + "database (" + String.join(", ", SQLITES_OWN) + "), or as the bot's own lock (.lock): give it a "
                    + "name of its own");
        }
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            // A device or a pipe: /dev/null was made its owner's alone, for every user (a re-audit).
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                throw new StoreException("the database " + named + " is not a plain file (a device, a pipe or a "
                        + "folder): give the path of a file");
            }
            requireNotPlanted(file, named);
        }
        return file;
    }

    /**
     * A database another user made in a shared folder (sticky and writable by others, as /tmp) would
     * hold our secret companies and export key where they read and write them (a re-audit: an empty
     * file, then a non-empty one, then one made in the gap before the bot's own): refused, checked
     * again once the file is locked ({@link OwnerLock#lock}).
     */
    static void requireNotPlanted(Path file, Path named) throws StoreException {
        if (inASharedFolder(file) && !ours(file)) {
            throw new StoreException("the database " + named + " is another user's file in a folder others write in: "
                    + "keep the database in a folder of your own");
        }
    }

    /** Sticky and writable by users other than its owner (as /tmp); false where the system can't say. */
    private static boolean inASharedFolder(Path path) {
        try {
            int mode = (Integer) Files.getAttribute(path.toAbsolutePath().getParent(), "unix:mode");
            return (mode & 0_1000) != 0 && (mode & 0_022) != 0;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException noUnix) {
            return false;
        }
    }

    /**
     * Whether this process's user owns the file (or the link itself), by number: a user with no name
     * (a container run with {@code --user 1000}) is "?" to Java, and Windows names owners otherwise (a
     * review). True where the system can't say.
     */
    static boolean ours(Path path) {
        try {
            return MY_UID == null || Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS).equals(MY_UID);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException noUnix) {
            return true;
        }
    }

    /** This process's user id as the system gives it to the files it owns ({@code /proc/self}); null where it can't say. */
    static final Object MY_UID = myUid();

    private static Object myUid() {
        try {
            return Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException noProc) {
            try {
                Path probe = Files.createTempFile("mfz-uid-", ".probe");
                try {
                    return Files.getAttribute(probe, "unix:uid");
                } finally {
                    Files.deleteIfExists(probe);
                }
            } catch (IOException | UnsupportedOperationException | IllegalArgumentException noUnix) {
                return null;
            }
        }
    }

    /**
     * A link another user put in a shared folder: the kernel may refuse such a link to be followed
     * ({@code fs.protected_symlinks}), but the bot follows links itself, and a link so planted, as the
     * file or as a folder on the way to it, turned a root-only file into a database (a re-audit).
     */
    private static void requireNoPlantedLink(Path named) throws StoreException {
        Path walked = named.toAbsolutePath().getRoot();
        for (Path part : named.toAbsolutePath()) {
            walked = walked == null ? part : walked.resolve(part);
            if (Files.isSymbolicLink(walked) && inASharedFolder(walked) && !ours(walked)) {
                throw new StoreException("the database " + named + " is reached through " + walked + ", a link another "
                        + "user made in a folder others write in: give the path of the file itself");
            }
        }
    }

    /** The endings of the files SQLite keeps beside a database. */
    private static final List<String> SQLITES_OWN = List.of("-wal", "-shm", "-journal");

    static final Set<PosixFilePermission> OWNER_FOLDER =
            PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> OWNER_FILE =
            PosixFilePermissions.fromString("rw-------");

    /**
     * The database's folder, made for its owner alone where the system has POSIX permissions (a
     * database made by `./run` on a shared machine was readable by every user on it, an audit).
     */
    static void createOwnersOnly(Path folder) throws IOException {
        try {
            Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(OWNER_FOLDER));
        } catch (UnsupportedOperationException noPosix) {
            Files.createDirectories(folder);
        }
    }

    static void ownersOnlyIfEmpty(Path file) {
        try {
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.size(file) == 0) {
                Files.setPosixFilePermissions(file, OWNER_FILE);
            }
        } catch (IOException | UnsupportedOperationException | SecurityException leftAsItIs) {
            // another user's file, or no POSIX permissions: SQLite says what it can't do when it opens it
        }
    }

    static void createFileOwnersOnly(Path file) throws IOException {
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(OWNER_FILE));
        } catch (UnsupportedOperationException noPosix) {
            Files.createFile(file);
        }
    }

    /** The most links followed to a file not made yet, as Linux follows (beyond: a loop). */
    private static final int MOST_LINKS = 40;

    private static Path theFileItself(Path named, int linksFollowed) throws StoreException {
        try {
            Path parent = named.toAbsolutePath().getParent();
            if (parent != null && !Files.isDirectory(parent)) {
                createOwnersOnly(parent);
            }
        } catch (IOException e) {
            throw new StoreException("can't create the folder for the database " + named + ": " + e.getMessage(), e);
        }
        requireNoPlantedLink(named);
        try {
            if (!Files.exists(named) && Files.isSymbolicLink(named)) {
                // A link to a file not made yet: SQLite makes it where the link points, so the
                // lock goes there too (the link's own name would give a second bot another lock).
                if (linksFollowed >= MOST_LINKS) {
                    throw new StoreException("the database " + named + " is a loop of symbolic links");
                }
                Path target = named.toAbsolutePath().resolveSibling(Files.readSymbolicLink(named));
                // A link into a folder not there (a volume not mounted yet) is refused, not made:
                // the bot would run on an empty database on the wrong disk.
                Path folder = target.toAbsolutePath().getParent();
                if (folder != null && !Files.isDirectory(folder)) {
                    throw new StoreException("the database " + named + " is a link into " + folder
                            + ", which doesn't exist");
                }
                return theFileItself(target, linksFollowed + 1);
            }
            if (!Files.exists(named)) {
                Path parent = named.toAbsolutePath().getParent();
                return parent == null ? named : parent.toRealPath().resolve(named.getFileName());
            }
            Path real = named.toRealPath();
            Object links;
            try {
                links = Files.getAttribute(real, "unix:nlink");
            } catch (UnsupportedOperationException | IllegalArgumentException noUnixView) {
                return real; // no link count on this system: the real path still names the file
            }
            if (links instanceof Integer count && count > 1) {
                throw new StoreException("the database " + named + " has " + count + " names (hard links): SQLite "
                        + "keeps a journal beside each name, so one bot's commands would be lost to the other; keep "
                        + "one name and reach it by a symbolic link instead");
            }
            return real;
        } catch (IOException e) {
            throw new StoreException("can't read the database file " + named + ": " + e.getMessage(), e);
        }
    }

    static Connection connect(Path file) throws StoreException {
        try {
            SQLiteConfig config = new SQLiteConfig();
            config.setJournalMode(SQLiteConfig.JournalMode.WAL);
            config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
            config.enforceForeignKeys(true);
            config.setBusyTimeout(5_000);
            // The driver otherwise prepares and runs "SELECT last_insert_rowid()" after every
            // INSERT for getGeneratedKeys(), which the store never calls (it asks for the id itself).
            config.setGetGeneratedKeys(false);
            return DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath(), config.toProperties());
        } catch (SQLException e) {
            throw new StoreException("can't open the database " + file + ": " + e.getMessage(), e);
        }
    }

}
