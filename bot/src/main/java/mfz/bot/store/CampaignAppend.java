package mfz.bot.store;

import java.util.List;
import java.util.function.LongFunction;

/**
 * A campaign's events stored in the same transaction as a change to one of its battles (the
 * game opened, ended or abandoned), so the game and its campaign never disagree: both are
 * stored, or neither is.
 *
 * @param expected how many events the campaign had when they were decided: if another was
 *                 stored meanwhile, nothing is ({@link StoreException.CampaignChanged})
 * @param events   the events, made from the game's id (an opening game gets its id only as
 *                 it is stored); may throw to refuse, and then nothing is stored
 */
public record CampaignAppend(long campaignId, int expected, String actor, LongFunction<List<NewEvent>> events) {
}
