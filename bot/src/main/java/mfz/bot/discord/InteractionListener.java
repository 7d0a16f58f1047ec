package mfz.bot.discord;

import java.util.LinkedHashMap;
import java.util.Map;
import mfz.bot.core.Caller;
import mfz.bot.core.ChannelQueues;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Receives Discord's interactions, turns each into a {@link Request}, queues it behind the
 * channel's earlier commands and sends the router's {@link Reply} back. No rules, no SQL.
 */
final class InteractionListener extends ListenerAdapter {

    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class);

    private final CommandRouter router;
    private final ChannelQueues queues;

    InteractionListener(CommandRouter router, ChannelQueues queues) {
        this.router = router;
        this.queues = queues;
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        Request request = toRequest(event);
        queues.submit(request.channelId(), () -> {
            Reply reply = router.route(request);
            event.reply(JdaMessages.toMessage(reply)).setEphemeral(reply.ephemeral())
                    .queue(null, failure -> log.warn("Could not reply to /{} in channel {}: {}",
                            request.command(), request.channelId(), failure.toString()));
        });
    }

    static Request toRequest(SlashCommandInteractionEvent event) {
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionMapping option : event.getOptions()) {
            options.put(option.getName(), option.getAsString());
        }
        Member member = event.getMember();
        boolean manages = member != null && event.getGuildChannel() != null
                && member.hasPermission(event.getGuildChannel(), Permission.MANAGE_CHANNEL);
        String name = member != null ? member.getEffectiveName() : event.getUser().getEffectiveName();
        Caller caller = new Caller(event.getUser().getId(), name, manages);
        String guild = event.getGuild() != null ? event.getGuild().getId() : null;
        return new Request(event.getId(), guild, event.getChannelId(), caller, event.getFullCommandName(), options);
    }
}
