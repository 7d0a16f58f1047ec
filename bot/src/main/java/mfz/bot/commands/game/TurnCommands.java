package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;
import mfz.rules.turn.Action;
import mfz.rules.turn.Range;

/**
 * The {@code /turn} subcommands: a frame's turn, step by step. Each maps to one rules
 * command; the rules say what is legal now and why not.
 */
final class TurnCommands {

    private TurnCommands() {
    }

    static List<SlashCommand> all(Play play) {
        return List.of(new Start(play), new TurnPlan(play), new Pass(play), new Wait(play), new Defend(play),
                new Move(play), new Attack(play), new Spot(play), new End(play));
    }

    static OptionSpec frame(String description, boolean required) {
        return new OptionSpec("frame", description, OptionSpec.Type.STRING, required, "frame", List.of(), true, 40);
    }

    static OptionSpec die(String description, String placeholder) {
        return new OptionSpec("die", description, OptionSpec.Type.STRING, true, placeholder, List.of(), true, 6);
    }

    static OptionSpec owner(String name, String description) {
        return new OptionSpec(name, description, OptionSpec.Type.USER, false, "@player", List.of(), false, 100);
    }

    /** {@code /turn start frame:<n> [target] [target-owner] [range] [ssr] [hazard] [jettison]}. */
    record Start(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "frame" -> seat.choiceFrames(Action.START_TURN);
                case "target" -> seat.targets();
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("start", "Take a turn: name the target and range; the whole pool is rolled at once",
                    frame("Your frame (left out: the frame an attack just activated)", false),
                    new OptionSpec("target", "An enemy frame's name, terrain, or none", OptionSpec.Type.STRING, false,
                            "frame|terrain|none", List.of(), true, 40),
                    owner("target-owner", "Whose frame the target is, when two share its name"),
                    new OptionSpec("range", "The range you will attack from", OptionSpec.Type.STRING, false,
                            "hand|direct|artillery", List.of("hand", "direct", "artillery"), false, 10),
                    new OptionSpec("ssr", "SSRs to fire (direct fire only; used up now)", OptionSpec.Type.INTEGER,
                            false, "n", List.of(), false, 2),
                    new OptionSpec("hazard", "The frame starts its turn in a hazard", OptionSpec.Type.BOOLEAN, false,
                            "true|false", List.of(), false, 5),
                    new OptionSpec("jettison", "Systems to throw away before rolling, like \"B Y\"",
                            OptionSpec.Type.STRING, false, "systems", List.of(), false, 30),
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            Range range = request.option("range").map(r -> Range.read(r).orElseThrow(() -> new PlayerError(
                    "`range:` is hand, direct or artillery."))).orElse(null);
            int ssrs = request.option("ssr").map(Integer::parseInt).orElse(0);
            boolean hazard = request.option("hazard").map(Boolean::parseBoolean).orElse(false);
            String targetOwner = request.option("target-owner").map(Acting::userId).orElse(null);
            return play.run(request, acting -> List.of(new Command.StartTurn(acting.id(),
                    request.option("frame").orElse(null), request.option("target").orElse(null), targetOwner, range,
                    ssrs, hazard, request.option("jettison").orElse(null))));
        }
    }

    /** {@code /turn pass}. */
    record Pass(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("pass", "Pass the initiative to the next player", Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            return play.run(request, acting -> List.of(new Command.Pass(acting.id())));
        }
    }

    /** {@code /turn wait frame:<n>}: per-frame initiative: keep the frame for its higher d20. */
    record Wait(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "frame" -> seat.choiceFrames(Action.WAIT_FOR_LATER_DIE);
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("wait", "Per-frame initiative: keep this frame for its higher d20",
                    frame("The frame whose lower d20 came up", true), Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            return play.run(request, acting -> List.of(new Command.WaitForLaterDie(acting.id(),
                    request.option("frame").orElseThrow())));
        }
    }

    /** {@code /turn defend die:<B4|W6|none>}. */
    record Defend(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "die" -> seat.choiceOptions(Action.DEFEND);
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("defend", "Assign a blue or white die as defense, or none",
                    die("A blue or white die from your roll, or none", "B4|W6|none"), Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            return play.run(request, acting -> List.of(new Command.Defend(acting.id(),
                    request.option("die").orElseThrow())));
        }
    }

    /**
     * {@code /turn move die:<G5|W3> [station:<n|none>] [objective:true [cover:true]]}: with
     * {@code objective:true} a campaign objective that follows its holder moves along; the
     * mover says with {@code cover:true} that the move crossed cover (then it can't).
     */
    record Move(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "die" -> seat.choiceOptions(Action.MOVE);
                case "station" -> {
                    List<String> stations = new java.util.ArrayList<>(seat.stationsOnTable());
                    stations.add("none");
                    yield stations;
                }
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("move", "Move up to a green or white die's value in units",
                    die("A green or white die from your roll", "G5|W3"),
                    new OptionSpec("station", "The station the frame now stands within 1 unit of, or none",
                            OptionSpec.Type.STRING, false, "station|none", List.of(), true, 40),
                    new OptionSpec("objective", "Campaign: the objective following this frame moves with it",
                            OptionSpec.Type.BOOLEAN, false, "true|false", List.of(), false, 5),
                    new OptionSpec("cover", "With objective: the move crossed cover", OptionSpec.Type.BOOLEAN, false,
                            "true|false", List.of(), false, 5),
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            boolean objective = request.option("objective").map(Boolean::parseBoolean).orElse(false);
            if (objective) {
                boolean cover = request.option("cover").map(Boolean::parseBoolean).orElse(false);
                return play.run(request, acting -> List.of(new Command.MoveWithObjective(acting.id(),
                        request.option("die").orElseThrow(), cover)));
            }
            return play.run(request, acting -> List.of(new Command.Move(acting.id(),
                    request.option("die").orElseThrow(), request.option("station").orElse(null))));
        }
    }

    /** {@code /turn attack die:<R5|W6> [spot] [cover] [cover-owner] [cover-hits]}. */
    record Attack(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "die" -> seat.choiceOptions(Action.ATTACK);
                case "cover" -> seat.covers();
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("attack", "Attack your target with a red or white die",
                    die("A red or white die from your roll", "R5|W6"),
                    new OptionSpec("spot", "Add the target's spot marker (it is used up)", OptionSpec.Type.BOOLEAN,
                            false, "true|false", List.of(), false, 5),
                    new OptionSpec("cover", "What covers the target: none, terrain, or a frame's name",
                            OptionSpec.Type.STRING, false, "none|terrain|frame", List.of(), true, 40),
                    owner("cover-owner", "Whose frame covers, when two share its name"),
                    new OptionSpec("cover-hits", "Terrain cover: how many hits it stands before it falls",
                            OptionSpec.Type.INTEGER, false, "n", List.of(), false, 2),
                    Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            boolean spot = request.option("spot").map(Boolean::parseBoolean).orElse(false);
            Integer coverHits = request.option("cover-hits").map(Integer::valueOf).orElse(null);
            String coverOwner = request.option("cover-owner").map(Acting::userId).orElse(null);
            return play.run(request, acting -> List.of(new Command.Attack(acting.id(),
                    request.option("die").orElseThrow(), spot, request.option("cover").orElse(null), coverOwner,
                    coverHits)));
        }
    }

    /** {@code /turn spot frame:<n> die:<Y4|W2> [owner]}. */
    record Spot(Play play) implements SlashCommand {
        @Override
        public List<String> suggest(Request request, String option) {
            return Suggestions.seat(play, request).map(seat -> switch (option) {
                case "frame" -> seat.choiceFrames(Action.SPOT);
                case "die" -> seat.choiceOptions(Action.SPOT);
                default -> List.<String>of();
            }).orElse(List.of());
        }

        public CommandSpec spec() {
            return CommandSpec.of("spot", "Spot an opponent's frame with a yellow or white die (last action)",
                    frame("The opponent's frame to spot", true), die("A yellow or white die from your roll", "Y4|W2"),
                    owner("owner", "Whose frame it is, when two share its name"), Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            String owner = request.option("owner").map(Acting::userId).orElse(null);
            return play.run(request, acting -> List.of(new Command.Spot(acting.id(),
                    request.option("frame").orElseThrow(), owner, request.option("die").orElseThrow())));
        }
    }

    /** {@code /turn end}. */
    record End(Play play) implements SlashCommand {
        public CommandSpec spec() {
            return CommandSpec.of("end", "End the turn; unused dice are discarded", Play.AS_OPTION);
        }

        public Reply handle(Request request) {
            return play.run(request, acting -> List.of(new Command.EndTurn(acting.id())));
        }
    }
}
