package mfz.bot.commands.map;

import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.rules.game.Command;
import mfz.rules.map.Ruler;

/** {@code /game options map:<bool> ruler:<8|6>} read into the rules' command. */
public final class MapOption {

    private MapOption() {
    }

    /**
     * @param current the ruler of the map mode now on, or null when it is off
     * @return nothing when neither option was given
     */
    public static Optional<Command> command(String host, Optional<String> map, Optional<String> ruler, Ruler current) {
        Optional<Ruler> chosen = ruler.map(MapOption::ruler);
        if (map.isPresent() && !Boolean.parseBoolean(map.get())) {
            if (chosen.isPresent()) {
                throw new PlayerError("`ruler:` is for map mode: give it with `map:true`, or leave it out with `map:false`.");
            }
            return Optional.of(new Command.SetMap(host, null));
        }
        if (map.isEmpty() && chosen.isPresent() && current == null) {
            throw new PlayerError("`ruler:` is for map mode: add `map:true` to turn it on.");
        }
        if (map.isEmpty() && chosen.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Command.SetMap(host, chosen.orElse(current != null ? current : Ruler.EIGHT)));
    }

    private static Ruler ruler(String units) {
        try {
            return Ruler.ofUnits(Integer.parseInt(units)).orElseThrow(() -> new PlayerError(
                    "The ruler is 8 units, or 6 on a small table, not " + units + "."));
        } catch (NumberFormatException e) {
            throw new PlayerError("The ruler is 8 units, or 6 on a small table, not " + units + ".");
        }
    }
}
