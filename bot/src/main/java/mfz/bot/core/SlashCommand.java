package mfz.bot.core;

/**
 * One slash command: its public spec and what it does. Handlers return a {@link Reply}, or
 * throw {@link PlayerError} to refuse with a reason; they never touch a front end.
 */
public interface SlashCommand {

    CommandSpec spec();

    Reply handle(Request request);
}
