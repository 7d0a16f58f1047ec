package mfz.bot.commands.map;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.CommandGroup;
import mfz.bot.commands.play.Play;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.SavedLayouts;

/** {@code /map}: the battlefield of a game in map mode (docs/rules.md §10). */
public final class MapCommands {

    private MapCommands() {
    }

    /** @param layouts the server's saved maps, or null: no {@code save}, and {@code load} lays only the ready maps */
    public static CommandGroup group(Play play, SavedLayouts layouts) {
        List<SlashCommand> commands = new ArrayList<>(List.of(new MapTerrain(play), new MapRemove(play)));
        if (layouts != null) {
            commands.add(new MapSave(play, layouts));
        }
        commands.add(new MapLoad(play, layouts));
        commands.add(new MapShow(play));
        commands.add(new MapConfirm(play));
        commands.add(new MapCover(play));
        return new CommandGroup("map", "Map mode: lay out the battlefield, save or load a layout, see it, "
                + "confirm an override", commands);
    }
}
