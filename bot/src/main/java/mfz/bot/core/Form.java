package mfz.bot.core;

import java.util.List;
import java.util.Optional;

/**
 * A form a tap opens (Discord's modal): one text box, whose text fills the option its id
 * names, so submitting it runs the same command as typing it ({@link ComponentIds#menu}:
 * {@code company frames|frames}). The console has no forms: it shows the command to type.
 *
 * @param id          the command and the option the text fills, as a menu's id
 * @param title       the form's title (Discord: at most 45 characters)
 * @param label       the text box's label (at most 45)
 * @param placeholder an example of what to write (at most 100)
 * @param maxLength   the most characters the box takes (at most 4,000)
 * @param typed       the command a console player types instead
 */
public record Form(String id, String title, String label, String placeholder, int maxLength, String typed) {

    public static final int MAX_TITLE = 45;

    public static final int MAX_PLACEHOLDER = 100;
    public static final int MAX_TEXT = 4000;

    public Form {
        if (title.length() > MAX_TITLE || label.length() > MAX_TITLE || placeholder.length() > MAX_PLACEHOLDER
                || maxLength < 1 || maxLength > MAX_TEXT) {
            throw new IllegalArgumentException("a form beyond Discord's limits: " + title);
        }
    }

    /**
     * The same form, carrying from the request that opened it who it acted as ({@code as:}, or
     * the bot's seat the host acted for, {@code seat:}),
     * unless the form fixes it itself: the host's form for an absent player was submitted as
     * the host's own. Not the control's version: others act while a player types, and the rules
     * decide the submit anyway. An id that would grow past Discord's length stays as it was.
     */
    public Form carrying(Request request) {
        ComponentIds.Action action;
        try {
            action = ComponentIds.decode(id);
        } catch (IllegalArgumentException notOurs) {
            return this;
        }
        // Appended to the id as it is: decoding it and encoding it again would turn the names
        // it holds as tokens into tokens of tokens (an id's options may come in any order).
        StringBuilder carried = new StringBuilder(id);
        // The command to type says it too: typed as it was shown, it acted as the host (a console audit).
        StringBuilder typedToo = new StringBuilder(typed == null ? "" : typed);
        for (String kept : List.of("as", "seat")) {
            Optional<String> value = request.option(kept).filter(v -> !v.isBlank());
            if (value.isPresent() && !action.options().containsKey(kept)
                    && !action.choiceOption().map(kept::equals).orElse(false)) {
                carried.append('|').append(kept).append('=').append(ComponentIds.escaped(value.get()));
                if (typed != null) {
                    typedToo.append(' ').append(Typed.option(kept, value.get()));
                }
            }
        }
        return carried.length() == id.length() || carried.length() > ComponentIds.MAX_LENGTH ? this
                : new Form(carried.toString(), title, label, placeholder, maxLength,
                typed == null ? null : typedToo.toString());
    }
}
