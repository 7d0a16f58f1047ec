package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.bot.campaign.CampaignService;
import mfz.bot.render.CampaignText;
import mfz.bot.store.GameRecord;
import mfz.rules.game.Phase;
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
    private final CampaignService campaigns;

    public Play(GameService games) {
        this(games, null);
    }

    /** @param campaigns the campaigns, or null where there are none (then no battle is recorded) */
    public Play(GameService games, CampaignService campaigns) {
        this.games = games;
        this.campaigns = campaigns;
    }

    public Optional<CampaignService> campaigns() {
        return Optional.ofNullable(campaigns);
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
        Optional<GameRecord> record = games.record(request.channelId());
        Applied applied = games.execute(request.channelId(), build.apply(acting), acting.onBehalfOf(),
                request.interactionId());
        return afterBattle(record, applied, acting.id(), announce(applied, acting));
    }

    /**
     * A campaign battle that just reached doomsday is recorded in its campaign, and the
     * objective's holder is pinged with the choice of constraints (and a menu).
     */
    private Reply afterBattle(Optional<GameRecord> record, Applied applied, String actor, Reply reply) {
        if (campaigns == null || record.isEmpty() || record.get().campaignId() == null
                || applied.after().phase() != Phase.ENDED || applied.before().phase() == Phase.ENDED) {
            return reply;
        }
        Optional<CampaignService.Loaded> finished = campaigns.finish(record.get().campaignId(), record.get(),
                applied.after(), actor);
        if (finished.isEmpty()) {
            return reply;
        }
        CampaignService.Loaded loaded = finished.get();
        return new Reply(reply.content() + "\n" + CampaignText.doomsday(loaded.campaign()), reply.embeds(),
                CampaignText.menu(loaded.campaign()), reply.ephemeral(), reply.table(), reply.files());
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
            Optional<GameRecord> record = games.record(request.channelId());
            Applied applied = games.execute(request.channelId(), build.apply(acting), acting.onBehalfOf(),
                    request.interactionId());
            return afterBattle(record, applied, acting.id(), announce(applied, null));
        }
        return run(request, build);
    }

    /** The public message for an accepted command: what happened, who must decide next, the table. */
    public static Reply announce(Applied applied, Acting acting) {
        List<String> lines = new ArrayList<>(EventText.describe(applied.events(), applied.before(), applied.after()));
        if (acting != null && acting.onBehalfOf() != null) {
            lines.addFirst("_(the host acts for **" + acting.name() + "**)_");
        }
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
