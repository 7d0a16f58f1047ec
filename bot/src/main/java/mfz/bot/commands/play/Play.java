package mfz.bot.commands.play;

import java.awt.AWTError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.map.MapPictures;
import mfz.bot.commands.map.OverrideOffer;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Component;
import mfz.bot.core.LiveCard;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.game.Applied;
import mfz.bot.game.BattleEnd;
import mfz.bot.game.GameService;
import mfz.bot.game.StoredButUnshown;
import mfz.bot.game.Submission;
import mfz.bot.render.CampaignText;
import mfz.bot.render.EventText;
import mfz.bot.render.GameSummary;
import mfz.bot.render.TableView;
import mfz.bot.render.WhoDecides;
import mfz.bot.render.pictures.ScoreCharts;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.Constraint;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.GameQueries;
import mfz.rules.round.Turn;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every game command shares: resolving who acts, running rules commands through the
 * service, and the public reply that announces what happened and updates the table.
 */
public final class Play {

    private static final Logger log = LoggerFactory.getLogger(Play.class);

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
        return run(request, false, (game, acting) -> build.apply(acting));
    }

    /** The same, for commands built from the game as it stands when they run (its phase, its step). */
    public Reply runOnGame(Request request, BiFunction<Game, Acting, List<Command>> build) {
        return run(request, false, build);
    }

    /**
     * Map mode: runs these commands as {@link #runOnGame} does; refused by the map's measurement
     * alone, the private refusal carries a button that declares the same against the map for the
     * host to confirm ({@link mfz.bot.commands.map.OverrideOffer}), so a phone overrides with a tap.
     *
     * @param declared the declaration against the map the same request would make with {@code override:true}
     */
    public Reply runOrOfferOverride(Request request, BiFunction<Game, Acting, List<Command>> build,
                                    BiFunction<Game, Acting, Command> declared) {
        try {
            return run(request, false, build);
        } catch (PlayerError refused) {
            // A restored game waiting for its players' seats refuses everything: nothing to declare.
            if (games.seats().waiting(request.channelId())) {
                throw refused;
            }
            return games.current(request.channelId()).flatMap(open -> OverrideOffer.of(request,
                    open.game(), declared, refused.getMessage())).orElseThrow(() -> refused);
        }
    }

    /** The result of a game that just reached doomsday comes with the chart of the scores, round by round. */
    private Reply withScoreChart(String channelId, Applied applied, Reply reply) {
        if (!applied.reachedDoomsday()) {
            return reply;
        }
        List<Reply.Attachment> files = new ArrayList<>(reply.files());
        scoreChartAtTheEnd(channelId, applied).ifPresent(files::add);
        return GameResult.withResult(applied, reply).withFiles(files);
    }

    /** The chart of a game that just ended, from the timeline kept as it was played when there is one. */
    private Optional<Reply.Attachment> scoreChartAtTheEnd(String channelId, Applied applied) {
        return games.timeline(channelId, applied.record())
                .map(kept -> drawn(channelId, () -> ScoreCharts.ofGame(channelId, kept, applied.after(),
                        applied.record().lastSeq())))
                .orElseGet(() -> scoreChart(channelId));
    }

    /**
     * The chart of the channel's open or last finished game. Drawing it is not part of the
     * command: should it fail, the result goes out without it (and the log says why).
     */
    public Optional<Reply.Attachment> scoreChart(String channelId) {
        return drawn(channelId, () -> ScoreCharts.ofGame(channelId,
                games.log(channelId).stream().map(GameService.LoggedEvent::event).toList()));
    }

    /** The chart {@code draw} makes, or none (logged) when drawing it fails. */
    private static Optional<Reply.Attachment> drawn(String channelId, Supplier<Reply.Attachment> draw) {
        try {
            return Optional.of(draw.get());
        } catch (RuntimeException | AWTError failed) {
            log.warn("Could not draw the score chart of channel {}", channelId, failed);
            return Optional.empty();
        }
    }

    /** How a campaign battle's end is recorded, with the command that ends it; nothing where there are no campaigns. */
    public BattleEnd ending(String actor) {
        return campaigns == null ? BattleEnd.NONE : campaigns.ending(actor);
    }

    /**
     * A campaign battle that just reached doomsday was recorded in its campaign with the
     * command: the objective's holder is pinged with the choice of constraints (and a menu).
     */
    private Reply afterBattle(Applied applied, Reply reply) {
        if (campaigns == null || applied.record().campaignId() == null || !applied.reachedDoomsday()) {
            return reply;
        }
        Optional<CampaignService.Loaded> finished = campaigns.ended(applied.record(), Battle.Status.FINISHED);
        if (finished.isEmpty()) {
            return reply;
        }
        CampaignService.Loaded loaded = finished.get();
        Optional<String> seat = loaded.campaign().awaitingChoice().map(Battle::holder).filter(BotSeats::is);
        if (seat.isPresent()) {
            String chose = seatChooses(loaded, seat.get());
            // Once it has chosen, the next battle opens by a tap, as after a person's choice (there was
            // only the typed command).
            List<Component.Row> rows = campaigns.byId(loaded.record().id())
                    .filter(after -> after.campaign().awaitingChoice().isEmpty())
                    .map(after -> CampaignText.nextBattleButtons(after.campaign(), after.record().name()))
                    .orElse(List.of());
            return new Reply(reply.content() + "\n" + chose, reply.embeds(), rows, reply.ephemeral(), reply.table(),
                    reply.files());
        }
        // Nobody to choose (nobody held the objective): the next battle opens by a tap, as after a choice.
        List<Component.Row> rows = loaded.campaign().awaitingChoice().isPresent() ? CampaignText.menu(loaded.campaign())
                : CampaignText.nextBattleButtons(loaded.campaign(), loaded.record().name());
        return new Reply(reply.content() + "\n" + CampaignText.doomsday(loaded.campaign()), reply.embeds(), rows,
                reply.ephemeral(), reply.table(), reply.files());
    }

    /**
     * A bot seat that held the objective at doomsday chooses the next battle's constraints at
     * once, as nobody else may: the first two ready-made ones (the doomsday menu's) the campaign
     * accepts. It has nobody to ping, and its choice is stored as its own.
     */
    public String seatChooses(CampaignService.Loaded loaded, String seat) {
        Battle battle = loaded.campaign().awaitingChoice().orElseThrow();
        String head = "📜 Battle " + loaded.campaign().shownNumber(battle) + " of **" + loaded.record().name() + "** is over. **"
                + battle.nameOf(seat) + "** held **" + battle.objective() + "** at doomsday";
        List<Constraint> presets = List.copyOf(CampaignText.PRESETS.values());
        for (int i = 0; i < presets.size(); i++) {
            for (int j = i + 1; j < presets.size(); j++) {
                var choice = new CampaignCommand.ChooseConstraints(seat, List.of(presets.get(i), presets.get(j)));
                try {
                    campaigns.check(loaded, choice);
                } catch (PlayerError refused) {
                    continue;
                }
                CampaignService.Loaded chosen;
                try {
                    chosen = campaigns.decide(loaded, choice);
                } catch (RuntimeException notStored) {
                    // The battle's end is stored: its reply must not read as refused.
                    log.warn("Bot seat {} could not store its choice of constraints in campaign {}: {}", seat,
                            loaded.record().name(), notStored.toString());
                    return head + ", but its choice of the next battle's constraints could not be stored "
                            + "(`/campaign status` says what stands).";
                }
                return head + " and chose the constraints for battle " + chosen.campaign().nextShownNumber() + ": "
                        + CampaignText.constraints(choice.constraints()) + ". "
                        + CampaignText.nextOpens(chosen.campaign(), loaded.record().name());
            }
        }
        return head + ", and no pair of the ready-made constraints fits: it chose none.";
    }

    /**
     * The announcement with the buttons and menus for what comes next, made for the game's
     * version now (so they go stale when it moves on), and a ping for a player whose turn to
     * place has just come. A game that just ended has none.
     */
    public Reply withControls(Reply announcement, Applied applied) {
        OptionalLong version = applied.version();
        if (version.isEmpty()) {
            return announcement;
        }
        Game after = applied.after();
        List<String> more = new ArrayList<>();
        // A seat places at once, by itself: told to choose below, it was only noise on phones (a play).
        // The step's number and where its pieces may go, not its words again (a phone review read each step twice, the
        // line closing one card and the ping opening the next; "your placement: choose below" alone, the next, said
        // neither which step nor where); its words where a step has no placement rule.
        SameCard.newPlacer(applied.before(), after).filter(placer -> !BotSeats.is(placer)).ifPresent(placer -> {
            DeploymentStep step = after.deployment().step();
            more.add(LiveCard.PROMPT + " <@" + placer + "> your placement (step " + step.number() + ": "
                    + (step.placementRule().isEmpty() ? step.words(after) : step.placementRule()) + "): choose below.");
        });
        WaitingOnAll.newly(applied.before(), after, applied.events()).ifPresent(more::add);
        // The same placer going on is told what is left, at the foot of the card it edits (no ping: they just tapped).
        List<String> prompts = new ArrayList<>(more);
        if (SameCard.samePlacerGoesOn(applied.before(), after) && !BotSeats.is(after.deployment().placer())) {
            boolean placed = applied.events().stream().anyMatch(e -> e instanceof Event.FramePlaced
                    || e instanceof Event.StationPlaced || e instanceof Event.PlacedAt);
            PlacementsLeft.prompt(after, after.deployment().placer(), !placed).ifPresent(prompts::add);
        }
        // A bot seat has nobody to ping: where a player would be mentioned, it is named.
        String content = BotSeats.unmention(after, prompts.isEmpty() ? announcement.content()
                : announcement.content() + "\n" + String.join("\n", prompts));
        Reply reply = new Reply(content, announcement.embeds(),
                BotSeats.peoplesControls(Controls.forGame(after, version.getAsLong())),
                announcement.ephemeral(), announcement.table(), announcement.files());
        reply = withMovePoints(applied.before(), after, reply);
        // A line that pings someone goes in a new message: Discord notifies no mention an edit adds (a phone review:
        // the host was never told every company was ready).
        return !reply.ephemeral() && more.isEmpty() && SameCard.goesOn(applied.before(), after) ? reply.onSameCard()
                : reply;
    }

    /**
     * On the map, the card whose move or placement menu offers new points (a turn's start, a white
     * die spent, step 2 opened by the terrain's last approval) carries the battlefield with those
     * points lettered as the menu letters them; the card's later edits keep the picture
     * (discord/InteractionResponse). Step 2's first menu offered "A · Fang-a → at 11,11" under no
     * picture with an A (a phone review).
     */
    private static Reply withMovePoints(Game before, Game after, Reply reply) {
        if (after.map().isEmpty() || reply.ephemeral() || !reply.files().isEmpty()) {
            return reply;
        }
        List<MovePoints.Offer> now = MovePoints.of(after);
        // a seat's placements are lettered on no menu: no picture for them (a review: one a placement)
        boolean seatPlaces = after.phase() == Phase.DEPLOYMENT && after.deployment() != null
                && after.deployment().placer() != null && BotSeats.is(after.deployment().placer());
        List<DeploymentPoints.Offer> placing = seatPlaces ? List.of() : DeploymentPoints.of(after);
        boolean changed = !now.isEmpty() && !now.equals(MovePoints.of(before))
                || !placing.isEmpty() && !placing.equals(DeploymentPoints.of(before));
        return changed ? MapPictures.withPicture(reply, after) : reply;
    }

    /**
     * Runs a host-only command. A channel manager who is not the game's host acts with the
     * host's authority, and the game log keeps who it really was.
     */
    public Reply runAsHost(Request request, Function<Acting, List<Command>> build) {
        return run(request, true, (game, acting) -> build.apply(acting));
    }

    /** {@link #runAsHost}, for a host-only command built from the game as it stands. */
    public Reply runAsHostOnGame(Request request, BiFunction<Game, Acting, List<Command>> build) {
        return run(request, true, build);
    }

    /**
     * Stores the commands built for who acts, in the one service call of the command: it reads
     * the channel's game once (who acts is resolved on it) and returns all the reply needs, the
     * game before and after, its stored row and version.
     *
     * @param hostOnly a channel manager who is not the host acts with the host's authority
     */
    private Reply run(Request request, boolean hostOnly, BiFunction<Game, Acting, List<Command>> build) {
        Who who = new Who();
        // The announcement and its controls are rendered while the command is being stored; what
        // reads the store (a finished campaign battle, the score chart) comes once it is.
        GameService.Rendered<Reply> stored;
        try {
            stored = execute(request, hostOnly, build, who);
        } catch (StoredButUnshown unshown) {
            return KeptReplies.unshown(this, request, unshown.applied(), unshown, KeptReplies.STORED);
        } catch (PlayerError refused) {
            throw forWhom(who, refused);
        }
        Applied applied = stored.applied();
        return KeptReplies.afterStoring(this, request, applied, KeptReplies.STORED,
                () -> withScoreChart(request.channelId(), applied, afterBattle(applied, stored.reply())));
    }

    private GameService.Rendered<Reply> execute(Request request, boolean hostOnly,
                                                BiFunction<Game, Acting, List<Command>> build, Who who) {
        return games.execute(request.channelId(), game -> {
            if (hostOnly && Host.standsIn(request.caller(), game)) {
                who.acting = new Acting(game.host(), game.nameOf(game.host()), request.caller().id());
                who.standIn = request.caller().name();
            } else {
                who.acting = Acting.of(request, Optional.of(game));
                who.shown = who.acting;
                if (who.acting.onBehalfOf() != null && Host.standsIn(request.caller(), game)) {
                    // A manager acting for a player: "the host acts for" alone pointed at the host (a trust audit).
                    who.standIn = request.caller().name();
                }
            }
            return new Submission(request.channelId(), build.apply(game, who.acting), who.acting.onBehalfOf(),
                    request.interactionId());
        }, (battle, end) -> ending(who.acting.id()).of(battle, end), applied -> {
                    Reply announcement = announce(applied, who.shown);
                    Reply reply = SeatHandOff.handedToASeat(withControls(announcement, applied), announcement, applied);
                    // Said in the channel as in the log: the host's name alone read as the host's own act (a trust audit).
                    return who.standIn == null ? reply
                            : reply.withContent("_(**" + who.standIn + "** stands in for the host)_\n" + reply.content());
                });
    }

    /**
     * A refusal of what the host did for another player says for whom: the rules speak to the
     * player acted for ("Not your decision: vincent must choose…" read as said to vincent, the
     * host, who is that vincent: an adversarial play).
     */
    private static PlayerError forWhom(Who who, PlayerError refused) {
        Acting acting = who.acting;
        if (acting == null || acting.onBehalfOf() == null || acting.id().equals(acting.onBehalfOf())) {
            return refused;
        }
        return new PlayerError("Acting for **" + acting.name() + "**: " + refused.getMessage());
    }

    /** Who a command acts as (the host standing in, or the caller), and whom its announcement names. */
    private static final class Who {
        Acting acting;
        Acting shown;
        /** A channel manager acting with the host's authority, by name; null otherwise. */
        String standIn;
    }

    /** The public message for an accepted command: what happened, who must decide next, the table. */
    public static Reply announce(Applied applied, Acting acting) {
        List<String> lines = new ArrayList<>(EventText.describe(applied.events(), applied.before(), applied.after()));
        if (acting != null && acting.onBehalfOf() != null) {
            lines.addFirst("_(the host acts for **" + acting.name() + "**)_");
        }
        GameSummary.scoreChanges(applied.before(), applied.after()).ifPresent(lines::add);
        WhoDecides.prompt(applied.before(), applied.after()).ifPresent(lines::add);
        if (lines.isEmpty()) {
            lines.add("Done.");
        }
        boolean repost = applied.before().phase() != applied.after().phase()
                || applied.before().round() != applied.after().round();
        TableUpdate table = TableUpdate.of(() -> TableView.table(applied.after()), repost);
        if (applied.reachedDoomsday()) {
            table = table.withEnded();
        }
        return new Reply(String.join("\n", lines), List.of(), List.of(), false,
                handsChanged(applied.before(), applied.after()) ? table.withHandsChanged() : table);
    }

    /** Someone else now holds the initiative (or acts in its turn) than before the command. */
    static boolean handsChanged(Game before, Game after) {
        Optional<String> now = holder(after);
        return now.isPresent() && !now.equals(holder(before));
    }

    private static Optional<String> holder(Game game) {
        return GameQueries.initiative(game).or(() -> game.turn().map(Turn::owner));
    }
}
