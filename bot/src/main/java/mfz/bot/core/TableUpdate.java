package mfz.bot.core;

/**
 * The channel's table message as it should now look. Discord edits the message in place
 * (or posts it, when there is none or {@code repost} is set); the console prints it when
 * {@code repost} is set, so a terminal is not flooded after every small change.
 *
 * @param repost post it again as a new message at the bottom of the channel
 */
public record TableUpdate(Embed embed, boolean repost) {
}
