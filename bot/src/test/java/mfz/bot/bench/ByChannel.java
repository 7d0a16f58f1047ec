package mfz.bot.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.core.TableUpdate;

/**
 * One of the bot's commands, as registered, answered by the bot that serves the channel: the
 * echo bot in {@code echoChannels}, the durable echo in {@code durableChannels}, the game bot
 * (its whole router) everywhere else. The three bots then share one JDA client and the same
 * seconds of the run, so whatever drifts during a run (the host, the JIT, the collector) falls
 * on all three alike instead of on whichever happened to run then. Two floors for scale, in
 * closed loops of their own: the durable echo with its table ({@code tableChannels}), and the
 * same answering with a game's card instead of "ok" ({@code cardChannels}).
 */
record ByChannel(CommandSpec spec, Set<String> echoChannels, Set<String> durableChannels, Set<String> tableChannels,
                 Set<String> cardChannels, SlashCommand durable, CommandRouter game) implements SlashCommand {

    /**
     * A two-player skirmish's table as the bot shows it, about its size (1,100 characters): what
     * the durable echo with its table edits after every "ok", as the game bot edits its own.
     */
    static final Embed TABLE = table();

    @Override
    public Reply handle(Request request) {
        if (echoChannels.contains(request.channelId())) {
            return Reply.text("ok");
        }
        if (durableChannels.contains(request.channelId())) {
            return durable.handle(request);
        }
        if (tableChannels.contains(request.channelId())) {
            return durable.handle(request).withTable(new TableUpdate(TABLE, false));
        }
        if (cardChannels.contains(request.channelId())) {
            durable.handle(request);
            return CARD.withTable(new TableUpdate(TABLE, false));
        }
        return game.route(request);
    }

    /**
     * A turn's card the size of the game bot's replies in the closed loop (their announcement
     * and the phone's menus, about 2,300 bytes of request): a line of what happened, the move
     * menu, two attack buttons, the spot menu, End the turn and Table. What the durable echo with
     * a game's card sends instead of "ok", with the table after it.
     */
    static final Reply CARD = card();

    private static Reply card() {
        String who = "for=700000000000000001|v=87";
        List<Component.Option> moves = new ArrayList<>();
        List<Component.Option> spots = new ArrayList<>();
        for (String die : List.of("🟩 G6", "⬜ W5")) {
            String face = die.substring(die.indexOf(' ') + 1);
            for (String station : List.of("S0a", "S0b", "S1a", "no station")) {
                moves.add(new Component.Option(die + ", then near " + station, "die=" + face + "|station="
                        + station.replace("no station", "none"), null));
            }
            spots.add(new Component.Option("Fang-1 with " + die, "die=" + face + "|end=true|frame=Fang-1", "alice's"));
        }
        List<Component.Row> rows = List.of(
                new Component.Row(List.of(new Component.SelectMenu("turn move|" + who + "|opts",
                        "Move… (and near what after)", moves, 1, 1))),
                new Component.Row(List.of(
                        new Component.Button("turn attack|die=W5|" + who, "Attack ⬜ W5 → 5 − defense",
                                Component.Style.DANGER, false),
                        new Component.Button("turn attack|die=W3|" + who, "Attack ⬜ W3 → 3 − defense",
                                Component.Style.DANGER, false))),
                new Component.Row(List.of(new Component.SelectMenu("turn spot|" + who + "|opts",
                        "Spot and end the turn…", spots, 1, 1))),
                new Component.Row(List.of(
                        new Component.Button("turn end|" + who, "End the turn", Component.Style.SECONDARY, false),
                        new Component.Button("game table|private=true", "Table", Component.Style.SECONDARY, false))));
        String content = "🎲 **Anvil-2** (vincent) rolled ⬜ W5 🟩 G6 ⬜ W3 🟦 B2. <@700000000000000001>, your turn with "
                + "**Anvil-2**: move with 🟩 G6, attack with ⬜ W5 or ⬜ W3, spot, or end the turn. Round 2 · "
                + "doomsday clock 3 · scores vincent 12, alice 9.";
        return new Reply(content, List.of(), rows, false, null, List.of());
    }

    private static Embed table() {
        Embed table = Embed.of("Round 1 · doomsday clock 4",
                "Initiative: vincent. Scores: vincent 12, meguey 12.");
        for (String player : List.of("vincent", "meguey")) {
            StringBuilder frames = new StringBuilder();
            for (int f = 1; f <= 4; f++) {
                frames.append("**").append(player, 0, 1).append("-Frame-").append(f)
                        .append("** B G Y Rd · W W · defense 4 · spot 3 · near Station-").append(f).append('\n');
            }
            table = table.withField(player + " (12 points, 3 stations)", frames.toString(), false);
        }
        return table.withFooter("Stations: Alpha vincent, Beta vincent, Gamma meguey, Delta meguey.");
    }
}
