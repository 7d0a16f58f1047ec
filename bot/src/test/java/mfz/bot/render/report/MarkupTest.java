package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The channel's sentences as HTML: names can never become markup; bold, code, mentions and dice can. */
class MarkupTest {

    private final DieFaces faces = new DieFaces();

    @Test
    void aNameIsEscapedBeforeAnyMarkIsRead() {
        assertEquals("<b>&lt;img src=x onerror=alert(1)&gt;</b> joined &amp; said &quot;hi&quot; &#39;", Markup.line(
                "**<img src=x onerror=alert(1)>** joined & said \"hi\" '", id -> id, faces));
    }

    @Test
    void boldCodeAndMentionsBecomeElementsAndNames() {
        assertEquals("👉 @Ann &lt;3, type <code>/turn end</code>: <b>Anvil</b>", Markup.line(
                "👉 <@42> <3, type `/turn end`: **Anvil**", Map.of("42", "Ann")::get, faces));
    }

    @Test
    void diceAreFacesThatKeepTheirNotation() {
        String html = Markup.line("🎲 Anvil rolls: 🟥R5  ⬜W6  🟥d8R7 and a frame named R2", id -> id, faces);
        assertEquals("🎲 Anvil rolls: <i class=\"d f-R5\" title=\"R5\">R5</i>  <i class=\"d f-W6\" title=\"W6\">W6</i>  "
                + "<i class=\"d f-d8R7\" title=\"d8R7\">d8R7</i> and a frame named R2", html);
        String css = faces.css();
        for (String face : new String[] {".f-R5{", ".f-W6{", ".f-d8R7{"}) {
            assertEquals(true, css.contains(face + "background-image:url(data:image/png;base64,"), face);
        }
    }

    @Test
    void aNameCannotForgeADie() {
        assertEquals("a name xR5 y", Markup.line("a name x\uE000R5\uE001 y", id -> id, faces));
    }

    /**
     * A name's markdown escapes (how a display name holding one is kept) show as the characters they
     * escape, and escaped stars never pair into bold (a review: {@code cool\_guy} read with its backslash).
     */
    @Test
    void aNamesEscapesShowAsTheirCharactersAndNeverBecomeMarks() {
        assertEquals("<b>cool_guy</b> and <b>a**b</b>", Markup.line("**cool\\_guy** and **a\\*\\*b**", id -> id,
                faces));
        assertEquals("cool_guy", Markup.escape("cool\\_guy"));
    }
}
