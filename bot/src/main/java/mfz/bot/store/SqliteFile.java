package mfz.bot.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.LinkOption;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
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
        Path file = theFileItself(named, 0);
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (SQLITES_OWN.stream().anyMatch(name::endsWith) || name.endsWith(".lock")) {
            // Another database's journal: a bot on it made x.db-wal a database, and a bot on x.db
            // then wrote its log over it (a storage audit: the first one's game was lost).
            throw new StoreException("the database " + named + " is named as SQLite names the files it keeps beside a "
                    + "database (" + String.join(", ", SQLITES_OWN) + "), or as the bot's own lock (.lock): give it a "
                    + "name of its own");
        }
        return file;
    }

    /** The endings of the files SQLite keeps beside a database. */
    private static final List<String> SQLITES_OWN = List.of("-wal", "-shm", "-journal");

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

    private static void ownersOnlyIfEmpty(Path file) {
        try {
            if (Files.size(file) == 0) {
                Files.setPosixFilePermissions(file, OWNER_FILE);
            }
        } catch (IOException | UnsupportedOperationException | SecurityException leftAsItIs) {
            // another user's file, or no POSIX permissions: SQLite says what it can't do when it opens it
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
     * What makes this process the file's one owner: the lock on {@code <file>.lock}, and two on lock
     * files named after the file itself (its device and inode) where the system says them, one
     * beside it and one in {@link #MACHINE_LOCKS}. The name's alone missed a second bot on the same
     * file by another name: the database renamed under a running bot (an audit); SQLite's own locks
     * don't stop it, as its journal goes by name.
     */
    record Owner(FileLock byName, FileLock byFile, MachineLock onThisMachine) {
    }

    /** The lock in {@link #MACHINE_LOCKS}, and its file, deleted on release: one a database, the folder would only grow. */
    record MachineLock(FileLock lock, Path file) {
    }

    /**
     * Where the machine-wide lock of each file goes ({@link #lockOnThisMachine}): one folder for every
     * database this user's bots open on this machine, so that the file moved to another folder, or reached by another
     * hard link or a bind mount, still finds its lock (a storage audit: the database moved under
     * a running bot to another folder was opened by a second one, and the first one's game lost).
     */
    static final Path MACHINE_LOCKS = Path.of(System.getProperty("java.io.tmpdir"),
            "mfz-bot-locks-" + System.getProperty("user.name").replaceAll("[^A-Za-z0-9._-]", "_"));

    /** Takes both locks ({@link Owner}), or says who holds one. */
    static Owner lock(Path file, Path named) throws StoreException {
        FileLock byName = lockFile(file.resolveSibling(file.getFileName() + ".lock"), file, named);
        try {
            // A new database is made empty now (SQLite takes an empty file for a new one): it has an
            // inode to lock. Its owner's alone: it holds secret companies and the export key
            // (SQLite gives its journal files the same permissions).
            createFileOwnersOnly(file);
        } catch (FileAlreadyExistsException exists) {
            // the usual case; an empty file made beforehand (`: > mfz.db`) becomes the database, and
            // kept its permissions, readable by every user (a storage audit)
            ownersOnlyIfEmpty(file);
        } catch (IOException cantMake) {
            // SQLite will say why when it opens it
        }
        Optional<String> itself = deviceAndInode(file);
        if (itself.isEmpty()) {
            return new Owner(byName, null, null);
        }
        FileLock byFile;
        try {
            byFile = lockFile(file.resolveSibling(".mfz-" + itself.get() + ".lock"), file, named);
        } catch (StoreException held) {
            closeQuietly(byName.channel());
            throw held;
        }
        try {
            return new Owner(byName, byFile, lockOnThisMachine(itself.get(), file, named).orElse(null));
        } catch (StoreException held) {
            closeQuietly(byFile.channel());
            closeQuietly(byName.channel());
            throw held;
        }
    }

    /**
     * The lock of the file itself in {@link #MACHINE_LOCKS}; empty where that folder can't be used
     * (a full or read-only temporary folder, or one this user doesn't own alone): the locks beside
     * the file still stand, and only a lock another bot holds refuses the start. The folder is the
     * user's own, checked (a folder every user writes in would let one delete another's locks, and
     * one made first by another user let a link in it turn the lock's note onto any file of ours: a
     * review): two users' bots on one file moved between folders are left to the locks beside it.
     */
    private static Optional<MachineLock> lockOnThisMachine(String deviceAndInode, Path file, Path named)
            throws StoreException {
        try {
            if (!Files.exists(MACHINE_LOCKS, LinkOption.NOFOLLOW_LINKS)) {
                createOwnersOnly(MACHINE_LOCKS);
            }
            if (!ownersAlone(MACHINE_LOCKS)) {
                return Optional.empty();
            }
        } catch (IOException unusable) {
            return Optional.empty();
        }
        Path lockFile = MACHINE_LOCKS.resolve(deviceAndInode + ".lock");
        try {
            return Optional.of(new MachineLock(lockFile(lockFile, file, named), lockFile));
        } catch (StoreException e) {
            if (e.getCause() instanceof IOException) {
                return Optional.empty(); // couldn't be used, not held: the locks beside the file stand
            }
            throw e;
        }
    }

    /** A real folder (no link), this user's, that nobody else may write in or read. */
    private static boolean ownersAlone(Path folder) throws IOException {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try {
            UserPrincipal owner = Files.getOwner(folder, LinkOption.NOFOLLOW_LINKS);
            return owner.getName().equals(System.getProperty("user.name"))
                    && Files.getPosixFilePermissions(folder, LinkOption.NOFOLLOW_LINKS).equals(OWNER_FOLDER);
        } catch (UnsupportedOperationException noPosix) {
            return false;
        }
    }

    /** {@code <device>-<inode>} of the file, on a system that says them; else empty. */
    private static Optional<String> deviceAndInode(Path file) {
        try {
            return Optional.of(Files.getAttribute(file, "unix:dev") + "-" + Files.getAttribute(file, "unix:ino"));
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException noUnixView) {
            return Optional.empty(); // no inode to go by: its name's lock stands alone
        }
    }

    private static FileLock lockFile(Path lockFile, Path file, Path named) throws StoreException {
        FileChannel channel = null;
        try {
            // Never through a link: the note below would be written wherever it pointed (a review).
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
            FileLock lock = channel.tryLock();
            if (lock != null) {
                // Left on disk after a run, a lock file looked stale, and deleting it let a second bot in
                // (a storage audit): it says what it is.
                channel.truncate(0);
                channel.write(ByteBuffer.wrap(("Locked by the MFZ:RA bot (process " + ProcessHandle.current().pid()
                        + ") while it runs on " + file + ". The lock goes with the process; deleting this "
                        + "file while it runs lets a second bot onto the same database.\n")
                        .getBytes(StandardCharsets.UTF_8)));
                return lock;
            }
        } catch (OverlappingFileLockException sameProcess) {
            // This process already owns it: refused below like another process.
        } catch (IOException e) {
            closeQuietly(channel);
            throw new StoreException("can't lock the database " + file + " (" + lockFile + "): " + reason(e), e);
        }
        closeQuietly(channel);
        throw new StoreException("the database " + named + " is in use by another bot process (" + lockFile
                + " is locked); only one bot may use a database file at a time");
    }

    /** Why a file couldn't be used, in words: Java's message for a denied permission is the path alone (an audit). */
    private static String reason(IOException e) {
        return switch (e) {
            case AccessDeniedException denied -> "permission denied";
            case NoSuchFileException missing -> "its folder doesn't exist";
            case FileSystemException other when other.getReason() != null -> other.getReason();
            default -> e.getMessage();
        };
    }

    static void release(Owner owner) {
        if (owner != null) {
            if (owner.onThisMachine() != null) {
                try {
                    // deleted while still held, so no other bot takes this file's lock in between
                    Files.deleteIfExists(owner.onThisMachine().file());
                } catch (IOException leftBehind) {
                    // an empty lock file left in the user's temporary folder: harmless
                }
                closeQuietly(owner.onThisMachine().lock().channel());
            }
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
