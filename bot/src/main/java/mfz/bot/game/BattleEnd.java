package mfz.bot.game;

import mfz.bot.store.CampaignAppend;
import mfz.bot.store.GameRecord;
import mfz.rules.game.Game;

/**
 * How a campaign battle's end is recorded in its campaign: the campaign's events, stored in
 * the same transaction as the game's last command (or its abandonment), so a failure leaves
 * both as they were and never a battle its campaign still thinks is being played.
 */
@FunctionalInterface
public interface BattleEnd {

    /** Where no campaigns are kept. */
    BattleEnd NONE = (battle, end) -> null;

    /**
     * @param battle the game's row; it names a campaign
     * @param end    the game as it ends (at doomsday, or as it was when abandoned)
     * @return the campaign's events, or null when the campaign doesn't know this game as its
     *         battle being played (the game's own end stands)
     */
    CampaignAppend of(GameRecord battle, Game end);
}
