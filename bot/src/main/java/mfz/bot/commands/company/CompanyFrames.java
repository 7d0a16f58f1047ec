package mfz.bot.commands.company;

import static mfz.bot.commands.OptionNames.FRAMES;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.company.CompanyValidation;
import mfz.rules.game.Command;

/**
 * {@code /company frames frames:<one frame a line>}: several frames at once, each
 * {@code name: systems [ssr:n]} on its own line (typed, lines may be split by {@code ;}).
 * Without {@code frames:} it opens the form that takes them (the company card's
 * <b>Add frames</b> button). A line that can't be read refuses the whole text; the frames
 * read are designed as {@code /company frame} would, their problems listed on the card.
 */
public final class CompanyFrames extends CompanyCommand {

    /** The most text the form and the option take: a largest company's lines, with room. */
    static final int MAX_TEXT = 1000;

    /** {@code Anvil-1: B G Y Rd ssr:2}, the name ending at the colon; {@code Anvil-1 B G Y Rd}, at the first space. */
    private static final Pattern LINE = Pattern.compile("(?i)^(?:(?<named>[^:]+):|(?<word>[^\\s:]+)\\s)\\s*(?<loadout>.*?)"
            + "(?:\\s+ssrs?\\s*:?\\s*(?<ssr>\\d{1,2}))?\\s*$");

    public CompanyFrames(Play play) {
        super(play);
    }

    /** The form the card's button opens: its text fills {@code frames:}. */
    public static Form form() {
        return new Form(ComponentIds.menu("company frames", Map.of(), FRAMES), "Add frames", "One frame a line",
                "Anvil-1: B G Y Rd\nAnvil-2: B G Rh Rh ssr:1", MAX_TEXT,
                "/company frames frames:\"Anvil-1: B G Y Rd; Anvil-2: B G Rh Rh ssr:1\"");
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("frames", "Add several frames at once (a form, or typed one a line: name: systems)",
                OptionSpec.string(FRAMES, "Frames separated by ; like \"Anvil-1: B G Y Rd; Anvil-2: B G Rh Rh ssr:1\"")
                        .placeholder("frames").maxLength(MAX_TEXT).build(),
                AS);
    }

    @Override
    public Reply handle(Request request) {
        if (request.option(FRAMES).map(String::isBlank).orElse(true)) {
            draft(request, ownCompanyUntilReveal(request).id());
            Form form = form();
            return Reply.form(form, "Type your frames, separated by `;`: `" + form.typed() + "`");
        }
        List<Line> lines = read(request.option(FRAMES).orElseThrow());
        return editPrivately(request, acting -> lines.stream().map(line -> (Command) new Command.DesignFrame(
                acting.id(), line.name(), line.loadout(), line.ssrs())).toList());
    }

    /** One frame of the text. */
    record Line(String name, String loadout, int ssrs) {
    }

    static List<Line> read(String text) {
        List<Line> lines = new ArrayList<>();
        for (String raw : text.split("[\\n;]")) {
            String line = raw.strip();
            if (line.isEmpty()) {
                continue;
            }
            Matcher m = LINE.matcher(line);
            if (!m.matches() || m.group("loadout").isBlank()) {
                throw new PlayerError("`" + line + "`: write a frame as its name, a colon and its systems, "
                        + "like `Anvil-1: B G Y Rd` (add `ssr:1` for rockets). Nothing was added.");
            }
            String name = m.group("named") != null ? m.group("named").strip() : m.group("word");
            // Twice in one list, the second redesigned the first without a word (a bad-input play).
            if (lines.stream().anyMatch(earlier -> CompanyValidation.sameName(earlier.name(), name))) {
                throw new PlayerError("`" + name + "` is written twice in that list: give each frame a name of its "
                        + "own. Nothing was added.");
            }
            int ssrs = m.group("ssr") == null ? 0 : Integer.parseInt(m.group("ssr"));
            lines.add(new Line(name, m.group("loadout").strip(), ssrs));
        }
        if (lines.isEmpty()) {
            throw new PlayerError("No frames in that: write one a line, like `Anvil-1: B G Y Rd`.");
        }
        return lines;
    }
}
