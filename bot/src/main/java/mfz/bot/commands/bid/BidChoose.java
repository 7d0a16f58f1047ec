package mfz.bot.commands.bid;

import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.LOADOUT;
import static mfz.bot.commands.OptionNames.NAME;
import static mfz.bot.commands.OptionNames.OPTION;
import static mfz.bot.commands.OptionNames.SSRS_TO;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;
import mfz.rules.game.Phase;

/**
 * {@code /bid choose option:<add-frame|remove-frame|defer> [name] [loadout] [frame] [ssrs-to]}:
 * answer a tie for highest score.
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
                frame("remove-frame: the frame to remove", false),
                OptionSpec.string(SSRS_TO, "remove-frame: the frame that takes its SSRs").placeholder("frame")
                        .autocomplete().maxLength(40).build(),
                AS);
    }

    /** The player's frames, while bidding is under way. */
    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return (option.equals(FRAME) || option.equals(SSRS_TO)) && seat.game().phase() == Phase.BIDDING
                ? seat.frames() : List.of();
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(switch (request.option(OPTION).orElseThrow()) {
            case "add-frame" -> new Command.AddFrameToBreakTie(acting.id(),
                    request.option(NAME).orElseThrow(() -> new PlayerError(
                            "Adding a frame needs its `name:` and `loadout:`, like name:Anvil-5 loadout:\"B G Y Rd\".")),
                    request.option(LOADOUT).orElseThrow(() -> new PlayerError(
                            "Adding a frame needs its `loadout:`, like loadout:\"B G Y Rd\".")));
            case "remove-frame" -> new Command.RemoveFrameToBreakTie(acting.id(),
                    request.option(FRAME).orElseThrow(() -> new PlayerError(
                            "Removing a frame needs `frame:`, the frame to remove.")),
                    request.option(SSRS_TO).orElse(null));
            default -> new Command.DeferTie(acting.id());
        }));
    }
}
