package mfz.bot.discord;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Request;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;

/**
 * The files attached to a slash command's ATTACHMENT options: a command receives each file's
 * text as the option's value. Discord only gives a link, so the file is downloaded, but only
 * after its announced size is checked against the option's limit ({@link OptionSpec#maxLength},
 * in bytes here); what is read is capped at the limit too, whatever the size claimed.
 */
final class AttachmentOptions {

    private static final Duration DOWNLOAD_WAIT = Duration.ofSeconds(10);

    /** One attached file, not yet downloaded, and the most bytes its option accepts. */
    record Pending(String option, Message.Attachment file, int limit) {
    }

    private AttachmentOptions() {
    }

    /** The attachments of a slash command, with their limits from the command's spec (read on the event thread). */
    static List<Pending> of(SlashCommandInteractionEvent event, List<CommandSpec> specs) {
        List<Pending> pending = new ArrayList<>();
        for (OptionMapping option : event.getOptions()) {
            if (option.getType() == OptionType.ATTACHMENT) {
                pending.add(new Pending(option.getName(), option.getAsAttachment(),
                        limit(specs, event.getFullCommandName(), option.getName())));
            }
        }
        return pending;
    }

    private static int limit(List<CommandSpec> specs, String command, String option) {
        String root = command.split(" ")[0];
        return specs.stream().filter(s -> s.name().equals(root)).findFirst()
                .flatMap(s -> s.find(command)).flatMap(s -> s.option(option))
                .map(OptionSpec::maxLength).orElse(OptionSpec.DEFAULT_MAX_LENGTH);
    }

    /**
     * The request with each attachment's text as its option's value (run in the channel's
     * queue: downloading takes time).
     *
     * @throws PlayerError when a file is too big, not UTF-8 text, or can't be fetched
     */
    static Request withTexts(Request request, List<Pending> pending) {
        if (pending.isEmpty()) {
            return request;
        }
        Map<String, String> options = new LinkedHashMap<>(request.options());
        for (Pending file : pending) {
            options.put(file.option(), text(file));
        }
        return new Request(request.interactionId(), request.guildId(), request.channelId(), request.caller(),
                request.command(), options);
    }

    private static String text(Pending pending) {
        Message.Attachment file = pending.file();
        String name = "`" + file.getFileName() + "`";
        if (file.getSize() > pending.limit()) {
            throw tooBig(name, pending.limit());
        }
        byte[] bytes;
        try (InputStream in = file.getProxy().download().get(DOWNLOAD_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
            bytes = in.readNBytes(pending.limit() + 1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw unreadable(name);
        } catch (ExecutionException | TimeoutException | IOException e) {
            throw unreadable(name);
        }
        if (bytes.length > pending.limit()) {
            throw tooBig(name, pending.limit());
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new PlayerError("The file " + name + " is not text (UTF-8), so nothing was read or changed.");
        }
    }

    private static PlayerError tooBig(String name, int limit) {
        return new PlayerError("The file " + name + " is too big: at most " + size(limit)
                + " is accepted, so nothing was read or changed.");
    }

    private static PlayerError unreadable(String name) {
        return new PlayerError("I could not fetch the file " + name + " from Discord, so nothing was changed. "
                + "Please try again.");
    }

    private static String size(int bytes) {
        return bytes >= 10 * 1024 ? bytes / 1024 + " KB" : bytes + " bytes";
    }
}
