package mfz.bot.commands.rules;

/**
 * One {@code /rules} topic.
 *
 * @param key      what players type in {@code topic:}
 * @param title    its heading
 * @param answer   the explanation, short enough for a phone screen
 * @param commands the related commands, or empty
 */
public record RuleTopic(String key, String title, String answer, String commands) {
}
