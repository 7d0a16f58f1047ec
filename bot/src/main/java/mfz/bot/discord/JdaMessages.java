package mfz.bot.discord;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import mfz.bot.core.Component;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.core.PhoneText;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.buttons.ButtonStyle;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/** Turns a {@link Reply} into a JDA message: the only place the bot's replies meet JDA types. */
final class JdaMessages {

    private JdaMessages() {
    }

    static MessageCreateData toMessage(Reply reply) {
        return toMessage(reply, DiceEmojis.none());
    }

    /** The message with its dice shown as the faces Discord has as emojis (text, embeds and buttons). */
    static MessageCreateData toMessage(Reply shown, DiceEmojis faces) {
        Reply reply = faces.dress(PhoneText.forButtons(shown));
        MessageCreateBuilder builder = new MessageCreateBuilder();
        if (!reply.content().isEmpty()) {
            builder.setContent(reply.content());
        }
        builder.setEmbeds(reply.embeds().stream().map(JdaMessages::toEmbed).toList());
        List<ActionRow> rows = new ArrayList<>();
        for (Component.Row row : reply.rows()) {
            rows.add(ActionRow.of(row.components().stream().map(c -> toComponent(c, faces)).toList()));
        }
        builder.setComponents(rows);
        // Whoever must decide next is @mentioned and should be pinged; nobody else ever is
        // (no @everyone, no roles, whatever a player's text contains).
        builder.setAllowedMentions(EnumSet.of(Message.MentionType.USER));
        builder.setFiles(reply.files().stream().map(file -> FileUpload.fromData(file.content(), file.name())).toList());
        return builder.build();
    }

    static MessageEmbed toEmbed(Embed embed) {
        EmbedBuilder builder = new EmbedBuilder();
        builder.setTitle(embed.title());
        builder.setDescription(embed.description());
        if (embed.colour() != null) {
            builder.setColor(embed.colour());
        }
        for (Embed.Field field : embed.fields()) {
            builder.addField(field.name(), field.value(), field.inline());
        }
        builder.setFooter(embed.footer());
        return builder.build();
    }

    private static net.dv8tion.jda.api.components.actionrow.ActionRowChildComponent toComponent(Component component,
                                                                                              DiceEmojis faces) {
        return switch (component) {
            case Component.Button button -> {
                Button shown = Button.of(style(button.style()), button.id(), button.label())
                        .withDisabled(button.disabled());
                yield faces.forLabel(button.label()).map(shown::withEmoji).orElse(shown);
            }
            case Component.SelectMenu menu -> StringSelectMenu.create(menu.id())
                    .setPlaceholder(menu.placeholder())
                    .setRequiredRange(menu.minValues(), menu.maxValues())
                    .addOptions(menu.options().stream()
                            .map(o -> SelectOption.of(o.label(), o.value()).withDescription(o.description()))
                            .toList())
                    .build();
        };
    }

    private static ButtonStyle style(Component.Style style) {
        return switch (style) {
            case PRIMARY -> ButtonStyle.PRIMARY;
            case SECONDARY -> ButtonStyle.SECONDARY;
            case SUCCESS -> ButtonStyle.SUCCESS;
            case DANGER -> ButtonStyle.DANGER;
        };
    }
}
