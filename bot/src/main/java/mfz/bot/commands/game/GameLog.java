package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.COUNT;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Shortened;
import mfz.bot.game.GameService;
import mfz.bot.render.EventText;
import mfz.bot.render.TakenBack;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.map.MapLayout;

/** {@code /game log [count]}: the latest accepted commands in plain words, with who gave them. */
public final class GameLog extends GameCommand {

    static final int DEFAULT_COUNT = 10;
    static final int MAX_COUNT = 25;

    public GameLog(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("log", "The latest actions in plain words",
                OptionSpec.integer(COUNT, "How many actions (1 to " + MAX_COUNT + ", default " + DEFAULT_COUNT + ")")
                        .range(1, MAX_COUNT).build());
    }

    @Override
    public Reply handle(Request request) {
        int count = request.option(COUNT).map(Integer::parseInt).orElse(DEFAULT_COUNT);
        if (count < 1 || count > MAX_COUNT) {
            throw new PlayerError("`count:` must be from 1 to " + MAX_COUNT + ".");
        }
        Game game = play.games().requireOrLastFinished(request.channelId());
        Map<Long, List<GameService.LoggedEvent>> commands = new LinkedHashMap<>();
        // Whoever left is named as they last joined: the game no longer knows them.
        Map<String, String> joinedAs = new HashMap<>();
        for (GameService.LoggedEvent logged : play.games().log(request.channelId())) {
            commands.computeIfAbsent(logged.stored().commandSeq(), k -> new ArrayList<>()).add(logged);
            if (logged.event() instanceof Event.PlayerJoined joined) {
                joinedAs.put(joined.player(), joined.name());
            }
        }
        // The map before each command, for a piece laid under a name it held (the log reads no game per command).
        Map<Long, Optional<MapLayout>> mapBefore = new HashMap<>();
        Game running = Game.EMPTY;
        for (Map.Entry<Long, List<GameService.LoggedEvent>> command : commands.entrySet()) {
            mapBefore.put(command.getKey(), running.map());
            for (GameService.LoggedEvent logged : command.getValue()) {
                running = running.apply(logged.event());
            }
        }
        Function<String, String> named = id -> game.player(id).isPresent() ? game.nameOf(id)
                : joinedAs.getOrDefault(id, standIn(game, id));
        List<String> lines = new ArrayList<>();
        // Before the start another player's company edits are left out, and the lines go
        // unnumbered: how often someone edited (or the gaps in the numbers) would say how far
        // their secret company has come.
        boolean lobby = game.phase().companiesSecret();
        if (lobby) {
            commands.values().removeIf(events -> events.stream().allMatch(e -> e.event() instanceof Event.CompanyChanged)
                    && !events.getFirst().stored().actor().equals(request.caller().id()));
        }
        // The commands as they stand, and the undos between them, in the order they came (an
        // adversarial play: a host taking back another's action left no trace here).
        List<Entry> entries = new ArrayList<>();
        for (Map.Entry<Long, List<GameService.LoggedEvent>> command : commands.entrySet()) {
            List<GameService.LoggedEvent> events = command.getValue();
            GameService.LoggedEvent first = events.getFirst();
            String who = named.apply(first.stored().actor())
                    + (first.stored().onBehalfOf() == null ? "" : " (by " + standIn(game, first.stored().onBehalfOf()) + ")");
            List<Event> parsed = events.stream().map(GameService.LoggedEvent::event).toList();
            List<String> said = EventText.describeLogged(parsed, game, named, mapBefore.get(command.getKey()));
            // A seat is named: its id written as a mention showed as `<@bot-easy-1>` (an adversarial play).
            String what = said.isEmpty() ? "edited their company" : BotSeats.unmention(game, String.join(" ", said));
            entries.add(new Entry(first.stored().createdAt(), (lobby ? "• " : "`#" + command.getKey() + "` ")
                    + "**" + who + "** — " + what));
        }
        List<GameService.LoggedUndo> undos = play.games().undos(request.channelId());
        // A player whose join was taken back is named as they joined too (it read their raw id).
        undos.forEach(undo -> undo.events().stream().filter(Event.PlayerJoined.class::isInstance)
                .map(Event.PlayerJoined.class::cast)
                .forEach(joined -> joinedAs.putIfAbsent(joined.player(), joined.name())));
        for (GameService.LoggedUndo undo : undos) {
            boolean secret = undo.events().stream().allMatch(e -> e instanceof Event.CompanyChanged);
            if (lobby && secret && !request.caller().id().equals(undo.actor())) {
                continue;
            }
            List<String> said = EventText.describeLogged(undo.events(), game, named);
            String what = said.isEmpty() ? "a company edit" : BotSeats.unmentionEveryone(game, String.join(" ", said));
            entries.add(new Entry(undo.at(), TakenBack.line(undo.undoneBy(), undo.actor(), what, named)));
        }
        entries.sort(Comparator.comparing(Entry::at));
        entries.subList(Math.max(0, entries.size() - count), entries.size()).forEach(entry -> lines.add(entry.line()));
        String text = String.join("\n", lines);
        if (text.length() > 4000) {
            text = "…" + Shortened.tail(text, 3990);
        }
        return new Reply("", List.of(Embed.of("Game log", text).withColour(0x5865F2)), List.of(), true);
    }

    /** A line of the log and when what it tells happened. */
    private record Entry(Instant at, String line) {
    }

    /**
     * Who acted for the player or host: a player by name; else a channel manager standing in for
     * the host, whom the game doesn't name, as a mention (Discord shows their name in the embed,
     * which pings nobody; the console writes it @id). It was their raw user id.
     */
    static String standIn(Game game, String id) {
        if (game.player(id).isPresent()) {
            return game.nameOf(id);
        }
        // Only a user's id (Discord's digits, or a console player's name) is shown as a mention;
        // anything else an imported file wrote there (a role, a masked link) is shown as the text it
        // is (an import audit).
        return id.matches(Caller.USER_ID) ? "<@" + id + ">" : "`" + id.replace("`", "'") + "`";
    }
}
