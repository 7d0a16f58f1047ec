package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.Applied;
import mfz.rules.game.Command;
import mfz.rules.options.GameSize;

/** {@code /game new size:<skirmish|battle|demo> [ssr:<0-8>] [doomsday:<n>]}: open a game here; the caller hosts it. */
final class GameNew implements SlashCommand {

    static final List<String> SIZES = List.of("skirmish", "battle", "demo");

    private final Play play;

    GameNew(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("new", "Open a game in this channel; you host it",
                new OptionSpec("size", "Skirmish, battle, or a short demo game", OptionSpec.Type.STRING, true,
                        "skirmish|battle|demo", SIZES, false, 10),
                new OptionSpec("ssr", "Single-shot rockets per company (0 to 8; default 3)", OptionSpec.Type.INTEGER,
                        false, "0-8", List.of(), false, 3),
                new OptionSpec("doomsday", "Where the doomsday clock starts (default 11, demo 5)",
                        OptionSpec.Type.INTEGER, false, "n", List.of(), false, 3));
    }

    @Override
    public Reply handle(Request request) {
        String host = request.caller().id();
        List<Command> commands = new ArrayList<>();
        commands.add(new Command.CreateGame(host, request.caller().name(), size(request.option("size").orElseThrow())));
        request.option("ssr").ifPresent(n -> commands.add(new Command.SetSsrCount(host, Integer.parseInt(n))));
        request.option("doomsday").ifPresent(n -> commands.add(new Command.SetStartingDoomsday(host, Integer.parseInt(n))));
        Applied applied = play.games().open(request.guildId(), request.channelId(), commands, request.interactionId());
        Reply reply = play.withControls(Play.announce(applied, null), request.channelId(), applied);
        return reply.withTable(new mfz.bot.core.TableUpdate(reply.table().embed(), true));
    }

    static GameSize size(String word) {
        return switch (word) {
            case "battle" -> GameSize.BATTLE;
            case "demo" -> GameSize.DEMO;
            default -> GameSize.SKIRMISH;
        };
    }
}
