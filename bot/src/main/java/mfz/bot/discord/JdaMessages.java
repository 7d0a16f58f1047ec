package mfz.bot.discord;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.function.Predicate;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Embed;
import mfz.bot.core.Form;
import mfz.bot.core.PhoneText;
import mfz.bot.core.PlainText;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.ActionComponent;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.actionrow.ActionRowChildComponent;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.buttons.ButtonStyle;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.utils.AttachedFile;
import net.dv8tion.jda.api.utils.AttachmentUpdate;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.LoggerFactory;

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
        for (Component.Row row : distinctIds(reply.rows())) {
            if (!row.components().isEmpty()) {
                rows.add(ActionRow.of(row.components().stream().map(c -> toComponent(c, faces)).toList()));
            }
        }
        builder.setComponents(rows);
        // Whoever must decide next is @mentioned and should be pinged; nobody else ever is
        // (no @everyone, no roles, no user a name or a player's text happens to mention): the
        // message allows exactly the users the bot itself mentions in it.
        builder.setAllowedMentions(EnumSet.noneOf(Message.MentionType.class));
        builder.mentionUsers(meant(reply.content()));
        builder.setFiles(reply.files().stream().map(file -> FileUpload.fromData(file.content(), file.name())).toList());
        return builder.build();
    }

    private static final Pattern USER_MENTION = Pattern.compile("<@!?(\\d{1,20})>");

    /** A backquote that opens or closes a code span: not an escaped one. Compiled once (every reply is split on it). */
    private static final Pattern CODE_QUOTE = Pattern.compile("(?<!\\\\)`");

    /**
     * The users a message's text means to ping: the bot writes {@code <@id>} only for players
     * who must act. Names can't carry that syntax (refused when chosen, escaped when taken from
     * Discord), and a mention inside a code span is shown, never meant. An escaped backquote
     * ({@code \`}, as a display name holding one is written) opens no code span: split on it, a
     * name with one before the prompt hid the deciding player's mention from the ping.
     */
    static List<String> meant(String content) {
        List<String> users = new ArrayList<>();
        String[] parts = CODE_QUOTE.split(content, -1);
        for (int i = 0; i < parts.length; i += 2) {
            Matcher m = USER_MENTION.matcher(parts[i]);
            while (m.find()) {
                if (!users.contains(m.group(1))) {
                    users.add(m.group(1));
                }
            }
        }
        return users;
    }

    /**
     * The rows with no id twice: Discord refuses a message whose controls repeat an id (a review
     * found the frame placements' menus sharing one), so a repeat gets its part number
     * ({@link mfz.bot.core.ComponentIds#distinct}); one that can't is left out, and logged.
     */
    static List<Component.Row> distinctIds(List<Component.Row> rows) {
        Map<String, Integer> seen = new HashMap<>();
        List<Component.Row> distinct = new ArrayList<>();
        for (Component.Row row : rows) {
            List<Component> components = new ArrayList<>();
            for (Component component : row.components()) {
                String id = component.id();
                int n = seen.merge(id, 1, Integer::sum);
                if (n == 1) {
                    components.add(component);
                    continue;
                }
                Optional<String> other = ComponentIds.distinct(id, n);
                if (other.isEmpty()) {
                    LoggerFactory.getLogger(JdaMessages.class).warn("A control repeating id {} was left out", id);
                    continue;
                }
                components.add(switch (component) {
                    case Component.Button button -> new Component.Button(other.get(), button.label(), button.style(),
                            button.disabled());
                    case Component.SelectMenu menu -> new Component.SelectMenu(other.get(), menu.placeholder(),
                            menu.options(), menu.minValues(), menu.maxValues());
                });
            }
            distinct.add(new Component.Row(components));
        }
        return distinct;
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

    private static ActionRowChildComponent toComponent(Component component,
                                                                                              DiceEmojis faces) {
        return switch (component) {
            case Component.Button button -> {
                Button shown = Button.of(style(button.style()), button.id(), plain(button.label()))
                        .withDisabled(button.disabled());
                yield faces.forLabel(button.label()).map(shown::withEmoji).orElse(shown);
            }
            case Component.SelectMenu menu -> StringSelectMenu.create(menu.id())
                    .setPlaceholder(plain(menu.placeholder()))
                    .setRequiredRange(menu.minValues(), menu.maxValues())
                    .addOptions(menu.options().stream()
                            .map(o -> SelectOption.of(plain(o.label()), o.value()).withDescription(plain(o.description())))
                            .toList())
                    .build();
        };
    }

    /**
     * The text without its markdown escapes, for what Discord shows as written (a button's label,
     * a menu's placeholder and options): a player's name comes escaped for the messages, so a
     * `cool_guy` read `cool\\_guy` on every button and menu naming them.
     */
    static String plain(String text) {
        return PlainText.of(text);
    }

    private static ButtonStyle style(Component.Style style) {
        return switch (style) {
            case PRIMARY -> ButtonStyle.PRIMARY;
            case SECONDARY -> ButtonStyle.SECONDARY;
            case SUCCESS -> ButtonStyle.SUCCESS;
            case DANGER -> ButtonStyle.DANGER;
        };
    }

    /** A form as Discord's modal: one labelled paragraph box whose id is the option it fills. */
    static Modal toModal(Form form) {
        String option = ComponentIds.decode(form.id()).choiceOption().orElseThrow();
        var box = TextInput.create(option,
                        TextInputStyle.PARAGRAPH)
                .setPlaceholder(form.placeholder()).setRequiredRange(1, form.maxLength()).build();
        return Modal.create(form.id(), form.title())
                .addComponents(Label.of(form.label(), box)).build();
    }

    /** A message's files as an edit keeps them (an edit made from a whole message would drop them). */
    static List<AttachedFile> kept(Message message) {
        return message.getAttachments().stream()
                .<AttachedFile>map(AttachmentUpdate::fromAttachment)
                .toList();
    }

    /** Whether any control under the message has an id like this. */
    static boolean anyControl(Message message, Predicate<String> id) {
        return message.getComponentTree().findAll(ActionComponent.class).stream()
                .anyMatch(control -> control.getCustomId() != null && id.test(control.getCustomId()));
    }

    /**
     * Whether a tapped message holds the control tapped. Discord sends a message's controls with
     * a tap: a forged tap sent on another message (the lobby's Join, a result card, an
     * announcement with none) had that message edited or stripped as if it were the tapped card
     * (a security audit, and a review: one with no controls was taken as it came).
     */
    static boolean mayHold(Message message, String customId) {
        return message.getComponentTree().findAll(ActionComponent.class).stream()
                .anyMatch(control -> customId.equals(control.getCustomId()));
    }
}
