package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;
import mfz.rules.game.Phase;

/**
 * {@code /bid choose option:<add-frame|remove-frame|defer> [name] [loadout] [frame] [ssrs-to]}:
 * answer a tie for highest score.
 */
final class BidChoose implements SlashCommand {

    private final Play play;

    BidChoose(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("choose", "Answer a tie for highest score: add a frame, remove one, or defer",
                new OptionSpec("option", "What you do", OptionSpec.Type.STRING, true, "add-frame|remove-frame|defer",
                        List.of("add-frame", "remove-frame", "defer"), false, 20),
                OptionSpec.text("name", "add-frame: the new frame's name", false, "name"),
                new OptionSpec("loadout", "add-frame: its systems, like \"B G Y Rd\"", OptionSpec.Type.STRING, false,
                        "\"B G Y Rd\"", List.of(), false, 60),
                new OptionSpec("frame", "remove-frame: the frame to remove", OptionSpec.Type.STRING, false, "frame",
                        List.of(), true, 40),
                new OptionSpec("ssrs-to", "remove-frame: the frame that takes its SSRs", OptionSpec.Type.STRING, false,
                        "frame", List.of(), true, 40),
                Play.AS_OPTION);
    }

    @Override
    public List<String> suggest(Request request, String option) {
        return option.equals("frame") || option.equals("ssrs-to")
                ? Suggestions.seat(play, request).filter(seat -> seat.game().phase() == Phase.BIDDING)
                        .map(Suggestions.Seat::frames).orElse(List.of())
                : List.of();
    }

    @Override
    public Reply handle(Request request) {
        return play.run(request, acting -> List.of(switch (request.option("option").orElseThrow()) {
            case "add-frame" -> new Command.AddFrameToBreakTie(acting.id(),
                    request.option("name").orElseThrow(() -> new PlayerError(
                            "Adding a frame needs its `name:` and `loadout:`, like name:Anvil-5 loadout:\"B G Y Rd\".")),
                    request.option("loadout").orElseThrow(() -> new PlayerError(
                            "Adding a frame needs its `loadout:`, like loadout:\"B G Y Rd\".")));
            case "remove-frame" -> new Command.RemoveFrameToBreakTie(acting.id(),
                    request.option("frame").orElseThrow(() -> new PlayerError(
                            "Removing a frame needs `frame:`, the frame to remove.")),
                    request.option("ssrs-to").orElse(null));
            default -> new Command.DeferTie(acting.id());
        }));
    }
}
