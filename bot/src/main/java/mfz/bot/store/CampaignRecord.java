package mfz.bot.store;

/** A campaign's row: the server it belongs to and its name as first written. */
public record CampaignRecord(long id, String guildId, String name) {
}
