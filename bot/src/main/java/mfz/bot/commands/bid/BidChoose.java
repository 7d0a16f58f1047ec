package mfz.bot.commands.bid;

import static mfz.bot.commands.OptionNames.DESIGN;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.LOADOUT;
import static mfz.bot.commands.OptionNames.NAME;
import static mfz.bot.commands.OptionNames.OPTION;
import static mfz.bot.commands.OptionNames.SSRS_TO;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import mfz.bot.commands.company.CompanyFrame;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.TieControls;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.bidding.BiddingRules;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Refusal;

/**
 * {@code /bid choose option:<add-frame|remove-frame|defer> [name] [loadout] [design] [frame] [ssrs-to]}:
 * answer a tie for highest score. A frame to add is named and designed either in two options
 * or in one, {@code design:"Spare: B G Y Rd"}, which is what the form asks for when a player
 * taps "a frame of my own" (add-frame with neither).
 */
public final class BidChoose extends GameCommand {

    public BidChoose(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("choose", "Answer a tie for highest score: add a frame, remove one, or defer",
                OptionSpec.string(OPTION, "What you do").required()
                        .choices(List.of("add-frame", "remove-frame", "defer")).maxLength(20).build(),
                OptionSpec.text(NAME, "add-frame: the new frame's name", false, "name"),
                OptionSpec.string(LOADOUT, "add-frame: its systems, like \"B G Y Rd\"").placeholder("\"B G Y Rd\"")
                        .maxLength(60).build(),
                OptionSpec.string(DESIGN, "add-frame: name and systems at once, like \"Spare: B G Y Rd\"")
                        .placeholder("\"Spare: B G Y Rd\"").maxLength(80).build(),
                CompanyFrame.discOption("add-frame, on the map: how wide it stands, in "
                        + "units (1 if not set)"),
                frame("remove-frame: the frame to remove", false),
                OptionSpec.string(SSRS_TO, "remove-frame: the frame that takes its SSRs").placeholder("frame")
                        .autocomplete().maxLength(40).build(),
                AS, SEAT);
    }

    /**
     * The form a tap on "a frame of my own" opens: its text fills {@code design:}; a {@code disc:}
     * typed with the command goes with it (a review: it was lost on the way).
     */
    static Form form(Optional<String> disc, String example) {
        Map<String, String> fixed = new LinkedHashMap<>();
        fixed.put(OPTION, "add-frame");
        disc.ifPresent(d -> fixed.put(CompanyFrame.DISC, d));
        return new Form(ComponentIds.menu("bid choose", fixed, DESIGN),
                "Add a frame to break the tie", "Name: systems", example, 80,
                "/bid choose option:add-frame design:\"" + example + "\"" + disc.map(d -> " disc:" + d).orElse(""));
    }

    /** The player's frames, while bidding is under way. */
    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return (option.equals(FRAME) || option.equals(SSRS_TO)) && seat.game().phase() == Phase.BIDDING
                ? seat.frames() : List.of();
    }

    /**
     * What the frame's design can't mend is refused before the form asks for it: with no game, no
     * tie or another player's choice, the form came first and the refusal only after it was filled
     * in (a bad-input play).
     */
    private void refusedBeforeTheForm(Request request) {
        Game game = play.games().require(request.channelId());
        String actor = play.acting(request).id();
        if (game.player(actor).isEmpty()) {
            throw new PlayerError("You are not playing in this game.");
        }
        try {
            BiddingRules.requireTheirTie(game, actor);
        } catch (Refusal refused) {
            throw new PlayerError(refused.playerMessage());
        }
    }

    /** The options each answer takes: one given for another was dropped without a word (a campaign play). */
    private static final Map<String, List<String>> TAKES = Map.of(
            "add-frame", List.of(NAME, LOADOUT, DESIGN, CompanyFrame.DISC),
            "remove-frame", List.of(FRAME, SSRS_TO),
            "defer", List.of());

    private static void onlyItsOwnOptions(Request request, String option) {
        List<String> stray = TAKES.entrySet().stream().filter(e -> !e.getKey().equals(option))
                .flatMap(e -> e.getValue().stream()).filter(o -> request.option(o).isPresent()).distinct().sorted()
                .toList();
        if (!stray.isEmpty()) {
            throw new PlayerError("`option:" + option + "` takes no " + String.join(", ", stray.stream()
                    .map(o -> "`" + o + ":`").toList()) + (option.equals("defer") ? "." : ": those are for "
                    + (option.equals("add-frame") ? "`remove-frame`." : "`add-frame`.")));
        }
        if (option.equals("add-frame") && request.option(DESIGN).isPresent()
                && (request.option(NAME).isPresent() || request.option(LOADOUT).isPresent())) {
            throw new PlayerError("Give the frame either as `design:\"Spare: B G Y Rd\"` or as `name:` and "
                    + "`loadout:`, not both.");
        }
    }

    /** SSRs written after a frame's systems, as `/company frames` takes them: `ssr:3`, `ssrs 2`. */
    private static final Pattern SSRS = Pattern.compile("(?i)(?:^|\\s)ssrs?\\s*:?\\s*\\d");

    @Override
    public Reply handle(Request request) {
        onlyItsOwnOptions(request, request.option(OPTION).orElseThrow());
        boolean adding = request.option(OPTION).orElseThrow().equals("add-frame");
        // `/company frames` takes SSRs after the systems; here they were "not a system code" (a bad-input audit),
        // said after whose tie it is (a review).
        String systems = request.option(DESIGN).map(d -> d.substring(d.indexOf(':') + 1))
                .or(() -> request.option(LOADOUT)).orElse("");
        if (adding && SSRS.matcher(systems).find()) {
            refusedBeforeTheForm(request);
            throw new PlayerError("A frame added to break the tie carries no SSRs (the company keeps its count): "
                    + "give its systems only, like `B G Y Rd`.");
        }
        if (adding && request.option(DESIGN).isPresent()) {
            String design = request.option(DESIGN).orElseThrow();
            int colon = design.indexOf(':');
            if (colon <= 0 || design.substring(colon + 1).isBlank()) {
                throw new PlayerError("Write the frame as its name, a colon and its systems, like `Spare: B G Y Rd`.");
            }
            String name = design.substring(0, colon).strip();
            String loadout = design.substring(colon + 1).strip();

            return run(request, acting -> List.of(new Command.AddFrameToBreakTie(acting.id(), name, loadout,
                    CompanyFrame.disc(request))));
        }
        if (adding && request.option(NAME).isEmpty() && request.option(LOADOUT).isEmpty()) {
            refusedBeforeTheForm(request);
            Form form = form(request.option(CompanyFrame.DISC), TieControls.exampleDesign(
                    play.games().require(request.channelId()), play.acting(request).id()));
            return Reply.form(form, "Name and design the frame: `" + form.typed() + "`");
        }
        // Another's tie is said first, whatever option is missing: "needs `frame:`" answered one who can't choose
        // (a bad-input audit).
        if (request.option(OPTION).orElseThrow().equals("remove-frame") ? request.option(FRAME).isEmpty()
                : adding && (request.option(NAME).isEmpty() || request.option(LOADOUT).isEmpty())) {
            refusedBeforeTheForm(request);
        }
        return run(request, acting -> List.of(switch (request.option(OPTION).orElseThrow()) {
            case "add-frame" -> new Command.AddFrameToBreakTie(acting.id(),
                    request.option(NAME).orElseThrow(() -> new PlayerError(
                            "Adding a frame needs its `name:` and `loadout:`, like name:Anvil-5 loadout:\"B G Y Rd\".")),
                    request.option(LOADOUT).orElseThrow(() -> new PlayerError(
                            "Adding a frame needs its `loadout:`, like loadout:\"B G Y Rd\".")),
                    CompanyFrame.disc(request));
            case "remove-frame" -> new Command.RemoveFrameToBreakTie(acting.id(),
                    request.option(FRAME).orElseThrow(() -> new PlayerError(
                            "Removing a frame needs `frame:`, the frame to remove.")),
                    request.option(SSRS_TO).orElse(null));
            default -> new Command.DeferTie(acting.id());
        }));
    }
}
