package mfz.bot.core;

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
}
