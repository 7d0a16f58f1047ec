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
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Optional;
import org.slf4j.LoggerFactory;

/**
 * The operating-system locks that make one process a database file's owner, whatever name, link or
 * folder reaches it ({@link SqliteFile#theFileItself} finds the file itself): docs/storage.md, "Two
 * bots on one file".
 */
final class OwnerLock {

    private OwnerLock() {
    }

    /**
     * What makes this process the file's one owner: the lock on {@code <file>.lock}, and two on lock
     * files named after the file itself (its device and inode) where the system says them, one
     * beside it and one in {@link #MACHINE_LOCKS}. The name's alone missed a second bot on the same
     * file by another name: the database renamed under a running bot (an audit); SQLite's own locks
     * don't stop it, as its journal goes by name.
     */
    record Owner(FileLock byName, FileLock byFile, FileLock onThisMachine) {
    }

    /**
     * Where the machine-wide lock of each file goes ({@link #lockOnThisMachine}), in the temporary
     * folder ({@code -Dmfz.locks.dir} elsewhere: the tests keep theirs in {@code target/}): one folder for every
     * database this user's bots open on this machine, so that the file moved to another folder, or reached by another
     * hard link or a bind mount, still finds its lock (a storage audit: the database moved under
     * a running bot to another folder was opened by a second one, and the first one's game lost).
     */
    static final Path MACHINE_LOCKS = Path.of(System.getProperty("mfz.locks.dir", System.getProperty("java.io.tmpdir")),
            "mfz-bot-locks-" + user());

    /** The user by number where the system says it (a user with no name is "?" to Java: a review), else by name. */
    private static String user() {
        return SqliteFile.MY_UID != null ? String.valueOf(SqliteFile.MY_UID)
                : System.getProperty("user.name").replaceAll("[^A-Za-z0-9._-]", "_");
    }

    /** Takes the three locks ({@link Owner}), or says who holds one. */
    static Owner lock(Path file, Path named) throws StoreException {
        FileLock byName = lockFile(file.resolveSibling(file.getFileName() + ".lock"), file, named,
                "remove it, or give the database another name");
        try {
            // A new database is made empty now (SQLite takes an empty file for a new one): it has an
            // inode to lock. Its owner's alone: it holds secret companies and the export key
            // (SQLite gives its journal files the same permissions).
            SqliteFile.createFileOwnersOnly(file);
        } catch (FileAlreadyExistsException exists) {
            // The usual case. Checked again now that it is locked: another user could make it in the gap (a
            // review); an empty file this user made beforehand (`: > mfz.db`) becomes the database, its
            // owner's alone (it kept its permissions, readable by every user: a storage audit).
            try {
                SqliteFile.requireNotPlanted(file, named);
            } catch (StoreException planted) {
                closeQuietly(byName.channel());
                throw planted;
            }
            SqliteFile.ownersOnlyIfEmpty(file);
        } catch (IOException cantMake) {
            // SQLite will say why when it opens it
        }
        Optional<String> itself = deviceAndInode(file);
        if (itself.isEmpty()) {
            return new Owner(byName, null, null);
        }
        FileLock byFile;
        try {
            byFile = lockFile(file.resolveSibling(".mfz-" + itself.get() + ".lock"), file, named, "remove it");
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
    private static Optional<FileLock> lockOnThisMachine(String deviceAndInode, Path file, Path named)
            throws StoreException {
        try {
            if (!Files.exists(MACHINE_LOCKS, LinkOption.NOFOLLOW_LINKS)) {
                SqliteFile.createOwnersOnly(MACHINE_LOCKS);
            }
            if (!ownersAlone(MACHINE_LOCKS)) {
                // said: another user who made it first turned it off unseen (a re-audit)
                return leftOut(MACHINE_LOCKS + " should be a folder of this user's, mode 700: remove it if another user "
                        + "made it");
            }
        } catch (IOException unusable) {
            return leftOut("can't use " + MACHINE_LOCKS + ": " + reason(unusable));
        }
        try {
            return Optional.of(lockFile(MACHINE_LOCKS.resolve(deviceAndInode + ".lock"), file, named, "remove it"));
        } catch (NotALock notOurs) {
            // not ours to take over, nor another bot's lock: the locks beside the file stand
            return leftOut(notOurs.getMessage());
        } catch (StoreException e) {
            if (e.getCause() instanceof IOException) {
                return leftOut(e.getMessage()); // couldn't be used, not held: the locks beside the file stand
            }
            throw e;
        }
    }

    /** A lock file that isn't one this bot may take: not a plain file of this user's, or another program's. */
    static final class NotALock extends StoreException {
        NotALock(String message) {
            super(message);
        }
    }

    private static Optional<FileLock> leftOut(String why) {
        LoggerFactory.getLogger(OwnerLock.class).warn("The database's lock in the machine's temporary folder is left out "
                + "({}): a second bot reaching the database moved to another folder is not refused", why);
        return Optional.empty();
    }

    /** A real folder (no link), this user's, that nobody else may write in or read. */
    private static boolean ownersAlone(Path folder) throws IOException {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try {
            return SqliteFile.ours(folder)
                    && Files.getPosixFilePermissions(folder, LinkOption.NOFOLLOW_LINKS).equals(SqliteFile.OWNER_FOLDER);
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

    /**
     * Takes the lock of this lock file, made if need be. It is opened for reading and writing, never
     * through a link (the note would be written wherever it pointed: a review), which doesn't wait
     * on a pipe as opening it to write alone did (a pipe there hung the start with no word: a
     * re-audit); then it must be a plain file of this user's, empty, this bot's, or zeros (a note
     * a power cut never wrote): another program's file of that name (Cargo.lock beside a database
     * named Cargo) was overwritten by the note, and another user's let them refuse the bot at will.
     *
     * @param remedy what to say to do about a lock file that isn't one ({@link NotALock})
     */
    private static FileLock lockFile(Path lockFile, Path file, Path named, String remedy) throws StoreException {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
            if (!Files.isRegularFile(lockFile, LinkOption.NOFOLLOW_LINKS) || !SqliteFile.ours(lockFile)) {
                closeQuietly(channel);
                throw new NotALock("can't lock the database " + file + ": " + lockFile + " is not a plain file of this "
                        + "user's: " + remedy);
            }
            if (!ours(channel)) {
                closeQuietly(channel);
                // (not "remove it": it is another program's)
                throw new NotALock("can't lock the database " + file + ": " + lockFile + " is another program's file, "
                        + "not this bot's lock: " + remedy.replace("remove it, or ", ""));
            }
            FileLock lock = channel.tryLock();
            if (lock != null) {
                // Left on disk after a run, a lock file looked stale, and deleting it let a second bot in
                // (a storage audit): it says what it is.
                channel.truncate(0);
                channel.write(ByteBuffer.wrap((NOTE + " (process " + ProcessHandle.current().pid()
                        + ") while it runs on " + file + ". The lock goes with the process; deleting this "
                        + "file while it runs lets a second bot onto the same database.\n")
                        .getBytes(StandardCharsets.UTF_8)), 0);
                return lock;
            }
        } catch (OverlappingFileLockException sameProcess) {
            // This process already owns it: refused below like another process.
        } catch (IOException e) {
            closeQuietly(channel);
            String why = Files.isSymbolicLink(lockFile) ? "it is a link: " + remedy
                    : e instanceof AccessDeniedException ? "permission denied: " + remedy : reason(e);
            throw new StoreException("can't lock the database " + file + " (" + lockFile + "): " + why, e);
        }
        closeQuietly(channel);
        throw new StoreException("the database " + named + " is in use by another bot process (" + lockFile
                + " is locked); only one bot may use a database file at a time");
    }

    /** Whether the open lock file is empty, this bot's note, or zeros. */
    private static boolean ours(FileChannel channel) throws IOException {
        ByteBuffer start = ByteBuffer.allocate(NOTE.length());
        while (start.hasRemaining() && channel.read(start, start.position()) > 0) {
            // read the start whole
        }
        byte[] read = Arrays.copyOf(start.array(), start.position());
        boolean zeros = true;
        for (byte b : read) {
            zeros &= b == 0;
        }
        return zeros || NOTE.startsWith(new String(read, StandardCharsets.UTF_8));
    }

    /** How every lock file this bot writes begins. */
    private static final String NOTE = "Locked by the MFZ:RA bot";

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
                // Left in place: deleted on release, a bot that had opened it just before took a lock on a file
                // with no name, and the next one made a new file and took another, both owners (a re-audit).
                closeQuietly(owner.onThisMachine().channel());
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
}
