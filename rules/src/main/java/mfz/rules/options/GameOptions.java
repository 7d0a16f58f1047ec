package mfz.rules.options;

import com.fasterxml.jackson.annotation.JsonInclude;
import mfz.rules.map.Ruler;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import mfz.rules.campaign.CampaignTerms;

/**
 * What the table agreed before play.
 *
 * @param size             skirmish, battle or demo game
 * @param ssrCount         single-shot rockets every company carries in all (0 to 8)
 * @param advanced         the advanced options switched on, kept sorted so the JSON is stable
 * @param startingDoomsday where the doomsday clock starts
 * @param campaign         the campaign terms of a campaign battle, or null
 * @param map              map mode (docs/rules.md §10) with this ruler, or null: the table declares
 *                         ranges, cover and stations (absent from games stored before map mode: null)
 */
public record GameOptions(GameSize size, int ssrCount, List<AdvancedOption> advanced, int startingDoomsday,
                          CampaignTerms campaign,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Ruler map) {


    public static final int DEFAULT_SSRS = 3;
    public static final int MAX_SSRS = 8;
    /** Ruling: the table may start the clock anywhere from 1 to 30. */
    public static final int MAX_DOOMSDAY = 30;

    public GameOptions {
        if (size == null) {
            throw new IllegalArgumentException("a game needs a size");
        }
        EnumSet<AdvancedOption> set = EnumSet.noneOf(AdvancedOption.class);
        if (advanced != null) {
            set.addAll(advanced);
        }
        advanced = List.copyOf(set);
    }

    /** The defaults for a game of this size: 3 SSRs, no advanced option, the size's clock. */
    public static GameOptions defaults(GameSize size) {
        return new GameOptions(size, DEFAULT_SSRS, List.of(), size.defaultDoomsday(), null, null);
    }

    /** This game as a battle of a campaign, with these terms. */
    public GameOptions withCampaign(CampaignTerms terms) {
        return new GameOptions(size, ssrCount, advanced, startingDoomsday, terms, map);
    }

    /** @param ruler the map's ruler, or null: no map */
    public GameOptions withMap(Ruler ruler) {
        return new GameOptions(size, ssrCount, advanced, startingDoomsday, campaign, ruler);
    }

    public boolean mapMode() {
        return map != null;
    }

    public boolean campaignBattle() {
        return campaign != null;
    }

    public boolean has(AdvancedOption option) {
        return advanced.contains(option);
    }

    public boolean demo() {
        return size == GameSize.DEMO;
    }

    /**
     * Ruling (ours): a clock the host set stays between a skirmish and a battle, which both start at
     * 11 (a clock of 3 went back to 11 on a change to battle, said only in the options line: a
     * bad-input audit); into or out of a demo, the size's own clock (5, or 11).
     */
    public GameOptions withSize(GameSize newSize) {
        boolean demoChanges = size == GameSize.DEMO || newSize == GameSize.DEMO;
        return new GameOptions(newSize, ssrCount, advanced, demoChanges ? newSize.defaultDoomsday() : startingDoomsday,
                campaign, map);
    }

    public GameOptions withSsrCount(int count) {
        return new GameOptions(size, count, advanced, startingDoomsday, campaign, map);
    }

    public GameOptions withDoomsday(int clock) {
        return new GameOptions(size, ssrCount, advanced, clock, campaign, map);
    }

    public GameOptions with(AdvancedOption option, boolean on) {
        Set<AdvancedOption> set = EnumSet.noneOf(AdvancedOption.class);
        set.addAll(advanced);
        if (on) {
            set.add(option);
        } else {
            set.remove(option);
        }
        return new GameOptions(size, ssrCount, List.copyOf(set), startingDoomsday, campaign, map);
    }
}
