package mfz.bot.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A card of text, as Discord shows an embed: a title, a description, a colour stripe and
 * named fields. Front ends convert it; nothing here knows about Discord's types.
 *
 * @param colour RGB colour of the stripe, or null for none
 */
public record Embed(String title, String description, Integer colour, List<Field> fields, String footer) {

    /** Discord's longest description, in characters. */
    public static final int MAX_DESCRIPTION = 4096;

    /** Discord's longest field value, in characters. */
    public static final int MAX_FIELD = 1024;

    /** What a message's embeds may hold in all (titles, descriptions, fields, footers), in characters. */
    public static final int MAX_IN_A_MESSAGE = 6000;

    public Embed {
        fields = List.copyOf(fields == null ? List.of() : fields);
    }

    public static Embed of(String title, String description) {
        return new Embed(title, description, null, List.of(), null);
    }

    public Embed withColour(int rgb) {
        return new Embed(title, description, rgb, fields, footer);
    }

    public Embed withFooter(String text) {
        return new Embed(title, description, colour, fields, text);
    }

    public Embed withField(String name, String value, boolean inline) {
        List<Field> more = new ArrayList<>(fields);
        more.add(new Field(name, value, inline));
        return new Embed(title, description, colour, more, footer);
    }

    /** One named value inside an embed; inline fields may sit side by side. */
    public record Field(String name, String value, boolean inline) {
    }
}
