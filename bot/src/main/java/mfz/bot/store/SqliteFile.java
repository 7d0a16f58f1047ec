package mfz.bot.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Set;
import org.sqlite.SQLiteConfig;

/**
 * The SQLite file itself: which file a name reaches (links followed, a second hard link
 * refused), the operating-system lock that makes one process its owner, and how a connection to
 * it is opened (write-ahead logging, full sync, foreign keys).
 */
final class SqliteFile {

    private SqliteFile() {
    }

    /**
     * The database file as the file system knows it, whatever name it was given: a symbolic
     * link (or a folder reached through one) is followed to the real file, so the owner lock
     * and SQLite's journal sit beside it, the same for every name. A file with a second hard
     * link is refused: SQLite keeps its write-ahead log beside the name it opened, so two names
     * of one file give two logs, and commands stored through one are lost to the other.
     */
    static Path theFileItself(Path named) throws StoreException {
        return theFileItself(named, 0);
    }

    private static final Set<PosixFilePermission> OWNER_FOLDER =
            PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_FILE =
            PosixFilePermissions.fromString("rw-------");

    /**
     * The database's folder, made for its owner alone where the system has POSIX permissions (a
     * database made by `./run` on a shared machine was readable by every user on it, an audit).
     */
    private static void createOwnersOnly(Path folder) throws IOException {
        try {
            Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(OWNER_FOLDER));
        } catch (UnsupportedOperationException noPosix) {
            Files.createDirectories(folder);
        }
    }

    private static void createFileOwnersOnly(Path file) throws IOException {
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

    /**
     * What makes this process the file's one owner: the lock on {@code <file>.lock}, and one on a
     * lock file named after the file itself (its device and inode) where the system says them.
     * The name's alone missed a second bot on the same file by another name: the database renamed
     * under a running bot (an audit); SQLite's own locks don't stop it, as its journal goes by name.
     */
    record Owner(FileLock byName, FileLock byFile) {
    }

    /** Takes both locks ({@link Owner}), or says who holds one. */
    static Owner lock(Path file, Path named) throws StoreException {
        FileLock byName = lockFile(file.resolveSibling(file.getFileName() + ".lock"), file, named);
        try {
            // A new database is made empty now (SQLite takes an empty file for a new one): it has an
            // inode to lock. Its owner's alone: it holds secret companies and the export key
            // (SQLite gives its journal files the same permissions).
            createFileOwnersOnly(file);
        } catch (FileAlreadyExistsException exists) {
            // the usual case
        } catch (IOException cantMake) {
            // SQLite will say why when it opens it
        }
        Optional<Path> itself = lockOfTheFileItself(file);
        if (itself.isEmpty()) {
            return new Owner(byName, null);
        }
        try {
            return new Owner(byName, lockFile(itself.get(), file, named));
        } catch (StoreException held) {
            closeQuietly(byName.channel());
            throw held;
        }
    }

    /** {@code .mfz-<device>-<inode>.lock} beside the file, on a system that says them; else empty. */
    private static Optional<Path> lockOfTheFileItself(Path file) {
        try {
            Object device = Files.getAttribute(file, "unix:dev");
            Object inode = Files.getAttribute(file, "unix:ino");
            return Optional.of(file.resolveSibling(".mfz-" + device + "-" + inode + ".lock"));
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException noUnixView) {
            return Optional.empty(); // no inode to go by: its name's lock stands alone
        }
    }

    private static FileLock lockFile(Path lockFile, Path file, Path named) throws StoreException {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return lock;
            }
        } catch (OverlappingFileLockException sameProcess) {
            // This process already owns it: refused below like another process.
        } catch (IOException e) {
            closeQuietly(channel);
            throw new StoreException("can't lock the database " + file + " (" + lockFile + "): " + e.getMessage(), e);
        }
        closeQuietly(channel);
        throw new StoreException("the database " + named + " is in use by another bot process (" + lockFile
                + " is locked); only one bot may use a database file at a time");
    }

    static void release(Owner owner) {
        if (owner != null) {
            if (owner.byFile() != null) {
                closeQuietly(owner.byFile().channel());
            }
            closeQuietly(owner.byName().channel());
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // Closing the channel releases the lock; the process ending would too.
            }
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
