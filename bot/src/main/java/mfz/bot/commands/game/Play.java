package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.game.Applied;
import mfz.bot.game.GameService;
import mfz.bot.render.EventText;
import mfz.bot.render.TableView;
import mfz.rules.game.Command;

/**
 * What every game command shares: resolving who acts, running rules commands through the
 * service, and the public reply that announces what happened and updates the table.
 */
public final class Play {

    static final OptionSpec AS_OPTION = new OptionSpec(Acting.AS,
            "Host only: act for an absent player", OptionSpec.Type.USER, false, "@player", List.of(), false, 100);

    private final GameService games;

    public Play(GameService games) {
        this.games = games;
    }

    public GameService games() {
        return games;
    }

    public Acting acting(Request request) {
        return Acting.of(request, games.game(request.channelId()));
    }

    /** Runs the commands built for the acting player, all or nothing, and announces the result. */
    public Reply run(Request request, Function<Acting, List<Command>> build) {
        Acting acting = acting(request);
        Applied applied = games.execute(request.channelId(), build.apply(acting), acting.onBehalfOf(),
                request.interactionId());
        return announce(applied, acting);
    }

    /**
     * Runs a host-only command. A channel manager who is not the game's host acts with the
     * host's authority, and the game log keeps who it really was.
     */
    public Reply runAsHost(Request request, Function<Acting, List<Command>> build) {
        java.util.Optional<mfz.rules.game.Game> game = games.game(request.channelId());
        String host = game.map(mfz.rules.game.Game::host).orElse(null);
        if (host != null && !host.equals(request.caller().id()) && request.caller().managesChannel()) {
            Acting acting = new Acting(host, game.get().nameOf(host), request.caller().id());
            Applied applied = games.execute(request.channelId(), build.apply(acting), acting.onBehalfOf(),
                    request.interactionId());
            return announce(applied, null);
        }
        return run(request, build);
    }

    /** The public message for an accepted command: what happened, who must decide next, the table. */
    public static Reply announce(Applied applied, Acting acting) {
        List<String> lines = new ArrayList<>(EventText.describe(applied.events(), applied.before(), applied.after()));
        if (acting != null && acting.onBehalfOf() != null) {
            lines.addFirst("_(the host acts for **" + acting.name() + "**)_");
        }
        EventText.scoreChanges(applied.before(), applied.after()).ifPresent(lines::add);
        EventText.whoDecides(applied.after()).ifPresent(lines::add);
        if (lines.isEmpty()) {
            lines.add("Done.");
        }
        boolean repost = applied.before().phase() != applied.after().phase()
                || applied.before().round() != applied.after().round();
        return new Reply(String.join("\n", lines), List.of(), List.of(), false,
                new TableUpdate(TableView.table(applied.after()), repost));
    }
}
