package mfz.bot.commands;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import mfz.rules.options.AdvancedOption;

/**
 * The names of the commands' options, as players type them ({@code frame:Anvil-1}). A spec
 * declares an option and its handler reads it by the same constant, so the two can't drift.
 */
public final class OptionNames {

    /** The host acts for an absent player: {@code as:@player}. */
    public static final String AS = "as";

    public static final String AVERAGE = "average";
    public static final String BANNED = "banned";
    public static final String BEHAVIOUR = "behaviour";
    public static final String BRICKS = "bricks";
    public static final String CAMPAIGN = "campaign";
    public static final String CONFIRM = "confirm";
    public static final String COPES = "copes";
    public static final String COUNT = "count";
    public static final String COVER = "cover";
    public static final String COVER_HITS = "cover-hits";
    public static final String COVER_OWNER = "cover-owner";
    public static final String DICE = "dice";
    public static final String DIE = "die";
    public static final String DOOMSDAY = "doomsday";
    public static final String ENVIRONMENT = "environment";
    public static final String FILE = "file";
    public static final String FIRST = "first";
    public static final String FRAME = "frame";
    public static final String FRAMES = "frames";
    public static final String FROM = "from";
    public static final String HAZARD = "hazard";
    public static final String HAZARD_KIND = "hazard-kind";
    public static final String JETTISON = "jettison";
    /** {@code /turn start defend:best}: the defense no other choice could beat is made with the roll. */
    public static final String DEFEND = "defend";
    /** The one value of {@link #DEFEND}. */
    public static final String BEST = "best";
    public static final String LOADOUT = "loadout";
    public static final String DESIGN = "design";
    public static final String NAME = "name";
    public static final String NEAR = "near";
    public static final String OBJECTIVE = "objective";
    public static final String OFF = "off";
    public static final String ON = "on";
    public static final String OPTION = "option";
    public static final String OWNER = "owner";
    public static final String PICKS = "picks";
    public static final String PLAYER = "player";
    public static final String PRIVATE = "private";
    public static final String RANGE = "range";
    public static final String REMIND = "remind";
    public static final String SEAT = "seat";
    public static final String SECOND = "second";
    public static final String SIZE = "size";
    public static final String SPOT = "spot";
    public static final String STRENGTH = "strength";
    public static final String OVERRIDE = "override";
    public static final String SSR = "ssr";
    public static final String SSRS_TO = "ssrs-to";
    public static final String THREAD = "thread";
    public static final String TO = "to";
    public static final String ZONE = "zone";
    public static final String STATION = "station";
    public static final String SYSTEM = "system";
    public static final String TARGET = "target";
    public static final String TARGET_OWNER = "target-owner";
    public static final String WHERE = "where";
    /** {@code /turn spot end:true}: the spot, the turn's last action, ends the turn with it. */
    public static final String END = "end";
    // map mode (docs/rules.md §10)
    public static final String MAP = "map";
    public static final String RULER = "ruler";
    public static final String SHAPE = "shape";
    public static final String HEIGHT = "height";
    public static final String AT = "at";

    private OptionNames() {
    }

    /** Option names of the advanced rules, in the order of docs/rules.md §8. */
    public static final Map<String, AdvancedOption> ADVANCED = advanced();

    private static Map<String, AdvancedOption> advanced() {
        Map<String, AdvancedOption> names = new LinkedHashMap<>();
        names.put("split-range", AdvancedOption.SPLIT_RANGE);
        names.put("elevation", AdvancedOption.ELEVATION);
        names.put("hazards", AdvancedOption.HAZARDS);
        names.put("per-frame-initiative", AdvancedOption.PER_FRAME_INITIATIVE);
        names.put("drop-whites", AdvancedOption.DROP_WHITES);
        names.put("jettison", AdvancedOption.JETTISON);
        return Collections.unmodifiableMap(names);
    }
}
