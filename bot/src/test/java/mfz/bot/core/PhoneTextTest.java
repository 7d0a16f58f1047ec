package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

class PhoneTextTest {

    private static final List<Component.Row> DEFEND = List.of(new Component.Row(List.of(
            Component.Button.of("turn defend|die=B5|for=1|v=3", "Defend 🟦 B5"))));

    @Test
    void theSlashSyntaxGoesBehindTheTypeButtonAndThePromptDropsWhatTheCardShows() {
        Reply reply = new Reply("""
                ⚡ **Fang-1** (alice) has not acted yet: it acts now. <@2>, start its turn with `/turn start frame:Fang-1`.
                🎲 Fang-1 rolls: W3 B5
                • 1: nothing.
                👉 <@2> Round 1, doomsday clock at 2: alice's Fang-1 rolled W3 d8B5 and assigns its defense.
                Defend with W3 B5 none: `/turn defend die:<die|none>`.""", List.of(), DEFEND, false);

        Reply phone = PhoneText.forButtons(reply);

        assertEquals("""
                ⚡ **Fang-1** (alice) has not acted yet: it acts now.
                🎲 Fang-1 rolls: W3 B5
                👉 <@2> alice's Fang-1 assigns its defense.""", phone.content());
        assertEquals(List.of("Defend 🟦 B5", PhoneText.LABEL), phone.rows().getFirst().components().stream()
                .map(c -> ((Component.Button) c).label()).toList());
        assertEquals(PhoneText.COMMAND, phone.rows().getFirst().components().getLast().id());
    }

    @Test
    void aFramesOwnerIsSaidOnceAMessageUnlessTwoPlayersFramesShareItsName() {
        String card = """
                ▶️ **Anvil-1** (alice) starts its turn against **Hawk** (ben) at direct fire.
                🔧 **Hawk** (ben) loses Rd.
                🔧 **Hawk** (ben) loses a white die.""";
        assertEquals("""
                ▶️ **Anvil-1** (alice) starts its turn against **Hawk** (ben) at direct fire.
                🔧 **Hawk** loses Rd.
                🔧 **Hawk** loses a white die.""", PhoneText.ownersOnce(card));
        assertEquals(PhoneText.ownersOnce(card), PhoneText.ownersOnce(PhoneText.ownersOnce(card)),
                "an edited card is shortened again: nothing more goes");
        String twins = "**Hawk** (ben) covers **Hawk** (cleo).\n🔧 **Hawk** (ben) loses Rd.";
        assertEquals(twins, PhoneText.ownersOnce(twins), "two Hawks: each keeps its owner");
    }

    /**
     * A name with a bracket of its own (a bot seat's "Rook (bot)", a player's "Bob (EU)") kept its
     * owner on every line, and the card's own frame came out as "🔧 It (Rook (bot)) loses G." (a
     * drawing of a game against a seat). After another frame's line the card's is named again:
     * "🔧 It loses G." under Anvil-2's read as Anvil-2's loss (a phone review).
     */
    @Test
    void anOwnersNameWithABracketIsSaidOnceAndTheCardsFrameIsNamedAfterAnothers() {
        String card = """
                ▶️ **Rook-1** (Rook (bot)) starts its turn against **Anvil-2** (Bob (EU)) at hand-to-hand.
                🔧 **Anvil-2** (Bob (EU)) loses Y.
                🔧 **Rook-1** (Rook (bot)) loses G.""";
        assertEquals("""
                ▶️ **Rook-1** (Rook (bot)) starts its turn against **Anvil-2** (Bob (EU)) at hand-to-hand.
                🔧 **Anvil-2** loses Y.
                🔧 **Rook-1** loses G.""", PhoneText.forButtons(Reply.text(card)).content());
        // The other frame's attack landing in this card, its damage line naming it unbolded (a second phone review).
        String landed = """
                ▶️ **Rook-1** (Rook) starts its turn against **Anvil-1** (vincent) at direct fire.
                🛡️ **Rook-1** defends with B4.
                🎯 Anvil-1's attack 6 − defense 4 = 2 damage dice (out of cover: 5, 6 hit): 2, 5.
                🔧 **Rook-1** (Rook) loses G.""";
        assertEquals("""
                ▶️ **Rook-1** (Rook) starts its turn against **Anvil-1** (vincent) at direct fire.
                🛡️ It defends with B4.
                🎯 Anvil-1's attack 6 − defense 4 = 2 damage dice (out of cover: 5, 6 hit): 2, 5.
                🔧 **Rook-1** loses G.""", PhoneText.forButtons(Reply.text(landed)).content());
        String twins = "▶️ **Hawk** (ben) starts its turn against **Hawk** (cleo) at direct fire.\n🔧 **Hawk** (cleo) loses Rd.";
        assertEquals(twins, PhoneText.forButtons(Reply.text(twins)).content(),
                "the other player's Hawk keeps its name and owner: it is not the card's frame");
    }

    @Test
    void withNothingToTapTheTypedCommandStaysAndAPrivateReplyIsUntouched() {
        Reply text = Reply.text("Build your company with `/company frame`.");
        assertEquals(text.content(), PhoneText.forButtons(text).content());
        assertFalse(PhoneText.forButtons(text).rows().stream().findAny().isPresent());
        Reply mine = new Reply("Type `/turn start`.", List.of(), DEFEND, true);
        assertSame(mine, PhoneText.forButtons(mine));
    }

    /** The game's end under a result card that lists every final score says who won, not the scores again. */
    @Test
    void theEndLeavesTheFinalScoresToTheResultCard() {
        String end = "🏁 **Doomsday!** The game is over: **vincent** wins with 15 points. Final scores: vincent 15, meguey 10.";
        List<Component.Row> rematch = List.of(new Component.Row(List.of(Component.Button.of("game rematch", "Rematch"))));
        assertEquals("🏁 **Doomsday!** The game is over: **vincent** wins with 15 points.", PhoneText.forButtons(
                new Reply(end, List.of(Embed.of("🏆 vincent wins", "1. vincent 15 points")), rematch, false)).content());
        assertEquals(end, PhoneText.forButtons(new Reply(end, List.of(), rematch, false)).content(), "no card: kept");
    }

    /** The initiative's holder is told what to tap, by the controls the message carries. */
    @Test
    void theInitiativesHolderIsToldWhatToTap() {
        String line = "👉 <@1> holds the initiative.";
        Component.Row menus = new Component.Row(List.of(new Component.SelectMenu("turn start|frame=Hawk|c=target",
                "Hawk: target and range…", List.of(new Component.Option("Fang", "Fang", null)), 1, 1)));
        Component.Row buttons = new Component.Row(List.of(Component.Button.of("turn plan|frame=Hawk", "Turn: Hawk"),
                Component.Button.of("turn pass", "Pass")));
        assertEquals("👉 <@1> holds the initiative: pick a target below, or a frame's Turn button for more choices, or Pass.",
                PhoneText.whatToTap(line, List.of(menus, buttons)));
        assertEquals("👉 <@1> holds the initiative: tap a frame's Turn button to start its turn, or Pass.",
                PhoneText.whatToTap(line, List.of(buttons)));
        assertEquals(line, PhoneText.whatToTap(line, List.of()), "nothing to tap: the typed commands follow it");
        assertEquals("👉 <@1> holds the initiative: pick a target below, or a frame's Turn button for more choices, or Pass.",
                PhoneText.forButtons(new Reply(line + "\nTake a turn with Hawk: `/turn start frame:<name>`.\n"
                        + "Pass the initiative: `/turn pass`.", List.of(), List.of(menus, buttons), false)).content());
        // a frame an attack made act first: its owner named twice beside the ping (a phone review)
        String attacked = "👉 <@1> vincent's Anvil-1 was attacked and acts now: vincent names its target and range and rolls.";
        assertEquals("👉 <@1> Anvil-1 was attacked and acts now: pick its target below.",
                PhoneText.whatToTap(attacked, List.of(menus)));
        assertEquals(attacked, PhoneText.whatToTap(attacked, List.of()), "nothing to tap: as the table says it");
        // as the line of who decides now says it, without the owner before the frame (named twice beside the ping)
        assertEquals("👉 <@1> Anvil-1 was attacked and acts now: pick its target below.", PhoneText.whatToTap(
                "👉 <@1> Anvil-1 was attacked and acts now: vincent names its target and range and rolls.", List.of(menus)));
    }

    /**
     * A command to type given in brackets after what it does loses only the brackets: the reminder
     * at deployment's last step read only "has waited on you" once its sentence went (a phone audit).
     */
    @Test
    void aTypedCommandInBracketsGoesAndItsSentenceStays() {
        Reply reminder = new Reply("<@2> the game in <#9> has waited on you for 5 hours. Deployment step 7 (the "
                + "objective): alice must agree where Leader stands (`/deploy done`).", List.of(), DEFEND, false);
        assertEquals("<@2> the game in <#9> has waited on you for 5 hours. Deployment step 7 (the objective): alice "
                + "must agree where Leader stands.", PhoneText.forButtons(reminder).content());
    }

    /**
     * A sentence to type ends at a full stop that ends a word, not at one inside a name: "Station
     * Pier is on the table. A frame of dot." was left of a sentence naming dot.name (a report audit).
     */
    @Test
    void aTypedSentenceEndsWhereItsWordsEndNotAtADotInAName() {
        assertEquals("Station **Pier** is on the table.", PhoneText.finished("Station **Pier** is on the table. A frame "
                + "of dot.name's within 1 unit of it stands near it: `/station near frame:<name> station:Pier`."));
        assertEquals("⚡ **Dot-1** (dot.name) has not acted yet: it acts first.", PhoneText.finished("⚡ **Dot-1** "
                + "(dot.name) has not acted yet: it acts first. <@dot.name>, start its turn, for example answering the "
                + "attacker: `/turn start frame:Dot-1 target:Em-2 range:direct`."));
        // a stop closed by bold ends its sentence too (a code review)
        assertEquals("**Round 1 is over.**", PhoneText.finished("**Round 1 is over.** Then type `/doomsday tick`."));
    }

    /**
     * In the card of the turn it is about, the line of who decides drops the owner and frame the
     * card's first line names; about another frame, or in another message, it keeps them.
     */
    @Test
    void inItsOwnCardThePromptDropsTheFrameTheCardNames() {
        Reply card = new Reply("""
                ▶️ **Fang-1** (alice) starts its turn against **Hawk** (ben) at hand-to-hand.
                🎲 Fang-1 rolls: W3 B5 G2
                🛡️ **Fang-1** defends with B5.
                👉 alice's Fang-1 is taking its turn: move, attack ben's Hawk, spot or end (dice left: W3 G2).""",
                List.of(), DEFEND, false);
        // (its target too, which the card's first line names: on a card of its own the prompt names it)
        assertEquals("👉 Move, attack, spot or end (dice left: W3 G2).",
                PhoneText.forButtons(card).content().lines().toList().getLast());
        Reply attackLeft = new Reply("▶️ **Fang-1** (alice) starts its turn against **Hawk** (ben) at hand-to-hand.\n"
                + "👉 alice's Fang-1 is taking its turn: attack ben's Hawk, spot or end (dice left: W3).", List.of(), DEFEND,
                false);
        assertEquals("👉 Attack, spot or end (dice left: W3).",
                PhoneText.forButtons(attackLeft).content().lines().toList().getLast());
        Reply noSpot = new Reply("▶️ **Fang-1** (alice) starts its turn against **Hawk** (Bo or end (x)) at hand-to-hand."
                + "\n👉 alice's Fang-1 is taking its turn: move, attack Bo or end (x)'s Hawk or end (dice left: W3).",
                List.of(), DEFEND, false);
        assertEquals("👉 Move, attack or end (dice left: W3).",
                PhoneText.forButtons(noSpot).content().lines().toList().getLast(), "an owner named \"Bo or end (x)\"");
        Reply start = new Reply("""
                ▶️ **Fang-1** (alice) starts its turn with no target.
                🎲 Fang-1 rolls: W3 B5
                👉 <@2> alice's Fang-1 rolled W3 B5 and assigns its defense (a blue or white die, or none).""",
                List.of(), DEFEND, false);
        assertEquals("👉 <@2> Assign its defense (a blue or white die, or none).",
                PhoneText.forButtons(start).content().lines().toList().getLast());
        Reply elsewhere = new Reply("👉 alice's Fang-1 is taking its turn: move, attack ben's Hawk or end (dice left: W3).",
                List.of(), DEFEND, false);
        assertEquals(elsewhere.content(), PhoneText.forButtons(elsewhere).content(), "no card above: kept whole");
    }

    /** In a turn's card, what its frame does after the first line says "It"; other frames keep their names. */
    @Test
    void inItsCardTheFrameIsItAfterTheFirstLine() {
        Reply card = new Reply("""
                ▶️ **Fang-1** (alice) starts its turn against **Hawk** (ben) at hand-to-hand.
                🎲 Fang-1 rolls: W3 B5 G2
                🛡️ **Fang-1** defends with B5.
                🦿 **Fang-1** moves up to 2 units (G2), now near station **Mill**.
                🎯 **Hawk** is hit.""", List.of(), DEFEND, false);
        assertEquals("""
                ▶️ **Fang-1** (alice) starts its turn against **Hawk** (ben) at hand-to-hand.
                🎲 Fang-1 rolls: W3 B5 G2
                🛡️ It defends with B5.
                🦿 It moves up to 2 units (G2), now near station **Mill**.
                🎯 **Hawk** is hit.""", PhoneText.forButtons(card).content());
    }
}
