package mfz.rules.company;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Chat mention syntax in the names players choose (frames, stations, companies, campaigns,
 * objectives). A name is shown in every announcement; one that mentions someone would ping
 * them each time, so such names are refused wherever they are typed or imported.
 */
public final class Mentions {

    /** What Discord reads as a mention of a user, a role, a channel or everyone. */
    private static final List<String> SYNTAX = List.of("<@&", "<@", "<#", "@everyone", "@here");

    private Mentions() {
    }

    /** The first mention syntax the name holds, if any. */
    public static Optional<String> in(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String lower = name.toLowerCase(Locale.ROOT);
        return SYNTAX.stream().filter(lower::contains).findFirst();
    }

    /** The refusal for a name that holds mention syntax, or empty when it holds none. */
    public static Optional<String> problem(String what, String name) {
        return in(name).map(syntax -> what + " can't hold `" + syntax
                + "`: names can't mention people, roles or channels.");
    }
}
