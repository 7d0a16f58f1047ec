package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PhoneText;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Assertions;

/**
 * A game's combat played by taps alone through the real JDA client and the fake Discord, and
 * measured as a phone player lives it: taps and new public messages per frame turn, card
 * edits, message lengths, and the rule options the taps used. Every control is tapped under
 * the message it came with (its text and flags travel with the tap, as on Discord), so a live
 * card's edit is measured at its real length.
 */
final class TappedGame {

    /**
     * What a player taps first when several controls are theirs: act before passing or ending,
     * and at the defense the defend-and-attack menu (both in one tap) before a defense alone.
     */
    static final List<String> PREFERENCE = List.of("turn start", "turn plan", "turn attack", "turn defend",
            "damage take", "damage retreat", "turn move", "turn spot", "turn end", "doomsday tick", "turn pass");

    private static final ObjectMapper JSON = new ObjectMapper();

    private final FakeDiscord fake;
    private final FakeWorld.Channel channel;
    private final List<FakeWorld.User> players;
    private final List<Integer> lengths = new ArrayList<>();
    private final List<Integer> shownLengths = new ArrayList<>();
    private final List<String> said = new ArrayList<>();
    private final ArrayNode captured = JSON.createArrayNode();
    private int taps;
    /** Taps by the command they sent (turn defend, damage take…): where a turn's taps go. */
    private final Map<String, Integer> tapsByCommand = new TreeMap<>();
    private int rangedAttacks;
    private int measuredFrom;
    /** Every interaction sent, from the first command on: the game's typed twin is made of them. */
    private final List<JsonNode> sentPayloads = new ArrayList<>();
    private int newMessages;
    private int cardEdits;
    /** A menu's choice one player takes wherever a label holds it (a campaign's objective to move near), or null. */
    private String preferred;
    private String preferredBy;

    TappedGame(FakeDiscord fake, FakeWorld.Channel channel, List<FakeWorld.User> players) {
        this.fake = fake;
        this.channel = channel;
        this.players = players;
    }

    /** Taps from this public message on until one says the game is over; returns the last message. */
    JsonNode playToDoomsday(JsonNode latest, int mostTaps) {
        return playUntil(latest, mostTaps, "Doomsday!");
    }

    /** The same until a public message says {@code until}. */
    JsonNode playUntil(JsonNode latest, int mostTaps, String until) {
        JsonNode shown = latest;
        while (!shown.path("content").asText().contains(until)) {
            assertTrue(taps < mostTaps, "the game ends within " + mostTaps + " taps: " + said);
            shown = tap(shown);
            said.add(shown.path("content").asText());
        }
        return shown;
    }

    /** The pinged player taps their most useful control; a private plan's first target is then chosen. */
    JsonNode tap(JsonNode message) {
        List<JsonNode> mine = controls(message).stream().filter(c -> c.get("custom_id").asText().contains("|for="))
                .sorted(Comparator.comparingInt(TappedGame::preference)).toList();
        assertFalse(mine.isEmpty(), "the message offers the player to act some control: " + message);
        JsonNode control = mine.getFirst();
        int choice = varied(control);
        JsonNode covered = mine.stream().filter(c -> c.path("placeholder").asText().contains("in cover")).findFirst()
                .orElse(null);
        // every other ranged attack in terrain cover, counted apart from the taps so that other
        // changes to how many taps a step takes don't change which attacks are covered
        boolean inCover = covered != null && control.get("custom_id").asText().startsWith("turn attack|")
                && rangedAttacks++ % 2 == 1 && option(covered, ", in cover…") >= 0;
        if (inCover) {
            control = covered;
            choice = option(covered, ", in cover…");
        }
        String id = control.get("custom_id").asText();
        FakeWorld.User player = players.stream().filter(p -> id.contains("for=" + p.id())).findFirst().orElseThrow();
        RecordedRequest answer = press(player, control, message, choice);
        if (inCover) {
            // The second step, on the same card: what covers the target.
            JsonNode step = answer.message();
            // it names whom, and the die: the card may be far from the turn's start (a phone review)
            assertTrue(step.path("content").asText().matches("(?s).*🛡️ What covers \\S+'s .+ against (d8)?[RW]\\d\\? "
                    + "Choose below\\..*"), "the cover step names its target: " + step);
            JsonNode covers = controls(step).stream().filter(c -> c.path("placeholder").asText().startsWith("Cover for"))
                    .findFirst().orElseThrow(() -> new AssertionError("no cover step: " + step));
            int terrain = Math.max(0, option(covers, "Terrain: stands the whole attack"));
            answer = press(player, covers, step, terrain);
        }
        if (answer.ephemeral()) {
            JsonNode plan = answer.message();
            assertTrue(id.startsWith("turn plan"), "only a plan is private: " + plan);
            answer = press(player, controls(plan).getFirst(), plan);
            assertFalse(answer.ephemeral(), answer.toString());
        }
        return answer.message();
    }

    /**
     * Which choice of a menu the player takes: the first, except that every other turn starts
     * at direct fire where a frame may, and every other ranged attack goes in terrain cover,
     * so that the measured game uses the rule options a tap offers.
     */
    private int varied(JsonNode control) {
        JsonNode options = control.path("options");
        boolean theirs = preferred != null && control.get("custom_id").asText().contains("for=" + preferredBy);
        for (int i = 0; theirs && i < options.size(); i++) {
            if (options.get(i).path("label").asText().contains(preferred)) {
                return i;
            }
        }
        boolean odd = taps % 2 == 1;
        for (int i = 0; odd && i < options.size(); i++) {
            String label = options.get(i).path("label").asText();
            if (control.get("custom_id").asText().startsWith("turn start|") && label.endsWith(" at direct fire")
                    && !label.startsWith("Terrain")) {
                return i;
            }
        }
        return 0;
    }

    /** The first of the menu's choices whose label ends so, or -1. */
    private static int option(JsonNode menu, String ending) {
        for (int i = 0; i < menu.path("options").size(); i++) {
            if (menu.path("options").get(i).path("label").asText().endsWith(ending)) {
                return i;
            }
        }
        return -1;
    }

    /** This player taps this control under this message (a menu: its first choice). */
    RecordedRequest press(FakeWorld.User player, JsonNode control, JsonNode under) {
        return press(player, control, under, 0);
    }

    /** This player taps this control under this message (a menu: its choice numbered {@code choice}). */
    RecordedRequest press(FakeWorld.User player, JsonNode control, JsonNode under, int choice) {
        taps++;
        String id = control.get("custom_id").asText();
        tapsByCommand.merge(id.split("\\|")[0], 1, Integer::sum);
        SentInteraction sent = control.get("type").asInt() == 3
                ? fake.select(player, channel, id, under, control.get("options").get(choice).get("value").asText())
                : fake.clickButton(player, channel, id, under);
        return callback(sent);
    }

    /** A mention ({@code <@123>}). */
    private static final Pattern MENTION = Pattern.compile("<@(\\d+)>");

    /** The answer to an interaction, counted: a new public message, a card edited, or a private reply. */
    RecordedRequest callback(SentInteraction sent) {
        sentPayloads.add(sent.payload());
        RecordedRequest reply = fake.awaitCallback(sent);
        if (reply.callbackType() == 5) {
            // a slow answer (a loaded machine): deferred, then the "thinking" message becomes it
            reply = fake.awaitOriginalEdit(sent);
            newMessages++;
            count(reply.message());
            captured.addObject().put("edit", false).put("ephemeral", reply.ephemeral()).set("message", reply.message());
            return reply;
        }
        assertTrue(reply.callbackType() == 4 || reply.callbackType() == 7, "a new message or the card edited: " + reply);
        if (reply.callbackType() == 7) {
            cardEdits++;
            // An edit notifies no mention it holds: handing the decision to another player there told them nothing
            // (a phone review: resumed turns after a hit's choice). Whoever tapped may be named: they are looking.
            // (any line: a mention the tapped card didn't hold, of anyone but who tapped)
            String tapper = sent.payload().path("member").path("user").path("id").asText();
            String tapped = sent.payload().path("message").path("content").asText();
            Matcher ping = MENTION.matcher(reply.message().path("content").asText());
            while (ping.find()) {
                assertTrue(ping.group(1).equals(tapper) || tapped.contains(ping.group()), "an edit pings someone other "
                        + "than who tapped: " + reply.message().path("content").asText());
            }
        } else if (!reply.ephemeral()) {
            newMessages++;
        }
        if (!reply.ephemeral()) {
            count(reply.message());
        }
        captured.addObject().put("edit", reply.callbackType() == 7).put("ephemeral", reply.ephemeral())
                .put("token", sent.token()).set("message", reply.message());
        return reply;
    }

    private void count(JsonNode message) {
        String content = message.path("content").asText();
        // A turn's card is that turn's alone: nothing of the turn before sits above its start.
        int start = content.indexOf("▶️");
        assertTrue(start < 0 || !content.substring(0, start).contains("⏹️"),
                "a new turn's card keeps the last turn's lines: " + content);
        lengths.add(content.length());
        shownLengths.add(shown(content).length());
    }

    /** The text as a reader sees it: a custom emoji (a die's face) is one picture, a mention a name. */
    static String shown(String content) {
        return content.replaceAll("<a?:\\w+:\\d+>", "□").replaceAll("<@!?\\d+>", "@player");
    }

    /** Every interaction the players sent, in order (not forgotten when measuring starts). */
    List<JsonNode> sent() {
        return List.copyOf(sentPayloads);
    }

    /** From now on this player takes a menu's choice whose label holds this before the first. */
    void prefer(FakeWorld.User player, String label) {
        preferred = label;
        preferredBy = player.id();
    }

    /** Forgets what was counted so far: the measure starts with the first round. */
    void startMeasuring() {
        measuredFrom = fake.requests().size();
        taps = 0;
        tapsByCommand.clear();
        newMessages = 0;
        cardEdits = 0;
        lengths.clear();
        shownLengths.clear();
        said.clear();
        captured.removeAll();
    }

    /** Everything the channel read while measured, one text per public answer. */
    String said() {
        List<String> read = new ArrayList<>(said);
        read.addAll(finishedCards());
        return String.join("\n", read);
    }

    int cardEdits() {
        return cardEdits;
    }

    /** The measure, per frame turn (each turn's roll line counted once, however often its card was edited). */
    Measure measure() {
        // A card a tap finished (its result lines moved from the new message to it) is read too.
        List<String> finished = finishedCards();
        List<Integer> lengths = new ArrayList<>(this.lengths);
        List<Integer> shownLengths = new ArrayList<>(this.shownLengths);
        finished.forEach(card -> {
            // A finished card ends with its turn: an attack that lands after it is the attacker's news.
            int ended = card.indexOf(LiveCard.TURN_ENDED);
            assertTrue(ended < 0 || card.indexOf('\n', ended) < 0, "a card goes on past its turn's end: " + card);
            lengths.add(card.length());
            shownLengths.add(shown(card).length());
        });
        List<String> read = new ArrayList<>(said);
        read.addAll(finished);
        long turns = read.stream().flatMap(String::lines).filter(line -> line.contains("rolls:")).distinct().count();
        List<Integer> sorted = lengths.stream().sorted().toList();
        List<Integer> shown = shownLengths.stream().sorted().toList();
        // a card edited again repeats its result lines: each line counts once
        List<String> lines = read.stream().flatMap(String::lines).distinct().toList();
        // Public cards keep what happened; the commands to type sit behind the Type it button.
        List<String> typed = lines.stream().filter(line -> line.contains("`/")
                && !line.startsWith(PhoneText.TYPED_ONLY)).toList();
        assertTrue(typed.isEmpty(), "slash syntax in a public card: " + typed);
        return new Measure((int) turns, (double) taps / turns, (double) newMessages / turns, cardEdits,
                sorted.get(sorted.size() / 2), sorted.get(sorted.size() * 9 / 10),
                shown.get(shown.size() / 2), shown.get(shown.size() * 9 / 10),
                count(lines, "using the spot"), count(lines, "in terrain cover", "covered by"), count(lines, "🛰️"),
                Map.copyOf(tapsByCommand));
    }

    /**
     * The texts of the cards finished by an edit of their own (not a tap's answer) since
     * measuring began: JDA edits a message a tap came from through the interaction's webhook.
     */
    private List<String> finishedCards() {
        List<RecordedRequest> requests = fake.requests();
        return requests.subList(Math.min(measuredFrom, requests.size()), requests.size()).stream()
                .filter(w -> w.method().equals("PATCH") && w.path().startsWith("webhooks/")
                        && !w.path().endsWith("@original") && !w.body().path("content").asText().isEmpty()
                        && w.body().path("components").isEmpty())
                .map(w -> w.body().path("content").asText()).toList();
    }

    /**
     * A game tapped from {@code /game new} to this doomsday message, measured and held to issue
     * 33's goals: Discord refused nothing, at most 2 new public messages and 5 taps a frame turn,
     * a p90 of 600 characters as shown, and nothing typed but {@code /game new}. Prints the
     * measure as {@code name}, and with {@code -Dphones.capture=FILE} writes the payloads.
     */
    Measure withinThePhoneGoals(String name, JsonNode result) throws IOException {
        Measure measure = measure();
        System.out.println(name + " " + measure);
        String capture = System.getProperty("phones.capture");
        if (capture != null) {
            capture(Path.of(capture));
        }
        assertTrue(result.path("content").asText().contains("Doomsday!"), result.toString());
        Assertions.assertEquals(List.of(), fake.takeApiViolations(),
                "Discord would refuse none of the bot's requests");
        assertTrue(measure.shownP90() <= 600, "p90 message at most 600 characters as shown: " + measure);
        assertTrue(measure.newMessages() <= 2, "at most 2 new public messages a frame turn: " + measure);
        assertTrue(measure.taps() <= 5, "at most 5 taps a frame turn on average: " + measure);
        long typed = sent().stream().filter(sent -> sent.path("type").asInt() == 2).count();
        Assertions.assertEquals(1, typed, "only /game new is typed");
        return measure;
    }

    /** Writes every answer's payload, for drawing them as a phone shows them ({@code tools/phones}). */
    void capture(Path file) throws IOException {
        // Each card a tap finished follows the tap's answer, as the channel saw them.
        Map<String, String> finishes = new HashMap<>();
        for (RecordedRequest write : fake.requests()) {
            if (write.method().equals("PATCH") && write.path().startsWith("webhooks/")
                    && !write.path().endsWith("@original") && write.body().path("components").isEmpty()
                    && !write.body().path("content").asText().isEmpty()) {
                finishes.put(write.path().split("/")[2], write.body().path("content").asText());
            }
        }
        ArrayNode out = JSON.createArrayNode();
        for (JsonNode entry : captured) {
            out.add(entry);
            String finished = finishes.get(entry.path("token").asText());
            if (finished != null) {
                out.addObject().put("finish", true).putObject("message").put("content", finished);
            }
        }
        Files.createDirectories(file.getParent());
        Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(out));
    }

    private static int count(List<String> lines, String... what) {
        return (int) lines.stream().filter(line -> Arrays.stream(what).anyMatch(line::contains)).count();
    }

    private static int preference(JsonNode control) {
        String id = control.get("custom_id").asText();
        for (int i = 0; i < PREFERENCE.size(); i++) {
            if (id.startsWith(PREFERENCE.get(i) + "|")) {
                return i;
            }
        }
        return PREFERENCE.size();
    }

    static List<JsonNode> controls(JsonNode message) {
        List<JsonNode> controls = new ArrayList<>();
        for (JsonNode row : message.path("components")) {
            row.path("components").forEach(controls::add);
        }
        return controls;
    }

    /** What a phone player lived, per frame turn, and the rule options the taps used. */
    record Measure(int frameTurns, double taps, double newMessages, int cardEdits, int median, int p90,
                   int shownMedian, int shownP90, int spotsUsed, int covers, int stationChanges,
                   Map<String, Integer> tapsByCommand) {

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "phones: %d frame turns, %.1f taps and %.1f new public messages "
                            + "a turn (%d card edits), message length median %d, p90 %d (as shown, a die face one character: "
                            + "median %d, p90 %d); spots used %d, covers %d, station changes %d; taps %s", frameTurns, taps,
                    newMessages, cardEdits, median, p90, shownMedian, shownP90, spotsUsed, covers, stationChanges,
                    new TreeMap<>(tapsByCommand));
        }
    }
}
