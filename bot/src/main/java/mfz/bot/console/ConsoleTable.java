package mfz.bot.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The local table in the terminal: reads slash commands as text, one a line, optionally
 * prefixed by who acts ({@code @vincent /roll dice:"2W 2R B"}), sends them through the same
 * router as Discord and prints what Discord would show. Everyone at the console sits in
 * one channel of one server; nobody has the Manage Channels permission, so, as on Discord,
 * a game's host is the player who opened it.
 */
public final class ConsoleTable {

    static final String CHANNEL = "console";

    private static final Logger log = LoggerFactory.getLogger(ConsoleTable.class);

    /** Said when answering a line failed on the bot's side: whether it was stored, the log says. */
    static final String SHOWING_FAILED = "Something went wrong on my side answering that line (details in the log). "
            + "`/game log` says what the game holds.";
    /**
     * Who acts on a line that names nobody, when the terminal's login can't serve: a name that
     * reads in every sentence ("you" made "you's company" and "only @you sees this").
     */
    static final String DEFAULT_PLAYER = "player";

    /** An option's value that is a bot seat's id ({@code owner:bot-hard-1}), in a printed command. */
    private static final Pattern SEAT_VALUE = Pattern.compile("([a-z-]+:)("
            + Pattern.quote(mfz.rules.seat.Seat.ID_PREFIX) + "[a-z]+-\\d+)\\b");

    /** A login that can stand as a player's name and be typed back as {@code @name}. */
    private static final Pattern LOGIN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,31}");

    /** Who acts on a line that names nobody: the terminal's login ({@code USER}), or {@value #DEFAULT_PLAYER}. */
    public static String playerName(String login) {
        return login != null && LOGIN.matcher(login).matches() ? login : DEFAULT_PLAYER;
    }

    static String banner(String player) {
        return """
            MFZ:RA table bot, console table. No Discord token is configured (or --console was given), \
            so this is a local table in your terminal: type the same slash commands you would use on \
            Discord, one per line, optionally starting with who acts, like @vincent /roll dice:"2W 2R B"; \
            a line that names nobody is %s's. A control above is chosen by typing its number. /help lists the \
            commands; `more` shows a long menu whole; \
            `quit` or end of input (Ctrl-D) leaves. \
            Set DISCORD_TOKEN to run on Discord.""".formatted(player);
    }

    private final CommandRouter router;
    private final BufferedReader in;
    private final PrintStream out;
    private final boolean interactive;
    private final Path files;
    private final BotSeats seats;
    private final String player;
    /** The controls the last line printed, by number, and its menus whole for {@code more}. */
    private TextView.Choices choices = new TextView.Choices();

    /**
     * A line that chooses a control printed above by its number: {@code 3}, or for another
     * player {@code @meguey 3}, named as a typed line names them (an audit: any name passed here,
     * and seated a player who could never type); for a menu taking several choices, its numbers
     * in one line ({@code 12 15}).
     */
    private static final Pattern CHOICE = Pattern.compile(
            "(?:@(" + ConsoleLine.PLAYER_NAME + ")\\s+)?(\\d+\\.?(?:\\s+\\d+\\.?)*)");

    /** The longest line read as numbers choosing controls; a longer one is read as a command (and refused). */
    private static final int MOST_CHOICE_LINE = 200;

    /**
     * @param interactive true when a person types (show a prompt); false for piped input (echo each line)
     * @param files       the folder where files the bot sends (exports) are written
     */
    public ConsoleTable(CommandRouter router, BufferedReader in, PrintStream out, boolean interactive, Path files) {
        this(router, in, out, interactive, files, null, DEFAULT_PLAYER);
    }

    /**
     * @param seats  the bot's seats, which act after a game command from someone at the table while
     *               they owe one (null: none)
     * @param player who acts on a line that names nobody (see {@link #playerName})
     */
    public ConsoleTable(CommandRouter router, BufferedReader in, PrintStream out, boolean interactive, Path files,
                        BotSeats seats, String player) {
        this.seats = seats;
        this.player = player;
        this.router = router;
        this.in = in;
        this.out = out;
        this.interactive = interactive;
        this.files = files;
    }

    /** Runs until the input ends. */
    public void run() throws IOException {
        out.println(banner(player));
        out.println();
        boolean first = true;
        while (true) {
            if (interactive) {
                out.print("> ");
                out.flush();
            }
            String line = in.readLine();
            if (line == null) {
                break;
            }
            if (first && line.startsWith("\uFEFF")) {
                line = line.substring(1); // a script saved with a byte-order mark: its first line is a line too
            }
            first = false;
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            if (QUIT.contains(line.strip().toLowerCase(Locale.ROOT))) {
                break;
            }
            if (!interactive) {
                out.println("> " + line.strip());
            }
            try {
                out.print(handle(line));
            } catch (RuntimeException | StackOverflowError unexpected) {
                // A bug showing one line's answer must not end the table: what was stored stays stored.
                // Not the line itself: before the start it may hold a secret company (logs are no place for one).
                log.error("The console could not answer a line", unexpected);
                out.print(TextView.render(Reply.privately(SHOWING_FAILED), player));
            }
            out.println();
            out.flush();
        }
        if (interactive) {
            out.println();
        }
    }

    /** One line in, the printed reply out. */
    String handle(String line) {
        if (line.strip().equalsIgnoreCase(TextView.MORE)) {
            String whole = choices.wholeMenus();
            return whole.isEmpty() ? "Nothing above was cut short: every choice is shown.\n" : whole;
        }
        // A real choice is a few numbers: a pasted dice file's thousands overflowed the regex's stack (an audit).
        Matcher choice = CHOICE.matcher(line.length() <= MOST_CHOICE_LINE ? line.strip() : "");
        if (choice.matches()) {
            List<Integer> numbers = Arrays.stream(choice.group(2).split("\\s+"))
                    .map(number -> number.endsWith(".") ? number.substring(0, number.length() - 1) : number)
                    .map(digits -> digits.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(digits)).toList();
            return chosen(choice.group(1), numbers);
        }
        if (line.indexOf('\uFFFD') >= 0) {
            // What the terminal sent wasn't UTF-8 (the reader marks such bytes so): a name stored
            // with a replacement character in it would never match what the player types.
            return TextView.render(Reply.privately("That line holds bytes that aren't UTF-8 text (shown as \uFFFD), "
                    + "so nothing was done. Set your terminal to UTF-8 and type it again."), player);
        }
        ConsoleLine parsed;
        try {
            parsed = ConsoleLine.parse(line);
        } catch (PlayerError e) {
            String speaker = ConsoleLine.speaker(line);
            return TextView.render(Reply.privately(e.getMessage()), speaker == null ? player : speaker);
        }
        String name = parsed.user() == null ? player : parsed.user();
        Map<String, String> options;
        try {
            options = LocalFiles.readAttachments(router, parsed.command(), parsed.options());
        } catch (PlayerError e) {
            return TextView.render(Reply.privately(e.getMessage()), name);
        }
        return answer(new Request(null, CHANNEL, CHANNEL, caller(name), parsed.command(), options), name);
    }

    private Caller caller(String name) {
        String id = name.toLowerCase(Locale.ROOT);
        // Anyone may act as a seat here (a game of seats only, to watch), under a seat's name.
        return new Caller(id, seats != null && BotSeats.is(id) ? seats.nameAt(CHANNEL, id) : name,
                false);
    }

    /**
     * Routes the request and prints its answer, then the seats' actions. The controls printed are
     * numbered afresh; when none was (a refusal, a roll), the numbers above still stand, a control
     * the game has moved on from refused as out of date when chosen.
     */
    private String answer(Request request, String name) {
        TextView.Choices before = choices;
        choices = new TextView.Choices();
        boolean printedWhole = false;
        // As on Discord, only a game command from someone at the table wakes a seat: a bystander's
        // line (or a /rules) woke one the host's undo had put to sleep, so it redid what was undone.
        boolean wakes = seats != null && BotSeats.wakesSeats(request.root())
                && !request.command().equals(UNDO);
        boolean atTheTableBefore = wakes && seats.atTheTable(CHANNEL, request.caller());
        OptionalLong versionBefore = wakes ? seats.version(CHANNEL) : OptionalLong.empty();
        try {
            Reply reply = router.route(request);
            StringBuilder printed = new StringBuilder(print(reply, name));
            for (Reply.Attachment file : reply.files()) {
                printed.append(LocalFiles.write(files, file)).append('\n');
            }
            if (wakes && (atTheTableBefore || seats.atTheTable(CHANNEL, request.caller()))
                    && !seats.refusedForASeat(request, versionBefore)) {
                printed.append(seatsAct());
            }
            printedWhole = true;
            return printed.toString();
        } finally {
            if (!printedWhole) {
                choices = new TextView.Choices(); // numbers for controls that were never shown
            } else if (choices.isEmpty() && !request.command().equals(UNDO)) {
                choices = before; // an undo took the game back past every control above
            }
        }
    }

    /** A reply as the terminal shows it, its controls numbered on from the line's others. */
    private String print(Reply reply, String name) {
        // A private reply's controls are its reader's, shown so when that isn't the line's player.
        String reader = reply.ephemeral() && !name.equalsIgnoreCase(player) ? "@" + name + " " : "";
        TextView.Typed typed = (id, chosen) -> router.typedForm(id, CHANNEL, chosen).map(command -> {
            String owner = forWhom(id);
            return (owner.isEmpty() ? reader : owner) + seatsByName(command);
        });
        return TextView.render(reply, name, typed, choices);
    }

    /**
     * A number typed for a control printed above: the control is tapped, by the player it was
     * printed for ({@code @meguey} before its command) or the line's player, or by {@code who}
     * when the line names one ({@code @who 3}); what it sends is shown first
     * ({@code → /game join}). A tap, not its typed twin: a control the game has moved on from is
     * refused as out of date, one made for another player is refused, as on Discord.
     */
    private String chosen(String who, List<Integer> numbers) {
        int number = numbers.getFirst();
        Optional<TextView.Choice> choice = choices.choice(number);
        if (choice.isEmpty()) {
            return TextView.render(Reply.privately(choices.isEmpty()
                    ? "Nothing above has a number to choose: type a command starting with `/` (`/help` lists them)."
                    : "There is no choice " + number + " above: type one of the numbers shown, or a command "
                    + "starting with `/`."), who == null ? player : who);
        }
        String reader = choice.get().onlyFor();
        if (reader != null && who != null && !who.equalsIgnoreCase(reader)) {
            return TextView.render(Reply.privately("Choice " + number + " was shown to @" + reader + " alone: only they "
                    + "can tap it."), who);
        }
        // Several numbers pick several options of one menu (the campaign's two constraints): each must be one of it.
        if (numbers.size() > choice.get().most()) {
            return TextView.render(Reply.privately("Choice " + number + " takes " + (choice.get().most() == 1
                    ? "one number alone." : "at most " + choice.get().most() + " numbers on a line.")),
                    who == null ? player : who);
        }
        List<String> picked = new ArrayList<>();
        for (int more : numbers) {
            Optional<TextView.Choice> also = choices.choice(more);
            if (also.isEmpty() || also.get().chosen() == null
                    || !also.get().controlId().equals(choice.get().controlId())) {
                if (numbers.size() == 1) {
                    break;
                }
                return TextView.render(Reply.privately("Several numbers choose several options of one menu: " + more
                        + " is not one of the menu " + number + " is in."), who == null ? player : who);
            }
            picked.add(also.get().chosen());
        }
        String owner = ownerOf(choice.get().controlId());
        String name = who != null ? who : owner != null ? owner : reader != null ? reader : player;
        ComponentIds.Action action = ComponentIds.decode(choice.get().controlId());
        String command = router.typedForm(choice.get().controlId(), CHANNEL, choice.get().chosen())
                .map(this::seatsByName).orElse("/" + action.command());
        Map<String, String> options = action.optionsWith(picked);
        return "→ " + (name.equals(player) ? "" : "@" + name + " ") + command + "\n"
                + answer(new Request(null, CHANNEL, CHANNEL, caller(name), action.command(), options), name);
    }

    /**
     * A printed command with each bot seat it names as players type it ({@code owner:Rook},
     * {@link BotSeats#typedAt}): its id ({@code owner:bot-hard-1}) works too, but read as its name.
     */
    private String seatsByName(String command) {
        if (seats == null) {
            return command;
        }
        return SEAT_VALUE.matcher(command).replaceAll(found -> Matcher.quoteReplacement(found.group(1)
                + seats.typedAt(CHANNEL, found.group(2))));
    }

    /**
     * Who types a control's command, when it isn't the player a bare line speaks for: a control
     * made for another player is printed {@code @meguey /turn defend die:B4}, typed as printed.
     */
    private String forWhom(String customId) {
        String owner = ownerOf(customId);
        return owner == null || owner.equalsIgnoreCase(player) ? "" : "@" + owner + " ";
    }

    /** The player a control was made for, or null when it is anyone's (or its id can't be read). */
    private static String ownerOf(String customId) {
        try {
            return ComponentIds.decode(customId).options().get(ComponentIds.FOR);
        } catch (IllegalArgumentException unreadable) {
            return null;
        }
    }

    /**
     * After an undo the seats wait for the next command: otherwise a seat would at once redo what
     * the host took back, and the host could never reach back past it to their own action.
     */
    static final String UNDO = "game undo";

    /** Lines that leave the table, as the end of input (Ctrl-D) does. */
    static final Set<String> QUIT = Set.of("quit", "exit", "/quit", "/exit");

    /** A game the bot plays alone to doomsday takes a few thousand commands; more means something is wrong. */
    static final int MOST_SEAT_ACTIONS = 20_000;

    /**
     * The bot's seats act at once, in order, while one owes a command: each action printed as a
     * player's would be, under the seat's name (at the console nobody needs a pause to follow).
     */
    private String seatsAct() {
        if (seats == null) {
            return "";
        }
        StringBuilder printed = new StringBuilder();
        for (int i = 0; i < MOST_SEAT_ACTIONS; i++) {
            Optional<BotSeats.Seated> acted;
            try {
                acted = seats.step(CHANNEL, CHANNEL);
            } catch (BotSeats.Stalled stalled) {
                // At the console the next game command typed at the table is the retry.
                printed.append("\n🤖 The bot's seat couldn't store its move: the database failed. It tries again after "
                        + "the next game command at the table.");
                break;
            }
            if (acted.isEmpty()) {
                break;
            }
            BotSeats.Seated seated = acted.get();
            printed.append('\n').append("🤖 ").append(seated.name()).append(":\n");
            for (Reply post : seated.posts()) {
                printed.append(print(post, seated.seat()));
            }
            for (Reply.Attachment file : seated.reply().files()) {
                printed.append(LocalFiles.write(files, file)).append('\n');
            }
        }
        return printed.toString();
    }
}
