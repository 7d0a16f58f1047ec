package mfz.bot.commands.map;

import static mfz.bot.commands.OptionNames.NAME;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.SavedLayouts;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.map.MapLayout;
import mfz.rules.map.ReadyLayouts;

/**
 * {@code /map load name:<n>}: one of the bot's ready layouts ({@link ReadyLayouts}) or a layout
 * this server saved, in place of the terrain laid so far (step 1). Without a name it answers,
 * privately, with a menu of both: the step's "Saved maps…" button, for a phone.
 */
public final class MapLoad extends GameCommand {

    /** null: a bot without storage, which offers only the ready layouts */
    private final SavedLayouts layouts;

    public MapLoad(Play play, SavedLayouts layouts) {
        super(play);
        this.layouts = layouts;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("load", "Map, deployment step 1: lay out a ready map or one this server saved",
                OptionSpec.string(NAME, "A ready map (Crossroads…) or a saved map's name (none: a menu of them)")
                        .maxLength(32).build());
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().require(request.channelId());
        MapLayout now = MapPictures.layout(game);
        Optional<String> name = request.option(NAME).map(String::strip).filter(n -> !n.isEmpty());
        if (name.isEmpty()) {
            return menu(request, now);
        }
        // A ready layout's name is the bot's: MapSave keeps servers from shadowing it.
        Optional<MapLayout> ready = ReadyLayouts.named(name.get(), now.ruler());
        String shown = ReadyLayouts.spelled(name.get()).orElse(name.get());
        MapLayout loaded = ready.orElseGet(() -> {
            if (layouts == null) {
                throw new PlayerError("No ready map is called `" + name.get() + "`: "
                        + readyNames() + ".");
            }
            return layouts.load(request.guildId(), name.get());
        });
        Reply reply = run(request, acting -> List.of(new Command.LoadLayout(acting.id(), shown, loaded)));
        return MapPictures.withPicture(reply, play.games().require(request.channelId()));
    }

    /** The ready layouts and the server's own, as a private menu whose choice loads one. */
    private Reply menu(Request request, MapLayout now) {
        List<Component.Option> choices = new ArrayList<>();
        // The ready ones first (a server keeps up to 50 saved maps, a menu 25: an audit found the
        // ready ones cut first); saved maps past the menu are named by typing.
        for (ReadyLayouts.Ready ready : ReadyLayouts.all()) {
            choices.add(Controls.option(ready.name(), ready.name(), "ready: " + ready.words()));
        }
        List<String> saved = layouts == null ? List.of() : layouts.names(request.guildId()).stream()
                .filter(name -> ReadyLayouts.spelled(name).isEmpty()).toList();
        for (String name : saved) {
            choices.add(Controls.option(name, name, "saved on this server"));
        }
        List<String> beyond = choices.size() <= Controls.MAX_OPTIONS ? List.of()
                : saved.subList(saved.size() - (choices.size() - Controls.MAX_OPTIONS), saved.size());
        String intro = saved.isEmpty() ? "This server has no saved maps yet (`/map save` keeps one): a ready one?"
                : "Which map? The ready ones first, then the server's saved maps" + (beyond.isEmpty() ? "."
                : "; the rest by name, `/map load name:`: " + String.join(", ", beyond.stream().map(n -> "`" + n + "`").toList())
                + ".");
        List<Component.Row> rows = Controls.menu(ComponentIds.menu("map load", Map.of(), NAME), "Lay out a map…",
                choices).map(List::of).orElse(List.of());
        return new Reply(intro + " (" + now.side() + " units square)", List.of(), rows, true);
    }

    static String readyNames() {
        return "the ready ones are " + String.join(", ", ReadyLayouts.all().stream().map(ReadyLayouts.Ready::name)
                .toList());
    }
}
