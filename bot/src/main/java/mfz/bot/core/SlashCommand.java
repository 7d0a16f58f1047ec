package mfz.bot.core;

import java.util.List;

/**
 * One slash command: its public spec and what it does. Handlers return a {@link Reply}, or
 * throw {@link PlayerError} to refuse with a reason; they never touch a front end.
 */
public interface SlashCommand {

    CommandSpec spec();

    Reply handle(Request request);

    /**
     * The values that make sense for the caller in this option right now (their frames, the
     * stations on the table…), for autocomplete while they type. The router filters them by
     * what was typed and keeps the first {@value CommandRouter#MAX_SUGGESTIONS}. May throw: the
     * router then offers nothing.
     *
     * @param request the command as typed so far (options may be partial or missing)
     */
    default List<String> suggest(Request request, String option) {
        return List.of();
    }
}
