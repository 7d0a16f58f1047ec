package mfz.bot.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.rules.game.Waiting;

/**
 * A reply as a phone shows it, on a front end with buttons. The slash syntax a message spells
 * out is for the few who type: the public message keeps what happened, who decides now and
 * the buttons, and the typed commands go behind one small {@value #LABEL} button
 * ({@code /help}, answered privately, says them for whoever taps it). The line that says who
 * decides drops what the card already shows (the round and clock, which the table shows too;
 * the dice just rolled, shown as faces a line above), and a damage die that did nothing says
 * so only in the damage roll's line. The console, where players type and
 * read plain text, keeps it all.
 */
public final class PhoneText {

    /** The button that answers with the typed commands, privately. */
    public static final String LABEL = "⌨️ Type it";

    /** How a line begins that names a command no control offers: it stays, slash syntax and all. */
    public static final String TYPED_ONLY = "⌨️ ";

    /** The command the button stands for: {@code /help step:true}, this step's commands and no more. */
    public static final String COMMAND = "help|step=true";

    /** A sentence's end: its stop, any bold or bracket closing on it ("**Round 1 is over.**"), then a space or the end. */
    private static final String SENTENCE_END = "[.!?](?:\\*\\*|[)_\"'»”])*(?=\\s|$)";

    /**
     * A sentence that names a command to type: {@code … with `/turn start frame:Fang-1`.} It begins
     * a line or a word, and ends at a full stop (or ! or ?) that ends a word: one inside a name
     * ("dot.name") cut the sentence there, and "A frame of dot." was left of it (a report audit).
     */
    private static final Pattern TYPED_SENTENCE = Pattern.compile(
            "(?:(?<=^)|(?<=\\s))(?:(?!" + SENTENCE_END + ").)*`/[^`]*`(?:(?!" + SENTENCE_END + ").)*(?:"
                    + SENTENCE_END + ")?");

    /**
     * A command to type given in brackets after what it does ({@code … agree where it stands
     * (`/deploy done`).}): only the brackets go, the sentence says what is asked (a phone audit: a
     * reminder at deployment's last step lost the whole sentence, and read only "has waited on you").
     */
    private static final Pattern TYPED_ASIDE = Pattern.compile(" ?\\(`/[^`]*`\\)");

    /** The round and clock that start the line of who decides: the table says them. */
    private static final Pattern ROUND = Pattern.compile("^(👉 (?:<@\\d+> )?)Round \\d+, doomsday clock at \\d+: ");

    /** The dice a frame just rolled, repeated in the line of who decides: the roll line shows them. */
    private static final Pattern ROLLED = Pattern.compile(" rolled (?:d?\\d*[A-Z]\\d+ )+and ");

    /**
     * The wait on a frame an attack made act first, with its owner named twice beside the ping ("👉 @vincent
     * vincent's Anvil-1 was attacked and acts now: vincent names its target and range and rolls.": a phone
     * review): under its menu of targets, it says to pick one.
     */
    private static final Pattern ATTACKED = Pattern.compile("^(👉 <@\\d+> )(?:[^\\n]+?'s )?(.+?) was attacked and acts now: "
            + ".+ names its target and range and rolls\\.$");

    /** How the game's end is said. */
    private static final String GAME_OVER = "🏁 ";

    /** The final scores in the game's end line, which the result card lists. */
    private static final Pattern FINAL_SCORES = Pattern.compile(" Final scores: [^\\n]*?\\.$");

    /** A damage die that did nothing: the line of the damage roll lists it already. */
    private static final Pattern DIE_DID_NOTHING = Pattern.compile("• \\d+: nothing\\.");

    private PhoneText() {
    }

    /** The reply as a phone should show it; a private one unchanged, the typed commands kept where nothing can be tapped. */
    public static Reply forButtons(Reply reply) {
        return forButtons(reply, !reply.rows().isEmpty());
    }

    /**
     * A finished card's text: what happened, without the commands it once said to type (its
     * controls are gone, and the new message below carries the ones that count now).
     */
    public static String finished(String card) {
        return forButtons(Reply.text(card), true).content();
    }

    private static Reply forButtons(Reply reply, boolean buttons) {
        if (reply.ephemeral()) {
            return reply;
        }
        List<String> kept = new ArrayList<>();
        boolean prompt = false;
        for (String line : reply.content().split("\n", -1)) {
            boolean whoDecides = line.startsWith(LiveCard.PROMPT);
            prompt |= whoDecides;
            if (whoDecides) {
                kept.add(whatToTap(inItsCard(ROLLED.matcher(ROUND.matcher(line).replaceFirst("$1")).replaceFirst(" "),
                        reply.content()), buttons ? reply.rows() : List.of()));
            } else if (line.startsWith("• ") && DIE_DID_NOTHING.matcher(line).matches()) {
                continue;
            } else if (buttons && !reply.embeds().isEmpty() && line.startsWith(GAME_OVER)) {
                // the result card under it lists every final score: said twice on a phone (a phone review)
                kept.add(FINAL_SCORES.matcher(line).replaceFirst(""));
            } else if (!buttons || !line.contains("`/") || line.startsWith(TYPED_ONLY)) {
                kept.add(line);
            } else if (!prompt) {
                // an event line that ends with what to type: keep the event
                String event = TYPED_SENTENCE.matcher(TYPED_ASIDE.matcher(line).replaceAll("")).replaceAll("").strip();
                if (!event.isEmpty()) {
                    kept.add(event);
                }
            }
        }
        boolean typed = !reply.rows().isEmpty() && reply.content().contains("`/");
        return new Reply(itInItsCard(ownersOnce(String.join("\n", kept).strip())), reply.embeds(),
                typed ? withTypeButton(reply.rows()) : reply.rows(),
                reply.ephemeral(), reply.table(), reply.files(), reply.sameCard());
    }

    /** How the line says whose initiative it is, ending it. */
    private static final String HOLDS = " holds the initiative.";

    /**
     * The initiative's holder is told what to tap, not only that it is theirs: beside a frame's
     * menu of targets and its Turn button, "@bruno holds the initiative" read as two ways to do one
     * thing (a phone review). The typed commands it replaces are behind the Type it button.
     */
    static String whatToTap(String line, List<Component.Row> rows) {
        List<String> ids = rows.stream().flatMap(row -> row.components().stream()).map(c -> switch (c) {
            case Component.Button b -> b.id();
            case Component.SelectMenu m -> m.id();
        }).toList();
        Matcher attacked = ATTACKED.matcher(line);
        if (attacked.matches() && ids.stream().anyMatch(id -> id.startsWith("turn start"))) {
            return attacked.group(1) + attacked.group(2) + " was attacked and acts now: pick its target below.";
        }
        if (!line.endsWith(HOLDS)) {
            return line;
        }
        // the menus start a turn at once; SSRs, a hazard or jettisoning, and frames past the menus, are behind Turn (a review)
        boolean menus = ids.stream().anyMatch(id -> id.startsWith("turn start"));
        boolean plans = ids.stream().anyMatch(id -> id.startsWith("turn plan"));
        String start = menus && plans ? "pick a target below, or a frame's Turn button for more choices"
                : menus ? "pick a frame's target below to start its turn"
                : plans ? "tap a frame's Turn button to start its turn" : null;
        if (start == null) {
            return line;
        }
        boolean pass = ids.stream().anyMatch(id -> id.startsWith("turn pass"));
        return line.substring(0, line.length() - 1) + ": " + start + (pass ? ", or Pass" : "") + ".";
    }

    /** A card's first line, the turn's start, and the frame it names. */
    private static final Pattern CARD_START = Pattern.compile("(?m)^▶️ \\*\\*(.+?)\\*\\*");

    /** An attack with its target in the line of who decides ("attack vincent's Ann-1, spot or end (dice left"). */
    private static final Pattern ATTACK_TARGET = Pattern.compile("\\battack .+?(?=(?:, spot)? or end \\(dice left: )");

    /** How the line of who decides begins: the pointer, and a mention when it has just become theirs. */
    private static final Pattern PROMPT_HEAD = Pattern.compile("^👉 (?:<@\\d+> )?");

    /**
     * The line of who decides, in the card of the turn it is about, without the owner and frame the
     * card's first line names ({@code 👉 Move, attack, spot or end (dice left: W3)}): with long names
     * they took a line's worth at the foot of every card (a phone measure: the 5-player game's
     * cards, whole, read a p90 of 701 characters). Elsewhere the line is left as it is.
     */
    static String inItsCard(String line, String content) {
        Matcher start = CARD_START.matcher(content);
        Matcher head = PROMPT_HEAD.matcher(line);
        if (!start.find() || !head.find()) {
            return line;
        }
        String frame = start.group(1);
        for (String[] said : new String[][] {{Waiting.TAKING_ITS_TURN, ""},
                {Waiting.ASSIGNS_ITS_DEFENSE, "Assign its defense"}}) {
            String owned = "'s " + frame + said[0];
            int at = line.indexOf(owned, head.end());
            if (at > 0) {
                // (its target too: the card's first line names it)
                String rest = said[1]
                        + ATTACK_TARGET.matcher(line.substring(at + owned.length())).replaceFirst("attack");
                return head.group() + (rest.isEmpty() ? rest : Character.toUpperCase(rest.charAt(0)) + rest.substring(1));
            }
        }
        return line;
    }

    /**
     * In a turn's card, the lines after its first that begin with what the card's frame does say
     * "It" ({@code 🛡️ It defends with B4.}): with long names the frame's name took a line's worth
     * on every line of the turn (a phone measure: the 5-player game's cards, whole, read a p90 of
     * 701 characters). The first line names it, with its owner; other frames keep their names.
     */
    static String itInItsCard(String content) {
        Matcher start = CARD_START.matcher(content);
        if (!start.find() || start.start() != 0) {
            return content;
        }
        String named = " **" + start.group(1) + "** ";
        String[] lines = content.split("\n", -1);
        for (int i = 1; i < lines.length; i++) {
            int space = lines[i].indexOf(' ');
            boolean anothersAttack = space > 0 && space <= 3 && lines[i].indexOf("'s attack ", space) > 0
                    && !lines[i].startsWith(" " + start.group(1) + "'s attack ", space);
            if (space > 0 && space <= 3 && lines[i].startsWith(" **", space) && !lines[i].startsWith(named, space)
                    || anothersAttack) {
                // Another frame's line (its attack's damage too, "🎯 Anvil-1's attack 6 − defense 4 …"): from
                // here on the card's frame is named again ("🔧 It loses G." under another frame's attack read as
                // that frame's loss, two phone reviews).
                break;
            }
            // A name still followed by its owner is another player's frame of the same name.
            if (space > 0 && space <= 3 && lines[i].startsWith(named, space)
                    && !lines[i].startsWith("(", space + named.length())) {
                lines[i] = lines[i].substring(0, space) + " It " + lines[i].substring(space + named.length());
            }
        }
        return String.join("\n", lines);
    }

    /** A frame named with its owner, {@code **Hawk** (ben)}, the owner's name holding a bracket too ({@code Rook (bot)}). */
    private static final Pattern OWNED = Pattern.compile("\\*\\*([^*\\n]+)\\*\\* \\(((?:[^()\\n]|\\([^()\\n]*\\))+)\\)");

    /**
     * Each frame's owner said once a message: after {@code **Hawk** (ben)} the card's later lines
     * say {@code **Hawk**} (with long names the owner took a line's worth of every result). A
     * name two players' frames share keeps its owners throughout.
     */
    static String ownersOnce(String content) {
        Map<String, Set<String>> owners = new HashMap<>();
        Matcher all = OWNED.matcher(content);
        while (all.find()) {
            owners.computeIfAbsent(all.group(1), name -> new HashSet<>()).add(all.group(2));
        }
        Set<String> said = new HashSet<>();
        return OWNED.matcher(content).replaceAll(found -> {
            boolean again = !said.add(found.group()) && owners.get(found.group(1)).size() == 1;
            return Matcher.quoteReplacement(again ? "**" + found.group(1) + "**" : found.group());
        });
    }

    /** The {@value #LABEL} button at the end of the last row of buttons, or in a row of its own when there is room. */
    static List<Component.Row> withTypeButton(List<Component.Row> rows) {
        Component.Button type = new Component.Button(COMMAND, LABEL, Component.Style.SECONDARY, false);
        if (rows.stream().flatMap(r -> r.components().stream()).anyMatch(c -> c.id().equals(COMMAND))) {
            return rows;
        }
        List<Component.Row> all = new ArrayList<>(rows);
        Component.Row last = all.getLast();
        boolean buttons = last.components().stream().allMatch(c -> c instanceof Component.Button);
        if (buttons && last.components().size() < 5) {
            List<Component> more = new ArrayList<>(last.components());
            more.add(type);
            all.set(all.size() - 1, new Component.Row(more));
        } else if (all.size() < 5) {
            all.add(new Component.Row(List.of(type)));
        }
        return all;
    }
}
