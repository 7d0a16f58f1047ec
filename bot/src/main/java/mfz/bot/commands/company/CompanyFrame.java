package mfz.bot.commands.company;

import static mfz.bot.commands.OptionNames.LOADOUT;
import static mfz.bot.commands.OptionNames.NAME;
import static mfz.bot.commands.OptionNames.SSR;

import java.util.List;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.game.Command;

/** {@code /company frame name:<n> loadout:<"B G Y Rd"> [ssr:<n>]}: add a frame or redesign it. */
public final class CompanyFrame extends CompanyCommand {

    public CompanyFrame(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("frame", "Add a frame to your company, or redesign one", CompanyStation.NAME_OPTION,
                OptionSpec.string(LOADOUT, "Its systems: " + LoadoutNotation.CODES).required()
                        .placeholder("\"B G Y Rd\"").maxLength(60).build(),
                OptionSpec.integer(SSR, "Single-shot rockets it carries")
                        .range(0, CompanyValidation.MAX_SSRS_PER_FRAME).build(),
                discOption("On the map: how wide it stands, in units (1 if not set)"),
                AS);
    }

    /** How wide the frame stands on a map (docs/rules.md §10: set per frame). */
    public static final String DISC = "disc";

    @Override
    public Reply handle(Request request) {
        int ssrs = request.option(SSR).map(Integer::parseInt).orElse(0);
        Double disc = disc(request);
        return editPrivately(request, acting -> List.of(new Command.DesignFrame(acting.id(),
                request.option(NAME).orElseThrow(), request.option(LOADOUT).orElseThrow(), ssrs, disc)));
    }

    /** The {@code disc:} option: a frame's width on a map, as {@code /company frame} and a tie's new frame take it. */
    public static OptionSpec discOption(String description) {
        return OptionSpec.string(DISC, description).choices(List.of("0.5", "1", "1.5", "2", "2.5", "3")).build();
    }

    /** The request's {@code disc:}, or null when it gives none (the usual 1 unit). */
    public static Double disc(Request request) {
        return request.option(DISC).map(CompanyFrame::units).orElse(null);
    }

    private static Double units(String text) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new PlayerError("`disc:` is a width in units, like 1.5.");
        }
    }
}
