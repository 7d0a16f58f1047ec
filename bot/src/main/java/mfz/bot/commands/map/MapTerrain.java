package mfz.bot.commands.map;

import static mfz.bot.commands.OptionNames.HEIGHT;
import static mfz.bot.commands.OptionNames.NAME;
import static mfz.bot.commands.OptionNames.SHAPE;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Typed;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.map.MapLayout;
import mfz.rules.map.ShapeNotation;

/**
 * {@code /map terrain name:<n> shape:<rect x,y,w,h | poly x,y x,y …> height:<bricks>}: a player
 * lays a piece of terrain (or reshapes the piece of that name) in deployment step 1. Without a
 * name the piece is the next free {@code Piece n}; without a shape a form asks for it, which is
 * how the step's "Add a piece…" menu (a height a choice) lets a phone player lay one.
 */
public final class MapTerrain extends GameCommand {

    /** The longest shape a table types: 24 corners of two numbers with decimals. */
    static final int MAX_SHAPE = 400;

    public MapTerrain(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("terrain", "Map, deployment step 1: lay a piece of terrain (same name: reshape it)",
                // Discord lists the required options first.
                OptionSpec.integer(HEIGHT, "Height in bricks (3 or more gives cover)").required()
                        .placeholder("bricks").range(1, ShapeNotation.MAX_BRICKS).build(),
                OptionSpec.string(NAME, "The piece's name (none: the next Piece n)").maxLength(32).build(),
                OptionSpec.string(SHAPE, "rect x,y,w,h or poly x,y x,y x,y … in ruler units (none: a form asks)")
                        .placeholder("rect x,y,w,h").maxLength(MAX_SHAPE).build());
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().require(request.channelId());
        MapLayout layout = MapPictures.layout(game);
        int bricks = Integer.parseInt(request.option(HEIGHT).orElseThrow());
        Optional<String> named = request.option(NAME).map(String::strip).filter(n -> !n.isEmpty());
        Optional<String> shape = request.option(SHAPE).map(String::strip).filter(s -> !s.isEmpty());
        if (shape.isEmpty()) {
            // Refused before the form (not after it is filled): out of step 1, a wrong height or name, a full map.
            String actor = play.acting(request).id();
            Command probe = new Command.LayTerrain(actor, named.orElseGet(() -> nextFree(layout)), "rect 0,0,1,1", bricks);
            if (!GameQueries.accepts(game, probe)) {
                return run(request, acting -> List.of(probe));
            }
            return Reply.form(form(named, bricks, layout), "Where does the piece lie? `" + typedForm(named, bricks)
                    + "`");
        }
        String name = named.orElseGet(() -> nextFree(layout));
        Reply reply = run(request, acting -> List.of(new Command.LayTerrain(acting.id(), name, shape.get(), bricks)));
        return MapPictures.withPicture(reply, play.games().require(request.channelId()));
    }

    /** The form that asks a piece's shape: submitting it lays the piece with this height (and name). */
    static Form form(Optional<String> name, int bricks, MapLayout layout) {
        Map<String, String> fixed = new LinkedHashMap<>();
        fixed.put(HEIGHT, Integer.toString(bricks));
        name.ifPresent(n -> fixed.put(NAME, n));
        String title = name.map(n -> "Lay " + n + ", " + bricks + " bricks high").orElse("A piece " + bricks
                + " bricks high");
        int middle = layout.side() / 2;
        return new Form(ComponentIds.menu("map terrain", fixed, SHAPE),
                title.length() <= Form.MAX_TITLE ? title : "Lay a piece of terrain",
                "rect x,y,w,h (table 0 to " + layout.side() + ")",
                "rect " + (middle - 2) + "," + (middle - 1) + ",4,2   or   poly 2,2 5,2 4,5", MAX_SHAPE,
                typedForm(name, bricks));
    }

    /** The command the form stands for, as typed: the shape quoted, since it holds spaces. */
    private static String typedForm(Optional<String> name, int bricks) {
        return "/map terrain " + name.map(n -> Typed.option(NAME, n) + " ").orElse("")
                + "shape:\"rect x,y,w,h\" height:" + bricks;
    }

    /** The first {@code Piece n} the map doesn't hold: a name for a piece laid without one. */
    static String nextFree(MapLayout layout) {
        for (int n = layout.terrain().size() + 1; ; n++) {
            String name = "Piece " + n;
            if (layout.piece(name).isEmpty()) {
                return name;
            }
        }
    }
}
