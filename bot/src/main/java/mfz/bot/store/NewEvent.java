package mfz.bot.store;

/** An event to append: its type name (for reading the log without parsing) and its JSON. */
public record NewEvent(String type, String payload) {
}
