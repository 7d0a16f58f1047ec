package mfz.bot.render.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Pattern;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PhoneText;
import mfz.bot.game.GameService;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.bot.render.EventText;
import mfz.bot.render.GameSummary;
import mfz.bot.render.OddsText;
import mfz.bot.render.ResultCard;
import mfz.bot.render.TakenBack;
import mfz.bot.render.TableView;
import mfz.bot.render.OwnerName;
import mfz.bot.render.map.MapPicture;
import mfz.bot.render.map.MapScene;
import mfz.bot.render.pictures.ScoreCharts;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.odds.AttackChoice;
import mfz.rules.odds.AttackChoices;
import mfz.rules.odds.AttackOdds;
import mfz.rules.round.Turn;

/**
 * Reads a finished game's history, command by command, into its {@link BattleStory}: each
 * command's sentences are the channel's ({@link EventText#describe}, with the scores it moved),
 * grouped into bidding and deployment, then rounds, and within a round each frame's turn. What
 * the channel showed beside the sentences is added where it was shown: an attack's odds as its
 * player saw them on the turn card ({@link OddsText#choiceLine}), the map after each round.
 */
public final class StoryReader {

    private StoryReader() {
    }

    /** @param history the game as anyone may read it ({@code GameTransfer.finished}), oldest first */
    public static BattleStory read(String channelId, List<ReadCommand> history) {
        return read(channelId, history, List.of());
    }

    /**
     * @param history the game as anyone may read it ({@code GameTransfer.finished}), oldest first
     * @param undos   its undos, oldest first: each is said where it came, as the game log says it
     *                (the story is the game as it stands; a host's undo was in no report)
     */
    public static BattleStory read(String channelId, List<ReadCommand> history, List<GameService.LoggedUndo> undos) {
        Deque<GameService.LoggedUndo> toTell = new ArrayDeque<>(undos);
        Game game = Game.EMPTY;
        boolean started = false;
        List<BattleStory.Entry> preamble = new ArrayList<>();
        List<BattleStory.Round> rounds = new ArrayList<>();
        RoundBuilder round = null;
        List<BattleStory.Company> companies = List.of();
        List<Event> all = new ArrayList<>();
        List<String> winners = List.of();
        byte[] deployed = null;
        for (ReadCommand command : history) {
            while (!toTell.isEmpty() && !toTell.peekFirst().at().isAfter(command.at())) {
                GameService.LoggedUndo undo = toTell.removeFirst();
                // One made in the lobby took back a secret draft, or a join: the report leaves the lobby out.
                if (started) {
                    BattleStory.Entry said = takenBack(undo, game);
                    if (round == null) {
                        preamble.add(said);
                    } else {
                        round.add(said, false, ownerOfTurn(game), null);
                    }
                }
            }
            Game before = game;
            Game now = before;
            String odds = null;
            Integer begins = null;
            String turnStarts = null;
            boolean turnEnds = false;
            boolean ends = false;
            boolean combatBegan = false;
            // No card offered odds for an attack behind covers its target's owner chose among, nor
            // for one the host confirmed against the map: the report gives none either (a report audit).
            boolean offeredOnACard = command.events().stream().noneMatch(e -> e instanceof Event.CoverChosen
                    || e instanceof Event.OverrideDecided);
            // A command that readies the last company and starts the game (a seat hosting) said its ready in the
            // story, the lobby's only line there (a report review): the story begins with the start.
            List<Event> told = command.events();
            Game beforeTold = before;
            for (Event event : command.events()) {
                if (event instanceof Event.GameStarted && !started) {
                    told = command.events().subList(command.events().indexOf(event), command.events().size());
                    beforeTold = now;
                }
                if (event instanceof Event.AttackDeclared attack && odds == null && offeredOnACard) {
                    odds = oddsLine(now, attack).orElse(null);
                }
                now = now.apply(event);
                switch (event) {
                    case Event.GameStarted e -> {
                        started = true;
                        companies = StoryCompanies.revealed(now);
                    }
                    case Event.BiddingSettled e -> companies = StoryCompanies.afterBidding(companies, now);
                    case Event.CombatBegan e -> {
                        begins = 1;
                        combatBegan = true;
                    }
                    case Event.RoundStarted e -> begins = e.round();
                    case Event.TurnStarted e -> turnStarts = e.owner();
                    case Event.TurnEnded e -> turnEnds = true;
                    case Event.RoundEnded e -> ends = true;
                    case Event.GameEnded e -> winners = e.winners();
                    default -> {
                    }
                }
                if ((event instanceof Event.RoundEnded || event instanceof Event.GameEnded) && round != null
                        && round.map == null && now.map().isPresent()) {
                    round.map = MapPicture.png(MapScene.ofGame(now));
                }
            }
            // where everything stood at the start: the report began with round 1's end (a report review); drawn
            // once the command is whole, as the last frame placed comes after the combat's start (another review:
            // the picture lacked it)
            if (combatBegan && now.map().isPresent()) {
                deployed = MapPicture.png(MapScene.ofGame(now));
            }
            all.addAll(command.events());
            game = now;
            if (!started) {
                continue; // the lobby: its options are in the report's heading, its drafts never leave the bot
            }
            // The channel's words, less the commands it told players to type and whom it waited on ("👉 Still to
            // approve: …", read as a live prompt in a finished record: a report review): a report is read, not played.
            // (nor whose placement is next, said in the channel for who places: "ada places next." eight times in a
            // skirmish's deployment, a report review; the placements themselves say it)
            List<String> lines = new ArrayList<>(EventText.describe(told.stream()
                    .filter(e -> !(e instanceof Event.PlacementPassed)).toList(), beforeTold, game).stream()
                    .map(PhoneText::finished).filter(line -> !line.isBlank() && !line.startsWith(LiveCard.PROMPT))
                    .map(StoryReader::told).toList());
            // What a player declared against the map, as the log tells it: the report had only the host's answer.
            lines.addAll(EventText.declaredAgainstTheMap(command.events(), game));
            if (odds != null) {
                int attack = indexOf(lines, "💥");
                lines.add(attack < 0 ? lines.size() : attack + 1, odds);
            }
            GameSummary.scoreChanges(before, game).ifPresent(lines::add);
            if (lines.isEmpty()) {
                continue;
            }
            int split = begins == null ? lines.size() : Math.max(0, indexOf(lines, begins == 1
                    ? "Deployment is over." : "**Round " + begins + "** begins"));
            List<String> earlier = lines.subList(0, split);
            List<String> later = lines.subList(split, lines.size());
            if (!earlier.isEmpty()) {
                if (round == null) {
                    preamble.add(entry(command, earlier));
                } else {
                    // A frame that acted first defends (or ends its turn) and the attack on it lands: from the
                    // attacker's damage line on, the attacker's turn goes on, not the box of the frame it hit (a
                    // report review: one attack's damage was split across two players' colours).
                    // (The frame that acted first may start its turn and defend in one command: `defend:best`.)
                    String owner = turnStarts != null ? turnStarts : ownerOfTurn(before);
                    Optional<Turn> resumed = game.turn().filter(t -> !t.owner().equals(owner));
                    int lands = resumed.map(t -> landsAt(earlier, t.frame())).orElse(-1);
                    boolean starts = turnStarts != null && begins == null;
                    if (lands > 0) {
                        round.add(entry(command, earlier.subList(0, lands)), starts, owner, null);
                        // The attack's end is the game's, in its owner's turn: not credited to whoever defended.
                        round.add(new BattleStory.Entry(resumed.get().owner(), null, earlier.subList(lands,
                                earlier.size())), false, resumed.get().owner(), goesOn(game, resumed.get()));
                    } else {
                        round.add(entry(command, earlier), starts, owner, before.turn().map(t -> goesOn(before, t))
                                .orElse(null));
                    }
                }
            }
            if (begins != null) {
                if (round != null) {
                    rounds.add(round.build());
                }
                round = new RoundBuilder(begins, TableView.title(game));
                if (!later.isEmpty()) {
                    // The game's, untagged: after the last round's lines ("⏳ ann counts the clock down…"), or alone
                    // (the host's last "deploy done" read "v: Deployment is over.": a report review).
                    BattleStory.Entry begun = entry(command, later);
                    round.add(begun.withLines(begun.lines(), true), turnStarts != null,
                            turnStarts != null ? turnStarts : ownerOfTurn(game), null);
                }
            }
            if (ends && round != null && round.open != null) {
                round.endOfRound();
            } else if (turnEnds && round != null) {
                round.open = null; // what follows is another turn, or between turns
            }
        }
        if (round != null) {
            rounds.add(round.build());
        }
        byte[] chart = ScoreCharts.ofGame(channelId, all).content();
        return new BattleStory(game, played(history), companies, preamble, rounds, chart,
                ResultCard.of(game, winners.isEmpty() ? game.winners() : winners), deployed);
    }

    /** An undo as the game log says it, with the game as it stood once it was made. */
    private static BattleStory.Entry takenBack(GameService.LoggedUndo undo, Game game) {
        // A channel manager standing in for the host plays no part the game names: not their raw id.
        Function<String, String> named = id -> game.player(id).isPresent() ? game.nameOf(id) : "a channel manager";
        String what = PhoneText.finished(String.join(" ", EventText.describeLogged(undo.events(), game, named)));
        // the entry's who is a player the page may name: a channel manager's id was shown raw (a review)
        boolean byAPlayer = undo.undoneBy() != null && game.player(undo.undoneBy()).isPresent();
        List<String> lines = new ArrayList<>(List.of(TakenBack.head(undo.undoneBy(), undo.actor(), named)));
        TakenBack.keptDice(undo.events()).ifPresent(lines::add);
        return new BattleStory.Entry(byAPlayer ? undo.undoneBy() : undo.actor(), null, lines, false,
                what.isBlank() ? "an action" : what);
    }

    private static BattleStory.Entry entry(ReadCommand command, List<String> lines) {
        return new BattleStory.Entry(command.actor(), command.onBehalfOf(), lines);
    }

    /** The line a turn that goes on after another's opens with, naming its owner (its box needs no other). */
    private static String goesOn(Game game, Turn turn) {
        return "↪️ **" + turn.frame() + "**'s turn goes on (" + OwnerName.of(game, turn.owner()) + ").";
    }

    /** Where the damage of this frame's attack is said, or -1 ({@code EventLine}: "🎯 Anvil's attack 6 − …"). */
    private static int landsAt(List<String> lines, String frame) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("🎯 " + frame + "'s attack ") || lines.get(i).startsWith("➖ " + frame + "'s attack ")) {
                return i;
            }
        }
        return -1;
    }

    /** The owner of the turn under way, if a frame is in its turn. */
    private static String ownerOfTurn(Game game) {
        return game.turn().map(Turn::owner).orElse(null);
    }

    private static int indexOf(List<String> lines, String start) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The attack's odds as the turn card offered it: the chance of a hit and of destroying the
     * target, from the dice, defense, spot and cover as they stood when the attack was declared.
     */
    private static Optional<String> oddsLine(Game game, Event.AttackDeclared attack) {
        try {
            Turn turn = game.roundState() == null ? null : game.roundState().active();
            if (turn == null || turn.target() == null) {
                return Optional.empty();
            }
            // A frame that hasn't acted defends when attacked: its defense isn't known yet, the card
            // showed no chance, and one worked out at defense 0 would be wrong (an odds audit).
            if (turn.target().frameTarget() && game.frame(turn.target().owner(), turn.target().frame())
                    .map(target -> !target.acted()).orElse(true)) {
                return Optional.empty();
            }
            AttackOdds odds = AttackChoices.forTurn(game, turn, turn.target(), attack.attack().cover(),
                    attack.attack().coverHits());
            return odds.choices().stream()
                    .filter(c -> c.die().notation().equals(attack.attack().die().notation()))
                    .filter(c -> (c.spot() > 0) == attack.attack().useSpot())
                    .findFirst().map(StoryReader::shown);
        } catch (RuntimeException unknowable) {
            return Optional.empty(); // odds the rules can't give for this attack: the card had none either
        }
    }

    /**
     * As the turn card gave them: a chance to destroy of 0 % left out, as the card leaves it (it
     * counts on its owner retreating, docs/odds.md; "0 % destroyed" over a frame then destroyed,
     * its owner having chosen otherwise, read as a contradiction: a report audit).
     */
    private static String shown(AttackChoice choice) {
        return "📈 " + OddsText.choiceLine(choice, false);
    }

    private static String played(List<ReadCommand> history) {
        String first = history.getFirst().at().toString().substring(0, 10);
        String last = history.getLast().at().toString().substring(0, 10);
        return first.equals(last) ? first : first + " to " + last;
    }

    /** A round being read: its blocks so far, and the entries of the one still open. */
    private static final class RoundBuilder {
        private final int number;
        private final String heading;
        private final List<String> owners = new ArrayList<>();
        private final List<List<BattleStory.Entry>> entries = new ArrayList<>();
        private List<BattleStory.Entry> open;
        private byte[] map;

        RoundBuilder(int number, String heading) {
            this.number = number;
            this.heading = heading;
        }

        /**
         * @param owner the owner of the turn the entry starts, or else of the turn under way (one
         *              resumed after a frame it attacked acted first), or null between turns
         * @param goesOn the line that says that turn goes on, when this opens its box again; null: none
         */
        void add(BattleStory.Entry entry, boolean starts, String owner, String goesOn) {
            // A turn resumed (its target acted first, then the attack landed) is a block of its own again,
            // and says so: it began with no heading, read as the turn before's (a report review).
            boolean resumed = open != null && owner != null && !owner.equals(owners.getLast());
            if (starts || open == null || resumed) {
                open = new ArrayList<>();
                owners.add(owner);
                entries.add(open);
                if (!starts && goesOn != null) { // (a turn's own lines after another's: it goes on)
                    List<String> lines = new ArrayList<>();
                    lines.add(goesOn);
                    lines.addAll(entry.lines());
                    entry = entry.withLines(lines, entry.continued());
                }
            }
            open.add(entry);
        }

        /**
         * The round's end said in the same command as a turn's end ("Round 1 is over", the
         * clock, the result) stands apart from that turn: it is between turns.
         */
        void endOfRound() {
            List<BattleStory.Entry> last = entries.getLast();
            BattleStory.Entry entry = last.getLast();
            int over = indexOf(entry.lines(), "**Round " + number + " is over.**");
            if (over < 0 || owners.getLast() == null) {
                return;
            }
            if (over == 0) {
                last.removeLast();
            } else {
                last.set(last.size() - 1, entry.withLines(entry.lines().subList(0, over), entry.continued()));
            }
            open = new ArrayList<>();
            owners.add(null);
            entries.add(open);
            open.add(entry.withLines(entry.lines().subList(over, entry.lines().size()), over > 0 || entry.continued()));
        }

        BattleStory.Round build() {
            List<BattleStory.Block> blocks = new ArrayList<>();
            for (int i = 0; i < owners.size(); i++) {
                blocks.add(new BattleStory.Block(owners.get(i), entries.get(i)));
            }
            return new BattleStory.Round(number, heading, blocks, map);
        }
    }

    /** What the channel told the table to do, as done: "(take 6 bricks off it)" read as an order in a record. */
    private static final Pattern TAKE_BRICKS = Pattern.compile("\\(take (\\d+) bricks off ");

    private static String told(String line) {
        return TAKE_BRICKS.matcher(line).replaceAll("($1 bricks off ");
    }
}
