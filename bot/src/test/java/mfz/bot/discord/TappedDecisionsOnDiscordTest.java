package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The decisions issue 16 left to typing, made by tapping through the real JDA client against
 * the fake Discord (which checks every request against Discord's OpenAPI description): a
 * company built in a form (modal) with its private card's buttons, and a turn started with
 * SSRs, a hazard and jettisoning set on its private plan; a fall from a menu, and its step typed.
 */
class TappedDecisionsOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aCompanyIsBuiltInAFormAndItsCardReadiesAndSavesIt() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo"));
            fake.awaitCallback(fake.slash(alice, channel, "game join"));

            JsonNode card = fake.awaitCallback(fake.slash(vincent, channel, "company show")).message();
            JsonNode add = control(card, c -> c.path("label").asText().startsWith("Add frames"));
            RecordedRequest opened = fake.awaitCallback(fake.clickPrivateButton(vincent, channel,
                    add.get("custom_id").asText()));
            assertEquals(9, opened.callbackType(), "the button opens a form: " + opened);
            JsonNode form = opened.body().get("data");
            String formId = form.get("custom_id").asText();
            JsonNode box = form.get("components").get(0).get("component");
            assertEquals("frames", box.get("custom_id").asText(), form.toString());

            RecordedRequest refused = fake.awaitCallback(fake.submitForm(vincent, channel, formId,
                    Map.of("frames", "Anvil-1: B G Rh Rh\nAnvil-2")));
            assertTrue(refused.ephemeral() && refused.message().path("embeds").isEmpty(), refused.toString());
            assertTrue(refused.message().get("content").asText().contains("`Anvil-2`"), "says which line: " + refused);

            RecordedRequest built = fake.awaitCallback(fake.submitForm(vincent, channel, formId,
                    Map.of("frames", "Anvil-1: B G Rh Rh ssr:3\nAnvil-2: B G Y Rd")));
            assertTrue(built.ephemeral(), "the company stays private: " + built);
            String shown = built.message().get("embeds").toString();
            assertTrue(shown.contains("Anvil-1") && shown.contains("Anvil-2") && shown.contains("🚀3"), shown);
            assertTrue(shown.contains("Would start with") && shown.contains("score **"), "the score it would start "
                    + "with: " + shown);

            JsonNode save = control(built.message(), c -> c.path("label").asText().startsWith("Save"));
            RecordedRequest saved = fake.awaitCallback(fake.clickPrivateButton(vincent, channel,
                    save.get("custom_id").asText()));
            assertTrue(saved.message().get("content").asText().startsWith("Saved your company"), saved.toString());

            JsonNode ready = control(built.message(), c -> c.path("label").asText().equals("Ready"));
            RecordedRequest declared = fake.awaitCallback(fake.clickPrivateButton(vincent, channel,
                    ready.get("custom_id").asText()));
            assertFalse(declared.ephemeral(), "ready is announced: " + declared);
        }
    }

    @Test
    void aTurnStartsWithSsrsAHazardAndJettisoningSetByTapping() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            JsonNode round = demoInCombat(fake, "hazards", true, "jettison", true, "elevation", true);

            // A fall, from its menu: the frame and how far, as damage dice.
            JsonNode fall = control(round, c -> c.path("placeholder").asText().startsWith("A frame fell"));
            FakeWorld.User holder = fall.get("custom_id").asText().contains("for=" + vincent.id()) ? vincent : alice;
            String first = holder == vincent ? "Anvil-1" : "Fang-1";
            String second = holder == vincent ? "Anvil-2" : "Fang-2";
            String fallen = value(fall, second + " fell 3+");
            assertTrue(fall.toString().contains("1 damage die"), fall.toString());
            JsonNode afterFall = fake.awaitCallback(fake.select(holder, channel, fall.get("custom_id").asText(), fallen))
                    .message();
            // The fall is told where it was tapped (on that message, or the card it finished), not lost.
            boolean told = afterFall.get("content").asText().contains(second) || fake.awaitOrEmpty(w -> w.method()
                    .equals("PATCH") && w.body() != null && w.body().path("content").asText().contains(second + "** falls"),
                    FakeDiscord.TIMEOUT).isPresent();
            assertTrue(told, afterFall.toString());
            if (afterFall.toString().contains("\"Lose ")) {
                JsonNode lose = control(afterFall, c -> c.path("label").asText().startsWith("Lose "));
                afterFall = fake.awaitCallback(fake.clickButton(holder, channel, lose.get("custom_id").asText()))
                        .message();
            }

            JsonNode turn = control(afterFall, c -> c.path("label").asText().startsWith("Turn: " + first + " ")
                    || c.path("label").asText().equals("Turn: " + first));
            JsonNode plan = fake.awaitCallback(fake.clickButton(holder, channel, turn.get("custom_id").asText()))
                    .message();
            assertFalse(plan.toString().contains("firing"), "no SSR set yet: " + plan);

            plan = edit(fake, fake.clickPrivateButton(holder, channel, control(plan,
                    c -> c.path("label").asText().startsWith("SSRs to fire: 0 of 3")).get("custom_id").asText()));
            assertTrue(plan.get("content").asText().contains("firing 1 SSR"), plan.toString());
            plan = edit(fake, fake.clickPrivateButton(holder, channel, control(plan,
                    c -> c.path("label").asText().startsWith("SSRs to fire: 1 of 3")).get("custom_id").asText()));
            assertTrue(plan.get("content").asText().contains("firing 2 SSRs"), plan.toString());
            plan = edit(fake, fake.clickPrivateButton(holder, channel, control(plan,
                    c -> c.path("label").asText().startsWith("Not in a hazard")).get("custom_id").asText()));
            assertTrue(plan.get("content").asText().contains("starting in a hazard"), plan.toString());
            JsonNode jettison = control(plan, c -> c.path("placeholder").asText().startsWith("Jettison"));
            assertTrue(jettison.get("max_values").asInt() > 1, "several systems at once: " + jettison);
            plan = edit(fake, fake.selectPrivate(holder, channel, jettison.get("custom_id").asText(), "G"));
            assertTrue(plan.get("content").asText().contains("jettisoning G"), plan.toString());
            // Its id with target=none passed Discord's 100 here (an audit): without it, /turn start reads no target.
            control(plan, c -> c.path("label").asText().equals("No target: just move and spot"));

            JsonNode direct = control(plan, c -> c.path("placeholder").asText().startsWith("Target at direct fire, "
                    + "firing 2 SSRs"));
            RecordedRequest started = fake.awaitCallback(fake.selectPrivate(holder, channel,
                    direct.get("custom_id").asText(), direct.get("options").get(0).get("value").asText()));
            assertFalse(started.ephemeral(), started.toString());
            String said = started.message().get("content").asText();
            assertTrue(said.contains("jettisons G"), said);
            assertTrue(said.contains("firing 2 SSRs"), said);
            assertTrue(said.contains("rolls:"), said);
        }
    }

    /**
     * The host standing in for an absent player taps that player's control, is offered privately
     * to act for them, and one more tap does it, said in the channel as the host's act for them.
     * A host had to type every command with {@code as:} while the player's buttons sat under the
     * card (a phone audit).
     */
    @Test
    void theHostActsForAnAbsentPlayerByTappingTheirControl() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            JsonNode round = demoInCombat(fake);
            if (!round.toString().contains("for=" + alice.id())) {
                round = fake.awaitCallback(fake.slash(vincent, channel, "turn pass")).message();
            }
            // Her turn's menu, against an opponent's frame: its id with the choice and as: added passes
            // Discord's 100 characters, which the offer's first version wrote into its button (a review).
            JsonNode theirs = control(round, c -> c.path("type").asInt() == 3
                    && c.path("custom_id").asText().startsWith("turn start|")
                    && c.path("custom_id").asText().contains("for=" + alice.id()));
            String choice = theirs.get("options").get(0).get("value").asText();

            RecordedRequest offered = fake.awaitCallback(fake.select(vincent, channel,
                    theirs.get("custom_id").asText(), choice));
            assertTrue(offered.ephemeral(), "the offer is the host's alone: " + offered);
            assertTrue(offered.message().get("content").asText().startsWith("That button is for <@" + alice.id()
                    + ">. As the host you may act for them"), offered.toString());
            JsonNode act = control(offered.message(), c -> c.path("label").asText().equals("Act for them"));

            RecordedRequest done = fake.awaitCallback(fake.clickPrivateButton(vincent, channel,
                    act.get("custom_id").asText()));
            String said = done.message().path("content").asText();
            assertTrue(said.contains("the host acts for **" + alice.name() + "**"), done.toString());
            // Her card loses its controls, as had she tapped it herself.
            long confirmed = done.order();
            fake.await(r -> r.order() > confirmed && r.method().equals("PATCH") && r.path().contains("/messages/")
                    && r.body().path("components").isArray() && r.body().path("components").isEmpty(),
                    "her card's controls cleared");
            // Standing in now: her next control acts for her at once, no second confirm.
            JsonNode after = control(done.message(), c -> c.path("custom_id").asText().contains("for=" + alice.id()));
            RecordedRequest again = fake.awaitCallback(after.path("type").asInt() == 3
                    ? fake.select(vincent, channel, after.get("custom_id").asText(),
                            after.get("options").get(0).get("value").asText())
                    : fake.clickButton(vincent, channel, after.get("custom_id").asText()));
            assertTrue(again.message().path("content").asText().contains("the host acts for **" + alice.name() + "**"),
                    "no second confirm: " + again);

            RecordedRequest refused = fake.awaitCallback(fake.select(fake.world().member(2), channel,
                    theirs.get("custom_id").asText(), choice));
            assertTrue(refused.ephemeral() && !refused.message().toString().contains("Act for them"),
                    "nobody else is offered it: " + refused);
        }
    }

    /**
     * A second step typed rather than tapped ({@code /damage fall frame:?}) stores nothing and
     * its card is already in the channel: its menu goes only to the player who decides, not to
     * the channel as a second copy of the card.
     */
    @Test
    void aTypedStepIsShownOnlyToThePlayerWhoDecides() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            JsonNode round = demoInCombat(fake, "elevation", true);
            FakeWorld.User first = round.toString().contains("for=" + vincent.id()) ? vincent : alice;
            FakeWorld.User other = first == vincent ? alice : vincent;

            RecordedRequest step = fake.awaitCallback(fake.slash(first, channel, "damage fall", "frame", "?"));
            assertTrue(step.ephemeral(), "only the player who decides sees the step: " + step);
            assertTrue(step.message().get("content").asText().contains("Which frame fell"), step.toString());
            assertTrue(step.message().toString().contains("damage fall"), "with the fall's menu: " + step);

            RecordedRequest elsewhere = fake.awaitCallback(fake.slash(other, channel, "damage fall", "frame", "?"));
            assertTrue(elsewhere.ephemeral(), elsewhere.toString());
            assertTrue(elsewhere.message().get("content").asText().contains("Type it"), elsewhere.toString());

            RecordedRequest stored = fake.awaitCallback(fake.slash(first, channel, "damage fall", "frame",
                    first == vincent ? "Anvil-2" : "Fang-2", "bricks", 3));
            assertFalse(stored.ephemeral(), "a fall told is public, as before: " + stored);
            assertEquals(4, stored.callbackType(), stored.toString());
        }
    }

    /**
     * A demo of vincent's Anvils against alice's Fangs with these game options, deployed by the
     * host, at the start of round 1: the message that begins it.
     */
    private static JsonNode demoInCombat(FakeDiscord fake, Object... options) {
        FakeWorld.Channel channel = fake.world().channel(0);
        FakeWorld.User vincent = fake.world().member(0);
        FakeWorld.User alice = fake.world().member(1);
        fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "demo", "doomsday", 2));
        fake.awaitCallback(fake.slash(vincent, channel, "game options", options));
        fake.awaitCallback(fake.slash(alice, channel, "game join"));
        for (FakeWorld.User player : List.of(vincent, alice)) {
            String prefix = player == vincent ? "Anvil" : "Fang";
            fake.awaitCallback(fake.slash(player, channel, "company frames", "frames",
                    prefix + "-1: B G Rh Rh ssr:3; " + prefix + "-2: B G Y Rd"));
            fake.awaitCallback(fake.slash(player, channel, "company ready"));
        }
        fake.awaitCallback(fake.slash(vincent, channel, "game start"));
        for (String frame : List.of("Anvil-1", "Anvil-2")) {
            fake.awaitCallback(fake.slash(vincent, channel, "deploy done", "frame", frame));
        }
        for (String frame : List.of("Fang-1", "Fang-2")) {
            fake.awaitCallback(fake.slash(vincent, channel, "deploy done", "frame", frame, "owner", alice.id()));
        }
        JsonNode round = fake.awaitCallback(fake.slash(vincent, channel, "deploy done")).message();
        assertTrue(round.get("content").asText().contains("**Round 1** begins"), round.toString());
        return round;
    }

    /** The plan's own buttons redraw it in place: Discord's update-message response, still private. */
    private static JsonNode edit(FakeDiscord fake, SentInteraction sent) {
        RecordedRequest answer = fake.awaitCallback(sent);
        assertEquals(7, answer.callbackType(), "the plan is edited in place: " + answer);
        return answer.message();
    }

    private static String value(JsonNode menu, String labelStart) {
        for (JsonNode option : menu.get("options")) {
            if (option.get("label").asText().startsWith(labelStart)) {
                return option.get("value").asText();
            }
        }
        throw new AssertionError("no option " + labelStart + " in " + menu);
    }

    private static JsonNode control(JsonNode message, Predicate<JsonNode> wanted) {
        List<JsonNode> controls = new ArrayList<>();
        for (JsonNode row : message.path("components")) {
            row.path("components").forEach(controls::add);
        }
        return controls.stream().filter(wanted).findFirst()
                .orElseThrow(() -> new AssertionError("no such control in " + message));
    }
}
