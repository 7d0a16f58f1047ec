package mfz.rules.lobby;

import static mfz.rules.game.Refusal.require;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.rules.bidding.BiddingRules;
import mfz.rules.campaign.Constraint;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.company.Names;
import mfz.rules.company.PlayerNames;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.map.Ruler;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.seat.Seat;
import mfz.rules.stations.Station;

/**
 * The lobby: players join and leave, the host sets the options, every player writes a
 * company and declares it ready, and the host starts the game.
 *
 * <p>Rulings: a lobby holds at most 5 players; the host can't leave it; any change of
 * players or options makes every company unready again (what is valid may have changed);
 * a ready company is final and can't be edited.
 */
public final class LobbyRules {

    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 5;
    /** Ruling: the demo game's one neutral station. */
    public static final String DEMO_STATION = "Centre";

    /** Longest player name kept (ruling: Discord's display names are at most 32 characters; ids up to 20 digits). */
    public static final int MAX_PLAYER_NAME = 64;

    private LobbyRules() {
    }

    /** A player's name as shown: their display name within the limits, else their id. */
    private static String playerName(String actor, String actorName) {
        String name = actorName == null || actorName.isBlank() ? actor : actorName.strip();
        require(actor != null && !actor.isBlank() && actor.length() <= MAX_PLAYER_NAME,
                "A player needs an id of at most " + MAX_PLAYER_NAME + " characters.");
        require(name.length() <= MAX_PLAYER_NAME,
                "A player's name is at most " + MAX_PLAYER_NAME + " characters.");
        Names.mentionProblem("A player's id", actor).or(() -> Names.mentionProblem("A player's name", name))
                .or(() -> Names.shownAsSomethingElse("A player's name", name))
                .or(() -> PlayerNames.restylingProblem("A player's name", name))
                .or(() -> unstorable("A player's id", actor)).or(() -> unstorable("A player's name", name))
                .ifPresent(problem -> {
            throw new Refusal(problem);
        });
        return name;
    }

    /**
     * A player's name is theirs (Discord's display name), so only what no chat produces is
     * refused: a control character, or half of a surrogate pair, which can't even be stored as
     * text and would come back as another name. Only a forged file or a console typed carries them.
     */
    private static Optional<String> unstorable(String what, String name) {
        int at = Names.untypable(name, false);
        return at < 0 ? Optional.empty() : Optional.of(what + " can't hold U+"
                + String.format("%04X", (int) name.charAt(at)) + ": a character no keyboard types.");
    }

    /** A name a player chooses shows as written wherever it is announced ({@link Names}). */
    private static void shownAsWritten(String what, String name) {
        Names.problem(what, name).ifPresent(problem -> {
            throw new Refusal(problem);
        });
    }

    /** A frame's or station's name is never a word the commands read as itself ({@link Names#TARGET_WORDS}). */
    private static void notATargetWord(String what, String name) {
        Names.targetWordProblem(what, name).ifPresent(problem -> {
            throw new Refusal(problem);
        });
    }

    /** A name kept from before shows as written too; only the newer limits on a chosen name ({@link Names#problem}) spare it. */
    private static void keptAsWritten(String what, String name) {
        Names.storedProblem(what, name).ifPresent(problem -> {
            throw new Refusal(problem);
        });
    }

    public static void create(Tx tx, Command.CreateGame c) {
        String name = playerName(c.actor(), c.actorName());
        requireSeatMarkOnlyOnSeats(Game.EMPTY, c.actor(), name);
        GameSize size = c.size() == null ? GameSize.SKIRMISH : c.size();
        tx.emit(new Event.GameCreated(c.actor(), name, GameOptions.defaults(size)));
    }

    public static void join(Tx tx, Command.JoinGame c) {
        Game g = tx.game();
        require(g.player(c.actor()).isEmpty(), "You are already in this game.");
        require(g.phase() == Phase.LOBBY, "The game has started: players join only in the lobby.");
        require(g.players().size() < MAX_PLAYERS, "The game is full: " + MAX_PLAYERS + " players at most.");
        String name = playerName(c.actor(), c.actorName());
        requireSeatMarkOnlyOnSeats(g, c.actor(), name);
        tx.emit(new Event.PlayerJoined(c.actor(), Seat.isSeat(c.actor()) ? name : toldApart(g, name)));
    }

    /**
     * A person's name as the table tells it from the others': one that reads as a player's here
     * (two Alexes on one server, or an audit's second "alice", one of its letters Cyrillic) takes
     * {@code (2)}, {@code (3)}… after it. Two players of one name stood on the table, the scores
     * and the stations' holders alike.
     */
    static String toldApart(Game g, String name) {
        String named = name;
        for (int n = 2; readsAsAPlayers(g, named); n++) {
            String suffix = " (" + n + ")";
            int room = MAX_PLAYER_NAME - suffix.length();
            // (cut between characters: half an emoji can't be stored)
            String base = name.length() <= room ? name
                    : name.substring(0, Character.isHighSurrogate(name.charAt(room - 1)) ? room - 1 : room).strip();
            named = base + suffix;
        }
        return named;
    }

    /**
     * Whether {@code name} is {@code original} as {@link #toldApart} gave it: its start (all of it,
     * or as much as fits), then {@code (2)}, {@code (3)}… (any letter case).
     */
    public static boolean toldApartFrom(String name, String original) {
        Matcher told = TOLD_APART.matcher(name);
        return told.matches() && original.toLowerCase(Locale.ROOT).startsWith(told.group(1).toLowerCase(Locale.ROOT));
    }

    /** A name {@link #toldApart} gave: its base, then {@code (2)}, {@code (3)}… */
    private static final Pattern TOLD_APART = Pattern.compile("(.+) \\(\\d+\\)");

    private static boolean readsAsAPlayers(Game g, String name) {
        String read = Names.lookalike(spaced(name));
        return g.players().stream().anyMatch(p -> Names.lookalike(spaced(p.name())).equals(read));
    }

    /** The name with every run of spacing, the invisible kinds too (no-break, zero-width), as one space. */
    private static String spaced(String name) {
        return name.replaceAll("[\\s\\p{Z}\\u200B-\\u200D\\u2060\\uFEFF]+", " ").strip();
    }

    /** How a bot seat's name ends, and only a seat's. */
    public static final String SEAT_MARK = " (bot)";

    /**
     * Nobody takes a bot seat for a friend, nor a friend for a seat: a seat's name ends with
     * {@value #SEAT_MARK} and is no other player's, and nobody else's name ends so (a forged
     * import turned a seat into "Player", beside the player of that name).
     */
    private static void requireSeatMarkOnlyOnSeats(Game g, String actor, String name) {
        // As read: "Rook (bоt)", its o Cyrillic, or with full-width brackets, passed for a seat (a trust audit).
        boolean marked = Names.lookalike(name).endsWith(SEAT_MARK.strip());
        if (Seat.isSeat(actor)) {
            require(marked && name.length() > SEAT_MARK.length(), "A bot seat's name ends with \"" + SEAT_MARK.strip()
                    + "\", so nobody takes it for a friend.");
            // Spaces told apart: "Rook  (bot)" beside "Rook (bot)" read as one (a review).
            require(g.players().stream().noneMatch(p -> spaced(p.name()).equalsIgnoreCase(spaced(name))),
                    "A player here is already called " + name + ".");
        } else {
            require(!marked, "A name ending with \"" + SEAT_MARK.strip() + "\" marks the bot's seats: join under "
                    + "another (a server nickname, say).");
        }
    }

    public static void leave(Tx tx, Command.LeaveGame c) {
        Game g = tx.game();
        require(g.phase() == Phase.LOBBY, "The game has started: players leave only while in the lobby.");
        require(!c.actor().equals(g.host()), "The host can't leave the lobby.");
        tx.emit(new Event.PlayerLeft(c.actor()));
    }

    public static void setSize(Tx tx, Command.SetGameSize c) {
        hostInLobby(tx.game(), c);
        require(c.size() != null, "Choose skirmish, battle or demo.");
        require(c.size() != tx.game().options().size(), "The game is already a " + c.size().word() + ".");
        requireCarriable(c.size(), tx.game().options().ssrCount());
        campaignFixes(tx.game(), tx.game().options().campaign() == null ? null
                : tx.game().options().campaign().size().orElse(null));
        // A demo has no bidding and no deployment step 7: a campaign battle's objective would never be placed.
        require(c.size() != GameSize.DEMO || !tx.game().options().campaignBattle(),
                "A campaign battle is a skirmish or a battle: a demo game has no place for its objective.");
        tx.emit(new Event.OptionsChanged(tx.game().options().withSize(c.size())));
    }

    public static void setSsrCount(Tx tx, Command.SetSsrCount c) {
        hostInLobby(tx.game(), c);
        require(c.count() >= 0 && c.count() <= GameOptions.MAX_SSRS,
                "The SSR count is 0 to " + GameOptions.MAX_SSRS + " per company, not " + c.count() + ".");
        require(c.count() != tx.game().options().ssrCount(), "The SSR count is already " + c.count() + ".");
        requireCarriable(tx.game().options().size(), c.count());
        campaignFixes(tx.game(), tx.game().options().campaign() == null ? null
                : tx.game().options().campaign().design().filter(d -> d.ssrCount() != null).orElse(null));
        tx.emit(new Event.OptionsChanged(tx.game().options().withSsrCount(c.count())));
    }

    /**
     * A frame carries at most 3 SSRs, so a size whose smallest company can't carry the count
     * would leave no valid company to build (only the demo game's two frames can fall short).
     */
    private static void requireCarriable(GameSize size, int ssrs) {
        int fewestFrames = CompanyLimits.of(5, size).minFrames();
        int most = fewestFrames * CompanyValidation.MAX_SSRS_PER_FRAME;
        require(ssrs <= most, "A " + size.word() + "'s companies have only " + fewestFrames + " frames, which carry at most "
                + most + " SSRs (" + CompanyValidation.MAX_SSRS_PER_FRAME + " a frame), not " + ssrs + ".");
    }

    public static void setAdvancedOption(Tx tx, Command.SetAdvancedOption c) {
        hostInLobby(tx.game(), c);
        require(c.option() != null, "Name the advanced option.");
        require(tx.game().options().has(c.option()) != c.on(),
                "The " + c.option().word() + " option is already " + (c.on() ? "on." : "off."));
        tx.emit(new Event.OptionsChanged(tx.game().options().with(c.option(), c.on())));
    }

    public static void setMap(Tx tx, Command.SetMap c) {
        hostInLobby(tx.game(), c);
        Ruler now = tx.game().options().map();
        require(now != c.ruler(), c.ruler() == null ? "Map mode is already off."
                : "Map mode is already on, with the " + c.ruler().units() + "-unit ruler.");
        tx.emit(new Event.OptionsChanged(tx.game().options().withMap(c.ruler())));
    }

    public static void setStartingDoomsday(Tx tx, Command.SetStartingDoomsday c) {
        hostInLobby(tx.game(), c);
        require(c.clock() >= 1 && c.clock() <= GameOptions.MAX_DOOMSDAY,
                "The doomsday clock starts at 1 to " + GameOptions.MAX_DOOMSDAY + ", not " + c.clock() + ".");
        require(c.clock() != tx.game().options().startingDoomsday(), "The doomsday clock already starts at " + c.clock() + ".");
        tx.emit(new Event.OptionsChanged(tx.game().options().withDoomsday(c.clock())));
    }

    public static void designFrame(Tx tx, Command.DesignFrame c) {
        Player p = editable(tx.game(), c);
        require(c.name() != null && !c.name().isBlank(), "Give the frame a name.");
        // A frame's name kept from a company saved before a rule was added stays: its design can be changed.
        if (p.company().frames().stream().noneMatch(f -> f.name().equals(c.name()))) {
            shownAsWritten("A frame's name", c.name());
        }
        notATargetWord("A frame's name", c.name());
        tx.emit(new Event.CompanyChanged(c.actor(), p.company().withFrame(new FrameDraft(c.name(), c.loadout(), c.ssrs(),
                c.disc()))));
    }

    public static void scrapFrame(Tx tx, Command.ScrapFrame c) {
        Player p = editable(tx.game(), c);
        require(c.name() != null && p.company().indexOf(c.name()) >= 0, "Your company has no frame named `" + c.name() + "`.");
        tx.emit(new Event.CompanyChanged(c.actor(), p.company().withoutFrame(c.name())));
    }

    public static void nameStations(Tx tx, Command.NameStations c) {
        Player p = editable(tx.game(), c);
        // Only the names new to the company: one kept from a company saved before a rule was added (a die's
        // square) stays, and its other stations can still be edited (a review: every edit was refused).
        c.names().stream().filter(name -> !p.company().stations().contains(name))
                .forEach(name -> shownAsWritten("A station's name", name));
        c.names().forEach(name -> notATargetWord("A station's name", name));
        tx.emit(new Event.CompanyChanged(c.actor(), p.company().withStations(c.names())));
    }

    public static void setCompany(Tx tx, Command.SetCompany c) {
        editable(tx.game(), c);
        if (c.company() != null) {
            // A saved company: its names were checked when chosen, and one kept from before a % was refused still loads.
            c.company().frames().forEach(frame -> keptAsWritten("A frame's name", frame.name()));
            c.company().stations().forEach(name -> keptAsWritten("A station's name", name));
        }
        tx.emit(new Event.CompanyChanged(c.actor(), c.company() == null ? CompanyDraft.EMPTY : c.company()));
    }

    public static void declareReady(Tx tx, Command.DeclareReady c) {
        Game g = tx.game();
        require(g.phase() == Phase.LOBBY, "Companies are final once the game has started.");
        require(!g.player(c.actor()).orElseThrow().ready(), "Your company is already ready.");
        Player p = editable(g, c);
        List<String> problems = problems(g, p.id());
        if (!problems.isEmpty()) {
            throw new Refusal("Your company isn't valid yet:\n- " + String.join("\n- ", problems));
        }
        tx.emit(new Event.CompanyReady(p.id()));
    }

    /** Every problem with a player's company in this lobby (empty: valid). */
    public static List<String> problems(Game g, String player) {
        Player p = g.player(player).orElseThrow();
        return CompanyValidation.problems(p.company(), g.options(), g.players().size());
    }

    /**
     * A station's name on the table: as its company named it, or, when a company earlier in
     * seat order named one alike, or the campaign's objective was named so in the lobby (each
     * chose in secret, so neither could know), with {@code -2},
     * {@code -3}… after it, the first free one. Commands name stations without their owner, so
     * the table's names must differ.
     */
    static String revealed(String name, List<String> taken) {
        String named = name;
        for (int n = 2; isTaken(named, taken); n++) {
            String suffix = "-" + n;
            String base = name.length() + suffix.length() > CompanyValidation.MAX_NAME
                    ? name.substring(0, CompanyValidation.MAX_NAME - suffix.length()).strip() : name;
            named = base + suffix;
        }
        taken.add(named);
        return named;
    }

    /** Taken as the game tells names apart (a review: "İris" and "iris" are one to its lookups, not to their keys). */
    private static boolean isTaken(String name, List<String> taken) {
        return taken.stream().anyMatch(other -> CompanyValidation.sameName(other, name));
    }

    public static void start(Tx tx, Command.StartGame c) {
        Game g = tx.game();
        require(g.phase() == Phase.LOBBY, "The game has already started.");
        require(c.actor().equals(g.host()), "Only the host (" + g.nameOf(g.host()) + ") can start the game.");
        require(g.players().size() >= MIN_PLAYERS, "A game needs " + MIN_PLAYERS + " to " + MAX_PLAYERS
                + " players; only " + g.players().size() + " has joined.");
        List<String> notReady = g.players().stream().filter(p -> !p.ready()).map(Player::name).toList();
        require(notReady.isEmpty(), () -> "Not every company is ready: waiting for " + String.join(", ", notReady) + ".");

        List<Frame> frames = new ArrayList<>();
        List<Station> stations = new ArrayList<>();
        List<String> taken = new ArrayList<>();
        if (g.options().campaign() != null && g.options().campaign().objective() != null) {
            // named in the lobby, where no company was seen: a station alike is told apart from it
            taken.add(g.options().campaign().objective());
        }
        for (Player p : g.players()) {
            for (FrameDraft draft : p.company().frames()) {
                frames.add(Frame.build(p.id(), draft.name(), LoadoutNotation.read(draft.loadout()).systems(), draft.ssrs(),
                        draft.disc()));
            }
            p.company().stations().forEach(s -> stations.add(Station.ofCompany(p.id(), revealed(s, taken))));
        }
        if (g.demo()) {
            stations.add(Station.neutral(DEMO_STATION));
        }
        tx.emit(new Event.GameStarted(frames, stations));
        if (g.demo()) {
            tx.emit(new Event.DeploymentStepStarted(DeploymentStep.DEMO_PLACEMENT, g.host()));
        } else {
            BiddingRules.compare(tx);
        }
    }

    /** Refuses to change what a campaign constraint in force fixes, naming the constraint. */
    private static void campaignFixes(Game g, Constraint fixing) {
        if (fixing != null) {
            throw new Refusal("The campaign " + g.options().campaign().campaign() + " fixes this: " + fixing.words() + ".");
        }
    }

    private static void hostInLobby(Game g, Command c) {
        require(g.phase() == Phase.LOBBY, "The options are fixed once the game has started.");
        require(c.actor().equals(g.host()), "Only the host (" + g.nameOf(g.host()) + ") can change the options.");
    }

    private static Player editable(Game g, Command c) {
        require(g.phase() == Phase.LOBBY, "Companies are final once the game has started.");
        Player p = g.player(c.actor()).orElseThrow();
        require(!p.ready(), "Your company is final: you declared it ready.");
        return p;
    }
}
