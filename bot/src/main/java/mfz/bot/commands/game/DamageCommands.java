package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;

/** The {@code /damage} subcommands: the owner's choices while hits are applied, and falls. */
final class DamageCommands {

    private DamageCommands() {
    }

    static List<SlashCommand> all(Play play) {
        return List.of(new Take(play), new Retreat(play), new Fall(play));
    }

    /** {@code /damage take system:<B|G|Y|Rh|Rd|Ra|E|…|white>}. */
    record Take(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "system" -> seat.choiceOptions(mfz.rules.turn.Action.TAKE_HIT);
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("take", "Choose what the hit takes: a system, or a white die",
                    new OptionSpec("system", "A system code (B, G, Y, Rh, Rd, Ra, E, Rd/Ra…) or white",
                            OptionSpec.Type.STRING, true, "B|G|…|white", List.of(), true, 10),
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            return play.run(request, acting -> List.of(new Command.TakeHit(acting.id(),
                    request.option("system").orElseThrow())));
        }
    }

    /** {@code /damage retreat}. */
    record Retreat(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("retreat", "Ignore this hit by falling back from the station you hold",
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            return play.run(request, acting -> List.of(new Command.Retreat(acting.id())));
        }
    }

    /** {@code /damage fall frame:<n> bricks:<n> [owner]} (elevation and falling). */
    record Fall(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "frame" -> seat.placedFrames(request.option("owner").map(Acting::userId).orElse(null));
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("fall", "A frame fell: 1 damage die per 3 bricks of the fall",
                    TurnCommands.frame("The frame that fell", true),
                    new OptionSpec("bricks", "How many bricks it fell", OptionSpec.Type.INTEGER, true, "n", List.of(),
                            false, 3),
                    TurnCommands.owner("owner", "Whose frame fell (left out: yours)"), Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            String owner = request.option("owner").map(Acting::userId).orElse(null);
            int bricks = Integer.parseInt(request.option("bricks").orElseThrow());
            return play.run(request, acting -> List.of(new Command.Fall(acting.id(), owner,
                    request.option("frame").orElseThrow(), bricks)));
        }
    }
}
