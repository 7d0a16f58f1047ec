package mfz.bot.store;

/**
 * A player's settings that hold in every game on every server: quiet hours as local times
 * ({@code HH:mm}) in a time zone (all three null: none), reminders by direct message, heads-up.
 */
public record StoredPreferences(String userId, String quietFrom, String quietTo, String zone, boolean directMessages,
                                boolean headsUp) {

    public static StoredPreferences none(String userId) {
        return new StoredPreferences(userId, null, null, null, false, false);
    }
}
